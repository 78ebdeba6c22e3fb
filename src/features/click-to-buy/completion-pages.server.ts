import type { PageDataLoaders } from "~/server/feature-module";
import type { ClickToBuyShared } from "./click-to-buy.module";

/**
 * The pages after the flow (issue 18): buyResidenceSuccess and clickToBuyComplete (the completed
 * booking), orderForm, purchaseNotification. To be built.
 */
export function createCompletionPageData(_shared: ClickToBuyShared): PageDataLoaders {
  return {};
}
