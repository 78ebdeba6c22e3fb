import { z } from "zod";
import type { Mailer } from "~/features/mail/index.server";
import type { MyPagesGate } from "~/features/my-pages/index.server";
import { createSearchService } from "~/features/search/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { defineJob } from "~/server/jobs";
import { createSavedSearchAlerts } from "./saved-search-alerts.server";
import { savedSearchesRoutes } from "./saved-searches.routes";
import { createSavedSearchesService } from "./saved-searches.service";
import { MAX_SAVED_SEARCHES } from "./schema";

/**
 * Saved searches and their alerts (issue 15): the API, the My Pages list ("mySavedSearches"),
 * and the job that e-mails each search's new matches at most once an hour.
 */
export function savedSearchesFeature(deps: FeatureDeps & { myPages: MyPagesGate; mailer: Mailer }): FeatureModule {
  const { myPages, database, clock, config } = deps;
  const service = createSavedSearchesService({ db: database.db, clock });
  // The search's own filter semantics decide what a saved search finds (one owner).
  const search = createSearchService({ db: database.db, clock, prepared: database.prepared });
  const alerts = createSavedSearchAlerts({
    db: database.db,
    clock,
    search,
    mailer: deps.mailer,
    publicOrigins: config.publicOrigins,
    secret: config.authSecret,
  });
  return {
    name: "saved-searches",
    routes: async (app) => {
      await app.register(savedSearchesRoutes, {
        service,
        alerts,
        db: database.db,
        secret: config.authSecret,
        disableAlerts: (id) => service.disableAlerts(id),
      });
    },
    pageData: {
      mySavedSearches: async (request) => {
        const visit = await myPages(request, "mySavedSearches");
        return {
          menu: visit.menu,
          searches: await service.list(visit.auth.userId, request.site),
          max: MAX_SAVED_SEARCHES,
          searchPage: request.site.urls.searchHomes ?? null,
        };
      },
    },
    jobs: [
      defineJob({
        name: "savedSearches.alerts",
        schema: z.object({}),
        // Every five minutes: a search's digest goes at most an hour after its last one.
        schedule: "*/5 * * * *",
        expireInSeconds: 600,
        retry: { limit: 2, delaySeconds: 60 },
        handle: async () => {
          await alerts.run();
        },
      }),
    ],
  };
}
