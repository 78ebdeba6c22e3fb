import { useEffect, useId, useRef, useState } from "react";
import { formatShowingTime } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { FormError } from "~/ui/form/FormError";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import type { ShowingView } from "../schema";
import { ContactFields } from "./ContactFields";
import styles from "./showing-pages.module.css";

/** The booking form's shared schema loads when the form is first used (decision 026). */
const loadShowingBookingSchema = () => import("../schema").then((module) => module.ShowingBookingSchema);

const EMPTY = { firstName: "", lastName: "", email: "", phone: "" };

function bookable(showing: ShowingView): boolean {
  return showing.capacity !== null && (showing.placesLeft ?? 0) > 0;
}

/**
 * One form for all of a stage's showings, for a visitor who came from a sign or a link: choose
 * the showing, give name, e-mail and phone, and the existing booking (POST
 * /api/residence/showings/{id}/book) e-mails the confirmation link (decision 013). Full showings
 * are shown but cannot be chosen; drop-in showings need no booking and are listed apart.
 */
export function ShowingBooking({ stageId, initial }: { stageId: number; initial: ShowingView[] }) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const [showings, setShowings] = useState(initial);
  const [chosen, setChosen] = useState<number | null>(() => initial.find(bookable)?.id ?? null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  // The page may have been kept in a cache for a few seconds: places left are asked again.
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/residence/showings/${stageId}`, { signal: controller.signal, credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<{ showings: ShowingView[] }>) : null))
      .then((body) => {
        if (!body) return;
        setShowings(body.showings);
        setChosen((current) =>
          body.showings.some((s) => s.id === current && bookable(s))
            ? current
            : (body.showings.find(bookable)?.id ?? null),
        );
      })
      .catch(() => {});
    return () => controller.abort();
  }, [stageId]);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const form = useJsonForm({
    initial: EMPTY,
    schema: loadShowingBookingSchema,
    url: `/api/residence/showings/${chosen ?? 0}/book`,
    onSuccess: (body) => {
      const answer = body as { message: string; showing: ShowingView };
      setShowings((list) => list.map((s) => (s.id === answer.showing.id ? answer.showing : s)));
      setDone(answer.message);
    },
  });

  const withPlaces = showings.filter((s) => s.capacity !== null);
  const dropIns = showings.filter((s) => s.capacity === null);
  const time = (s: ShowingView) => formatShowingTime(s.startsAt, s.endsAt, site.language);

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className={formStyles.success}>
        <p>{done}</p>
      </div>
    );
  }

  return (
    <div className={styles.booking}>
      {withPlaces.some(bookable) ? (
        <form
          ref={form.formRef}
          className={formStyles.form}
          noValidate
          onSubmit={form.onSubmit}
          aria-label={t("pages.showing.formLabel")}
        >
          <fieldset className={styles.choices}>
            <legend>{t("pages.showing.choose")}</legend>
            {withPlaces.map((showing) => {
              const full = !bookable(showing);
              return (
                <label key={showing.id} className={full ? `${styles.choice} ${styles.full}` : styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-showing`}
                    value={showing.id}
                    checked={chosen === showing.id}
                    disabled={full}
                    onChange={() => setChosen(showing.id)}
                  />
                  <span>
                    <strong>
                      <time dateTime={showing.startsAt}>{time(showing)}</time>
                    </strong>
                    <span className={styles.choiceMeta}>
                      {showing.location} ·{" "}
                      {full
                        ? t("residence.showings.full")
                        : t("residence.showings.placesLeft", { count: showing.placesLeft ?? 0 })}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          <ContactFields
            id={id}
            errors={form.errors}
            input={(field, type, autoComplete) => (
              <input
                name={field}
                type={type}
                autoComplete={autoComplete}
                value={form.values[field]}
                onChange={(event) => form.setValue(field, event.target.value)}
              />
            )}
          />
          <p className={formStyles.hint}>{t("pages.showing.confirmHint")}</p>
          <FormError message={form.formError} />
          <div className={formStyles.actions}>
            <button type="submit" className={formStyles.button} disabled={form.sending} aria-busy={form.sending}>
              {form.sending ? t("residence.form.sending") : t("pages.showing.submit")}
            </button>
          </div>
        </form>
      ) : (
        <p>{withPlaces.length > 0 ? t("pages.showing.allFull") : t("pages.showing.none")}</p>
      )}
      {dropIns.length > 0 && (
        <section className={styles.dropIns} aria-labelledby={`${id}-dropin`}>
          <h2 id={`${id}-dropin`}>{t("pages.showing.dropInHeading")}</h2>
          <ul>
            {dropIns.map((showing) => (
              <li key={showing.id}>
                <strong>
                  <time dateTime={showing.startsAt}>{time(showing)}</time>
                </strong>{" "}
                · {showing.location}
              </li>
            ))}
          </ul>
          <p className={formStyles.hint}>{t("residence.showings.dropIn")}</p>
        </section>
      )}
    </div>
  );
}
