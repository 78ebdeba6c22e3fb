import { createContext, useContext, useMemo } from "react";
import type { Language } from "~/sites/sites";
import { type Catalog, createTranslator, type Translate } from "./translator";

interface I18nValue {
  language: Language;
  t: Translate;
  /** The namespaces this part of the page has: the root's, merged with the page's and any loaded widget's. */
  catalog: Catalog;
}

const I18nContext = createContext<I18nValue | null>(null);

/** One translator per catalog object: the server renders many pages with the same catalog. */
const translators = new WeakMap<Catalog, Translate>();
function translatorFor(language: Language, catalog: Catalog): Translate {
  let t = translators.get(catalog);
  if (!t) {
    t = createTranslator(language, catalog);
    translators.set(catalog, t);
  }
  return t;
}

/** The merge of two catalogs' namespaces, one object per pair (so each pair gets one translator). */
const merges = new WeakMap<Catalog, WeakMap<Catalog, Catalog>>();
function merged(outer: Catalog, inner: Catalog): Catalog {
  let byInner = merges.get(outer);
  if (!byInner) {
    byInner = new WeakMap();
    merges.set(outer, byInner);
  }
  let catalog = byInner.get(inner);
  if (!catalog) {
    catalog = { ...outer, ...inner };
    byInner.set(inner, catalog);
  }
  return catalog;
}

/**
 * Provides the translator over `catalog`'s namespaces. Inside another provider (the root's shell
 * namespaces) it adds its namespaces to the outer ones: the page route provides its template's,
 * a lazily loaded widget the one it loaded (docs/decisions/023-hydration-data.md).
 */
export function I18nProvider({
  language,
  catalog,
  children,
}: {
  language: Language;
  catalog: Catalog;
  children: React.ReactNode;
}) {
  const outer = useContext(I18nContext);
  const all = outer && outer.language === language ? merged(outer.catalog, catalog) : catalog;
  const value = useMemo(() => ({ language, t: translatorFor(language, all), catalog: all }), [language, all]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The same shape as react-i18next's hook: `const { t } = useTranslation()`. */
export function useTranslation(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useTranslation outside I18nProvider");
  return value;
}
