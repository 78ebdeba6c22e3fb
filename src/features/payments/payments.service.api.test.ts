import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { buyBookings, paymentEvents, payments, userPayments } from "~/db/schema";
import { seedResidences } from "~/db/seed/residences";
import { createBookingFeeSource } from "~/features/click-to-buy/index.server";
import { createBookableHome } from "~/features/click-to-buy/test-bookings";
import { createCustomer } from "~/features/my-pages/test-customers";
import { openTestDatabase, testFeatureDeps } from "~/test/test-app";
import { createPaymentsService, type PaymentsService, RECONCILE_AFTER_SECONDS } from "./payments.service";
import type { PaymentProviders } from "./provider";
import { startSwishSimulator } from "./swish/simulator/swish-simulator";
import { createSwishProvider } from "./swish/swish-client";
import { instructionIdOf, SWISH_TEST_PAYEE_ALIAS } from "./swish/swish-schema";
import { createVipFeeSource } from "./vip-fee.server";

/**
 * The payments service against the Swish simulator over real HTTP and a real database: numbers,
 * idempotent starts, reports applied once, wrong amounts refused, reconciliation of a provider
 * that went quiet. The clock is the test's, so "later" needs no waiting.
 */

let database: DatabaseHandle;
let simulator: Awaited<ReturnType<typeof startSwishSimulator>>;
let service: PaymentsService;
let now = new Date();
const clock = () => now;
const warnings: Record<string, unknown>[] = [];
const paidOnes: string[] = [];
const callbackUrl = "http://127.0.0.1:9/callback";

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seedResidences(database.db, { scale: "test", images: false, now: new Date() });
  simulator = await startSwishSimulator();
  const providers: PaymentProviders = {
    swish: createSwishProvider({ baseUrl: simulator.url, payeeAlias: SWISH_TEST_PAYEE_ALIAS, timeoutMs: 300 }),
  };
  service = createPaymentsService({
    db: database.db,
    clock,
    providers,
    payables: {
      bookingFee: createBookingFeeSource(database.db, clock),
      vipFee: createVipFeeSource(database.db),
    },
    jobs: testFeatureDeps(database).jobs,
    log: { warn: (fields) => warnings.push(fields), error: (fields) => warnings.push(fields) },
  });
  service.onPaid((payment) => paidOnes.push(payment.paymentId));
}, 60_000);

afterAll(async () => {
  await simulator?.close();
  await database?.close();
});

/** A buyer (the booking rules are click-to-buy's) holding a Swedish home with a 5 000 kr fee. */
async function heldBooking() {
  const buyer = await createCustomer(database.db, { site: "sv" });
  const home = await createBookableHome(database.db, { site: "sv", bookingFee: 5_000 });
  const [booking] = await database.db
    .insert(buyBookings)
    .values({
      site: "sv",
      objectId: home.objectId,
      stageId: home.stageId,
      userId: buyer.userId,
      status: "held",
      holdExpiresAt: new Date(now.getTime() + 20 * 60_000),
    })
    .returning({ id: buyBookings.id });
  return { buyer, home, bookingId: booking!.id };
}

const extras = (phone: string) => ({
  callbackUrl,
  returnUrl: "http://localhost/boka/",
  cancelUrl: "http://localhost/boka/",
  language: "sv" as const,
  payerPhone: phone,
});

async function simulate(paymentId: string, action: "pay" | "decline" | "cancel") {
  const response = await fetch(`${simulator.url}/sim/paymentrequests/${instructionIdOf(paymentId)}/${action}`, {
    method: "POST",
  });
  expect(response.status).toBe(200);
}

async function eventsOf(paymentId: string) {
  return database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
}

