import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client";
import { buyBookings, paymentEvents, payments } from "~/db/schema";
import { createBookableHome } from "~/features/click-to-buy/test-bookings";
import { createCustomer, type TestCustomer } from "~/features/my-pages/test-customers";
import type { SiteCode } from "~/sites/sites";

/**
 * Test helpers of the Svea and Nordea payments: a held booking with its fee payment made as
 * createpaymentid makes it, the payment's state and events as stored, and a free port for an app
 * that Svea's simulator pushes to over real HTTP.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface BookingFeeFixture {
  customer: TestCustomer;
  bookingId: string;
  objectId: number;
  paymentId: string;
  paymentNumber: string;
  amountMinor: number;
  currency: "SEK" | "NOK";
}

let numbers = 0;

/** A buyer holding a home on `site` and the booking fee's payment, created and not yet started. */
export async function bookingFeeFixture(
  db: Database,
  site: Extract<SiteCode, "sv" | "no">,
): Promise<BookingFeeFixture> {
  const customer = await createCustomer(db, { site });
  const home = await createBookableHome(db, { site });
  const [booking] = await db
    .insert(buyBookings)
    .values({
      site,
      objectId: home.objectId,
      stageId: home.stageId,
      userId: customer.userId,
      status: "held",
      previousObjectStatus: "forSale",
      holdExpiresAt: new Date(Date.now() + 20 * 60_000),
    })
    .returning({ id: buyBookings.id });
  if (!booking) throw new Error("no booking");
  const currency = site === "no" ? "NOK" : "SEK";
  const amountMinor = (site === "no" ? 10_000 : 5_000) * 100;
  const paymentNumber = `NH-T${process.pid}-${++numbers}`;
  const [payment] = await db
    .insert(payments)
    .values({
      paymentNumber,
      site,
      userId: customer.userId,
      purpose: "bookingFee",
      bookingId: booking.id,
      amountMinor,
      currency,
      status: "created",
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error("no payment");
  return {
    customer,
    bookingId: booking.id,
    objectId: home.objectId,
    paymentId: payment.id,
    paymentNumber,
    amountMinor,
    currency,
  };
}

/** startsveapayment's and startnordeapayment's body for the fixture's payment. */
export function startBody(fixture: BookingFeeFixture) {
  return {
    ObjectId: fixture.objectId,
    ContractId: fixture.bookingId,
    UserIds: [fixture.customer.userId],
    PaymentNumber: fixture.paymentNumber,
  };
}

export const idempotencyKey = () => ({ "idempotency-key": randomUUID() });

export async function paymentRow(db: Database, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error("no payment");
  return row;
}

export async function eventsOf(db: Database, paymentId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(paymentEvents.createdAt);
}

/** The path and query of an absolute URL (what a browser sends to our host). */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
