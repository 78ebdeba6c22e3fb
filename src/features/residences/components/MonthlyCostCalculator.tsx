import { useId, useState } from "react";
import { marketOf } from "~/domain/market-figures";
import { formatPrice } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import type { SiteSettings } from "~/sites/sites";
import { MONTHLY_COST_BOUNDS, type MonthlyCostInput, monthlyCost, parseDecimal } from "../monthly-cost";
import styles from "./residence.module.css";

type Field = keyof MonthlyCostInput;
const FIELDS: readonly Field[] = ["price", "loanShare", "interestRate", "amortisationRate", "fee"];

/** A number as a visitor types it: the language's decimal separator, no grouping. */
function inputText(value: number, language: string): string {
  const text = String(Math.round(value * 100) / 100);
  return language === "en" ? text : text.replace(".", ",");
}

/**
 * The monthly-cost calculator of a home page (issue 13, point 7): loan share, interest,
 * amortisation and fee, starting from the home's price and fee and the market's assumptions
 * (../monthly-cost.ts), which are shown under the result. The total is announced politely when
 * it changes. Loaded lazily with the home page that uses it.
 */
export function MonthlyCostCalculator({
  site,
  initial,
}: {
  site: Pick<SiteSettings, "currency" | "language">;
  initial: MonthlyCostInput;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [texts, setTexts] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f, inputText(initial[f], site.language)])) as Record<Field, string>,
  );
  const values = Object.fromEntries(
    FIELDS.map((f) => {
      const value = parseDecimal(texts[f]);
      const { min, max } = MONTHLY_COST_BOUNDS[f];
      return [f, value !== null && value >= min && value <= max ? value : null];
    }),
  ) as Record<Field, number | null>;
  const valid = FIELDS.every((f) => values[f] !== null);
  const result = valid ? monthlyCost(values as MonthlyCostInput) : null;
  const money = (amount: number) => formatPrice(amount, site);
  const currency = site.currency === "EUR" ? "€" : "kr";
  const market = marketOf(site);
  const shown = (f: Field) => inputText(values[f] ?? initial[f], site.language);

  const labels: Record<Field, string> = {
    price: t("residence.calculator.price", { currency }),
    loanShare: t("residence.calculator.loanShare"),
    interestRate: t("residence.calculator.interestRate"),
    amortisationRate: t("residence.calculator.amortisationRate"),
    fee: t("residence.calculator.fee", { currency }),
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("residence.calculator.heading")}</h2>
      <p>{t("residence.calculator.intro")}</p>
      <div className={styles.calculator}>
        <div className={styles.calculatorInputs}>
          {FIELDS.map((f) => {
            const invalid = values[f] === null;
            const errorId = `${id}-${f}-error`;
            return (
              <div key={f} className={styles.calculatorField}>
                <label htmlFor={`${id}-${f}`}>{labels[f]}</label>
                <input
                  id={`${id}-${f}`}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={texts[f]}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? errorId : undefined}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setTexts((old) => ({ ...old, [f]: value }));
                  }}
                />
                {invalid && (
                  <p id={errorId} className={styles.calculatorError}>
                    {t("residence.calculator.invalid", {
                      min: MONTHLY_COST_BOUNDS[f].min,
                      max: MONTHLY_COST_BOUNDS[f].max.toLocaleString(site.language === "no" ? "nb" : site.language),
                    })}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <div className={styles.calculatorResult}>
          <h3>{t("residence.calculator.resultsHeading")}</h3>
          {result && (
            <dl>
              <div>
                <dt>{t("residence.calculator.loan")}</dt>
                <dd>{money(result.loan)}</dd>
              </div>
              <div>
                <dt>{t("residence.calculator.downPayment")}</dt>
                <dd>{money(result.downPayment)}</dd>
              </div>
              <div>
                <dt>{t("residence.calculator.interest")}</dt>
                <dd>{money(result.interest)}</dd>
              </div>
              <div>
                <dt>{t("residence.calculator.amortisation")}</dt>
                <dd>{money(result.amortisation)}</dd>
              </div>
              <div>
                <dt>{t("residence.calculator.feeMonthly")}</dt>
                <dd>{money(result.fee)}</dd>
              </div>
              <div className={styles.calculatorTotal}>
                <dt>{t("residence.calculator.total")}</dt>
                <dd>{money(result.total)}</dd>
              </div>
            </dl>
          )}
          <p className="visually-hidden" aria-live="polite" role="status">
            {result ? t("residence.calculator.announce", { amount: money(result.total) }) : ""}
          </p>
        </div>
      </div>
      <h3>{t("residence.calculator.assumptionsHeading")}</h3>
      <ul className={styles.calculatorAssumptions}>
        <li>{t("residence.calculator.assumptions.loan", { loanShare: shown("loanShare") })}</li>
        <li>{t("residence.calculator.assumptions.interest", { interestRate: shown("interestRate") })}</li>
        <li>{t("residence.calculator.assumptions.amortisation", { amortisationRate: shown("amortisationRate") })}</li>
        <li>{t(`residence.calculator.assumptions.market_${market}`)}</li>
        <li>{t("residence.calculator.assumptions.example")}</li>
      </ul>
    </section>
  );
}
