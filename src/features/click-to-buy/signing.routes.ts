import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DocumentDetailSchema, DocumentIdParamsSchema } from "~/features/documents/schema";
import { translate } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { authOf } from "~/server/plugins/auth";
import { createBookingService } from "./booking.service";
import { clearBookingCookies, readBookingCookie, readSignCookie, writeSignCookie } from "./booking-cookies.server";
import type { ClickToBuyShared } from "./click-to-buy.module";
import { BUY_STEPS } from "./flows";
import {
  InteriorOrderBodySchema,
  InteriorOrderResponseSchema,
  PurchaseIdParamsSchema,
  saveInteriorOrder,
} from "./order-form.server";
import { CompleteBookingResponseSchema, SignContractResponseSchema, SignCookieSchema } from "./schema";
import { createSigningService, SigningRefusal } from "./signing.service";

const tags = ["click-to-buy"];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/**
 * The booking the call is about: the booking cookie's. A body may name it too (a uuid, else 400);
 * it must then be the cookie's (else the booking is not found).
 */
const BookingBodySchema = z.object({ bookingId: z.uuid().optional() }).optional();

/**
 * Click to buy (issue 18, decision 048): signcontract (the purchase and its booking agreement),
 * the sign cookie, the sign step's check that the signature is recorded, completebooking, and the
 * order form's save. Every call is the logged-in user's own booking or purchase: another user's
 * is not found (404), an anonymous caller 401.
 */
export const signingRoutes: FastifyPluginAsyncZod<ClickToBuyShared> = async (app, options) => {
  const { database, clock, config } = options;
  const secret = config.authSecret;
  const secure = config.flags.secureCookies;
  const bookings = createBookingService({ db: database.db, clock });
  const signing = createSigningService({ ...options, db: database.db, bookings });

  // Every answer is one buyer's: no cache may keep it.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });

  function refuse(request: FastifyRequest, reply: FastifyReply, error: SigningRefusal) {
    return reply.status(error.code === "notFound" ? 404 : 409).send({
      error: { code: error.code, message: translate(request.site.language, `buySign.errors.${error.code}`) },
    });
  }

  /** The cookie's booking id; a body's must be the same booking. */
  function bookingIdOf(request: FastifyRequest, named: string | undefined): string {
    const cookie = readBookingCookie(request, secret);
    if (!cookie || (named && named !== cookie.bookingId)) throw new SigningRefusal("notFound");
    return cookie.bookingId;
  }

  async function answering<T>(request: FastifyRequest, reply: FastifyReply, call: () => Promise<T>) {
    try {
      return await call();
    } catch (error) {
      if (error instanceof SigningRefusal) return refuse(request, reply, error);
      throw error;
    }
  }

  app.post(
    "/api/buyresidence/signcontract",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Make the purchase of the held booking in the cookie and its booking agreement (once); answers the agreement's document id as text and sets the sign cookie",
        body: BookingBodySchema,
        response: { 200: SignContractResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      answering(request, reply, async () => {
        const bookingId = bookingIdOf(request, request.body?.bookingId);
        const documentId = await signing.signContract(authOf(request).userId, request.site, bookingId);
        writeSignCookie(reply, secret, secure, { bookingId, documentId });
        return reply.type("text/plain; charset=utf-8").send(documentId);
      }),
  );

  app.get(
    "/api/buyresidence/agreement/:id",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          'The booking agreement as the sign step shows it: the text signed ("Det här signerar du"), its PDF, how this site signs; the buyer\'s own only',
        params: DocumentIdParamsSchema,
        response: { 200: DocumentDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const detail = await options.documents.documentFor(authOf(request).userId, request.site, request.params.id);
      return detail ?? refuse(request, reply, new SigningRefusal("notFound"));
    },
  );

  app.get(
    "/api/buyresidence/buyresidencesigncookie",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The sign cookie (the agreement being signed in this browser's booking), or false; silent on error",
        response: { 200: z.union([SignCookieSchema, z.literal(false)]) },
      },
    },
    async (request) => {
      // Spec 001 section 8: the sign cookie's read answers false on any failure.
      try {
        const cookie = readSignCookie(request, secret);
        const auth = await request.authContext();
        if (!cookie || !auth) return false;
        const booking = await signing.bookingOf(auth.userId, request.site, cookie.bookingId);
        return booking?.agreementDocumentId === cookie.documentId ? cookie : false;
      } catch (error) {
        request.log.warn({ err: error }, "sign cookie read failed");
        return false;
      }
    },
  );

  app.post(
    "/api/buyresidence/buyresidencesigncookie",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Set the sign cookie from the user's booking in the cookie (once its agreement is made); false when there is none",
        response: { 200: z.union([SignCookieSchema, z.literal(false)]), ...errors },
      },
    },
    async (request, reply) => {
      const cookie = readBookingCookie(request, secret);
      if (!cookie) return false;
      const booking = await signing.bookingOf(authOf(request).userId, request.site, cookie.bookingId);
      if (!booking?.agreementDocumentId) return false;
      const value = { bookingId: booking.id, documentId: booking.agreementDocumentId };
      writeSignCookie(reply, secret, secure, value);
      return value;
    },
  );

  app.post(
    "/api/buyresidence/signed",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "The sign step after the e-ID: when the buyer's signature of the agreement is recorded, the booking is marked signed; answers the next step",
        body: BookingBodySchema,
        response: { 200: z.object({ next: z.enum(BUY_STEPS) }), ...errors },
      },
    },
    async (request, reply) =>
      answering(request, reply, async () => {
        const bookingId = bookingIdOf(request, request.body?.bookingId);
        return signing.confirmSigned(authOf(request).userId, request.site, bookingId);
      }),
  );

  app.post(
    "/api/buyresidence/completebooking",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Complete the held booking in the cookie: the agreement signed by the buyer and, where the flow has a payment step, the fee paid; the home is booked, the cookies cleared, a confirmation e-mail sent",
        body: BookingBodySchema,
        response: { 200: CompleteBookingResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      answering(request, reply, async () => {
        const bookingId = bookingIdOf(request, request.body?.bookingId);
        const answer = await signing.completeBooking(
          authOf(request).userId,
          request.site,
          bookingId,
          request.publicOrigin,
        );
        clearBookingCookies(reply, secure);
        return answer;
      }),
  );

  app.post(
    "/api/buyresidence/order/:purchaseId",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Order interior options for one of the user's purchases (the order form); one option per category the stage offers",
        params: PurchaseIdParamsSchema,
        body: InteriorOrderBodySchema,
        response: { 200: InteriorOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await saveInteriorOrder(
        database.db,
        clock,
        authOf(request).userId,
        request.site,
        request.params.purchaseId,
        request.body.choices,
      );
      if (!saved) return refuse(request, reply, new SigningRefusal("notFound"));
      return saved;
    },
  );
};
