import type { PageDataLoaders } from "~/server/feature-module";
import type { ClickToBuyShared } from "./click-to-buy.module";

/**
 * The buy flow's pages (issue 18): buyResidence and clickToBuyContract (the flow at its step),
 * buyResidenceInfo, buyResidenceError. To be built.
 */
export function createBuyFlowPageData(_shared: ClickToBuyShared): PageDataLoaders {
  return {};
}
