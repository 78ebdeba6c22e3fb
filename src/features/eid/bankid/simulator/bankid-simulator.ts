import type { AddressInfo } from "node:net";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { z } from "zod";
import { parseIdentityNumber } from "~/lib/identity-number";
import {
  BANKID_API_PATH,
  BANKID_ERROR_HTTP_STATUS,
  BankIdAuthWireRequestSchema,
  type BankIdCollectResponse,
  type BankIdErrorCode,
  BankIdOrderRefRequestSchema,
  type BankIdOrderResponse,
  BankIdSignWireRequestSchema,
} from "../bankid-schema";
import {
  APP_RESULT_MESSAGES,
  type AppResultKey,
  appPageHtml,
  messagePageHtml,
  type Notice,
  orderPageHtml,
} from "./app-pages";
import {
  createOrderStore,
  ORDER_OUTCOMES,
  type OrderOutcome,
  type OrderStore,
  type OrderType,
  type OutcomeResult,
  type QrResult,
  type SimulatedOrder,
} from "./order-store";

/**
 * A stand-in for BankID's servers outside production: the Relying Party API v6.0 over real HTTP
 * (/rp/v6.0/auth, /sign, /collect, /cancel, with BankID's JSON shapes and errors), a "BankID
 * app" for testers at /app, and JSON endpoints under /sim for automated tests. A separate Fastify
 * instance, never registered on the product app: the product reaches it only through its client.
 */

export interface BankIdSimulatorOptions {
  clock?: () => Date;
  /** How long an order waits for the user before it expires (BankID: 180 s, give or take). */
  orderLifetimeSeconds?: number;
}

export function createBankIdSimulator(options: BankIdSimulatorOptions = {}): FastifyInstance {
  const clock = options.clock ?? (() => new Date());
  const store = createOrderStore({ clock, orderLifetimeSeconds: options.orderLifetimeSeconds ?? 180 });
  const app = Fastify({ logger: false });

  // The app's forms post urlencoded bodies (@fastify/formbody is not a dependency of the project).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    reply.header("x-content-type-options", "nosniff");
    return payload;
  });

  app.setNotFoundHandler((request, reply) => {
    if (isAppPath(request.url)) {
      return sendHtml(
        reply.code(404),
        messagePageHtml("Sidan finns inte", { kind: "error", text: "Sidan finns inte." }),
      );
    }
    return sendBankIdError(reply, "notFound", "No such resource");
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (isAppPath(request.url)) {
      const text = status < 500 ? "Formuläret kunde inte läsas." : "Något gick fel i simulatorn.";
      return sendHtml(reply.code(status < 500 ? 400 : 500), messagePageHtml("Fel", { kind: "error", text }));
    }
    if (status === 415) return sendBankIdError(reply, "unsupportedMediaType", "Content-Type must be application/json");
    if (status >= 400 && status < 500)
      return sendBankIdError(reply, "invalidParameters", error.message ?? "Bad request");
    return sendBankIdError(reply, "internalError", "Internal error in the BankID simulator");
  });

  registerRelyingPartyApi(app, store, clock);
  registerTesterApp(app, store);
  registerTestApi(app, store);
  return app;
}

/** Starts a simulator on its own port (0: any free one). */
export async function startBankIdSimulator(
  options: BankIdSimulatorOptions & { host?: string; port?: number } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const app = createBankIdSimulator(options);
  const host = options.host ?? "127.0.0.1";
  await app.listen({ host, port: options.port ?? 0 });
  const { port } = app.server.address() as AddressInfo;
  const urlHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    close: async () => {
      await app.close();
    },
  };
}

// --- The relying party API ----------------------------------------------------------------------

