import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { consentOf, ensureVisitorId } from "~/features/consent/index.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { mayReadReport, type ReportAccessOptions } from "./report-access.server";
import { reportPage } from "./report-page.server";
import { WebVitalReportSchema, WebVitalsReportQuerySchema, WebVitalsReportSchema } from "./schema";
import { REPORTS_PER_MINUTE, type WebVitalsService } from "./web-vitals.service";

export interface WebVitalsRoutesOptions {
  service: WebVitalsService;
  /** The visitor id cookie is Secure everywhere but locally. */
  secureCookies: boolean;
  access: ReportAccessOptions;
}

/** A report is about 300 bytes of JSON; anything much larger is not one. */
export const SAVE_BODY_LIMIT = 4 * 1024;

const tags = ["web vitals"];

/**
 * Whom the limit counts: the visitor id, hashed, so the throttle's rows (kept a day) do not hold
 * it in clear. A client that sends no cookie gets a new id each time and is bounded only by the
 * in-memory limit per address (decision 036).
 */
function visitorKeyOf(visitorId: string): string {
  return `webvitals:${createHash("sha256").update(visitorId).digest("base64url").slice(0, 32)}`;
}

/** The web-vitals call of spec 001 section 7 and its report page (issue 16, decision 036). */
export const webVitalsRoutes: FastifyPluginAsyncZod<WebVitalsRoutesOptions> = async (app, options) => {
  const { service } = options;

  app.post(
    "/api/webvitals/save",
    {
      config: { access: "public" },
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        summary: "Store one page-speed measure of a page load (spec 001 §7)",
        description: `Sent by the browser with sendBeacon, only with statistics consent: id, name (CLS, FCP, LCP, TTFB, INP; FID from older reporters), value, navigationType, rating, path (without query or hash), host, template. Stored for the request's own site (Host), never a visitor id or address; a resend of the same id and name replaces the first. 204 also without statistics consent in the consent cookie (then nothing is stored). Bad input 400, a body over ${SAVE_BODY_LIMIT} bytes 413, over ${REPORTS_PER_MINUTE} reports a minute per visitor 429.`,
        body: WebVitalReportSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 413: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // The server's own check of the choice: a reporter that missed a withdrawal stores nothing.
      if (!consentOf(request).statistics) return reply.status(204).send(null);
      // A visitor with statistics consent has a visitor id (decision 035); one whose consent call
      // did not get through gets it here, so the limit counts the visitor, not a shared address.
      const visitorId = ensureVisitorId(request, reply, options.secureCookies);
      await service.save(request.site.site, visitorKeyOf(visitorId), request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/webvitals/report",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The p75 of each metric per site and template over the last 7 days",
        description:
          "A page in the host's site's language, or JSON with `?format=json`. Outside production for clients on this machine (the socket's address); anywhere with `Authorization: Bearer <WEBVITALS_REPORT_TOKEN>`. Anyone else 404.",
        querystring: WebVitalsReportQuerySchema,
        response: {
          // The page's media type as the 200's description (as other HTML answers document it); the JSON form is the schema.
          200: z.union([WebVitalsReportSchema, z.string()]).describe("text/html"),
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
      // The API's own 404, as for a path that does not exist: the report's existence is not told.
      if (!mayReadReport(request, options.access)) return reply.callNotFound();
      const report = await service.report();
      if (request.query.format === "json") return report;
      return (
        reply
          .type("text/html; charset=utf-8")
          // A table of text: nothing may load or run on it.
          .header(
            "content-security-policy",
            "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
          )
          .header("referrer-policy", "no-referrer")
          .send(reportPage(report, request.site))
      );
    },
  );
};
