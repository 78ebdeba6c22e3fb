import { and, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client";
import { areas, buyBookings, objects, purchases, stageBookingSettings, stages, userBookings, users } from "~/db/schema";
import type { PageInvalidation } from "~/server/page-invalidation";
import { SITES, type SiteCode } from "~/sites/sites";
import { BUY_STEPS, type BuyStep, DEFAULT_HOLD_MINUTES } from "./flows";
import type { BookingErrorCode, BookingObjectInfo, BookingStatus, BookingStatusResponse, BookingView } from "./schema";

/**
 * Bookings and holds (issue 18, decision 045): a logged-in buyer with a verified identity queues
 * a booking, the take-hold job holds the home for them (the database's unique index decides a
 * race), the steps fill the booking, and it ends completed, cancelled or expired. Every read and
 * transition of a buyer's booking is scoped by the buyer: another user's booking is not found.
 */

export interface BookingServiceDeps {
  db: Database;
  clock: () => Date;
  /** The pages that show a home's status (its own, its stage's, its area's, search) leave the caches when it changes. */
  pages?: PageInvalidation;
}

/** The home statuses a hold may be taken from (the home goes back to it when the hold ends unused). */
export const BOOKABLE_OBJECT_STATUSES = ["forSale", "preselling"] as const;

/** The answer to "may this be booked now?": a refusal says why not. */
export interface Bookability {
  bookable: boolean;
  refusal: BookingErrorCode | null;
}

/** A booking as its buyer's calls see it (the row, scoped by user). */
export type BookingRow = typeof buyBookings.$inferSelect;

/** The outcome of queueing a booking: its id, or why none was queued. */
export type QueueOutcome =
  | { ok: true; id: string }
  | { ok: false; reason: "unknownHome" | "needsIdentity" | "notBookable" };

/** Transaction or database: the helpers below run in either. */
type Executor = Pick<Database, "select" | "update" | "delete" | "insert" | "execute">;

const UNIQUE_VIOLATION = "23505";

/** Whether `error` (or its cause) is PostgreSQL's unique violation: the race was lost. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

const isBookableStatus = (status: string) => (BOOKABLE_OBJECT_STATUSES as readonly string[]).includes(status);

/** The condition of "the user's booking, held, the hold not run out at `now`" (every transition's and the fee's). */
export function heldBy(userId: string, bookingId: string, now: Date) {
  return and(
    eq(buyBookings.id, bookingId),
    eq(buyBookings.userId, userId),
    eq(buyBookings.status, "held"),
    gt(buyBookings.holdExpiresAt, now),
  );
}

export function createBookingService(deps: BookingServiceDeps) {
  const { db, clock } = deps;

  /** The home with its stage's booking settings (none: the stage does not book online). */
  async function homeOf(executor: Executor, objectId: number) {
    const [home] = await executor
      .select({
        id: objects.id,
        site: objects.site,
        status: objects.status,
        stageId: objects.stageId,
        areaId: objects.areaId,
        price: objects.price,
        closingCosts: objects.closingCosts,
        onlineBooking: stageBookingSettings.onlineBooking,
        bookingFee: stageBookingSettings.bookingFee,
        holdMinutes: stageBookingSettings.holdMinutes,
      })
      .from(objects)
      .leftJoin(stageBookingSettings, eq(stageBookingSettings.stageId, objects.stageId))
      .where(eq(objects.id, objectId))
      .limit(1);
    return home;
  }

  /**
   * A home's status changed (held, released, booked): the pages that show it are dropped from
   * the page caches so that the next visitor sees it at once (the search's read model follows by trigger).
   */
  async function statusChanged(objectId: number) {
    if (!deps.pages) return;
    // The change is committed: a failure here must not fail the booking (the caches expire anyway).
    await dropPagesOf(deps.pages, objectId).catch(() => undefined);
  }

  async function dropPagesOf(pages: PageInvalidation, objectId: number) {
    const [row] = await db
      .select({ site: objects.site, object: objects.url, stage: stages.url, area: areas.url })
      .from(objects)
      .innerJoin(stages, eq(stages.id, objects.stageId))
      .innerJoin(areas, eq(areas.id, objects.areaId))
      .where(eq(objects.id, objectId))
      .limit(1);
    if (!row) return;
    const urls = SITES[row.site as SiteCode]?.urls;
    pages.invalidate({
      paths: [row.object, row.stage, row.area],
      prefixes: [urls?.searchHomes, urls?.seoResidences].filter((path): path is string => Boolean(path)),
    });
  }

  /**
   * Ends a hold that is no longer wanted (expired or cancelled): the booking gets `status`, the
   * home its old status back (only if still reserved: staff may have sold it meanwhile), and an
   * unfinished purchase made at signing is removed with its buyers and documents.
   */
  async function releaseHold(tx: Executor, booking: BookingRow, status: "expired" | "cancelled"): Promise<boolean> {
    const now = clock();
    const [released] = await tx
      .update(buyBookings)
      .set({ status, updatedAt: now, purchaseId: null, agreementDocumentId: null })
      .where(and(eq(buyBookings.id, booking.id), eq(buyBookings.status, "held")))
      .returning({ id: buyBookings.id });
    if (!released) return false;
    await tx
      .update(objects)
      .set({ status: booking.previousObjectStatus ?? "forSale" })
      .where(and(eq(objects.id, booking.objectId), eq(objects.status, "reserved")));
    if (booking.purchaseId) await deleteUnfinishedPurchase(tx, booking.purchaseId);
    return true;
  }

  /** A purchase made by signing a booking that then did not complete: its buyers' rows and documents go with it. */
  async function deleteUnfinishedPurchase(tx: Executor, purchaseId: string) {
    const [purchase] = await tx
      .select({ status: purchases.status })
      .from(purchases)
      .where(eq(purchases.id, purchaseId))
      .limit(1);
    if (purchase?.status !== "booked") return;
    await tx.delete(userBookings).where(eq(userBookings.purchaseId, purchaseId));
    // Its documents, signatures and sign attempts cascade; their stored files stay unreferenced.
    await tx.delete(purchases).where(eq(purchases.id, purchaseId));
  }

  /**
   * Expires the holds that ran out (all, or of one home, buyer or booking): the scheduled job
   * and every read that depends on them call it, so an expired hold frees the home at once.
   */
  async function expireHolds(scope: { objectId?: number; userId?: string; bookingId?: string } = {}): Promise<number> {
    const now = clock();
    const due = await db
      .select()
      .from(buyBookings)
      .where(
        and(
          eq(buyBookings.status, "held"),
          lte(buyBookings.holdExpiresAt, now),
          scope.objectId === undefined ? undefined : eq(buyBookings.objectId, scope.objectId),
          scope.userId === undefined ? undefined : eq(buyBookings.userId, scope.userId),
          scope.bookingId === undefined ? undefined : eq(buyBookings.id, scope.bookingId),
        ),
      )
      .limit(500);
    let expired = 0;
    for (const booking of due) {
      if (await db.transaction((tx) => releaseHold(tx, booking, "expired"))) {
        expired++;
        await statusChanged(booking.objectId);
      }
    }
    return expired;
  }

  /** The user's booking by id (undefined for another user's or an unknown one), after expiring it if due. */
  async function bookingOf(userId: string, bookingId: string): Promise<BookingRow | undefined> {
    await expireHolds({ bookingId });
    const [booking] = await db
      .select()
      .from(buyBookings)
      .where(and(eq(buyBookings.id, bookingId), eq(buyBookings.userId, userId)))
      .limit(1);
    return booking;
  }

  /** The user's booking if it is held and its hold has not run out. */
  async function heldBookingOf(userId: string, bookingId: string): Promise<BookingRow | undefined> {
    const booking = await bookingOf(userId, bookingId);
    return booking?.status === "held" && booking.holdExpiresAt && booking.holdExpiresAt > clock() ? booking : undefined;
  }

  /** Runs a transition on the user's held booking; false when it is not theirs or not held any more. */
  async function transition(
    userId: string,
    bookingId: string,
    set: PgUpdateSetSource<typeof buyBookings>,
    addStep?: BuyStep,
  ): Promise<boolean> {
    const now = clock();
    const [row] = await db
      .update(buyBookings)
      .set({
        ...set,
        updatedAt: now,
        ...(addStep
          ? {
              completedSteps: sql`case when ${addStep} = any(${buyBookings.completedSteps}) then ${buyBookings.completedSteps} else array_append(${buyBookings.completedSteps}, ${addStep}::text) end`,
            }
          : {}),
      })
      .where(heldBy(userId, bookingId, now))
      .returning({ id: buyBookings.id });
    return row !== undefined;
  }

  return {
    expireHolds,
    bookingOf,
    heldBookingOf,

    /** What the flow shows of the home (getbookingobjectinformation); undefined for an unknown home. */
    async objectInfo(objectId: number): Promise<BookingObjectInfo | undefined> {
      const [row] = await db
        .select({
          objectId: objects.id,
          site: objects.site,
          number: objects.number,
          address: objects.streetAddress,
          stageId: objects.stageId,
          stageName: stages.name,
          areaId: objects.areaId,
          objectUrl: objects.url,
          status: objects.status,
          rooms: objects.rooms,
          livingArea: objects.livingArea,
          price: objects.price,
          closingCosts: objects.closingCosts,
          debtShare: objects.debtShare,
          images: objects.images,
          stageImages: stages.images,
          plotType: objects.plotType,
          residenceType: objects.residenceType,
          bookingFee: stageBookingSettings.bookingFee,
          holdMinutes: stageBookingSettings.holdMinutes,
        })
        .from(objects)
        .innerJoin(stages, eq(stages.id, objects.stageId))
        .leftJoin(stageBookingSettings, eq(stageBookingSettings.stageId, objects.stageId))
        .where(eq(objects.id, objectId))
        .limit(1);
      if (!row) return undefined;
      const site = SITES[row.site as SiteCode];
      return {
        objectId: row.objectId,
        number: row.number,
        address: row.address,
        stageId: row.stageId,
        stageName: row.stageName,
        areaId: row.areaId,
        objectUrl: row.objectUrl,
        status: row.status,
        rooms: row.rooms,
        livingArea: row.livingArea,
        price: row.price,
        closingCosts: row.closingCosts,
        debtShare: row.debtShare,
        currency: site?.currency ?? "SEK",
        bookingFee: row.bookingFee ?? null,
        holdMinutes: row.holdMinutes ?? DEFAULT_HOLD_MINUTES,
        image: row.images[0]?.src ?? row.stageImages[0]?.src ?? null,
        plotType: row.plotType,
        residenceType: row.residenceType,
      };
    },

    /**
     * Whether the home can be booked now (is_bookable, the start step): for sale on a stage that
     * books online and held by nobody. With a user: a verified identity and no other active hold
     * are needed too. With the user's own held booking of the home (`bookingId`): bookable.
     */
    async bookable(objectId: number, userId?: string, bookingId?: string): Promise<Bookability> {
      await expireHolds({ objectId });
      const home = await homeOf(db, objectId);
      if (!home) return { bookable: false, refusal: "notBookable" };
      if (userId && bookingId) {
        const own = await heldBookingOf(userId, bookingId);
        if (own?.objectId === objectId) return { bookable: true, refusal: null };
      }
      if (!isBookableStatus(home.status) || home.onlineBooking !== true)
        return { bookable: false, refusal: "notBookable" };
      if (!userId) return { bookable: true, refusal: null };
      const [user] = await db
        .select({ verified: users.securityNumberVerified })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user?.verified) return { bookable: false, refusal: "needsIdentity" };
      await expireHolds({ userId });
      const [other] = await db
        .select({ id: buyBookings.id })
        .from(buyBookings)
        .where(and(eq(buyBookings.userId, userId), eq(buyBookings.status, "held")))
        .limit(1);
      if (other) return { bookable: false, refusal: "alreadyBooking" };
      return { bookable: true, refusal: null };
    },

    /** The booking as the flow's pages see it; undefined for another user's or an unknown booking. */
    async viewOf(userId: string, bookingId: string, now: Date = clock()): Promise<BookingView | undefined> {
      const booking = await bookingOf(userId, bookingId);
      if (!booking) return undefined;
      return {
        id: booking.id,
        status: booking.status as BookingStatus,
        objectId: booking.objectId,
        holdExpiresAt: booking.status === "held" ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
        serverNow: now.toISOString(),
        completedSteps: booking.completedSteps.filter((step): step is BuyStep =>
          (BUY_STEPS as readonly string[]).includes(step),
        ),
        data: booking.data,
        signed: booking.signedAt !== null,
        paid: booking.paidAt !== null,
        agreementDocumentId: booking.agreementDocumentId,
      };
    },

    /** getbookingstatus: the booking's state (queued until the job has run); undefined for another user's. */
    async statusOf(userId: string, bookingId: string): Promise<BookingStatusResponse | undefined> {
      const booking = await bookingOf(userId, bookingId);
      if (!booking) return undefined;
      return {
        id: booking.id,
        status: booking.status as BookingStatus,
        objectId: booking.objectId,
        holdExpiresAt: booking.status === "held" ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
        errorCode: (booking.errorCode as BookingErrorCode | null) ?? null,
      };
    },

    /** The user's held booking of the home (the booking cookie is set to it), if any. */
    async activeBookingOf(userId: string, objectId: number): Promise<BookingRow | undefined> {
      await expireHolds({ userId, objectId });
      const [booking] = await db
        .select()
        .from(buyBookings)
        .where(and(eq(buyBookings.userId, userId), eq(buyBookings.objectId, objectId), eq(buyBookings.status, "held")))
        .limit(1);
      return booking;
    },

    /**
     * startbookingasync's part before the job: the home must exist on the site the request is for
     * (another site's home is booked on its own site, in its country's flow) and the buyer's
     * identity be verified (refused at once); a queued booking is inserted for the take-hold job.
     */
    async queue(userId: string, objectId: number, site: SiteCode): Promise<QueueOutcome> {
      const home = await homeOf(db, objectId);
      if (!home || home.site !== site) return { ok: false, reason: "unknownHome" };
      if (!SITES[home.site as SiteCode]) return { ok: false, reason: "notBookable" };
      const [user] = await db
        .select({ verified: users.securityNumberVerified })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user?.verified) return { ok: false, reason: "needsIdentity" };
      const now = clock();
      const [row] = await db
        .insert(buyBookings)
        .values({
          site: home.site,
          objectId,
          stageId: home.stageId,
          userId,
          status: "queued",
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: buyBookings.id });
      if (!row) throw new Error("buy_bookings insert returned no row");
      return { ok: true, id: row.id };
    },

    /**
     * The take-hold job: in one transaction the home's expired holds are gone, the home must be
     * for sale on a stage that books online and the buyer hold nothing else; then the booking is
     * held and the home reserved. The unique index on active bookings decides a race (23505:
     * refused notBookable), not the checks before it. Other failures refuse with generalError.
     */
    async takeHold(bookingId: string): Promise<BookingStatus | undefined> {
      const [booking] = await db.select().from(buyBookings).where(eq(buyBookings.id, bookingId)).limit(1);
      if (!booking) return undefined;
      if (booking.status !== "queued") return booking.status as BookingStatus;
      const refuse = async (errorCode: BookingErrorCode) => {
        await db
          .update(buyBookings)
          .set({ status: "refused", errorCode, updatedAt: clock() })
          .where(and(eq(buyBookings.id, bookingId), eq(buyBookings.status, "queued")));
        return "refused" as const;
      };
      try {
        await expireHolds({ objectId: booking.objectId });
        await expireHolds({ userId: booking.userId });
        const outcome = await db.transaction(async (tx) => {
          // One buyer's bookings are decided one at a time: two tabs cannot take two holds.
          await tx.execute(sql`select id from users where id = ${booking.userId} for update`);
          const [other] = await tx
            .select({ id: buyBookings.id })
            .from(buyBookings)
            .where(
              and(
                eq(buyBookings.userId, booking.userId),
                eq(buyBookings.status, "held"),
                ne(buyBookings.id, bookingId),
              ),
            )
            .limit(1);
          const home = await homeOf(tx, booking.objectId);
          const errorCode: BookingErrorCode | undefined = other
            ? "alreadyBooking"
            : !home || !isBookableStatus(home.status) || home.onlineBooking !== true
              ? "notBookable"
              : undefined;
          if (errorCode || !home) {
            await tx
              .update(buyBookings)
              .set({ status: "refused", errorCode: errorCode ?? "notBookable", updatedAt: clock() })
              .where(and(eq(buyBookings.id, bookingId), eq(buyBookings.status, "queued")));
            return "refused" as const;
          }
          const now = clock();
          const minutes = home.holdMinutes ?? DEFAULT_HOLD_MINUTES;
          await tx
            .update(buyBookings)
            .set({
              status: "held",
              errorCode: null,
              holdExpiresAt: new Date(now.getTime() + minutes * 60_000),
              previousObjectStatus: home.status,
              completedSteps: ["start-booking"],
              updatedAt: now,
            })
            .where(and(eq(buyBookings.id, bookingId), eq(buyBookings.status, "queued")));
          await tx.update(objects).set({ status: "reserved" }).where(eq(objects.id, booking.objectId));
          return "held" as const;
        });
        if (outcome === "held") await statusChanged(booking.objectId);
        return outcome;
      } catch (error) {
        if (isUniqueViolation(error)) return refuse("notBookable");
        await refuse("generalError");
        throw error;
      }
    },

    /** A queued booking that no job will decide (its job could not be sent): refused. */
    async refuseQueued(bookingId: string, errorCode: BookingErrorCode) {
      await db
        .update(buyBookings)
        .set({ status: "refused", errorCode, updatedAt: clock() })
        .where(and(eq(buyBookings.id, bookingId), eq(buyBookings.status, "queued")));
    },

    /** The end of the user's held booking (removebuyresidenceexpire): cancelled, the home free again. */
    async cancel(userId: string, bookingId: string): Promise<boolean> {
      const booking = await bookingOf(userId, bookingId);
      if (!booking) return false;
      if (booking.status !== "held") return false;
      const cancelled = await db.transaction((tx) => releaseHold(tx, booking, "cancelled"));
      if (cancelled) await statusChanged(booking.objectId);
      return cancelled;
    },

    /**
     * usercanbookinproject / usercanbookinstage (decision 045): true when the user has no held or
     * completed booking in that project (area) or stage other than of the home itself.
     */
    async userCanBookIn(userId: string, scope: { areaId: number } | { stageId: number }, objectId: number) {
      await expireHolds({ userId });
      const [other] = await db
        .select({ id: buyBookings.id })
        .from(buyBookings)
        .innerJoin(stages, eq(stages.id, buyBookings.stageId))
        .where(
          and(
            eq(buyBookings.userId, userId),
            inArray(buyBookings.status, ["held", "completed"]),
            ne(buyBookings.objectId, objectId),
            "areaId" in scope ? eq(stages.areaId, scope.areaId) : eq(buyBookings.stageId, scope.stageId),
          ),
        )
        .limit(1);
      return other === undefined;
    },

    /** Whether the project (area) or stage exists (usercanbook's a); an unknown one answers 404. */
    async scopeExists(scope: { areaId: number } | { stageId: number }): Promise<boolean> {
      const [row] =
        "areaId" in scope
          ? await db.select({ id: areas.id }).from(areas).where(eq(areas.id, scope.areaId)).limit(1)
          : await db.select({ id: stages.id }).from(stages).where(eq(stages.id, scope.stageId)).limit(1);
      return row !== undefined;
    },

    /** Saves a data step of the user's held booking and marks it completed (the route validated it). */
    async saveStep(userId: string, bookingId: string, step: BuyStep, value: unknown): Promise<boolean> {
      return transition(
        userId,
        bookingId,
        { data: sql`${buyBookings.data} || jsonb_build_object(${step}::text, ${JSON.stringify(value)}::jsonb)` },
        step,
      );
    },

    /** The purchase and its booking agreement made at signing (signcontract). */
    attachPurchase(userId: string, bookingId: string, purchaseId: string, agreementDocumentId: string) {
      return transition(userId, bookingId, { purchaseId, agreementDocumentId });
    },

    /** The buyer has signed the agreement: the sign step is done. */
    markSigned(userId: string, bookingId: string) {
      return transition(userId, bookingId, { signedAt: clock() }, "sign");
    },

    /** The booking fee is paid: the payment step is done. */
    markPaid(userId: string, bookingId: string) {
      return transition(userId, bookingId, { paidAt: clock() }, "payment");
    },

    /**
     * completebooking's transition, in one transaction: the booking completed (the hold cleared,
     * done marked), the home booked. False when it is not the user's held booking any more;
     * true again for the user's booking completed before.
     */
    async complete(userId: string, bookingId: string): Promise<boolean> {
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(buyBookings)
          .set({
            status: "completed",
            holdExpiresAt: null,
            completedAt: now,
            updatedAt: now,
            completedSteps: sql`case when 'done' = any(${buyBookings.completedSteps}) then ${buyBookings.completedSteps} else array_append(${buyBookings.completedSteps}, 'done'::text) end`,
          })
          .where(heldBy(userId, bookingId, now))
          .returning({ objectId: buyBookings.objectId });
        if (row) {
          await tx.update(objects).set({ status: "booked" }).where(eq(objects.id, row.objectId));
          return { completed: true, objectId: row.objectId };
        }
        // Completing twice changes nothing and still answers true.
        const [done] = await tx
          .select({ id: buyBookings.id })
          .from(buyBookings)
          .where(
            and(eq(buyBookings.id, bookingId), eq(buyBookings.userId, userId), eq(buyBookings.status, "completed")),
          )
          .limit(1);
        return { completed: done !== undefined, objectId: undefined };
      });
      if (outcome.objectId !== undefined) await statusChanged(outcome.objectId);
      return outcome.completed;
    },

    /**
     * Homes of a site that can be booked now (for sale on a stage that books online, nobody
     * holding them), lowest id first: the developer tools hand them to the journeys.
     */
    async freeBookableHomes(site: SiteCode, limit: number) {
      await expireHolds();
      return db
        .select({ objectId: objects.id, url: objects.url, stageId: objects.stageId, areaId: objects.areaId })
        .from(objects)
        .innerJoin(stageBookingSettings, eq(stageBookingSettings.stageId, objects.stageId))
        .where(
          and(
            eq(objects.site, site),
            inArray(objects.status, [...BOOKABLE_OBJECT_STATUSES]),
            eq(stageBookingSettings.onlineBooking, true),
            sql`not exists (select 1 from buy_bookings b where b.object_id = ${objects.id} and b.status in ('held', 'completed'))`,
          ),
        )
        .orderBy(objects.id)
        .limit(limit);
    },

    /** Developer tools: the user's held booking runs out now (journeys show an expired hold without waiting). */
    async expireNow(userId: string, bookingId: string): Promise<boolean> {
      const [row] = await db
        .update(buyBookings)
        .set({ holdExpiresAt: clock(), updatedAt: clock() })
        .where(and(eq(buyBookings.id, bookingId), eq(buyBookings.userId, userId), eq(buyBookings.status, "held")))
        .returning({ id: buyBookings.id });
      return row !== undefined;
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
