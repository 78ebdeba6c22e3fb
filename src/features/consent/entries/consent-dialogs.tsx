import { type ComponentProps, use } from "react";
import { I18nProvider, useTranslation } from "~/i18n/react";
import type { Catalog } from "~/i18n/translator";
import type { Language } from "~/sites/sites";
import { ConsentDialogs as Dialogs } from "../ConsentDialogs";

/**
 * The consent texts of each language, one small chunk each. Not `withMessages` of
 * src/i18n/lazy-messages.tsx: its table of every message file weighs 1.6 KiB, and the consent
 * code of a first visit must stay within 6 KiB (issue 16, bench/page-js.ts).
 */
const CATALOGS = import.meta.glob<Catalog>("../../../i18n/messages/*/consent.json", { import: "default" });
const loading = new Map<Language, Promise<Catalog>>();

function consentMessages(language: Language): Promise<Catalog> {
  let promise = loading.get(language);
  if (!promise) {
    const load = CATALOGS[`../../../i18n/messages/${language}/consent.json`];
    promise = load ? load() : Promise.reject(new Error(`No consent texts for ${language}`));
    // A failed load (the network) is tried again when the dialog next opens.
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

/** The consent dialogs with their texts, a chunk the page shell loads after 2 s or on demand. */
export function ConsentDialogs(props: ComponentProps<typeof Dialogs>) {
  const { language, catalog } = useTranslation();
  if ("consent" in catalog) return <Dialogs {...props} />;
  const messages = use(consentMessages(language));
  return (
    <I18nProvider language={language} catalog={messages}>
      <Dialogs {...props} />
    </I18nProvider>
  );
}
