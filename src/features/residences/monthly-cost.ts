import { type FigureSource, type Market, marketOf } from "~/domain/market-figures";
import { purchasePrice } from "~/domain/purchase-price";
import type { SiteSettings } from "~/sites/sites";

/**
 * The monthly-cost calculator of a home page (issue 13, point 7): what a home for sale costs a
 * month with a loan, from the loan share, the interest, a straight-line repayment and the fee.
 * Pure, shared by the calculator's component and its tests; the assumptions are shown beside the
 * result, with each market's lending rules (decision 020).
 */

export interface MonthlyCostInput {
  /** The amount the loan is worked out from. */
  price: number;
  /** Per cent of the price. */
  loanShare: number;
  /** Per cent a year. */
  interestRate: number;
  /** Per cent of the loan a year. */
  amortisationRate: number;
  /** Monthly fee (and charges), in currency units a month. */
  fee: number;
}

export interface MonthlyCost {
  loan: number;
  downPayment: number;
  interest: number;
  amortisation: number;
  fee: number;
  total: number;
}

/** Whole currency units a month; the total is the sum of the rounded parts, as shown. */
export function monthlyCost(input: MonthlyCostInput): MonthlyCost {
  const loan = Math.round((input.price * input.loanShare) / 100);
  const interest = Math.round((loan * input.interestRate) / 100 / 12);
  const amortisation = Math.round((loan * input.amortisationRate) / 100 / 12);
  const fee = Math.round(input.fee);
  return {
    loan,
    downPayment: input.price - loan,
    interest,
    amortisation,
    fee,
    total: interest + amortisation + fee,
  };
}

/** The inputs' bounds: what the form accepts. */
export const MONTHLY_COST_BOUNDS = {
  price: { min: 0, max: 100_000_000 },
  loanShare: { min: 0, max: 100 },
  interestRate: { min: 0, max: 20 },
  amortisationRate: { min: 0, max: 20 },
  fee: { min: 0, max: 1_000_000 },
} as const satisfies Record<keyof MonthlyCostInput, { min: number; max: number }>;

/**
 * Each market's starting assumptions: the largest loan its lending rules allow (Sweden's
 * mortgage cap 85 %, Norway's 90 %, Finland's usual 90 % of a first home), a typical rate, and a
 * repayment (Sweden's requirement of 2 % a year above a 70 % loan-to-value; a 30-year serial loan
 * in Norway, 25 years in Finland).
 */
export const MARKET_ASSUMPTIONS: Record<Market, Omit<MonthlyCostInput, "price" | "fee">> = {
  se: { loanShare: 85, interestRate: 3.5, amortisationRate: 2 },
  no: { loanShare: 90, interestRate: 5.5, amortisationRate: 3.3 },
  fi: { loanShare: 90, interestRate: 3.5, amortisationRate: 4 },
};

/**
 * The calculator's first values for a home: the market's assumptions, the price the loan is on
 * (the purchase price; Finland's sales price, since the loan share is paid through the financing
 * charge; Norway's price, since the common debt is paid through the common costs) and the monthly
 * fee with its charges. Null for a home that cannot be bought (a rented home).
 */
export function initialMonthlyCost(
  site: Pick<SiteSettings, "site" | "currency">,
  home: FigureSource,
): MonthlyCostInput | null {
  const price = purchasePrice(site.site, home);
  if (price === null) return null;
  const market = marketOf(site);
  return {
    ...MARKET_ASSUMPTIONS[market],
    price: market === "fi" ? home.price : price,
    fee: (home.monthlyFee ?? 0) + (market === "fi" ? (home.financingFee ?? 0) : 0),
  };
}

/** "3,5" or "3.5" or "4 465 000" as a number; null when it is not one. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}
