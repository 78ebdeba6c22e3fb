import { createContext, useContext, useMemo } from "react";
import type { Language } from "~/sites/sites";
import { type Catalog, createTranslator, type Translate } from "./translator";

interface I18nValue {
  language: Language;
  t: Translate;
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

export function I18nProvider({
  language,
  catalog,
  children,
}: {
  language: Language;
  catalog: Catalog;
  children: React.ReactNode;
}) {
  const value = useMemo(() => ({ language, t: translatorFor(language, catalog) }), [language, catalog]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The same shape as react-i18next's hook: `const { t } = useTranslation()`. */
export function useTranslation(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useTranslation outside I18nProvider");
  return value;
}
