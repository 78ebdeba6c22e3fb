import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { panoramaRoutes } from "./panorama.routes";
import { createPanoramaService } from "./panorama.service";

/** The 360 apartment viewer (issue 19): an apartment's tour (furnishing types, cameras, panoramas in normal and low resolution). */
export function panoramaFeature(deps: FeatureDeps): FeatureModule {
  const service = createPanoramaService({ db: deps.database.db });
  return {
    name: "panorama",
    routes: async (app) => {
      await app.register(panoramaRoutes, { service });
    },
  };
}
