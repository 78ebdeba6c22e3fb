import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { ApiError } from "~/lib/api-error";
import { Dialog } from "~/ui/Dialog";
import styles from "./errands.module.css";

/**
 * Closing an errand (loaded when asked for): a confirmation, then PATCH …/close with the site
 * (the errand becomes cancelled by customer). The page loads anew with the errand's new state.
 */
export default function CloseErrandDialog({
  url,
  siteId,
  onClose,
}: {
  url: string;
  siteId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(url, {
        method: "PATCH",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ site: siteId }),
      });
      if (response.ok) {
        window.location.reload();
        return;
      }
      const body = (await response.json().catch(() => null)) as ApiError | null;
      setError(body?.error.message ?? t("errands.errors.closeFailed"));
    } catch {
      setError(t("errands.errors.closeFailed"));
    }
    setBusy(false);
  }

  return (
    <Dialog open onClose={onClose} title={t("errands.close.title")} closeLabel={t("errands.close.cancel")}>
      <p>{t("errands.close.text")}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => void confirm()} disabled={busy}>
          {t("errands.close.confirm")}
        </button>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onClose}>
          {t("errands.close.cancel")}
        </button>
      </div>
    </Dialog>
  );
}
