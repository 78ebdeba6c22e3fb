import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { type FieldErrors, fieldErrorsFromApi, isApiErrorBody, isValidationMessageKey } from "~/lib/field-errors";
import formStyles from "~/ui/form/form.module.css";
import { showToast } from "~/ui/toast/show-toast";
import type { BuyStep, DataStep } from "../../flows";
import { useBuyFlow } from "../buy-flow-context";
import styles from "./middle-steps.module.css";

/**
 * What the data steps of the middle of the buy flow share (documents, choices, financing,
 * accommodation): saving through `POST /api/buyresidence/step/{step}`, the server's field
 * messages under the fields and in a summary, and the Next button. The flow around them
 * (flow/BuyFlow.tsx) names the step in the heading it focuses, and has Back and Cancel.
 */

/** What the step saved before (going back shows it), if it has the expected shape's object. */
export function useSavedStep<T>(step: DataStep): Partial<T> {
  const { booking } = useBuyFlow();
  const saved = booking?.data[step];
  return saved && typeof saved === "object" ? (saved as Partial<T>) : {};
}

/**
 * Sends the step's data. On success the booking's view keeps what was saved (so going back
 * shows it) and the flow moves to the step the server names; a 400's field messages come back
 * by field; any other failure is the general message (spec 001 section 8), as a toast and
 * beside the button, and nothing typed is lost.
 */
export function useStepSave(step: DataStep) {
  const { t } = useTranslation();
  const { booking, setBooking, completeStep } = useBuyFlow();
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const save = useCallback(
    async (body: Record<string, unknown>): Promise<FieldErrors> => {
      setSending(true);
      setFormError(null);
      const fail = (message: string | null): FieldErrors => {
        const text = message || t("buyResidence.generalError");
        setFormError(text);
        showToast({ tone: "error", message: text });
        return {};
      };
      try {
        const response = await fetch(`/api/buyresidence/step/${step}`, {
          method: "POST",
          credentials: "same-origin",
          headers: { "content-type": "application/json", accept: "application/json" },
          // The booking is the cookie's; its id says which one the page shows (a second tab may have moved on).
          body: JSON.stringify({ ...body, bookingId: booking?.id }),
        });
        const answer: unknown = await response.json().catch(() => null);
        if (response.ok) {
          const next = (answer as { next?: BuyStep } | null)?.next;
          if (!next) return fail(null);
          if (booking) setBooking({ ...booking, data: { ...booking.data, [step]: body } });
          completeStep(step, next);
          return {};
        }
        const fields = response.status === 400 ? fieldErrorsFromApi(answer) : {};
        if (Object.keys(fields).length > 0) return fields;
        return fail(isApiErrorBody(answer) ? answer.error.message : null);
      } catch {
        return fail(null);
      } finally {
        setSending(false);
      }
    },
    [booking, completeStep, setBooking, step, t],
  );

  return { save, sending, formError };
}

/** A field message: a key of ours (the browser's checks) translated, the server's as it came. */
export function useMessage() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined, values?: Record<string, unknown>) =>
      message === undefined ? undefined : isValidationMessageKey(message) ? t(message, values) : message,
    [t],
  );
}

/** After a failed Next: focus the first invalid control (its message is under it and in the summary). */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (tick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tick]);
  return { formRef, focusFirstInvalid: () => setTick((n) => n + 1) };
}

/** The messages of the step's fields in one list, each a link to its field. */
export function ErrorSummary({ errors, labels }: { errors: Record<string, string>; labels: Record<string, string> }) {
  const { t } = useTranslation();
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <section className={styles.summary} aria-labelledby="buy-step-error-summary">
      <h3 id="buy-step-error-summary">{t("buySteps.common.summaryHeading")}</h3>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`}>
              {labels[field] ? `${labels[field]}: ` : ""}
              {message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The id of a field's control (the summary's links and the labels point at it). */
export function fieldId(field: string): string {
  return `buy-${field.replace(/[^\w-]/g, "-")}`;
}

/** Next (the flow around the step has Back and Cancel), and the save's failure beside it. */
export function StepActions({ sending, formError }: { sending: boolean; formError: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <button type="submit" className={formStyles.button} disabled={sending} aria-busy={sending}>
        {sending ? t("buySteps.common.saving") : t("buySteps.common.next")}
      </button>
      {formError && <p className={formStyles.formError}>{formError}</p>}
    </div>
  );
}

/** The step's note that the hold ran out (the controls are disabled with it). */
export function ExpiredNote() {
  const { t } = useTranslation();
  const { expired } = useBuyFlow();
  if (!expired) return null;
  return <p className={styles.expired}>{t("buySteps.common.expired")}</p>;
}

/**
 * An amount as typed: digits with spaces (also no-break ones) between groups, "450 000" or
 * "450000", to whole units; anything else (letters, decimals, a sign) is null.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d{1,10}$/.test(compact)) return null;
  return Number(compact);
}
