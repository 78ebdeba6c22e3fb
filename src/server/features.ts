import { z } from "zod";
import { accountFeature } from "~/features/account/account.module";
import { mailFeature } from "~/features/mail/mail.module";
import { residencesFeature } from "~/features/residences/residences.module";
import { sandboxFeature } from "~/features/sandbox/sandbox.module";
import { searchFeature } from "~/features/search/search.module";
import { seoFeature } from "~/features/seo/seo.module";
import { textSearchFeature } from "~/features/text-search/text-search.module";
import { timeseriesFeature } from "~/features/timeseries/timeseries.module";
import type { FeatureDeps, FeatureModule } from "./feature-module";
import { type AnyJobDefinition, defineJob } from "./jobs";
import type { Throttle } from "./throttle";

/**
 * The features beyond the platform, each in its own folder under src/features. Order
 * matters for dynamic pages: the first feature that owns a path renders it.
 */
export function createFeatureModules(deps: FeatureDeps): FeatureModule[] {
  // The one mailer goes to the features that send e-mail (one delivery job, one daily limit).
  const mail = mailFeature(deps);
  const withMail = { ...deps, mailer: mail.mailer };
  return [
    searchFeature(deps),
    residencesFeature(withMail),
    mail,
    textSearchFeature(deps),
    seoFeature(deps),
    timeseriesFeature(deps),
    accountFeature(withMail),
    sandboxFeature(deps),
  ];
}

/** Every job of the features, and the platform's own: the throttle's old events. */
export function jobsOf(features: FeatureModule[], throttle: Throttle): AnyJobDefinition[] {
  return [
    ...features.flatMap((feature) => feature.jobs ?? []),
    defineJob({ name: "throttle.purge", schema: z.object({}), schedule: "7 * * * *", handle: () => throttle.purge() }),
  ];
}
