import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { notifications } from "~/db/schema";
import type { SiteCode } from "~/sites/sites";

/** Spec 000 section 3: the notification types. */
export const NOTIFICATION_TYPES = ["VipPayment", "DocumentSigning", "Case"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

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
  return {
    /** Notifies the user of an event; an open notification of the same subject is renamed (a case's new status) and listed anew. */
    async notify(event: NotificationEvent, tx: Database = db): Promise<void> {
      const now = clock();
      await tx
        .insert(notifications)
        .values({ ...event, createdOn: now })
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.notificationType, notifications.subjectId],
          set: { name: event.name, createdOn: now, pausedAt: null, resolvedAt: null },
        });
    },

    /** The reason of a subject's notifications is gone (every user's, or one user's). */
    async resolve(
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
    },

    /** The user's open notifications on a site, newest first. */
    async list(userId: string, site: SiteCode) {
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
        .orderBy(desc(notifications.createdOn))
        .limit(50);
    },

    /** Pauses (dismisses) one of the user's notifications; false when the user has no such notification. */
    async pause(userId: string, id: string): Promise<boolean> {
      const paused = await db
        .update(notifications)
        .set({ pausedAt: clock() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), sql`${notifications.pausedAt} is null`))
        .returning({ id: notifications.id });
      return paused.length > 0;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
