import { z } from "zod";
import type { NotificationSiteCode } from "~/sites/sites";

/** The contract's literal site codes of the notification calls (spec 000 section 7), in its order. */
export const NOTIFICATION_SITE_CODES = [
  "Jmse",
  "JmseEn",
  "Seniorgarden",
  "Cooperative",
  "Jmno",
  "Jmoy",
  "JmEntreprenad",
] as const satisfies readonly NotificationSiteCode[];

/** Spec 000 section 3: the notification types. */
export const NOTIFICATION_TYPES = ["VipPayment", "DocumentSigning", "Case"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const NotificationListParamsSchema = z.object({
  siteCode: z.enum(NOTIFICATION_SITE_CODES).meta({ description: "The site's notification code (spec 000 §7)" }),
});

export const NotificationPauseParamsSchema = z.object({
  id: z.uuid().meta({ description: "The notification's id" }),
});

/**
 * One notification as the header's bell gets it: the spec's fields (spec 000 section 3) and
 * `subjectId`, the record the click leads to (the errand of a Case: `?errandId=`).
 */
export const NotificationSchema = z.object({
  notificationType: NotificationTypeSchema,
  name: z.string().meta({
    description:
      "DocumentSigning: awaiting_signature or awaiting_approval; VipPayment: fee_due; Case: the case's status",
  }),
  id: z.uuid(),
  createdOn: z.iso.datetime(),
  subjectId: z.string().meta({ description: "The document, payment or errand the notification is about" }),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.array(NotificationSchema);
