import { describe, expect, it } from "vitest";
import { sveaAuthorization, sveaTimestamp } from "../svea-protocol";
import { createSveaSimulator, SVEA_SIMULATOR_MERCHANT } from "./svea-simulator";

const { merchantId, secret } = SVEA_SIMULATOR_MERCHANT;

const order = {
  CountryCode: "SE",
  Currency: "SEK",
  Locale: "sv-SE",
  ClientOrderNumber: "NH-100001",
  MerchantSettings: {
    CheckoutUri: "http://shop.example/boka/?steg=payment",
    ConfirmationUri: "http://shop.example/api/payments/svea/return?svea_order_id={checkout.order.uri}",
    PushUri: "http://shop.example/api/payments/svea/callback?svea_order_id={checkout.order.uri}",
    TermsUri: "http://shop.example/",
  },
  Cart: { Items: [{ Name: "Bokningsavgift", Quantity: 100, UnitPrice: 500000, VatPercent: 0 }] },
};

function signed(body: string, options: { secret?: string; at?: Date } = {}) {
  const timestamp = sveaTimestamp(options.at ?? new Date());
  return {
    authorization: sveaAuthorization(merchantId, options.secret ?? secret, body, timestamp),
    timestamp,
    "content-type": "application/json",
  };
}

/** The simulator's merchant API checks Svea's authorization header as Svea does. */
describe("the Svea simulator's merchant API", () => {
  const simulator = createSveaSimulator();

  it("creates an order for a request signed with the merchant's secret", async () => {
    const body = JSON.stringify(order);
    const response = await simulator.inject({
      method: "POST",
      url: "/api/orders",
      headers: signed(body),
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ Status: "Created", ClientOrderNumber: "NH-100001", Currency: "SEK" });
    expect(response.json().Gui.Snippet).toContain("data-sco-sveacheckout-iframesrc=");
  });

  it("refuses a wrong secret, an altered body, a stale timestamp and no header (401)", async () => {
    const body = JSON.stringify(order);
    const altered = JSON.stringify({ ...order, Cart: { Items: [{ ...order.Cart.Items[0], UnitPrice: 1 }] } });
    for (const [headers, payload] of [
      [signed(body, { secret: "wrong" }), body],
      [signed(body), altered],
      [signed(body, { at: new Date(Date.now() - 3_600_000) }), body],
      [{ "content-type": "application/json" }, body],
    ] as const) {
      const response = await simulator.inject({ method: "POST", url: "/api/orders", headers, payload });
      expect(response.statusCode).toBe(401);
    }
  });

  it("refuses an order without http(s) addresses or of the wrong shape (400)", async () => {
    const noHttp = JSON.stringify({
      ...order,
      MerchantSettings: { ...order.MerchantSettings, PushUri: "javascript:x" },
    });
    const response = await simulator.inject({
      method: "POST",
      url: "/api/orders",
      headers: signed(noHttp),
      payload: noHttp,
    });
    expect(response.statusCode).toBe(400);
    const shapeless = JSON.stringify({ Cart: {} });
    const bad = await simulator.inject({
      method: "POST",
      url: "/api/orders",
      headers: signed(shapeless),
      payload: shapeless,
    });
    expect(bad.statusCode).toBe(400);
  });
});
