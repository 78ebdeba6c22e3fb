import { sitePath } from "~/lib/site-path";
import type { LoginKind } from "../login-kinds";
import type { EidStartResponse, EidStatusResponse, IdType, LoginResponse } from "../schema";
import { SESSION_EXPIRES_COOKIE } from "../session-cookies";

/**
 * The browser's calls of the account API. Same origin with credentials, so the HttpOnly session
 * cookie travels and the CSRF origin check passes; the token itself is never seen here.
 */

export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  body: T | null;
}

async function call<T>(
  method: "GET" | "POST",
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<ApiAnswer<T>> {
  const response = await fetch(url, {
    method,
    signal,
    credentials: "same-origin",
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await response.json().catch(() => null)) as T | null;
  return { ok: response.ok, status: response.status, body: parsed };
}

export const getJson = <T>(url: string, signal?: AbortSignal) => call<T>("GET", url, undefined, signal);
export const postJson = <T>(url: string, body: unknown = {}) => call<T>("POST", url, body);

export type EidSegment = "login" | "register" | "update";

export function startEid(segment: EidSegment, idType: IdType, body: { loginKind?: LoginKind; returnUrl?: string }) {
  return postJson<EidStartResponse>(`/api/account_service/${segment}/${idType}/start`, body);
}

export function pollEid(segment: EidSegment, idType: IdType, poolingId: string) {
  return getJson<EidStatusResponse>(
    `/api/account_service/${segment}/${idType}/status/${encodeURIComponent(poolingId)}`,
  );
}

export function cancelEid(idType: IdType, poolingId: string) {
  return postJson<null>(`/api/account_service/login/${idType}/cancel/${encodeURIComponent(poolingId)}`);
}

export function loginWithEmail(body: { email: string; password: string; loginKind: LoginKind }) {
  return postJson<LoginResponse>("/api/account_service/login/email", body);
}

export function selectAssociation(id: number) {
  return getJson<LoginResponse>(`/api/account_service/login/bank_id/status/board_member/select/${id}`);
}

export function logout() {
  return postJson<null>("/api/account_service/logout");
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
