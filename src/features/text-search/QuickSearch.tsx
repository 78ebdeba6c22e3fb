import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { fetchTextSearch } from "./api";
import {
  DOCUMENT_CATEGORIES,
  isTextTooShort,
  QUICK_SEARCH_DEBOUNCE_MS,
  QUICK_SEARCH_TAKE,
  textSearchPageHref,
} from "./page-query";
import styles from "./quick-search.module.css";
import type { TextSearchResponse } from "./schema";

export interface QuickSearchProps {
  /** What the visitor has typed in the header search field. */
  text: string;
  siteId: string;
  /** The site's text search page, for "show all results". */
  action: string;
}

/**
 * The header's quick results (issue 3 item 6): from 2 characters, 300 ms after the last
 * keystroke, 3 hits of each category as links, and a link to all results. A new keystroke
 * aborts the request in flight. Loaded only when the search foldout opens.
 */
export function QuickSearch({ text, siteId, action }: QuickSearchProps) {
  const { t } = useTranslation();
  const [result, setResult] = useState<TextSearchResponse | null>(null);
  /** Spec 000 section 8: a quick-search failure sets an error flag. */
  const [failed, setFailed] = useState(false);
  const trimmed = text.trim();

  useEffect(() => {
    setFailed(false);
    if (isTextTooShort(trimmed)) {
      setResult(null);
      return;
    }
    const controller = new AbortController();
    // The previous results stay until the new ones arrive, so the list does not flicker while typing.
    const timer = setTimeout(() => {
      fetchTextSearch(
        { text: trimmed, siteId, take: QUICK_SEARCH_TAKE, perCategory: true, crop: 0 },
        { signal: controller.signal },
      )
        .then(setResult)
        .catch(() => {
          if (controller.signal.aborted) return;
          setResult(null);
          setFailed(true);
        });
    }, QUICK_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, siteId]);

  return (
    <div className={styles.quick}>
      {/* Announced politely: the count, or the error, never interrupting the typing. */}
      <p aria-live="polite" className={failed ? styles.error : styles.status}>
        {failed && t("textSearch.quick.failed")}
        {result && result.total > 0 && t("textSearch.quick.status", { count: result.total })}
        {result && result.total === 0 && t("textSearch.quick.none", { text: result.text })}
      </p>
      {result && result.total > 0 && (
        <section aria-labelledby="quick-search-heading">
          <h2 id="quick-search-heading" className={styles.heading}>
            {t("textSearch.quick.results")}
          </h2>
          <div className={styles.groups}>
            {DOCUMENT_CATEGORIES.map((category) => {
              const hits = result.hits.filter((hit) => hit.category === category);
              if (hits.length === 0) return null;
              return (
                <div key={category} className={styles.group}>
                  <h3 id={`quick-search-${category}`}>
                    {t(`textSearch.categories.${category}`)} ({result.counts[category]})
                  </h3>
                  <ul aria-labelledby={`quick-search-${category}`}>
                    {hits.map((hit) => (
                      <li key={hit.id}>
                        <a href={hit.url}>{hit.title}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
          <p className={styles.all}>
            <a href={textSearchPageHref(action, { s: result.text, category: "all", page: 1 })}>
              {t("textSearch.quick.showAll", { count: result.total })}
            </a>
          </p>
        </section>
      )}
    </div>
  );
}
