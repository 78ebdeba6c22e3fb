import type { FeatureDeps, FeatureModule } from "~/server/feature-module";

/** The 360 apartment viewer (issue 19): an apartment's tour (furnishing types, cameras, panoramas in normal and low resolution). */
export function panoramaFeature(_deps: FeatureDeps): FeatureModule {
  return {
    name: "panorama",
    routes: async () => {},
  };
}
