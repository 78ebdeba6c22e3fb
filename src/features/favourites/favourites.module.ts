import type { MyPagesGate } from "~/features/my-pages/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";

/** favourites (issue 15). */
export function favouritesFeature(deps: FeatureDeps & { myPages: MyPagesGate }): FeatureModule {
  const { myPages } = deps;
  return {
    name: "favourites",
    pageData: {
      myResidences: async (request) => ({ menu: (await myPages(request, "myResidences")).menu }),
    },
  };
}
