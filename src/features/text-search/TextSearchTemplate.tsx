import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { imageUrl } from "~/domain/image-url";
import type { SearchCategory } from "~/domain/residence-enums";
import { formatDate } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { fetchTextSearch } from "./api";
import { Excerpt } from "./components/Excerpt";
import {
  CORPORATE_CATEGORIES,
  DOCUMENT_CATEGORIES,
  isTextTooShort,
  MIN_TEXT_LENGTH,
  parseTextSearchPageQuery,
  requestOfPageQuery,
  TEXT_SEARCH_PAGE_SIZE,
  type TextSearchPageData,
  type TextSearchPageQuery,
  textSearchPageHref,
} from "./page-query";
import type { TextSearchHit } from "./schema";
import styles from "./text-search.module.css";

function sameQuery(a: TextSearchPageQuery, b: TextSearchPageQuery): boolean {
  return a.s === b.s && a.category === b.category && a.page === b.page;
}

/** What the page shows for a query before (or without) asking the service. */
function localState(query: TextSearchPageQuery): TextSearchPageData | null {
  if (!query.s) return { query, status: "empty", result: null };
  if (isTextTooShort(query.s)) return { query, status: "tooShort", result: null };
  return null;
}

/**
 * The results of the query in the URL: the server renders the first page (vm data); when the
 * visitor changes the query, category or page without leaving the page, the browser fetches.
 */
function useTextSearch(initial: TextSearchPageData | undefined, corporate: boolean) {
  const site = useSite();
  const location = useLocation();
  const query = useMemo(() => parseTextSearchPageQuery(new URLSearchParams(location.search)), [location.search]);
  const [fetched, setFetched] = useState<TextSearchPageData | null>(null);
  const known =
    localState(query) ??
    (fetched && sameQuery(fetched.query, query) ? fetched : null) ??
    (initial && sameQuery(initial.query, query) ? initial : null);

  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    fetchTextSearch(requestOfPageQuery(site.siteId, query), { corporate, signal: controller.signal })
      .then((result) => setFetched({ query, status: "ok", result }))
      .catch(() => {
        if (!controller.signal.aborted) setFetched({ query, status: "failed", result: null });
      });
    return () => controller.abort();
  }, [known, query, corporate, site.siteId]);

  return { query, data: known, loading: known === null };
}

function Hit({ hit }: { hit: TextSearchHit }) {
  const { t, language } = useTranslation();
  return (
    <li className={styles.hit}>
      <div className={styles.hitText}>
        <p className={styles.hitMeta}>
          <span className={styles.hitCategory}>{t(`textSearch.categories.${hit.category}`)}</span>
          {hit.category === "news" && (
            <time dateTime={hit.publishedAt}>
              {t("textSearch.published", { date: formatDate(hit.publishedAt, language) })}
            </time>
          )}
        </p>
        <h2 className={styles.hitTitle}>
          <a href={hit.url}>{hit.title}</a>
        </h2>
        <Excerpt parts={hit.excerpt} className={styles.excerpt} />
      </div>
      {hit.image && (
        // Decorative: the title link names the hit.
        <img
          className={styles.hitImage}
          src={imageUrl(hit.image, 320, "3:2")}
          alt=""
          width={160}
          height={107}
          loading="lazy"
          decoding="async"
        />
      )}
    </li>
  );
}

