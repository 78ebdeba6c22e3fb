import { LANGUAGE_TAGS, type Language } from "~/sites/sites";

/*
 * The sun study's times and days in the site's style. The times are on the building's clock
 * (minutes past its midnight), so they are formatted from minutes, not from instants in the
 * language's time zone as ~/i18n/format.ts's formatTime does.
 */

/** "14:30", Finnish "14.30" (as formatTime writes them). */
export function formatClock(minutes: number, language: Language): string {
  const whole = Math.round(minutes) % (24 * 60);
  const hours = String(Math.floor(whole / 60)).padStart(2, "0");
  const rest = String(whole % 60).padStart(2, "0");
  return `${hours}${language === "fi" ? "." : ":"}${rest}`;
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A day of the year without its year: "21 juni", "21. juni", "21. kesäkuuta", "21 June". */
export function formatDayOfYear(year: number, dayNumber: number, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { day: "numeric", month: "long", timeZone: "UTC" });
    dayFormats.set(language, format);
  }
  return format.format(new Date(Date.UTC(year, 0, dayNumber)));
}
