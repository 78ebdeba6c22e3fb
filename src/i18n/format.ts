import type { Language, SiteSettings } from "~/sites/sites";

/** Groups digits by three with plain spaces: 1234567 -> "1 234 567" (spec 000 section 9). */
export function groupThousands(value: number): string {
  const rounded = Math.round(value);
  const sign = rounded < 0 ? "-" : "";
  const digits = String(Math.abs(rounded));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

/** Price per site: Swedish and English "N kr", Norwegian "kr N", Finnish "N €". */
export function formatPrice(amount: number, site: Pick<SiteSettings, "currency">): string {
  const grouped = groupThousands(amount);
  switch (site.currency) {
    case "NOK":
      return `kr ${grouped}`;
    case "EUR":
      return `${grouped} €`;
    default:
      return `${grouped} kr`;
  }
}

export function formatPriceRange(min: number, max: number, site: Pick<SiteSettings, "currency">): string {
  if (min === max) return formatPrice(min, site);
  if (site.currency === "NOK") return `kr ${groupThousands(min)}–${groupThousands(max)}`;
  const unit = site.currency === "EUR" ? "€" : "kr";
  return `${groupThousands(min)}–${groupThousands(max)} ${unit}`;
}

const ROOMS_SUFFIX: Record<Language, string> = { sv: "rok", en: "rok", no: "roms", fi: "h+k" };

/** Rooms with the language's suffix: "3 rok", "3 roms", "3 h+k", or a range "2–4 rok". */
export function formatRooms(min: number, language: Language, max: number = min): string {
  const value = min === max ? String(min) : `${min}–${max}`;
  return `${value} ${ROOMS_SUFFIX[language]}`;
}

/** Living area in m², decimals with the language's separator. */
export function formatArea(min: number, language: Language, max: number = min): string {
  const format = (n: number) => (language === "en" ? String(n) : String(n).replace(".", ","));
  const value = min === max ? format(min) : `${format(min)}–${format(max)}`;
  return `${value} m²`;
}

const TIME_ZONE: Record<Language, string> = {
  sv: "Europe/Stockholm",
  en: "Europe/Stockholm",
  no: "Europe/Oslo",
  fi: "Europe/Helsinki",
};

/** Creating an Intl formatter is costly; one per language is enough. */
const dateFormats = new Map<Language, Intl.DateTimeFormat>();
function dateFormat(language: Language): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone: TIME_ZONE[language],
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dateFormats.set(language, format);
  }
  return format;
}

/** Dates: Finland and Norway day.month.year, Sweden (and its English sub-site) year-month-day. */
export function formatDate(date: Date | string, language: Language): string {
  const value = typeof date === "string" ? new Date(date) : date;
  const parts = dateFormat(language).formatToParts(value);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  if (language === "fi" || language === "no") return `${part("day")}.${part("month")}.${part("year")}`;
  return `${part("year")}-${part("month")}-${part("day")}`;
}
