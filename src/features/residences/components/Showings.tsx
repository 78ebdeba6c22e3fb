import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { formatShowingTime } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { FormError } from "~/ui/form/FormError";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import { CONFIRM_SHOWING_HASH } from "../confirm-link";
import type { ShowingView } from "../schema";
import { ContactFields } from "./ContactFields";
import styles from "./residence.module.css";

/** The booking form's shared schema loads when a form is first used (decision 026). */
const loadShowingBookingSchema = () => import("../schema").then((module) => module.ShowingBookingSchema);

/** The confirmation dialog's code loads only when the page is opened from a confirmation link. */
const ConfirmBooking = lazy(() => import("./ConfirmBooking").then((module) => ({ default: module.ConfirmBooking })));

/** The token of a confirmation link's fragment (#confirm-showing=<token>), as it came, or null. */
export function confirmTokenOf(hash: string): string | null {
  const prefix = `#${CONFIRM_SHOWING_HASH}=`;
  return hash.startsWith(prefix) ? hash.slice(prefix.length) : null;
}

/**
 * Upcoming showings with a booking form per bookable showing; drop-in showings show their
 * time and place only. Places left are refreshed in the browser, since the page itself may
 * be cached for a few seconds. A booking is only a request until the visitor confirms it with
 * the e-mailed link, which opens this page with the confirmation dialog (decision 013).
 */
export function Showings({
  stageId,
  objectId,
  initial,
}: {
  stageId: number;
  objectId?: number;
  initial: ShowingView[];
}) {
  const { t } = useTranslation();
  const [showings, setShowings] = useState(initial);
  const headingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    const query = objectId ? `?objectId=${objectId}` : "";
    fetch(`/api/residence/showings/${stageId}${query}`, { signal: controller.signal, credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<{ showings: ShowingView[] }>) : null))
      .then((body) => body && setShowings(body.showings))
      // Keep the server-rendered list when the refresh fails.
      .catch(() => {});
    return () => controller.abort();
  }, [stageId, objectId]);

  const update = (next: ShowingView) => setShowings((list) => list.map((s) => (s.id === next.id ? next : s)));

  const location = useLocation();
  const [confirmToken, setConfirmToken] = useState<string | null>(null);
  useEffect(() => {
    const token = confirmTokenOf(location.hash);
    if (token !== null) setConfirmToken(token);
  }, [location.hash]);
  const closeConfirmation = () => {
    setConfirmToken(null);
    // The token leaves the address bar and this history entry (not a navigation: nothing reloads).
    if (confirmTokenOf(window.location.hash) !== null) {
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("residence.showings.heading")}</h2>
      {showings.length === 0 ? (
        <p>{t("residence.showings.none")}</p>
      ) : (
        <ul className={styles.showings}>
          {showings.map((showing) => (
            <ShowingItem key={showing.id} showing={showing} onBooked={update} />
          ))}
        </ul>
      )}
      {confirmToken !== null && (
        <Suspense fallback={null}>
          <ConfirmBooking token={confirmToken} onClose={closeConfirmation} onConfirmed={update} />
        </Suspense>
      )}
    </section>
  );
}

function ShowingItem({ showing, onBooked }: { showing: ShowingView; onBooked: (s: ShowingView) => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();
  const time = formatShowingTime(showing.startsAt, showing.endsAt, site.language);
  const dropIn = showing.capacity === null;
  const full = !dropIn && (showing.placesLeft ?? 0) <= 0;
  return (
    <li className={styles.showing}>
      <p>
        <strong>
          <time dateTime={showing.startsAt}>{time}</time>
        </strong>
      </p>
      <p>
        {t("residence.showings.location")}: {showing.location}
      </p>
      <p>
        <a href={`/api/residence/showings/${showing.id}.ics`} download>
          {t("residence.showings.addToCalendar")}
          <span className="visually-hidden"> {time}</span>
        </a>
      </p>
      {dropIn ? (
        <p className={styles.muted}>{t("residence.showings.dropIn")}</p>
      ) : done ? null : full ? (
        <p className={styles.muted}>{t("residence.showings.full")}</p>
      ) : (
        <p className={styles.muted}>{t("residence.showings.placesLeft", { count: showing.placesLeft ?? 0 })}</p>
      )}
      {done && <BookingDone message={done} />}
      {!dropIn && !full && !done && (
        <>
          <button
            type="button"
            className={formStyles.secondaryButton}
            aria-expanded={open}
            aria-controls={`${id}-form`}
            onClick={() => setOpen((o) => !o)}
          >
            {t("residence.showings.book")}
            <span className="visually-hidden"> {time}</span>
          </button>
          <div id={`${id}-form`} hidden={!open}>
            {open && (
              <BookingForm
                showingId={showing.id}
                time={time}
                onBooked={(message, next) => {
                  setDone(message);
                  onBooked(next);
                }}
              />
            )}
          </div>
        </>
      )}
    </li>
  );
}

function BookingDone({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={formStyles.success}>
      <p>{message}</p>
    </div>
  );
}

const EMPTY = { firstName: "", lastName: "", email: "", phone: "" };

function BookingForm({
  showingId,
  time,
  onBooked,
}: {
  showingId: number;
  time: string;
  onBooked: (message: string, showing: ShowingView) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useJsonForm({
    initial: EMPTY,
    schema: loadShowingBookingSchema,
    url: `/api/residence/showings/${showingId}/book`,
    onSuccess: (body) => {
      const answer = body as { message: string; showing: ShowingView };
      onBooked(answer.message, answer.showing);
    },
  });
  const { values, errors, setValue } = form;
  const input = (field: keyof typeof EMPTY, type: string, auto: string) => (
    <input
      name={field}
      type={type}
      autoComplete={auto}
      value={values[field]}
      onChange={(e) => setValue(field, e.target.value)}
    />
  );
  return (
    <form
      ref={form.formRef}
      className={formStyles.form}
      noValidate
      onSubmit={form.onSubmit}
      aria-label={t("residence.showings.formLabel", { time })}
    >
      <ContactFields id={id} errors={errors} input={input} />
      <FormError message={form.formError} />
      <div className={styles.actions}>
        <button type="submit" className={formStyles.button} disabled={form.sending} aria-busy={form.sending}>
          {form.sending ? t("residence.form.sending") : t("residence.showings.submit")}
        </button>
      </div>
    </form>
  );
}
