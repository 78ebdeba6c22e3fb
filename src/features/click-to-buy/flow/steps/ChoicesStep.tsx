import { type FormEvent, useMemo, useState } from "react";
import { formatPrice } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import type { ChoicesStep as ChoicesStepData, InteriorCategory, InteriorOption } from "../../schema";
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

type Choices = Partial<Record<InteriorCategory, string>>;

/**
 * The buy flow's interior choices (Norway): the stage's options as one radio group per category,
 * the standard preselected, each with its description and price; the running total of the extras
 * and the home's price with them. A stage without options says so and lets the buyer go on.
 */
export function ChoicesStep() {
  const { t } = useTranslation();
  const message = useMessage();
  const { data, expired } = useBuyFlow();
  const saved = useSavedStep<ChoicesStepData>("choices");
  const groups = useMemo(() => groupByCategory(data.interiorOptions), [data.interiorOptions]);
  const [choices, setChoices] = useState<Choices>(() => initialChoices(groups, saved.choices ?? {}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { save, sending, formError } = useStepSave("choices");
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const money = (amount: number) => formatPrice(amount, { currency: data.object?.currency ?? "NOK" });

  const extras = groups.reduce((sum, [, options]) => {
    const chosen = options.find((option) => option.id === choices[option.category]);
    return sum + (chosen?.price ?? 0);
  }, 0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || expired) return;
    const missing = Object.fromEntries(
      groups
        .filter(([category]) => !choices[category])
        .map(([category]) => [`choices.${category}`, "buyValidation.choiceUnknown"]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      focusFirstInvalid();
      return;
    }
    const fields = await save({ choices });
    setErrors(fields);
    if (Object.keys(fields).length > 0) focusFirstInvalid();
  }

  const shown = Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, message(text) ?? text]));
  const labels = Object.fromEntries(
    groups.map(([category]) => [`choices.${category}`, t(`buySteps.choices.category.${category}`)]),
  );

  return (
    <form ref={formRef} className={styles.step} method="post" onSubmit={onSubmit} noValidate>
      <ExpiredNote />
      {groups.length === 0 ? (
        <p className={styles.intro}>{t("buySteps.choices.none")}</p>
      ) : (
        <p className={styles.intro}>{t("buySteps.choices.intro")}</p>
      )}
      <ErrorSummary errors={shown} labels={labels} />
      <fieldset className={styles.fieldset} disabled={expired}>
        {groups.map(([category, options]) => {
          const field = `choices.${category}`;
          const error = shown[field];
          return (
            <fieldset
              key={category}
              className={styles.fieldset}
              aria-describedby={error ? `${fieldId(field)}-error` : undefined}
            >
              <legend>{t(`buySteps.choices.category.${category}`)}</legend>
              {options.map((option, index) => {
                const inputId = index === 0 ? fieldId(field) : `${fieldId(field)}-${option.id}`;
                const descriptionId = `${inputId}-description`;
                return (
                  <label key={option.id} className={styles.option} htmlFor={inputId}>
                    <input
                      id={inputId}
                      type="radio"
                      name={field}
                      value={option.id}
                      checked={choices[category] === option.id}
                      onChange={() => {
                        setChoices((current) => ({ ...current, [category]: option.id }));
                        setErrors(({ [field]: _, ...rest }) => rest);
                      }}
                      aria-invalid={error ? "true" : undefined}
                      aria-describedby={option.description ? descriptionId : undefined}
                    />
                    <span>
                      <span className={styles.optionName}>{option.name}</span>
                      {option.description && (
                        <span id={descriptionId} className={styles.optionDescription}>
                          {option.description}
                        </span>
                      )}
                    </span>
                    <span className={styles.optionPrice}>
                      {option.price > 0
                        ? t("buySteps.choices.extra", { price: money(option.price) })
                        : t("buySteps.choices.standard")}
                    </span>
                  </label>
                );
              })}
              {error && (
                <p id={`${fieldId(field)}-error`} className={styles.fieldError}>
                  {error}
                </p>
              )}
            </fieldset>
          );
        })}
        {groups.length > 0 && data.object && (
          <dl className={styles.totals} aria-live="polite">
            <dt>{t("buySteps.choices.price")}</dt>
            <dd>{money(data.object.price)}</dd>
            <dt>{t("buySteps.choices.extrasTotal")}</dt>
            <dd>{money(extras)}</dd>
            <dt>{t("buySteps.choices.totalWithExtras")}</dt>
            <dd>{money(data.object.price + extras)}</dd>
          </dl>
        )}
        <StepActions sending={sending} formError={formError} />
      </fieldset>
    </form>
  );
}

/** The options by category, in the order the stage lists them (its sort order). */
function groupByCategory(options: readonly InteriorOption[]): [InteriorCategory, InteriorOption[]][] {
  const groups = new Map<InteriorCategory, InteriorOption[]>();
  for (const option of options) {
    const group = groups.get(option.category) ?? [];
    group.push(option);
    groups.set(option.category, group);
  }
  return [...groups];
}

/** What was saved where it is still offered, else each category's standard (or its first option). */
function initialChoices(groups: [InteriorCategory, InteriorOption[]][], saved: Choices): Choices {
  const choices: Choices = {};
  for (const [category, options] of groups) {
    const kept = options.find((option) => option.id === saved[category]);
    choices[category] = (kept ?? options.find((option) => option.isDefault) ?? options[0])?.id;
  }
  return choices;
}
