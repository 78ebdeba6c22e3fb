import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { loggedInBrowser } from "~/features/my-pages/test-customers";
import { createTestApp, testFeatureDeps } from "~/test/test-app";
import {
  type BookingFeeFixture,
  bookingFeeFixture,
  eventsOf,
  freePort,
  idempotencyKey,
  pathOf,
  paymentRow,
  startBody,
} from "../bank-payments-test-support";
import { createPaymentsService } from "../payments.service";
import { ProviderUnavailableError } from "../provider";
import { SVEA_SIMULATOR_MERCHANT } from "./simulator/svea-simulator";
import { createSveaClient, createSveaProvider } from "./svea-client";

/**
 * Svea Checkout end to end against the bundled simulator over real HTTP: the app listens, so
 * Svea's push reaches it as it would in production; the browser's steps (the checkout page's
 * form, the redirect back) are requests a browser would make.
 */
describe("payments through Svea Checkout", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let origin: string;
  const HOST = "127.0.0.1";

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://${HOST}:${port}`;
    ({ app, database } = await createTestApp({
      inventory: "test",
      env: { PORT: String(port), HOST_MAP: `${origin}=sv,no.localhost=no,fi.localhost=fi` },
    }));
    await app.listen({ host: HOST, port });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  async function started(fixture: BookingFeeFixture, key = idempotencyKey()) {
    const browser = await loggedInBrowser(app, fixture.customer, { host: HOST });
    const response = await browser.post("/api/buyresidence/startsveapayment", startBody(fixture), key);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { paymentId: string; status: string; redirectUrl: string };
    return { browser, answer };
  }

  /** The payer's choice on the simulator's checkout page: its answer (a redirect back, or a page). */
  async function checkout(redirectUrl: string, action: "pay" | "decline" | "cancel", fault = "none") {
    return fetch(redirectUrl, {
      method: "POST",
      body: new URLSearchParams({ action, fault, method: "Card" }),
      redirect: "manual",
    });
  }

  const simulatorOf = (redirectUrl: string) => new URL(redirectUrl).origin;

  async function paidThrough(fault = "none") {
    const fixture = await bookingFeeFixture(database.db, "sv");
    const { browser, answer } = await started(fixture);
    const page = await checkout(answer.redirectUrl, "pay", fault);
    return { fixture, browser, answer, page };
  }

  it("pays: the push is verified by fetching the order, the browser comes back to the payment step", async () => {
    const fixture = await bookingFeeFixture(database.db, "sv");
    const { browser, answer } = await started(fixture);
    expect(answer).toMatchObject({ paymentId: fixture.paymentId, status: "pending" });
    expect(answer.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/\d+$/);

    const checkoutPage = await fetch(answer.redirectUrl);
    expect(await checkoutPage.text()).toContain("5000.00 SEK");

    const page = await checkout(answer.redirectUrl, "pay");
    expect(page.status).toBe(303);
    // Svea's push came before the redirect: the payment is paid already.
    expect((await paymentRow(database.db, fixture.paymentId)).status).toBe("paid");

    const back = await browser.get(pathOf(page.headers.get("location") ?? ""));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/boka/?steg=payment&betalning=${fixture.paymentId}`);

    const row = await paymentRow(database.db, fixture.paymentId);
    expect(row).toMatchObject({ status: "paid", provider: "svea", amountMinor: 500_000, currency: "SEK" });
    expect(row.paidAt).not.toBeNull();
    // The push and the return said the same: one event.
    const events = await eventsOf(database.db, fixture.paymentId);
    expect(events.map((event) => [event.source, event.outcome, event.reportedStatus])).toEqual([
      ["callback", "applied", "Final"],
    ]);
  });

  it("records a declined payment as declined and a cancelled one as cancelled", async () => {
    const declined = await bookingFeeFixture(database.db, "sv");
    const first = await started(declined);
    const declinedPage = await checkout(first.answer.redirectUrl, "decline");
    await first.browser.get(pathOf(declinedPage.headers.get("location") ?? ""));
    expect((await paymentRow(database.db, declined.paymentId)).status).toBe("declined");

    const cancelled = await bookingFeeFixture(database.db, "sv");
    const second = await started(cancelled);
    const cancelledPage = await checkout(second.answer.redirectUrl, "cancel");
    const back = await second.browser.get(pathOf(cancelledPage.headers.get("location") ?? ""));
    expect(back.headers.location).toBe(`/boka/?steg=payment&betalning=${cancelled.paymentId}`);
    expect((await paymentRow(database.db, cancelled.paymentId)).status).toBe("cancelled");
  });

  it("reconciles a payment whose push never came and whose payer never returned", async () => {
    const { fixture, answer, page } = await paidThrough("noPush");
    expect(page.status).toBe(200);
    expect((await paymentRow(database.db, fixture.paymentId)).status).toBe("pending");

    // The payments.reconcile job's work, a few minutes later, against the same simulator.
    const later = createPaymentsService({
      db: database.db,
      clock: () => new Date(Date.now() + 5 * 60_000),
      providers: {
        svea: createSveaProvider(
          createSveaClient({ apiUrl: simulatorOf(answer.redirectUrl), ...SVEA_SIMULATOR_MERCHANT }),
        ),
      },
      payables: { bookingFee: async () => undefined },
      jobs: testFeatureDeps(database).jobs,
    });
    await later.reconcile();
    const row = await paymentRow(database.db, fixture.paymentId);
    expect(row.status).toBe("paid");
    expect((await eventsOf(database.db, fixture.paymentId)).map((event) => event.source)).toEqual(["status"]);
  });

  it("applies a duplicate push once", async () => {
    const { fixture, answer, browser, page } = await paidThrough("duplicatePush");
    const orderId = answer.redirectUrl.split("/").pop();
    // Once more from Svea, and once straight at the callback.
    await fetch(`${simulatorOf(answer.redirectUrl)}/sim/orders/${orderId}/push`, { method: "POST" });
    const again = await app.inject({
      method: "POST",
      url: `/api/payments/svea/callback?svea_order_id=${orderId}`,
      headers: { host: HOST },
    });
    expect(again.statusCode).toBe(200);
    // A push announced as JSON with nothing in it is still a push.
    const empty = await app.inject({
      method: "POST",
      url: `/api/payments/svea/callback?svea_order_id=${orderId}`,
      headers: { host: HOST, "content-type": "application/json" },
    });
    expect(empty.statusCode).toBe(200);
    await browser.get(pathOf(page.headers.get("location") ?? ""));

    const events = await eventsOf(database.db, fixture.paymentId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: "applied", source: "callback" });
    expect((await paymentRow(database.db, fixture.paymentId)).status).toBe("paid");
  });

  it("refuses an order naming another amount than ours", async () => {
    const { fixture, browser, page } = await paidThrough("wrongAmount");
    await browser.get(pathOf(page.headers.get("location") ?? ""));
    const row = await paymentRow(database.db, fixture.paymentId);
    expect(row.status).toBe("pending");
    expect(row.paidAt).toBeNull();
    const events = await eventsOf(database.db, fixture.paymentId);
    expect(events[0]).toMatchObject({ outcome: "refused", reportedAmountMinor: 500_100 });
  });

  it("trusts no push by itself: an order Svea does not know changes nothing", async () => {
    const fixture = await bookingFeeFixture(database.db, "sv");
    const { answer } = await started(fixture);
    const forged = await app.inject({
      method: "POST",
      url: "/api/payments/svea/callback?svea_order_id=999999999",
      headers: { host: HOST, "content-type": "application/json" },
      payload: JSON.stringify({ OrderId: answer.redirectUrl.split("/").pop(), Status: "Final" }),
    });
    expect(forged.statusCode).toBe(404);
    const bad = await app.inject({
      method: "POST",
      url: "/api/payments/svea/callback?svea_order_id=abc",
      headers: { host: HOST },
    });
    expect(bad.statusCode).toBe(400);
    expect((await paymentRow(database.db, fixture.paymentId)).status).toBe("pending");
    expect(await eventsOf(database.db, fixture.paymentId)).toHaveLength(0);
  });

  it("is refused by Svea with a wrong signature", async () => {
    const fixture = await bookingFeeFixture(database.db, "sv");
    const { answer } = await started(fixture);
    const orderId = answer.redirectUrl.split("/").pop() ?? "";
    const apiUrl = simulatorOf(answer.redirectUrl);
    const wrong = createSveaClient({
      apiUrl,
      merchantId: SVEA_SIMULATOR_MERCHANT.merchantId,
      secret: "not-the-secret",
    });
    await expect(wrong.getOrder(orderId)).rejects.toThrow(ProviderUnavailableError);
    await expect(wrong.getOrder(orderId)).rejects.toThrow(/401/);
    const stale = createSveaClient({
      apiUrl,
      ...SVEA_SIMULATOR_MERCHANT,
      clock: () => new Date(Date.now() - 3_600_000),
    });
    await expect(stale.getOrder(orderId)).rejects.toThrow(/401/);
    const right = createSveaClient({ apiUrl, ...SVEA_SIMULATOR_MERCHANT });
    expect((await right.getOrder(orderId)).Status).toBe("Created");
  });

  it("answers a repeated idempotency key with the first start, and makes one checkout", async () => {
    const fixture = await bookingFeeFixture(database.db, "sv");
    const key = idempotencyKey();
    const { browser, answer } = await started(fixture, key);
    const repeat = await browser.post("/api/buyresidence/startsveapayment", startBody(fixture), key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(answer);
    // Another key while the checkout is open: refused, not a second order.
    const other = await browser.post("/api/buyresidence/startsveapayment", startBody(fixture), idempotencyKey());
    expect(other.statusCode).toBe(409);
    expect((await paymentRow(database.db, fixture.paymentId)).providerRef).toBe(answer.redirectUrl.split("/").pop());
  });

  it("answers 404 for another user's payment, 401 to anonymous, 400 to bad input", async () => {
    const mine = await bookingFeeFixture(database.db, "sv");
    const theirs = await bookingFeeFixture(database.db, "sv");
    const browser = await loggedInBrowser(app, mine.customer, { host: HOST });
    const url = "/api/buyresidence/startsveapayment";

    expect((await browser.post(url, startBody(theirs), idempotencyKey())).statusCode).toBe(404);
    // My payment number with their booking, and my booking with another home.
    expect(
      (await browser.post(url, { ...startBody(mine), ContractId: theirs.bookingId }, idempotencyKey())).statusCode,
    ).toBe(404);
    expect(
      (await browser.post(url, { ...startBody(mine), ObjectId: theirs.objectId }, idempotencyKey())).statusCode,
    ).toBe(404);

    const anonymous = await app.inject({
      method: "POST",
      url,
      headers: { host: HOST, ...idempotencyKey() },
      payload: startBody(mine),
    });
    expect(anonymous.statusCode).toBe(401);

    expect((await browser.post(url, startBody(mine))).statusCode).toBe(400);
    expect((await browser.post(url, startBody(mine), { "idempotency-key": "not-a-uuid" })).statusCode).toBe(400);
    expect((await browser.post(url, { ...startBody(mine), ContractId: "x" }, idempotencyKey())).statusCode).toBe(400);
    expect((await browser.post(url, "{", { ...idempotencyKey(), "content-type": "application/json" })).statusCode).toBe(
      400,
    );
    expect((await paymentRow(database.db, mine.paymentId)).status).toBe("created");
    expect((await paymentRow(database.db, theirs.paymentId)).status).toBe("created");
  });

  it("sends the browser back only to a path of the site", async () => {
    const { fixture, browser, page } = await paidThrough();
    const location = new URL(page.headers.get("location") ?? "");
    location.searchParams.set("redirect", "https://evil.example/");
    location.searchParams.set("returnUrl", "//evil.example/");
    const back = await browser.get(pathOf(location.toString()));
    expect(back.headers.location).toBe(`/boka/?steg=payment&betalning=${fixture.paymentId}`);

    const hostile = await browser.get(
      `/api/payments/svea/return?svea_order_id=1&payment=${encodeURIComponent("https://evil.example/")}`,
    );
    expect(hostile.statusCode).toBe(400);
    // An order nobody knows: the click-to-buy path, nothing else.
    const unknown = await browser.get("/api/payments/svea/return?svea_order_id=987654321");
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe("/boka/");
  });
});
