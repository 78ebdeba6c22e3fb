import http from "node:http";
import https from "node:https";
import type { z } from "zod";
import {
  BANKID_API_PATH,
  BANKID_ERROR_HTTP_STATUS,
  type BankIdAppDevice,
  BankIdCancelResponseSchema,
  type BankIdCollectResponse,
  BankIdCollectResponseSchema,
  type BankIdErrorCode,
  BankIdErrorResponseSchema,
  type BankIdOrderResponse,
  BankIdOrderResponseSchema,
  type BankIdRequirement,
  type BankIdWebDevice,
  isBankIdErrorCode,
} from "./bankid-schema";

/**
 * Client of the BankID Relying Party API v6.0. Production BankID authenticates the relying party
 * with a client certificate (mutual TLS), which global fetch cannot present, hence node:https;
 * the bundled simulator speaks plain HTTP.
 */

export const BANKID_PRODUCTION_BASE_URL = "https://appapi2.bankid.com";
export const BANKID_TEST_BASE_URL = "https://appapi2.test.bankid.com";

/** BankID answers within a few seconds; a slower answer is treated as lost. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** Below the common 5 s keep-alive timeout of servers. */
const IDLE_SOCKET_MS = 4_000;
/** Collect answers carry a signature and an OCSP response (tens of kB); anything far larger is not BankID. */
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

export interface BankIdClientOptions {
  /** Host root, e.g. BANKID_PRODUCTION_BASE_URL or the simulator's url; the client adds /rp/v6.0/... */
  baseUrl: string;
  /** The relying party certificate (PKCS#12) and BankID's CA; required by the real service. */
  tls?: { pfx: Buffer; passphrase: string; ca: string | Buffer };
  timeoutMs?: number;
}

interface OrderRequestBase {
  /** The user's IP address as seen by our server. */
  endUserIp: string;
  requirement?: BankIdRequirement;
  /** Plain text (or simpleMarkdownV1) shown in the app; the client base64-encodes it. */
  userVisibleData?: string;
  userVisibleDataFormat?: "simpleMarkdownV1";
  /** Data signed but not shown: text is UTF-8 encoded, bytes as they are; the client base64-encodes it. */
  userNonVisibleData?: string | Uint8Array;
  /** Where the app returns to after the order (same-device flows). */
  returnUrl?: string;
  /** Ask BankID for a risk indication in the completion data. */
  returnRisk?: boolean;
  app?: BankIdAppDevice;
  web?: BankIdWebDevice;
}

export type BankIdAuthRequest = OrderRequestBase;
export type BankIdSignRequest = OrderRequestBase & { userVisibleData: string };

export interface BankIdClient {
  auth(request: BankIdAuthRequest): Promise<BankIdOrderResponse>;
  sign(request: BankIdSignRequest): Promise<BankIdOrderResponse>;
  collect(orderRef: string): Promise<BankIdCollectResponse>;
  cancel(orderRef: string): Promise<void>;
}

/**
 * Everything that goes wrong talking to BankID. `errorCode` is BankID's own when it answered one;
 * a lost connection is "internalError" and no answer in time "requestTimeout" (httpStatus then
 * undefined), an answer of the wrong shape "internalError" with the status it came with.
 */
export class BankIdError extends Error {
  override readonly name = "BankIdError";

  constructor(
    readonly errorCode: BankIdErrorCode,
    readonly details: string,
    readonly httpStatus: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(`BankID ${errorCode}${httpStatus ? ` (HTTP ${httpStatus})` : ""}: ${details}`, options);
  }
}

