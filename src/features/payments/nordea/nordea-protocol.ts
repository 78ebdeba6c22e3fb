import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Nordea's e-payment wire format (the Solo payment button: the browser is sent to the bank's page
 * with the merchant's fields and a MAC, the bank sends it back with signed RETURN_ fields; a
 * status query by stamp for reconciliation), shared by the client and the bundled simulator. The
 * MAC is HMAC-SHA256 with the merchant's secret over the fields in their fixed order, each
 * followed by "&", as uppercase hex (key version 0001, algorithm 03).
 */

export const NORDEA_PAYMENT_VERSION = "0003";
export const NORDEA_QUERY_VERSION = "0001";
export const NORDEA_KEY_VERSION = "0001";
/** HMAC-SHA256 in the bank's numbering of MAC algorithms. */
export const NORDEA_MAC_ALGORITHM = "03";

/** Nordea's language codes: 1 Finnish, 2 Swedish, 3 English, 4 Norwegian. */
export const NORDEA_LANGUAGES = { fi: "1", sv: "2", en: "3", no: "4" } as const;

/** The fields of a payment request, in the order the MAC covers them. */
export const NORDEA_PAYMENT_MAC_FIELDS = [
  "SOLOPMT_VERSION",
  "SOLOPMT_STAMP",
  "SOLOPMT_RCV_ID",
  "SOLOPMT_AMOUNT",
  "SOLOPMT_REF",
  "SOLOPMT_DATE",
  "SOLOPMT_CUR",
] as const;

/** The return's fields in MAC order (RETURN_PAID only on a paid return). */
export const NORDEA_RETURN_MAC_FIELDS = [
  "SOLOPMT_RETURN_VERSION",
  "SOLOPMT_RETURN_STAMP",
  "SOLOPMT_RETURN_REF",
  "SOLOPMT_RETURN_PAID",
] as const;

/** The status query's fields in MAC order. */
export const NORDEA_QUERY_MAC_FIELDS = [
  "SOLOPMT_VERSION",
  "SOLOPMT_TIMESTMP",
  "SOLOPMT_RCV_ID",
  "SOLOPMT_LANGUAGE",
  "SOLOPMT_RESPTYPE",
  "SOLOPMT_STAMP",
  "SOLOPMT_KEYVERS",
  "SOLOPMT_ALG",
] as const;

/** The status answer's fields in MAC order. */
export const NORDEA_ANSWER_MAC_FIELDS = [
  "SOLOPMT_VERSION",
  "SOLOPMT_TIMESTMP",
  "SOLOPMT_RCV_ID",
  "SOLOPMT_RESPCODE",
  "SOLOPMT_STAMP",
  "SOLOPMT_REF",
  "SOLOPMT_AMOUNT",
  "SOLOPMT_CUR",
  "SOLOPMT_STATUS",
  "SOLOPMT_PAID",
  "SOLOPMT_KEYVERS",
  "SOLOPMT_ALG",
] as const;

/** The bank's status words of a payment (SOLOPMT_STATUS of the query's answer). */
export const NORDEA_PAYMENT_STATUSES = ["PENDING", "PAID", "REJECTED", "CANCELLED"] as const;
export type NordeaPaymentStatus = (typeof NORDEA_PAYMENT_STATUSES)[number];

/** The MAC over `fields` in `order`: a field that is absent is left out (RETURN_PAID of a cancel). */
export function nordeaMac(
  fields: Record<string, string | undefined>,
  order: readonly string[],
  secret: string,
): string {
  let text = "";
  for (const name of order) {
    const value = fields[name];
    if (value !== undefined) text += `${value}&`;
  }
  return createHmac("sha256", secret).update(text, "utf8").digest("hex").toUpperCase();
}

/** Compares a MAC that came with a message with the one we compute, in constant time. */
export function nordeaMacMatches(given: string | undefined, expected: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given.toUpperCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Minor units as the bank writes an amount: "1500.00". */
export function nordeaAmount(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2);
}

/** The bank's amount ("1500.00" or "1500,00") in minor units; null when it is not one. */
export function minorOfNordeaAmount(amount: string | undefined): number | null {
  if (!amount || !/^\d{1,12}([.,]\d{1,2})?$/.test(amount)) return null;
  const [whole = "0", fraction = ""] = amount.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
