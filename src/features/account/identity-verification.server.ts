import type { FastifyReply, FastifyRequest } from "fastify";
import { FieldValidationError } from "~/server/plugins/errors";
import { type EidService, EidUnavailableError, newBindingSecret } from "./eid.service";
import type { AuthContext, EidStartResponse, IdType } from "./schema";
import { EID_BINDING_COOKIE } from "./session-cookies";

/** The secret binding e-ID attempts to this browser (an HttpOnly cookie); made on the first start. */
export function eidBindingOf(request: FastifyRequest, reply: FastifyReply, secureCookies: boolean): string {
  const existing = request.cookies?.[EID_BINDING_COOKIE];
  if (existing && /^[\w-]{20,64}$/.test(existing)) return existing;
  const secret = newBindingSecret();
  reply.setCookie(EID_BINDING_COOKIE, secret, {
    path: "/api/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies,
    maxAge: 60 * 60,
  });
  return secret;
}

/**
 * Proving a logged-in user's identity with the site's e-ID for another feature (the buy flow's
 * `POST /api/booking/{idType}/start`, issue 18): the account's own update attempt, so the poll
 * (`/api/account_service/update/{idType}/status/{code}`) verifies the account's identity number
 * as the settings page's verification does, and an OIDC return comes back to `returnUrl`.
 */
export interface IdentityVerification {
  start(
    request: FastifyRequest,
    reply: FastifyReply,
    auth: AuthContext,
    idType: IdType,
    returnUrl: string | undefined,
  ): Promise<EidStartResponse>;
}

export function createIdentityVerification(eid: EidService, secureCookies: boolean): IdentityVerification {
  return {
    async start(request, reply, auth, idType, returnUrl) {
      try {
        return await eid.start(
          request.site,
          idType,
          { flow: "update", loginKind: auth.kind, returnUrl },
          { origin: request.origin, clientIp: request.ip, binding: eidBindingOf(request, reply, secureCookies), auth },
        );
      } catch (error) {
        // Another country's e-ID than the site's, or none connected: the same answer as the account's start.
        if (error instanceof EidUnavailableError) {
          throw new FieldValidationError([{ field: "idType", messageKey: "account.errors.eidUnavailable" }]);
        }
        throw error;
      }
    },
  };
}
