import { z } from "zod";
import { isApiErrorBody } from "~/lib/validation";
import { AUTH_STATUSES } from "../schema";

/**
 * What the account pages read from the account API's answers (login response, OK response):
 * the status, its translated message and where to go next. Other fields are dropped, so the
 * pages do not depend on the full user shape.
 */
export const StatusAnswerSchema = z.object({
  status: z.enum(AUTH_STATUSES),
  message: z.string().optional(),
  redirectTo: z.string().optional(),
});
export type StatusAnswer = z.infer<typeof StatusAnswerSchema>;

/** The status answer in a 200 body, or undefined when the body is not one (an empty or broken answer). */
export function statusAnswerOf(body: unknown): StatusAnswer | undefined {
  const parsed = StatusAnswerSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
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
