/**
 * The visitor's consent in the browser: read from the consent cookie, changed only through
 * `saveConsent`, which writes the cookie, tells every listener (analytics, visits, web vitals,
 * videos) and reports the choice to the server. Part of every page's first load: keep it small.
 */
import { useSyncExternalStore } from "react";
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_SECONDS,
  CONSENT_OPTION_KEY,
  CONSENT_POLICY_REVISION,
  type ConsentChoice,
  type ConsentCodeValue,
  type ConsentState,
  consentCookieValue,
  NO_CONSENT,
  parseConsent,
  serializeConsent,
} from "./consent-cookie";
import { pushConsentUpdate } from "./consent-mode";

/** Where a choice was made (the consent log keeps it). */
export type ConsentSource = "dialog" | "settings" | "video" | "page";

type Listener = (state: ConsentState) => void;
const listeners = new Set<Listener>();
let cached: { raw: string | undefined; state: ConsentState } | undefined;

/** The current consent (no consent on the server and before the cookie is set). */
export function currentConsent(): ConsentState {
  if (typeof document === "undefined") return NO_CONSENT;
  const raw = consentCookieValue(document.cookie);
  if (!cached || cached.raw !== raw) cached = { raw, state: parseConsent(raw) };
  return cached.state;
}

/** Calls `listener` with every new choice; returns the way to stop. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The consent as React state: "no consent" on the server and in the first render, then the cookie's. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(onConsentChange, currentConsent, () => NO_CONSENT);
}

/**
 * Saves a choice: the cookie first (so it holds even if the report fails), the data layer's
 * Consent Mode update, then the report (`POST /api/experiments/cookie-consent/{code}`), whose
 * answer sets the visitor id cookie when statistics are allowed and removes it when not. The
 * listeners hear of the choice once the report is done (or failed), so a visit recorded on a
 * "yes" carries the visitor id that answer set.
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
  pushConsentUpdate(state);
  const notify = () => {
    for (const listener of [...listeners]) listener(currentConsent());
  };
  return fetch(`/api/experiments/${CONSENT_OPTION_KEY}/${code}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...categories, revision: CONSENT_POLICY_REVISION, source }),
    keepalive: true,
  }).then(
    () => notify(),
    // The choice holds in the cookie; only its log entry is lost, which must not disturb the visitor.
    () => notify(),
  );
}

const OPEN_SETTINGS_EVENT = "nordhem:consent-settings";

/** Opens the cookie settings dialog (the footer link, a video's "settings" button). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

/** Listens for requests to open the settings (the page shell's consent host). */
export function onOpenConsentSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS_EVENT, listener);
  return () => window.removeEventListener(OPEN_SETTINGS_EVENT, listener);
}
