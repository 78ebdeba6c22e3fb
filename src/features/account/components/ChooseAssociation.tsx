import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import formStyles from "~/ui/form/form.module.css";
import { serverMessageOf } from "~/ui/query/request-error";
import { showToast } from "~/ui/toast/show-toast";
import type { HousingAssociation, LoginResponse } from "../schema";
import styles from "./account.module.css";
import { logout, selectAssociation } from "./auth-client";
import { isAuthError } from "./login-outcome";

/**
 * The compound selection (spec 001 section 2): "Vilken förening vill du logga in som?", a
 * required choice, "Fortsätt" and "Avbryt inloggning". The chosen association is fetched with
 * the session; cancel ends the half-finished login.
 */
export function ChooseAssociation({
  brf,
  onChosen,
  onCancelled,
}: {
  brf: HousingAssociation[];
  onChosen: (response: LoginResponse) => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  /** A missing choice is announced here; a failed call was an error toast already (auth-client). */
  const [error, setError] = useState<{ text: string; announce: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRadio = useRef<HTMLInputElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen === null) {
      setError({ text: t("account.board.required"), announce: true });
      firstRadio.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const answer = await selectAssociation(chosen);
      if (answer.ok && answer.body) {
        if (isAuthError(answer.body.status)) showToast({ tone: "error", message: answer.body.message });
        onChosen(answer.body);
      } else setError({ text: serverMessageOf(answer.body) ?? t("errors.somethingWentWrong"), announce: false });
    } catch {
      setError({ text: t("errors.network"), announce: false });
    } finally {
      setSending(false);
    }
  }

  async function onCancel() {
    await logout().catch(() => undefined);
    onCancelled();
  }

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <h3 ref={headingRef} tabIndex={-1} className={styles.viewHeading}>
        {t("account.board.title")}
      </h3>
      <fieldset className={styles.choices} aria-describedby={error ? "association-error" : undefined}>
        <legend className="visually-hidden">{t("account.board.title")}</legend>
        {brf.map((association, index) => (
          <label key={association.id} className={formStyles.checkbox}>
            <input
              ref={index === 0 ? firstRadio : undefined}
              type="radio"
              name="association"
              value={association.id}
              checked={chosen === association.id}
              onChange={() => setChosen(association.id)}
              required
              aria-invalid={error ? "true" : undefined}
            />
            <span>
              {association.name}
              <span className={styles.muted}> · {association.organisationNumber}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id="association-error" className={formStyles.formError} role={error.announce ? "alert" : undefined}>
          {error.text}
        </p>
      )}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={sending}>
          {t("account.board.continue")}
        </button>
        <button type="button" className={formStyles.secondaryButton} onClick={onCancel}>
          {t("account.board.cancel")}
        </button>
      </div>
    </form>
  );
}
