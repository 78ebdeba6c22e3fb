import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { fieldErrorsFromApi, fieldErrorsFromZod, isApiErrorBody } from "~/lib/field-errors";
import type { IdentityCountry } from "~/lib/identity-number";
import { useSite } from "~/shell/use-site";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { showToast } from "~/ui/toast/show-toast";
import { type BuyStep, MAX_CO_BUYERS } from "../../flows";
import { type BuyPerson, type PersonalInfo, personalInfoSchema, SaveStepResponseSchema } from "../../schema";
import styles from "../buy-flow.module.css";
import { useBuyFlow } from "../buy-flow-context";

const EMPTY_PERSON: BuyPerson = { firstName: "", lastName: "", identityNumber: "", email: "", phone: "" };
const PERSON_FIELDS = ["firstName", "lastName", "identityNumber", "email", "phone"] as const;

function countryOf(site: string): IdentityCountry {
  return site === "no" ? "no" : site === "fi" ? "fi" : "se";
}

/**
 * personal-info (issue 18): the buyer's name and masked identity number (from their e-ID, not
 * edited here), their contact details (prefilled from the account, or what they saved before),
 * and up to three co-buyers. Checked in the browser with the API's own schema (no two persons
 * with one identity number or e-mail), then saved with `POST /api/buyresidence/step/personal-info`;
 * the server's field errors (emailInUse) come back under their fields, and nothing typed is lost.
 */
