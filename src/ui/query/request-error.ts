import type { ApiError } from "~/lib/api-error";
import type { ToastRequest } from "~/ui/toast/show-toast";

/**
 * A failed request of the browser: the server answered with an error status (its translated
 * message, if the body has the API's error shape), or it could not be reached (status 0).
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    /** The API error body's `error.message` (or its one field's message), in the site's language. */
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? (status === 0 ? "network error" : `request failed with ${status}`));
    this.name = "RequestError";
  }

  /** Worth asking again: the network, a timeout, throttling or a server error; never a refusal (4xx). */
  get transient(): boolean {
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

/**
 * The message of an API error body (src/lib/api-error.ts): a validation error about one field
 * says what is wrong with it ("e-ID is not available"); anything else says the error's message.
 */
export function serverMessageOf(body: unknown): string | undefined {
  // Checked by hand: this module is in every chunk that calls the API, and zod is not.
  const error = (body as Partial<ApiError> | null)?.error;
  if (typeof error?.message !== "string") return undefined;
  const fields = Array.isArray(error.fields) ? error.fields : [];
  return fields.length === 1 && typeof fields[0]?.message === "string" ? fields[0].message : error.message;
}

/** The request was aborted on purpose (a newer one replaced it, or the view went away). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** The error toast of a failed request: the server's message, else a translated generic one. */
export function errorToastOf(error: unknown): ToastRequest {
  if (error instanceof RequestError) {
    return { tone: "error", message: error.serverMessage, fallback: error.status === 0 ? "network" : "generic" };
  }
  return { tone: "error", fallback: "generic" };
}

/** Fetches JSON (same origin, credentials); a failure is a RequestError, an abort stays an AbortError. */
export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: "same-origin",
      ...init,
      headers: {
        accept: "application/json",
        ...(init.body ? { "content-type": "application/json" } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new RequestError(0, undefined);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new RequestError(response.status, serverMessageOf(body));
  return body as T;
}