function registerRelyingPartyApi(app: FastifyInstance, store: OrderStore, clock: () => Date) {
  const requireJson = async (request: FastifyRequest, reply: FastifyReply) => {
    const mediaType = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
    if (mediaType !== "application/json") {
      return sendBankIdError(reply, "unsupportedMediaType", "Content-Type must be application/json");
    }
  };

  const startOrder = (type: OrderType) => async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = (type === "auth" ? BankIdAuthWireRequestSchema : BankIdSignWireRequestSchema).safeParse(
      request.body,
    );
    if (!parsed.success) return sendBankIdError(reply, "invalidParameters", describeIssues(parsed.error));
    const body = parsed.data;
    const personalNumber = body.requirement?.personalNumber;
    if (personalNumber && parseIdentityNumber("se", personalNumber, clock()).ok !== true) {
      return sendBankIdError(reply, "invalidParameters", "Incorrect requirement.personalNumber");
    }
    const userVisibleData = body.userVisibleData === undefined ? undefined : decodeUtf8(body.userVisibleData);
    if (userVisibleData === null) {
      return sendBankIdError(reply, "invalidParameters", "userVisibleData is not base64 encoded UTF-8");
    }
    const result = store.start({
      type,
      endUserIp: body.endUserIp,
      requirement: body.requirement,
      userVisibleData,
      userNonVisibleData: body.userNonVisibleData,
      returnUrl: body.returnUrl,
      returnRisk: body.returnRisk,
    });
    if (!result.ok) {
      return sendBankIdError(reply, result.errorCode, "An order for this user is already in progress");
    }
    const { orderRef, autoStartToken, qrStartToken, qrStartSecret } = result.order;
    return { orderRef, autoStartToken, qrStartToken, qrStartSecret } satisfies BankIdOrderResponse;
  };

  const paths = {
    auth: startOrder("auth"),
    sign: startOrder("sign"),
    collect: async (request: FastifyRequest, reply: FastifyReply) => {
      const parsed = BankIdOrderRefRequestSchema.safeParse(request.body);
      if (!parsed.success) return sendBankIdError(reply, "invalidParameters", describeIssues(parsed.error));
      const order = store.get(parsed.data.orderRef);
      if (!order) return sendBankIdError(reply, "invalidParameters", "No such order");
      return collectResponse(order);
    },
    cancel: async (request: FastifyRequest, reply: FastifyReply) => {
      const parsed = BankIdOrderRefRequestSchema.safeParse(request.body);
      if (!parsed.success) return sendBankIdError(reply, "invalidParameters", describeIssues(parsed.error));
      if (!store.cancel(parsed.data.orderRef)) return sendBankIdError(reply, "invalidParameters", "No such order");
      return {};
    },
  };

  for (const [name, handler] of Object.entries(paths)) {
    const url = `${BANKID_API_PATH}/${name}`;
    app.post(url, { onRequest: requireJson }, handler);
    app.route({
      method: ["GET", "PUT", "DELETE", "PATCH", "OPTIONS"],
      url,
      handler: async (_request, reply) => sendBankIdError(reply, "methodNotAllowed", "Use POST"),
    });
  }
}

function collectResponse(order: SimulatedOrder): BankIdCollectResponse {
  const { state, orderRef } = order;
  switch (state.status) {
    case "pending":
    case "failed":
      return { orderRef, status: state.status, hintCode: state.hintCode };
    case "complete":
      return { orderRef, status: "complete", completionData: state.completionData };
  }
}

// --- The tester's app ---------------------------------------------------------------------------

/** http(s) only: the redirect comes from a link anyone can craft. */
const HttpUrlSchema = z.url().refine((value) => /^https?:$/.test(new URL(value).protocol), "must be http(s)");
/** The autostart link's redirect: a URL, or the literal "null" for none. */
const RedirectSchema = z.union([z.literal("null"), HttpUrlSchema]);

const AppQuerySchema = z.object({
  autostarttoken: z.string().min(1).max(100).optional(),
  redirect: RedirectSchema.optional(),
  result: z.enum(Object.keys(APP_RESULT_MESSAGES) as [AppResultKey, ...AppResultKey[]]).optional(),
});
const OrderParamsSchema = z.object({ orderRef: z.string().min(1).max(100) });
const OrderQuerySchema = z.object({ redirect: RedirectSchema.optional() });
const OrderFormSchema = z.object({
  action: z.enum(ORDER_OUTCOMES),
  personalNumber: z.string().max(20).optional(),
  redirect: RedirectSchema.optional(),
});
const QrFormSchema = z.object({ qr: z.string().max(500) });
const NextStartFormSchema = z.object({ errorCode: z.enum(["", "alreadyInProgress"]) });

