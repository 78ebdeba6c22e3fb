/**
 * The purchase-price rule for the browser, which cannot ask the database. The rule's owner is the
 * SQL function residence_purchase_price (migration 0012), which the search's read model, its hits
 * and every server query call; these functions mirror it, and residence-rules.api.test.ts compares
 * both over a table of cases (every site, rentals, Finland with and without a debt-free price).
 * Shared by server and browser: no server-only imports.
 */

/** What the rule reads of a home (a row of residence_objects, or a page's HomeSummary). */
export interface PricedHome {
  disposalForm: string;
  /** The price; a rented home's monthly rent. */
  price: number;
  /** Finland's debt-free total price; null where there is none. */
  totalPrice: number | null;
}

/** The sites whose purchase price is the debt-free total price where a home has one (spec 000 §9). */
const DEBT_FREE_PRICE_SITES: ReadonlySet<string> = new Set(["fi"]);

/**
 * The purchase price a visitor sees and a search filters and sorts on: Finland's debt-free total
 * price where there is one, elsewhere the price; null for a rented home, whose price is its
 * monthly rent (`monthlyRent`). `site` is the home's site code (SiteSettings.site).
 */
export function purchasePrice(site: string, home: PricedHome): number | null {
  if (home.disposalForm === "tenancy") return null;
  return DEBT_FREE_PRICE_SITES.has(site) ? (home.totalPrice ?? home.price) : home.price;
}

/** The monthly rent of a rented home (its price); null for a home for sale (SQL residence_rent). */
export function monthlyRent(home: Pick<PricedHome, "disposalForm" | "price">): number | null {
  return home.disposalForm === "tenancy" ? home.price : null;
}

/**
 * A stage's planned price as a purchase price, the price its homes are expected to have: null for
 * a rental stage (SQL: residence_purchase_price(site, disposal_form, planned_price, NULL), as the
 * search's read model stores it).
 */
export function plannedPurchasePrice(site: string, disposalForm: string, plannedPrice: number | null): number | null {
  return plannedPrice === null ? null : purchasePrice(site, { disposalForm, price: plannedPrice, totalPrice: null });
}
