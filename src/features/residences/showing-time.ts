import { formatDate } from "~/i18n/format";
import { LANGUAGE_TAGS, type Language } from "~/sites/sites";

/** Showings happen in the site's country: show their times in its time zone. */
const TIME_ZONE: Record<Language, string> = {
  sv: "Europe/Stockholm",
  en: "Europe/Stockholm",
  no: "Europe/Oslo",
  fi: "Europe/Helsinki",
};

const timeFormats = new Map<Language, Intl.DateTimeFormat>();
const weekdayFormats = new Map<Language, Intl.DateTimeFormat>();

function cached(map: Map<Language, Intl.DateTimeFormat>, language: Language, options: Intl.DateTimeFormatOptions) {
  let format = map.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { timeZone: TIME_ZONE[language], ...options });
    map.set(language, format);
  }
  return format;
}

/** Clock time in the language's style: "17:00" (sv, no, en), "17.00" (fi). */
export function formatTime(date: Date | string, language: Language): string {
  return cached(timeFormats, language, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    typeof date === "string" ? new Date(date) : date,
  );
}

export function formatWeekday(date: Date | string, language: Language): string {
  return cached(weekdayFormats, language, { weekday: "long" }).format(typeof date === "string" ? new Date(date) : date);
}

/** A showing's time: "torsdag 2025-06-12, 17:00–18:00" with the site's date format (spec 000 section 9). */
export function formatShowingTime(startsAt: Date | string, endsAt: Date | string, language: Language): string {
  return `${formatWeekday(startsAt, language)} ${formatDate(startsAt, language)}, ${formatTime(startsAt, language)}–${formatTime(endsAt, language)}`;
}