const QR_PROBLEMS: Record<Exclude<QrResult, { ok: true }>["problem"], string> = {
  format: "Det där är inte innehållet i en BankID-QR-kod (bankid.<token>.<sekunder>.<kod>).",
  notFound: "Ingen väntande order hör till QR-koden.",
  forged: "QR-koden är inte äkta: koden stämmer inte med orderns hemlighet.",
  stale: "QR-koden är för gammal (mer än 60 sekunder). Skanna en ny kod.",
};

const OUTCOME_PROBLEMS: Record<Exclude<OutcomeResult, { ok: true }>["problem"], { status: number; text: string }> = {
  notFound: { status: 404, text: "Ordern finns inte." },
  notPending: { status: 409, text: "Ordern väntar inte längre; den är redan avslutad." },
  wrongPerson: { status: 400, text: "Ordern kräver en annan person; bara den personen kan genomföra den." },
  unknownPerson: { status: 400, text: "Personen finns inte bland de svenska testpersonerna." },
};

function registerTesterApp(app: FastifyInstance, store: OrderStore) {
  const renderApp = (reply: FastifyReply, status: number, notice?: Notice, qrInput?: string) =>
    sendHtml(
      reply.code(status),
      appPageHtml({ orders: store.pending(), nextStartError: store.nextStartError(), notice, qrInput }),
    );

  app.get("/app", async (request, reply) => {
    const query = AppQuerySchema.safeParse(request.query);
    if (!query.success) {
      return renderApp(reply, 400, {
        kind: "error",
        text: "Adressen är ogiltig (autostarttoken, redirect eller result).",
      });
    }
    const { autostarttoken, redirect, result } = query.data;
    // The autostart link of a same-device flow: the app picks up that order at once.
    if (autostarttoken) {
      const order = store.pendingByAutoStartToken(autostarttoken);
      if (!order) return renderApp(reply, 404, { kind: "error", text: "Ingen väntande order hör till startlänken." });
      return reply.redirect(orderPath(order.orderRef, redirect ?? "null"), 303);
    }
    return renderApp(reply, 200, result ? { kind: "status", text: APP_RESULT_MESSAGES[result] } : undefined);
  });

  app.get("/app/orders/:orderRef", async (request, reply) => {
    const params = OrderParamsSchema.safeParse(request.params);
    const query = OrderQuerySchema.safeParse(request.query);
    if (!query.success) {
      return sendHtml(reply.code(400), messagePageHtml("Fel", { kind: "error", text: "Ogiltig redirect-adress." }));
    }
    const order = params.success ? store.open(params.data.orderRef) : undefined;
    if (!order) {
      return sendHtml(
        reply.code(404),
        messagePageHtml("Ordern finns inte", { kind: "error", text: "Ingen väntande order med det ordernumret." }),
      );
    }
    return sendHtml(reply, orderPageHtml(order, query.data.redirect));
  });

  app.post("/app/orders/:orderRef", async (request, reply) => {
    const params = OrderParamsSchema.safeParse(request.params);
    const form = OrderFormSchema.safeParse(request.body);
    if (!params.success || !form.success) {
      return sendHtml(reply.code(400), messagePageHtml("Fel", { kind: "error", text: "Formuläret är ogiltigt." }));
    }
    const { action, personalNumber, redirect } = form.data;
    const result = store.finish(params.data.orderRef, action, personalNumber);
    if (!result.ok) {
      const problem = OUTCOME_PROBLEMS[result.problem];
      const order = store.get(params.data.orderRef);
      const notice: Notice = { kind: "error", text: problem.text };
      return sendHtml(
        reply.code(problem.status),
        order?.state.status === "pending"
          ? orderPageHtml(order, redirect, notice)
          : messagePageHtml("Ordern kunde inte avslutas", notice),
      );
    }
    // Back to the service the autostart link came from, as the real app does.
    const target =
      redirect && redirect !== "null" ? redirect : redirect === "null" ? result.order.returnUrl : undefined;
    return reply.redirect(target ?? `/app?result=${action}`, 303);
  });

  app.post("/app/qr", async (request, reply) => {
    const form = QrFormSchema.safeParse(request.body);
    if (!form.success) return renderApp(reply, 400, { kind: "error", text: QR_PROBLEMS.format });
    const result = store.openByQrCode(form.data.qr);
    if (!result.ok) return renderApp(reply, 400, { kind: "error", text: QR_PROBLEMS[result.problem] }, form.data.qr);
    return reply.redirect(orderPath(result.order.orderRef), 303);
  });

  app.post("/app/next-start", async (request, reply) => {
    const form = NextStartFormSchema.safeParse(request.body);
    if (!form.success) return renderApp(reply, 400, { kind: "error", text: "Ogiltigt val för nästa start." });
    store.setNextStartError(form.data.errorCode || undefined);
    return reply.redirect("/app?result=nextStartSaved", 303);
  });
}

