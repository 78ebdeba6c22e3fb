import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { floorPlanOf } from "./floor-plan-image";
import type { ResidenceService } from "./residences.service";
import {
  BookingResponseSchema,
  entityId,
  FloorPlanParamsSchema,
  InterestRequestSchema,
  InterestResponseSchema,
  ShowingBookingSchema,
  ShowingIdParamsSchema,
  ShowingsResponseSchema,
  StageIdParamsSchema,
} from "./schema";

const errorResponses = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** Floor plans are drawn from data that rarely changes: let browsers and proxies keep them a day. */
const FLOOR_PLAN_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

/** Thin routes of the area, stage and home pages: interest form, showing booking, floor plans. */
export const residenceRoutes: FastifyPluginAsyncZod<{ service: ResidenceService }> = async (app, { service }) => {
  app.post(
    "/api/residence/interest",
    {
      schema: {
        tags: ["residences"],
        summary: "Register interest in an area, stage or home (the contact interest form, spec 000 §3)",
        description:
          "Stores the interest and queues a confirmation e-mail in the site's language. Give the most specific of objectId, stageId and areaId (at least one; they must belong together and to the site). Field errors answer 400 with translated messages per field.",
        body: InterestRequestSchema,
        response: { 200: InterestResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const result = await service.registerInterest(request.site, request.body, request.origin);
      return { id: result.id, message: translate(request.site.language, "residence.interest.success") };
    },
  );

  app.post(
    "/api/residence/showings/:showingId/book",
    {
      schema: {
        tags: ["residences"],
        summary: "Book a place at a showing",
        description:
          "Drop-in showings (no capacity) and past showings cannot be booked; a full showing and a second booking with the same e-mail answer 400 with a translated message. A confirmation e-mail is queued in the site's language.",
        params: ShowingIdParamsSchema,
        body: ShowingBookingSchema,
        response: { 200: BookingResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const booked = await service.bookShowing(request.site, request.params.showingId, request.body, request.origin);
      if (!booked) return reply.callNotFound();
      return { ...booked, message: translate(request.site.language, "residence.showings.booked") };
    },
  );

  app.get(
    "/api/residence/showings/:stageId",
    {
      schema: {
        tags: ["residences"],
        summary: "Upcoming showings of a stage with places left (fresh availability for the page)",
        params: StageIdParamsSchema,
        querystring: z.object({ objectId: entityId.optional() }),
        response: { 200: ShowingsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const list = await service.showingsOfStage(request.site.site, request.params.stageId, request.query.objectId);
      if (!list) return reply.callNotFound();
      reply.header("cache-control", "no-store");
      return { showings: list };
    },
  );

  app.get(
    "/api/residence/floorplan/:file",
    {
      schema: {
        tags: ["residences"],
        summary: "Floor plan drawing of a home as SVG: /api/residence/floorplan/{objectId}.svg",
        description: "Drawn from the home's rooms and living area, labelled in the site's language.",
        params: FloorPlanParamsSchema,
        response: { 200: z.string().describe("image/svg+xml"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const source = await service.floorPlanSource(request.site.site, request.params.file);
      if (!source) return reply.callNotFound();
      const svg = floorPlanOf(source, request.site.language);
      return reply
        .type("image/svg+xml; charset=utf-8")
        .header("cache-control", FLOOR_PLAN_CACHE)
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
