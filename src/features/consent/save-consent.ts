/**
 * Saving a consent choice: only the dialogs, the video overlay and the like use it, all loaded
 * lazily, so it is not part of a page's first load.
 */
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_SECONDS,
  CONSENT_OPTION_KEY,
  CONSENT_POLICY_REVISION,
  type ConsentChoice,
  type ConsentCodeValue,
  type ConsentState,
  serializeConsent,
} from "./consent-cookie";
import { notifyConsentChange } from "./consent-store";
import type { ConsentChoiceRequest } from "./schema";

/** Where a choice was made (the consent log keeps it): the schema's, as a type only (no zod here). */
export type ConsentSource = ConsentChoiceRequest["source"];

/**
 * Saves a choice: the cookie first (so it holds even if the report fails), then the report
 * (`POST /api/experiments/cookie-consent/{code}`), whose answer sets the visitor id cookie when statistics are allowed and removes it when not. The
 * listeners (among them the data layer's Consent Mode update) hear of the choice once the report
 * is done (or failed), so a visit recorded on a "yes" carries the visitor id that answer set.
 */
export function saveConsent(choice: ConsentChoice, code: ConsentCodeValue, source: ConsentSource): Promise<void> {
  // Only the categories: a ConsentState passed as the choice must not send its other fields.
  const categories: ConsentChoice = {
    marketing: choice.marketing,
    statistics: choice.statistics,
    thirdParty: choice.thirdParty,
  };
  const state: ConsentState = { ...categories, answered: true, revision: CONSENT_POLICY_REVISION };
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the consent cookie must be readable and writable here (not HttpOnly)
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(state)}; Max-Age=${CONSENT_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  return fetch(`/api/experiments/${CONSENT_OPTION_KEY}/${code}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...categories, revision: CONSENT_POLICY_REVISION, source }),
    keepalive: true,
  }).then(
    () => notifyConsentChange(),
    // The choice holds in the cookie; only its log entry is lost, which must not disturb the visitor.
    () => notifyConsentChange(),
  );
}
