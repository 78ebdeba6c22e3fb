import { formatArea, formatDate, formatPrice, formatPriceRange, formatRooms } from "~/i18n/format";
import type { Translate } from "~/i18n/translator";
import type { SiteSettings } from "~/sites/sites";
import { SEARCHED_OBJECT_STATUSES } from "../enums";
import type { HomeSummary, Range } from "../schema";

/** Homes whose price is shown: sold, booked and withdrawn homes show their status instead. */
export function showsPrice(status: string): boolean {
  return (SEARCHED_OBJECT_STATUSES as readonly string[]).includes(status);
}

/** The price a list shows for a home: Finland's debt-free price, elsewhere the price. */
export function listPrice(home: Pick<HomeSummary, "price" | "totalPrice">, site: SiteSettings): number {
  return site.currency === "EUR" ? (home.totalPrice ?? home.price) : home.price;
}

/** A home's price as lists show it; a rented home's price is its monthly rent. */
export function homePriceText(
  home: Pick<HomeSummary, "price" | "totalPrice" | "disposalForm">,
  site: SiteSettings,
  t: Translate,
): string {
  if (home.disposalForm === "tenancy") return monthlyFeeText(home.price, site, t);
  return formatPrice(listPrice(home, site), site);
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
  return range ? formatArea(Math.round(range.min), site.language, Math.round(range.max)) : null;
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
