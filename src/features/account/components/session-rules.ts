/** The page checks the session every 30 s (spec 001 section 4 "Session and consent"). */
export const SESSION_CHECK_MS = 30_000;
/** The token is refreshed when less than 30 minutes remain (spec 000 sections 4 and 9). */
export const REFRESH_THRESHOLD_MS = 30 * 60_000;

export type SessionAction = "none" | "refresh" | "expired";

/**
 * What a session check does. A session whose expiry cookie is gone or past has expired. One
 * close to its end is refreshed only when the user did something since the last check, so an
 * unattended page lets the session run out rather than keeping it alive for hours.
 */
export function sessionAction(expiresAt: number | null, now: number, userWasActive: boolean): SessionAction {
  if (expiresAt === null || expiresAt <= now) return "expired";
  if (expiresAt - now < REFRESH_THRESHOLD_MS && userWasActive) return "refresh";
  return "none";
}

/** Whether a path is one of the site's My Pages (they need a login; on expiry the user goes to the front page). */
export function isMyPagesPath(path: string, myPagesPath: string | undefined): boolean {
  return myPagesPath !== undefined && path.startsWith(myPagesPath);
}
