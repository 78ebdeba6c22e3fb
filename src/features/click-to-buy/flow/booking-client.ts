import type { BookingErrorCode, BookingStatusResponse } from "../schema";

/**
 * The browser's calls of the booking's start: startbookingasync, then getbookingstatus/{id}
 * every second until the job has held or refused the home, then the booking cookie.
 */

export const BOOKING_POLL_MS = 1000;
/** Polls before the page gives up (the job answers within a second or two; this is a minute). */
export const MAX_BOOKING_POLLS = 60;

export type StartOutcome =
  | { kind: "held"; status: BookingStatusResponse }
  | { kind: "refused"; errorCode: BookingErrorCode; message: string | null };

const json = { "content-type": "application/json", accept: "application/json" };

function messageOf(body: unknown): string | null {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === "string" ? error.message : null;
}

function codeOf(body: unknown): BookingErrorCode | null {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return code === "needsIdentity" || code === "alreadyBooking" || code === "notBookable" ? code : null;
}

/**
 * The status answer, checked by hand: the schema's zod would weigh on the flow's first paint
 * (decision 026); the server validates the answer against BookingStatusResponseSchema.
 */
function statusOf(body: unknown): BookingStatusResponse | null {
  const value = body as Partial<BookingStatusResponse> | null;
  if (!value || typeof value.id !== "string" || typeof value.status !== "string") return null;
  return value as BookingStatusResponse;
}

/** Waits `ms` (the poll's pause), or stops early when `signal` aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("aborted", "AbortError"));
    });
  });
}

/**
 * Books `objectId` for the logged-in buyer: queues the booking, polls its status until the job
 * decided, and on a hold points this browser's booking cookie at it. Every failure that is no
 * refusal of the server is the general error (spec 001 section 8, errorCode 0).
 */
export async function startBooking(objectId: number, signal?: AbortSignal): Promise<StartOutcome> {
  const general = { kind: "refused", errorCode: "generalError", message: null } as const;
  const started = await fetch("/api/buyresidence/startbookingasync", {
    method: "POST",
    credentials: "same-origin",
    headers: json,
    body: JSON.stringify({ objectId }),
    signal,
  });
  const startBody: unknown = await started.json().catch(() => null);
  if (!started.ok) {
    return { kind: "refused", errorCode: codeOf(startBody) ?? "generalError", message: messageOf(startBody) };
  }
  const id = (startBody as { id?: unknown } | null)?.id;
  if (typeof id !== "string") return general;
  for (let poll = 0; poll < MAX_BOOKING_POLLS; poll++) {
    const response = await fetch(`/api/buyresidence/getbookingstatus/${id}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
      signal,
    });
    const status = statusOf(await response.json().catch(() => null));
    if (!status || (response.status !== 200 && response.status !== 202)) return general;
    if (status.status === "held") {
      const cookie = await fetch(`/api/buyresidence/buyresidencecookie/${objectId}`, {
        method: "POST",
        credentials: "same-origin",
        headers: json,
        body: "{}",
        signal,
      });
      return cookie.ok ? { kind: "held", status } : general;
    }
    if (status.status !== "queued") {
      return { kind: "refused", errorCode: status.errorCode ?? "generalError", message: status.message ?? null };
    }
    await pause(BOOKING_POLL_MS, signal);
  }
  return general;
}
