/**
 * The data layer and Google Consent Mode v2 (decision 035), loaded after the page is interactive
 * (./analytics.ts). First the defaults, every purpose denied, at once followed by the visitor's
 * earlier choice; then an update with each new choice; analytics events only with statistics
 * consent. Entries are pushed as gtag does (an `arguments` object), so a tag manager added later
 * reads them as its own.
 */
import type { ConsentChoice } from "./consent-cookie";
import { currentConsent, onConsentChange } from "./consent-store";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type ConsentModeValue = "granted" | "denied";

/** Consent Mode v2's purposes from our categories (decision 035). */
export function consentModeOf(choice: ConsentChoice): Record<string, ConsentModeValue> {
  const value = (allowed: boolean): ConsentModeValue => (allowed ? "granted" : "denied");
  return {
    ad_storage: value(choice.marketing),
    ad_user_data: value(choice.marketing),
    ad_personalization: value(choice.marketing),
    analytics_storage: value(choice.statistics),
  };
}

function dataLayer(): unknown[] {
  window.dataLayer = window.dataLayer ?? [];
  return window.dataLayer;
}

/** gtag's own way of queueing a command: the arguments object itself. */
function gtag(..._args: unknown[]): void {
  // biome-ignore lint/complexity/noArguments: gtag's queue format is the arguments object
  dataLayer().push(arguments);
}

let started = false;
/** The latest page's event while the visitor has not allowed statistics. */
let pending: Record<string, unknown> | undefined;

function start(): void {
  if (started) return;
  started = true;
  gtag("consent", "default", {
    ...consentModeOf({ marketing: false, statistics: false, thirdParty: false }),
    functionality_storage: "granted",
    security_storage: "granted",
    wait_for_update: 500,
  });
  const saved = currentConsent();
  if (saved.answered) gtag("consent", "update", consentModeOf(saved));
  onConsentChange((consent) => {
    gtag("consent", "update", consentModeOf(consent));
    // The page the visitor agreed on counts once.
    if (consent.statistics && pending) {
      dataLayer().push(pending);
      pending = undefined;
    }
  });
}

/** A page view or error of the page shell: pushed with statistics consent, else kept until a "yes". */
export function pushPageEvent(event: Record<string, unknown>): void {
  start();
  if (currentConsent().statistics) {
    dataLayer().push(event);
    pending = undefined;
  } else {
    pending = event;
  }
}
