import type { IdentityCountry } from "~/lib/identity-number";
import type { SiteCode } from "~/sites/sites";

/**
 * Login kinds, e-ID types and auth statuses (spec 000 sections 3 and 4) without zod, for the
 * bundles of the page shell and the login forms (decision 026); schema.ts builds its enums from
 * the same lists and re-exports them.
 */
export const LOGIN_KINDS = ["private", "privateCase", "boardMember", "boardMemberCase"] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

export function isBoardKind(kind: LoginKind): boolean {
  return kind === "boardMember" || kind === "boardMemberCase";
}

/** Auth response values (spec 000 section 4). */
export const AUTH_STATUSES = [
  "Ok",
  "InvalidInput",
  "InvalidEmailLoginInput",
  "MustLoginWithBankId",
  "SsnNotFound",
  "UserAlreadyExists",
  "InvalidCampaignCode",
  "Pending",
  "Cancelled",
  "MustActivatePid",
  "ChooseBoardMember",
  "NoBoardMember",
  "Error",
  "HasOngoingBusiness",
  // Ours (decision 011): an e-ID login matched an identity number that was only typed by hand.
  "MustVerifyEmail",
] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];

/** Login types (spec 000 section 3): BankID in Sweden, e-ident in Norway, the Finnish identity service. */
export const ID_TYPES = ["bank_id", "eident", "signicat"] as const;
export type IdType = (typeof ID_TYPES)[number];

/** The e-ID of a site's country and the country of its identity numbers. */
export function identityCountryOf(site: SiteCode): IdentityCountry {
  return site === "no" ? "no" : site === "fi" ? "fi" : "se";
}
export function idTypeOf(site: SiteCode): IdType {
  const country = identityCountryOf(site);
  return country === "no" ? "eident" : country === "fi" ? "signicat" : "bank_id";
}
