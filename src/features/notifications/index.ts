/**
 * The notifications feature's public entry for the browser and the server: what other parts of
 * the app may use without loading the bell.
 */

/** The event the header's bell listens for to reload its list (./components/notifications-store.ts). */
export const NOTIFICATIONS_CHANGED_EVENT = "nordhem:notifications-changed";

/**
 * Asks the header's bell to reload its list now, e.g. after a document was signed on the page
 * (the bell also reloads after client-side navigation and when the page regains focus). Does
 * nothing where there is no bell.
 */
export function refreshNotifications(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED_EVENT));
}
