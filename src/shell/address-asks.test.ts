import { describe, expect, it } from "vitest";
import { asksForLogin } from "./address-asks";

describe("asksForLogin", () => {
  it("loads the login triggers for a hash trigger and for an e-ID attempt named poolingId, cid or sid", () => {
    expect(asksForLogin("#open-login", "")).toBe(true);
    for (const name of ["poolingId", "cid", "sid"]) {
      expect(asksForLogin("", `?${name}=0b5f2a3c-9d1e-4f6a-8b7c-1d2e3f4a5b6c&type=login`)).toBe(true);
      expect(asksForLogin("", `?type=login&${name}=x`)).toBe(true);
    }
  });

  it("leaves other addresses alone, also parameters that only end like one", () => {
    expect(asksForLogin("#map", "?q=Nacka")).toBe(false);
    expect(asksForLogin("", "?visid=1&acid=2")).toBe(false);
  });
});
