import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { z } from "zod";
import {
  InstructionIdSchema,
  minorOfSwishAmount,
  SWISH_CREATE_PATH,
  SWISH_READ_PATH,
  SWISH_REQUEST_LIFETIME_SECONDS,
  SwishCreateRequestSchema,
  type SwishPaymentRequest,
  swishAmountOf,
} from "../swish-schema";
import { payerListPageHtml, payerMessagePageHtml, payerRequestPageHtml } from "./payer-pages";

/**
 * A stand-in for Swish outside production: the Commerce API's payment requests over real HTTP
 * (PUT v2 create with Swish's 201/Location/PaymentRequestToken and 422 error lists, GET v1 read,
 * PATCH v1 cancel, the callback POSTed to the merchant), a payer's "app" at /payer ("Betala",
 * "Avbryt"), and JSON endpoints under /sim for automated tests. A separate Fastify instance,
 * never registered on the product app.
 *
 * Test behaviours by the payer number's last two digits: 01 declined, 02 cancelled (at once,
 * with a callback); 03 the create is never answered and no callback ever sent (the merchant
 * times out and must reconcile by reading the status); 04 paid at once and the callback sent
 * twice; 05 paid at once with an amount one krona above the request's. Any other number waits for
 * the payer.
 */

export interface SwishSimulatorOptions {
  clock?: () => Date;
  /** How long a request waits for its payer before it ends as ERROR TM01 (Swish: 3 minutes). */
  requestLifetimeSeconds?: number;
}

interface StoredRequest {
  request: SwishPaymentRequest;
  /** 03: never answer, never call back. */
  silent: boolean;
  /** 04: the callback goes twice. */
  doubleCallback: boolean;
  createdAt: number;
}

const ActionSchema = z.object({ action: z.enum(["pay", "decline"]) });
const IdParamsSchema = z.object({ id: InstructionIdSchema });
const CancelPatchSchema = z
  .array(z.object({ op: z.literal("replace"), path: z.literal("/status"), value: z.literal("cancelled") }))
  .length(1);

