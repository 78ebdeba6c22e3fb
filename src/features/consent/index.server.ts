/** The consent feature's server-side entry: the visitor id cookie and the request's consent. */
import type { FastifyRequest } from "fastify";
import { CONSENT_COOKIE, type ConsentState, parseConsent } from "./consent-cookie";

export { ensureVisitorId, forgetVisitorId, VISITOR_COOKIE, visitorIdOf } from "./visitor-cookie.server";

/** The consent the request's cookie carries (no consent when it has none or a malformed one). */
export function consentOf(request: FastifyRequest): ConsentState {
  return parseConsent(request.cookies[CONSENT_COOKIE]);
}
