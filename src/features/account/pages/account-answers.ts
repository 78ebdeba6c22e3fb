import { isApiErrorBody } from "~/lib/field-errors";
import { AUTH_STATUSES, type AuthStatus } from "../login-kinds";

/**
 * What the account pages read from the account API's answers (login response, OK response):
 * the status, its translated message and where to go next. Other fields are dropped, so the
 * pages do not depend on the full user shape. Read without zod: the login and forgot-password
 * forms are on first paints that do not load it (decision 026).
 */
export interface StatusAnswer {
  status: AuthStatus;
  message?: string;
  redirectTo?: string;
}

const isStatus = (value: unknown): value is AuthStatus => (AUTH_STATUSES as readonly unknown[]).includes(value);
const optionalString = (value: unknown): value is string | undefined =>
  value === undefined || typeof value === "string";

/** The status answer in a 200 body, or undefined when the body is not one (an empty or broken answer). */
export function statusAnswerOf(body: unknown): StatusAnswer | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { status, message, redirectTo } = body as Record<string, unknown>;
  if (!isStatus(status) || !optionalString(message) || !optionalString(redirectTo)) return undefined;
  return {
    status,
    ...(message === undefined ? {} : { message }),
    ...(redirectTo === undefined ? {} : { redirectTo }),
  };
}

/** The translated message of an API error answer, if it is one. */
export function apiErrorMessage(body: unknown): string | undefined {
  return isApiErrorBody(body) ? body.error.message : undefined;
}

/**
 * Leaves the page with a full load (not a client-side navigation): the server renders the next
 * page with the new session, so the header shows the logged-in user.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