export function createSwishSimulator(options: SwishSimulatorOptions = {}): FastifyInstance {
  const clock = options.clock ?? (() => new Date());
  const lifetimeMs = (options.requestLifetimeSeconds ?? SWISH_REQUEST_LIFETIME_SECONDS) * 1000;
  const requests = new Map<string, StoredRequest>();
  const held = new Set<FastifyReply>();
  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addContentTypeParser("application/json-patch+json", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    reply.header("x-content-type-options", "nosniff");
    return payload;
  });
  app.addHook("onClose", async () => {
    for (const reply of held) reply.raw.destroy();
  });
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? 400 : 500;
    return reply.code(status).send([{ errorCode: status === 400 ? "RP00" : "IN00", errorMessage: "Bad request" }]);
  });

  /** A request that waited longer than its lifetime ends as ERROR TM01, as Swish's do. */
  function current(stored: StoredRequest): SwishPaymentRequest {
    if (stored.request.status === "CREATED" && clock().getTime() - stored.createdAt > lifetimeMs) {
      stored.request = {
        ...stored.request,
        status: "ERROR",
        errorCode: "TM01",
        errorMessage: "Swish timed out before the payment was started",
      };
      if (!stored.silent) void callBack(stored);
    }
    return stored.request;
  }

  async function callBack(stored: StoredRequest) {
    if (stored.silent || !stored.request.callbackUrl) return;
    const times = stored.doubleCallback && stored.request.status === "PAID" ? 2 : 1;
    for (let i = 0; i < times; i++) {
      try {
        await fetch(stored.request.callbackUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(stored.request),
          signal: AbortSignal.timeout(5_000),
        });
      } catch {
        // Swish retries a failed callback; the merchant's status reads cover it here.
      }
    }
  }

  function finish(stored: StoredRequest, action: "pay" | "decline" | "cancel", amountMinor?: number) {
    const now = clock().toISOString();
    stored.request =
      action === "pay"
        ? {
            ...stored.request,
            status: "PAID",
            datePaid: now,
            paymentReference: randomBytes(16).toString("hex").toUpperCase(),
            ...(amountMinor !== undefined ? { amount: swishAmountOf(amountMinor) } : {}),
          }
        : action === "decline"
          ? { ...stored.request, status: "DECLINED", errorCode: "RF07", errorMessage: "Transaction declined" }
          : { ...stored.request, status: "CANCELLED" };
    void callBack(stored);
  }

  app.put(`${SWISH_CREATE_PATH}/:id`, async (request, reply) => {
    const params = IdParamsSchema.safeParse(request.params);
    if (!params.success) return reply.code(404).send();
    const body = SwishCreateRequestSchema.safeParse(request.body);
    if (!body.success) {
      const field = body.error.issues[0]?.path[0];
      const code =
        field === "payerAlias"
          ? "BE18"
          : field === "amount"
            ? "PA02"
            : field === "currency"
              ? "AM03"
              : field === "callbackUrl"
                ? "RP03"
                : field === "message"
                  ? "RP02"
                  : field === "payeeAlias"
                    ? "RP01"
                    : "FF08";
      return reply.code(422).send([{ errorCode: code, errorMessage: `Invalid ${String(field ?? "request")}` }]);
    }
    const id = params.data.id;
    if (requests.has(id)) {
      return reply.code(409).send([{ errorCode: "RP09", errorMessage: "InstructionUUID already used" }]);
    }
    const input = body.data;
    if (input.payerAlias && !/^467\d{8}$/.test(input.payerAlias)) {
      return reply.code(422).send([{ errorCode: "BE18", errorMessage: "Payer alias is invalid" }]);
    }
    if (minorOfSwishAmount(input.amount) < 100) {
      return reply.code(422).send([{ errorCode: "AM06", errorMessage: "Amount is less than 1 SEK" }]);
    }
    const behaviour = input.payerAlias?.slice(-2);
    const stored: StoredRequest = {
      request: {
        id,
        payeePaymentReference: input.payeePaymentReference ?? null,
        paymentReference: null,
        callbackUrl: input.callbackUrl,
        payerAlias: input.payerAlias ?? null,
        payeeAlias: input.payeeAlias,
        amount: input.amount,
        currency: input.currency,
        message: input.message ?? null,
        status: "CREATED",
        dateCreated: clock().toISOString(),
        datePaid: null,
        errorCode: null,
        errorMessage: null,
      },
      silent: behaviour === "03",
      doubleCallback: behaviour === "04",
      createdAt: clock().getTime(),
    };
    requests.set(id, stored);

    if (stored.silent) {
      // Made, but the answer never comes: the merchant gives up and must read the status later.
      held.add(reply);
      reply.raw.on("close", () => held.delete(reply));
      return reply;
    }
    const amountMinor = minorOfSwishAmount(input.amount);
    if (behaviour === "01") setImmediate(() => finish(stored, "decline"));
    if (behaviour === "02") setImmediate(() => finish(stored, "cancel"));
    if (behaviour === "04") setImmediate(() => finish(stored, "pay"));
    if (behaviour === "05") setImmediate(() => finish(stored, "pay", amountMinor + 100));

    const origin = `${request.protocol}://${request.host}`;
    reply.header("location", `${origin}${SWISH_READ_PATH}/${id}`);
    if (!input.payerAlias) reply.header("paymentrequesttoken", randomBytes(16).toString("hex"));
    return reply.code(201).send();
  });

  app.get(`${SWISH_READ_PATH}/:id`, async (request, reply) => {
    const params = IdParamsSchema.safeParse(request.params);
    const stored = params.success ? requests.get(params.data.id) : undefined;
    if (!stored) return reply.code(404).send([{ errorCode: "RP04", errorMessage: "No payment request found" }]);
    return current(stored);
  });

  app.patch(`${SWISH_READ_PATH}/:id`, async (request, reply) => {
    const params = IdParamsSchema.safeParse(request.params);
    const stored = params.success ? requests.get(params.data.id) : undefined;
    if (!stored) return reply.code(404).send([{ errorCode: "RP04", errorMessage: "No payment request found" }]);
    if (!CancelPatchSchema.safeParse(request.body).success) {
      return reply.code(422).send([{ errorCode: "RP00", errorMessage: "Only cancelling is supported" }]);
    }
    if (current(stored).status !== "CREATED") {
      return reply.code(422).send([{ errorCode: "RP07", errorMessage: "Payment request cannot be cancelled" }]);
    }
    finish(stored, "cancel");
    return stored.request;
  });

  // --- The payer's app ------------------------------------------------------------------------

  const sendHtml = (reply: FastifyReply, html: string) =>
    reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .send(html);

  app.get("/payer", async (_request, reply) =>
    sendHtml(reply, payerListPageHtml([...requests.values()].map(current).filter((r) => r.status === "CREATED"))),
  );

  app.get("/payer/:id", async (request, reply) => {
    const params = IdParamsSchema.safeParse(request.params);
    const stored = params.success ? requests.get(params.data.id) : undefined;
    if (!stored) {
      return sendHtml(reply.code(404), payerMessagePageHtml("Betalningen finns inte", "Ingen sådan förfrågan."));
    }
    return sendHtml(reply, payerRequestPageHtml(current(stored)));
  });

  app.post("/payer/:id", async (request, reply) => {
    const params = IdParamsSchema.safeParse(request.params);
    const form = ActionSchema.safeParse(request.body);
    const stored = params.success ? requests.get(params.data.id) : undefined;
    if (!stored || !form.success) {
      return sendHtml(reply.code(400), payerMessagePageHtml("Fel", "Formuläret är ogiltigt."));
    }
    if (current(stored).status !== "CREATED") {
      return sendHtml(reply.code(409), payerRequestPageHtml(stored.request, "Förfrågan är redan avslutad."));
    }
    finish(stored, form.data.action);
    return sendHtml(
      reply,
      payerRequestPageHtml(
        stored.request,
        form.data.action === "pay" ? "Betalningen är genomförd." : "Du avbröt betalningen.",
      ),
    );
  });

  // --- Test API ------------------------------------------------------------------------------

  app.get("/sim/paymentrequests", async () => [...requests.values()].map(current));

  app.post("/sim/paymentrequests/:id/:action", async (request, reply) => {
    const params = z
      .object({ id: InstructionIdSchema, action: z.enum(["pay", "decline", "cancel"]) })
      .safeParse(request.params);
    const stored = params.success ? requests.get(params.data.id) : undefined;
    if (!params.success || !stored) return reply.code(404).send({ error: "No such payment request" });
    if (current(stored).status !== "CREATED") return reply.code(409).send({ error: "Already final" });
    finish(stored, params.data.action);
    return stored.request;
  });

  return app;
}

/** Starts a simulator on its own port (0: any free one). */
export async function startSwishSimulator(
  options: SwishSimulatorOptions & { host?: string; port?: number } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const app = createSwishSimulator(options);
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
