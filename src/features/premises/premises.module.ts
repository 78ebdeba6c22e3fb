import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { premisesRoutes } from "./premises.routes";
import { createPremisesService } from "./premises.service";
import { premisesPageResolver } from "./premises-pages";
import { premisesStartData } from "./premises-start.server";

/** Commercial premises (issue 19): the premises search and tags calls, the premises start page's data, each premises' page (a dynamic page under the site's premises path) and its interest form. */
export function premisesFeature(deps: FeatureDeps): FeatureModule {
  const service = createPremisesService({ db: deps.database.db });
  return {
    name: "premises",
    routes: async (app) => {
      await app.register(premisesRoutes, { service });
    },
    dynamicPages: [premisesPageResolver({ db: deps.database.db, clock: deps.clock })],
    pageData: { premisesStart: premisesStartData(service) },
  };
}
