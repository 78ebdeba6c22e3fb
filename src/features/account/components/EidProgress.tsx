import { useEffect, useRef } from "react";
import { useRouteLoaderData } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { RootData } from "~/root";
import formStyles from "~/ui/form/form.module.css";
import styles from "./account.module.css";
import type { EidAttemptState } from "./use-eid-attempt";

const KNOWN_HINTS = new Set([
  "outstandingTransaction",
  "noClient",
  "started",
  "userSign",
  "userMrtd",
  "userCallConfirm",
]);

/**
 * The e-ID QR and poll view: BankID's animated QR code (a new one each second, drawn by the
 * server), what the app is waiting for, a link that opens BankID on this device, and cancel.
 */
export function EidProgress({ state, onCancel }: { state: EidAttemptState; onCancel: () => void }) {
  const { t } = useTranslation();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const pending = state.phase === "pending" ? state : null;
  const developerTools = useRouteLoaderData<RootData>("root")?.developerTools ?? false;

  useEffect(() => {
    statusRef.current?.focus();
  }, []);

  if (state.phase === "redirecting" || state.phase === "starting") {
    return (
      <p className={styles.status} role="status" ref={statusRef} tabIndex={-1}>
        {state.phase === "redirecting" ? t("account.eid.redirecting") : t("account.eid.starting")}
      </p>
    );
  }
  const hint = pending?.hintCode && KNOWN_HINTS.has(pending.hintCode) ? pending.hintCode : "outstandingTransaction";
  const scanned = hint === "userSign" || hint === "started" || hint === "userMrtd" || hint === "userCallConfirm";
  return (
    <div className={styles.eidProgress}>
      {pending?.qrSvg && !scanned ? (
        <figure className={styles.qr}>
          {/* SVG drawn by our server from BankID's QR data; it carries no markup from elsewhere. */}
          <div
            className={styles.qrImage}
            role="img"
            aria-label={t("account.eid.qrLabel")}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-generated QR code SVG
            dangerouslySetInnerHTML={{ __html: pending.qrSvg }}
          />
          <figcaption>{t("account.eid.qrInstructions")}</figcaption>
        </figure>
      ) : null}
      <p className={styles.status} role="status" aria-live="polite" ref={statusRef} tabIndex={-1}>
        {t(`account.eid.hintPending.${hint}`)}
      </p>
      {developerTools && pending?.autoStartUrl?.startsWith("http") && (
        <p className={styles.developerNote}>{t("account.eid.developerNote")}</p>
      )}
      <div className={formStyles.actions}>
        {pending?.autoStartUrl && !scanned && (
          <a
            className={formStyles.secondaryButton}
            href={pending.autoStartUrl}
            data-reload=""
            // The real app opens from bankid:///; the simulator's app is a web page, beside this one.
            target={pending.autoStartUrl.startsWith("http") ? "_blank" : undefined}
            rel="noopener"
          >
            {t("account.eid.openOnThisDevice")}
          </a>
        )}
        <button type="button" className={formStyles.secondaryButton} onClick={onCancel}>
          {t("account.eid.cancel")}
        </button>
      </div>
    </div>
  );
}