describe("createPayment", () => {
  it("makes the booking's fee payment once, numbered from the sequence, in the server's amount", async () => {
    const { buyer, bookingId } = await heldBooking();
    const first = await service.createPayment("bookingFee", bookingId, buyer.userId);
    const again = await service.createPayment("bookingFee", bookingId, buyer.userId);
    expect(first).toMatchObject({ amountMinor: 500_000, currency: "SEK", status: "created" });
    expect(first?.paymentNumber).toMatch(/^NH-\d{6,}$/);
    expect(again?.paymentId).toBe(first?.paymentId);
    expect(await service.paymentOfBooking(bookingId)).toMatchObject({ paymentId: first?.paymentId });
  });

  it("answers nothing for another user's booking", async () => {
    const { bookingId } = await heldBooking();
    const other = await createCustomer(database.db, { site: "sv" });
    expect(await service.createPayment("bookingFee", bookingId, other.userId)).toBeUndefined();
  });
});

describe("a Swish payment", () => {
  it("paid: pending after the start, paid by the status the provider reports", async () => {
    const { buyer, bookingId } = await heldBooking();
    const payment = await service.createPayment("bookingFee", bookingId, buyer.userId);
    const started = await service.start(
      "swish",
      payment!.paymentId,
      buyer.userId,
      crypto.randomUUID(),
      extras("0701234567"),
    );
    expect(started).toEqual({ ok: true, response: { paymentId: payment!.paymentId, status: "pending" } });
    expect((await service.status(payment!.paymentId, buyer.userId, true))?.status).toBe("pending");
    await simulate(payment!.paymentId, "pay");
    const paid = await service.status(payment!.paymentId, buyer.userId, true);
    expect(paid).toMatchObject({ status: "paid", provider: "swish" });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    // The owner is told once (the buy flow marks its step done).
    await service.status(payment!.paymentId, buyer.userId, true);
    expect(paidOnes.filter((id) => id === payment!.paymentId)).toHaveLength(1);
  });

  it("declined (payer number ending 01) and cancelled (02): final, and a new attempt is a new payment", async () => {
    for (const [phone, state] of [
      ["0701234501", "declined"],
      ["0701234502", "cancelled"],
    ] as const) {
      const { buyer, bookingId } = await heldBooking();
      const payment = await service.createPayment("bookingFee", bookingId, buyer.userId);
      await service.start("swish", payment!.paymentId, buyer.userId, crypto.randomUUID(), extras(phone));
      await expect.poll(async () => (await service.status(payment!.paymentId, buyer.userId, true))?.status).toBe(state);
      expect(
        await service.start("swish", payment!.paymentId, buyer.userId, crypto.randomUUID(), extras("0701234567")),
      ).toEqual({ ok: false, refusal: "final" });
      const retry = await service.createPayment("bookingFee", bookingId, buyer.userId);
      expect(retry?.paymentId).not.toBe(payment!.paymentId);
      expect(retry?.status).toBe("created");
    }
  });

  it("a repeated idempotency key answers the first start and makes no second payment request", async () => {
    const { buyer, bookingId } = await heldBooking();
    const payment = await service.createPayment("bookingFee", bookingId, buyer.userId);
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      service.start("swish", payment!.paymentId, buyer.userId, key, extras("0701234567")),
      service.start("swish", payment!.paymentId, buyer.userId, key, extras("0701234567")),
    ]);
    const third = await service.start("swish", payment!.paymentId, buyer.userId, key, extras("0701234567"));
    expect(first).toEqual({ ok: true, response: { paymentId: payment!.paymentId, status: "pending" } });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const requests = (await (await fetch(`${simulator.url}/sim/paymentrequests`)).json()) as { id: string }[];
    expect(requests.filter((request) => request.id === instructionIdOf(payment!.paymentId))).toHaveLength(1);
    const [row] = await database.db.select().from(payments).where(eq(payments.id, payment!.paymentId));
    expect(row?.attempts).toBe(1);
  });

  it("another key while pending is refused as in progress; another user's payment is not found", async () => {
    const { buyer, bookingId } = await heldBooking();
    const other = await createCustomer(database.db, { site: "sv" });
    const payment = await service.createPayment("bookingFee", bookingId, buyer.userId);
    await service.start("swish", payment!.paymentId, buyer.userId, crypto.randomUUID(), extras("0701234567"));
    expect(
      await service.start("swish", payment!.paymentId, buyer.userId, crypto.randomUUID(), extras("0701234567")),
    ).toEqual({ ok: false, refusal: "inProgress" });
    expect(
      await service.start("swish", payment!.paymentId, other.userId, crypto.randomUUID(), extras("0701234567")),
    ).toEqual({ ok: false, refusal: "notFound" });
    expect(await service.status(payment!.paymentId, other.userId)).toBeUndefined();
  });

  it("a payer not enrolled in Swish (an invalid alias): the provider's refusal ends the payment as error", async () => {
    const { buyer, bookingId } = await heldBooking();
    const payment = await service.createPayment("bookingFee", bookingId, buyer.userId);
    // A Swedish number that is not a mobile one: Swish answers 422 BE18.
    const started = await service.start("swish", payment!.paymentId, buyer.userId, crypto.randomUUID(), {
      ...extras("0701234567"),
      payerPhone: "46812345678",
    });
    expect(started).toEqual({ ok: true, response: { paymentId: payment!.paymentId, status: "error" } });
    const [row] = await database.db.select().from(payments).where(eq(payments.id, payment!.paymentId));
    expect(row?.errorCode).toBe("BE18");
  });
});

