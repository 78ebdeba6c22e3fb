import type { Language } from "~/sites/sites";
import en from "./messages/en/common.json";
import fi from "./messages/fi/common.json";
import no from "./messages/no/common.json";
import sv from "./messages/sv/common.json";
import { type Catalog, createTranslator, type Translate } from "./translator";

export const CATALOGS: Record<Language, Catalog> = { sv, no, fi, en };

const translators = Object.fromEntries(
  (Object.keys(CATALOGS) as Language[]).map((language) => [language, createTranslator(language, CATALOGS[language])]),
) as Record<Language, Translate>;

/** Translates a key on the server, e.g. for API error messages. */
export function translate(language: Language, key: string, options?: Record<string, unknown>): string {
  return translators[language](key, options);
}
