/**
 * The hold's time left as the browser counts it: the server's expiry corrected by how far the
 * browser's clock is from the server's (`serverNow` when the page was made), so a wrong clock on
 * the buyer's computer neither shortens nor stretches the hold on screen.
 */

/** The browser's clock minus the server's, in milliseconds, measured when the page arrived. */
export function clockSkew(serverNow: string, browserNow: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : browserNow - server;
}

/** Milliseconds left of a hold ending at `holdExpiresAt` (never below 0). */
export function msLeft(holdExpiresAt: string, browserNow: number, skew: number): number {
  const expires = Date.parse(holdExpiresAt);
  if (Number.isNaN(expires)) return 0;
  return Math.max(0, expires - (browserNow - skew));
}

/** "mm:ss" of a time left (whole seconds, rounded up: 0:00 only when it has run out). */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The minutes left at which the live region speaks (not every second: a screen reader would talk all the time). */
export const ANNOUNCE_AT_MINUTES = [10, 5, 1] as const;

/** The announcement threshold a time left has passed, if any (the smallest reached). */
export function thresholdReached(ms: number): number | undefined {
  const reached = ANNOUNCE_AT_MINUTES.filter((minutes) => ms <= minutes * 60_000);
  return reached.length > 0 ? Math.min(...reached) : undefined;
}
