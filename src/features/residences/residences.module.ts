import type { Mailer } from "~/features/mail/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { mapPlacesRoutes } from "./map-places.routes";
import { mapPreviewRoutes } from "./map-preview.routes";
import { createMapPreviewService } from "./map-preview.service";
import { createRentalPages } from "./rental-pages";
import { residencePageResolver } from "./residence-pages";
import { residenceRoutes } from "./residences.routes";
import { createResidenceService } from "./residences.service";
import { showingPageResolver } from "./showing-pages";

/**
 * Area, stage and home pages (dynamic pages of the content service), the contact interest
 * form, showing bookings and floor plans, the showing pages of each stage (form and sign), the
 * rental pages, the places the offline base map labels, and the maps' preview pictures.
 */
export function residencesFeature(deps: FeatureDeps & { mailer: Mailer }): FeatureModule {
  const { mailer } = deps;
  const service = createResidenceService({
    db: deps.database.db,
    clock: deps.clock,
    mailer,
    throttle: deps.throttle,
  });
  const rentals = createRentalPages({ db: deps.database.db });
  // About 500 previews of a residence page's size (16 KB each at dpr 2).
  const previews = createMapPreviewService({ cacheBytes: 8 * 1024 * 1024 });
  return {
    name: "residences",
    routes: async (app) => {
      await app.register(residenceRoutes, { service });
      await app.register(mapPlacesRoutes, { db: deps.database.db });
      await app.register(mapPreviewRoutes, { previews });
    },
    dynamicPages: [
      // Before the residence pages: `<stage>/visning/` would otherwise be read as a home's path.
      showingPageResolver({ service, publicOrigins: deps.config.publicOrigins }),
      residencePageResolver({ db: deps.database.db, service }),
      rentals.resolver,
    ],
    pageData: { rentalProjectStart: rentals.startLoader },
  };
}
