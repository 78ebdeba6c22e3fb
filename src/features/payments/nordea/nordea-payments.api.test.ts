import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { userPayments } from "~/db/schema";
import { createCustomer, loggedInBrowser } from "~/features/my-pages/test-customers";
import { createTestApp, testFeatureDeps } from "~/test/test-app";
import {
  type BookingFeeFixture,
  bookingFeeFixture,
  eventsOf,
  idempotencyKey,
  pathOf,
  paymentRow,
  startBody,
} from "../bank-payments-test-support";
import { createPaymentsService } from "../payments.service";
import { createNordeaClient, createNordeaProvider } from "./nordea-client";
import { NORDEA_SIMULATOR_MERCHANT } from "./simulator/nordea-simulator";

/**
 * Nordea's e-payment end to end against the bundled simulator over real HTTP, on the Norwegian
 * site: the bank page reached by the signed redirect, the payer's choice, the signed return to
 * our route, and the status query by stamp for reconciliation.
 */
describe("payments through Nordea's e-payment", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const HOST = "no.localhost";

  beforeAll(async () => {
    ({ app, database } = await createTestApp({ inventory: "test" }));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  async function started(fixture: BookingFeeFixture, key = idempotencyKey()) {
    const browser = await loggedInBrowser(app, fixture.customer, { host: HOST });
    const response = await browser.post("/api/buyresidence/startnordeapayment", startBody(fixture), key);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { paymentId: string; status: string; redirectUrl: string };
    return { browser, answer };
  }

  /** The bank page opened by the redirect, and the payer's choice on it: the bank's answer. */
  async function atTheBank(redirectUrl: string, action: "pay" | "reject" | "cancel", fault = "none") {
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    const formAction = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!formAction) throw new Error(`no form on the bank page: ${html}`);
    return fetch(new URL(formAction, redirectUrl), {
      method: "POST",
      body: new URLSearchParams({ action, fault }),
      redirect: "manual",
    });
  }

  const bankOf = (redirectUrl: string) => new URL(redirectUrl).origin;

  async function returned(fixture: BookingFeeFixture, action: "pay" | "reject" | "cancel", fault = "none") {
    const { browser, answer } = await started(fixture);
    const bank = await atTheBank(answer.redirectUrl, action, fault);
    return { browser, answer, bank, location: bank.headers.get("location") ?? "" };
  }

  it("pays: the signed return verifies, the bank's record names the amount, the browser comes back to the step", async () => {
    const fixture = await bookingFeeFixture(database.db, "no");
    const { browser, answer } = await started(fixture);
    expect(answer).toMatchObject({ paymentId: fixture.paymentId, status: "pending" });
    const fields = new URL(answer.redirectUrl).searchParams;
    expect(fields.get("SOLOPMT_STAMP")).toBe(fixture.paymentId);
    expect(fields.get("SOLOPMT_AMOUNT")).toBe("10000.00");
    expect(fields.get("SOLOPMT_CUR")).toBe("NOK");
    expect(fields.get("SOLOPMT_MAC")).toMatch(/^[0-9A-F]{64}$/);

    const bank = await atTheBank(answer.redirectUrl, "pay");
    expect(bank.status).toBe(303);
    const location = bank.headers.get("location") ?? "";
    expect(location).toMatch(/^https:\/\/no\.localhost\/api\/payments\/nordea\/return\?/);
    expect(new URL(location).searchParams.get("SOLOPMT_RETURN_PAID")).toMatch(/^NDA\d+$/);

    const back = await browser.get(pathOf(location));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/kjop/?steg=payment&betalning=${fixture.paymentId}`);
    const row = await paymentRow(database.db, fixture.paymentId);
    expect(row).toMatchObject({ status: "paid", provider: "nordea", providerRef: fixture.paymentId });
    expect((await eventsOf(database.db, fixture.paymentId)).map((event) => [event.source, event.outcome])).toEqual([
      ["return", "applied"],
    ]);
  });

  it("records a rejected payment as declined and a cancelled one as cancelled", async () => {
    const rejected = await bookingFeeFixture(database.db, "no");
    const first = await returned(rejected, "reject");
    expect(first.location).toContain("/api/payments/nordea/reject?");
    const back = await first.browser.get(pathOf(first.location));
    expect(back.headers.location).toBe(`/kjop/?steg=payment&betalning=${rejected.paymentId}`);
    expect((await paymentRow(database.db, rejected.paymentId)).status).toBe("declined");

    const cancelled = await bookingFeeFixture(database.db, "no");
    const second = await returned(cancelled, "cancel");
    expect(second.location).toContain("/api/payments/nordea/cancel?");
    await second.browser.get(pathOf(second.location));
    expect((await paymentRow(database.db, cancelled.paymentId)).status).toBe("cancelled");
  });

  it("reconciles a payment whose payer never came back, by the status query", async () => {
    const fixture = await bookingFeeFixture(database.db, "no");
    const { answer, bank } = await returned(fixture, "pay", "noReturn");
    expect(bank.status).toBe(200);
    expect((await paymentRow(database.db, fixture.paymentId)).status).toBe("pending");

    // The payments.reconcile job's work, a few minutes later, against the same bank.
    const later = createPaymentsService({
      db: database.db,
      clock: () => new Date(Date.now() + 5 * 60_000),
      providers: {
        nordea: createNordeaProvider(
          createNordeaClient({ url: bankOf(answer.redirectUrl), ...NORDEA_SIMULATOR_MERCHANT }),
        ),
      },
      payables: { bookingFee: async () => undefined },
      jobs: testFeatureDeps(database).jobs,
    });
    await later.reconcile();
    expect((await paymentRow(database.db, fixture.paymentId)).status).toBe("paid");
    expect((await eventsOf(database.db, fixture.paymentId)).map((event) => event.source)).toEqual(["status"]);
  });

  it("applies a return that comes twice once", async () => {
    const fixture = await bookingFeeFixture(database.db, "no");
    const { browser, location } = await returned(fixture, "pay");
    await browser.get(pathOf(location));
    const again = await browser.get(pathOf(location));
    expect(again.headers.location).toBe(`/kjop/?steg=payment&betalning=${fixture.paymentId}`);
    const events = await eventsOf(database.db, fixture.paymentId);
    expect(events).toHaveLength(1);
    expect((await paymentRow(database.db, fixture.paymentId)).status).toBe("paid");
  });

  it("refuses a payment the bank recorded with another amount", async () => {
    const fixture = await bookingFeeFixture(database.db, "no");
    const { browser, location } = await returned(fixture, "pay", "wrongAmount");
    await browser.get(pathOf(location));
    const row = await paymentRow(database.db, fixture.paymentId);
    expect(row.status).toBe("pending");
    expect(row.paidAt).toBeNull();
    expect((await eventsOf(database.db, fixture.paymentId))[0]).toMatchObject({
      outcome: "refused",
      reportedAmountMinor: 1_000_100,
    });
  });

  it("changes nothing on a return whose MAC does not verify", async () => {
    const fixture = await bookingFeeFixture(database.db, "no");
    const { browser, location } = await returned(fixture, "pay");
    const forged = new URL(location);
    const mac = forged.searchParams.get("SOLOPMT_RETURN_MAC") ?? "";
    forged.searchParams.set("SOLOPMT_RETURN_MAC", `${mac.slice(0, -1)}${mac.endsWith("0") ? "1" : "0"}`);
    const back = await browser.get(pathOf(forged.toString()));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/kjop/?steg=payment&betalning=${fixture.paymentId}`);

    // A genuine cancel's fields sent to the paid return, and a paid return without its MAC.
    const other = await bookingFeeFixture(database.db, "no");
    const cancel = await returned(other, "cancel");
    const swapped = new URL(cancel.location);
    swapped.pathname = "/api/payments/nordea/return";
    await browser.get(pathOf(swapped.toString()));
    const bare = new URL(location);
    bare.searchParams.delete("SOLOPMT_RETURN_MAC");
    await browser.get(pathOf(bare.toString()));

    expect((await paymentRow(database.db, fixture.paymentId)).status).toBe("pending");
    expect(await eventsOf(database.db, fixture.paymentId)).toHaveLength(0);
    expect((await paymentRow(database.db, other.paymentId)).status).toBe("pending");
  });

  it("answers a repeated idempotency key with the first start", async () => {
    const fixture = await bookingFeeFixture(database.db, "no");
    const key = idempotencyKey();
    const { browser, answer } = await started(fixture, key);
    const repeat = await browser.post("/api/buyresidence/startnordeapayment", startBody(fixture), key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(answer);
    const other = await browser.post("/api/buyresidence/startnordeapayment", startBody(fixture), idempotencyKey());
    expect(other.statusCode).toBe(409);
  });

  it("answers 404 for another user's payment, 401 to anonymous, 400 to bad input", async () => {
    const mine = await bookingFeeFixture(database.db, "no");
    const theirs = await bookingFeeFixture(database.db, "no");
    const browser = await loggedInBrowser(app, mine.customer, { host: HOST });
    const url = "/api/buyresidence/startnordeapayment";
    expect((await browser.post(url, startBody(theirs), idempotencyKey())).statusCode).toBe(404);
    expect(
      (await browser.post(url, { ...startBody(mine), ContractId: theirs.bookingId }, idempotencyKey())).statusCode,
    ).toBe(404);
    // Buyers the booking does not have.
    expect(
      (await browser.post(url, { ...startBody(mine), UserIds: [theirs.customer.userId] }, idempotencyKey())).statusCode,
    ).toBe(404);

    const anonymous = await app.inject({
      method: "POST",
      url,
      headers: { host: HOST, ...idempotencyKey() },
      payload: startBody(mine),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await browser.post(url, startBody(mine))).statusCode).toBe(400);
    expect((await browser.post(url, { ...startBody(mine), PaymentNumber: "" }, idempotencyKey())).statusCode).toBe(400);
    expect((await browser.post(url, { ...startBody(mine), UserIds: "x" }, idempotencyKey())).statusCode).toBe(400);
    expect((await paymentRow(database.db, mine.paymentId)).status).toBe("created");

    const badReturn = await browser.get(`/api/payments/nordea/return?SOLOPMT_RETURN_MAC=${"A".repeat(300)}`);
    expect(badReturn.statusCode).toBe(400);
    expect((await browser.get("/api/payments/nordea/elsewhere")).statusCode).toBe(400);
  });

  it("pays My Pages' VIP fee the same way, back to the payments page", async () => {
    const customer = await createCustomer(database.db, { site: "no", vip: true });
    const [fee] = await database.db
      .insert(userPayments)
      .values({ userId: customer.userId, site: "no", status: "NotPaid", amount: 500 })
      .returning({ id: userPayments.id });
    const browser = await loggedInBrowser(app, customer, { host: HOST });
    const made = await browser.post(`/api/payments/vip/${fee?.id}`);
    expect(made.statusCode, made.body).toBe(200);
    const payment = made.json() as { paymentId: string; paymentNumber: string };
    const started = await browser.post(
      "/api/buyresidence/startnordeapayment",
      { ObjectId: null, ContractId: payment.paymentId, UserIds: [], PaymentNumber: payment.paymentNumber },
      idempotencyKey(),
    );
    expect(started.statusCode, started.body).toBe(200);
    const bank = await atTheBank((started.json() as { redirectUrl: string }).redirectUrl, "pay");
    const back = await browser.get(pathOf(bank.headers.get("location") ?? ""));
    expect(back.headers.location).toBe(`/mine-sider/betalinger/?betalning=${payment.paymentId}`);
    expect((await paymentRow(database.db, payment.paymentId)).status).toBe("paid");
    const [row] = await database.db
      .select()
      .from(userPayments)
      .where(eq(userPayments.id, fee?.id ?? ""));
    expect(row?.status).toBe("Paid");
  });

  it("sends the browser back only to a path of the site", async () => {
    const fixture = await bookingFeeFixture(database.db, "no");
    const { browser, location } = await returned(fixture, "pay");
    const hostile = new URL(location);
    hostile.searchParams.set("redirect", "https://evil.example/");
    hostile.searchParams.set("SOLOPMT_RETURN", "//evil.example/");
    const back = await browser.get(pathOf(hostile.toString()));
    expect(back.headers.location).toBe(`/kjop/?steg=payment&betalning=${fixture.paymentId}`);
    const notAnId = await browser.get(`/api/payments/nordea/cancel?payment=${encodeURIComponent("//evil.example")}`);
    expect(notAnId.statusCode).toBe(400);
    const unverified = await browser.get("/api/payments/nordea/cancel");
    expect(unverified.headers.location).toBe("/kjop/");
  });
});
