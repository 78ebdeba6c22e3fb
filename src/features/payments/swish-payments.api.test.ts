import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { buyBookings, paymentEvents, userPayments } from "~/db/schema";
import { browserClient } from "~/features/account/account-test-client";
import { createBookableHome } from "~/features/click-to-buy/test-bookings";
import { createCustomer, loggedInBrowser, type TestCustomer } from "~/features/my-pages/test-customers";
import { createTestApp } from "~/test/test-app";
import { type CreatePaymentIdResponse, IDEMPOTENCY_HEADER, type StartPaymentResponse } from "./schema";

/**
 * The payment calls of spec 001 section 7 (createpaymentid, startswishpayment, paymentstatus),
 * Swish's callback and the VIP fee's payment, through the app with its bundled Swish simulator
 * over real HTTP. The simulator's callbacks go to the public origin (nobody listens in tests),
 * so a test delivers the callback body the simulator holds, as Swish would.
 */

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp({ inventory: "test" }));
}, 60_000);

afterAll(async () => {
  await app?.close();
});

async function heldBooking(buyer: TestCustomer) {
  const home = await createBookableHome(database.db, { site: "sv", bookingFee: 5_000 });
  const [booking] = await database.db
    .insert(buyBookings)
    .values({
      site: "sv",
      objectId: home.objectId,
      stageId: home.stageId,
      userId: buyer.userId,
      status: "held",
      holdExpiresAt: new Date(Date.now() + 20 * 60_000),
    })
    .returning({ id: buyBookings.id });
  return { bookingId: booking!.id, objectId: home.objectId };
}

async function buyerWithPayment() {
  const buyer = await createCustomer(database.db, { site: "sv" });
  const browser = await loggedInBrowser(app, buyer);
  const { bookingId, objectId } = await heldBooking(buyer);
  const created = await browser.get(`/api/buyresidence/createpaymentid/${bookingId}`);
  expect(created.statusCode).toBe(200);
  return { buyer, browser, bookingId, objectId, payment: created.json() as CreatePaymentIdResponse };
}

type Browser = Awaited<ReturnType<typeof loggedInBrowser>>;

function startSwish(browser: Browser, body: Record<string, unknown>, key: string | null = crypto.randomUUID()) {
  return browser.request({
    method: "POST",
    url: "/api/buyresidence/startswishpayment",
    payload: body,
    headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
  });
}

function swishBody(
  context: { buyer: TestCustomer; bookingId: string; objectId: number; payment: CreatePaymentIdResponse },
  phone = "070-123 45 67",
) {
  return {
    ObjectId: context.objectId,
    ContractId: context.bookingId,
    UserIds: [context.buyer.userId],
    PaymentNumber: context.payment.paymentNumber,
    PhoneNumber: phone,
    Message: "Bokningsavgift",
  };
}

/** The simulator's origin, from the payer page the start links to (outside production). */
function simulatorOf(started: StartPaymentResponse): string {
  expect(started.appUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/payer\/[0-9A-F]{32}$/);
  return new URL(started.appUrl!).origin;
}

const instructionOf = (started: StartPaymentResponse) => started.appUrl!.split("/").at(-1)!;

async function simulatorRequest(started: StartPaymentResponse) {
  const all = (await (await fetch(`${simulatorOf(started)}/sim/paymentrequests`)).json()) as { id: string }[];
  return all.find((request) => request.id === instructionOf(started)) as Record<string, unknown>;
}

