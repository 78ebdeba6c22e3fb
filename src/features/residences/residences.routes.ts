import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate, translatorFor } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { clientNetworkOf } from "~/server/client-address";
import { ConfirmBookingRequestSchema, ConfirmBookingResponseSchema } from "./confirm-schema";
import { floorPlanOf } from "./floor-plan-image";
import type { RequestContext } from "./request-context.server";
import { BOOKING_LIMITS, INTEREST_LIMITS, PENDING_PER_PLACE, type ResidenceService } from "./residences.service";
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
import { showingIcs } from "./showing-calendar";

const errorResponses = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const throttledResponse = {
  429: ApiErrorSchema.describe("Over a limit (decision 013): the Retry-After header says when to try again"),
};

const hours = (ms: number) => ms / 3_600_000;

/** Floor plans are drawn from data that rarely changes: let browsers and proxies keep them a day. */
const FLOOR_PLAN_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

/** Thin routes of the area, stage and home pages: interest form, showing booking, floor plans. */
export const residenceRoutes: FastifyPluginAsyncZod<{ service: ResidenceService }> = async (app, { service }) => {
  const contextOf = (request: { publicOrigin: string; ip: string }): RequestContext => ({
    mailOrigin: request.publicOrigin,
    client: clientNetworkOf(request.ip),
  });
  // A logged-in visitor's interest or booking is theirs: My residences lists it.
  const signedContextOf = async (request: {
    publicOrigin: string;
    ip: string;
    authContext: () => Promise<{ userId: string } | undefined>;
  }): Promise<RequestContext> => ({ ...contextOf(request), userId: (await request.authContext())?.userId ?? null });

  app.post(
    "/api/residence/interest",
    {
      config: { access: "public" },
      schema: {
        tags: ["residences"],
        summary: "Register interest in an area, stage, home or premises (the contact interest form, spec 000 §3)",
        description: `Stores the interest and queues a confirmation e-mail in the site's language. Give the most specific of objectId, stageId and areaId (at least one; they must belong together and to the site), or premisesId alone for commercial premises (issue 19: premises of another site or none answer 404, sold premises 400; the premises' contact person is e-mailed too). Field errors answer 400 with translated messages per field. At most ${INTEREST_LIMITS.client.limit} requests per client address (IPv6: its /64) in ${hours(INTEREST_LIMITS.client.windowMs)} hour(s), else 429 with Retry-After.`,
        body: InterestRequestSchema,
        response: { 200: InterestResponseSchema, ...errorResponses, ...throttledResponse },
      },
    },
    async (request) => {
      const result = await service.registerInterest(request.site, request.body, await signedContextOf(request));
      return { id: result.id, message: translate(request.site.language, "residence.interest.success") };
    },
  );

  app.post(
    "/api/residence/showings/:showingId/book",
    {
      config: { access: "public" },
      schema: {
        tags: ["residences"],
        summary: "Ask for a place at a showing: a pending booking and an e-mail with its confirmation link",
        description: `The booking holds a place only once confirmed through the e-mailed link (POST /api/residence/showings/confirm); places left count confirmed bookings. Drop-in showings (no capacity) and past showings cannot be booked; a full showing, and an address that has already confirmed a place at it, answer 400 with a translated message. Asking again before confirming sends a new link and voids the old one. Limits, each 429 with Retry-After and a translated message: ${BOOKING_LIMITS.email.limit} requests per e-mail address in ${hours(BOOKING_LIMITS.email.windowMs)} hours, ${BOOKING_LIMITS.client.limit} per client address (IPv6: its /64) in ${hours(BOOKING_LIMITS.client.windowMs)} hour(s), ${PENDING_PER_PLACE} pending bookings per place of the showing, and the recipient's daily e-mail limit.`,
        params: ShowingIdParamsSchema,
        body: ShowingBookingSchema,
        response: { 200: BookingResponseSchema, ...errorResponses, ...throttledResponse },
      },
    },
    async (request, reply) => {
      const booked = await service.bookShowing(
        request.site,
        request.params.showingId,
        request.body,
        await signedContextOf(request),
      );
      if (!booked) return reply.callNotFound();
      return { ...booked, message: translate(request.site.language, "residence.showings.requested") };
    },
  );

  const confirmAnswer = (
    language: Parameters<typeof translate>[0],
    answer: Awaited<ReturnType<ResidenceService["confirmBooking"]>>,
  ) => ({
    ...answer,
    message: translate(language, `residence.showings.confirm.outcome.${answer.status}`),
  });

  app.post(
    "/api/residence/showings/confirm/lookup",
    {
      config: { access: "public" },
      schema: {
        tags: ["residences"],
        summary: "What a booking confirmation link is about and where it stands (changes nothing)",
        description:
          "The showing's page calls it when opened from the e-mailed link (the token is in the page's fragment, #confirm-showing=<token>). Status pending (confirm it), alreadyConfirmed, full, expired or invalid (no such link on this site), with the message in the site's language.",
        body: ConfirmBookingRequestSchema,
        response: { 200: ConfirmBookingResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return confirmAnswer(request.site.language, await service.lookupBooking(request.site, request.body.token));
    },
  );

  app.post(
    "/api/residence/showings/confirm",
    {
      config: { access: "public" },
      schema: {
        tags: ["residences"],
        summary: "Confirm a showing booking with the token of its e-mailed link: the place becomes the visitor's",
        description:
          "Only this POST confirms (mail scanners that open the link confirm nothing). Status confirmed (the place is booked), alreadyConfirmed (confirming again changes nothing), full (the showing filled up before the confirmation), expired (the link works until the showing starts, at most 24 hours) or invalid; the message is in the site's language.",
        body: ConfirmBookingRequestSchema,
        response: { 200: ConfirmBookingResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return confirmAnswer(request.site.language, await service.confirmBooking(request.site, request.body.token));
    },
  );

  app.get(
    "/api/residence/showings/:showingId.ics",
    {
      config: { access: "public" },
      schema: {
        tags: ["residences"],
        summary: "A showing as a calendar file (iCalendar): /api/residence/showings/{showingId}.ics",
        description:
          "One event with the showing's start and end in UTC, the residence's name (in the site's language), the meeting place and the page of the home or stage. Only showings of the site's own residences; others answer 404.",
        params: ShowingIdParamsSchema,
        response: { 200: z.string().describe("text/calendar"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const showing = await service.showingForCalendar(request.site, request.params.showingId);
      if (!showing) return reply.callNotFound();
      const t = translatorFor(request.site.language);
      const ics = showingIcs({
        id: showing.id,
        host: new URL(request.publicOrigin).host,
        startsAt: showing.startsAt,
        endsAt: showing.endsAt,
        summary: t("residence.showings.calendarSummary", { residence: showing.name }),
        location: showing.location,
        url: new URL(showing.url, request.publicOrigin).href,
        now: new Date(),
      });
      const fileName = `${t("residence.showings.calendarFile")}-${showing.id}.ics`;
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(ics);
    },
  );

  app.get(
    "/api/residence/showings/:stageId",
    {
      config: { access: "public" },
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
      config: { access: "public" },
      schema: {
        tags: ["residences"],
        summary: "Floor plan drawing of a home as SVG: /api/residence/floorplan/{objectId}.svg",
        description:
          "Drawn from the home's rooms and living area, labelled in the site's language. With download=1 the answer is an attachment (the page's download link).",
        params: FloorPlanParamsSchema,
        querystring: z.object({ download: z.literal("1").optional() }),
        response: { 200: z.string().describe("image/svg+xml"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const source = await service.floorPlanSource(request.site.site, request.params.file);
      if (!source) return reply.callNotFound();
      const svg = floorPlanOf(source, request.site.language);
      if (request.query.download) {
        // The file's name as the page's link names it: "planlosning-1001.svg".
        const name = `${translate(request.site.language, "residence.floorPlan.fileName")}-${source.number}`;
        reply.header("content-disposition", `attachment; filename="${name.replace(/[^\w.-]+/g, "-")}.svg"`);
      }
      return reply
        .type("image/svg+xml; charset=utf-8")
        .header("cache-control", FLOOR_PLAN_CACHE)
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
