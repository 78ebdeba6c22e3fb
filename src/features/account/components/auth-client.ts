import { sitePath } from "~/lib/site-path";
import { isAbort, RequestError, requestJson, serverMessageOf } from "~/ui/query/request-error";
import { showToast } from "~/ui/toast/show-toast";
import type { LoginKind } from "../login-kinds";
import type { EidStartResponse, EidStatusResponse, IdType, LoginResponse } from "../schema";
import { SESSION_EXPIRES_COOKIE } from "../session-cookies";

/**
 * The browser's calls of the account API. Same origin with credentials, so the HttpOnly session
 * cookie travels and the CSRF origin check passes; the token itself is never seen here.
 *
 * Auth errors appear as toasts (spec 001 section 8): the named calls below show a failed call
 * (an error status, or no answer) as an error toast with the server's translated message. The
 * plain getJson/postJson stay quiet unless asked, for pages that show a failure in place and
 * for the e-ID poll, whose query reports only its last failure.
 */

export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  body: T | null;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Show a failed call as an error toast. */
  toast?: boolean;
  /** Error statuses that are no failure for this call (no toast). */
  expected?: readonly number[];
}

async function call<T>(
  method: "GET" | "POST",
  url: string,
  body: unknown,
  { signal, toast = false, expected = [] }: CallOptions = {},
): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      signal,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { accept: "application/json" }
          : { "content-type": "application/json", accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (toast && !isAbort(error)) showToast({ tone: "error", fallback: "network" });
    throw error;
  }
  const parsed = (await response.json().catch(() => null)) as T | null;
  if (!response.ok && toast && !expected.includes(response.status))
    showToast({ tone: "error", message: serverMessageOf(parsed), fallback: "generic" });
  return { ok: response.ok, status: response.status, body: parsed };
}

export const getJson = <T>(url: string, options?: AbortSignal | CallOptions) =>
  call<T>("GET", url, undefined, options instanceof AbortSignal ? { signal: options } : options);
export const postJson = <T>(url: string, body: unknown = {}, options?: CallOptions) =>
  call<T>("POST", url, body, options);

export type EidSegment = "login" | "register" | "update";

export function startEid(segment: EidSegment, idType: IdType, body: { loginKind?: LoginKind; returnUrl?: string }) {
  return postJson<EidStartResponse>(`/api/account_service/${segment}/${idType}/start`, body, { toast: true });
}

/** Where an attempt is polled: board logins have their own path (spec 000 section 7), with the same answer. */
export function eidStatusUrl(segment: EidSegment, idType: IdType, poolingId: string, board: boolean): string {
  const id = encodeURIComponent(poolingId);
  return board
    ? `/api/account_service/login/${idType}/status/board_member/${id}`
    : `/api/account_service/${segment}/${idType}/status/${id}`;
}

/**
 * One poll of an e-ID attempt. A failure is a RequestError (the query that polls decides
 * whether to ask again and reports the last failure), an abort stays an AbortError.
 */
export async function pollEid(
  segment: EidSegment,
  idType: IdType,
  poolingId: string,
  board: boolean,
  signal?: AbortSignal,
): Promise<EidStatusResponse> {
  const answer = await requestJson<EidStatusResponse | null>(eidStatusUrl(segment, idType, poolingId, board), {
    signal,
  });
  if (!answer) throw new RequestError(200, undefined);
  return answer;
}

/** The user closed the attempt: quiet, since a cancel that fails only leaves the attempt to expire. */
export function cancelEid(idType: IdType, poolingId: string) {
  return postJson<null>(`/api/account_service/login/${idType}/cancel/${encodeURIComponent(poolingId)}`);
}

export function loginWithEmail(body: { email: string; password: string; loginKind: LoginKind }) {
  return postJson<LoginResponse>("/api/account_service/login/email", body, { toast: true });
}

export function selectAssociation(id: number) {
  return getJson<LoginResponse>(`/api/account_service/login/bank_id/status/board_member/select/${id}`, {
    toast: true,
  });
}

/**
 * Ends the session; `toast: false` where the page says it otherwise (the session-expired modal).
 * A session that had already ended (401) is logged out as well: no failure.
 */
export function logout({ toast = true }: { toast?: boolean } = {}) {
  return postJson<null>("/api/account_service/logout", {}, { toast, expected: [401] });
}

let refreshing: Promise<boolean> | null = null;

/**
 * Refreshes the session token. At most one refresh runs at a time (spec 000 section 4): callers
 * during a refresh share its outcome. A failed refresh clears the session (the server clears
 * the cookies on its 401).
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= getJson<{ expiresAt: string }>("/api/account_service/login/refresh_token")
    .then((answer) => answer.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** When the session's token expires (epoch ms), from its readable companion cookie; null without a session. */
export function sessionExpiresAt(
  cookies: string = typeof document === "undefined" ? "" : document.cookie,
): number | null {
  for (const part of cookies.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === SESSION_EXPIRES_COOKIE && value && /^\d+$/.test(value)) return Number(value);
  }
  return null;
}

/** A referrer or redirect is followed only when it is a path on this site (never another origin). */
export function safeReferrer(value: string | null | undefined): string | undefined {
  return sitePath(value);
}
