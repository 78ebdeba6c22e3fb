import type { MyPagesGate } from "~/features/my-pages/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { favouritesRoutes } from "./favourites.routes";
import { createFavouritesService } from "./favourites.service";
import { loadMyResidences } from "./my-residences.server";

/** Favourites (issue 15): the account's calls and the My residences page. */
export function favouritesFeature(deps: FeatureDeps & { myPages: MyPagesGate }): FeatureModule {
  const { myPages, database, clock } = deps;
  const service = createFavouritesService({ db: database.db });
  return {
    name: "favourites",
    routes: async (app) => {
      await app.register(favouritesRoutes, { service });
    },
    pageData: {
      myResidences: async (request) => {
        const { auth, menu } = await myPages(request, "myResidences");
        return { menu, ...(await loadMyResidences(database.db, service, auth.userId, request.site, clock())) };
      },
    },
  };
}
