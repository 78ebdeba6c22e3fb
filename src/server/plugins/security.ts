import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { translate } from "~/i18n/catalogs.server";
import { PMTILES_FILE_PATH } from "../config";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Everything else (TRACE, OPTIONS, PROPFIND, ...) answers 405: nothing here speaks it. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Static assets, images and the map's tile archive are cacheable and cheap: no rate limit. The
 * archive by its exact path, since any other /map/... path is a rendered (404) page.
 */
export function isUnlimited(url: string): boolean {
  return url.startsWith("/assets/") || url.startsWith("/img/") || url.split("?")[0] === PMTILES_FILE_PATH;
}

/**
 * Security headers, rate limiting, and CSRF protection for every
 * state-changing request: it must come from the same origin (Origin, or Sec-Fetch-Site when a
 * browser sends it). Cookies are SameSite=Lax too; the origin check covers the rest.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { rateLimitPerMinute: number; pageRateLimitPerMinute: number }) => {
    app.addHook("onRequest", async (request, reply) => {
      if (ALLOWED_METHODS.includes(request.method)) return;
      return reply
        .status(405)
        .header("allow", ALLOWED_METHODS.join(", "))
        .send({
          error: {
            code: "method_not_allowed",
            message: translate(request.site?.language ?? "sv", "errors.methodNotAllowed"),
          },
        });
    });

    await app.register(helmet, {
      // Pages get their own policy from the SSR handler (hashes of their inline scripts).
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });

    // Per process, in memory: the coarse first line (the limits per account, client and recipient
    // are in the database throttle, shared by every process). With N web processes a client may
    // make N times as many requests; size the limits per process (README). The API and the pages
    // count apart: a visitor browsing pages (each with its data requests) needs far more than an
    // API client should get.
    const isApi = (request: FastifyRequest) => request.url.startsWith("/api/");
    await app.register(rateLimit, {
      max: (request) => (isApi(request) ? opts.rateLimitPerMinute : opts.pageRateLimitPerMinute),
      keyGenerator: (request) => `${isApi(request) ? "api" : "page"}:${request.ip}`,
      timeWindow: "1 minute",
      allowList: (request) => isUnlimited(request.url),
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        error: {
          code: "too_many_requests",
          message: translate(request.site?.language ?? "sv", "errors.tooManyRequests"),
        },
        retryAfter: context.after,
      }),
    });

    app.addHook("onRequest", async (request, reply) => {
      if (!UNSAFE_METHODS.has(request.method)) return;
      return refuseCrossSite(request, reply);
    });
  },
);

/**
 * Refuses a cross-site request with 403 (decision 005). Every state-changing method gets it; a GET
 * that changes state because the spec names it so (pausing a notification) uses it as its own
 * `onRequest` hook.
 */
export async function refuseCrossSite(request: FastifyRequest, reply: FastifyReply) {
  if (isSameOrigin(request.headers.origin, request.headers["sec-fetch-site"], request.headers.host)) return;
  request.log.warn(
    { security: { call: `${request.method} ${request.routeOptions.url ?? "?"}` } },
    "cross-site request refused",
  );
  return reply.status(403).send({
    error: {
      code: "cross_site_request",
      message: translate(request.site?.language ?? "sv", "errors.crossSiteRequest"),
    },
  });
}

/**
 * A state-changing request is accepted when the browser says it is same-origin, or its Origin
 * header names this host. Requests without either header come from non-browser clients
 * (curl, server-to-server), which cannot carry a victim's cookies, so they pass.
 */
export function isSameOrigin(
  origin: string | undefined,
  secFetchSite: string | string[] | undefined,
  host: string | undefined,
): boolean {
  if (secFetchSite === "same-origin" || secFetchSite === "none") return true;
  if (origin === undefined) return secFetchSite === undefined;
  if (origin === "null") return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
