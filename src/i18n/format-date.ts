import type { Language } from "~/sites/sites";

/*
 * Dates in the site's format, apart from the other formatters of ./format.ts (which re-exports
 * formatDate): every page's first paint needs formatDate (an article's date), while prices, rooms,
 * areas and times load with the pages that show them (the JavaScript budget, docs/performance.md).
 */

/** Dates and times are shown in the site's country's time zone (showings happen there). */
const TIME_ZONE: Record<Language, string> = {
  sv: "Europe/Stockholm",
  en: "Europe/Stockholm",
  no: "Europe/Oslo",
  fi: "Europe/Helsinki",
};

/** Creating an Intl formatter is costly; one per use and language is enough. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
export function cachedFormat(
  use: "date" | "time" | "weekday",
  language: Language,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${use}:${language}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE[language], ...options });
    dateTimeFormats.set(key, format);
  }
  return format;
}

export const toDate = (date: Date | string) => (typeof date === "string" ? new Date(date) : date);

/** Dates: Finland and Norway day.month.year, Sweden (and its English sub-site) year-month-day. */
export function formatDate(date: Date | string, language: Language): string {
  // en-GB gives the parts as digits; the order is put together below.
  const format = cachedFormat("date", language, "en-GB", { year: "numeric", month: "2-digit", day: "2-digit" });
  const parts = format.formatToParts(toDate(date));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  if (language === "fi" || language === "no") return `${part("day")}.${part("month")}.${part("year")}`;
  return `${part("year")}-${part("month")}-${part("day")}`;
}
