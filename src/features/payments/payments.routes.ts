import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { authOf } from "~/server/plugins/auth";
import { paymentUrlsOf } from "./payment-urls.server";
import type { PaymentsShared } from "./payments.module";
import type { PaymentView, StartExtras, StartOutcome, StartRefusal } from "./payments.service";
import {
  CreatePaymentIdResponseSchema,
  IdempotencyHeadersSchema,
  PaymentStatusParamsSchema,
  type PaymentStatusResponse,
  PaymentStatusResponseSchema,
  StartPaymentResponseSchema,
  StartSwishPaymentBodySchema,
} from "./schema";
import { InstructionIdSchema } from "./swish/swish-schema";

const tags = ["payments"];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema };
const refusals = { 409: ApiErrorSchema, 503: ApiErrorSchema };

/** Where Swish posts its callbacks (public: Swish has no session; the body is verified by asking Swish). */
export const SWISH_CALLBACK_PATH = "/api/payments/swish/callback";

const REFUSAL_STATUS: Record<StartRefusal, 404 | 409 | 503> = {
  notFound: 404,
  final: 409,
  inProgress: 409,
  providerUnavailable: 503,
};

const BookingParamsSchema = z.object({ id: z.uuid() });
const UserPaymentParamsSchema = z.object({ userPaymentId: z.uuid() });

/**
 * createpaymentid, startswishpayment and paymentstatus of spec 001 section 7 (the buy flow's
 * booking fee), Swish's callback, and the VIP fee's payment of My Pages (issue 18). Every
 * payment is its user's: another user's answers 404. The amount is never the browser's.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsShared> = async (app, options) => {
  const { payments } = options;

  // Every answer is one person's payment: no cache may keep it.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({
      error: { code: "not_found", message: translate(request.site.language, "payments.errors.notFound") },
    });

  const refused = (request: FastifyRequest, reply: FastifyReply, refusal: StartRefusal) =>
    reply.status(REFUSAL_STATUS[refusal]).send({
      error: { code: refusal, message: translate(request.site.language, `payments.errors.${refusal}`) },
    });

  const statusAnswer = (request: FastifyRequest, payment: PaymentView): PaymentStatusResponse => ({
    paymentId: payment.paymentId,
    paymentNumber: payment.paymentNumber,
    status: payment.status,
    provider: payment.provider,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    ...(["declined", "cancelled", "error"].includes(payment.status)
      ? { message: translate(request.site.language, `payments.status.${payment.status}`) }
      : {}),
  });

  const answerStart = (request: FastifyRequest, reply: FastifyReply, outcome: StartOutcome) =>
    outcome.ok ? outcome.response : refused(request, reply, outcome.refusal);

  app.get(
    "/api/buyresidence/createpaymentid/:id",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "The booking fee's payment of the user's held booking: made once, then the same one (number, amount)",
        params: BookingParamsSchema,
        response: { 200: CreatePaymentIdResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const payment = await payments.createPayment("bookingFee", request.params.id, authOf(request).userId);
      if (!payment) return notFound(request, reply);
      const { payable: _payable, paidAt: _paidAt, ...answer } = payment;
      return answer;
    },
  );

  app.post(
    "/api/buyresidence/startswishpayment",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Starts the user's payment with Swish (a payment request to the payer's phone); a repeated Idempotency-Key answers the first start",
        headers: IdempotencyHeadersSchema,
        body: StartSwishPaymentBodySchema,
        response: { 200: StartPaymentResponseSchema, ...errors, ...refusals },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).userId;
      const body = request.body;
      const payment = await payments.paymentByNumber(body.PaymentNumber, userId);
      // The contract is the booking paid for, or for a VIP fee the payment itself.
      const contractId = payment?.purpose === "vipFee" ? payment.paymentId : payment?.bookingId;
      if (!payment || contractId !== body.ContractId) return notFound(request, reply);
      const extras: StartExtras = {
        ...paymentUrlsOf(request, payment, request.publicOrigin, SWISH_CALLBACK_PATH),
        language: request.site.language,
        payerPhone: body.PhoneNumber,
        objectId: body.ObjectId,
        userIds: body.UserIds,
      };
      const outcome = await payments.start(
        "swish",
        payment.paymentId,
        userId,
        request.headers["idempotency-key"],
        extras,
      );
      return answerStart(request, reply, outcome);
    },
  );

  app.get(
    "/api/buyresidence/paymentstatus/:id/:optional?",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "The user's payment's state; /refresh asks the provider now. Nothing (null) when it cannot be read (spec 001 section 8)",
        params: PaymentStatusParamsSchema,
        response: { 200: PaymentStatusResponseSchema.nullable(), ...errors },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).userId;
      let payment: PaymentView | undefined;
      try {
        payment = await payments.status(request.params.id, userId, request.params.optional === "refresh");
      } catch (error) {
        // A silent read: the step keeps polling.
        request.log.warn({ err: error }, "payment status could not be read");
        return null;
      }
      if (!payment) return notFound(request, reply);
      return statusAnswer(request, payment);
    },
  );

  app.post(
    SWISH_CALLBACK_PATH,
    {
      config: { access: "public" },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary:
          "Swish's callback: only the payment request's id is read; its state is asked of Swish and applied once",
        body: z.object({ id: z.string().max(64) }).loose(),
        response: { 200: z.object({ received: z.boolean() }), 400: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const provider = options.providers.swish;
      const id = InstructionIdSchema.safeParse(request.body.id.toUpperCase());
      // Nothing of ours: acknowledged without asking Swish (a stray or forged callback costs one read).
      if (!provider || !id.success || !(await payments.knowsReference("swish", id.data))) return { received: false };
      try {
        const report = await provider.verifyCallback({ headers: request.headers, body: request.body, rawBody: "" });
        if (!report) return { received: false };
        await payments.applyReport("swish", report, "callback");
        return { received: true };
      } catch (error) {
        // Swish retries a callback that failed; the reconciliation job asks anyway.
        request.log.warn({ err: error }, "Swish callback could not be verified now");
        return reply.status(503).send({
          error: {
            code: "service_unavailable",
            message: translate(request.site.language, "errors.somethingWentWrong"),
          },
        });
      }
    },
  );

  app.post(
    "/api/payments/vip/:userPaymentId",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "The payment of one of the user's unpaid VIP fees (My Pages' payments page): made once, then the same one",
        params: UserPaymentParamsSchema,
        response: { 200: CreatePaymentIdResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const payment = await payments.createPayment("vipFee", request.params.userPaymentId, authOf(request).userId);
      if (!payment) return notFound(request, reply);
      const { payable: _payable, paidAt: _paidAt, ...answer } = payment;
      return answer;
    },
  );
};
