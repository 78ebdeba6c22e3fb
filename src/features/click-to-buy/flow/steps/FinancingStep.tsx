import { type FormEvent, useState } from "react";
import { formatPrice } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { fieldErrorsFromZod } from "~/lib/field-errors";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { financingProblems, minimumDownPayment } from "../../financing-rules";
import { type FinancingStep as FinancingStepData, FinancingStepSchema } from "../../schema";
import { useBuyFlow } from "../buy-flow-context";
import styles from "./middle-steps.module.css";
import {
  ErrorSummary,
  ExpiredNote,
  fieldId,
  parseAmount,
  StepActions,
  useFocusFirstInvalid,
  useSavedStep,
  useStepSave,
} from "./step-form";

type Field = "ownFunds" | "loanAmount" | "lender" | "loanPromiseReference";
const FIELDS: readonly Field[] = ["ownFunds", "loanAmount", "lender", "loanPromiseReference"];

/**
 * The buy flow's financing (Norway, Finland): own funds and a loan promise (amount, lender,
 * reference). Amounts may be typed with spaces ("450 000"). The 15 % rule is shown with its
 * amount beside own funds and checked here with the server's own rules (financingProblems):
 * downPaymentTooLow names the 15 % amount, priceSumToHigh the limit; the server checks again and
 * its field messages land under the same fields.
 */
export function FinancingStep() {
  const { t } = useTranslation();
  const { data, expired } = useBuyFlow();
  const saved = useSavedStep<FinancingStepData>("financing");
  const [values, setValues] = useState<Record<Field, string>>({
    ownFunds: typeof saved.ownFunds === "number" ? grouped(saved.ownFunds) : "",
    loanAmount: typeof saved.loanAmount === "number" ? grouped(saved.loanAmount) : "",
    lender: saved.lender ?? "",
    loanPromiseReference: saved.loanPromiseReference ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const { save, sending, formError } = useStepSave("financing");
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const object = data.object;
  const money = (amount: number) => formatPrice(amount, { currency: object?.currency ?? "NOK" });
  const home = { price: object?.price ?? 0, closingCosts: object?.closingCosts ?? null };

  /** The browser's checks: whole amounts, the shared schema, then the rules that need the price. */
  function check(): Partial<Record<string, string>> {
    const ownFunds = parseAmount(values.ownFunds);
    const loanAmount = parseAmount(values.loanAmount);
    const found: Partial<Record<string, string>> = {};
    if (ownFunds === null) found.ownFunds = t("buyValidation.amount");
    if (loanAmount === null) found.loanAmount = t("buyValidation.amount");
    const parsed = FinancingStepSchema.safeParse({
      ownFunds: ownFunds ?? 0,
      loanAmount: loanAmount ?? 0,
      lender: values.lender,
      loanPromiseReference: values.loanPromiseReference,
    });
    if (!parsed.success) {
      for (const [field, text] of Object.entries(fieldErrorsFromZod(parsed.error, t))) found[field] ??= text;
    }
    if (ownFunds !== null && loanAmount !== null && object) {
      for (const problem of financingProblems({ ownFunds, loanAmount }, home)) {
        found[problem.field] ??= t(problem.messageKey, { amount: money(problem.amount) });
      }
    }
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || expired) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    const fields = await save({
      ownFunds: parseAmount(values.ownFunds),
      loanAmount: parseAmount(values.loanAmount),
      lender: values.lender.trim(),
      loanPromiseReference: values.loanPromiseReference.trim(),
    });
    setErrors(fields);
    if (Object.keys(fields).length > 0) focusFirstInvalid();
  }

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  const labels: Record<Field, string> = {
    ownFunds: t("buySteps.financing.ownFunds"),
    loanAmount: t("buySteps.financing.loanAmount"),
    lender: t("buySteps.financing.lender"),
    loanPromiseReference: `${t("buySteps.financing.loanPromiseReference")} (${t("buySteps.common.optional")})`,
  };
  const shown = Object.fromEntries(
    FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field] as string]),
  );
  const ownFunds = parseAmount(values.ownFunds);
  const loanAmount = parseAmount(values.loanAmount);

  const amountInput = (field: "ownFunds" | "loanAmount") => (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      onBlur={() => {
        const amount = parseAmount(values[field]);
        if (amount !== null) change(field, grouped(amount));
      }}
    />
  );

  return (
    <form ref={formRef} className={styles.step} method="post" onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{t("buySteps.financing.intro")}</p>
      <ExpiredNote />
      <ErrorSummary errors={shown} labels={labels} />
      <fieldset className={styles.fieldset} disabled={expired}>
        <div className={formStyles.formRow}>
          <FormField
            id={fieldId("ownFunds")}
            label={labels.ownFunds}
            required
            hint={
              object
                ? t("buySteps.financing.ownFundsHint", { amount: money(minimumDownPayment(object.price)) })
                : undefined
            }
            error={shown.ownFunds}
          >
            {amountInput("ownFunds")}
          </FormField>
          <FormField
            id={fieldId("loanAmount")}
            label={labels.loanAmount}
            required
            hint={t("buySteps.financing.amountHint")}
            error={shown.loanAmount}
          >
            {amountInput("loanAmount")}
          </FormField>
        </div>
        <div className={formStyles.formRow}>
          <FormField id={fieldId("lender")} label={labels.lender} required error={shown.lender}>
            <input
              type="text"
              autoComplete="off"
              value={values.lender}
              onChange={(event) => change("lender", event.target.value)}
            />
          </FormField>
          <FormField
            id={fieldId("loanPromiseReference")}
            label={labels.loanPromiseReference}
            error={shown.loanPromiseReference}
          >
            <input
              type="text"
              autoComplete="off"
              value={values.loanPromiseReference}
              onChange={(event) => change("loanPromiseReference", event.target.value)}
            />
          </FormField>
        </div>
        {object && (
          <dl className={styles.totals}>
            <dt>{t("buySteps.financing.price")}</dt>
            <dd>{money(object.price)}</dd>
            {object.closingCosts !== null && (
              <>
                <dt>{t("buySteps.financing.closingCosts")}</dt>
                <dd>{money(object.closingCosts)}</dd>
              </>
            )}
            {object.debtShare !== null && (
              <>
                <dt>{t("buySteps.financing.debtShare")}</dt>
                <dd>{money(object.debtShare)}</dd>
              </>
            )}
            <dt>{t("buySteps.financing.sum")}</dt>
            <dd data-testid="financing-sum">{money((ownFunds ?? 0) + (loanAmount ?? 0))}</dd>
          </dl>
        )}
        <StepActions sending={sending} formError={formError} />
      </fieldset>
    </form>
  );
}

/** 450000 -> "450 000": how an amount reads back in its field. */
function grouped(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}
