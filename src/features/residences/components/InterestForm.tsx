import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { filterBoundsOf } from "~/sites/filter-bounds";
import { privacyUrlOf } from "~/sites/site-links";
import { FormError } from "~/ui/form/FormError";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import {
  forgetInterestContact,
  REMEMBERED_FIELDS,
  readInterestContact,
  rememberInterestContact,
} from "../interest-memory";
import { ContactFields } from "./ContactFields";
import styles from "./residence.module.css";

/** The shared schema loads when the form is first used: the form is lower on the page (decision 026). */
const loadInterestSchema = () => import("../schema").then((module) => module.InterestFormSchema);

const EMPTY = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  message: "",
  postalCode: "",
  minRooms: "",
  maxRooms: "",
  terms: false,
};

/**
 * The contact interest form (spec 000 sections 3 and 5) of an area, stage or home page. It
 * stores the interest and the visitor gets a confirmation e-mail.
 */
export function InterestForm({
  name,
  target,
  sold = false,
  intro,
  askRooms = true,
}: {
  /** What the interest is about, for the introduction. */
  name: string;
  /** A sold home: the introduction promises no news of a sales start. */
  sold?: boolean;
  /** Commercial premises (issue 19) instead of an area, stage or home. */
  target: { areaId?: number; stageId?: number; objectId?: number; premisesId?: number };
  /** The introduction, where the homes' one does not fit (premises). */
  intro?: string;
  /** The rooms wanted: asked for homes, not for premises. */
  askRooms?: boolean;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const headingId = `${id}-heading`;
  const [done, setDone] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const [prefilled, setPrefilled] = useState(false);
  const form = useJsonForm({
    initial: EMPTY,
    schema: loadInterestSchema,
    url: "/api/residence/interest",
    extra: target,
    onSuccess: (body) => {
      rememberInterestContact(form.values);
      setDone((body as { message?: string } | null)?.message ?? t("residence.interest.success"));
    },
  });
  useEffect(() => {
    if (done) successRef.current?.focus();
  }, [done]);
  // The interest key (spec 000 section 9, 30 days): a returning visitor's contact details.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    const contact = readInterestContact();
    if (!contact) return;
    for (const field of REMEMBERED_FIELDS) form.setValue(field, contact[field]);
    setPrefilled(true);
  }, []);
  const forget = () => {
    forgetInterestContact();
    for (const field of REMEMBERED_FIELDS) form.setValue(field, "");
    setPrefilled(false);
  };

  const maxRooms = filterBoundsOf(site.site).rooms.max;
  const privacyUrl = privacyUrlOf(site);
  const roomOptions = Array.from({ length: maxRooms }, (_, i) => i + 1);
  const { values, errors, setValue } = form;
  const text = (field: "firstName" | "lastName" | "email" | "phone" | "postalCode", type = "text", auto?: string) => (
    <input
      name={field}
      type={type}
      autoComplete={auto}
      value={values[field]}
      onChange={(e) => setValue(field, e.target.value)}
    />
  );

  return (
    <section className={formStyles.formBox} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("residence.interest.heading")}</h2>
      {done ? (
        <div ref={successRef} tabIndex={-1} role="status" className={formStyles.success}>
          <p>{done}</p>
        </div>
      ) : (
        <form ref={form.formRef} className={formStyles.form} noValidate onSubmit={form.onSubmit}>
          <p>{intro ?? t(sold ? "residence.interest.introSold" : "residence.interest.intro", { name })}</p>
          <p className={styles.muted}>{t("residence.form.requiredNote")}</p>
          {prefilled && (
            <p className={styles.muted}>
              {t("residence.interest.prefilled")}{" "}
              <button type="button" className={formStyles.linkButton} onClick={forget}>
                {t("residence.interest.forget")}
              </button>
            </p>
          )}
          <ContactFields id={id} errors={errors} input={text} />
          <div className={formStyles.formRow}>
            <FormField id={`${id}-postalCode`} label={t("residence.form.postalCode")} error={errors.postalCode}>
              {text("postalCode", "text", "postal-code")}
            </FormField>
          </div>
          {askRooms && (
            <div className={formStyles.formRow}>
              {(["minRooms", "maxRooms"] as const).map((field) => (
                <FormField
                  key={field}
                  id={`${id}-${field}`}
                  label={t(`residence.interest.${field}`)}
                  error={errors[field]}
                >
                  <select name={field} value={values[field]} onChange={(e) => setValue(field, e.target.value)}>
                    <option value="">{t("residence.interest.anyRooms")}</option>
                    {roomOptions.map((n) => (
                      <option key={n} value={String(n)}>
                        {t("residence.interest.roomsOption", { count: n })}
                      </option>
                    ))}
                  </select>
                </FormField>
              ))}
            </div>
          )}
          <FormField id={`${id}-message`} label={t("residence.form.message")} error={errors.message}>
            <textarea name="message" value={values.message} onChange={(e) => setValue("message", e.target.value)} />
          </FormField>
          <div className={formStyles.field}>
            <div className={formStyles.checkbox}>
              <input
                id={`${id}-terms`}
                name="terms"
                type="checkbox"
                checked={values.terms}
                onChange={(e) => setValue("terms", e.target.checked)}
                aria-invalid={errors.terms ? "true" : undefined}
                aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
                aria-required="true"
              />
              <label htmlFor={`${id}-terms`}>
                {t("residence.interest.terms")}{" "}
                <span className={formStyles.required} aria-hidden="true">
                  *
                </span>
                <span className="visually-hidden">{t("residence.form.required")}</span>
              </label>
            </div>
            {privacyUrl && (
              <p>
                <a href={privacyUrl}>{t("residence.interest.privacyLink")}</a>
              </p>
            )}
            {errors.terms && (
              <p id={`${id}-terms-error`} className={formStyles.fieldError}>
                {errors.terms}
              </p>
            )}
          </div>
          <FormError message={form.formError} />
          <div className={styles.actions}>
            <button type="submit" className={formStyles.button} disabled={form.sending} aria-busy={form.sending}>
              {form.sending ? t("residence.form.sending") : t("residence.interest.submit")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
