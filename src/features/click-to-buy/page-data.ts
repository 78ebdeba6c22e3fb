/** The buy flow's page data schemas (src/templates/page-data.ts registers them by template). */
export {
  BuyResidenceDataSchema,
  BuyResidenceDoneDataSchema,
  BuyResidenceErrorDataSchema,
  BuyResidenceInfoDataSchema,
  OrderFormDataSchema,
  PurchaseNotificationDataSchema,
} from "./schema";
