import type {
  PaymentProvider,
  ProviderPaymentState,
  ProviderReport,
  ProviderStartInput,
  ProviderStartResult,
} from "../provider";
import { ProviderUnavailableError } from "../provider";
import {
  SVEA_ORDER_PLACEHOLDER,
  SVEA_ORDER_QUERY,
  type SveaCreateOrderRequest,
  type SveaOrder,
  SveaOrderSchema,
  sveaAuthorization,
  sveaOrderTotalMinor,
  sveaTimestamp,
} from "./svea-protocol";

/**
 * Client of Svea Checkout's merchant API (create order, get order), and the payments feature's
 * Svea provider on top of it. The payer chooses card or invoice in Svea's checkout; a push tells
 * us the order changed, and is never trusted by itself: the order is fetched back and read.
 */

/** Svea answers within seconds; a slower answer is treated as lost (the payment is reconciled). */
const DEFAULT_TIMEOUT_MS = 10_000;

/** Svea answered with an error status (401: our signature; 404: no such order). */
export class SveaAnswerError extends ProviderUnavailableError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super("svea", message);
    this.name = "SveaAnswerError";
  }
}

export interface SveaClientOptions {
  /** e.g. SVEA_PRODUCTION_API_URL, or the simulator's url. */
  apiUrl: string;
  merchantId: string;
  secret: string;
  timeoutMs?: number;
  clock?: () => Date;
}

export interface SveaClient {
  createOrder(order: SveaCreateOrderRequest): Promise<SveaOrder>;
  getOrder(orderId: string): Promise<SveaOrder>;
}

export function createSveaClient(options: SveaClientOptions): SveaClient {
  const clock = options.clock ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<SveaOrder> {
    const text = body === undefined ? "" : JSON.stringify(body);
    const timestamp = sveaTimestamp(clock());
    let response: Response;
    try {
      response = await fetch(new URL(path, options.apiUrl), {
        method,
        headers: {
          authorization: sveaAuthorization(options.merchantId, options.secret, text, timestamp),
          timestamp,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : text,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      throw new ProviderUnavailableError("svea", `Svea did not answer ${method} ${path}`, error);
    }
    const answer = await response.text().catch(() => "");
    if (!response.ok) {
      // The answer's text may name the payer; only the status goes into the error.
      throw new SveaAnswerError(response.status, `Svea answered ${method} ${path} with ${response.status}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer);
    } catch (error) {
      throw new ProviderUnavailableError("svea", `Svea answered ${method} ${path} with no JSON`, error);
    }
    const order = SveaOrderSchema.safeParse(parsed);
    if (!order.success) throw new ProviderUnavailableError("svea", `Svea's order of ${path} has an unknown shape`);
    return order.data;
  }

  return {
    createOrder: (order) => call("POST", "/api/orders", order),
    getOrder: (orderId) => {
      if (!/^\d{1,19}$/.test(orderId)) throw new ProviderUnavailableError("svea", "Not a Svea order id");
      return call("GET", `/api/orders/${orderId}`);
    },
  };
}

const COUNTRY_OF_CURRENCY = { SEK: "SE", NOK: "NO", EUR: "FI" } as const;
const LOCALE_OF_LANGUAGE = { sv: "sv-SE", no: "nb-NO", fi: "fi-FI", en: "en-US" } as const;

/** Our state of Svea's order status word; an unknown word leaves the payment pending. */
export function stateOfSveaStatus(status: string): ProviderPaymentState {
  switch (status) {
    case "Final":
    case "Confirmed":
      return "paid";
    case "Cancelled":
    case "Expired":
      return "cancelled";
    case "Declined":
      return "declined";
    default:
      return "pending";
  }
}

/** Adds `name=value` to a URL we made (ours: a path and a query, never the payer's input). */
function withQuery(url: string, name: string, value: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}${name}=${value}`;
}

export function reportOfSveaOrder(order: SveaOrder): ProviderReport {
  const state = stateOfSveaStatus(order.Status);
  return {
    providerRef: String(order.OrderId),
    // One event per status: a repeated push, a confirmation return and a later status poll of
    // the same state are the same report, applied once.
    eventId: `${order.OrderId}:${order.Status}`,
    state,
    amountMinor: sveaOrderTotalMinor(order.Cart.Items),
    currency: order.Currency,
    rawStatus: order.Status,
    errorCode: order.Status === "Expired" ? "expired" : undefined,
  };
}

/**
 * The checkout's own address in the order's GUI snippet (`data-sco-sveacheckout-iframesrc`): the
 * buy flow sends the browser there instead of embedding the snippet. http(s) only.
 */
export function checkoutAddressOf(order: SveaOrder): string | undefined {
  const snippet = order.Gui?.Snippet ?? "";
  const match = /data-sco-sveacheckout-iframesrc="([^"]+)"/i.exec(snippet);
  if (!match?.[1]) return undefined;
  const address = match[1].replaceAll("&amp;", "&");
  try {
    const url = new URL(address);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export interface SveaProviderOptions {
  /** Svea shows the merchant's terms from the checkout (TermsUri); default: the start page of the site we return to. */
  termsUrl?: string;
}

/**
 * The Svea provider: `start` creates a checkout order with one row (the fee, VAT 0 %, amount and
 * currency the server's) and answers the checkout's address; a push (callback) names an order,
 * which is fetched back to learn its state.
 */
export function createSveaProvider(client: SveaClient, options: SveaProviderOptions = {}): PaymentProvider {
  return {
    name: "svea",
    async start(input: ProviderStartInput): Promise<ProviderStartResult> {
      const order = await client.createOrder({
        CountryCode: COUNTRY_OF_CURRENCY[input.currency],
        Currency: input.currency,
        Locale: LOCALE_OF_LANGUAGE[input.language],
        ClientOrderNumber: input.paymentNumber,
        MerchantSettings: {
          CheckoutUri: input.cancelUrl,
          ConfirmationUri: withQuery(input.returnUrl, SVEA_ORDER_QUERY, SVEA_ORDER_PLACEHOLDER),
          PushUri: withQuery(input.callbackUrl, SVEA_ORDER_QUERY, SVEA_ORDER_PLACEHOLDER),
          TermsUri: options.termsUrl ?? new URL("/", input.returnUrl).toString(),
        },
        Cart: {
          Items: [
            {
              ArticleNumber: "booking-fee",
              Name: input.message.slice(0, 40),
              Quantity: 100,
              UnitPrice: input.amountMinor,
              DiscountPercent: 0,
              VatPercent: 0,
              RowNumber: 1,
            },
          ],
        },
        MerchantData: input.paymentId,
      });
      const redirectUrl = checkoutAddressOf(order);
      if (!redirectUrl) throw new ProviderUnavailableError("svea", "Svea's order carries no checkout address");
      return { providerRef: String(order.OrderId), redirectUrl };
    },
    async status(providerRef) {
      return reportOfSveaOrder(await client.getOrder(providerRef));
    },
    async verifyCallback({ body }) {
      // Svea's push carries nothing to trust: the order it names is fetched from Svea.
      const orderId = (body as Record<string, unknown> | undefined)?.[SVEA_ORDER_QUERY];
      if (typeof orderId !== "string" || !/^\d{1,19}$/.test(orderId)) return undefined;
      try {
        return reportOfSveaOrder(await client.getOrder(orderId));
      } catch (error) {
        // An order Svea does not know is no report; anything else is Svea not answering.
        if (error instanceof SveaAnswerError && error.status === 404) return undefined;
        throw error;
      }
    },
  };
}
