import { createHash } from "node:crypto";
import { z } from "zod";

/**
 * Svea Checkout's wire format (the merchant API: create order, get order), shared by the client
 * and the bundled simulator. Amounts are in minor units, quantities and VAT in hundredths (100 =
 * one piece, 2500 = 25 %), as Svea documents them.
 */

export const SVEA_STAGE_API_URL = "https://checkoutapistage.svea.com";
export const SVEA_PRODUCTION_API_URL = "https://checkoutapi.svea.com";

/** The placeholder Svea replaces with the order's id in PushUri and ConfirmationUri. */
export const SVEA_ORDER_PLACEHOLDER = "{checkout.order.uri}";

/** The query parameter our push and confirmation URLs carry the order's id in. */
export const SVEA_ORDER_QUERY = "svea_order_id";

/**
 * Svea's order statuses: Created (open), Final or Confirmed (paid), Cancelled, Expired (closed
 * unpaid). Svea's own checkout keeps a refused card or invoice open for another try; the bundled
 * simulator reports a refusal that ends the checkout as Declined (decision 047).
 */
export const SVEA_ORDER_STATUSES = ["Created", "Confirmed", "Final", "Cancelled", "Expired", "Declined"] as const;

export const SveaCartItemSchema = z.object({
  ArticleNumber: z.string().max(256).nullish(),
  Name: z.string().max(40),
  Quantity: z.number().int().positive(),
  UnitPrice: z.number().int(),
  DiscountPercent: z.number().int().min(0).max(10000).default(0),
  VatPercent: z.number().int().min(0).max(10000),
  Unit: z.string().max(4).nullish(),
  TemporaryReference: z.string().nullish(),
  RowNumber: z.number().int().nullish(),
});
export type SveaCartItem = z.infer<typeof SveaCartItemSchema>;

export const SveaMerchantSettingsSchema = z.object({
  CheckoutUri: z.string().min(1).max(500),
  ConfirmationUri: z.string().min(1).max(500),
  PushUri: z.string().min(1).max(500),
  TermsUri: z.string().min(1).max(500),
  CheckoutValidationCallBackUri: z.string().max(500).nullish(),
});

export const SveaCreateOrderRequestSchema = z.object({
  CountryCode: z.enum(["SE", "NO", "FI", "DK", "DE"]),
  Currency: z.enum(["SEK", "NOK", "EUR", "DKK"]),
  Locale: z.enum(["sv-SE", "nn-NO", "nb-NO", "fi-FI", "da-DK", "en-US", "de-DE"]),
  ClientOrderNumber: z.string().min(1).max(32),
  MerchantSettings: SveaMerchantSettingsSchema,
  Cart: z.object({ Items: z.array(SveaCartItemSchema).min(1).max(1000) }),
  MerchantData: z.string().max(6000).nullish(),
});
export type SveaCreateOrderRequest = z.infer<typeof SveaCreateOrderRequestSchema>;

export const SveaOrderSchema = z.object({
  OrderId: z.number().int().positive(),
  ClientOrderNumber: z.string(),
  Status: z.string(),
  Currency: z.string(),
  CountryCode: z.string().nullish(),
  Locale: z.string().nullish(),
  Cart: z.object({ Items: z.array(SveaCartItemSchema) }),
  MerchantSettings: SveaMerchantSettingsSchema.partial().nullish(),
  Gui: z.object({ Layout: z.string().nullish(), Snippet: z.string().nullish() }).nullish(),
  /** Card, Invoice, ...: set when the order is final. */
  PaymentType: z.string().nullish(),
});
export type SveaOrder = z.infer<typeof SveaOrderSchema>;

/** Svea's error answer (400s): a code and a message. */
export const SveaErrorSchema = z.object({ Code: z.string().nullish(), Message: z.string().nullish() }).loose();

/** An order's total in minor units: each row's unit price times its quantity (hundredths), less its discount. */
export function sveaOrderTotalMinor(items: readonly SveaCartItem[]): number {
  let total = 0;
  for (const item of items) {
    const gross = (item.UnitPrice * item.Quantity) / 100;
    total += Math.round(gross * (1 - (item.DiscountPercent ?? 0) / 10000));
  }
  return total;
}

/** Svea's timestamp header: UTC "yyyy-MM-dd HH:mm:ss". */
export function sveaTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

/**
 * Svea's authorization header: `Svea base64(merchantId:hex(sha512(body + secret + timestamp)))`,
 * the body being the request's exact JSON text (empty for a GET).
 */
export function sveaAuthorization(merchantId: string, secret: string, body: string, timestamp: string): string {
  const digest = createHash("sha512")
    .update(body + secret + timestamp, "utf8")
    .digest("hex");
  return `Svea ${Buffer.from(`${merchantId}:${digest}`, "utf8").toString("base64")}`;
}
