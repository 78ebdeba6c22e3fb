/**
 * The payments contract's plain values (no zod), for browser code that needs them without the
 * schemas: the providers, the states, and the Swish number rule the form and the server share.
 */

export const PAYMENT_PROVIDERS = ["swish", "svea", "nordea"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** created: numbered, no provider yet; pending: started with a provider; then one of the final states. */
export const PAYMENT_STATES = ["created", "pending", "paid", "declined", "cancelled", "error"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const FINAL_PAYMENT_STATES: readonly PaymentState[] = ["paid", "declined", "cancelled", "error"];

/** Swedish mobile number for Swish, as typed (07x…, +467x…, 467x…): the form and the server's schema check the same. */
export const SWISH_PHONE_PATTERN = /^(\+?46|0)7\d[\d -]{6,10}$/;
