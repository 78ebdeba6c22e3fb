import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { notificationsRoutes } from "./notifications.routes";
import type { NotificationsService } from "./notifications.service";

/**
 * Notifications (issue 15): the calls of spec 000 section 7 behind the header's bell. Other
 * features create and resolve notifications through the one service (src/server/features.ts).
 */
export function notificationsFeature(deps: FeatureDeps & { notifications: NotificationsService }): FeatureModule {
  const { notifications } = deps;
  return {
    name: "notifications",
    routes: async (app) => {
      await app.register(notificationsRoutes, { notifications });
    },
  };
}
