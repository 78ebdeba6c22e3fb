import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { consentOf, ensureVisitorId, visitorIdOf } from "~/features/consent/index.server";
import { translate } from "~/i18n/catalogs.server";
import { createTtlCache } from "~/lib/ttl-cache";
import { siteById } from "~/sites/sites";
import {
  LastVisitedParamsSchema,
  MostVisitedParamsSchema,
  type VisitCard,
  VisitCardSchema,
  VisitRequestSchema,
  VisitResponseSchema,
} from "./schema";
import type { TimeseriesService } from "./timeseries.service";

/** "Most visited" is the same for every visitor of a host: computed at most once a minute. */
const MOST_VISITED_CACHE_SECONDS = 60;

const ErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** The timeseries calls of spec 001 section 7: visits, recently viewed, most visited in a county. */
export const timeseriesRoutes: FastifyPluginAsyncZod<{
  timeseries: TimeseriesService;
  secureCookies: boolean;
}> = async (app, { timeseries, secureCookies }) => {
  const mostVisitedCache = createTtlCache<VisitCard[]>({
    ttlMs: MOST_VISITED_CACHE_SECONDS * 1000,
    maxEntries: 500,
  });

  /** Spec: a failing call "returns nothing" – the start page then simply shows no list. */
  async function orNothing(request: FastifyRequest, load: () => Promise<VisitCard[]>): Promise<VisitCard[]> {
    try {
      return await load();
    } catch (err) {
      request.log.error({ err }, "timeseries list failed");
      return [];
    }
  }

  app.post(
    "/api/timeseries/visit",
    {
      config: { access: "public" },
      schema: {
        tags: ["timeseries"],
        summary: "Record a visit of an area, stage or home page (path not shown in the spec)",
        description:
          "Only with statistics consent (the consent cookie, decision 035): without it nothing is recorded and the answer is 204. With it, sets the anonymous visitor cookie jmuid (6 months, HttpOnly) when missing and answers with its id. A visit of the same page by the same visitor within 30 minutes is counted once. 404 when the area, stage or home is not on the requesting site.",
        body: VisitRequestSchema,
        response: { 200: VisitResponseSchema, 204: z.null(), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // Nothing that follows a visitor before they agree to statistics (issue 16).
      if (!consentOf(request).statistics) return reply.status(204).send(null);
      const visitorId = ensureVisitorId(request, reply, secureCookies);
      const { kind, id } = request.body;
      const found = await timeseries.recordVisit(request.site.site, visitorId, kind, id);
      if (!found) {
        return reply.status(404).send({
          error: { code: "not_found", message: translate(request.site.language, "errors.notFoundApi") },
        });
      }
      return { visitorId };
    },
  );

  app.get(
    "/api/timeseries/lastvisited/:id/:siteId",
    {
      config: { access: "public" },
      schema: {
        tags: ["timeseries"],
        summary: "The last six areas, stages and homes the visitor saw on a site (spec 001 §7)",
        description:
          "id is the visitor id of the jmuid cookie. A visitor sees only their own history: any other id answers an empty list, as does an unknown site id or a failure.",
        params: LastVisitedParamsSchema,
        response: { 200: z.array(VisitCardSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const visitorId = visitorIdOf(request);
      const site = siteById(request.params.siteId);
      // Never someone else's history: the id in the path must be the browser's own cookie.
      if (!visitorId || visitorId !== request.params.id || !site) return [];
      return orNothing(request, () => timeseries.lastVisited(site.site, visitorId));
    },
  );

  app.get(
    "/api/timeseries/mostvisited/county/:id",
    {
      config: { access: "public" },
      schema: {
        tags: ["timeseries"],
        summary: "The six most visited stages and homes of a county in the last 30 days (spec 001 §7)",
        description: "id is the county's slug (e.g. stockholms-lan); the site comes from the Host header.",
        params: MostVisitedParamsSchema,
        response: { 200: z.array(VisitCardSchema) },
      },
    },
    async (request, reply) => {
      const site = request.site.site;
      reply.header("cache-control", `public, max-age=${MOST_VISITED_CACHE_SECONDS}`);
      return orNothing(request, () =>
        mostVisitedCache.get(`${site}|${request.params.id}`, () => timeseries.mostVisited(site, request.params.id)),
      );
    },
  );
};
