/**
 * The consent cookie (spec 000 section 3 "Consent cookie", section 9: 6 months, Secure except
 * locally, SameSite Lax): answered, marketing, statistics, thirdParty and the cookies policy's
 * revision. Read and written by the browser (the dialog) and by the server (the cookies page's
 * form without JavaScript, the visit and web-vitals calls that must know the choice), so it is
 * not HttpOnly, and this module is zod-free and tiny: it is part of every page's first load.
 */

export const CONSENT_COOKIE = "nordhem_consent";

/**
 * The revision of the cookies policy the visitor answers. A choice made under another revision
 * counts as no choice: the dialog asks again (issue 16). Change it with the cookies pages' text.
 */
export const CONSENT_POLICY_REVISION = "2026-11-26";

/** Spec 000 section 9: the consent cookie lives 6 months. */
export const CONSENT_COOKIE_SECONDS = 183 * 24 * 60 * 60;

/** The categories a visitor chooses; necessary cookies are always on and not a choice. */
export interface ConsentChoice {
  marketing: boolean;
  statistics: boolean;
  thirdParty: boolean;
}

/** The consent state of spec 001 section 3, with the revision it was given under. */
export interface ConsentState extends ConsentChoice {
  answered: boolean;
  revision: string;
}

/** Nothing chosen: every optional category off, the dialog still to ask. */
export const NO_CONSENT: ConsentState = {
  answered: false,
  marketing: false,
  statistics: false,
  thirdParty: false,
  revision: CONSENT_POLICY_REVISION,
};

export const ALL_CONSENT: ConsentChoice = { marketing: true, statistics: true, thirdParty: true };
/** Necessary cookies only: what closing the dialog chooses. */
export const NECESSARY_ONLY: ConsentChoice = { marketing: false, statistics: false, thirdParty: false };

/**
 * How a choice was made, reported as `POST /api/experiments/cookie-consent/{code}` (spec 001
 * section 4): closing the dialog 1, accept all 2, a manual choice 3.
 */
export const CONSENT_OPTION_KEY = "cookie-consent";
export const ConsentCode = { closed: 1, acceptAll: 2, manual: 3 } as const;
export type ConsentCodeValue = (typeof ConsentCode)[keyof typeof ConsentCode];

/** The anchor of the cookies page's settings form (the footer's "Cookie settings" goes there without JavaScript). */
export const COOKIE_SETTINGS_ANCHOR = "cookie-settings";

/** The cookie's value: `a1.m0.s1.t0.r2026-11-26` (short, no characters a cookie must escape). */
export function serializeConsent(state: ConsentState): string {
  const bit = (value: boolean) => (value ? "1" : "0");
  return `a${bit(state.answered)}.m${bit(state.marketing)}.s${bit(state.statistics)}.t${bit(state.thirdParty)}.r${state.revision}`;
}

/**
 * The state in a cookie value. Anything malformed is no consent, and so is a choice of another
 * policy revision: an earlier revision's "yes" is not a yes to this one, so everything optional is
 * off and the dialog asks again.
 */
export function parseConsent(value: string | undefined | null): ConsentState {
  const match = /^a([01])\.m([01])\.s([01])\.t([01])\.r(.+)$/.exec(value ?? "");
  if (!match || match[5] !== CONSENT_POLICY_REVISION) return NO_CONSENT;
  return {
    answered: match[1] === "1",
    marketing: match[2] === "1",
    statistics: match[3] === "1",
    thirdParty: match[4] === "1",
    revision: CONSENT_POLICY_REVISION,
  };
}

/** The consent cookie's value in a Cookie header (or `document.cookie`). */
export function consentCookieValue(cookieHeader: string | undefined | null): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CONSENT_COOKIE) return rest.join("=");
  }
  return undefined;
}
