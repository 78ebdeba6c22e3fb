import { MAX_PRICE_SUM_FACTOR, MIN_DOWN_PAYMENT_SHARE } from "./flows";
import { BUY_VALIDATION, type FinancingStep } from "./schema";

/** A rule of the financing step broken: the field, the message key and the amount it names. */
export interface FinancingProblem {
  field: "ownFunds" | "loanAmount";
  messageKey: (typeof BUY_VALIDATION)["downPaymentTooLow" | "priceSumToHigh"];
  /** In the site's currency, whole units (formatted by the caller). */
  amount: number;
}

/** Own funds needed: 15 % of the price, rounded up to whole units. */
export function minimumDownPayment(price: number): number {
  return Math.ceil(price * MIN_DOWN_PAYMENT_SHARE);
}

/** The most own funds and loan may come to together (priceSumToHigh's limit, decision 045). */
export function maximumPriceSum(price: number, closingCosts: number | null): number {
  return Math.floor((price + (closingCosts ?? 0)) * MAX_PRICE_SUM_FACTOR);
}

/**
 * The financing rules that need the home's price (spec 001 section 5): own funds below 15 % of
 * the price are downPaymentTooLow with the 15 % amount; own funds and loan together above the
 * limit are priceSumToHigh. The browser shows them at once; the server checks them again.
 */
export function financingProblems(
  financing: Pick<FinancingStep, "ownFunds" | "loanAmount">,
  home: { price: number; closingCosts: number | null },
): FinancingProblem[] {
  const problems: FinancingProblem[] = [];
  const minimum = minimumDownPayment(home.price);
  if (financing.ownFunds < minimum) {
    problems.push({ field: "ownFunds", messageKey: BUY_VALIDATION.downPaymentTooLow, amount: minimum });
  }
  const maximum = maximumPriceSum(home.price, home.closingCosts);
  if (financing.ownFunds + financing.loanAmount > maximum) {
    problems.push({ field: "loanAmount", messageKey: BUY_VALIDATION.priceSumToHigh, amount: maximum });
  }
  return problems;
}
