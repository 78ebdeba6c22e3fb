import { describe, expect, it } from "vitest";
import { sveaAuthorization, sveaOrderTotalMinor, sveaTimestamp } from "./svea-protocol";

// Vectors computed outside this code (Python's hashlib and base64).
describe("Svea's authorization header", () => {
  it("is Svea base64(merchantId:hex(sha512(body + secret + timestamp)))", () => {
    expect(sveaAuthorization("124842", "secret-key", '{"a":1}', "2026-11-26 06:00:00")).toBe(
      "Svea MTI0ODQyOjY0OGRhMDUwOTMwMWQ2Y2Q4N2MyNTE2NmVlYWI2ZGY0Yzc0MTA3YTFiNmU1NzRiZDMyNTZiZmE5MmRlYzM0M2U2OWY5Yjc1ZjY0ZGM3YmJkY2M1Y2UxZTgyMzNiMzJlNmZmYzRiYWZmOWFlYzYyNGQ4MTgyZGEyNjMzZGE0NzBj",
    );
  });

  it("signs an empty body for a GET", () => {
    expect(sveaAuthorization("124842", "secret-key", "", "2026-11-26 06:00:00")).toBe(
      "Svea MTI0ODQyOmJhNmI5MThiMzFjYzMxNjZmMDZiM2QwNTcyMGFmZjNlZjVkZjI4ZDVhYTljNWVlZGQwZmRmMDA2ODA5NTk4MDc5ZTlmYTIwZjNlMWJkOWM2NDcxNDQ4NjBjNDM4MWQ5ZGE1OGZiZjM3NTE3N2Q1ZDJkMjdlZjYwNDMwYmYyZjgy",
    );
  });

  it("changes with the body, the secret and the timestamp", () => {
    const base = sveaAuthorization("124842", "secret-key", '{"a":1}', "2026-11-26 06:00:00");
    expect(sveaAuthorization("124842", "secret-key", '{"a":2}', "2026-11-26 06:00:00")).not.toBe(base);
    expect(sveaAuthorization("124842", "other-key", '{"a":1}', "2026-11-26 06:00:00")).not.toBe(base);
    expect(sveaAuthorization("124842", "secret-key", '{"a":1}', "2026-11-26 06:00:01")).not.toBe(base);
  });
});

describe("Svea's timestamp and order total", () => {
  it("writes the timestamp in UTC as yyyy-MM-dd HH:mm:ss", () => {
    expect(sveaTimestamp(new Date("2026-11-26T07:08:09.123+01:00"))).toBe("2026-11-26 06:08:09");
  });

  it("sums unit price times quantity in hundredths, less discounts", () => {
    expect(
      sveaOrderTotalMinor([
        { Name: "Fee", Quantity: 100, UnitPrice: 500000, VatPercent: 0, DiscountPercent: 0 },
        { Name: "Two", Quantity: 200, UnitPrice: 1000, VatPercent: 2500, DiscountPercent: 1000 },
      ]),
    ).toBe(500000 + 1800);
  });
});
