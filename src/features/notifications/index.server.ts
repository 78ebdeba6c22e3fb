/** The notifications feature's server entry: other features notify users of their domain events through it. */
export {
  createNotificationsService,
  NOTIFICATION_TYPES,
  type NotificationEvent,
  type NotificationsService,
  type NotificationType,
  VIP_FEE_DUE,
} from "./notifications.service";
