import type { FeatureDeps, FeatureModule, PageDataRequest } from "~/server/feature-module";
import type { TextSearchPageData } from "./page-data";
import { isTextTooShort, parseTextSearchPageQuery, requestOfPageQuery } from "./page-query";
import { TextSearchRequestSchema } from "./schema";
import { textSearchRoutes } from "./text-search.routes";
import { createTextSearchService, type TextSearchScope } from "./text-search.service";

/**
 * Site text search and corporate search (issue 3 item 6): the API, and the first page of
 * results of the search pages (`?s=&category=&page=`), rendered on the server so the pages
 * work without JavaScript.
 */
export function textSearchFeature(deps: FeatureDeps): FeatureModule {
  const textSearch = createTextSearchService({ db: deps.database.db, clock: deps.clock });

  const pageData =
    (scope: TextSearchScope) =>
    async ({ site, url }: PageDataRequest): Promise<TextSearchPageData> => {
      const query = parseTextSearchPageQuery(url.searchParams);
      if (!query.s) return { query, status: "empty", result: null };
      if (isTextTooShort(query.s)) return { query, status: "tooShort", result: null };
      try {
        const request = TextSearchRequestSchema.parse(requestOfPageQuery(site.siteId, query));
        return { query, status: "ok", result: await textSearch.search(site, request, scope) };
      } catch (error) {
        // The page still renders (form, message); the error is logged, not shown.
        console.error("text search failed", error instanceof Error ? error.message : String(error));
        return { query, status: "failed", result: null };
      }
    };

  return {
    name: "text-search",
    routes: async (app) => {
      await app.register(textSearchRoutes, { textSearch });
    },
    pageData: { textSearch: pageData("site"), corporateSearch: pageData("corporate") },
  };
}
