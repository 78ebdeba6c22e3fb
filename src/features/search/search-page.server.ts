import type { DynamicPageResolver } from "~/features/content/index.server";
import type { PageDataLoader } from "~/server/feature-module";
import { filterBoundsOf } from "~/sites/filter-bounds";
import { FIRST_RESULTS } from "./first-results";
import { DEFAULT_OBJECT_LIMIT } from "./schema";
import type { SearchService } from "./search.service";
import { parseSearchUrl, toSearchFilter, unknownTagNames } from "./search-url";

/**
 * The search page's first results, from the page's URL, so the first paint shows them and a
 * shared or reloaded search URL gives the same results (spec 000 section 2 "Search URLs").
 * The tab is always the default here: the visitor's tab cookie and the hash apply in the
 * browser, so the rendered page is the same for everyone and can be cached.
 */
export function searchPageData(search: SearchService): PageDataLoader<"search"> {
  return async ({ site, url, renderOnly }) => {
    const base = site.urls.searchHomes;
    if (!base || !site.features.search) return undefined;
    const bounds = filterBoundsOf(site.site);
    const state = parseSearchUrl({ pathname: url.pathname, search: url.search, hash: "" }, base, bounds);
    const [tags, allTags] = await Promise.all([
      search.tagsByUrl(site, state.tagPath ?? "", state.tagNames.join(";")),
      search.stageTags(site),
    ]);
    const filter = toSearchFilter(
      state.filter,
      tags.map((tag) => tag.id),
    );
    const unknownPlaces = unknownTagNames(state.tagNames, tags);
    if (unknownPlaces.length > 0) {
      const counts = { objects: 0, stages: 0, areas: 0 };
      const page = { counts, limit: DEFAULT_OBJECT_LIMIT, offset: 0 };
      return {
        filter,
        sort: state.sort,
        tab: "stage",
        tags,
        stagesAndAreas: { stages: [], areas: [], ...page },
        objects: { hits: [], ...page },
        bounds,
        allTags,
        unknownPlaces,
      };
    }
    const [stagesAndAreas, objects] = await Promise.all([
      search.searchStagesAndAreas(site, { filter, sort: state.sort, limit: DEFAULT_OBJECT_LIMIT, offset: 0 }),
      search.searchObjects(site, { filter, sort: state.sort, limit: DEFAULT_OBJECT_LIMIT, offset: 0 }),
    ]);
    renderOnly?.set(FIRST_RESULTS, { tab: "stage", hits: stagesAndAreas.stages });
    return {
      filter,
      sort: state.sort,
      tab: "stage",
      tags,
      // No tab keeps its hits in the page's data (decision 023): the server renders its tab's
      // hits from the render-only copy and the browser adopts that markup, then fetches its own;
      // the other tabs load when shown. Without a render-only store the data holds them.
      stagesAndAreas: { ...stagesAndAreas, stages: renderOnly ? [] : stagesAndAreas.stages, areas: [] },
      objects: { ...objects, hits: [] },
      bounds,
      allTags,
      unknownPlaces,
    };
  };
}

/**
 * Search URLs with a tag path (`/sok-bostad/<tag>/`) are the search page too, titled by the tag;
 * a tag the site does not have is a 404.
 */
export function searchTagPages(search: SearchService): DynamicPageResolver {
  return async (site, path) => {
    const base = site.urls.searchHomes;
    if (!base || !site.features.search || !path.startsWith(base)) return undefined;
    const segments = path.slice(base.length).split("/").filter(Boolean);
    if (segments.length !== 1) return undefined;
    const [tag] = await search.tagsByUrl(site, segments[0] ?? "", "");
    if (!tag || tag.url.toLowerCase() !== segments[0]?.toLowerCase()) return undefined;
    return {
      id: `search-${tag.id}`,
      template: "search",
      title: tag.name,
      breadcrumbs: [],
      data: undefined,
    };
  };
}