describe("reports", () => {
  it("the same report twice (payer number 04 calls back twice) is applied once", async () => {
    const { buyer, bookingId } = await heldBooking();
    const payment = await service.createPayment("bookingFee", bookingId, buyer.userId);
    await service.start("swish", payment!.paymentId, buyer.userId, crypto.randomUUID(), extras("0701234504"));
    const provider = createSwishProvider({ baseUrl: simulator.url, payeeAlias: SWISH_TEST_PAYEE_ALIAS });
    await expect.poll(async () => (await provider.status(instructionIdOf(payment!.paymentId))).state).toBe("paid");
    const report = await provider.status(instructionIdOf(payment!.paymentId));
    const first = await service.applyReport("swish", report, "callback");
    const second = await service.applyReport("swish", report, "callback");
    expect(first.outcome).toBe("applied");
    expect(second.outcome).toBe("duplicate");
    const events = await eventsOf(payment!.paymentId);
    expect(events.map((event) => event.outcome)).toEqual(["applied"]);
  });

  it("a report with another amount than ours (payer number 05) is refused and logged; the payment is unchanged", async () => {
    const { buyer, bookingId } = await heldBooking();
    const payment = await service.createPayment("bookingFee", bookingId, buyer.userId);
    await service.start("swish", payment!.paymentId, buyer.userId, crypto.randomUUID(), extras("0701234505"));
    warnings.length = 0;
    // Each poll asks Swish again; the refused answer is recorded once.
    await expect
      .poll(async () => {
        await service.status(payment!.paymentId, buyer.userId, true);
        return (await eventsOf(payment!.paymentId)).map((event) => event.outcome);
      })
      .toContain("refused");
    expect((await service.status(payment!.paymentId, buyer.userId))?.status).toBe("pending");
    const refusedEvent = (await eventsOf(payment!.paymentId)).find((event) => event.outcome === "refused");
    expect(refusedEvent).toMatchObject({ reportedAmountMinor: 500_100, reportedStatus: "PAID" });
    expect(warnings).toContainEqual(
      expect.objectContaining({ security: expect.objectContaining({ event: "payment report with a wrong amount" }) }),
    );
    expect(JSON.stringify(warnings)).not.toContain("4670123450");
  });

  it("a final state is never changed by a later report", async () => {
    const { buyer, bookingId } = await heldBooking();
    const payment = await service.createPayment("bookingFee", bookingId, buyer.userId);
    await service.start("swish", payment!.paymentId, buyer.userId, crypto.randomUUID(), extras("0701234567"));
    await simulate(payment!.paymentId, "pay");
    expect((await service.status(payment!.paymentId, buyer.userId, true))?.status).toBe("paid");
    const late = await service.applyReport(
      "swish",
      {
        providerRef: instructionIdOf(payment!.paymentId),
        eventId: `${instructionIdOf(payment!.paymentId)}:ERROR`,
        state: "error",
        amountMinor: 500_000,
        currency: "SEK",
        rawStatus: "ERROR",
      },
      "callback",
    );
    expect(late.outcome).toBe("refused");
    expect((await service.status(payment!.paymentId, buyer.userId))?.status).toBe("paid");
  });

  it("a report about a payment we do not have is refused", async () => {
    const result = await service.applyReport(
      "swish",
      {
        providerRef: "0123456789ABCDEF0123456789ABCDEF",
        eventId: "0123456789ABCDEF0123456789ABCDEF:PAID",
        state: "paid",
        amountMinor: 100,
        currency: "SEK",
        rawStatus: "PAID",
      },
      "callback",
    );
    expect(result.outcome).toBe("refused");
  });
});

