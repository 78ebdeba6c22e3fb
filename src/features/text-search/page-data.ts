import { z } from "zod";
import { SEARCH_CATEGORIES } from "~/domain/residence-enums";
import { TextSearchResponseSchema } from "./schema";

/**
 * The data of the text search pages (templates "textSearch" and "corporateSearch"): the page's
 * query and its first page of results, rendered on the server so the pages work without
 * JavaScript. The schemas are the definition and the types are inferred from them. The server
 * parses every page's data with its template's schema (src/templates/page-data.server.ts); the
 * browser imports the types only (`import type`), so zod stays out of the template's chunk.
 */

/** The text search page's state, all of it in the URL (`?s=&category=&page=`), so it can be shared. */
export const TextSearchPageQuerySchema = z.object({
  s: z.string(),
  category: z.enum(SEARCH_CATEGORIES),
  /** 1-based. */
  page: z.number(),
});
export type TextSearchPageQuery = z.infer<typeof TextSearchPageQuerySchema>;

export const TextSearchPageDataSchema = z.object({
  query: TextSearchPageQuerySchema,
  /** "tooShort": fewer than 2 characters; "failed": the search service failed. */
  status: z.enum(["empty", "tooShort", "ok", "failed"]),
  result: TextSearchResponseSchema.nullable(),
});
export type TextSearchPageData = z.infer<typeof TextSearchPageDataSchema>;
