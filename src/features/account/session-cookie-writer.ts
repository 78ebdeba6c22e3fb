import type { FastifyReply } from "fastify";
import type { IssuedSession } from "./account.service";
import { SESSION_COOKIE, SESSION_EXPIRES_COOKIE } from "./session-cookies";

/** The session's cookies: the token HttpOnly, its expiry readable (decision 011). */
export function writeSessionCookies(reply: FastifyReply, session: IssuedSession, secure: boolean) {
  const common = { path: "/", sameSite: "lax" as const, secure, expires: session.expiresAt };
  reply.setCookie(SESSION_COOKIE, session.token, { ...common, httpOnly: true });
  // Not secret: lets the page know when the session ends without reading the token (30 s check).
  reply.setCookie(SESSION_EXPIRES_COOKIE, String(session.expiresAt.getTime()), { ...common, httpOnly: false });
}

/** Cleared with the attributes they were set with, so no browser keeps a readable copy. */
export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  const common = { path: "/", sameSite: "lax" as const, secure };
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(SESSION_EXPIRES_COOKIE, { ...common, httpOnly: false });
}