describe("reconciliation", () => {
  it("a start that timed out (payer number 03) stays pending; the job reads the status later and applies it", async () => {
    const { buyer, bookingId } = await heldBooking();
    const payment = await service.createPayment("bookingFee", bookingId, buyer.userId);
    const started = await service.start(
      "swish",
      payment!.paymentId,
      buyer.userId,
      crypto.randomUUID(),
      extras("0701234503"),
    );
    expect(started).toEqual({ ok: true, response: { paymentId: payment!.paymentId, status: "pending" } });
    // Too early: not asked.
    expect((await service.reconcile()).asked).toBe(0);
    await simulate(payment!.paymentId, "pay");
    now = new Date(now.getTime() + (RECONCILE_AFTER_SECONDS + 1) * 1000);
    const result = await service.reconcile();
    expect(result.asked).toBeGreaterThanOrEqual(1);
    expect((await service.status(payment!.paymentId, buyer.userId))?.status).toBe("paid");
  });

  it("a payment pending past the provider's lifetime becomes error", async () => {
    const { buyer, bookingId } = await heldBooking();
    const payment = await service.createPayment("bookingFee", bookingId, buyer.userId);
    await service.start("swish", payment!.paymentId, buyer.userId, crypto.randomUUID(), extras("0701234503"));
    now = new Date(now.getTime() + 60 * 60_000);
    await service.reconcile();
    const ended = await service.status(payment!.paymentId, buyer.userId);
    expect(ended?.status).toBe("error");
    expect(ended?.errorCode).toBe("timeout");
  });
});

describe("the VIP fee", () => {
  it("paid through Swish sets the fee's row to Paid", async () => {
    const member = await createCustomer(database.db, { site: "sv", vip: true });
    const [fee] = await database.db
      .insert(userPayments)
      .values({ userId: member.userId, site: "sv", status: "NotPaid", amount: 1500 })
      .returning({ id: userPayments.id });
    const payment = await service.createPayment("vipFee", fee!.id, member.userId);
    expect(payment).toMatchObject({ amountMinor: 150_000, currency: "SEK" });
    await service.start("swish", payment!.paymentId, member.userId, crypto.randomUUID(), extras("0701234567"));
    await simulate(payment!.paymentId, "pay");
    expect((await service.status(payment!.paymentId, member.userId, true))?.status).toBe("paid");
    const [row] = await database.db.select().from(userPayments).where(eq(userPayments.id, fee!.id));
    expect(row?.status).toBe("Paid");
    // Paid: no longer payable.
    expect(await service.createPayment("vipFee", fee!.id, member.userId)).toBeUndefined();
  });
});
