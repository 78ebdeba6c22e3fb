import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { timeseriesRoutes } from "./timeseries.routes";
import { createTimeseriesService } from "./timeseries.service";

/** Visits of residence pages, recently viewed and most visited in a county (issue 3). */
export function timeseriesFeature(deps: FeatureDeps): FeatureModule {
  const timeseries = createTimeseriesService({ db: deps.database.db, clock: deps.clock });
  return {
    name: "timeseries",
    routes: async (app) => {
      await app.register(timeseriesRoutes, { timeseries, secureCookies: deps.config.flags.secureCookies });
    },
  };
}
