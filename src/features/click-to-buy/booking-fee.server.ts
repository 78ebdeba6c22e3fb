import { eq } from "drizzle-orm";
import type { Database } from "~/db/client";
import { buyBookings, objects, stageBookingSettings } from "~/db/schema";
import type { PayableSource } from "~/features/payments/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import { SITES, type SiteCode } from "~/sites/sites";
import { heldBy } from "./booking.service";

/**
 * The booking fee of a held booking, as the payments feature asks for it (createpaymentid/{id}):
 * the stage's fee in the site's currency, for the booking's own buyer, while the hold lasts.
 * Undefined for another user's booking, one not held, or a stage without a fee (404).
 */
export function createBookingFeeSource(db: Database, clock: () => Date): PayableSource {
  return async (bookingId, userId) => {
    const [row] = await db
      .select({
        site: buyBookings.site,
        objectId: buyBookings.objectId,
        number: objects.number,
        fee: stageBookingSettings.bookingFee,
      })
      .from(buyBookings)
      .innerJoin(objects, eq(objects.id, buyBookings.objectId))
      .innerJoin(stageBookingSettings, eq(stageBookingSettings.stageId, buyBookings.stageId))
      .where(heldBy(userId, bookingId, clock()))
      .limit(1);
    if (!row || row.fee === null || row.fee <= 0) return undefined;
    const site = SITES[row.site as SiteCode];
    const t = translatorFor(site.language);
    return {
      site: site.site,
      userId,
      amountMinor: row.fee * 100,
      currency: site.currency,
      // Swish shows at most 50 characters.
      message: t("payments.bookingFeeMessage", { number: row.number }).slice(0, 50),
      bookingId,
      objectId: row.objectId,
    };
  };
}
