import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Dialog } from "~/ui/Dialog";
import { showToast } from "~/ui/toast/show-toast";
import { ConsentSwitches } from "./ConsentSwitches";
import styles from "./consent.module.css";
import { ALL_CONSENT, type ConsentChoice, ConsentCode, type ConsentCodeValue, NECESSARY_ONLY } from "./consent-cookie";
import { currentConsent } from "./consent-store";
import { type ConsentSource, saveConsent } from "./save-consent";

export type ConsentDialogMode = "ask" | "settings";

/**
 * The cookie consent dialog and the settings dialog (spec 001 sections 2 and 4, issue 16). Modal
 * (native <dialog>: the page behind is inert, Escape closes it, focus returns where it was) only
 * until the visitor has chosen: every way out is a choice, and closing the first dialog is the
 * choice "necessary only" (code 1).
 */
export function ConsentDialogs({
  mode,
  cookiesPageUrl,
  onModeChange,
  onDone,
}: {
  mode: ConsentDialogMode;
  cookiesPageUrl: string | null;
  onModeChange: (mode: ConsentDialogMode) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [answered] = useState(() => currentConsent().answered);
  const [choice, setChoice] = useState<ConsentChoice>(() => {
    const consent = currentConsent();
    return consent.answered ? consent : NECESSARY_ONLY;
  });

  function choose(next: ConsentChoice, code: ConsentCodeValue, source: ConsentSource, confirm: boolean) {
    void saveConsent(next, code, source);
    onDone();
    if (confirm) showToast({ tone: "success", message: t("consent.saved") });
  }

  if (mode === "ask") {
    return (
      <Dialog
        open
        title={t("consent.title")}
        closeLabel={t("consent.closeLabel")}
        onClose={() => choose(NECESSARY_ONLY, ConsentCode.closed, "dialog", false)}
      >
        {/* Short paragraphs: the dialog opens after the page has painted, and none of its blocks
            may outsize the page's own largest one (its largest contentful paint, issue 16). */}
        <p className={styles.text}>{t("consent.text.necessary")}</p>
        <p className={styles.text}>{t("consent.text.optional")}</p>
        <p className={styles.text}>{t("consent.text.change")}</p>
        {cookiesPageUrl && (
          <p className={styles.text}>
            <a href={cookiesPageUrl}>{t("consent.readMore")}</a>
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => choose(ALL_CONSENT, ConsentCode.acceptAll, "dialog", false)}
          >
            {t("consent.acceptAll")}
          </button>
          <button type="button" className={styles.linkButton} onClick={() => onModeChange("settings")}>
            {t("consent.choose")}
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      title={t("consent.settingsTitle")}
      closeLabel={t("consent.closeLabel")}
      // Closing the settings changes nothing once the visitor has chosen; before that it is the choice "necessary only".
      onClose={() => (answered ? onDone() : choose(NECESSARY_ONLY, ConsentCode.closed, "settings", false))}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          choose(choice, ConsentCode.manual, "settings", true);
        }}
      >
        <p className={styles.text}>{t("consent.settingsText")}</p>
        <ConsentSwitches value={choice} onChange={setChoice} />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t("consent.save")}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => choose(ALL_CONSENT, ConsentCode.acceptAll, "settings", true)}
          >
            {t("consent.acceptAll")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
