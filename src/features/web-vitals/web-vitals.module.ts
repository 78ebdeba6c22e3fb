import type { FeatureDeps, FeatureModule } from "~/server/feature-module";

/** Real visitors' page speed (issue 16): the web-vitals call, its report page and retention. To be built. */
export function webVitalsFeature(_deps: FeatureDeps): FeatureModule {
  return { name: "webVitals", routes: async () => {} };
}
