import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userPayments, users } from "./accounts";
import { buyBookings } from "./click-to-buy";

/**
 * Payments through Swish, Svea and Nordea (issue 18): a booking fee of the buy flow or a VIP fee
 * of My Pages. The amount and currency are always the server's; a provider's answer is applied
 * once (events keyed by the provider's own id), and a payment whose provider went quiet is asked
 * again by the reconciliation job. Wire values: src/features/payments/schema.ts.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The customer-facing payment number (createpaymentid), e.g. "NH-2026-000123"; the provider's reference. */
    paymentNumber: text("payment_number").notNull(),
    site: text("site").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** bookingFee | vipFee */
    purpose: text("purpose").notNull(),
    bookingId: uuid("booking_id").references(() => buyBookings.id, { onDelete: "set null" }),
    /** The VIP fee row of My Pages' payments page that this pays. */
    userPaymentId: uuid("user_payment_id").references(() => userPayments.id, { onDelete: "set null" }),
    /** swish | svea | nordea; null until a provider is started. */
    provider: text("provider"),
    /** In minor units (öre, øre, cents). */
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    /** SEK | NOK | EUR */
    currency: text("currency").notNull(),
    /** created | pending | paid | declined | cancelled | error (PAYMENT_STATES). */
    status: text("status").notNull().default("created"),
    /** The provider's id of the payment request / checkout / e-payment. */
    providerRef: text("provider_ref"),
    /** Where the provider sends the browser (Svea checkout, Nordea's bank page). */
    redirectUrl: text("redirect_url"),
    /** The provider's error or decline code, for the message. */
    errorCode: text("error_code"),
    attempts: integer("attempts").notNull().default(0),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payments_number_idx").on(table.paymentNumber),
    uniqueIndex("payments_provider_ref_idx").on(table.provider, table.providerRef),
    index("payments_user_idx").on(table.userId),
    index("payments_booking_idx").on(table.bookingId),
    // The reconciliation job's work list.
    index("payments_pending_idx").on(table.updatedAt).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * A start of a payment with a provider, keyed by the browser's idempotency key: a repeated start
 * (double click, retry after a timeout) answers the first start's outcome instead of a second
 * payment request.
 */
export const paymentStarts = pgTable(
  "payment_starts",
  {
    idempotencyKey: text("idempotency_key").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The answer given to the first start, given again to a repeat. */
    response: jsonb("response").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("payment_starts_key_idx").on(table.userId, table.idempotencyKey)],
);

/** Every answer a provider gave about a payment (callback or status poll), and what it did. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** callback | status | return */
    source: text("source").notNull(),
    /** The provider's own id of this event (a callback's id); a repeat with the same id changes nothing. */
    providerEventId: text("provider_event_id").notNull(),
    /** The status the provider reported (its own word) and the amount it named, in minor units. */
    reportedStatus: text("reported_status").notNull(),
    reportedAmountMinor: bigint("reported_amount_minor", { mode: "number" }),
    reportedCurrency: text("reported_currency"),
    /** applied | duplicate | refused (refused: a wrong amount, currency or signature). */
    outcome: text("outcome").notNull(),
    /** The provider's message without personal data (no phone numbers, no card data). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payment_events_provider_event_idx").on(table.provider, table.providerEventId),
    index("payment_events_payment_idx").on(table.paymentId),
  ],
);
