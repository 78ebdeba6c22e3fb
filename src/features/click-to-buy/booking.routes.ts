import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { interiorOptions, users } from "~/db/schema";
import { translate } from "~/i18n/catalogs.server";
import { formatPrice } from "~/i18n/format";
import { ApiErrorSchema } from "~/lib/api-error";
import { isValidationMessageKey } from "~/lib/field-errors";
import type { IdentityCountry } from "~/lib/identity-number";
import { authOf } from "~/server/plugins/auth";
import { FieldValidationError } from "~/server/plugins/errors";
import { HOUR_MS, ThrottledError, throttleKey } from "~/server/throttle";
import { recordsSiteOf } from "~/sites/records-site";
import { SITES, type SiteCode } from "~/sites/sites";
import {
  clearBookingCookie,
  clearBookingCookies,
  readBookingCookie,
  writeBookingCookie,
} from "./booking-cookies.server";
import { takeHoldJob } from "./booking-jobs.server";
import type { ClickToBuyShared } from "./click-to-buy.module";
import { financingProblems } from "./financing-rules";
import { nextStepOf, stepsOfSite } from "./flows";
import {
  AccommodationStepSchema,
  BookingCookieResponseSchema,
  type BookingErrorCode,
  BookingIdParamsSchema,
  BookingObjectInfoSchema,
  BookingStatusResponseSchema,
  BUY_VALIDATION,
  CancelBookingResponseSchema,
  ChoicesStepSchema,
  DocumentsStepSchema,
  FinancingStepSchema,
  HoldExpiryResponseSchema,
  ObjectAndBookingParamsSchema,
  ObjectIdParamsSchema,
  personalInfoSchema,
  SaveStepResponseSchema,
  StartBookingBodySchema,
  StartBookingResponseSchema,
  StepParamsSchema,
  UserCanBookParamsSchema,
} from "./schema";

const tags = ["click to buy"];
/** startbookingasync calls a buyer may make in an hour. */
export const START_BOOKING_LIMIT_PER_HOUR = 30;
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/** The message of each refusal (buyValidation.*); the general one is the flow's (spec 001 section 8). */
const REFUSAL_MESSAGES: Record<BookingErrorCode, string> = {
  notBookable: "buyValidation.notBookable",
  alreadyBooking: "buyValidation.alreadyBooking",
  needsIdentity: "buyValidation.needsIdentity",
  generalError: "buyResidence.generalError",
};

const identityCountryOf = (site: SiteCode): IdentityCountry => (site === "no" ? "no" : site === "fi" ? "fi" : "se");

/**
 * Click to buy's booking calls (spec 001 section 7, decision 045): startbookingasync and
 * getbookingstatus, the hold's expiry and cancel, the booking cookie, is_bookable, usercanbook…,
 * getbookingobjectinformation and the steps' data. The booking service scopes every booking by
 * the logged-in user: another user's booking answers 404. Silent reads answer false or 404.
 */
