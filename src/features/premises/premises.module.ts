import type { FeatureDeps, FeatureModule } from "~/server/feature-module";

/** Commercial premises (issue 19): the premises search and tags calls, the premises start page's data, each premises' page (a dynamic page under the site's premises path) and its interest form. */
export function premisesFeature(_deps: FeatureDeps): FeatureModule {
  return {
    name: "premises",
    routes: async () => {},
  };
}
