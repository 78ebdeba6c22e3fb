import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { AvailableLanguage, NavigationItem, PopularSearch } from "~/features/content/schema";
import { useTranslation } from "~/i18n/react";
import { LANGUAGE_TAGS } from "~/sites/sites";
import { NavLink } from "./NavLink";
import styles from "./shell.module.css";
import { useSite } from "./use-site";

/** Quick results load with the first opening of the search foldout: other pages never pay for them. */
const QuickSearch = lazy(() =>
  import("~/features/text-search/entries/quick-search").then((module) => ({ default: module.QuickSearch })),
);

/** Moves focus into a foldout when it opens, so keyboard users land in it. */
function useFocusOnOpen<T extends HTMLElement>(isOpen: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (isOpen) ref.current?.querySelector<HTMLElement>("input, a, button")?.focus();
  }, [isOpen]);
  return ref;
}

export function NavigationFoldout({
  items,
  quickLinks,
  isOpen,
}: {
  items: NavigationItem[];
  quickLinks: NavigationItem[];
  isOpen: boolean;
}) {
  const { t } = useTranslation();
  const ref = useFocusOnOpen<HTMLElement>(isOpen);
  return (
    <nav
      id="foldout-navigation"
      ref={ref}
      aria-label={t("shell.mainNavigation")}
      className={styles.foldout}
      hidden={!isOpen}
    >
      <ul className={styles.mainNav}>
        {items.map((item) => (
          <li key={item.url}>
            <NavLink url={item.url} className={styles.mainNavTop}>
              {item.text}
            </NavLink>
            {item.children && item.children.length > 0 && (
              <ul>
                {item.children.map((child) => (
                  <li key={child.url}>
                    <NavLink url={child.url}>{child.text}</NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {quickLinks.length > 0 && (
        <ul className={styles.mobileQuickLinks}>
          {quickLinks.map((item) => (
            <li key={item.url}>
              <NavLink url={item.url}>{item.text}</NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

export function SearchFoldout({
  action,
  popular,
  isOpen,
}: {
  action: string;
  popular: PopularSearch[];
  isOpen: boolean;
}) {
  const { t } = useTranslation();
  const ref = useFocusOnOpen<HTMLDivElement>(isOpen);
  const site = useSite();
  const [text, setText] = useState("");
  return (
    <div id="foldout-search" ref={ref} className={styles.foldout} hidden={!isOpen}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by all screen readers; role="search" is. */}
      <form role="search" action={action} method="get" className={styles.searchForm}>
        <label htmlFor="site-search">{t("shell.searchLabel")}</label>
        <div className={styles.searchRow}>
          <input
            id="site-search"
            name="s"
            type="search"
            minLength={2}
            placeholder={t("shell.searchPlaceholder")}
            autoComplete="off"
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <button type="submit">{t("shell.searchSubmit")}</button>
        </div>
      </form>
      {isOpen && (
        <Suspense fallback={null}>
          <QuickSearch text={text} siteId={site.siteId} action={action} />
        </Suspense>
      )}
      {popular.length > 0 && (
        <section aria-labelledby="popular-searches-heading" className={styles.popular}>
          <h2 id="popular-searches-heading">{t("shell.popularSearches")}</h2>
          <ul>
            {popular.map((item) => (
              <li key={item.url}>
                <NavLink url={item.url}>{item.text}</NavLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Language links are plain links: another language is another site (full page load). */
export function LanguageFoldout({ languages, isOpen }: { languages: AvailableLanguage[]; isOpen: boolean }) {
  const { t } = useTranslation();
  const ref = useFocusOnOpen<HTMLElement>(isOpen);
  return (
    <nav
      id="foldout-language"
      ref={ref}
      aria-label={t("shell.chooseLanguage")}
      className={styles.foldout}
      hidden={!isOpen}
    >
      <ul className={styles.languageList}>
        {languages.map((language) => (
          <li key={language.site}>
            <a
              href={language.url}
              hrefLang={LANGUAGE_TAGS[language.language]}
              lang={LANGUAGE_TAGS[language.language]}
              aria-current={language.isCurrent ? "true" : undefined}
              data-reload=""
            >
              {t(`languages.${language.language}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
