import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { premisesPageResolver } from "./premises-pages";

/** Commercial premises (issue 19): the premises search and tags calls, the premises start page's data, each premises' page (a dynamic page under the site's premises path) and its interest form. */
export function premisesFeature(deps: FeatureDeps): FeatureModule {
  return {
    name: "premises",
    routes: async () => {},
    dynamicPages: [premisesPageResolver({ db: deps.database.db, clock: deps.clock })],
  };
}
