import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The alert e-mail's unsubscribe link carries `<search id>.<HMAC of it>`: it turns that one
 * search's alerts off without a login, and cannot be made for another search without the
 * server's secret (AUTH_SECRET). It never expires: an old e-mail's link must still work.
 */

const PURPOSE = "saved-search-unsubscribe:";

function mac(secret: string, id: string): Buffer {
  return createHmac("sha256", secret)
    .update(PURPOSE + id)
    .digest();
}

export function unsubscribeToken(secret: string, savedSearchId: string): string {
  return `${savedSearchId}.${mac(secret, savedSearchId).toString("base64url")}`;
}

/** The saved search a token names, or undefined for a token that is not ours. */
export function savedSearchOfToken(secret: string, token: string): string | undefined {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, id = "", given = ""] = match;
  const expected = mac(secret, id);
  const actual = Buffer.from(given, "base64url");
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
}
