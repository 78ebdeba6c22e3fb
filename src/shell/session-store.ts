import { SESSION_EXPIRES_COOKIE } from "~/features/account";
import type { SessionSummary } from "~/features/account/schema";

/**
 * The session of a page the server shared with every visitor (decision 030): the server sent
 * the same bytes to a logged-in visitor as to anyone, so the browser asks who is logged in once
 * per document, after hydration, when the session's readable marker cookie says there may be
 * someone. A small store rather than TanStack Query: the header needs it on the first paint's
 * heels and nothing else.
 */
export interface SessionState {
  /** False until the answer (or the absence of the marker cookie) is known. */
  known: boolean;
  session: SessionSummary | null;
}

export const SESSION_URL = "/api/account_service/session";

/** The attribute the inline script of the page's head sets on <html> when the marker cookie exists. */
export const SESSION_PENDING_ATTRIBUTE = "data-session";

/**
 * Marks <html> before the first paint when the session's marker cookie exists, so the header
 * holds the login button's place instead of flashing it (global.css). Fixed text: the CSP's
 * hash of it is the same on every page (decision 024).
 */
export const SESSION_MARKER_SCRIPT = `/(^|;\\s*)${SESSION_EXPIRES_COOKIE}=\\d/.test(document.cookie)&&document.documentElement.setAttribute("${SESSION_PENDING_ATTRIBUTE}","")`;

const UNKNOWN: SessionState = { known: false, session: null };
let state: SessionState = UNKNOWN;
let started = false;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  // The header shows the login button again when no one turned out to be logged in.
  if (!next.session && typeof document !== "undefined") {
    document.documentElement.removeAttribute(SESSION_PENDING_ATTRIBUTE);
  }
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionState(): SessionState {
  return state;
}

/** What the server rendered with: nothing known yet (hydration matches it). */
export function serverSessionState(): SessionState {
  return UNKNOWN;
}

/** Whether the readable companion cookie of a session exists (the token itself is HttpOnly). */
export function hasSessionMarker(cookies: string): boolean {
  return cookies.split(";").some((part) => {
    const [name, value] = part.trim().split("=");
    return name === SESSION_EXPIRES_COOKIE && value !== undefined && /^\d+$/.test(value);
  });
}

/** The answer's session when it has the shape the header needs, else null (a bad answer logs no one in). */
function sessionOf(body: unknown): SessionSummary | null {
  if (typeof body !== "object" || body === null) return null;
  const session = (body as { session?: unknown }).session;
  if (typeof session !== "object" || session === null) return null;
  const s = session as Record<string, unknown>;
  const names = typeof s.firstName === "string" && typeof s.lastName === "string";
  const rest = typeof s.kind === "string" && typeof s.expiresAt === "string";
  const association = s.associationName === null || typeof s.associationName === "string";
  return names && rest && association ? (session as SessionSummary) : null;
}

/**
 * Asks for the session once per document (later calls do nothing). Without the marker cookie no
 * one is logged in and nothing is asked.
 */
export function loadSession(fetcher: typeof fetch = fetch, cookies: string = document.cookie): void {
  if (started) return;
  started = true;
  if (!hasSessionMarker(cookies)) {
    set({ known: true, session: null });
    return;
  }
  fetcher(SESSION_URL, { credentials: "same-origin", headers: { accept: "application/json" } })
    .then(async (response) => (response.ok ? sessionOf(await response.json()) : null))
    .catch(() => null)
    .then((session) => set({ known: true, session }));
}

/** Forgets what was learnt (tests: each is a new document). */
export function resetSessionStore(): void {
  state = UNKNOWN;
  started = false;
  listeners.clear();
}
