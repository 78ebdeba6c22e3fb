import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { createNotFoundService } from "./not-found.service";
import { notFoundPageResolver } from "./not-found-pages";

/**
 * The not-found object, stage and premises pages (issue 19; decision 057): its own module so that
 * src/server/features.ts can list it after every feature with pages under the residences base and
 * the premises path. Its resolver answers only addresses none of them owns.
 */
export function residenceNotFoundFeature(deps: FeatureDeps): FeatureModule {
  const service = createNotFoundService({ db: deps.database.db });
  return {
    name: "residenceNotFound",
    dynamicPages: [notFoundPageResolver({ service })],
  };
}
