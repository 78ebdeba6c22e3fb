import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { searchRoutes } from "./search.routes";
import { createSearchService, type SearchService } from "./search.service";
import { searchPageData, searchTagPages } from "./search-page.server";

/**
 * The residence search (issue 3): the API calls of spec 000 §7. `service` is the same
 * instance, for the search page's data loader and other features in the process.
 */
export function searchFeature(deps: FeatureDeps): FeatureModule & { service: SearchService } {
  const service = createSearchService({
    db: deps.database.db,
    clock: deps.clock,
    prepared: deps.database.prepared,
  });
  return {
    name: "search",
    service,
    routes: async (app) => {
      await app.register(searchRoutes, { search: service, checkSchemas: deps.config.flags.checkSchemas });
    },
    dynamicPages: [searchTagPages(service)],
    pageData: { search: searchPageData(service) },
  };
}
