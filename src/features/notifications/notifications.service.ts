import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { notifications } from "~/db/schema";
import { type AuthContext, isBoardKind } from "~/features/account/schema";
import type { SiteCode } from "~/sites/sites";
import type { NotificationType } from "./schema";

export { NOTIFICATION_TYPES, type NotificationType } from "./schema";

/** The name of a VipPayment notification: the membership fee is due. */
export const VIP_FEE_DUE = "fee_due";

/** A domain event that concerns a user: what it is about (one notification per subject). */
export interface NotificationEvent {
  userId: string;
  site: SiteCode;
  notificationType: NotificationType;
  /** DocumentSigning: awaiting_signature or awaiting_approval; VipPayment: fee_due; Case: the case's status. */
  name: string;
  /** The document, payment or errand the notification is about. */
  subjectId: string;
}

/**
 * The users' notifications (spec 000 sections 3 and 7), created by domain events of other
 * features (a document waiting for signature, a VIP fee due, a case's status change) and listed
 * in the header's bell. A repeated event for the same subject does not notify twice; its reason
 * gone (signed, paid), it is resolved and no longer listed.
 */
export function createNotificationsService(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;

  /**
   * Notifies the user of an event. The same event again changes nothing (a paused notification
   * stays paused); a new name for the subject (a case's new status) or a resolved one that is due
   * again is listed anew, as new.
   */
  async function notify(event: NotificationEvent, tx: Database = db): Promise<void> {
    const now = clock();
    await tx
      .insert(notifications)
      .values({ ...event, createdOn: now })
      .onConflictDoUpdate({
        target: [notifications.userId, notifications.notificationType, notifications.subjectId],
        set: { name: event.name, site: event.site, createdOn: now, pausedAt: null, resolvedAt: null },
        setWhere: sql`${notifications.name} <> excluded.name or ${notifications.resolvedAt} is not null`,
      });
  }

  /** The reason of a subject's notifications is gone (every user's, or one user's). */
  async function resolve(
    notificationType: NotificationType,
    subjectId: string,
    options: { userId?: string; tx?: Database } = {},
  ): Promise<void> {
    const conditions = [
      eq(notifications.notificationType, notificationType),
      eq(notifications.subjectId, subjectId),
      isNull(notifications.resolvedAt),
    ];
    if (options.userId) conditions.push(eq(notifications.userId, options.userId));
    await (options.tx ?? db)
      .update(notifications)
      .set({ resolvedAt: clock() })
      .where(and(...conditions));
  }

  /** The user's open notifications on a site, newest first. */
  async function list(userId: string, site: SiteCode) {
    return db
      .select({
        id: notifications.id,
        notificationType: notifications.notificationType,
        name: notifications.name,
        subjectId: notifications.subjectId,
        createdOn: notifications.createdOn,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.site, site),
          isNull(notifications.pausedAt),
          isNull(notifications.resolvedAt),
        ),
      )
      .orderBy(desc(notifications.createdOn), desc(notifications.id))
      .limit(50);
  }

  /** Pauses (dismisses) one of the user's notifications; false when the user has no such notification. */
  async function pause(userId: string, id: string): Promise<boolean> {
    const paused = await db
      .update(notifications)
      .set({ pausedAt: clock() })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.pausedAt)))
      .returning({ id: notifications.id });
    return paused.length > 0;
  }

  return {
    notify,
    resolve,
    list,
    pause,

    /**
     * The notifications the header's bell lists for a session: board members have none (spec 000
     * section 6), whatever their account has as a customer.
     */
    async listFor(auth: AuthContext, site: SiteCode) {
      return isBoardKind(auth.kind) ? [] : list(auth.userId, site);
    },

    /**
     * Pauses one of the session's notifications: false (the route's 404) for another user's, an
     * unknown or an already paused one, and for a board member's session, which has none.
     */
    async pauseFor(auth: AuthContext, id: string): Promise<boolean> {
      return isBoardKind(auth.kind) ? false : pause(auth.userId, id);
    },

    /** A VIP membership fee to pay was created (register or join with a campaign code, the seed). */
    async vipFeeDue(payment: { id: string; userId: string; site: SiteCode }, tx: Database = db): Promise<void> {
      await notify(
        {
          userId: payment.userId,
          site: payment.site,
          notificationType: "VipPayment",
          name: VIP_FEE_DUE,
          subjectId: payment.id,
        },
        tx,
      );
    },

    /** The fee was paid: the payments of issue 18 call this when a VIP payment turns Paid (or OverPaid). */
    async vipFeePaid(paymentId: string, tx: Database = db): Promise<void> {
      await resolve("VipPayment", paymentId, { tx });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
