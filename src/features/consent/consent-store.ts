/**
 * The visitor's consent in the browser: read from the consent cookie, changed only through
 * `saveConsent` (./save-consent.ts), which writes the cookie, reports the choice to the server and
 * then tells every listener (analytics, visits, web vitals, videos). Part of every page's first
 * load: keep it small.
 */
import { useSyncExternalStore } from "react";
import { type ConsentState, consentCookieValue, NO_CONSENT, parseConsent } from "./consent-cookie";

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

/**
 * Runs `start` once statistics are allowed: at once, or when the visitor allows them. Answers the
 * way to stop waiting (for an effect's cleanup).
 */
export function whenStatisticsAllowed(start: () => void): () => void {
  if (currentConsent().statistics) {
    start();
    return () => {};
  }
  const stop = onConsentChange((consent) => {
    if (!consent.statistics) return;
    stop();
    start();
  });
  return stop;
}

/** The consent as React state: "no consent" on the server and in the first render, then the cookie's. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(onConsentChange, currentConsent, () => NO_CONSENT);
}

/** Tells every listener of a new choice (./save-consent.ts, once its report is done). */
export function notifyConsentChange(): void {
  for (const listener of [...listeners]) listener(currentConsent());
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