export const bookingRoutes: FastifyPluginAsyncZod<ClickToBuyShared> = async (app, deps) => {
  const db = deps.database.db;
  const { bookings } = deps;
  const takeHold = takeHoldJob(bookings);
  const secret = deps.config.authSecret;
  const secure = deps.config.flags.secureCookies;

  // Every answer is one buyer's or changes by the minute: no cache may keep it.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });

  const fail = (request: FastifyRequest, reply: FastifyReply, status: 404 | 409, code: string, key: string) =>
    reply.status(status).send({ error: { code, message: translate(request.site.language, key) } });
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    fail(request, reply, 404, "not_found", "errors.notFoundApi");
  /** The logged-in user of a public route, if any (the session is resolved once per request). */
  const userOf = async (request: FastifyRequest) => (await request.authContext())?.userId;

  app.post(
    "/api/buyresidence/startbookingasync",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Queues a booking of a home for the logged-in buyer (verified identity) and answers its id at once; the hold is taken by a job (poll getbookingstatus/{id})",
        body: StartBookingBodySchema,
        response: { 200: StartBookingResponseSchema, ...errors, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).userId;
      // Each attempt is a row and a job: a buyer gets plenty for real use, a script does not get a flood.
      const verdict = await deps.throttle.take([
        { key: throttleKey("booking", "start", userId), limit: START_BOOKING_LIMIT_PER_HOUR, windowMs: HOUR_MS },
      ]);
      if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds);
      const outcome = await bookings.queue(userId, request.body.objectId, recordsSiteOf(request.site));
      if (!outcome.ok) {
        if (outcome.reason === "unknownHome") return notFound(request, reply);
        return fail(request, reply, 409, outcome.reason, REFUSAL_MESSAGES[outcome.reason]);
      }
      try {
        await deps.jobs.send(takeHold, { bookingId: outcome.id });
      } catch (error) {
        // No job will decide it: refused now (the general message), not queued for ever.
        await bookings.refuseQueued(outcome.id, "generalError");
        throw error;
      }
      return { id: outcome.id };
    },
  );

  app.get(
    "/api/buyresidence/getbookingstatus/:id",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "The booking's state: 202 while queued, 200 once held or refused (with the refusal's message)",
        params: BookingIdParamsSchema,
        response: { 200: BookingStatusResponseSchema, 202: BookingStatusResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const status = await bookings.statusOf(authOf(request).userId, request.params.id);
      if (!status) return notFound(request, reply);
      const language = request.site.language;
      const message =
        status.status === "refused"
          ? translate(language, REFUSAL_MESSAGES[status.errorCode ?? "generalError"])
          : status.status === "expired"
            ? translate(language, "buyValidation.holdExpired")
            : undefined;
      return reply.status(status.status === "queued" ? 202 : 200).send({ ...status, message });
    },
  );

  app.get(
    "/api/buyresidence/buyresidenceexpire/:id",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "When the user's hold ends (ISO); 404 when the booking is not theirs or not held",
        params: BookingIdParamsSchema,
        response: { 200: HoldExpiryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await bookings.heldBookingOf(authOf(request).userId, request.params.id);
      if (!booking?.holdExpiresAt) return notFound(request, reply);
      return { holdExpiresAt: booking.holdExpiresAt.toISOString() };
    },
  );

  app.get(
    "/api/buyresidence/removebuyresidenceexpire",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Cancels the hold of the booking in the booking cookie: the home is free again, an unfinished purchase is removed, the cookies are cleared",
        response: { 200: CancelBookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cookie = readBookingCookie(request, secret);
      if (!cookie) return fail(request, reply, 404, "noBooking", "buyValidation.noBooking");
      const userId = authOf(request).userId;
      const booking = await bookings.bookingOf(userId, cookie.bookingId);
      if (!booking) return notFound(request, reply);
      const cancelled = await bookings.cancel(userId, booking.id);
      clearBookingCookies(reply, secure);
      return { cancelled };
    },
  );

  app.get(
    "/api/buyresidence/buyresidencecookie",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "The booking this browser is in ({ bookingId, objectId }) when it is the logged-in user's; false otherwise and on any error",
        response: { 200: BookingCookieResponseSchema },
      },
    },
    async (request) => {
      try {
        const cookie = readBookingCookie(request, secret);
        const userId = await userOf(request);
        if (!cookie || !userId) return false;
        return (await bookings.bookingOf(userId, cookie.bookingId)) ? cookie : false;
      } catch (error) {
        request.log.warn({ err: error }, "buyresidencecookie read failed");
        return false;
      }
    },
  );

  app.post(
    "/api/buyresidence/buyresidencecookie/:objectId",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Sets the booking cookie to the user's held booking of the home (a reload or second tab continues it), or clears it and answers false",
        params: ObjectIdParamsSchema,
        response: { 200: BookingCookieResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await bookings.activeBookingOf(authOf(request).userId, request.params.objectId);
      if (!booking) {
        clearBookingCookie(reply, secure);
        return false;
      }
      const value = { bookingId: booking.id, objectId: booking.objectId };
      writeBookingCookie(reply, secret, secure, value);
      return value;
    },
  );

  app.get(
    "/api/buyresidence/removebuyresidencecookie",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Clears the booking and sign cookies (the booking itself is left as it is)",
        response: { 200: z.literal(true) },
      },
    },
    async (_request, reply) => {
      clearBookingCookies(reply, secure);
      return true as const;
    },
  );

  app.get(
    "/api/booking/is_bookable/:objectId/:bookingId?",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Whether the home can be booked online now (for sale, its stage books online, nobody holds it); with a booking id, also true when that is the caller's own hold of it. False on any error",
        params: ObjectAndBookingParamsSchema,
        response: { 200: z.boolean(), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      try {
        const { objectId, bookingId } = request.params;
        const userId = bookingId ? await userOf(request) : undefined;
        if (userId && bookingId) {
          const own = await bookings.heldBookingOf(userId, bookingId);
          if (own?.objectId === objectId) return true;
        }
        return (await bookings.bookable(objectId)).bookable;
      } catch (error) {
        request.log.warn({ err: error }, "is_bookable failed");
        return false;
      }
    },
  );

  for (const [path, kind] of [
    ["/api/buyresidence/usercanbookinproject/:a/:b", "areaId"],
    ["/api/buyresidence/usercanbookinstage/:a/:b", "stageId"],
  ] as const) {
    app.get(
      path,
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: `Whether the user may book home b in this ${kind === "areaId" ? "project (area a)" : "stage (a)"}: true unless they have a held or completed booking of another home in it (anonymous: true)`,
          params: UserCanBookParamsSchema,
          response: { 200: z.boolean(), ...errors },
        },
      },
      async (request, reply) => {
        const { a, b } = request.params;
        const scope = kind === "areaId" ? { areaId: a } : { stageId: a };
        if (!(await bookings.scopeExists(scope))) return notFound(request, reply);
        const userId = await userOf(request);
        return userId ? bookings.userCanBookIn(userId, scope, b) : true;
      },
    );
  }

  app.get(
    "/api/buyresidence/getbookingobjectinformation/:objectId/:bookingId?",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "What the buy flow shows of the home (price, fee, hold time, image…); with a booking id, only the caller's own booking of it. 404 otherwise",
        params: ObjectAndBookingParamsSchema,
        response: { 200: BookingObjectInfoSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { objectId, bookingId } = request.params;
      if (bookingId) {
        const userId = await userOf(request);
        const booking = userId ? await bookings.bookingOf(userId, bookingId) : undefined;
        if (booking?.objectId !== objectId) return notFound(request, reply);
      }
      return (await bookings.objectInfo(objectId)) ?? notFound(request, reply);
    },
  );

  app.post(
    "/api/buyresidence/step/:step",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Saves one step's data of the booking in the booking cookie (held, not expired), validated with the step's schema; answers the next step",
        params: StepParamsSchema,
        body: z.record(z.string(), z.unknown()),
        response: { 200: SaveStepResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).userId;
      const step = request.params.step;
      const cookie = readBookingCookie(request, secret);
      if (!cookie) return fail(request, reply, 409, "noBooking", "buyValidation.noBooking");
      const booking = await bookings.bookingOf(userId, cookie.bookingId);
      if (!booking) return notFound(request, reply);
      const site = booking.site as SiteCode;
      if (!stepsOfSite(site).includes(step)) {
        return reply.status(400).send({
          error: { code: "invalid_request", message: translate(request.site.language, "buyValidation.stepNotInFlow") },
        });
      }
      if (booking.status !== "held" || !booking.holdExpiresAt || booking.holdExpiresAt <= deps.clock()) {
        return fail(request, reply, 409, "holdExpired", "buyValidation.holdExpired");
      }
      const value = await validateStep(step, request.body, {
        userId,
        site,
        objectId: booking.objectId,
        stageId: booking.stageId,
      });
      if (!(await bookings.saveStep(userId, booking.id, step, value))) {
        return fail(request, reply, 409, "holdExpired", "buyValidation.holdExpired");
      }
      return { next: nextStepOf(site, step) ?? "done" };
    },
  );

  /** Zod's issues as the API's field errors (their messages are translation keys). */
  function fieldErrors(issues: z.core.$ZodIssue[]): FieldValidationError {
    return new FieldValidationError(
      issues.map((issue) => ({
        field: issue.path.join("."),
        messageKey: isValidationMessageKey(issue.message) ? issue.message : "validation.invalidInput",
      })),
    );
  }

  /** The step's data checked with its shared schema and the rules that need the database; throws FieldValidationError. */
  async function validateStep(
    step: z.infer<typeof StepParamsSchema>["step"],
    body: unknown,
    context: { userId: string; site: SiteCode; objectId: number; stageId: number },
  ): Promise<unknown> {
    const site = SITES[context.site];
    switch (step) {
      case "personal-info": {
        const [buyer] = await db
          .select({ securityNumber: users.securityNumber })
          .from(users)
          .where(eq(users.id, context.userId))
          .limit(1);
        const parsed = personalInfoSchema(identityCountryOf(context.site), {
          identityNumber: buyer?.securityNumber ?? null,
        }).safeParse(body);
        if (!parsed.success) throw fieldErrors(parsed.error.issues);
        const persons = [
          { field: "email", email: parsed.data.email, identityNumber: buyer?.securityNumber ?? null },
          ...parsed.data.coBuyers.map((person, index) => ({
            field: `coBuyers.${index}.email`,
            email: person.email,
            identityNumber: person.identityNumber,
          })),
        ];
        const inUse: { field: string; messageKey: string }[] = [];
        for (const person of persons) {
          // An account with this e-mail belongs to someone with another identity number: not this person.
          const [other] = await db
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                sql`lower(${users.email}) = lower(${person.email.trim()})`,
                ne(users.id, context.userId),
                sql`${users.securityNumber} is not null`,
                person.identityNumber ? ne(users.securityNumber, person.identityNumber) : undefined,
              ),
            )
            .limit(1);
          if (other) inUse.push({ field: person.field, messageKey: BUY_VALIDATION.emailInUse });
        }
        if (inUse.length > 0) throw new FieldValidationError(inUse);
        return parsed.data;
      }
      case "documents": {
        const parsed = DocumentsStepSchema.safeParse(body);
        if (!parsed.success) throw fieldErrors(parsed.error.issues);
        return parsed.data;
      }
      case "choices": {
        const parsed = ChoicesStepSchema.safeParse(body);
        if (!parsed.success) throw fieldErrors(parsed.error.issues);
        const options = await db
          .select({ id: interiorOptions.id, category: interiorOptions.category })
          .from(interiorOptions)
          .where(eq(interiorOptions.stageId, context.stageId));
        const unknown = Object.entries(parsed.data.choices)
          .filter(([category, id]) => !options.some((option) => option.id === id && option.category === category))
          .map(([category]) => ({ field: `choices.${category}`, messageKey: BUY_VALIDATION.choiceUnknown }));
        if (unknown.length > 0) throw new FieldValidationError(unknown);
        return parsed.data;
      }
      case "financing": {
        const parsed = FinancingStepSchema.safeParse(body);
        if (!parsed.success) throw fieldErrors(parsed.error.issues);
        const home = await bookings.objectInfo(context.objectId);
        if (!home) throw new Error(`booking of a home that is gone: ${context.objectId}`);
        const problems = financingProblems(parsed.data, home);
        if (problems.length > 0) {
          throw new FieldValidationError(
            problems.map((problem) => ({
              field: problem.field,
              messageKey: problem.messageKey,
              values: { amount: formatPrice(problem.amount, site) },
            })),
          );
        }
        return parsed.data;
      }
      case "accomodation": {
        const parsed = AccommodationStepSchema.safeParse(body);
        if (!parsed.success) throw fieldErrors(parsed.error.issues);
        return parsed.data;
      }
    }
  }

  if (deps.config.flags.developerTools) {
    app.get(
      "/api/developer/buyresidence/bookable-homes",
      {
        config: { access: "developer" },
        schema: {
          tags: ["developer"],
          summary:
            "Developer tools only (never in production, loopback callers): up to 20 homes of the request's site that can be booked now, lowest id first (each journey takes its own)",
          response: {
            200: z.array(
              z.object({
                objectId: z.number().int(),
                url: z.string(),
                stageId: z.number().int(),
                areaId: z.number().int(),
              }),
            ),
          },
        },
      },
      async (request) => bookings.freeBookableHomes(request.site.site, 20),
    );

    app.post(
      "/api/developer/buyresidence/expire-hold",
      {
        config: { access: "user" },
        schema: {
          tags: ["developer"],
          summary:
            "Developer tools only (never in production): the hold of the booking in the caller's booking cookie runs out now, and the home is freed",
          response: { 200: z.object({ expired: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        const cookie = readBookingCookie(request, secret);
        if (!cookie) return fail(request, reply, 404, "noBooking", "buyValidation.noBooking");
        const userId = authOf(request).userId;
        if (!(await bookings.expireNow(userId, cookie.bookingId))) return notFound(request, reply);
        await bookings.expireHolds({ bookingId: cookie.bookingId });
        return { expired: true as const };
      },
    );
  }
};