/** Swish's callback to the app, with the body Swish would send. */
function deliverCallback(body: unknown) {
  return app.inject({
    method: "POST",
    url: "/api/payments/swish/callback",
    headers: { host: "localhost", "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
}

describe("GET /api/buyresidence/createpaymentid/{id}", () => {
  it("makes the held booking's fee payment once: its number, the server's amount", async () => {
    const { browser, bookingId, payment } = await buyerWithPayment();
    expect(payment).toMatchObject({ amountMinor: 500_000, currency: "SEK", status: "created" });
    expect(payment.paymentNumber).toMatch(/^NH-\d+$/);
    const again = await browser.get(`/api/buyresidence/createpaymentid/${bookingId}`);
    expect(again.json()).toEqual(payment);
  });

  it("anonymous 401, bad id 400, another buyer's booking or a booking no longer held 404", async () => {
    const { bookingId } = await buyerWithPayment();
    const anonymous = browserClient(app, "localhost");
    expect((await anonymous.get(`/api/buyresidence/createpaymentid/${bookingId}`)).statusCode).toBe(401);
    const other = await loggedInBrowser(app, await createCustomer(database.db, { site: "sv" }));
    expect((await other.get("/api/buyresidence/createpaymentid/not-a-uuid")).statusCode).toBe(400);
    const foreign = await other.get(`/api/buyresidence/createpaymentid/${bookingId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe("Betalningen finns inte.");
    const owner = await createCustomer(database.db, { site: "sv" });
    const ownerBrowser = await loggedInBrowser(app, owner);
    const expired = await heldBooking(owner);
    await database.db.update(buyBookings).set({ status: "expired" }).where(eq(buyBookings.id, expired.bookingId));
    expect((await ownerBrowser.get(`/api/buyresidence/createpaymentid/${expired.bookingId}`)).statusCode).toBe(404);
  });
});

describe("POST /api/buyresidence/startswishpayment and Swish's callback", () => {
  it("paid in the simulator's payer page: the callback is verified with Swish and the status answers paid", async () => {
    const context = await buyerWithPayment();
    const response = await startSwish(context.browser, swishBody(context));
    expect(response.statusCode).toBe(200);
    const started = response.json() as StartPaymentResponse;
    expect(started).toMatchObject({ paymentId: context.payment.paymentId, status: "pending" });
    // The payer approves in the simulator's "Swish app".
    const paid = await fetch(`${simulatorOf(started)}/payer/${instructionOf(started)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay",
    });
    expect(await paid.text()).toContain("Betalningen är genomförd.");
    const callback = await deliverCallback(await simulatorRequest(started));
    expect(callback.statusCode).toBe(200);
    expect(callback.json()).toEqual({ received: true });
    const status = await context.browser.get(`/api/buyresidence/paymentstatus/${context.payment.paymentId}`);
    expect(status.json()).toMatchObject({ status: "paid", provider: "swish", amountMinor: 500_000 });
  });

  it("declined (payer number ending 01): the status says so in the site's language", async () => {
    const context = await buyerWithPayment();
    const started = (await startSwish(context.browser, swishBody(context, "0701234501"))).json();
    await expect.poll(async () => (await simulatorRequest(started)).status).toBe("DECLINED");
    await deliverCallback(await simulatorRequest(started));
    const status = (await context.browser.get(`/api/buyresidence/paymentstatus/${context.payment.paymentId}`)).json();
    expect(status).toMatchObject({ status: "declined", message: "Betalningen avböjdes." });
    // A new attempt needs a new payment: this one is final.
    const again = await startSwish(context.browser, swishBody(context));
    expect(again.statusCode).toBe(409);
    const retry = (await context.browser.get(`/api/buyresidence/createpaymentid/${context.bookingId}`)).json();
    expect(retry.paymentId).not.toBe(context.payment.paymentId);
  });

  it("cancelled (payer number ending 02), read by paymentstatus/refresh without a callback", async () => {
    const context = await buyerWithPayment();
    await startSwish(context.browser, swishBody(context, "0701234502"));
    await expect
      .poll(
        async () =>
          (await context.browser.get(`/api/buyresidence/paymentstatus/${context.payment.paymentId}/refresh`)).json()
            .status,
      )
      .toBe("cancelled");
  });

  it("the callback twice (payer number ending 04) is applied once", async () => {
    const context = await buyerWithPayment();
    const started = (await startSwish(context.browser, swishBody(context, "0701234504"))).json();
    await expect.poll(async () => (await simulatorRequest(started)).status).toBe("PAID");
    const body = await simulatorRequest(started);
    expect((await deliverCallback(body)).json()).toEqual({ received: true });
    expect((await deliverCallback(body)).json()).toEqual({ received: true });
    const events = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, context.payment.paymentId));
    expect(events.map((event) => event.outcome)).toEqual(["applied"]);
  });

  it("a callback with a wrong amount (payer number ending 05) is refused: the payment stays unpaid", async () => {
    const context = await buyerWithPayment();
    const started = (await startSwish(context.browser, swishBody(context, "0701234505"))).json();
    await expect.poll(async () => (await simulatorRequest(started)).status).toBe("PAID");
    await deliverCallback(await simulatorRequest(started));
    const status = (await context.browser.get(`/api/buyresidence/paymentstatus/${context.payment.paymentId}`)).json();
    expect(status.status).toBe("pending");
    const [event] = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, context.payment.paymentId));
    expect(event).toMatchObject({ outcome: "refused", reportedAmountMinor: 500_100 });
  });

  it("a callback is not trusted by its body: a forged PAID for a waiting request changes nothing", async () => {
    const context = await buyerWithPayment();
    const started = (await startSwish(context.browser, swishBody(context))).json();
    const forged = { ...(await simulatorRequest(started)), status: "PAID", datePaid: new Date().toISOString() };
    expect((await deliverCallback(forged)).statusCode).toBe(200);
    const status = (await context.browser.get(`/api/buyresidence/paymentstatus/${context.payment.paymentId}`)).json();
    expect(status.status).toBe("pending");
  });

  it("a callback about nothing of ours is acknowledged and ignored; a malformed one is 400, never 500", async () => {
    const stray = await deliverCallback({ id: "0123456789ABCDEF0123456789ABCDEF", status: "PAID", amount: 1 });
    expect(stray.statusCode).toBe(200);
    expect(stray.json()).toEqual({ received: false });
    expect((await deliverCallback({ status: "PAID" })).statusCode).toBe(400);
    const notJson = await app.inject({
      method: "POST",
      url: "/api/payments/swish/callback",
      headers: { host: "localhost", "content-type": "application/json" },
      payload: "{not json",
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("a repeated Idempotency-Key answers the first start", async () => {
    const context = await buyerWithPayment();
    const key = crypto.randomUUID();
    const first = await startSwish(context.browser, swishBody(context), key);
    const second = await startSwish(context.browser, swishBody(context), key);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    // Another key while the first is pending: in progress.
    const other = await startSwish(context.browser, swishBody(context));
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe("inProgress");
  });

  it("bad input 400: no Idempotency-Key, a phone that is not a Swedish mobile, a message Swish refuses", async () => {
    const context = await buyerWithPayment();
    expect((await startSwish(context.browser, swishBody(context), null)).statusCode).toBe(400);
    expect((await startSwish(context.browser, swishBody(context), "not-a-uuid")).statusCode).toBe(400);
    expect((await startSwish(context.browser, swishBody(context, "08-123 456 78"))).statusCode).toBe(400);
    expect(
      (await startSwish(context.browser, { ...swishBody(context), Message: "<script>alert(1)</script>" })).statusCode,
    ).toBe(400);
    expect((await startSwish(context.browser, { ...swishBody(context), ObjectId: "x" })).statusCode).toBe(400);
  });

  it("anonymous 401; another buyer's payment, another contract, home or user 404", async () => {
    const context = await buyerWithPayment();
    const anonymous = browserClient(app, "localhost");
    expect((await startSwish(anonymous, swishBody(context))).statusCode).toBe(401);
    const other = await loggedInBrowser(app, await createCustomer(database.db, { site: "sv" }));
    expect((await startSwish(other, swishBody(context))).statusCode).toBe(404);
    expect(
      (await startSwish(context.browser, { ...swishBody(context), ContractId: crypto.randomUUID() })).statusCode,
    ).toBe(404);
    expect(
      (await startSwish(context.browser, { ...swishBody(context), ObjectId: context.objectId + 1 })).statusCode,
    ).toBe(404);
    expect(
      (await startSwish(context.browser, { ...swishBody(context), UserIds: [crypto.randomUUID()] })).statusCode,
    ).toBe(404);
  });
});

describe("GET /api/buyresidence/paymentstatus/{id}/{optional}", () => {
  it("anonymous 401, bad id or option 400, another user's payment 404", async () => {
    const { payment } = await buyerWithPayment();
    const anonymous = browserClient(app, "localhost");
    expect((await anonymous.get(`/api/buyresidence/paymentstatus/${payment.paymentId}`)).statusCode).toBe(401);
    const other = await loggedInBrowser(app, await createCustomer(database.db, { site: "sv" }));
    expect((await other.get("/api/buyresidence/paymentstatus/nope")).statusCode).toBe(400);
    expect((await other.get(`/api/buyresidence/paymentstatus/${payment.paymentId}/other`)).statusCode).toBe(400);
    expect((await other.get(`/api/buyresidence/paymentstatus/${payment.paymentId}`)).statusCode).toBe(404);
    expect((await other.get(`/api/buyresidence/paymentstatus/${payment.paymentId}/refresh`)).statusCode).toBe(404);
  });
});

describe("POST /api/payments/vip/{userPaymentId}", () => {
  async function vipFee(member: TestCustomer, status = "NotPaid") {
    const [fee] = await database.db
      .insert(userPayments)
      .values({ userId: member.userId, site: "sv", status, amount: 1500 })
      .returning({ id: userPayments.id });
    return fee!.id;
  }

  it("pays an unpaid VIP fee with Swish: the fee's row becomes Paid", async () => {
    const member = await createCustomer(database.db, { site: "sv", vip: true });
    const browser = await loggedInBrowser(app, member);
    const feeId = await vipFee(member);
    const created = await browser.post(`/api/payments/vip/${feeId}`);
    expect(created.statusCode).toBe(200);
    const payment = created.json() as CreatePaymentIdResponse;
    expect(payment).toMatchObject({ amountMinor: 150_000, currency: "SEK" });
    const started = await startSwish(browser, {
      ObjectId: null,
      ContractId: payment.paymentId,
      UserIds: [member.userId],
      PaymentNumber: payment.paymentNumber,
      PhoneNumber: "0701234567",
      Message: "VIP",
    });
    expect(started.statusCode).toBe(200);
    const response = started.json() as StartPaymentResponse;
    await fetch(`${simulatorOf(response)}/sim/paymentrequests/${instructionOf(response)}/pay`, { method: "POST" });
    await expect
      .poll(
        async () => (await browser.get(`/api/buyresidence/paymentstatus/${payment.paymentId}/refresh`)).json().status,
      )
      .toBe("paid");
    const [row] = await database.db.select().from(userPayments).where(eq(userPayments.id, feeId));
    expect(row?.status).toBe("Paid");
  });

  it("anonymous 401, bad id 400, another user's fee or a paid one 404", async () => {
    const member = await createCustomer(database.db, { site: "sv", vip: true });
    const feeId = await vipFee(member);
    const paidId = await vipFee(member, "Paid");
    expect((await browserClient(app, "localhost").post(`/api/payments/vip/${feeId}`)).statusCode).toBe(401);
    const other = await loggedInBrowser(app, await createCustomer(database.db, { site: "sv" }));
    expect((await other.post("/api/payments/vip/123")).statusCode).toBe(400);
    expect((await other.post(`/api/payments/vip/${feeId}`)).statusCode).toBe(404);
    const own = await loggedInBrowser(app, member);
    expect((await own.post(`/api/payments/vip/${paidId}`)).statusCode).toBe(404);
  });
});
