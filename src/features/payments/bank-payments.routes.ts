import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { authOf } from "~/server/plugins/auth";
import { connectBankProviders, paymentReturnPath } from "./bank-payments.server";
import { paymentUrlsOf } from "./payment-urls.server";
import type { PaymentsShared } from "./payments.module";
import type { StartRefusal } from "./payments.service";
import { type PaymentProvider, ProviderUnavailableError } from "./provider";
import {
  IDEMPOTENCY_HEADER,
  IdempotencyHeadersSchema,
  type PaymentProviderName,
  StartNordeaPaymentBodySchema,
  StartPaymentResponseSchema,
  StartSveaPaymentBodySchema,
} from "./schema";
import { SVEA_ORDER_QUERY } from "./svea/svea-protocol";

const tags = ["payments"];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
  503: ApiErrorSchema,
};

/** What the bank's browser return carries: our payment (the path we go back to) and Nordea's signed fields. */
const field = (max: number) => z.string().max(max).optional();
const NordeaReturnQuerySchema = z.object({
  payment: z.uuid().optional(),
  SOLOPMT_RETURN_VERSION: field(4),
  SOLOPMT_RETURN_STAMP: field(40),
  SOLOPMT_RETURN_REF: field(40),
  SOLOPMT_RETURN_PAID: field(40),
  SOLOPMT_RETURN_MAC: field(64),
});
const NordeaReturnParamsSchema = z.object({ kind: z.enum(["return", "cancel", "reject"]) });
const SveaOrderQuerySchema = z.object({ [SVEA_ORDER_QUERY]: z.string().regex(/^\d{1,19}$/) });
const SveaReturnQuerySchema = z.object({
  payment: z.uuid().optional(),
  [SVEA_ORDER_QUERY]: z.string().regex(/^\d{1,19}$/),
});

/**
 * startsveapayment and startnordeapayment (spec 001 section 7), Svea's push, and the browser's
 * returns from Svea's checkout and Nordea's bank page (issue 18; decision 047). Starts are the
 * logged-in payer's own payment under an idempotency key; pushes and returns are public and
 * trusted only once verified (Svea's order fetched back, Nordea's MAC), then applied once
 * through the payments service; the browser goes back only to a path of our own site.
 */
