import { z } from "zod";
import { defineJob, type JobDefinition } from "~/server/jobs";
import { type BookingService, createBookingService } from "./booking.service";
import type { ClickToBuyShared } from "./click-to-buy.module";

/**
 * The booking's jobs (decision 045). take-hold decides a queued booking: polled every half second
 * and ten at a time, so a burst of bookings (a release day) is answered within a second or two.
 * expire-holds frees the homes whose holds ran out, every minute (reads expire theirs at once).
 */

export const TAKE_HOLD_JOB = "click-to-buy.take-hold";
export const EXPIRE_HOLDS_JOB = "click-to-buy.expire-holds";

export const TakeHoldJobSchema = z.object({ bookingId: z.uuid() });
export type TakeHoldJob = z.infer<typeof TakeHoldJobSchema>;

export function takeHoldJob(bookings: BookingService): JobDefinition<TakeHoldJob> {
  return defineJob({
    name: TAKE_HOLD_JOB,
    schema: TakeHoldJobSchema,
    // takeHold refuses with generalError itself when it fails: a retry would find the booking decided.
    retry: { limit: 0, delaySeconds: 1 },
    expireInSeconds: 60,
    pollingIntervalSeconds: 0.5,
    batchSize: 10,
    handle: async ({ bookingId }) => {
      await bookings.takeHold(bookingId);
    },
  });
}

export function expireHoldsJob(bookings: BookingService) {
  return defineJob({
    name: EXPIRE_HOLDS_JOB,
    schema: z.object({}),
    schedule: "* * * * *",
    retry: { limit: 1, delaySeconds: 30 },
    expireInSeconds: 120,
    handle: async () => {
      await bookings.expireHolds();
    },
  });
}

/** The feature module's booking jobs. */
export function bookingJobs(deps: Pick<ClickToBuyShared, "database" | "clock" | "pages">) {
  const bookings = createBookingService({ db: deps.database.db, clock: deps.clock, pages: deps.pages });
  return [takeHoldJob(bookings), expireHoldsJob(bookings)];
}
