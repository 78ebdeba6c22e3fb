/**
 * The search feature's public entry for the server: other features that need to know what a
 * search finds (saved-search alerts, issue 15) use its service and its URL rules, never a copy.
 */
export { createSearchService, type SearchService } from "./search.service";
export {
  parseSearchUrl,
  type SearchUrlState,
  serializeSearchUrl,
  toSearchFilter,
  unknownTagNames,
} from "./search-url";
