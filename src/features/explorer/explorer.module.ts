import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { explorerRoutes } from "./explorer.routes";
import { createExplorerService } from "./explorer.service";

/** The residence explorer (issue 19): a stage's explorer data and the explorer search, for the explorer on stage pages (views of the building with clickable apartments, balcony and 3D views, the sun study). */
export function explorerFeature(deps: FeatureDeps): FeatureModule {
  const explorer = createExplorerService({ db: deps.database.db });
  return {
    name: "explorer",
    routes: async (app) => {
      await app.register(explorerRoutes, { explorer });
    },
  };
}
