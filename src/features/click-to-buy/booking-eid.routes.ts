import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { EidStartRequestSchema, EidStartResponseSchema, IdTypeParamsSchema } from "~/features/account/schema";
import { ApiErrorSchema } from "~/lib/api-error";
import { authOf } from "~/server/plugins/auth";
import { FieldValidationError } from "~/server/plugins/errors";
import type { ClickToBuyShared } from "./click-to-buy.module";

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema };

/** The spec's body of booking/{idType}/start: where to come back, and the environment (accepted, unused). */
export const BookingEidStartBodySchema = EidStartRequestSchema.pick({ returnUrl: true, environment: true });

/**
 * `POST /api/booking/{idType}/start` (spec 001 section 7, issue 18): a logged-in buyer without a
 * proven identity proves it with the site's e-ID before booking. The attempt is the account's
 * identity verification (its update flow, decision 050): the browser polls it at the account's
 * status call, and when it is complete the account's identity number is verified; Norway's and
 * Finland's providers send the browser back to `returnUrl` (the buy flow).
 */
export const bookingEidRoutes: FastifyPluginAsyncZod<ClickToBuyShared> = async (app, shared) => {
  app.post(
    "/api/booking/:idType/start",
    {
      config: { access: "user" },
      schema: {
        tags: ["click-to-buy"],
        summary: "Start proving the buyer's identity with e-ID before booking",
        description:
          "BankID answers the poolingId to poll at /api/account_service/update/{idType}/status/{poolingId} (and the app's autostart link); Norway's e-ident and Finland's identity service answer the provider page to send the browser to. Only the site's own e-ID is accepted (400 otherwise).",
        params: IdTypeParamsSchema,
        body: BookingEidStartBodySchema,
        response: { 200: EidStartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      reply.header("cache-control", "private, no-store");
      if (!shared.identity)
        throw new FieldValidationError([{ field: "idType", messageKey: "account.errors.eidUnavailable" }]);
      return shared.identity.start(request, reply, auth, request.params.idType, request.body.returnUrl);
    },
  );
};
