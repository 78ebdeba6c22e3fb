import { eq, inArray, sql } from "drizzle-orm";
import { UNPAID_STATUSES } from "~/features/account/schema";
import { createNotificationsService } from "~/features/notifications/index.server";
import { isSiteCode } from "~/sites/sites";
import type { Database } from "../client";
import { appMeta, userPayments } from "../schema";
import type { SeedOutcome } from "./seed";

/**
 * The demo customers' notifications (issue 15): every unpaid VIP fee (the demo VIP customer's)
 * notifies its member, as registering with a campaign code does, so the bell shows it from the
 * first login. Documents waiting for a signature notify through the documents seed, cases with
 * the errands (issue 17).
 */

/** Own app_meta key: databases seeded before notifications existed get them on the next start. */
export const NOTIFICATIONS_KEY = "demo_notifications";
const NOTIFICATIONS_VERSION = "1";
/** Serialises concurrent seeders of this step (two processes starting against one PostgreSQL). */
const NOTIFICATIONS_LOCK_ID = 730_1741;

/** Writes the notifications once, after the accounts; running it again does nothing. */
export async function seedDemoNotifications(
  db: Database,
  options: { now?: Date; log?: (m: string) => void } = {},
): Promise<SeedOutcome> {
  const seeded = await db.select().from(appMeta).where(eq(appMeta.key, NOTIFICATIONS_KEY));
  if (seeded.length > 0) return "already-seeded";
  const now = options.now ?? new Date();
  (options.log ?? (() => {}))("Seeding demo notifications…");
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${NOTIFICATIONS_LOCK_ID})`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, NOTIFICATIONS_KEY));
    if (again.length > 0) return "already-seeded" satisfies SeedOutcome;
    const notifications = createNotificationsService({ db: tx, clock: () => now });
    const unpaid = await tx
      .select({ id: userPayments.id, userId: userPayments.userId, site: userPayments.site })
      .from(userPayments)
      .where(inArray(userPayments.status, [...UNPAID_STATUSES]));
    for (const payment of unpaid) {
      if (isSiteCode(payment.site)) await notifications.vipFeeDue({ ...payment, site: payment.site }, tx);
    }
    await tx.insert(appMeta).values({ key: NOTIFICATIONS_KEY, value: NOTIFICATIONS_VERSION });
    return "seeded" satisfies SeedOutcome;
  });
}
