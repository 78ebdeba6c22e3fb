import { type PricedHome, purchasePrice } from "~/domain/purchase-price";
import { formatPrice } from "~/i18n/format";
import type { Translate } from "~/i18n/translator";
import type { SiteSettings } from "~/sites/sites";

/**
 * Each market's figures of a home for sale (issue 13, point 7; decision 020), the one place that
 * decides which figures a market shows, in which order, and how the derived ones are computed:
 *
 * - Sweden: price, price per m², monthly fee (månadsavgift), estimated running costs per year
 *   (driftkostnad);
 * - Norway: price, total price (totalpris = price + fellesgjeld + omkostninger), closing costs
 *   (omkostninger), common debt (fellesgjeld), monthly common costs (felleskostnader);
 * - Finland: debt-free price (velaton hinta), sales price (myyntihinta), loan share (lainaosuus),
 *   maintenance charge (hoitovastike), financing charge (rahoitusvastike), energy class
 *   (energialuokka).
 *
 * The price each market leads with is the purchase price (the rule residence_purchase_price,
 * mirrored by ./purchase-price.ts), the price a search filters and sorts on; Norway's total price
 * is a figure beside it, never the searched price. The home page shows every figure a home has;
 * the search's card the ones marked `card`. Shared by server and browser.
 */

/** What the figures are computed from: a home's row, its page data, or its search hit. */
export interface FigureSource extends PricedHome {
  livingArea: number;
  debtShare: number | null;
  monthlyFee: number | null;
  closingCosts: number | null;
  financingFee: number | null;
  runningCosts: number | null;
  energyClass: string | null;
}

export type FigureKey =
  | "price"
  | "pricePerSqm"
  | "monthlyFee"
  | "runningCosts"
  | "totalPrice"
  | "closingCosts"
  | "commonDebt"
  | "commonCosts"
  | "debtFreePrice"
  | "salesPrice"
  | "loanShare"
  | "maintenanceCharge"
  | "financingCharge"
  | "energyClass";

/** How a figure reads: an amount, an amount a month or a year, an amount per m², or a text. */
export type FigureUnit = "amount" | "perMonth" | "perYear" | "perSqm" | "text";

export interface Figure {
  key: FigureKey;
  unit: FigureUnit;
  value: number | string;
}

export type Market = "se" | "no" | "fi";

/** The market of a site, by its currency: kronor are Swedish sites, kroner Norway, euro Finland. */
export function marketOf(site: Pick<SiteSettings, "currency">): Market {
  return site.currency === "NOK" ? "no" : site.currency === "EUR" ? "fi" : "se";
}

interface FigureRule {
  key: FigureKey;
  unit: FigureUnit;
  /** Shown on the search's card too (the home page shows every figure). */
  card: boolean;
  value: (home: FigureSource, price: number) => number | string | null;
}

/** Norway's total price: the price with the home's share of the common debt and the closing costs. */
export function norwegianTotalPrice(home: Pick<FigureSource, "debtShare" | "closingCosts">, price: number): number {
  return price + (home.debtShare ?? 0) + (home.closingCosts ?? 0);
}

/** The price per square metre of living area, to the whole currency unit; null without an area. */
export function pricePerSqm(price: number, livingArea: number): number | null {
  return livingArea > 0 ? Math.round(price / livingArea) : null;
}

/** A positive amount, else null (no such figure: a zero fee or debt is not shown). */
const positive = (value: number | null): number | null => (value !== null && value > 0 ? value : null);

const RULES: Record<Market, FigureRule[]> = {
  se: [
    { key: "price", unit: "amount", card: false, value: (_, price) => price },
    { key: "pricePerSqm", unit: "perSqm", card: true, value: (home, price) => pricePerSqm(price, home.livingArea) },
    { key: "monthlyFee", unit: "perMonth", card: true, value: (home) => positive(home.monthlyFee) },
    { key: "runningCosts", unit: "perYear", card: true, value: (home) => positive(home.runningCosts) },
  ],
  no: [
    { key: "price", unit: "amount", card: false, value: (_, price) => price },
    { key: "totalPrice", unit: "amount", card: true, value: (home, price) => norwegianTotalPrice(home, price) },
    { key: "closingCosts", unit: "amount", card: false, value: (home) => positive(home.closingCosts) },
    { key: "commonDebt", unit: "amount", card: true, value: (home) => positive(home.debtShare) },
    { key: "commonCosts", unit: "perMonth", card: true, value: (home) => positive(home.monthlyFee) },
  ],
  fi: [
    { key: "debtFreePrice", unit: "amount", card: false, value: (_, price) => price },
    { key: "salesPrice", unit: "amount", card: true, value: (home) => home.price },
    { key: "loanShare", unit: "amount", card: false, value: (home) => positive(home.debtShare) },
    { key: "maintenanceCharge", unit: "perMonth", card: true, value: (home) => positive(home.monthlyFee) },
    { key: "financingCharge", unit: "perMonth", card: true, value: (home) => positive(home.financingFee) },
    { key: "energyClass", unit: "text", card: true, value: (home) => home.energyClass || null },
  ],
};

/**
 * The figures of a home for sale on a site, in the market's order; a figure the home lacks is
 * left out. A rented home has none (its rent is its price, decision 006). `scope: "card"` gives
 * the card's figures, which leave out the price the card already shows.
 */
export function marketFigures(
  site: Pick<SiteSettings, "site" | "currency">,
  home: FigureSource,
  scope: "page" | "card" = "page",
): Figure[] {
  const price = purchasePrice(site.site, home);
  if (price === null) return [];
  const figures: Figure[] = [];
  for (const rule of RULES[marketOf(site)]) {
    if (scope === "card" && !rule.card) continue;
    const value = rule.value(home, price);
    if (value !== null) figures.push({ key: rule.key, unit: rule.unit, value });
  }
  return figures;
}

/** A figure as visitors read it: "4 465 000 kr", "kr 4 250 per mnd.", "61 800 kr/m²", "B2018". */
export function figureText(figure: Figure, site: Pick<SiteSettings, "currency">, t: Translate): string {
  if (typeof figure.value === "string") return figure.value;
  const amount = formatPrice(figure.value, site);
  switch (figure.unit) {
    case "perMonth":
      return t("residence.facts.perMonth", { amount });
    case "perYear":
      return t("residence.figures.perYear", { amount });
    case "perSqm":
      return t("residence.figures.perSqm", { amount });
    default:
      return amount;
  }
}

/** The figure's label in the site's language. */
export function figureLabel(figure: Pick<Figure, "key">, t: Translate): string {
  return t(`residence.figures.${figure.key}`);
}
