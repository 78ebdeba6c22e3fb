import type { FeatureDeps, FeatureModule } from "~/server/feature-module";

/** Succession sale (issue 19): the succession search (resale homes through a broker in finished projects), the succession page and the succession stage pages. */
export function successionFeature(_deps: FeatureDeps): FeatureModule {
  return {
    name: "succession",
    routes: async () => {},
  };
}
