import type { FeatureDeps, FeatureModule } from "./feature-module";

/**
 * The features beyond the platform, each in its own folder under src/features. Order
 * matters for dynamic pages: the first feature that owns a path renders it.
 */
export function createFeatureModules(_deps: FeatureDeps): FeatureModule[] {
  return [];
}
