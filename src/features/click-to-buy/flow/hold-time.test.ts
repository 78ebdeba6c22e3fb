import { describe, expect, it } from "vitest";
import { clockSkew, formatTimeLeft, msLeft, thresholdReached } from "./hold-time";

describe("the hold's time left", () => {
  it("corrects the browser's clock by the server's", () => {
    // The browser is 2 minutes fast: the hold still has its 20 minutes.
    const serverNow = "2026-11-26T10:00:00.000Z";
    const browserNow = Date.parse(serverNow) + 120_000;
    const skew = clockSkew(serverNow, browserNow);
    expect(skew).toBe(120_000);
    expect(msLeft("2026-11-26T10:20:00.000Z", browserNow, skew)).toBe(20 * 60_000);
    expect(msLeft("2026-11-26T10:20:00.000Z", browserNow + 21 * 60_000, skew)).toBe(0);
  });

  it("formats minutes and seconds, zero only when it has run out", () => {
    expect(formatTimeLeft(20 * 60_000)).toBe("20:00");
    expect(formatTimeLeft(61_000)).toBe("1:01");
    expect(formatTimeLeft(400)).toBe("0:01");
    expect(formatTimeLeft(0)).toBe("0:00");
  });

  it("names the threshold passed, for the live region", () => {
    expect(thresholdReached(11 * 60_000)).toBeUndefined();
    expect(thresholdReached(9 * 60_000)).toBe(10);
    expect(thresholdReached(5 * 60_000)).toBe(5);
    expect(thresholdReached(30_000)).toBe(1);
  });

  it("treats an unreadable time as none left", () => {
    expect(msLeft("not a time", Date.now(), 0)).toBe(0);
    expect(clockSkew("not a time", 5)).toBe(0);
  });
});