export const bankPaymentsRoutes: FastifyPluginAsyncZod<PaymentsShared> = async (app, options) => {
  const { payments, providers, database, config } = options;
  const db = database.db;
  await connectBankProviders(config, providers, options.onClose);

  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(404)
      .send({ error: { code: "not_found", message: translate(request.site.language, "payments.errors.notFound") } });

  const REFUSAL_STATUS: Record<StartRefusal, 404 | 409 | 503> = {
    notFound: 404,
    final: 409,
    inProgress: 409,
    providerUnavailable: 503,
  };

  async function startBankPayment(
    provider: "svea" | "nordea",
    request: FastifyRequest,
    body: z.infer<typeof StartSveaPaymentBodySchema>,
    reply: FastifyReply,
  ) {
    const { userId } = authOf(request);
    // The payment is the caller's own, for the contract the body names (the booking, or for a VIP
    // fee the payment itself, as for Swish); the service checks the home and the buyers.
    const payment = await payments.paymentByNumber(body.PaymentNumber, userId);
    const contractId = payment?.purpose === "vipFee" ? payment.paymentId : payment?.bookingId;
    if (!payment || contractId !== body.ContractId) return notFound(request, reply);
    const origin = request.publicOrigin;
    const id = encodeURIComponent(payment.paymentId);
    const key = String(request.headers[IDEMPOTENCY_HEADER]);
    // Svea's "back to the shop" from the checkout: the payment step again, as for Swish.
    const { cancelUrl: backToStep } = paymentUrlsOf(request, payment, origin, "/api/payments/svea/callback");
    const extras =
      provider === "svea"
        ? {
            callbackUrl: `${origin}/api/payments/svea/callback`,
            returnUrl: `${origin}/api/payments/svea/return?payment=${id}`,
            cancelUrl: backToStep,
          }
        : {
            // Nordea has no server-to-server callback: the browser's signed return, and the status query.
            callbackUrl: `${origin}/api/payments/nordea/return?payment=${id}`,
            returnUrl: `${origin}/api/payments/nordea/return?payment=${id}`,
            cancelUrl: `${origin}/api/payments/nordea/cancel?payment=${id}`,
          };
    const outcome = await payments.start(provider, payment.paymentId, userId, key, {
      ...extras,
      language: request.site.language,
      objectId: body.ObjectId,
      userIds: body.UserIds,
    });
    if (!outcome.ok) {
      return reply.status(REFUSAL_STATUS[outcome.refusal]).send({
        error: {
          code: outcome.refusal,
          message: translate(request.site.language, `payments.errors.${outcome.refusal}`),
        },
      });
    }
    return outcome.response;
  }

  app.post(
    "/api/buyresidence/startsveapayment",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Start paying the user's booking fee (or VIP fee) with Svea Checkout, card or invoice: answers the checkout's address (Idempotency-Key required; a repeat answers the first start)",
        headers: IdempotencyHeadersSchema,
        body: StartSveaPaymentBodySchema,
        response: { 200: StartPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => startBankPayment("svea", request, request.body, reply),
  );

  app.post(
    "/api/buyresidence/startnordeapayment",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "Start paying the user's booking fee (or VIP fee) with Nordea's e-payment: answers the bank page's signed address (Idempotency-Key required; a repeat answers the first start)",
        headers: IdempotencyHeadersSchema,
        body: StartNordeaPaymentBodySchema,
        response: { 200: StartPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => startBankPayment("nordea", request, request.body, reply),
  );

  /** A verified report applied once; a provider that did not answer leaves the payment for reconciliation. */
  async function verifyAndApply(
    request: FastifyRequest,
    provider: PaymentProvider,
    body: Record<string, unknown>,
    source: "callback" | "return",
  ): Promise<{ verified: boolean; paymentId?: string; unavailable?: boolean }> {
    try {
      const report = await provider.verifyCallback({ headers: request.headers, body, rawBody: "" });
      if (!report) {
        request.log.warn(
          { security: { event: "payment answer that does not verify", provider: provider.name, source } },
          "payment answer refused",
        );
        return { verified: false };
      }
      const result = await payments.applyReport(provider.name as PaymentProviderName, report, source);
      return { verified: true, paymentId: result.paymentId };
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      request.log.warn(
        { payment: { provider: provider.name, source }, reason: error.message },
        "payment provider did not answer",
      );
      return { verified: false, unavailable: true };
    }
  }

  // Svea's push carries nothing we read (the order is fetched back), whatever its content type
  // says: an empty body announced as JSON is still a push, not a 400 Svea would retry forever.
  await app.register(async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    const zodScope = scope.withTypeProvider<ZodTypeProvider>();
    zodScope.post(
      "/api/payments/svea/callback",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary:
            "Svea's push: the order it names is fetched from Svea and its state applied once (the push itself is not trusted)",
          querystring: SveaOrderQuerySchema,
          response: { 200: z.object({}), ...errors },
        },
      },
      async (request, reply) => {
        const svea = providers.svea;
        if (!svea) return notFound(request, reply);
        const result = await verifyAndApply(request, svea, request.query, "callback");
        // Svea pushes again until it hears 200: ask for that only when Svea itself did not answer.
        if (result.unavailable) {
          return reply.status(503).send({
            error: {
              code: "unavailable",
              message: translate(request.site.language, "payments.errors.providerUnavailable"),
            },
          });
        }
        if (!result.verified) return notFound(request, reply);
        return {};
      },
    );
  });

  app.get(
    "/api/payments/svea/return",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "The browser back from Svea's checkout: the order is fetched from Svea and applied, then the payment step (or My Pages' payments) of this site",
        querystring: SveaReturnQuerySchema,
        response: { 303: z.null().describe("To the payment step"), ...errors },
      },
    },
    async (request, reply) => {
      const svea = providers.svea;
      const result = svea ? await verifyAndApply(request, svea, request.query, "return") : { verified: false };
      const path = await paymentReturnPath(db, result.paymentId ?? request.query.payment, request.site);
      return reply.redirect(path, 303);
    },
  );

  app.get(
    "/api/payments/nordea/:kind",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "The browser back from Nordea's bank page (return, cancel or reject): applied once when its MAC verifies, then the payment step (or My Pages' payments) of this site",
        params: NordeaReturnParamsSchema,
        querystring: NordeaReturnQuerySchema,
        response: { 303: z.null().describe("To the payment step"), ...errors },
      },
    },
    async (request, reply) => {
      const nordea = providers.nordea;
      const result = nordea
        ? await verifyAndApply(request, nordea, { ...request.query, kind: request.params.kind }, "return")
        : { verified: false };
      const path = await paymentReturnPath(db, result.paymentId ?? request.query.payment, request.site);
      return reply.redirect(path, 303);
    },
  );
};
