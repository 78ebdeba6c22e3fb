import { describe, expect, it } from "vitest";
import { installCommonPasswordCheck, isCommonPassword } from "./common-passwords.server";
import { passwordField, VALIDATION_MESSAGES } from "./validation";

describe("common passwords (issue 13)", () => {
  it("knows the common and breached passwords, in any case, and not an uncommon one", () => {
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("Qwerty123")).toBe(true);
    expect(isCommonPassword("123456")).toBe(true);
    expect(isCommonPassword("hemligt123")).toBe(false);
    expect(isCommonPassword("Demo1234!")).toBe(false);
    // The notes of the list's file are no passwords.
    expect(
      isCommonPassword("# the 10,000 most common passwords of the seclists project (passwords/common-credentials/"),
    ).toBe(false);
  });

  it("once installed, a new password that is common is refused with its own message; the minimum of 6 stays", () => {
    installCommonPasswordCheck();
    const field = passwordField();
    const common = field.safeParse("qwerty123");
    expect(common.success).toBe(false);
    expect(common.error?.issues.map((issue) => issue.message)).toEqual([VALIDATION_MESSAGES.commonPassword]);
    expect(field.safeParse("hemligt123").success).toBe(true);
    expect(field.safeParse("kort1").error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.minLength);
  });
});
