import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The anonymous visitor id cookie (spec 000 section 9 "jmuid", 6 months; decision 007). Only
 * set with statistics consent (issue 16, decision 035): "accept all" and a manual choice with
 * statistics set it, a choice without statistics removes it.
 */
export const VISITOR_COOKIE = "jmuid";
const VISITOR_COOKIE_SECONDS = 183 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9-]{16,64}$/;

/** The visitor id of the request's cookie, when it is one of ours. */
export function visitorIdOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[VISITOR_COOKIE];
  return value && VISITOR_ID.test(value) ? value : undefined;
}

/** The visitor id, setting the cookie when the browser has none (call only with statistics consent). */
export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = visitorIdOf(request);
  if (existing) return existing;
  const id = randomUUID();
  reply.setCookie(VISITOR_COOKIE, id, {
    path: "/",
    maxAge: VISITOR_COOKIE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
  return id;
}

/** Removes the visitor id cookie (statistics declined or withdrawn). */
export function forgetVisitorId(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  if (request.cookies[VISITOR_COOKIE] !== undefined) {
    reply.clearCookie(VISITOR_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
  }
}
