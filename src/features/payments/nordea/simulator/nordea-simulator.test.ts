import { describe, expect, it } from "vitest";
import { createNordeaClient } from "../nordea-client";
import { createNordeaSimulator, NORDEA_SIMULATOR_MERCHANT } from "./nordea-simulator";

/** The simulator's bank page checks the merchant's MAC: nobody changes the amount on the way. */
describe("the Nordea simulator's bank page", () => {
  const simulator = createNordeaSimulator();
  const client = createNordeaClient({ url: "http://bank.example", ...NORDEA_SIMULATOR_MERCHANT });
  const request = {
    stamp: "0b7f7b0e-3f4a-4a38-9d3e-6f1d2c3b4a59",
    amountMinor: 1_000_000,
    currency: "NOK",
    reference: "NH-100002",
    returnUrl: "https://shop.example/api/payments/nordea/return",
    cancelUrl: "https://shop.example/api/payments/nordea/cancel",
    rejectUrl: "https://shop.example/api/payments/nordea/reject",
    language: "no",
    message: "Bookingavgift bolig 12",
  } as const;
  const page = client.paymentPageUrl(request);
  const pathOf = (url: URL) => `${url.pathname}${url.search}`;

  it("opens for the merchant's signed fields", async () => {
    const response = await simulator.inject({ method: "GET", url: pathOf(new URL(page)) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("10000.00 NOK");
  });

  it("refuses an altered amount, currency or stamp, and a MAC of another key (400)", async () => {
    const altered = (name: string, value: string) => {
      const url = new URL(page);
      url.searchParams.set(name, value);
      return pathOf(url);
    };
    const otherKey = createNordeaClient({
      url: "http://bank.example",
      merchantId: NORDEA_SIMULATOR_MERCHANT.merchantId,
      secret: "other",
    });
    for (const url of [
      altered("SOLOPMT_AMOUNT", "1.00"),
      altered("SOLOPMT_CUR", "SEK"),
      altered("SOLOPMT_STAMP", "another-stamp"),
      pathOf(new URL(otherKey.paymentPageUrl(request))),
    ]) {
      const response = await simulator.inject({ method: "GET", url });
      expect(response.statusCode).toBe(400);
    }
  });
});
