import { describe, expect, it } from "vitest";
import { statusAnswerOf } from "./account-answers";

describe("statusAnswerOf (read without zod, decision 026)", () => {
  it("keeps the status, message and redirect of an answer and drops the rest", () => {
    expect(statusAnswerOf({ status: "Ok", redirectTo: "/mina-sidor/", user: { email: "a@b.se" } })).toEqual({
      status: "Ok",
      redirectTo: "/mina-sidor/",
    });
    expect(statusAnswerOf({ status: "UserAlreadyExists", message: "Kontot finns redan." })).toEqual({
      status: "UserAlreadyExists",
      message: "Kontot finns redan.",
    });
  });

  it("refuses an empty or broken answer, an unknown status and fields of the wrong type", () => {
    for (const body of [
      null,
      "Ok",
      {},
      { status: "Nope" },
      { status: "Ok", message: 1 },
      { status: "Ok", redirectTo: {} },
    ])
      expect(statusAnswerOf(body)).toBeUndefined();
  });
});