export function PersonalInfoStep() {
  const { t } = useTranslation();
  const site = useSite();
  const { data, booking, expired, setBooking, completeStep } = useBuyFlow();
  const buyer = data.buyer;
  const saved = booking?.data["personal-info"] as PersonalInfo | undefined;
  const [values, setValues] = useState<PersonalInfo>(
    () =>
      saved ?? {
        email: buyer?.email ?? "",
        phone: buyer?.phone ?? "",
        address: buyer?.address ?? "",
        postalCode: buyer?.postalCode ?? "",
        city: buyer?.city ?? "",
        coBuyers: [],
      },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const [addedTick, setAddedTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);
  useEffect(() => {
    if (addedTick > 0) document.getElementById(`coBuyers.${values.coBuyers.length - 1}.firstName`)?.focus();
  }, [addedTick, values.coBuyers.length]);

  const schema = personalInfoSchema(countryOf(site.site), { identityNumber: null });

  function validate(next: PersonalInfo) {
    const result = schema.safeParse(next);
    return result.success ? {} : fieldErrorsFromZod(result.error, t);
  }

  function update(next: PersonalInfo) {
    setValues(next);
    // After a first attempt the errors follow what is typed.
    if (Object.keys(errors).length > 0) setErrors(validate(next));
  }

  function setField(name: "email" | "phone" | "address" | "postalCode" | "city", value: string) {
    update({ ...values, [name]: value });
  }

  function setPerson(index: number, name: (typeof PERSON_FIELDS)[number], value: string) {
    update({
      ...values,
      coBuyers: values.coBuyers.map((person, at) => (at === index ? { ...person, [name]: value } : person)),
    });
  }

  function addCoBuyer() {
    update({ ...values, coBuyers: [...values.coBuyers, { ...EMPTY_PERSON }] });
    setAddedTick((n) => n + 1);
  }

  function removeCoBuyer(index: number) {
    const next = { ...values, coBuyers: values.coBuyers.filter((_, at) => at !== index) };
    setValues(next);
    // Messages of later co-buyers moved up a place: check again rather than shift them.
    setErrors(Object.keys(errors).length > 0 ? validate(next) : {});
    addRef.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || expired || !booking) return;
    setFormError(null);
    const clientErrors = validate(values);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) {
      setFocusTick((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      const response = await fetch("/api/buyresidence/step/personal-info", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...values, bookingId: booking.id }),
      });
      const body: unknown = await response.json().catch(() => null);
      const answer = SaveStepResponseSchema.safeParse(body);
      if (response.ok && answer.success) {
        setBooking({ ...booking, data: { ...booking.data, "personal-info": values } });
        completeStep("personal-info", answer.data.next as BuyStep);
        return;
      }
      if (response.status === 409 && (body as { error?: { code?: string } } | null)?.error?.code === "holdExpired") {
        // The hold ran out on the server: the flow shows the expired message instead of the step.
        setBooking({ ...booking, status: "expired", holdExpiresAt: null });
        return;
      }
      const fieldErrors = fieldErrorsFromApi(body);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        const message = isApiErrorBody(body) ? body.error.message : t("buyResidence.generalError");
        setFormError(message);
        showToast({ tone: "error", message });
      }
      setFocusTick((n) => n + 1);
    } catch {
      setFormError(t("buyResidence.generalError"));
      showToast({ tone: "error", message: t("buyResidence.generalError") });
    } finally {
      setSending(false);
    }
  }

  const text = (
    name: "email" | "phone" | "address" | "postalCode" | "city",
    type: "text" | "email" | "tel",
    autoComplete: string,
    required: boolean,
  ) => (
    <FormField id={name} label={t(`buyResidence.personal.${name}`)} required={required} error={errors[name]}>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name] ?? ""}
        onChange={(event) => setField(name, event.target.value)}
      />
    </FormField>
  );

  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={onSubmit}>
      <fieldset className={styles.fieldset} disabled={expired}>
        <legend>{t("buyResidence.personal.you")}</legend>
        <dl className={styles.summary}>
          <div>
            <dt>{t("buyResidence.personal.name")}</dt>
            <dd>{buyer ? `${buyer.firstName} ${buyer.lastName}` : ""}</dd>
          </div>
          <div>
            <dt>{t("buyResidence.personal.identityNumber")}</dt>
            <dd>{buyer?.identityNumberMasked ?? ""}</dd>
          </div>
        </dl>
        <p className={formStyles.hint}>{t("buyResidence.personal.fromEid")}</p>
        <div className={formStyles.formRow}>
          {text("email", "email", "email", true)}
          {text("phone", "tel", "tel", true)}
        </div>
        {text("address", "text", "street-address", true)}
        <div className={formStyles.formRow}>
          {text("postalCode", "text", "postal-code", false)}
          {text("city", "text", "address-level2", true)}
        </div>
      </fieldset>

      {values.coBuyers.map((person, index) => (
        <fieldset key={index} className={styles.fieldset} disabled={expired}>
          <legend>{t("buyResidence.personal.coBuyer", { number: index + 1 })}</legend>
          <div className={formStyles.formRow}>
            {PERSON_FIELDS.map((name) => {
              const id = `coBuyers.${index}.${name}`;
              return (
                <FormField key={name} id={id} label={t(`buyResidence.personal.${name}`)} required error={errors[id]}>
                  <input
                    name={id}
                    type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
                    autoComplete="off"
                    value={person[name]}
                    onChange={(event) => setPerson(index, name, event.target.value)}
                  />
                </FormField>
              );
            })}
          </div>
          <div>
            <button type="button" className={formStyles.linkButton} onClick={() => removeCoBuyer(index)}>
              {t("buyResidence.personal.removeCoBuyer", { number: index + 1 })}
            </button>
          </div>
        </fieldset>
      ))}

      <div className={formStyles.actions}>
        {values.coBuyers.length < MAX_CO_BUYERS ? (
          <button
            ref={addRef}
            type="button"
            className={formStyles.secondaryButton}
            onClick={addCoBuyer}
            disabled={expired}
          >
            {t("buyResidence.personal.addCoBuyer")}
          </button>
        ) : (
          <p className={formStyles.hint}>{t("buyResidence.personal.maxCoBuyers", { max: MAX_CO_BUYERS })}</p>
        )}
      </div>

      {formError && <p className={formStyles.formError}>{formError}</p>}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={sending || expired}>
          {t("buyResidence.next")}
        </button>
      </div>
    </form>
  );
}
