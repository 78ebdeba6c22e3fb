import { describe, expect, it } from "vitest";
import { safeReferrer, sessionExpiresAt } from "./auth-client";
import { isMyPagesPath, REFRESH_THRESHOLD_MS, sessionAction } from "./session-rules";

describe("session rules", () => {
  const now = 1_800_000_000_000;
  it("expires a session without or past its expiry", () => {
    expect(sessionAction(null, now, true)).toBe("expired");
    expect(sessionAction(now, now, true)).toBe("expired");
    expect(sessionAction(now - 1, now, false)).toBe("expired");
  });
  it("refreshes only under 30 minutes left and after user activity", () => {
    expect(sessionAction(now + REFRESH_THRESHOLD_MS - 1, now, true)).toBe("refresh");
    expect(sessionAction(now + REFRESH_THRESHOLD_MS - 1, now, false)).toBe("none");
    expect(sessionAction(now + REFRESH_THRESHOLD_MS + 1, now, true)).toBe("none");
  });
  it("knows My Pages paths", () => {
    expect(isMyPagesPath("/mina-sidor/arenden/", "/mina-sidor/")).toBe(true);
    expect(isMyPagesPath("/sok-bostad/", "/mina-sidor/")).toBe(false);
    expect(isMyPagesPath("/mina-sidor/", undefined)).toBe(false);
  });
  it("reads the expiry cookie and refuses foreign referrers", () => {
    expect(sessionExpiresAt("a=1; nordhem_session_expires=1800000000000; b=2")).toBe(1_800_000_000_000);
    expect(sessionExpiresAt("nordhem_session_expires=soon")).toBeNull();
    expect(sessionExpiresAt("")).toBeNull();
    expect(safeReferrer("/mina-sidor/")).toBe("/mina-sidor/");
    expect(safeReferrer("//evil.example/")).toBeUndefined();
    expect(safeReferrer("https://evil.example/")).toBeUndefined();
    expect(safeReferrer("/\\evil.example")).toBeUndefined();
  });
});
