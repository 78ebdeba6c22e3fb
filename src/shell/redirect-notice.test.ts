import { describe, expect, it } from "vitest";
import { consentAnswered } from "./RedirectNotice";

describe("consentAnswered", () => {
  it("reads the answered flag of the consent cookie", () => {
    const answered = encodeURIComponent(JSON.stringify({ answered: true, statistics: false }));
    expect(consentAnswered(`a=1; consent=${answered}`)).toBe(true);
    expect(consentAnswered(`consent=${encodeURIComponent(JSON.stringify({ answered: false }))}`)).toBe(false);
    expect(consentAnswered("consent=not-json")).toBe(false);
    expect(consentAnswered("other=1")).toBe(false);
  });
});
