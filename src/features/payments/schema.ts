import { z } from "zod";
import { PAYMENT_PROVIDERS, PAYMENT_STATES, SWISH_PHONE_PATTERN } from "./payment-states";

/**
 * The payments contract (issue 18; spec 001 section 7 "Click to buy": createpaymentid,
 * startswishpayment, startsveapayment, startnordeapayment, paymentstatus). The spec's bodies
 * keep their PascalCase names. The amount and currency are never taken from the browser: the
 * server knows what a booking fee or a VIP fee costs.
 */

export {
  FINAL_PAYMENT_STATES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATES,
  type PaymentProviderName,
  type PaymentState,
  SWISH_PHONE_PATTERN,
} from "./payment-states";

export const PAYMENT_PURPOSES = ["bookingFee", "vipFee"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The header that makes a start idempotent (a UUID the browser makes per attempt). */
export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IdempotencyHeadersSchema = z.object({ [IDEMPOTENCY_HEADER]: z.uuid() });

/** createpaymentid/{id}: the booking's fee payment (made once, then the same one). */
export const CreatePaymentIdResponseSchema = z.object({
  paymentId: z.uuid(),
  paymentNumber: z.string(),
  /** Minor units (öre, øre, cents) and the currency, as the server set them. */
  amountMinor: z.number().int(),
  currency: z.enum(["SEK", "NOK", "EUR"]),
  status: z.enum(PAYMENT_STATES),
});
export type CreatePaymentIdResponse = z.infer<typeof CreatePaymentIdResponseSchema>;

/** Swedish mobile number for Swish, as typed (07x…, +467x…, 467x…); the payment form checks the same. */
const swishPhone = z.string().trim().regex(SWISH_PHONE_PATTERN, "validation.phoneNumber");

/** startswishpayment (spec: ObjectId, ContractId, UserIds, PaymentNumber, PhoneNumber, Message). */
export const StartSwishPaymentBodySchema = z.object({
  ObjectId: z.number().int().positive().max(2_147_483_647).nullable(),
  /** The booking's id (the contract being paid for), or the VIP fee's payment row. */
  ContractId: z.uuid(),
  UserIds: z.array(z.uuid()).max(4),
  PaymentNumber: z.string().min(1).max(40),
  PhoneNumber: swishPhone,
  /** Swish's message to the payer: at most 50 characters of Swish's allowed set. */
  Message: z
    .string()
    .max(50)
    .regex(/^[\p{L}\d :;.,?!()"'+/-]*$/u, "validation.invalidInput"),
});
export type StartSwishPaymentBody = z.infer<typeof StartSwishPaymentBodySchema>;

/** startsveapayment: ObjectId, ContractId, UserIds, PaymentNumber; Svea's checkout lets the payer choose card or invoice. */
export const StartSveaPaymentBodySchema = z.object({
  ObjectId: z.number().int().positive().max(2_147_483_647).nullable(),
  ContractId: z.uuid(),
  UserIds: z.array(z.uuid()).max(4),
  PaymentNumber: z.string().min(1).max(40),
});
export type StartSveaPaymentBody = z.infer<typeof StartSveaPaymentBodySchema>;

/** startnordeapayment: the same fields; the bank's page takes over. */
export const StartNordeaPaymentBodySchema = StartSveaPaymentBodySchema;
export type StartNordeaPaymentBody = z.infer<typeof StartNordeaPaymentBodySchema>;

/** The answer to a start: pending, with where the browser goes for Svea and Nordea. */
export const StartPaymentResponseSchema = z.object({
  paymentId: z.uuid(),
  status: z.enum(PAYMENT_STATES),
  /** Svea's checkout or Nordea's bank page; absent for Swish (the payer's app). */
  redirectUrl: z.string().optional(),
  /** Swish on the same device: the app link with the payment request's token. */
  appUrl: z.string().optional(),
});
export type StartPaymentResponse = z.infer<typeof StartPaymentResponseSchema>;

/** paymentstatus/{id}/{optional}: the payment's state (the optional segment asks the provider now). */
export const PaymentStatusParamsSchema = z.object({ id: z.uuid(), optional: z.enum(["refresh"]).optional() });
export const PaymentStatusResponseSchema = z.object({
  paymentId: z.uuid(),
  paymentNumber: z.string(),
  status: z.enum(PAYMENT_STATES),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  amountMinor: z.number().int(),
  currency: z.enum(["SEK", "NOK", "EUR"]),
  /** A translated message for declined, cancelled or error. */
  message: z.string().optional(),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;
