/**
 * One interface for Swish, Svea and Nordea (issue 18). Each provider is a client of the
 * provider's documented API, pointed at the real service in production and at its bundled
 * simulator elsewhere (like the e-ID clients). The payments service owns the rules (amounts,
 * idempotency, applying an answer once); a provider only speaks its protocol.
 */
import type { PaymentProviderName } from "./schema";

/** A provider's view of a payment's state, in its own words mapped to ours. */
export type ProviderPaymentState = "pending" | "paid" | "declined" | "cancelled" | "error";

export interface ProviderStartInput {
  /** Our payment's id: the provider echoes it (instruction id, order reference, ...). */
  paymentId: string;
  paymentNumber: string;
  amountMinor: number;
  currency: "SEK" | "NOK" | "EUR";
  /** The text on the payer's statement or in their app (Swish: at most 50 characters). */
  message: string;
  /** Swish: the payer's number in international form without "+", e.g. 46701234567. */
  payerPhone?: string;
  /** Where the provider sends its callback (server to server). */
  callbackUrl: string;
  /** Where the provider sends the browser back (Svea, Nordea). */
  returnUrl: string;
  /** Where the browser goes when the payer cancels at the provider (Svea, Nordea). */
  cancelUrl: string;
  language: "sv" | "no" | "fi" | "en";
}

export interface ProviderStartResult {
  /** The provider's id of the payment; statuses and callbacks name it. */
  providerRef: string;
  redirectUrl?: string;
  appUrl?: string;
}

/** What a provider said about a payment (a callback, a return or a status answer). */
export interface ProviderReport {
  providerRef: string;
  /** A stable id of this report: a repeat of the same report is recognised by it. */
  eventId: string;
  state: ProviderPaymentState;
  /** The amount and currency the provider names: applied only if they equal ours. */
  amountMinor: number | null;
  currency: string | null;
  /** The provider's own status word and error code, for the record. */
  rawStatus: string;
  errorCode?: string;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  /**
   * How long a started payment may stay pending at this provider before the reconciliation job
   * gives it up as error (Swish: a payment request lives 3 minutes). Default 30 minutes.
   */
  lifetimeSeconds?: number;
  /**
   * The provider's reference of our payment when we choose it ourselves (Swish's instruction
   * UUID): named before the start, so a start that timed out is still found by reconciliation.
   */
  referenceOf?(paymentId: string): string;
  start(input: ProviderStartInput): Promise<ProviderStartResult>;
  /** Asks the provider for the payment's state now (status polling, reconciliation). */
  status(providerRef: string): Promise<ProviderReport>;
  /**
   * Checks a callback's authenticity (signature, certificate, or by asking the provider back)
   * and reads it; undefined when it is not a genuine report of this provider.
   */
  verifyCallback(input: {
    headers: Record<string, string | string[] | undefined>;
    body: unknown;
    rawBody: string;
  }): Promise<ProviderReport | undefined>;
}

/** A provider that did not answer in time or answered nonsense: the payment stays pending and is reconciled. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = "ProviderUnavailableError";
  }
}

/** A provider that refused the start itself (a payer not enrolled, a bad amount): the payment ends as error with its code. */
export class ProviderRefusedError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    /** The provider's own error code, kept on the payment (no personal data). */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ProviderRefusedError";
  }
}

/** The providers this deployment has (a site offers only those of its flow, PAYMENT_PROVIDERS_OF_SITE). */
export type PaymentProviders = Partial<Record<PaymentProviderName, PaymentProvider>>;
