import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import formStyles from "~/ui/form/form.module.css";
import type { BookingDocument, DocumentsStep as DocumentsStepData } from "../../schema";
import { useBuyFlow } from "../buy-flow-context";
import styles from "./middle-steps.module.css";
import {
  ErrorSummary,
  ExpiredNote,
  fieldId,
  StepActions,
  useFocusFirstInvalid,
  useMessage,
  useSavedStep,
  useStepSave,
} from "./step-form";

/**
 * The buy flow's documents step (Sweden): the booking agreement as it stands and the booking
 * terms as PDFs made from the booking (getbookingdocuments), and the buyer's confirmation that
 * they have read them. The list is a silent read (spec 001 section 8): if it fails the step says
 * the documents cannot be shown now, and the buyer can still confirm and go on.
 */
export function DocumentsStep() {
  const { t } = useTranslation();
  const message = useMessage();
  const { booking, expired } = useBuyFlow();
  const saved = useSavedStep<DocumentsStepData>("documents");
  const [accepted, setAccepted] = useState(saved.acceptTerms === true);
  const [error, setError] = useState<string | undefined>();
  const { save, sending, formError } = useStepSave("documents");
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const documents = useBookingDocuments(booking?.id ?? null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || expired) return;
    if (!accepted) {
      setError("validation.termsRequired");
      focusFirstInvalid();
      return;
    }
    setError(undefined);
    const fields = await save({ acceptTerms: true });
    if (fields.acceptTerms) {
      setError(fields.acceptTerms);
      focusFirstInvalid();
    }
  }

  const errorText = message(error);
  const id = fieldId("acceptTerms");
  return (
    <form ref={formRef} className={styles.step} method="post" onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{t("buySteps.documents.intro")}</p>
      <ExpiredNote />
      {documents === "loading" ? (
        <p role="status">{t("buySteps.documents.loading")}</p>
      ) : documents === null ? (
        <p>{t("buySteps.documents.unavailable")}</p>
      ) : (
        <ul className={styles.documents}>
          {documents.map((document) => (
            <li key={document.kind}>
              <a href={document.url}>{document.name}</a>
              <span className={styles.fileFacts}>
                (
                {t("buySteps.documents.fileFacts", {
                  size: t("buySteps.documents.kilobytes", { size: Math.max(1, Math.round(document.size / 1024)) }),
                })}
                )
              </span>
            </li>
          ))}
        </ul>
      )}
      <ErrorSummary
        errors={errorText ? { acceptTerms: errorText } : {}}
        labels={{ acceptTerms: t("buySteps.documents.acceptTerms") }}
      />
      <fieldset className={styles.fieldset} disabled={expired}>
        <div className={formStyles.checkbox}>
          <input
            id={id}
            type="checkbox"
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.target.checked);
              if (event.target.checked) setError(undefined);
            }}
            aria-invalid={errorText ? "true" : undefined}
            aria-describedby={errorText ? `${id}-error` : undefined}
            aria-required="true"
          />
          <label htmlFor={id}>{t("buySteps.documents.acceptTerms")}</label>
        </div>
        {errorText && (
          <p id={`${id}-error`} className={styles.fieldError}>
            {errorText}
          </p>
        )}
        <StepActions sending={sending} formError={formError} />
      </fieldset>
    </form>
  );
}

/** The booking's documents: "loading", the list, or null when they cannot be read (silently: no toast). */
function useBookingDocuments(bookingId: string | null): BookingDocument[] | null | "loading" {
  const [documents, setDocuments] = useState<BookingDocument[] | null | "loading">(bookingId ? "loading" : null);
  useEffect(() => {
    if (!bookingId) return;
    let current = true;
    fetch(`/api/buyresidence/getbookingdocuments/${encodeURIComponent(bookingId)}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    })
      .then((response) => (response.ok ? (response.json() as Promise<BookingDocument[]>) : null))
      .catch(() => null)
      .then((answer) => {
        if (current) setDocuments(Array.isArray(answer) ? answer : null);
      });
    return () => {
      current = false;
    };
  }, [bookingId]);
  return documents;
}
