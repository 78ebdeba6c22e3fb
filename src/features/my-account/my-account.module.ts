import type { MyPagesGate } from "~/features/my-pages/index.server";
import { type FeatureDeps, type FeatureModule, PageNotFound } from "~/server/feature-module";
import { createMyAccountService } from "./my-account.service";

/**
 * my-account (issue 15): the settings, VIP, VIP showing and payments pages of My Pages. Every
 * loader goes through the My Pages gate (the user's menu decides; one round trip), then one
 * query of its own. The calls the pages' forms make are the account feature's routes.
 */
export function myAccountFeature(deps: FeatureDeps & { myPages: MyPagesGate }): FeatureModule {
  const { myPages } = deps;
  const service = createMyAccountService({ db: deps.database.db, clock: deps.clock });
  return {
    name: "my-account",
    pageData: {
      myPagesSettings: async (request) => {
        const { auth, menu } = await myPages(request, "mySettings");
        const settings = await service.settingsOf(auth, request.site);
        // A session whose account is gone (deleted meanwhile) has no settings page.
        if (!settings) throw new PageNotFound("no such user");
        return { menu, ...settings };
      },
      myPagesVip: async (request) => {
        const { auth, menu } = await myPages(request, "myVip");
        return { menu, membership: await service.vipOf(auth, request.site) };
      },
      myPagesVipShowing: async (request) => {
        const { menu } = await myPages(request, "myVipShowing");
        return { menu, showings: await service.vipShowingsOf(request.site) };
      },
      myPagesPayment: async (request) => {
        const { auth, menu } = await myPages(request, "myPayments");
        return { menu, payments: await service.paymentsOf(auth, request.site) };
      },
    },
  };
}
