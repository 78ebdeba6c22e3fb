import { SEARCH_CATEGORIES, type SearchCategory } from "~/domain/residence-enums";
import type { TextSearchPageQuery } from "./page-data";
import type { CategoryCounts, TextSearchRequest } from "./schema";

/**
 * Text search constants and the search page's URL state, without zod: the search page and the
 * header quick search import this, and the browser bundle stays small.
 */

/** Spec 000 sections 5 and 9: text search starts at 2 characters. */
export const MIN_TEXT_LENGTH = 2;
export const MAX_TEXT_LENGTH = 200;
/** Spec 000 section 9: text search pages hold 25 hits, the quick search 3 per category. */
export const TEXT_SEARCH_PAGE_SIZE = 25;
export const QUICK_SEARCH_TAKE = 3;
/** Spec 000 section 9: the quick search waits 300 ms after the last keystroke. */
export const QUICK_SEARCH_DEBOUNCE_MS = 300;
/** Excerpt length in words when the caller does not say. */
export const DEFAULT_CROP = 30;

/** The categories a document can have ("all" is only a filter value), in the order they are shown. */
export const DOCUMENT_CATEGORIES = ["residencial", "content", "news", "career"] as const satisfies readonly Exclude<
  SearchCategory,
  "all"
>[];
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
/** Corporate search covers the company's own pages: no homes. */
export const CORPORATE_CATEGORIES = ["content", "news", "career"] as const satisfies readonly DocumentCategory[];

export const SORT_TYPES = ["relevance", "date"] as const;

export const EMPTY_COUNTS: CategoryCounts = { all: 0, residencial: 0, content: 0, news: 0, career: 0 };

export function isTextTooShort(text: string): boolean {
  return text.trim().length < MIN_TEXT_LENGTH;
}

// The page's query and data types come from their schemas in ./page-data.ts, which only the
// server loads; this module stays free of zod.
export type { TextSearchPageData, TextSearchPageQuery } from "./page-data";

const MAX_PAGE = Math.floor(10_000 / TEXT_SEARCH_PAGE_SIZE);

/** Reads the page's query; anything unknown or out of range falls back to the default. */
export function parseTextSearchPageQuery(params: URLSearchParams): TextSearchPageQuery {
  const s = (params.get("s") ?? "").trim().slice(0, MAX_TEXT_LENGTH);
  const rawCategory = params.get("category") ?? "all";
  const category = (SEARCH_CATEGORIES as readonly string[]).includes(rawCategory)
    ? (rawCategory as SearchCategory)
    : "all";
  const rawPage = Number(params.get("page") ?? "1");
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, MAX_PAGE) : 1;
  return { s, category, page };
}

/** The page URL of a query; defaults are left out. */
export function textSearchPageHref(base: string, query: TextSearchPageQuery): string {
  const params = new URLSearchParams();
  params.set("s", query.s);
  if (query.category !== "all") params.set("category", query.category);
  if (query.page > 1) params.set("page", String(query.page));
  return `${base}?${params.toString()}`;
}

/** The API request for a page query. */
export function requestOfPageQuery(siteId: string, query: TextSearchPageQuery): TextSearchRequest {
  return {
    text: query.s,
    siteId,
    categories: [query.category],
    skip: (query.page - 1) * TEXT_SEARCH_PAGE_SIZE,
    take: TEXT_SEARCH_PAGE_SIZE,
  };
}
