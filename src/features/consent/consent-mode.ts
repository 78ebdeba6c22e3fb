/**
 * The data layer and Google Consent Mode v2 (decision 035). Before anything else the data layer
 * gets the defaults, every purpose denied; each choice pushes an update; analytics events are
 * pushed only with statistics consent. Entries are pushed as gtag does (an `arguments` object),
 * so a tag manager added later reads them as its own.
 */
import type { ConsentChoice } from "./consent-cookie";

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

let defaultsPushed = false;

/**
 * The Consent Mode defaults, once per page load and before any other entry: every purpose
 * denied, then at once the visitor's earlier choice, if any.
 */
export function ensureConsentDefaults(saved: ConsentChoice & { answered: boolean }): void {
  if (defaultsPushed || typeof window === "undefined") return;
  defaultsPushed = true;
  gtag("consent", "default", {
    ...consentModeOf({ marketing: false, statistics: false, thirdParty: false }),
    functionality_storage: "granted",
    security_storage: "granted",
    wait_for_update: 500,
  });
  if (saved.answered) gtag("consent", "update", consentModeOf(saved));
}

/** A new choice: Consent Mode's update. */
export function pushConsentUpdate(choice: ConsentChoice): void {
  if (typeof window === "undefined") return;
  ensureConsentDefaults({ marketing: false, statistics: false, thirdParty: false, answered: false });
  gtag("consent", "update", consentModeOf(choice));
}
