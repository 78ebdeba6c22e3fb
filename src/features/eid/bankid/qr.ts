import { createHmac } from "node:crypto";

/** Where the real BankID app is started from a web page or an app on the same device. */
export const BANKID_APP_URL = "bankid:///";

/**
 * The content of BankID's animated QR code at `seconds` seconds after the order was started:
 * `bankid.<qrStartToken>.<seconds>.<HMAC-SHA256(key = qrStartSecret, message = seconds) in hex>`.
 * The code must be renewed every second. Server-side only: qrStartSecret must never reach the
 * browser, which would let anyone who sees one code forge the next ones.
 */
export function bankIdQrData(qrStartToken: string, qrStartSecret: string, seconds: number): string {
  if (!Number.isSafeInteger(seconds) || seconds < 0) {
    throw new RangeError(`QR time must be a whole number of seconds >= 0, got ${seconds}`);
  }
  const time = String(seconds);
  return `bankid.${qrStartToken}.${time}.${bankIdQrAuthCode(qrStartSecret, time)}`;
}

/** The HMAC part of the QR code (also what the simulator checks a pasted code against). */
export function bankIdQrAuthCode(qrStartSecret: string, time: string): string {
  return createHmac("sha256", qrStartSecret).update(time).digest("hex");
}

/**
 * The link that starts the BankID app on the same device: with the real app `appUrl` is
 * BANKID_APP_URL, with the simulator its `<base>/app` page. Without a redirect BankID wants the
 * literal "null" (the app then returns to the returnUrl of the order, or stays open).
 */
export function bankIdAutoStartLink(appUrl: string, autoStartToken: string, redirect?: string): string {
  const separator = appUrl.includes("?") ? "&" : "?";
  const target = redirect ? encodeURIComponent(redirect) : "null";
  return `${appUrl}${separator}autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=${target}`;
}
