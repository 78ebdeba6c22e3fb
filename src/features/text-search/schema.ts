import { z } from "zod";
import { SEARCH_CATEGORIES } from "~/domain/residence-enums";
import { LANGUAGES } from "~/sites/sites";
import { DEFAULT_CROP, DOCUMENT_CATEGORIES, MAX_TEXT_LENGTH, SORT_TYPES, TEXT_SEARCH_PAGE_SIZE } from "./page-query";

/**
 * The site text search contract (spec 000 section 7 "textsearch"), shared by the API
 * (validation, OpenAPI), the search pages and the header quick search. One schema, three places.
 */

export const TextSearchRequestSchema = z
  .object({
    /** What the visitor typed; at least 2 characters after trimming (checked with a translated message). */
    text: z.string().max(MAX_TEXT_LENGTH),
    /** Fixed GUID of the site to search (spec 000 section 3); must be a site of the requesting host. */
    siteId: z.uuid(),
    /** Languages to search in. Each site's index is in the site's language; a list without it finds nothing. */
    languages: z.array(z.enum(LANGUAGES)).max(LANGUAGES.length).optional(),
    sortType: z.enum(SORT_TYPES).default("relevance"),
    /** Categories to list; empty or "all" lists every category. Counts always cover every category. */
    categories: z.array(z.enum(SEARCH_CATEGORIES)).max(SEARCH_CATEGORIES.length).default(["all"]),
    skip: z.number().int().min(0).max(10_000).default(0),
    take: z.number().int().min(1).max(TEXT_SEARCH_PAGE_SIZE).default(TEXT_SEARCH_PAGE_SIZE),
    /** Excerpt length in words (0: no excerpt). */
    crop: z.number().int().min(0).max(100).default(DEFAULT_CROP),
    /** Quick search: `take` hits of each category instead of `take` hits in all (spec: quick results take 3). */
    perCategory: z.boolean().default(false),
  })
  .strict();
export type TextSearchRequest = z.input<typeof TextSearchRequestSchema>;
export type TextSearchQuery = z.output<typeof TextSearchRequestSchema>;
export type TextSearchSortType = TextSearchQuery["sortType"];

/** A piece of an excerpt; `highlight` marks the words that matched the query (rendered as <mark>). */
export const ExcerptPartSchema = z.object({ text: z.string(), highlight: z.boolean() });
export type ExcerptPart = z.infer<typeof ExcerptPartSchema>;

export const TextSearchHitSchema = z.object({
  /** Stable id of the indexed item, e.g. "page:<uuid>", "job:<uuid>", "area:12", "stage:40", "object:913". */
  id: z.string(),
  title: z.string(),
  url: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  /** A snippet around the match, as plain text parts: never HTML. */
  excerpt: z.array(ExcerptPartSchema),
  /** Media path for the image proxy (/img/<path>), if the item has an image. */
  image: z.string().nullable(),
  publishedAt: z.string(),
});
export type TextSearchHit = z.infer<typeof TextSearchHitSchema>;

export const CategoryCountsSchema = z.object({
  all: z.number(),
  residencial: z.number(),
  content: z.number(),
  news: z.number(),
  career: z.number(),
});
export type CategoryCounts = z.infer<typeof CategoryCountsSchema>;

export const TextSearchResponseSchema = z.object({
  /** The searched text as the service understood it (trimmed). */
  text: z.string(),
  hits: z.array(TextSearchHitSchema),
  /** Hits in the requested categories (for pagination). */
  total: z.number(),
  counts: CategoryCountsSchema,
  /** Set when misspelled words were replaced: the text the hits are for ("showing results for"). */
  correctedText: z.string().nullable(),
  skip: z.number(),
  take: z.number(),
});
export type TextSearchResponse = z.infer<typeof TextSearchResponseSchema>;
