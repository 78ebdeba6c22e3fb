import { z } from "zod";
import { accountFeature } from "~/features/account/account.module";
import { caseManagementFeature } from "~/features/case-management/case-management.module";
import { clickToBuyFeature } from "~/features/click-to-buy/click-to-buy.module";
import { createBookingFeeSource } from "~/features/click-to-buy/index.server";
import { consentFeature } from "~/features/consent/consent.module";
import { documentsFeature } from "~/features/documents/documents.module";
import { signCallbackPath } from "~/features/documents/schema";
import { explorerFeature } from "~/features/explorer/explorer.module";
import { favouritesFeature } from "~/features/favourites/favourites.module";
import { mailFeature } from "~/features/mail/mail.module";
import { myAccountFeature } from "~/features/my-account/my-account.module";
import { createMyPagesShell } from "~/features/my-pages/index.server";
import { myPagesFeature } from "~/features/my-pages/my-pages.module";
import { createNotificationsService } from "~/features/notifications/index.server";
import { notificationsFeature } from "~/features/notifications/notifications.module";
import { panoramaFeature } from "~/features/panorama/panorama.module";
import { paymentsFeature } from "~/features/payments/payments.module";
import { premisesFeature } from "~/features/premises/premises.module";
import { residenceNotFoundFeature } from "~/features/residences/residence-not-found.module";
import { residencesFeature } from "~/features/residences/residences.module";
import { sandboxFeature } from "~/features/sandbox/sandbox.module";
import { savedSearchesFeature } from "~/features/saved-searches/saved-searches.module";
import { searchFeature } from "~/features/search/search.module";
import { seoFeature } from "~/features/seo/seo.module";
import { successionFeature } from "~/features/succession/succession.module";
import { textSearchFeature } from "~/features/text-search/text-search.module";
import { timeseriesFeature } from "~/features/timeseries/timeseries.module";
import { webVitalsFeature } from "~/features/web-vitals/web-vitals.module";
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
  // The gate of every My Pages page (the user's menu decides which answer, decision 031).
  const myPages = createMyPagesShell({ db: deps.database.db, clock: deps.clock });
  // Features notify users of their domain events through one service (the header's bell lists them).
  const notifications = createNotificationsService({ db: deps.database.db, clock: deps.clock });
  const withMyPages = { ...withMail, myPages, notifications };
  // Documents are signed with the e-IDs the account feature connects (decision 032).
  const account = accountFeature({ ...withMail, notifications, otherOidcCallbacks: [signCallbackPath] });
  const documents = documentsFeature({ ...withMyPages, eidProviders: account.eidProviders });
  // Payments price what they pay for by asking its owner: the buy flow's booking fee (issue 18).
  const payments = paymentsFeature({
    ...withMyPages,
    payables: { bookingFee: createBookingFeeSource(deps.database.db, deps.clock) },
  });
  return [
    searchFeature(deps),
    residencesFeature(withMail),
    mail,
    textSearchFeature(deps),
    seoFeature(deps),
    timeseriesFeature(deps),
    consentFeature(deps),
    webVitalsFeature(deps),
    account,
    myPagesFeature(withMyPages),
    documents,
    favouritesFeature(withMyPages),
    savedSearchesFeature(withMyPages),
    myAccountFeature(withMyPages),
    notificationsFeature(withMyPages),
    caseManagementFeature(withMyPages),
    payments,
    clickToBuyFeature({
      ...withMyPages,
      documents: documents.documents,
      payments: payments.payments,
      identity: account.identityVerification,
    }),
    // Issue 19: premises, succession sale, the residence explorer and the 360 viewer.
    premisesFeature(withMail),
    successionFeature(deps),
    explorerFeature(deps),
    panoramaFeature(deps),
    sandboxFeature(deps),
    // Last: the not-found home, stage and premises pages answer only addresses no feature above owns.
    residenceNotFoundFeature(deps),
  ];
}

/** Every job of the features, and the platform's own: the throttle's old events. */
export function jobsOf(features: FeatureModule[], throttle: Throttle): AnyJobDefinition[] {
  return [
    ...features.flatMap((feature) => feature.jobs ?? []),
    defineJob({ name: "throttle.purge", schema: z.object({}), schedule: "7 * * * *", handle: () => throttle.purge() }),
  ];
}
