import { parseSearchUrl, type SearchUrlState, serializeSearchUrl } from "~/features/search/index.server";
import { filterBoundsOf } from "~/sites/filter-bounds";
import type { SiteSettings } from "~/sites/sites";

/**
 * A saved search's address: the site's search page (its path, or one tag path below it) with
 * the search's query, in the search URL's canonical form (spec 000 section 2): parameters the
 * site does not know or that are at their defaults are left out, the view and tab (the hash)
 * are not part of a search. Undefined for anything else: another page, another host, a path
 * that is no tag slug.
 */
export function canonicalSearchAddress(site: SiteSettings, address: string): string | undefined {
  const base = site.urls.searchHomes;
  if (!base || !site.features.search) return undefined;
  let url: URL;
  try {
    url = new URL(address, "http://saved.invalid");
  } catch {
    return undefined;
  }
  if (url.origin !== "http://saved.invalid" || !url.pathname.startsWith(base)) return undefined;
  const state = searchStateOf(site, `${url.pathname}${url.search}`);
  if (!state) return undefined;
  const rest = url.pathname.slice(base.length).split("/").filter(Boolean);
  // A path below the search page must be exactly one tag slug (the search's own rule).
  if (rest.length > 1 || (rest.length === 1 && state.tagPath === null)) return undefined;
  return serializeSearchUrl(state, base, filterBoundsOf(site.site));
}

/** The search a saved address describes (the search page's own parser: one owner of the rules). */
export function searchStateOf(site: SiteSettings, address: string): SearchUrlState | undefined {
  const base = site.urls.searchHomes;
  if (!base) return undefined;
  const url = new URL(address, "http://saved.invalid");
  return parseSearchUrl({ pathname: url.pathname, search: url.search, hash: "" }, base, filterBoundsOf(site.site));
}
