/**
 * Paying a fee in the browser for other features (the buy flow's payment step, My Pages' VIP
 * fee): the panel with its own calls. Load it lazily: it is no part of any page's first chunk.
 */
export { PaymentPanel, type PaymentPanelProps } from "../components/PaymentPanel";
export { createBookingFeePayment, createVipFeePayment } from "../components/payment-client";

/** The providers a fee in this currency is paid with (Swedish sites: Swish, Svea, Nordea; Norway: Nordea, Svea). */
export function feeProvidersOf(currency: "SEK" | "NOK" | "EUR"): ("swish" | "svea" | "nordea")[] {
  if (currency === "SEK") return ["swish", "svea", "nordea"];
  if (currency === "NOK") return ["nordea", "svea"];
  return [];
}