function orderPath(orderRef: string, redirect?: string): string {
  const path = `/app/orders/${encodeURIComponent(orderRef)}`;
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

// --- JSON endpoints for automated tests ----------------------------------------------------------

const OutcomeBodySchema = z.object({
  outcome: z.enum(ORDER_OUTCOMES),
  personalNumber: z.string().max(20).optional(),
});
const NextStartBodySchema = z.object({ errorCode: z.literal("alreadyInProgress").nullable() });

function registerTestApi(app: FastifyInstance, store: OrderStore) {
  app.get("/sim/orders", async () => ({
    orders: store.pending().map((order) => ({
      orderRef: order.orderRef,
      type: order.type,
      createdAt: order.createdAt.toISOString(),
      hintCode: order.state.status === "pending" ? order.state.hintCode : undefined,
      requiredPersonalNumber: order.requirement.personalNumber,
      userVisibleData: order.userVisibleData,
    })),
  }));

  app.post("/sim/orders/:orderRef/outcome", async (request, reply) => {
    const params = OrderParamsSchema.safeParse(request.params);
    const body = OutcomeBodySchema.safeParse(request.body);
    if (!params.success) return sendBankIdError(reply, "invalidParameters", describeIssues(params.error));
    if (!body.success) return sendBankIdError(reply, "invalidParameters", describeIssues(body.error));
    const result = store.finish(
      params.data.orderRef,
      body.data.outcome satisfies OrderOutcome,
      body.data.personalNumber,
    );
    if (!result.ok) {
      return result.problem === "notFound"
        ? sendBankIdError(reply, "notFound", "No such order")
        : sendBankIdError(reply, "invalidParameters", OUTCOME_PROBLEMS[result.problem].text);
    }
    return collectResponse(result.order);
  });

  app.post("/sim/next-start", async (request, reply) => {
    const body = NextStartBodySchema.safeParse(request.body);
    if (!body.success) return sendBankIdError(reply, "invalidParameters", describeIssues(body.error));
    store.setNextStartError(body.data.errorCode ?? undefined);
    return { errorCode: body.data.errorCode };
  });
}

// --- Helpers ------------------------------------------------------------------------------------

function isAppPath(url: string): boolean {
  return url === "/app" || url.startsWith("/app/") || url.startsWith("/app?");
}

function sendBankIdError(reply: FastifyReply, errorCode: BankIdErrorCode, details: string) {
  return reply.code(BANKID_ERROR_HTTP_STATUS[errorCode]).type("application/json").send({ errorCode, details });
}

function sendHtml(reply: FastifyReply, html: string) {
  return reply
    .type("text/html; charset=utf-8")
    .header(
      "content-security-policy",
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    )
    .send(html);
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
}

/** Base64 that is also valid UTF-8 once decoded, else null. */
function decodeUtf8(base64: string): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(base64, "base64"));
  } catch {
    return null;
  }
}
