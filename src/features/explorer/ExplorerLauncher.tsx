import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import styles from "./explorer.module.css";
import { EXPLORER_HASH as HASH } from "./explorer-link";
import type { ExplorerSettings } from "./schema";

/** The explorer's code (and the sun study's and the 360 viewer's after it) loads when the visitor opens it. */
const loadExplorer = () => import("./components/Explorer");
const Explorer = lazy(() => loadExplorer().then((module) => ({ default: module.Explorer })));

/** The home a `#utforska[-<id>]` fragment names: its id, null for the explorer without a home, undefined for another fragment. */
function selectedFromHash(hash: string): number | null | undefined {
  const match = new RegExp(`^#${HASH}(?:-(\\d{1,9}))?$`).exec(hash);
  if (!match) return undefined;
  return match[1] ? Number(match[1]) : null;
}

/**
 * "Utforska huset" on a stage page with an explorer (issue 19): a button that opens the residence
 * explorer in place. Nothing of the explorer is in the page's first JavaScript (decision 026).
 */
export function ExplorerLauncher({ settings, stageName }: { settings: ExplorerSettings; stageName: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<number | null>(settings.currentObjectId);

  useEffect(() => {
    const selected = selectedFromHash(window.location.hash);
    if (selected === undefined) return;
    setCurrent(selected);
    setOpen(true);
    // `#utforska-<id>` names no element: bring the explorer into view.
    document.getElementById(HASH)?.scrollIntoView();
  }, []);

  return (
    <section className={styles.launcher} aria-labelledby={headingId} id={HASH}>
      <h2 id={headingId}>{t("explorer.heading")}</h2>
      <p>{t("explorer.intro")}</p>
      <button
        type="button"
        className={styles.openButton}
        aria-expanded={open}
        onPointerEnter={() => void loadExplorer()}
        onFocus={() => void loadExplorer()}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t("explorer.close") : t("explorer.open")}
      </button>
      {open && (
        <Suspense fallback={<p role="status">{t("explorer.loading")}</p>}>
          <Explorer settings={{ ...settings, currentObjectId: current }} stageName={stageName} />
        </Suspense>
      )}
    </section>
  );
}
