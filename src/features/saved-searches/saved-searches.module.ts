import type { MyPagesGate } from "~/features/my-pages/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";

/** saved-searches (issue 15). */
export function savedSearchesFeature(deps: FeatureDeps & { myPages: MyPagesGate }): FeatureModule {
  const { myPages } = deps;
  return {
    name: "saved-searches",
    pageData: {
      mySavedSearches: async (request) => ({ menu: (await myPages(request, "mySavedSearches")).menu }),
    },
  };
}
