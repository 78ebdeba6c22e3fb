import { lazy, Suspense, useState } from "react";
import { useTranslation } from "~/i18n/react";

const loadDialog = () => import("./PanoramaDialog");
// Pointing at the button starts loading the viewer (three.js) too, so the click waits less.
const loadSphere = () => import("./PanoramaSphere");
const PanoramaDialog = lazy(() => loadDialog().then((module) => ({ default: module.PanoramaDialog })));

/**
 * "Visa i 360°" on a home's page: opens the 360 viewer's dialog, loaded (with three.js) only
 * now. Needs the `panorama` namespace on the page (the object template carries it).
 */
export function PanoramaButton({
  objectId,
  title,
  className,
}: {
  objectId: number;
  title: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const preload = () => {
    void loadDialog().catch(() => {});
    void loadSphere().catch(() => {});
  };
  return (
    <>
      <button type="button" className={className} onPointerEnter={preload} onClick={() => setOpen(true)}>
        {t("panorama.open")}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PanoramaDialog objectId={objectId} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
