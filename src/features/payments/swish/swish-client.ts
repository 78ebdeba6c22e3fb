import http from "node:http";
import https from "node:https";
import { type PaymentProvider, ProviderRefusedError, type ProviderReport, ProviderUnavailableError } from "../provider";
import {
  InstructionIdSchema,
  instructionIdOf,
  minorOfSwishAmount,
  SWISH_CREATE_PATH,
  SWISH_READ_PATH,
  SWISH_REQUEST_LIFETIME_SECONDS,
  type SwishCreateRequest,
  SwishErrorsSchema,
  type SwishPaymentRequest,
  SwishPaymentRequestSchema,
  swishAmountOf,
  swishPayerAliasOf,
} from "./swish-schema";

/**
 * A client of the Swish Commerce API (payment requests) as a payment provider. Production Swish
 * authenticates the merchant by its certificate (mutual TLS), which global fetch cannot present,
 * hence node:https as in the BankID client; the bundled simulator speaks plain HTTP.
 */

export interface SwishClientOptions {
  /** Host root: Swish's (https://cpc.getswish.net/swish-cpcapi) or the simulator's url. */
  baseUrl: string;
  payeeAlias: string;
  /** The merchant certificate: PEM cert and key, or PKCS#12; and Swish's root CA. */
  tls?: { cert?: Buffer; key?: Buffer; pfx?: Buffer; passphrase?: string; ca?: Buffer };
  /** An answer slower than this is treated as lost (the payment stays pending and is reconciled). */
  timeoutMs?: number;
  /** The bundled simulator's payer page of a request (outside production): the step links to it. */
  payerPageOf?: (instructionId: string) => string;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 256 * 1024;

interface WireResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function createSwishProvider(options: SwishClientOptions): PaymentProvider {
  const base = new URL(options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`);
  const isHttps = base.protocol === "https:";
  if (!isHttps && base.protocol !== "http:") throw new Error(`Swish baseUrl must be http(s), got ${options.baseUrl}`);
  if (options.tls && !isHttps) throw new Error("Swish client certificate given for a plain-http baseUrl");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const agentOptions = { keepAlive: true, timeout: 4_000 };
  const agent = isHttps ? new https.Agent({ ...agentOptions, ...(options.tls ?? {}) }) : new http.Agent(agentOptions);

  function send(method: string, path: string, body?: unknown, contentType = "application/json"): Promise<WireResponse> {
    const url = new URL(path.replace(/^\//, ""), base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = (isHttps ? https : http).request(url, {
        method,
        agent,
        headers: {
          accept: "application/json",
          ...(payload !== undefined
            ? { "content-type": contentType, "content-length": Buffer.byteLength(payload) }
            : {}),
        },
      });
      let ownFailure: Error | undefined;
      const giveUp = (error: Error) => {
        ownFailure = error;
        request.destroy(error);
      };
      const timer = setTimeout(
        () => giveUp(new ProviderUnavailableError("swish", `No answer from Swish within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const fail = (error: unknown) => {
        clearTimeout(timer);
        reject(ownFailure ?? new ProviderUnavailableError("swish", "Could not reach Swish", error));
      };
      request.on("error", fail);
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) giveUp(new ProviderUnavailableError("swish", "Swish answer too large"));
          else chunks.push(chunk);
        });
        response.on("error", fail);
        response.on("end", () => {
          clearTimeout(timer);
          if (ownFailure) return reject(ownFailure);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          });
        });
      });
      request.end(payload);
    });
  }

  async function read(instructionId: string): Promise<SwishPaymentRequest> {
    if (!InstructionIdSchema.safeParse(instructionId).success) {
      throw new ProviderRefusedError("swish", "RP01", "Not a Swish instruction id");
    }
    const response = await send("GET", `${SWISH_READ_PATH}/${instructionId}`);
    if (response.status === 404) throw new ProviderRefusedError("swish", "RP04", "No such payment request");
    if (response.status !== 200) {
      throw new ProviderUnavailableError("swish", `Swish answered ${response.status} to a status read`);
    }
    const parsed = SwishPaymentRequestSchema.safeParse(parseJson(response.body));
    if (!parsed.success || parsed.data.id.toUpperCase() !== instructionId) {
      throw new ProviderUnavailableError("swish", "Unexpected answer from Swish to a status read");
    }
    return parsed.data;
  }

  return {
    name: "swish",
    lifetimeSeconds: SWISH_REQUEST_LIFETIME_SECONDS + 60,
    referenceOf: instructionIdOf,
    async start(input) {
      if (input.currency !== "SEK") throw new ProviderRefusedError("swish", "AM03", "Swish pays in SEK only");
      const instructionId = instructionIdOf(input.paymentId);
      const body: SwishCreateRequest = {
        payeePaymentReference: input.paymentNumber.replace(/[^A-Za-z0-9-]/g, "").slice(0, 35),
        callbackUrl: input.callbackUrl,
        ...(input.payerPhone ? { payerAlias: swishPayerAliasOf(input.payerPhone) } : {}),
        payeeAlias: options.payeeAlias,
        amount: swishAmountOf(input.amountMinor),
        currency: "SEK",
        message: input.message,
      };
      const response = await send("PUT", `${SWISH_CREATE_PATH}/${instructionId}`, body);
      if (response.status === 201) {
        const token = response.headers.paymentrequesttoken;
        const requestToken = Array.isArray(token) ? token[0] : token;
        const appUrl = options.payerPageOf
          ? options.payerPageOf(instructionId)
          : requestToken
            ? `swish://paymentrequest?token=${encodeURIComponent(requestToken)}`
            : undefined;
        return { providerRef: instructionId, ...(appUrl ? { appUrl } : {}) };
      }
      if (response.status === 409) {
        // Made already by an earlier start whose answer was lost: the same request.
        return { providerRef: instructionId };
      }
      if (response.status === 422 || response.status === 400) {
        const errors = SwishErrorsSchema.safeParse(parseJson(response.body));
        const code = errors.success ? (errors.data[0]?.errorCode ?? "RP00") : "RP00";
        throw new ProviderRefusedError("swish", code, `Swish refused the payment request (${code})`);
      }
      throw new ProviderUnavailableError("swish", `Swish answered ${response.status} to a payment request`);
    },
    async status(providerRef) {
      return reportOf(await read(providerRef));
    },
    async verifyCallback({ body }) {
      // The body is not trusted: only its id is read, and Swish is asked what that request's state is.
      const id = typeof body === "object" && body !== null ? (body as { id?: unknown }).id : undefined;
      const instructionId = typeof id === "string" ? id.toUpperCase() : "";
      if (!InstructionIdSchema.safeParse(instructionId).success) return undefined;
      try {
        return reportOf(await read(instructionId));
      } catch (error) {
        if (error instanceof ProviderRefusedError) return undefined;
        throw error;
      }
    },
  };
}

/** Swish's word for a payment request's state, as ours; the event id names the request and state (a repeat is the same event). */
export function reportOf(request: SwishPaymentRequest): ProviderReport {
  const state = (
    { CREATED: "pending", PAID: "paid", DECLINED: "declined", ERROR: "error", CANCELLED: "cancelled" } as const
  )[request.status];
  return {
    providerRef: request.id.toUpperCase(),
    eventId: `${request.id.toUpperCase()}:${request.status}`,
    state,
    amountMinor: minorOfSwishAmount(request.amount),
    currency: request.currency,
    rawStatus: request.status,
    ...(request.errorCode ? { errorCode: request.errorCode } : {}),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
