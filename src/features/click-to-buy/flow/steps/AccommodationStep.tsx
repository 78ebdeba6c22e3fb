import { type FormEvent, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { fieldErrorsFromZod } from "~/lib/field-errors";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import {
  type AccommodationStep as AccommodationStepData,
  AccommodationStepSchema,
  CURRENT_HOME_KINDS,
} from "../../schema";
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

type Field = "currentHome" | "mustSellFirst" | "address" | "postalCode" | "city";
const FIELDS: readonly Field[] = ["currentHome", "mustSellFirst", "address", "postalCode", "city"];

interface Values {
  currentHome: string;
  mustSellFirst: "yes" | "no" | "";
  address: string;
  postalCode: string;
  city: string;
}

/**
 * The buy flow's current home (Norway, the spec's "accomodation" step): how the buyer lives today,
 * whether that home must be sold first, and its address.
 */
export function AccommodationStep() {
  const { t } = useTranslation();
  const message = useMessage();
  const { expired } = useBuyFlow();
  const saved = useSavedStep<AccommodationStepData>("accomodation");
  const [values, setValues] = useState<Values>({
    currentHome: saved.currentHome ?? "",
    mustSellFirst: saved.mustSellFirst === true ? "yes" : saved.mustSellFirst === false ? "no" : "",
    address: saved.address ?? "",
    postalCode: saved.postalCode ?? "",
    city: saved.city ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const { save, sending, formError } = useStepSave("accomodation");
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  function body() {
    return {
      currentHome: values.currentHome,
      mustSellFirst: values.mustSellFirst === "" ? undefined : values.mustSellFirst === "yes",
      address: values.address,
      postalCode: values.postalCode,
      city: values.city,
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || expired) return;
    const parsed = AccommodationStepSchema.safeParse(body());
    if (!parsed.success) {
      const found = fieldErrorsFromZod(parsed.error, t);
      // A choice not made is "required", not zod's words about an enum or a boolean.
      if (found.currentHome) found.currentHome = t("validation.required");
      if (found.mustSellFirst) found.mustSellFirst = t("validation.required");
      setErrors(found);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    const fields = await save(parsed.data);
    setErrors(fields);
    if (Object.keys(fields).length > 0) focusFirstInvalid();
  }

  function change<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  const labels: Record<Field, string> = {
    currentHome: t("buySteps.accommodation.currentHome"),
    mustSellFirst: t("buySteps.accommodation.mustSellFirst"),
    address: t("buySteps.accommodation.address"),
    postalCode: t("buySteps.accommodation.postalCode"),
    city: t("buySteps.accommodation.city"),
  };
  const shown = Object.fromEntries(
    FIELDS.filter((field) => errors[field]).map((field) => [field, message(errors[field]) as string]),
  );

  const radioGroup = (field: "currentHome" | "mustSellFirst", options: { value: string; label: string }[]) => {
    const error = shown[field];
    return (
      <fieldset className={styles.fieldset} aria-describedby={error ? `${fieldId(field)}-error` : undefined}>
        <legend>
          {labels[field]}{" "}
          <span className={formStyles.required} aria-hidden="true">
            *
          </span>
          <span className="visually-hidden">{t("forms.required")}</span>
        </legend>
        <div className={field === "mustSellFirst" ? styles.inline : undefined}>
          {options.map((option, index) => {
            const id = index === 0 ? fieldId(field) : `${fieldId(field)}-${option.value}`;
            return (
              <div key={option.value} className={styles.radio}>
                <input
                  id={id}
                  type="radio"
                  name={field}
                  value={option.value}
                  checked={values[field] === option.value}
                  onChange={() => change(field, option.value as never)}
                  aria-invalid={error ? "true" : undefined}
                />
                <label htmlFor={id}>{option.label}</label>
              </div>
            );
          })}
        </div>
        {error && (
          <p id={`${fieldId(field)}-error`} className={styles.fieldError}>
            {error}
          </p>
        )}
      </fieldset>
    );
  };

  return (
    <form ref={formRef} className={styles.step} method="post" onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{t("buySteps.accommodation.intro")}</p>
      <ExpiredNote />
      <ErrorSummary errors={shown} labels={labels} />
      <fieldset className={styles.fieldset} disabled={expired}>
        {radioGroup(
          "currentHome",
          CURRENT_HOME_KINDS.map((kind) => ({ value: kind, label: t(`buySteps.accommodation.kind.${kind}`) })),
        )}
        {radioGroup("mustSellFirst", [
          { value: "yes", label: t("buySteps.accommodation.yes") },
          { value: "no", label: t("buySteps.accommodation.no") },
        ])}
        <FormField id={fieldId("address")} label={labels.address} required error={shown.address}>
          <input
            type="text"
            autoComplete="street-address"
            value={values.address}
            onChange={(event) => change("address", event.target.value)}
          />
        </FormField>
        <div className={formStyles.formRow}>
          <FormField id={fieldId("postalCode")} label={labels.postalCode} required error={shown.postalCode}>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              value={values.postalCode}
              onChange={(event) => change("postalCode", event.target.value)}
            />
          </FormField>
          <FormField id={fieldId("city")} label={labels.city} required error={shown.city}>
            <input
              type="text"
              autoComplete="address-level2"
              value={values.city}
              onChange={(event) => change("city", event.target.value)}
            />
          </FormField>
        </div>
        <StepActions sending={sending} formError={formError} />
      </fieldset>
    </form>
  );
}
