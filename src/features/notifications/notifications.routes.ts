import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import { authOf } from "~/server/plugins/auth";
import { refuseCrossSite } from "~/server/plugins/security";
import { sitesOfHost } from "~/sites/resolve";
import type { NotificationsService, NotificationType } from "./notifications.service";
import { NotificationListParamsSchema, NotificationListSchema, NotificationPauseParamsSchema } from "./schema";

const tags = ["notifications"];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * The notification calls of spec 000 section 7, for the header's bell. Both answer one person's
 * data: no cache may keep them.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  options,
) => {
  const { notifications } = options;

  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "private, no-store");
    return payload;
  });

  app.get(
    "/api/notifications/:siteCode",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "The logged-in user's notifications on a site (the header's bell)",
        description:
          "Open notifications (not paused, their reason not gone), newest first, at most 50: `notificationType` VipPayment, DocumentSigning or Case, `name` (awaiting_signature or awaiting_approval; fee_due; the case's status), `id`, `createdOn`, and `subjectId`, the payment, document or errand the click leads to. The site code must be one of the sites this host serves (the Swedish host: Jmse and JmseEn), else 404; a code outside the contract's list is 400. A board member's session has none (an empty list). Answered private, no-store.",
        params: NotificationListParamsSchema,
        response: { 200: NotificationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const site = sitesOfHost(request.site).find((served) => served.notificationSiteCode === request.params.siteCode);
      if (!site) return notFound(request, reply);
      const listed = await notifications.listFor(authOf(request), site.site);
      return listed.map((notification) => ({
        ...notification,
        notificationType: notification.notificationType as NotificationType,
        createdOn: notification.createdOn.toISOString(),
      }));
    },
  );

  app.get(
    "/api/notifications/pause/:id",
    {
      config: { access: "user" },
      // The spec's call is a GET, yet it changes state: it gets the origin check of every POST
      // (decision 005). Session cookies are SameSite=Lax, which a cross-site link (a top-level
      // GET) would still carry; its Sec-Fetch-Site or Origin says cross-site and it is refused.
      onRequest: refuseCrossSite,
      schema: {
        tags,
        summary: "Pause (dismiss) one of the user's notifications",
        description:
          "The notification is no longer listed; the bell then reloads the list. Another user's, an unknown or an already paused id answers 404, as does any id for a board member's session. A GET because the spec names one, so it is held to the same-origin rule of state-changing calls: a cross-site request answers 403.",
        params: NotificationPauseParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await notifications.pauseFor(authOf(request), request.params.id))) return notFound(request, reply);
      return reply.status(204).send(null);
    },
  );
};

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ error: { code: "not_found", message: translate(request.site.language, "errors.notFoundApi") } });
}
