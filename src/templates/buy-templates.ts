/**
 * The pages around the buy flow in one lazily loaded chunk (like ./my-pages-templates.ts): each
 * dynamic import costs the page route's chunk, which every page loads. The flow itself
 * (BuyResidenceTemplate, for buyResidence and clickToBuyContract) keeps a chunk of its own.
 */
export { BuyResidenceDoneTemplate } from "~/features/click-to-buy/templates/BuyResidenceDoneTemplate";
export { BuyResidenceErrorTemplate } from "~/features/click-to-buy/templates/BuyResidenceErrorTemplate";
export { BuyResidenceInfoTemplate } from "~/features/click-to-buy/templates/BuyResidenceInfoTemplate";
export { OrderFormTemplate } from "~/features/click-to-buy/templates/OrderFormTemplate";
export { PurchaseNotificationTemplate } from "~/features/click-to-buy/templates/PurchaseNotificationTemplate";
