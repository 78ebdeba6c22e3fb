import { z } from "zod";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { defineJob } from "~/server/jobs";
import { webVitalsRoutes } from "./web-vitals.routes";
import { createWebVitalsService } from "./web-vitals.service";

/**
 * Real visitors' page speed (issue 16, decision 036): the web-vitals call, its report page and
 * the daily job that forgets measures older than 30 days. The browser's reporter is
 * ./entries/web-vitals-reporter.ts (the page shell loads it with statistics consent).
 */
export function webVitalsFeature(deps: FeatureDeps): FeatureModule {
  const { database, clock, config, throttle } = deps;
  const service = createWebVitalsService({ db: database.db, clock, throttle });
  return {
    name: "webVitals",
    routes: async (app) => {
      await app.register(webVitalsRoutes, {
        service,
        secureCookies: config.flags.secureCookies,
        access: { developerTools: config.flags.developerTools, token: config.webVitalsReportToken },
      });
    },
    jobs: [
      defineJob({
        name: "webVitals.purge",
        schema: z.object({}),
        // Daily at a quiet hour (UTC).
        schedule: "41 3 * * *",
        expireInSeconds: 900,
        retry: { limit: 2, delaySeconds: 300 },
        handle: async () => {
          await service.purge();
        },
      }),
    ],
  };
}
