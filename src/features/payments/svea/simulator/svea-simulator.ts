import { timingSafeEqual } from "node:crypto";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { z } from "zod";
import {
  escapeHtml,
  FAULT_LABELS,
  faultOptionsHtml,
  parseFormBody,
  SIMULATED_FAULTS,
  type SimulatedFault,
  simulatorPage,
} from "../../simulator-pages";
import {
  SVEA_ORDER_PLACEHOLDER,
  type SveaCreateOrderRequest,
  SveaCreateOrderRequestSchema,
  type SveaOrder,
  sveaAuthorization,
  sveaOrderTotalMinor,
} from "../svea-protocol";

/**
 * A stand-in for Svea Checkout outside production: the merchant API over real HTTP (POST
 * /api/orders, GET /api/orders/{id}) that checks Svea's authorization header, a checkout page
 * where the payer chooses card or invoice and pays, is declined or cancels, then Svea's push to
 * the merchant and the browser's redirect to the confirmation address. Faults for tests are
 * chosen on the page (no push, a duplicate push, an order naming another amount, no redirect).
 * A separate Fastify instance, never registered on the product app.
 */

export const SVEA_SIMULATOR_MERCHANT = { merchantId: "124842", secret: "svea-simulator-secret-0123456789" };

/** How far a request's Timestamp may be from the simulator's clock. */
const TIMESTAMP_TOLERANCE_MS = 10 * 60_000;

interface SimulatedSveaOrder {
  merchantId: string;
  orderId: number;
  request: SveaCreateOrderRequest;
  status: "Created" | "Final" | "Cancelled" | "Declined" | "Expired";
  paymentType?: "Card" | "Invoice";
  /** The wrongAmount fault: the order, read back, names this many minor units more. */
  amountSkewMinor: number;
  pushes: { url: string; status: number | "failed" }[];
}

export interface SveaSimulatorOptions {
  merchants?: Record<string, string>;
  clock?: () => Date;
  /** The address browsers reach the simulator at (its checkout pages); set by startSveaSimulator. */
  publicUrl?: () => string;
}

