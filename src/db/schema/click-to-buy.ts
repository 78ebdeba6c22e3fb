import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { purchaseDocuments, purchases } from "./my-pages";
import { objects, stages } from "./residences";

/**
 * Click to buy (issue 18): a buyer's online booking of a home, from the held reservation to the
 * completed purchase, and the interior options a stage offers. Payments are in ./payments.ts.
 * Enumerated values are the wire values of src/features/click-to-buy/schema.ts.
 */

/**
 * One booking of one home by one logged-in buyer. It is queued by `startbookingasync`; the job
 * takes the hold (status `held`) or refuses it (`refused`); the flow's steps fill `data`; it ends
 * `completed`, `cancelled` or `expired`. **Two buyers can never hold the same home**: the unique
 * partial index `buy_bookings_one_active_per_object_idx` lets at most one row per home be `held`
 * or `completed`, so the database, not the browser, decides a race.
 */
export const buyBookings = pgTable(
  "buy_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    site: text("site").notNull(),
    objectId: integer("object_id")
      .notNull()
      .references(() => objects.id, { onDelete: "cascade" }),
    stageId: integer("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** queued | held | refused | completed | cancelled | expired (BOOKING_STATUSES). */
    status: text("status").notNull().default("queued"),
    /** Why a booking was refused or failed: notBookable | alreadyBooking | generalError. */
    errorCode: text("error_code"),
    /** The home's status before the hold made it `reserved`, given back when the hold ends unused. */
    previousObjectStatus: text("previous_object_status"),
    /** When the hold ends unless the booking completes first (null until held). */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** What the steps saved, by step (BookingStepData in the feature's schema). */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** The steps done so far, in order (step names of the site's flow). */
    completedSteps: text("completed_steps").array().notNull().default(sql`'{}'::text[]`),
    /** The purchase made when the buyer signs (signcontract), its buyers the flow's persons with accounts. */
    purchaseId: uuid("purchase_id").references(() => purchases.id, { onDelete: "set null" }),
    /** The booking agreement the buyer signs (a document of the purchase). */
    agreementDocumentId: uuid("agreement_document_id").references(() => purchaseDocuments.id, {
      onDelete: "set null",
    }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("buy_bookings_one_active_per_object_idx")
      .on(table.objectId)
      .where(sql`${table.status} in ('held', 'completed')`),
    index("buy_bookings_user_idx").on(table.userId, table.status),
    index("buy_bookings_stage_idx").on(table.stageId, table.status),
    // The expiry job finds the holds that ran out.
    index("buy_bookings_hold_expiry_idx").on(table.holdExpiresAt).where(sql`${table.status} = 'held'`),
  ],
);

/**
 * An interior option of a stage (the Norwegian flow's "choices" step, and the order form after
 * a purchase): one choice per category, with a price added to the home's (0 for the standard).
 */
export const interiorOptions = pgTable(
  "interior_options",
  {
    id: text("id").primaryKey(),
    stageId: integer("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    /** kitchen | flooring | bathroom | walls | appliances (INTERIOR_CATEGORIES). */
    category: text("category").notNull(),
    /** The option's name in the stage's site's language. */
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** In the site's currency, whole units; 0 for the standard choice. */
    price: bigint("price", { mode: "number" }).notNull().default(0),
    /** The standard choice of its category (chosen unless the buyer picks another). */
    isDefault: boolean("is_default").notNull().default(false),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (table) => [index("interior_options_stage_idx").on(table.stageId, table.category)],
);

/** Interior options ordered after a purchase through the order form (page type orderForm). */
export const interiorOrders = pgTable(
  "interior_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purchaseId: uuid("purchase_id")
      .notNull()
      .references(() => purchases.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The chosen option per category: { [category]: optionId }. */
    choices: jsonb("choices").$type<Record<string, string>>().notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("interior_orders_purchase_idx").on(table.purchaseId)],
);

export const stageBookingSettings = pgTable("stage_booking_settings", {
  stageId: integer("stage_id")
    .primaryKey()
    .references(() => stages.id, { onDelete: "cascade" }),
  /** The stage's homes can be booked online (click to buy). */
  onlineBooking: boolean("online_booking").notNull().default(true),
  /** The booking fee in the site's currency, whole units; null: no payment step (Finland). */
  bookingFee: integer("booking_fee"),
  /** Minutes a hold lasts (spec's buyresidenceexpire); the app's default when null. */
  holdMinutes: smallint("hold_minutes"),
});
