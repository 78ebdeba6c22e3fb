/**
 * Analytics events of the data layer (page views, errors): pushed only with statistics consent
 * (issue 16, spec 000 section 9). The page's event waits while the visitor has not chosen; a
 * "yes" to statistics then pushes it, so the page the visitor agreed on counts once.
 */
import { ensureConsentDefaults } from "./consent-mode";
import { currentConsent, onConsentChange } from "./consent-store";

let pending: Record<string, unknown> | undefined;
let listening = false;

export function pushAnalyticsEvent(event: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  const consent = currentConsent();
  ensureConsentDefaults(consent);
  if (consent.statistics) {
    window.dataLayer?.push(event);
    pending = undefined;
    return;
  }
  pending = event;
  if (!listening) {
    listening = true;
    onConsentChange((state) => {
      if (state.statistics && pending) {
        window.dataLayer?.push(pending);
        pending = undefined;
      }
    });
  }
}
