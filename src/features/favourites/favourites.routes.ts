import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorSchema } from "~/lib/api-error";
import { authOf, type RouteAccess } from "~/server/plugins/auth";
import { FavouriteNotFound, type FavouritesService } from "./favourites.service";
import {
  FAVOURITES_LIMIT,
  FavouriteKeySchema,
  FavouritesResponseSchema,
  MergeFavouritesRequestSchema,
  MergeFavouritesResponseSchema,
} from "./schema";

const errorResponses = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema.describe("A board member's session: board members have no favourites (spec 000 section 6)"),
  404: ApiErrorSchema,
};

/** Customers only: board members have no favourites (spec 000 section 6), so their sessions get 403. */
const CUSTOMERS: RouteAccess = { loginKinds: ["private", "privateCase"] };

const OkSchema = z.object({ ok: z.literal(true) });

/**
 * The user's favourites (docs/api.md): list, add, remove, and the merge of the list an anonymous
 * visitor kept in the browser. Per site: the host's site decides which favourites answer.
 */
export const favouritesRoutes: FastifyPluginAsyncZod<{ service: FavouritesService }> = async (app, { service }) => {
  const tags = ["favourites"];

  app.get(
    "/api/account_service/favorites",
    {
      config: { access: CUSTOMERS },
      schema: {
        tags,
        summary: "The user's favourite areas, stages and homes on this site, newest first",
        description:
          "What the header's favourites list and My residences show: kind, id, name, link, first picture, a home's price where its status shows one, and the status.",
        response: { 200: FavouritesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const favourites = await service.list(authOf(request).userId, request.site);
      return { favourites, limit: FAVOURITES_LIMIT };
    },
  );

  app.put(
    "/api/account_service/favorites/:kind/:id",
    {
      config: { access: CUSTOMERS },
      schema: {
        tags,
        summary: "Adds an area, stage or home of this site to the user's favourites (again: no change)",
        description: `An item that is not on this site answers 404; more than ${FAVOURITES_LIMIT} favourites per site answer 400 with a translated message.`,
        params: FavouriteKeySchema,
        response: { 200: OkSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        await service.add(authOf(request).userId, request.site, request.params);
      } catch (error) {
        if (error instanceof FavouriteNotFound) return reply.callNotFound();
        throw error;
      }
      return { ok: true as const };
    },
  );

  app.delete(
    "/api/account_service/favorites/:kind/:id",
    {
      config: { access: CUSTOMERS },
      schema: {
        tags,
        summary: "Removes one of the user's favourites on this site",
        description: "404 when the user has no such favourite on this site.",
        params: FavouriteKeySchema,
        response: { 200: OkSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const removed = await service.remove(authOf(request).userId, request.site, request.params);
      if (!removed) return reply.callNotFound();
      return { ok: true as const };
    },
  );

  app.post(
    "/api/account_service/favorites/merge",
    {
      config: { access: CUSTOMERS },
      schema: {
        tags,
        summary: "Merges the favourites an anonymous visitor kept in the browser into the account (at login)",
        description: `Adds the given items in their order and answers the whole list. Items no longer on this site, and those that would pass the limit of ${FAVOURITES_LIMIT}, are skipped and counted in \`skipped\`.`,
        body: MergeFavouritesRequestSchema,
        response: { 200: MergeFavouritesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const userId = authOf(request).userId;
      const skipped = await service.merge(userId, request.site, request.body.favourites);
      const favourites = await service.list(userId, request.site);
      return { favourites, limit: FAVOURITES_LIMIT, skipped };
    },
  );
};
