import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import type { NotificationsService } from "./notifications.service";

/** Notifications (issue 15): the calls of spec 000 section 7 and the header's bell. */
export function notificationsFeature(deps: FeatureDeps & { notifications: NotificationsService }): FeatureModule {
  void deps;
  return { name: "notifications" };
}
