import { type ComponentType, use } from "react";
import type { Language } from "~/sites/sites";
import type { Namespace } from "./namespaces";
import { I18nProvider, useTranslation } from "./react";
import type { Catalog } from "./translator";

/**
 * Every message file as a lazily loaded module: a small chunk each, hashed and cached
 * immutably like every asset. Only lazily loaded widgets import this module, so the map stays
 * out of the first paint.
 */
const FILES = import.meta.glob<Catalog>("./messages/*/*.json", { import: "default" });

/** The file of a namespace: `textSearch` is in text-search.json; the shell's small ones share common.json. */
function fileOf(language: Language, namespace: Namespace): string {
  const name = namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const file = `./messages/${language}/${name}.json`;
  return file in FILES ? file : `./messages/${language}/common.json`;
}

const loading = new Map<string, Promise<Catalog>>();

/** The namespaces' messages in a language, from their files (each file loaded once per page). */
function messagesOf(language: Language, namespaces: readonly Namespace[]): Promise<Catalog> {
  const key = `${language}:${namespaces.join(",")}`;
  let promise = loading.get(key);
  if (!promise) {
    const files = [...new Set(namespaces.map((namespace) => fileOf(language, namespace)))];
    promise = Promise.all(files.map((file) => FILES[file]?.() ?? Promise.reject(new Error(`No ${file}`)))).then(
      (catalogs) => Object.assign({}, ...catalogs) as Catalog,
    );
    // A failed load (the network) is tried again by the next render that needs it.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * A lazily loaded widget that needs namespaces the page may not carry (the login panel's
 * `account` on a content page): renders `Component` with them, loading the missing ones first.
 * It suspends meanwhile, so it belongs inside the `<Suspense>` the lazy widget already has.
 * The namespace test (src/i18n/namespaces.test.ts) reads the names given here.
 */
export function withMessages<P extends object>(
  namespaces: readonly Namespace[],
  Component: ComponentType<P>,
): ComponentType<P> {
  function WithMessages(props: P) {
    const { language, catalog } = useTranslation();
    const missing = namespaces.filter((namespace) => !(namespace in catalog));
    if (missing.length === 0) return <Component {...props} />;
    const messages = use(messagesOf(language, missing));
    return (
      <I18nProvider language={language} catalog={messages}>
        <Component {...props} />
      </I18nProvider>
    );
  }
  WithMessages.displayName = `WithMessages(${Component.displayName ?? Component.name})`;
  return WithMessages;
}
