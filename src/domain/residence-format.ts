import { type PricedHome, purchasePrice } from "~/domain/purchase-price";
import { SEARCHED_OBJECT_STATUSES } from "~/domain/residence-enums";
import type { Range } from "~/features/residences/schema";
import { formatArea, formatDate, formatPrice, formatPriceRange, formatRooms } from "~/i18n/format";
import type { Translate } from "~/i18n/translator";
import type { SiteSettings } from "~/sites/sites";

/**
 * Homes whose price is shown: sold, booked and withdrawn homes show their status instead. A
 * succession (resale) home is for sale through its broker, so its asking price is shown.
 */
export function showsPrice(status: string): boolean {
  return status === "succession" || (SEARCHED_OBJECT_STATUSES as readonly string[]).includes(status);
}

/**
 * The purchase price a page shows for a home, the one the search filters and sorts on (the rule
 * residence_purchase_price, mirrored by ../purchase-price.ts): Finland's debt-free price where
 * there is one, elsewhere the price; null for a rented home, which shows its rent instead.
 */
export function listPrice(home: PricedHome, site: Pick<SiteSettings, "site">): number | null {
  return purchasePrice(site.site, home);
}

/**
 * A home's title on its page and its search card: its one name ("Bostad 1102") and, where
 * known, its entrance's street address ("Bostad 1102, Kvarngatan 3"; decision 018).
 */
export function homeTitle(t: Translate, number: string, streetAddress: string | null | undefined): string {
  return streetAddress
    ? t("residence.object.titleWithAddress", { number, address: streetAddress })
    : t("residence.object.title", { number });
}

/** A home's price as lists and the home page show it: the purchase price, or a rented home's monthly rent. */
export function homePriceText(home: PricedHome, site: SiteSettings, t: Translate): string {
  const price = listPrice(home, site);
  // No purchase price: a rented home, whose price is its monthly rent.
  return price !== null ? formatPrice(price, site) : monthlyFeeText(home.price, site, t);
}

export function monthlyFeeText(fee: number, site: SiteSettings, t: Translate): string {
  return t("residence.facts.perMonth", { amount: formatPrice(fee, site) });
}

export function priceRangeText(range: Range | null, site: SiteSettings): string | null {
  return range ? formatPriceRange(range.min, range.max, site) : null;
}

export function roomsRangeText(range: Range | null, site: SiteSettings): string | null {
  return range ? formatRooms(range.min, site.language, range.max) : null;
}

export function areaRangeText(range: Range | null, site: SiteSettings): string | null {
  return range ? formatArea(range.min, site.language, range.max) : null;
}

/** Move-in: one date, or "from – to" when the stage's homes move in over a period. */
export function moveInText(from: string | null, to: string | null, site: SiteSettings, t: Translate): string | null {
  if (!from && !to) return null;
  if (!from || !to || from === to) return formatDate((from ?? to)!, site.language);
  return t("residence.facts.dateRange", {
    from: formatDate(from, site.language),
    to: formatDate(to, site.language),
  });
}
