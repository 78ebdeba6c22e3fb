import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { type BookingCookie, BookingCookieSchema, type SignCookie, SignCookieSchema } from "./schema";

/**
 * The buy flow's cookies (spec 001 section 7): the booking cookie (which booking of which home
 * this browser is in) and the sign cookie (the agreement being signed). Both HttpOnly and signed
 * with the app's secret (HMAC-SHA256), so a browser can neither read nor forge them; a value that
 * does not verify or parse is no cookie.
 */
export const BOOKING_COOKIE = "buyresidence";
export const SIGN_COOKIE = "buyresidencesign";

/** A booking outlives no hold: a day is more than any flow takes. */
const MAX_AGE_SECONDS = 24 * 60 * 60;

export interface BuyCookies {
  readBooking(request: FastifyRequest): BookingCookie | undefined;
  writeBooking(reply: FastifyReply, value: BookingCookie): void;
  readSign(request: FastifyRequest): SignCookie | undefined;
  writeSign(reply: FastifyReply, value: SignCookie): void;
  /** Both cookies gone (the booking completed or left). */
  clear(reply: FastifyReply): void;
}

export function createBuyCookies(options: { secret: string; secure: boolean }): BuyCookies {
  const attributes = { path: "/", sameSite: "lax" as const, secure: options.secure, httpOnly: true };
  const mac = (payload: string) => createHmac("sha256", options.secret).update(payload).digest("base64url");

  function write(reply: FastifyReply, name: string, value: unknown) {
    const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
    reply.setCookie(name, `${payload}.${mac(`${name}:${payload}`)}`, { ...attributes, maxAge: MAX_AGE_SECONDS });
  }

  function read<T>(request: FastifyRequest, name: string, schema: z.ZodType<T>): T | undefined {
    const raw = request.cookies[name];
    if (!raw) return undefined;
    const [payload, signature] = raw.split(".");
    if (!payload || !signature) return undefined;
    const expected = Buffer.from(mac(`${name}:${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const parsed = schema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    readBooking: (request) => read(request, BOOKING_COOKIE, BookingCookieSchema),
    writeBooking: (reply, value) => write(reply, BOOKING_COOKIE, value),
    readSign: (request) => read(request, SIGN_COOKIE, SignCookieSchema),
    writeSign: (reply, value) => write(reply, SIGN_COOKIE, value),
    clear(reply) {
      reply.clearCookie(BOOKING_COOKIE, attributes);
      reply.clearCookie(SIGN_COOKIE, attributes);
    },
  };
}
