import { serverMessageOf } from "~/ui/query/request-error";
import type {
  CreatePaymentIdResponse,
  PaymentProviderName,
  PaymentStatusResponse,
  StartPaymentResponse,
} from "../schema";

/**
 * The browser's payment calls (same origin, the session cookie travels). Answers are read as
 * the contract's types; a failed call carries the server's translated message.
 */

export interface Answer<T> {
  ok: boolean;
  status: number;
  body: T | null;
  message?: string;
  /** The API error's code (e.g. "inProgress"). */
  code?: string;
}

async function call<T>(method: "GET" | "POST", url: string, body?: unknown, headers?: Record<string, string>) {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: {
      accept: "application/json",
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await response.json().catch(() => null)) as T | null;
  return {
    ok: response.ok,
    status: response.status,
    body: parsed,
    message: response.ok ? undefined : serverMessageOf(parsed),
    code: response.ok ? undefined : (parsed as { error?: { code?: string } } | null)?.error?.code,
  } satisfies Answer<T>;
}

/** A fresh idempotency key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function" && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const createBookingFeePayment = (bookingId: string) =>
  call<CreatePaymentIdResponse>("GET", `/api/buyresidence/createpaymentid/${encodeURIComponent(bookingId)}`);

export const createVipFeePayment = (userPaymentId: string) =>
  call<CreatePaymentIdResponse>("POST", `/api/payments/vip/${encodeURIComponent(userPaymentId)}`);

export interface StartFields {
  ObjectId: number | null;
  ContractId: string;
  UserIds: string[];
  PaymentNumber: string;
}

const START_PATHS: Record<PaymentProviderName, string> = {
  swish: "/api/buyresidence/startswishpayment",
  svea: "/api/buyresidence/startsveapayment",
  nordea: "/api/buyresidence/startnordeapayment",
};

export const startPayment = (
  provider: PaymentProviderName,
  fields: StartFields & { PhoneNumber?: string; Message?: string },
  idempotencyKey: string,
) => call<StartPaymentResponse>("POST", START_PATHS[provider], fields, { "idempotency-key": idempotencyKey });

export const paymentStatus = (paymentId: string, refresh: boolean) =>
  call<PaymentStatusResponse | null>(
    "GET",
    `/api/buyresidence/paymentstatus/${encodeURIComponent(paymentId)}${refresh ? "/refresh" : ""}`,
  );
