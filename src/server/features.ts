import { accountFeature } from "~/features/account/account.module";
import { mailFeature } from "~/features/mail/mail.module";
import { residencesFeature } from "~/features/residences/residences.module";
import { searchFeature } from "~/features/search/search.module";
import { seoFeature } from "~/features/seo/seo.module";
import { textSearchFeature } from "~/features/text-search/text-search.module";
import { timeseriesFeature } from "~/features/timeseries/timeseries.module";
import type { FeatureDeps, FeatureModule } from "./feature-module";

/**
 * The features beyond the platform, each in its own folder under src/features. Order
 * matters for dynamic pages: the first feature that owns a path renders it.
 */
export function createFeatureModules(deps: FeatureDeps): FeatureModule[] {
  return [
    searchFeature(deps),
    residencesFeature(deps),
    mailFeature(deps),
    textSearchFeature(deps),
    seoFeature(deps),
    timeseriesFeature(deps),
    accountFeature(deps),
  ];
}
