/**
 * The sites' fixed GUID ids (spec 000 section 3), apart from the rest of the site settings so
 * that a form's validation can check one without carrying the whole site table into every page.
 */
export const SITE_IDS = {
  sv: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
  sv_en: "3f2504e0-4f89-41d3-9a0c-0305e82c3302",
  seniorgarden: "3f2504e0-4f89-41d3-9a0c-0305e82c3303",
  cooperative: "3f2504e0-4f89-41d3-9a0c-0305e82c3304",
  no: "3f2504e0-4f89-41d3-9a0c-0305e82c3305",
  fi: "3f2504e0-4f89-41d3-9a0c-0305e82c3306",
  entreprenad: "3f2504e0-4f89-41d3-9a0c-0305e82c3307",
} as const;

const KNOWN = new Set<string>(Object.values(SITE_IDS));

/** Whether a value is one of the sites' ids (case-insensitive, as the API receives it). */
export function isSiteId(value: string): boolean {
  return KNOWN.has(value.toLowerCase());
}
