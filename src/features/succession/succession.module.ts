import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { successionRoutes } from "./succession.routes";
import { createSuccessionService } from "./succession.service";
import { successionPageData } from "./succession-page.server";

/** Succession sale (issue 19): the succession search (resale homes through a broker in finished projects), the succession page and the succession stage pages. */
export function successionFeature(deps: FeatureDeps): FeatureModule {
  const service = createSuccessionService({ db: deps.database.db });
  return {
    name: "succession",
    routes: async (app) => {
      await app.register(successionRoutes, { succession: service });
    },
    pageData: { succession: successionPageData(service) },
  };
}
