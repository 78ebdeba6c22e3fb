import type { MyPagesGate } from "~/features/my-pages/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";

/** my-account (issue 15). */
export function myAccountFeature(deps: FeatureDeps & { myPages: MyPagesGate }): FeatureModule {
  const { myPages } = deps;
  return {
    name: "my-account",
    pageData: {
      myPagesSettings: async (request) => ({ menu: (await myPages(request, "mySettings")).menu }),
      myPagesVip: async (request) => ({ menu: (await myPages(request, "myVip")).menu }),
      myPagesVipShowing: async (request) => ({ menu: (await myPages(request, "myVipShowing")).menu }),
      myPagesPayment: async (request) => ({ menu: (await myPages(request, "myPayments")).menu }),
    },
  };
}
