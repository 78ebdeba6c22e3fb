import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { sendDownload } from "~/server/files";
import { authOf } from "~/server/plugins/auth";
import { createBookingDocumentsService } from "./booking-documents.service";
import type { ClickToBuyShared } from "./click-to-buy.module";
import { BookingDocumentParamsSchema, BookingDocumentsResponseSchema, BookingIdParamsSchema } from "./schema";

const tags = ["click-to-buy"];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * Click to buy (issue 18): getbookingdocuments, the booking agreement and the booking terms of
 * the buyer's own booking as PDFs made from it (the documents step). Another user's booking, or
 * one without a hold, is 404; the browser treats any failure as "no documents" (spec 001 section 8).
 */
export const bookingDocumentsRoutes: FastifyPluginAsyncZod<ClickToBuyShared> = async (app, options) => {
  const documents = createBookingDocumentsService({ db: options.database.db, clock: options.clock });

  // One buyer's booking, their name and identity numbers: no cache may keep it.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({
      error: { code: "not_found", message: translate(request.site.language, "buySteps.documents.notFound") },
    });

  app.get(
    "/api/buyresidence/getbookingdocuments/:id",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "The booking agreement and terms of the buyer's own held booking, each with its PDF's download path",
        params: BookingIdParamsSchema,
        response: { 200: BookingDocumentsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      (await documents.list(authOf(request).userId, request.site, request.params.id)) ?? notFound(request, reply),
  );

  app.get(
    "/api/buyresidence/getbookingdocuments/:id/:kind",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Download the booking agreement or the terms of the buyer's own booking as a PDF made from the booking",
        params: BookingDocumentParamsSchema,
        response: { 200: z.any().describe("application/pdf"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await documents.open(authOf(request).userId, request.site, request.params.id, request.params.kind);
      if (!file) return notFound(request, reply);
      return sendDownload(reply, { ...file, contentType: "application/pdf" });
    },
  );
};
