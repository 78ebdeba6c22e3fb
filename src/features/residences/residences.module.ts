import type { Mailer } from "~/features/mail/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { mapPlacesRoutes } from "./map-places.routes";
import { residencePageResolver } from "./residence-pages";
import { residenceRoutes } from "./residences.routes";
import { createResidenceService } from "./residences.service";

/**
 * Area, stage and home pages (dynamic pages of the content service), the contact interest
 * form, showing bookings and floor plans, and the places the offline base map labels.
 */
export function residencesFeature(deps: FeatureDeps & { mailer: Mailer }): FeatureModule {
  const { mailer } = deps;
  const service = createResidenceService({
    db: deps.database.db,
    clock: deps.clock,
    mailer,
    throttle: deps.throttle,
  });
  return {
    name: "residences",
    routes: async (app) => {
      await app.register(residenceRoutes, { service });
      await app.register(mapPlacesRoutes, { db: deps.database.db });
    },
    dynamicPages: [residencePageResolver({ db: deps.database.db, service })],
  };
}
