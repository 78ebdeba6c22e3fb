import { figureLabel, figureText, marketFigures } from "~/domain/market-figures";
import { formatArea, formatDate, formatPrice, formatPriceRange, formatRooms } from "~/i18n/format";
import type { Translate } from "~/i18n/translator";
import type { Language, SiteSettings } from "~/sites/sites";
import type { SearchHit } from "../schema";

/** Key facts of a hit as display text, or null when the hit has no such value. */

export function priceText(hit: SearchHit, site: SiteSettings): string | null {
  const min = hit.minPrice ?? hit.maxPrice;
  const max = hit.maxPrice ?? hit.minPrice;
  if (min === null || max === null) return null;
  return formatPriceRange(min, max, site);
}

/**
 * The purchase price and the monthly rent of rented homes as a card, the map's card and the home
 * list show them, each when the hit has one (value null: not shown).
 */
export function priceFacts(
  hit: SearchHit,
  site: SiteSettings,
  t: Translate,
): { label: string; value: string | null }[] {
  return [
    { label: t("search.hit.price"), value: priceText(hit, site) },
    { label: t("search.hit.rent"), value: rentText(hit, site, t) },
  ];
}

/**
 * A home hit's market figures as its card shows them (src/domain/market-figures.ts, scope "card"):
 * Sweden's price per m², monthly fee and running costs; Norway's total price, common debt and
 * common costs; Finland's sales price, charges and energy class. None for areas, stages and rented homes.
 */
export function figureFacts(hit: SearchHit, site: SiteSettings, t: Translate): { label: string; value: string }[] {
  const figures = hit.figures;
  if (hit.type !== "object" || !figures) return [];
  const source = { ...figures, disposalForm: hit.disposalForm, livingArea: hit.minArea ?? 0 };
  return marketFigures(site, source, "card").map((figure) => ({
    label: figureLabel(figure, t),
    value: figureText(figure, site, t),
  }));
}

/**
 * The monthly rent of a hit's rented homes (rent is never shown as a price): "9 340 kr/mån" for
 * one home or one rent, "från 9 340 kr/mån" for a range.
 */
export function rentText(hit: SearchHit, site: SiteSettings, t: Translate): string | null {
  const min = hit.minRent ?? hit.maxRent;
  const max = hit.maxRent ?? hit.minRent;
  if (min === null || max === null) return null;
  const amount = formatPrice(min, site);
  return t(min === max ? "search.hit.rentPerMonth" : "search.hit.rentFrom", { amount });
}

export function roomsText(hit: SearchHit, language: Language): string | null {
  const min = hit.minRooms ?? hit.maxRooms;
  const max = hit.maxRooms ?? hit.minRooms;
  return min === null || max === null ? null : formatRooms(min, language, max);
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function areaText(hit: SearchHit, language: Language): string | null {
  const min = hit.minArea ?? hit.maxArea;
  const max = hit.maxArea ?? hit.minArea;
  return min === null || max === null ? null : formatArea(oneDecimal(min), language, oneDecimal(max));
}

export function moveInText(hit: SearchHit, language: Language): string | null {
  if (!hit.inhabitFrom) return null;
  const from = formatDate(hit.inhabitFrom, language);
  const to = hit.inhabitTo ? formatDate(hit.inhabitTo, language) : from;
  return from === to ? from : `${from}–${to}`;
}

export function nextShowingText(hit: SearchHit, language: Language): string | null {
  const next = hit.showings[0];
  return next ? formatDate(next.startsAt, language) : null;
}

/** The value with a plus when it is the bound: "10 000 000+ kr", "5+ rok", "300+ m²". */
export function withPlus(text: string): string {
  return text.replace(/(\d)(?!.*\d)/, "$1+");
}
