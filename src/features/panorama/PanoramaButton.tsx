import { lazy, Suspense, useState } from "react";
import { useTranslation } from "~/i18n/react";

const loadDialog = () => import("./PanoramaDialog");
const PanoramaDialog = lazy(() => loadDialog().then((module) => ({ default: module.PanoramaDialog })));

/**
 * "Visa i 360°" on a home's page: opens the 360 viewer's dialog, loaded only now (pointing at the
 * button starts it; the dialog then loads the sphere with three.js while it fetches the tour).
 * Needs the `panorama` namespace on the page (the object template carries it). Kept small: it is
 * in the home page's first JavaScript.
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
  return (
    <>
      <button type="button" className={className} onPointerEnter={loadDialog} onClick={() => setOpen(true)}>
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
