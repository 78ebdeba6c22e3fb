import { useEffect, useRef, useState } from "react";
import { formatShowingTime } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { isApiErrorBody } from "~/lib/validation";
import { useSite } from "~/shell/use-site";
import { Dialog } from "~/ui/Dialog";
import formStyles from "~/ui/form/form.module.css";
import { type ConfirmBookingResponse, ConfirmTokenSchema } from "../confirm-schema";
import type { ShowingView } from "../schema";
import styles from "./confirm-booking.module.css";

type Answer = Pick<ConfirmBookingResponse, "status" | "message" | "booking">;

/** Posts the token; any answer that is not the route's own becomes a message to show. */
async function post(url: string, token: string, signal?: AbortSignal): Promise<Answer> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ token }),
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as ConfirmBookingResponse;
  throw new Error(isApiErrorBody(body) ? body.error.message : "");
}

/**
 * A request that failed (the network, a limit): its message in place of the outcome. A failed
 * confirmation stays pending, so the button is there to try again.
 */
function failure(error: unknown, fallback: string, before: Answer | null): Answer {
  const message = (error instanceof Error && error.message) || fallback;
  return before ? { ...before, message } : { status: "invalid", message, booking: null };
}

/**
 * The dialog the e-mailed confirmation link opens on the showing's page (decision 013): the
 * showing's details and a "Confirm booking" button. Opening the page confirms nothing; only the
 * button does. Loaded only when the page's address carries a token.
 */
export function ConfirmBooking({
  token,
  onClose,
  onConfirmed,
}: {
  token: string;
  onClose: () => void;
  /** The showing with its places left after this confirmation. */
  onConfirmed: (showing: ShowingView) => void;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sending, setSending] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [focusOutcome, setFocusOutcome] = useState(0);

  useEffect(() => {
    if (!ConfirmTokenSchema.safeParse(token).success) {
      // A link cut short by a mail program: nothing to ask the server.
      setAnswer({ status: "invalid", message: t("residence.showings.confirm.outcome.invalid"), booking: null });
      return;
    }
    const controller = new AbortController();
    post("/api/residence/showings/confirm/lookup", token, controller.signal)
      .then(setAnswer)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setAnswer(failure(error, t("errors.somethingWentWrong"), null));
      });
    return () => controller.abort();
  }, [token, t]);

  useEffect(() => {
    if (focusOutcome > 0) outcomeRef.current?.focus();
  }, [focusOutcome]);

  async function confirm() {
    if (sending) return;
    setSending(true);
    try {
      const next = await post("/api/residence/showings/confirm", token);
      setAnswer(next);
      if (next.status === "confirmed" && next.booking) onConfirmed(next.booking.showing);
    } catch (error) {
      setAnswer(failure(error, t("errors.somethingWentWrong"), answer));
    } finally {
      setSending(false);
      // The button goes away: focus moves to the outcome, which is read out.
      setFocusOutcome((n) => n + 1);
    }
  }

  const booking = answer?.booking;
  const status = answer?.status;
  const tone =
    status === "confirmed" || status === "alreadyConfirmed"
      ? styles.confirmed
      : status === "pending" || status === undefined
        ? ""
        : styles.refused;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("residence.showings.confirm.title")}
      closeLabel={t("residence.showings.confirm.close")}
    >
      {booking && (
        <dl className={styles.details}>
          <dt>{t("residence.showings.confirm.what")}</dt>
          <dd>{booking.residence}</dd>
          <dt>{t("residence.showings.confirm.time")}</dt>
          <dd>
            <time dateTime={booking.showing.startsAt}>
              {formatShowingTime(booking.showing.startsAt, booking.showing.endsAt, site.language)}
            </time>
          </dd>
          <dt>{t("residence.showings.location")}</dt>
          <dd>{booking.showing.location}</dd>
          <dt>{t("residence.showings.confirm.name")}</dt>
          <dd>
            {booking.firstName} {booking.lastName}
          </dd>
        </dl>
      )}
      <div ref={outcomeRef} tabIndex={-1} role="status" className={`${styles.outcome} ${tone}`}>
        <p>{answer ? answer.message : t("residence.showings.confirm.loading")}</p>
      </div>
      {status === "pending" && (
        <button type="button" className={formStyles.button} onClick={confirm} disabled={sending} aria-busy={sending}>
          {sending ? t("residence.showings.confirm.sending") : t("residence.showings.confirm.submit")}
        </button>
      )}
    </Dialog>
  );
}
