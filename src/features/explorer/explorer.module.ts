import type { FeatureDeps, FeatureModule } from "~/server/feature-module";

/** The residence explorer (issue 19): a stage's explorer data and the explorer search, for the explorer on stage pages (views of the building with clickable apartments, balcony and 3D views, the sun study). */
export function explorerFeature(_deps: FeatureDeps): FeatureModule {
  return {
    name: "explorer",
    routes: async () => {},
  };
}
