import { z } from "zod";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { defineJob } from "~/server/jobs";
import { consentRoutes } from "./consent.routes";
import { createConsentService } from "./consent.service";

/** Cookie consent (issue 16): the experiments call, the consent log and its retention. */
export function consentFeature(deps: FeatureDeps): FeatureModule {
  const consent = createConsentService({ db: deps.database.db, clock: deps.clock });
  return {
    name: "consent",
    routes: async (app) => {
      await app.register(consentRoutes, {
        consent,
        throttle: deps.throttle,
        secureCookies: deps.config.flags.secureCookies,
      });
    },
    jobs: [
      defineJob({
        name: "consent.purge",
        schema: z.object({}),
        // Daily at night: choices older than the retention of decision 035.
        schedule: "23 3 * * *",
        handle: async () => {
          await consent.purge();
        },
      }),
    ],
  };
}
