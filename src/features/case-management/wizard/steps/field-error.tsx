import { useTranslation } from "~/i18n/react";
import { isValidationMessageKey } from "~/lib/field-errors";
import styles from "./steps.module.css";

/**
 * A field's validation message under its input. The per-step rules (../validation.ts) give
 * translation keys (validation.*, caseValidation.*); a message from the server is already translated.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {isValidationMessageKey(message) ? t(message) : message}
    </p>
  );
}

/** The failure of a catalogue call, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.step}>
      <p className={styles.error}>{message}</p>
      <div>
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          {t("faultReportSteps.retry")}
        </button>
      </div>
    </div>
  );
}

/** Shown while a catalogue call runs (announced politely). */
export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className={styles.muted}>
      {text}
    </p>
  );
}
