import type { ResidenceTab } from "~/domain/residence-enums";
import type { RenderOnlyKey } from "~/templates/render-only";
import type { SearchHit } from "./schema";

/**
 * The hits of the search page's first results that the server renders, kept out of the page's
 * hydration data (decision 023): the page's data carries the counts, and in the browser the
 * results list adopts the server's markup until it has fetched its own copy.
 */
export interface FirstResults {
  tab: ResidenceTab;
  hits: SearchHit[];
}

export const FIRST_RESULTS: RenderOnlyKey<FirstResults> = { name: "search.firstResults" };

/** The results list's element: the browser reads the server's markup of it at hydration. */
export const RESULTS_LIST_ID = "search-results-list";
