import type { FeatureDeps, FeatureModule } from "~/server/feature-module";

/** Cookie consent (issue 16): the experiments call, the consent log and its retention. To be built. */
export function consentFeature(_deps: FeatureDeps): FeatureModule {
  return { name: "consent", routes: async () => {} };
}
