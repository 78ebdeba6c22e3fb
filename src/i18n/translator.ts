import { LANGUAGE_TAGS, type Language } from "~/sites/sites";

export type Catalog = { [key: string]: string | Catalog };
export type TranslateOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
export type Translate = (key: string, options?: TranslateOptions) => string;

function lookup(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * A translator over i18next-format catalogs (nested keys, {{name}} interpolation, _one/_other
 * plurals) in well under 1 KB, so that every page does not ship i18next to the browser (see
 * docs/decisions/003-i18n-in-the-browser.md). A missing key returns the key itself, visibly.
 */
export function createTranslator(language: Language, catalog: Catalog): Translate {
  const plurals = new Intl.PluralRules(LANGUAGE_TAGS[language]);
  return (key, options) => {
    let template: string | undefined;
    if (typeof options?.count === "number") {
      template = lookup(catalog, `${key}_${plurals.select(options.count)}`) ?? lookup(catalog, `${key}_other`);
    }
    template ??= lookup(catalog, key) ?? options?.defaultValue ?? key;
    if (!options) return template;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in options ? String(options[name]) : match,
    );
  };
}

/** Every key path of a catalog ("shell.menu", ...), for completeness checks. */
export function catalogKeys(catalog: Catalog, prefix = ""): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : catalogKeys(value, `${prefix}${key}.`),
  );
}
