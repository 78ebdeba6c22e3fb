import { LANGUAGE_TAGS, type Language, type SiteSettings } from "~/sites/sites";
import { cachedFormat, formatDate, toDate } from "./format-date";

/**
 * Dates are in ./format-date.ts, which every page's first paint loads (an article shows its date);
 * the numbers, rooms, areas and showing times here serve the residence pages, the search and their
 * cards, and load with them. Modules of the first paint import formatDate from ./format-date: an
 * import from here would make every page load this module too (the bundler keeps the import).
 */
export { formatDate };

/**
 * The no-break space inside and beside numbers: "3 860 000 kr" never breaks across lines, and a
 * range "3 860 000–14 000 000 kr" breaks at most after its dash (issue 13, point 4). Screen readers
 * and copy-paste read it as a space.
 */
export const NBSP = "\u00a0";

/** Groups digits by three with spaces that do not break: 1234567 -> "1 234 567" (spec 000 section 9). */
export function groupThousands(value: number): string {
  const rounded = Math.round(value);
  const sign = rounded < 0 ? "-" : "";
  const digits = String(Math.abs(rounded));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** Price per site: Swedish and English "N kr", Norwegian "kr N", Finnish "N €". */
export function formatPrice(amount: number, site: Pick<SiteSettings, "currency">): string {
  const grouped = groupThousands(amount);
  switch (site.currency) {
    case "NOK":
      return `kr${NBSP}${grouped}`;
    case "EUR":
      return `${grouped}${NBSP}€`;
    default:
      return `${grouped}${NBSP}kr`;
  }
}

export function formatPriceRange(min: number, max: number, site: Pick<SiteSettings, "currency">): string {
  if (min === max) return formatPrice(min, site);
  if (site.currency === "NOK") return `kr${NBSP}${groupThousands(min)}–${groupThousands(max)}`;
  const unit = site.currency === "EUR" ? "€" : "kr";
  return `${groupThousands(min)}–${groupThousands(max)}${NBSP}${unit}`;
}

const ROOMS_SUFFIX: Record<Language, string> = { sv: "rok", en: "rok", no: "roms", fi: "h+k" };

/** Rooms with the language's suffix: "3 rok", "3 roms", "3 h+k", or a range "2–4 rok". */
export function formatRooms(min: number, language: Language, max: number = min): string {
  const value = min === max ? String(min) : `${min}–${max}`;
  return `${value}${NBSP}${ROOMS_SUFFIX[language]}`;
}

/**
 * Living area in m² to one decimal, with the language's separator. The rounding is here, so a
 * home or stage shows the same area on its search card, its page and in its lists.
 */
export function formatArea(min: number, language: Language, max: number = min): string {
  const format = (n: number) => {
    const text = String(Math.round(n * 10) / 10);
    return language === "en" ? text : text.replace(".", ",");
  };
  const value = format(min) === format(max) ? format(min) : `${format(min)}–${format(max)}`;
  return `${value}${NBSP}m²`;
}

/** Clock time in the language's style: "17:00" (sv, no, en), "17.00" (fi). */
export function formatTime(date: Date | string, language: Language): string {
  const format = cachedFormat("time", language, LANGUAGE_TAGS[language], {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return format.format(toDate(date));
}

function formatWeekday(date: Date | string, language: Language): string {
  return cachedFormat("weekday", language, LANGUAGE_TAGS[language], { weekday: "long" }).format(toDate(date));
}

/**
 * A showing's start or end as the API sends it (search hits and pages alike): ISO 8601 in UTC to
 * the second, "2030-03-15T10:00:00Z". The rule's owner is the SQL function residence_showing_time
 * (migration 0012), which writes the search hits' showings; this mirror writes the pages' showings
 * and is held equal to it by residence-rules.api.test.ts. Fractions of a second are cut, as
 * to_char's seconds are.
 */
export function showingTimeText(time: Date): string {
  const seconds = Math.floor(time.getTime() / 1000) * 1000;
  return new Date(seconds).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * A showing's time as visitors read it: "torsdag 2025-06-12, 17:00–18:00" with the site's date
 * format (spec 000 section 9), from the times as the API sends them (`showingTimeText`) or as dates.
 */
export function formatShowingTime(startsAt: Date | string, endsAt: Date | string, language: Language): string {
  return `${formatWeekday(startsAt, language)} ${formatDate(startsAt, language)}, ${formatTime(startsAt, language)}–${formatTime(endsAt, language)}`;
}
