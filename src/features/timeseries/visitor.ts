/**
 * The anonymous visitor id in the browser. The jmuid cookie is HttpOnly, so scripts cannot read
 * it; the visit call answers with the id and the browser keeps a copy to ask for its own history
 * (the server answers only when the copy matches the cookie). Tiny on purpose: the start page
 * loads this before anything else of the feature.
 */

import { currentConsent } from "~/features/consent";

export type VisitKind = "area" | "stage" | "object";

const STORAGE_KEY = "nordhem.visitorId";

export function rememberVisitor(visitorId: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, visitorId);
  } catch {
    // Storage can be off (private mode, blocked): recently viewed is then not shown.
  }
}

/**
 * The visitor's id, only while statistics are allowed: a visitor who declines or withdraws them
 * has the copy removed (the server removes the cookie with the choice, decision 035).
 */
export function rememberedVisitor(): string | null {
  try {
    if (!currentConsent().statistics) {
      localStorage.removeItem(STORAGE_KEY);
      return null;
    }
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
