import { describe, expect, it } from "vitest";
import { SITES } from "~/sites/sites";
import { isAuthError, loginStep } from "./login-outcome";

const sv = SITES.sv;

describe("loginStep", () => {
  it("follows the referrer after login, else the server's redirect (My Pages)", () => {
    expect(loginStep(sv, { status: "Ok", redirectTo: "/mina-sidor/" }, "/sok-bostad/")).toEqual({
      kind: "go",
      to: "/sok-bostad/",
    });
    expect(loginStep(sv, { status: "Ok", redirectTo: "/mina-sidor/" }, null)).toEqual({
      kind: "go",
      to: "/mina-sidor/",
    });
    expect(loginStep(sv, { status: "Ok", redirectTo: "/mina-sidor/" }, "https://evil.example/")).toEqual({
      kind: "go",
      to: "/mina-sidor/",
    });
  });
  it("goes through the consent page, keeping the referrer", () => {
    expect(loginStep(sv, { status: "Ok", redirectTo: "/samtycke/" }, "/mina-sidor/arenden/")).toEqual({
      kind: "go",
      to: "/samtycke/?referrer=%2Fmina-sidor%2Farenden%2F",
    });
  });
  it("asks board members to choose, case logins to verify, and offers registration for SsnNotFound", () => {
    const brf = [{ id: 1, name: "Brf A", organisationNumber: "1", activeFinancialManagement: true }];
    expect(loginStep(sv, { status: "ChooseBoardMember", brf }, null)).toEqual({ kind: "chooseAssociation", brf });
    expect(loginStep(sv, { status: "MustActivatePid" }, null)).toEqual({ kind: "verify" });
    expect(loginStep(sv, { status: "SsnNotFound", message: "x" }, null, "p1")).toEqual({
      kind: "message",
      text: "x",
      tone: "info",
      registerPoolingId: "p1",
    });
    // A number typed by hand into an account: the link went to its e-mail, and a new account is the other way.
    expect(loginStep(sv, { status: "MustVerifyEmail", message: "länk skickad" }, null, "p2")).toEqual({
      kind: "message",
      text: "länk skickad",
      tone: "info",
      registerPoolingId: "p2",
    });
    expect(loginStep(sv, { status: "NoBoardMember", message: "ingen" }, null)).toMatchObject({ faultReportLink: true });
    expect(loginStep(sv, { status: "Cancelled", message: "avbruten" }, null)).toEqual({
      kind: "message",
      text: "avbruten",
      tone: "error",
    });
  });
});

describe("isAuthError", () => {
  it("is an error toast for the failures of spec 000 section 8, not for a success or a next step", () => {
    for (const status of [
      "InvalidEmailLoginInput",
      "Cancelled",
      "Error",
      "InvalidInput",
      "UserAlreadyExists",
    ] as const) {
      expect(isAuthError(status)).toBe(true);
    }
    for (const status of [
      "Ok",
      "Pending",
      "SsnNotFound",
      "ChooseBoardMember",
      "MustActivatePid",
      "NoBoardMember",
    ] as const) {
      expect(isAuthError(status)).toBe(false);
    }
  });
});
