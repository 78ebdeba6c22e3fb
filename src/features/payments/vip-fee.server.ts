import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client";
import { userPayments } from "~/db/schema";
import { translatorFor } from "~/i18n/catalogs.server";
import { SITE_CODES, SITES, type SiteCode } from "~/sites/sites";
import type { PayableSource } from "./payables";

/** The VIP fee rows of My Pages' payments page that are still to be paid (account schema's UNPAID_STATUSES). */
const UNPAID = ["NotPaid", "NotPaidSent", "Reminder1"];

/**
 * The VIP fee of My Pages' payments page as a payable (POST /api/payments/vip/{userPaymentId}):
 * the user's own unpaid row, its amount in whole units of the row's site's currency. Undefined for
 * another user's row, a paid one, or an unknown site (404).
 */
export function createVipFeeSource(db: Database): PayableSource {
  return async (userPaymentId, userId) => {
    const [row] = await db
      .select({ site: userPayments.site, amount: userPayments.amount })
      .from(userPayments)
      .where(
        and(eq(userPayments.id, userPaymentId), eq(userPayments.userId, userId), inArray(userPayments.status, UNPAID)),
      )
      .limit(1);
    if (!row || row.amount <= 0 || !(SITE_CODES as readonly string[]).includes(row.site)) return undefined;
    const site = SITES[row.site as SiteCode];
    const t = translatorFor(site.language);
    return {
      site: site.site,
      userId,
      amountMinor: row.amount * 100,
      currency: site.currency,
      message: t("payments.vipFeeMessage").slice(0, 50),
      userPaymentId,
    };
  };
}
