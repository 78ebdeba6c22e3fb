import type { ConsentChoice } from "./consent-cookie";

/**
 * The saved choice in the cookies page's address after its form's post, `?saved=m0s1t0`: the
 * server writes it (./consent.routes.ts), the page reads it (./CookieSettingsForm.tsx). Zod-free:
 * the browser reads it.
 */
export const SAVED_PARAM = "saved";

export function savedParamOf(choice: ConsentChoice): string {
  const bit = (value: boolean) => (value ? "1" : "0");
  return `m${bit(choice.marketing)}s${bit(choice.statistics)}t${bit(choice.thirdParty)}`;
}

/** The choice of a `saved` parameter, or undefined when it is none. */
export function choiceOfSavedParam(value: string | null): ConsentChoice | undefined {
  const match = /^m([01])s([01])t([01])$/.exec(value ?? "");
  if (!match) return undefined;
  return { marketing: match[1] === "1", statistics: match[2] === "1", thirdParty: match[3] === "1" };
}
