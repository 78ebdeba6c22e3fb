import type { MyPagesGate } from "~/features/my-pages/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";

/** documents (issue 15). */
export function documentsFeature(deps: FeatureDeps & { myPages: MyPagesGate }): FeatureModule {
  const { myPages } = deps;
  return {
    name: "documents",
    pageData: {
      myDocuments: async (request) => ({ menu: (await myPages(request, "myAgreements")).menu }),
    },
  };
}
