import type { SiteSettings } from "~/sites/sites";
import type { AuthStatus, HousingAssociation, LoginResponse } from "../schema";
import { safeReferrer } from "./auth-client";

/** The register page continuing an e-ID attempt (it reads the proven identity), or undefined without one. */
export function registerWithEidUrl(site: SiteSettings, poolingId: string): string | undefined {
  return site.urls.register && `${site.urls.register}?poolingId=${encodeURIComponent(poolingId)}`;
}

/**
 * The auth answers that end an attempt in failure (spec 000 section 8): an error toast with the
 * server's message (spec 001 section 8). The others are a success or a next step (choose an
 * association, verify with BankID, register instead, report without technical management).
 */
const AUTH_ERRORS: ReadonlySet<AuthStatus> = new Set<AuthStatus>([
  "InvalidInput",
  "InvalidEmailLoginInput",
  "MustLoginWithBankId",
  "UserAlreadyExists",
  "InvalidCampaignCode",
  "Cancelled",
  "Error",
  "HasOngoingBusiness",
]);

export function isAuthError(status: AuthStatus): boolean {
  return AUTH_ERRORS.has(status);
}

/** What the login view does with an answer that is not Pending. */
export type LoginStep =
  | { kind: "go"; to: string }
  | { kind: "chooseAssociation"; brf: HousingAssociation[] }
  | { kind: "verify" }
  | {
      kind: "message";
      text: string;
      tone: "error" | "info";
      registerPoolingId?: string;
      /** NoBoardMember: a fault can still be reported without technical management (spec 000 section 8). */
      faultReportLink?: boolean;
    };

/**
 * The redirect rules of spec 000 section 2 and the statuses of section 4: after login the
 * referrer if any, else My Pages; the consent page first when the consent rule asks (then on to
 * the referrer); a board member with several associations chooses one; a case login without a
 * proven identity verifies with BankID; SsnNotFound offers to create an account with the same e-ID.
 */
export function loginStep(
  site: SiteSettings,
  response: LoginResponse,
  referrer: string | null | undefined,
  poolingId?: string,
): LoginStep {
  const back = safeReferrer(referrer);
  const consentPath = site.urls.consent;
  switch (response.status) {
    case "Ok": {
      const to = response.redirectTo ?? site.urls.myPages ?? "/";
      if (consentPath && to === consentPath) {
        return {
          kind: "go",
          to: `${consentPath}${back ? `?referrer=${encodeURIComponent(back)}` : ""}`,
        };
      }
      return { kind: "go", to: back ?? to };
    }
    case "ChooseBoardMember":
      return { kind: "chooseAssociation", brf: response.brf ?? [] };
    case "MustActivatePid":
      return { kind: "verify" };
    case "SsnNotFound":
    // The number is on an account only as typed: a link went to its e-mail; a new account is the other way.
    case "MustVerifyEmail":
      return { kind: "message", text: response.message ?? "", tone: "info", registerPoolingId: poolingId };
    case "NoBoardMember":
      return { kind: "message", text: response.message ?? "", tone: "info", faultReportLink: true };
    default:
      return { kind: "message", text: response.message ?? "", tone: "error" };
  }
}