/** Page links that work without JavaScript: previous, a window of numbers around the current page, next. */
function Pagination({ base, query, total }: { base: string; query: TextSearchPageQuery; total: number }) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / TEXT_SEARCH_PAGE_SIZE);
  if (pages <= 1) return null;
  const current = Math.min(query.page, pages);
  const numbers = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b);
  const href = (page: number) => textSearchPageHref(base, { ...query, page });
  return (
    <nav aria-label={t("textSearch.pagination")} className={styles.pagination}>
      <ul>
        {current > 1 && (
          <li>
            <a href={href(current - 1)} rel="prev">
              {t("textSearch.previous")}
            </a>
          </li>
        )}
        {numbers.map((page, index) => (
          <li key={page}>
            {index > 0 && page - numbers[index - 1]! > 1 && (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            )}
            <a
              href={href(page)}
              aria-current={page === current ? "page" : undefined}
              aria-label={t("textSearch.pageOf", { page, pages })}
            >
              {page}
            </a>
          </li>
        ))}
        {current < pages && (
          <li>
            <a href={href(current + 1)} rel="next">
              {t("textSearch.next")}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * The site text search page (`/sok/?s=`, Finland `/hae/`) and the corporate search page
 * (`/om-oss/sok/`): form, categories with counts, 25 hits per page, pagination. Everything is
 * in the URL, so searches can be shared and the page works without JavaScript.
 */
export function TextSearchTemplate({ vm }: TemplateProps<"textSearch" | "corporateSearch">) {
  const { t } = useTranslation();
  const site = useSite();
  const navigate = useNavigate();
  const corporate = vm.currentComponent === "corporateSearch";
  const base = (corporate ? site.urls.corporateSearch : site.urls.textSearch) ?? "/";
  const { query, data, loading } = useTextSearch(vm.viewModel.data, corporate);
  const categories: SearchCategory[] = ["all", ...(corporate ? CORPORATE_CATEGORIES : DOCUMENT_CATEGORIES)];
  const result = data?.status === "ok" ? data.result : null;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const text = String(new FormData(event.currentTarget).get("s") ?? "").trim();
    event.preventDefault();
    navigate(textSearchPageHref(base, { s: text, category: "all", page: 1 }));
  };

  return (
    <div className={styles.page}>
      <h1>{vm.viewModel.title}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: role="search" is announced by more screen readers than <search>. */}
      <form role="search" action={base} method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor="text-search-input">{t("textSearch.formLabel")}</label>
        <div className={styles.formRow}>
          <input
            key={query.s}
            id="text-search-input"
            name="s"
            type="search"
            defaultValue={query.s}
            autoComplete="off"
            maxLength={200}
          />
          <button type="submit">{t("textSearch.submit")}</button>
        </div>
      </form>

      <div aria-live="polite" className={styles.status}>
        {loading && <p>{t("textSearch.loading")}</p>}
        {data?.status === "empty" && <p>{t("textSearch.prompt")}</p>}
        {data?.status === "tooShort" && <p>{t("textSearch.tooShort", { min: MIN_TEXT_LENGTH })}</p>}
        {data?.status === "failed" && <p className={styles.error}>{t("textSearch.failed")}</p>}
        {result?.correctedText && (
          <p className={styles.corrected}>
            {t("textSearch.searchedFor", { text: result.text })}{" "}
            <strong>{t("textSearch.showingResultsFor", { corrected: result.correctedText })}</strong>
          </p>
        )}
        {result && result.total > 0 && (
          <p className={styles.count}>
            {t("textSearch.resultCount", { count: result.total, text: result.correctedText ?? result.text })}
          </p>
        )}
      </div>

      {result && (
        <>
          <nav aria-label={t("textSearch.categoriesLabel")} className={styles.categories}>
            <ul>
              {categories.map((category) => (
                <li key={category}>
                  <a
                    href={textSearchPageHref(base, { s: query.s, category, page: 1 })}
                    aria-current={category === query.category ? "page" : undefined}
                  >
                    {t(`textSearch.categories.${category}`)}{" "}
                    <span className={styles.countBadge}>({result.counts[category]})</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {result.hits.length > 0 ? (
            <ol className={styles.hits} start={result.skip + 1}>
              {result.hits.map((hit) => (
                <Hit key={hit.id} hit={hit} />
              ))}
            </ol>
          ) : (
            result.total === 0 && (
              <div className={styles.empty}>
                <p>
                  <strong>{t("textSearch.noResults", { text: result.correctedText ?? result.text })}</strong>
                </p>
                <p>{t("textSearch.noResultsHint")}</p>
              </div>
            )
          )}
          <Pagination base={base} query={query} total={result.total} />
        </>
      )}
    </div>
  );
}
