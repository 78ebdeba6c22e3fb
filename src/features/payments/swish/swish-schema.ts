import { z } from "zod";

/**
 * The Swish Commerce API's wire shapes (payment requests v2 create, v1 read; the callback is the
 * read shape). Amounts are decimal strings in requests ("5000.00") and numbers or strings in
 * answers; both are read as minor units. Test numbers and payee alias are Swish's own (MSS).
 */

export const SWISH_CREATE_PATH = "/api/v2/paymentrequests";
export const SWISH_READ_PATH = "/api/v1/paymentrequests";

/** Swish's instruction id: 32 upper-case hex characters (a UUID without dashes). */
export const InstructionIdSchema = z.string().regex(/^[0-9A-F]{32}$/);

export const SWISH_STATUSES = ["CREATED", "PAID", "DECLINED", "ERROR", "CANCELLED"] as const;
export type SwishStatus = (typeof SWISH_STATUSES)[number];

/** Swish's test payee (the Merchant Swish Simulator's). */
export const SWISH_TEST_PAYEE_ALIAS = "1231181189";
/** Swish payment requests not answered by the payer end as ERROR (TM01) after three minutes. */
export const SWISH_REQUEST_LIFETIME_SECONDS = 180;

/** A Swish message: at most 50 characters of Swish's allowed set. */
export const SwishMessageSchema = z
  .string()
  .max(50)
  .regex(/^[\p{L}\d :;.,?!()"'+/-]*$/u);

export const SwishCreateRequestSchema = z.object({
  payeePaymentReference: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,35}$/)
    .optional(),
  callbackUrl: z.url().refine((url) => url.startsWith("https://") || url.startsWith("http://"), "http(s)"),
  /** Absent for a payment on the same device (the app opens with the PaymentRequestToken). */
  payerAlias: z
    .string()
    .regex(/^\d{8,15}$/)
    .optional(),
  payeeAlias: z.string().regex(/^\d{10,11}$/),
  amount: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/),
  currency: z.literal("SEK"),
  message: SwishMessageSchema.optional(),
});
export type SwishCreateRequest = z.infer<typeof SwishCreateRequestSchema>;

const wireAmount = z.union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/)]);

export const SwishPaymentRequestSchema = z.object({
  id: z.string(),
  payeePaymentReference: z.string().nullish(),
  paymentReference: z.string().nullish(),
  callbackUrl: z.string().nullish(),
  payerAlias: z.string().nullish(),
  payeeAlias: z.string().nullish(),
  amount: wireAmount,
  currency: z.string(),
  message: z.string().nullish(),
  status: z.enum(SWISH_STATUSES),
  dateCreated: z.string().nullish(),
  datePaid: z.string().nullish(),
  errorCode: z.string().nullish(),
  errorMessage: z.string().nullish(),
});
export type SwishPaymentRequest = z.infer<typeof SwishPaymentRequestSchema>;

/** Swish's error answer (422 and others): a list of codes. */
export const SwishErrorsSchema = z.array(
  z.object({ errorCode: z.string(), errorMessage: z.string().nullish(), additionalInformation: z.string().nullish() }),
);

/** "5000.00" from 500000 öre. */
export function swishAmountOf(amountMinor: number): string {
  return `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, "0")}`;
}

/** Minor units of a Swish amount (a number like 5000 or 5000.5, or a string "5000.00"). */
export function minorOfSwishAmount(amount: number | string): number {
  const text = typeof amount === "number" ? amount.toFixed(2) : amount;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

/** Swish's instruction id of our payment: its UUID without dashes, upper case. */
export function instructionIdOf(paymentId: string): string {
  return paymentId.replace(/-/g, "").toUpperCase();
}

/** A Swedish mobile number as Swish wants it: 46 and the number without its leading 0 (0701234567 → 46701234567). */
export function swishPayerAliasOf(phone: string): string {
  const digits = phone.replace(/[^\d]/g, "");
  if (digits.startsWith("46")) return digits;
  if (digits.startsWith("0")) return `46${digits.slice(1)}`;
  return digits;
}
