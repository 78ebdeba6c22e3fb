import type { ResidenceTab, SortOption } from "~/features/residences/enums";
import type { FilterBounds, ObjectSearchResponse, SearchFilter, StageAndAreaSearchResponse, Tag } from "./schema";

/**
 * The search page's first results, rendered on the server from the page's URL (the page data
 * loader of the "search" template puts it in `vm.viewModel.data`). Without it the page searches
 * from the browser.
 */
export interface SearchPageData {
  /** The filter the results belong to, tag ids resolved from the URL's tag path and q. */
  filter: SearchFilter;
  sort: SortOption;
  /** The tab from the residenceType cookie, or the default (stage); the hash can override it. */
  tab: ResidenceTab;
  /** The tags of the URL (tag path first, then q), resolved. */
  tags: Tag[];
  /** The first page (default limit) of both the stage and the area list, with the counts. */
  stagesAndAreas: StageAndAreaSearchResponse;
  /** The first page of homes (default limit). */
  objects: ObjectSearchResponse;
  bounds: FilterBounds;
  /** Every tag of the site's stages (GET stage_tags), to resolve tag names without a request. */
  allTags: Tag[];
}

/** The page data when the template got some, otherwise undefined (the browser then searches). */
export function searchPageDataOf(data: unknown): SearchPageData | undefined {
  if (!data || typeof data !== "object") return undefined;
  const candidate = data as Partial<SearchPageData>;
  return candidate.stagesAndAreas && candidate.objects && candidate.filter ? (candidate as SearchPageData) : undefined;
}