export function createSveaSimulator(options: SveaSimulatorOptions = {}): FastifyInstance {
  const merchants = options.merchants ?? { [SVEA_SIMULATOR_MERCHANT.merchantId]: SVEA_SIMULATOR_MERCHANT.secret };
  const clock = options.clock ?? (() => new Date());
  const publicUrl = options.publicUrl ?? (() => "http://127.0.0.1");
  const orders = new Map<number, SimulatedSveaOrder>();
  let nextOrderId = 8_000_001;
  const app = Fastify({ logger: false });

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, parseFormBody(body as string)),
  );
  // The merchant API signs the body's exact text: keep it.
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    reply.header("x-content-type-options", "nosniff");
    return payload;
  });

  // Browsers ask every page's origin for an icon: none, and no error for it.
  app.get("/favicon.ico", async (_request, reply) => reply.code(204).send());

  /** The merchant of a signed request, or undefined (401) when the header does not verify. */
  function authenticate(request: FastifyRequest, body: string): string | undefined {
    const header = request.headers.authorization;
    const timestamp = request.headers.timestamp;
    if (typeof header !== "string" || typeof timestamp !== "string") return undefined;
    const when = Date.parse(`${timestamp.replace(" ", "T")}Z`);
    if (
      !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(timestamp) ||
      Math.abs(when - clock().getTime()) > TIMESTAMP_TOLERANCE_MS
    ) {
      return undefined;
    }
    const token = /^Svea (\S+)$/.exec(header)?.[1];
    if (!token) return undefined;
    const merchantId = Buffer.from(token, "base64").toString("utf8").split(":")[0] ?? "";
    const secret = merchants[merchantId];
    if (secret === undefined) return undefined;
    const expected = Buffer.from(sveaAuthorization(merchantId, secret, body, timestamp));
    const given = Buffer.from(header);
    return expected.length === given.length && timingSafeEqual(expected, given) ? merchantId : undefined;
  }

  function orderAnswer(order: SimulatedSveaOrder): SveaOrder {
    const checkoutUrl = `${publicUrl()}/checkout/${order.orderId}`;
    const items = order.request.Cart.Items.map((item, index) =>
      index === 0 ? { ...item, UnitPrice: item.UnitPrice + order.amountSkewMinor } : item,
    );
    return {
      OrderId: order.orderId,
      ClientOrderNumber: order.request.ClientOrderNumber,
      Status: order.status,
      Currency: order.request.Currency,
      CountryCode: order.request.CountryCode,
      Locale: order.request.Locale,
      Cart: { Items: items },
      MerchantSettings: order.request.MerchantSettings,
      Gui: {
        Layout: "desktop",
        Snippet: `<div id="svea-checkout-container" data-sco-sveacheckout-iframesrc="${escapeHtml(checkoutUrl)}"><iframe src="${escapeHtml(checkoutUrl)}" title="Svea Checkout"></iframe></div>`,
      },
      PaymentType: order.status === "Final" ? order.paymentType : null,
    };
  }

  const unauthorized = (reply: FastifyReply) =>
    reply.code(401).send({ Code: "Unauthorized", Message: "The authorization header does not verify" });

  app.post("/api/orders", async (request, reply) => {
    const body = typeof request.body === "string" ? request.body : "";
    const merchantId = authenticate(request, body);
    if (!merchantId) return unauthorized(reply);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return reply.code(400).send({ Code: "BadRequest", Message: "The body is no JSON" });
    }
    const parsed = SveaCreateOrderRequestSchema.safeParse(json);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ Code: "BadRequest", Message: parsed.error.issues.map((i) => i.path.join(".")).join(", ") });
    }
    const uris = parsed.data.MerchantSettings;
    for (const uri of [uris.PushUri, uris.ConfirmationUri, uris.CheckoutUri, uris.TermsUri]) {
      if (!/^https?:\/\//.test(uri))
        return reply.code(400).send({ Code: "BadRequest", Message: "MerchantSettings need http(s) addresses" });
    }
    const order: SimulatedSveaOrder = {
      merchantId,
      orderId: nextOrderId++,
      request: parsed.data,
      status: "Created",
      amountSkewMinor: 0,
      pushes: [],
    };
    orders.set(order.orderId, order);
    return reply.code(201).send(orderAnswer(order));
  });

  app.get("/api/orders/:orderId", async (request, reply) => {
    const merchantId = authenticate(request, "");
    if (!merchantId) return unauthorized(reply);
    const order = orders.get(Number((request.params as { orderId: string }).orderId));
    if (!order || order.merchantId !== merchantId)
      return reply.code(404).send({ Code: "NotFound", Message: "No such order" });
    return orderAnswer(order);
  });

  const OrderParamsSchema = z.object({ orderId: z.coerce.number().int().positive() });

  app.get("/checkout/:orderId", async (request, reply) => {
    const params = OrderParamsSchema.safeParse(request.params);
    const order = params.success ? orders.get(params.data.orderId) : undefined;
    if (!order) return sendHtml(reply.code(404), "Svea Checkout", "<h1>Svea Checkout</h1><p>Ordern finns inte.</p>");
    return sendHtml(reply, "Svea Checkout", checkoutHtml(order));
  });

  const CheckoutFormSchema = z.object({
    action: z.enum(["pay", "decline", "cancel"]),
    method: z.enum(["Card", "Invoice"]).default("Card"),
    fault: z.enum(SIMULATED_FAULTS).default("none"),
  });

  app.post("/checkout/:orderId", async (request, reply) => {
    const params = OrderParamsSchema.safeParse(request.params);
    const order = params.success ? orders.get(params.data.orderId) : undefined;
    if (!order) return sendHtml(reply.code(404), "Svea Checkout", "<h1>Svea Checkout</h1><p>Ordern finns inte.</p>");
    const form = CheckoutFormSchema.safeParse(request.body);
    if (!form.success)
      return sendHtml(reply.code(400), "Svea Checkout", "<h1>Svea Checkout</h1><p>Formuläret kunde inte läsas.</p>");
    if (order.status !== "Created") {
      return sendHtml(reply.code(409), "Svea Checkout", "<h1>Svea Checkout</h1><p>Ordern är redan avslutad.</p>");
    }
    const { action, method, fault } = form.data;
    order.status = action === "pay" ? "Final" : action === "decline" ? "Declined" : "Cancelled";
    if (action === "pay") order.paymentType = method;
    if (fault === "wrongAmount") order.amountSkewMinor = 100;
    await finish(order, fault);
    if (fault === "noPush" || fault === "noReturn") {
      return sendHtml(
        reply,
        "Svea Checkout",
        `<h1>Svea Checkout</h1><p role="status">${escapeHtml(FAULT_LABELS[fault])}. Du kan stänga fönstret.</p>`,
      );
    }
    return reply.redirect(confirmationUrlOf(order), 303);
  });

  async function finish(order: SimulatedSveaOrder, fault: SimulatedFault) {
    if (fault === "noPush") return;
    await push(order);
    if (fault === "duplicatePush") await push(order);
  }

  /** Svea's push: a POST to PushUri with the order's id in place of the placeholder, and no body to trust. */
  async function push(order: SimulatedSveaOrder) {
    const url = order.request.MerchantSettings.PushUri.replaceAll(SVEA_ORDER_PLACEHOLDER, String(order.orderId));
    try {
      const response = await fetch(url, { method: "POST", signal: AbortSignal.timeout(5_000), redirect: "manual" });
      order.pushes.push({ url, status: response.status });
    } catch {
      order.pushes.push({ url, status: "failed" });
    }
  }

  function confirmationUrlOf(order: SimulatedSveaOrder): string {
    return order.request.MerchantSettings.ConfirmationUri.replaceAll(SVEA_ORDER_PLACEHOLDER, String(order.orderId));
  }

  // --- Test API: an order's state and pushes; a push sent again; an order expired. ----------------
  app.get("/sim/orders/:orderId", async (request, reply) => {
    const params = OrderParamsSchema.safeParse(request.params);
    const order = params.success ? orders.get(params.data.orderId) : undefined;
    if (!order) return reply.code(404).send({ message: "No such order" });
    return {
      orderId: order.orderId,
      status: order.status,
      paymentType: order.paymentType ?? null,
      pushes: order.pushes,
    };
  });
  app.post("/sim/orders/:orderId/push", async (request, reply) => {
    const params = OrderParamsSchema.safeParse(request.params);
    const order = params.success ? orders.get(params.data.orderId) : undefined;
    if (!order) return reply.code(404).send({ message: "No such order" });
    await push(order);
    return { pushes: order.pushes };
  });
  app.post("/sim/orders/:orderId/expire", async (request, reply) => {
    const params = OrderParamsSchema.safeParse(request.params);
    const order = params.success ? orders.get(params.data.orderId) : undefined;
    if (!order) return reply.code(404).send({ message: "No such order" });
    if (order.status === "Created") order.status = "Expired";
    return { status: order.status };
  });

  return app;
}

