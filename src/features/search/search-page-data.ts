import { z } from "zod";
import { RESIDENCE_TABS, SORT_OPTIONS } from "~/domain/residence-enums";
import type { FilterBounds } from "~/sites/filter-bounds";
import { ObjectSearchResponseSchema, SearchFilterSchema, StageAndAreaSearchResponseSchema, TagSchema } from "./schema";

/**
 * The search page's first results (template "search"), rendered on the server from the page's
 * URL by the page data loader (./search-page.server.ts) and read by the template from
 * `vm.viewModel.data`. Without them (a site without home search) the page searches from the
 * browser. The schema is the definition and the type is inferred from it. The server parses the
 * page's data with it (src/templates/page-data.server.ts); the browser imports the type only
 * (`import type`), so zod stays out of the search page's chunk.
 */

/** Filter bounds per site: the type is declared in ./filter-bounds.ts, which stays free of zod. */
const FilterBoundsSchema = z.object({
  price: z.object({ min: z.literal(0), max: z.number(), step: z.number() }),
  rooms: z.object({ min: z.literal(1), max: z.number() }),
  area: z.object({ min: z.literal(0), max: z.number(), step: z.number() }),
}) satisfies z.ZodType<FilterBounds>;

export const SearchPageDataSchema = z.object({
  /** The filter the results belong to, tag ids resolved from the URL's tag path and q. */
  filter: SearchFilterSchema,
  sort: z.enum(SORT_OPTIONS),
  /** The tab from the residenceType cookie, or the default (stage); the hash can override it. */
  tab: z.enum(RESIDENCE_TABS),
  /** The tags of the URL (tag path first, then q), resolved. */
  tags: z.array(TagSchema),
  /**
   * The counts of all tabs and the paging of the first page. The lists are empty: the server
   * renders its tab's hits from a render-only copy and the browser adopts that markup, then
   * fetches its own (decision 023). A list with hits (e.g. in tests) is held as it is.
   */
  stagesAndAreas: StageAndAreaSearchResponseSchema,
  /** The first page of homes (default limit): the counts, its hits empty as above. */
  objects: ObjectSearchResponseSchema,
  bounds: FilterBoundsSchema,
  /** Every tag of the site's stages (GET stage_tags), to resolve tag names without a request. */
  allTags: z.array(TagSchema),
  /**
   * The names of q that no place (tag) has. When there is one, the search finds nothing: the
   * page says "no place called …" instead of listing every home under a chip (issue 13).
   */
  unknownPlaces: z.array(z.string()),
});
export type SearchPageData = z.infer<typeof SearchPageDataSchema>;