export function createBankIdClient(options: BankIdClientOptions): BankIdClient {
  const base = new URL(options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`);
  const isHttps = base.protocol === "https:";
  if (!isHttps && base.protocol !== "http:") {
    throw new Error(`BankID baseUrl must be http(s), got ${options.baseUrl}`);
  }
  if (options.tls && !isHttps) {
    throw new Error("BankID client certificate given for a plain-http baseUrl");
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // One keep-alive agent per client: the relying party polls collect every second per order (and
  // a TLS handshake with a client certificate is not cheap). Idle sockets are dropped before a
  // server is likely to close them under us.
  const agentOptions = { keepAlive: true, timeout: IDLE_SOCKET_MS };
  const agent = isHttps
    ? new https.Agent({
        ...agentOptions,
        ...(options.tls ? { pfx: options.tls.pfx, passphrase: options.tls.passphrase, ca: options.tls.ca } : {}),
      })
    : new http.Agent(agentOptions);

  async function call<Schema extends z.ZodType>(
    method: string,
    body: Record<string, unknown>,
    schema: Schema,
  ): Promise<z.infer<Schema>> {
    const url = new URL(`${BANKID_API_PATH.slice(1)}/${method}`, base);
    const response = await post(url, JSON.stringify(body));
    if (response.status < 200 || response.status > 299) throw errorFromResponse(response);
    const parsed = schema.safeParse(parseJson(response.body));
    if (!parsed.success) {
      throw new BankIdError(
        "internalError",
        `Unexpected answer from ${method}: ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "(body)"} ${issue.message}`).join("; ")}`,
        response.status,
      );
    }
    return parsed.data;
  }

  function post(url: URL, payload: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = (isHttps ? https : http).request(url, {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      });
      // Why the request was given up on, when we did it ourselves (the socket errors that follow say less).
      let ownFailure: BankIdError | undefined;
      const giveUp = (error: BankIdError) => {
        ownFailure = error;
        request.destroy(error);
      };
      const fail = (error: unknown) => {
        clearTimeout(timer);
        if (ownFailure) return reject(ownFailure);
        reject(
          error instanceof BankIdError
            ? error
            : new BankIdError("internalError", `Could not reach BankID: ${describeNetworkError(error)}`, undefined, {
                cause: error,
              }),
        );
      };
      // A deadline for the whole exchange, not just socket inactivity.
      const timer = setTimeout(
        () => giveUp(new BankIdError("requestTimeout", `No answer from BankID within ${timeoutMs} ms`, undefined)),
        timeoutMs,
      );
      request.on("error", fail);
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) {
            giveUp(new BankIdError("internalError", "BankID answer too large", response.statusCode));
            return;
          }
          chunks.push(chunk);
        });
        response.on("error", fail);
        response.on("end", () => {
          clearTimeout(timer);
          if (ownFailure) return reject(ownFailure);
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
        });
      });
      request.end(payload);
    });
  }

  return {
    auth: (request) => call("auth", wireOrderRequest(request), BankIdOrderResponseSchema),
    sign: (request) => call("sign", wireOrderRequest(request), BankIdOrderResponseSchema),
    collect: (orderRef) => call("collect", { orderRef }, BankIdCollectResponseSchema),
    cancel: async (orderRef) => {
      await call("cancel", { orderRef }, BankIdCancelResponseSchema);
    },
  };
}

function wireOrderRequest(request: OrderRequestBase): Record<string, unknown> {
  const { userVisibleData, userNonVisibleData, ...rest } = request;
  return {
    ...rest,
    ...(userVisibleData !== undefined
      ? { userVisibleData: Buffer.from(userVisibleData, "utf8").toString("base64") }
      : {}),
    ...(userNonVisibleData !== undefined
      ? {
          userNonVisibleData: (typeof userNonVisibleData === "string"
            ? Buffer.from(userNonVisibleData, "utf8")
            : Buffer.from(userNonVisibleData)
          ).toString("base64"),
        }
      : {}),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** BankID's own error when the body is one; otherwise the code its HTTP status stands for. */
function errorFromResponse(response: { status: number; body: string }): BankIdError {
  const parsed = BankIdErrorResponseSchema.safeParse(parseJson(response.body));
  if (parsed.success && isBankIdErrorCode(parsed.data.errorCode)) {
    return new BankIdError(parsed.data.errorCode, parsed.data.details ?? "", response.status);
  }
  const details = parsed.success
    ? `Unknown error code ${parsed.data.errorCode}: ${parsed.data.details ?? ""}`
    : `HTTP ${response.status} without a BankID error body`;
  return new BankIdError(errorCodeOfStatus(response.status), details, response.status);
}

function errorCodeOfStatus(status: number): BankIdErrorCode {
  if (status === 403) return "unauthorized";
  const match = Object.entries(BANKID_ERROR_HTTP_STATUS).find(
    ([code, codeStatus]) => codeStatus === status && code !== "alreadyInProgress",
  );
  return (match?.[0] as BankIdErrorCode | undefined) ?? "internalError";
}

function describeNetworkError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}
