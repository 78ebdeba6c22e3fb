import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { z } from "zod";
import { type BookingCookie, BookingCookieSchema, type SignCookie, SignCookieSchema } from "./schema";

/**
 * The buy flow's cookies (spec 001 section 7, decision 045): the booking cookie says which
 * booking of which home this browser is in (steps, reloads and a second tab continue it); the
 * sign cookie which agreement it is signing. Both are `<base64url JSON>.<HMAC>` signed with the
 * app's secret (AUTH_SECRET), HttpOnly, SameSite=Lax, Secure outside local. They only point:
 * every call still checks that the booking is the logged-in user's.
 */

export const BOOKING_COOKIE = "nordhem_booking";
export const SIGN_COOKIE = "nordhem_booking_sign";
/** A little longer than any hold: the booking's own state says when it is over. */
const COOKIE_SECONDS = 24 * 60 * 60;

/** Anything with the request's cookies: a Fastify request, or a page loader's parsed cookie header. */
export interface CookieSource {
  cookies: Record<string, string | undefined>;
}

function mac(secret: string, purpose: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}:${payload}`).digest();
}

/** The signed value of a cookie (exported for tests and for page loaders that build headers). */
export function signCookieValue(secret: string, name: string, value: object): string {
  const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${payload}.${mac(secret, name, payload).toString("base64url")}`;
}

/** The value of a signed cookie when its signature is ours and it fits its schema; else undefined. */
export function verifyCookieValue<T>(
  secret: string,
  name: string,
  raw: string | undefined,
  schema: z.ZodType<T>,
): T | undefined {
  if (!raw || raw.length > 1_000) return undefined;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(raw);
  if (!match) return undefined;
  const [, payload = "", given = ""] = match;
  const expected = mac(secret, name, payload);
  const actual = Buffer.from(given, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const options = (secure: boolean) => ({ path: "/", httpOnly: true, sameSite: "lax" as const, secure });

/** The booking cookie of a request (undefined when absent, tampered with or malformed). */
export function readBookingCookie(source: CookieSource, secret: string): BookingCookie | undefined {
  return verifyCookieValue(secret, BOOKING_COOKIE, source.cookies[BOOKING_COOKIE], BookingCookieSchema);
}

export function writeBookingCookie(reply: FastifyReply, secret: string, secure: boolean, value: BookingCookie) {
  reply.setCookie(BOOKING_COOKIE, signCookieValue(secret, BOOKING_COOKIE, value), {
    ...options(secure),
    maxAge: COOKIE_SECONDS,
  });
}

export function clearBookingCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(BOOKING_COOKIE, options(secure));
}

/** The sign cookie of a request (undefined when absent, tampered with or malformed). */
export function readSignCookie(source: CookieSource, secret: string): SignCookie | undefined {
  return verifyCookieValue(secret, SIGN_COOKIE, source.cookies[SIGN_COOKIE], SignCookieSchema);
}

export function writeSignCookie(reply: FastifyReply, secret: string, secure: boolean, value: SignCookie) {
  reply.setCookie(SIGN_COOKIE, signCookieValue(secret, SIGN_COOKIE, value), {
    ...options(secure),
    maxAge: COOKIE_SECONDS,
  });
}

export function clearSignCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SIGN_COOKIE, options(secure));
}

/** Both cookies gone: the booking ended (cancelled, expired, completed). */
export function clearBookingCookies(reply: FastifyReply, secure: boolean) {
  clearBookingCookie(reply, secure);
  clearSignCookie(reply, secure);
}
