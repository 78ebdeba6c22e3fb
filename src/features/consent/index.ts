/**
 * The consent feature's public entry for the browser and the server: the cookie's format, the
 * visitor's consent in the browser, the data layer. Part of every page's first load, so only
 * small modules here; the dialogs are in ./entries/consent-dialogs.tsx (loaded after 2 s or on demand).
 */
export { pushAnalyticsEvent } from "./analytics";
export {
  ALL_CONSENT,
  CONSENT_COOKIE,
  CONSENT_COOKIE_SECONDS,
  CONSENT_OPTION_KEY,
  CONSENT_POLICY_REVISION,
  COOKIE_SETTINGS_ANCHOR,
  type ConsentChoice,
  ConsentCode,
  type ConsentCodeValue,
  type ConsentState,
  NECESSARY_ONLY,
  NO_CONSENT,
  parseConsent,
  serializeConsent,
} from "./consent-cookie";
export {
  currentConsent,
  onConsentChange,
  onOpenConsentSettings,
  openConsentSettings,
  useConsent,
  whenStatisticsAllowed,
} from "./consent-store";
export { type ConsentSource, saveConsent } from "./save-consent";