function checkoutHtml(order: SimulatedSveaOrder): string {
  const total = sveaOrderTotalMinor(order.request.Cart.Items);
  const amount = `${(total / 100).toFixed(2)} ${order.request.Currency}`;
  const rows = order.request.Cart.Items.map((item) => `<li>${escapeHtml(item.Name)}</li>`).join("");
  if (order.status !== "Created") {
    return `<h1>Svea Checkout</h1><p role="status">Ordern är avslutad (${escapeHtml(order.status)}).</p>`;
  }
  return `<h1>Svea Checkout</h1>
<p class="note">Simulator: inga riktiga betalningar.</p>
<dl><dt>Order</dt><dd>${escapeHtml(order.request.ClientOrderNumber)}</dd><dt>Att betala</dt><dd>${escapeHtml(amount)}</dd></dl>
<ul>${rows}</ul>
<form method="post" action="/checkout/${order.orderId}">
<fieldset><legend>Betalsätt</legend>
<label><input type="radio" name="method" value="Card" checked> Kort</label>
<label><input type="radio" name="method" value="Invoice"> Faktura</label>
</fieldset>
<label for="fault">Simulerat fel</label>
<select id="fault" name="fault">${faultOptionsHtml()}</select>
<div>
<button class="primary" type="submit" name="action" value="pay">Betala</button>
<button type="submit" name="action" value="decline">Neka betalningen</button>
<button type="submit" name="action" value="cancel">Avbryt</button>
</div>
</form>`;
}

function sendHtml(reply: FastifyReply, title: string, body: string) {
  return reply.type("text/html; charset=utf-8").send(simulatorPage("sv", title, body));
}

/** Starts a simulator on its own port (0: any free one). */
export async function startSveaSimulator(
  options: Omit<SveaSimulatorOptions, "publicUrl"> & { host?: string; port?: number } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  let url = "";
  const app = createSveaSimulator({ ...options, publicUrl: () => url });
  const host = options.host ?? "127.0.0.1";
  await app.listen({ host, port: options.port ?? 0 });
  const { port } = app.server.address() as AddressInfo;
  url = `http://${host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host}:${port}`;
  return {
    url,
    close: async () => {
      await app.close();
    },
  };
}
