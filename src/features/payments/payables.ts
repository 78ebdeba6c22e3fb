import type { SiteCode } from "~/sites/sites";

/**
 * What a payment pays for, as the feature that owns it prices it: the amount and currency are
 * always the server's. The payments feature asks a source by the id the browser names
 * (createpaymentid/{id}); a source answers undefined for an id that is not the user's or not
 * payable now (404).
 */
export interface Payable {
  site: SiteCode;
  userId: string;
  amountMinor: number;
  currency: "SEK" | "NOK" | "EUR";
  /** The text on the payer's statement or in their Swish app (at most 50 characters). */
  message: string;
  /** The booking whose fee this is. */
  bookingId?: string;
  /** The VIP fee row (user_payments) this pays. */
  userPaymentId?: string;
  objectId?: number;
  /** Other users who may be named as the payment's buyers (a booking's co-buyers with accounts). */
  buyerUserIds?: string[];
}

export type PayableSource = (id: string, userId: string) => Promise<Payable | undefined>;

/** The sources by purpose: the buy flow's booking fee (click-to-buy), My Pages' VIP fee. */
export interface PayableSources {
  bookingFee: PayableSource;
  vipFee?: PayableSource;
}
