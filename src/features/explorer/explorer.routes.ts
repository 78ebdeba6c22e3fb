import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { translate } from "~/i18n/catalogs.server";
import { ApiErrorSchema } from "~/lib/api-error";
import type { ExplorerService } from "./explorer.service";
import {
  EXPLORER_OBJECT_LIMIT,
  ExplorerDataSchema,
  ExplorerSearchRequestSchema,
  ExplorerSearchResponseSchema,
  ExplorerStageParamsSchema,
} from "./schema";

const tags = ["explorer"];
/** Statuses change when homes are sold: a minute in shared caches, then revalidated. */
const DATA_CACHE = "public, max-age=60, stale-while-revalidate=300";

/** Thin routes over the explorer service: a stage's explorer data and the explorer search (spec 001 section 7). */
export const explorerRoutes: FastifyPluginAsyncZod<{ explorer: ExplorerService }> = async (app, { explorer }) => {
  const notFound = (language: Parameters<typeof translate>[0]) => ({
    error: { code: "not_found", message: translate(language, "explorer.errors.notFound") },
  });

  app.get(
    "/api/residenceexplorer/stage/:stageId",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A stage's residence explorer: its views with click areas and sun study, its apartments and location",
        description:
          "404 when the stage is unknown, belongs to another site than the request's, or has no explorer. Prices are null where the site does not show them (sold, booked, not released).",
        params: ExplorerStageParamsSchema,
        response: { 200: ExplorerDataSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const data = await explorer.data(request.site, request.params.stageId);
      if (!data) return reply.status(404).send(notFound(request.site.language));
      reply.header("cache-control", DATA_CACHE);
      return data;
    },
  );

  app.post(
    "/api/residenceexplorer/search",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Explorer search: a stage's homes in the given statuses, access date ascending (spec 001 section 7)",
        description: `objectStatus: the statuses to answer (empty: all). sort accessAscending only; offset from 0; limit 1–${EXPLORER_OBJECT_LIMIT} (the explorer object limit, default 200). isEditMode and hasMadePurchase are accepted and change nothing. siteId must be the request's site (400 on siteId); a stage unknown, of another site or without an explorer answers 404.`,
        body: ExplorerSearchRequestSchema,
        response: { 200: ExplorerSearchResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await explorer.search(request.site, request.body);
      if (!result) return reply.status(404).send(notFound(request.site.language));
      return result;
    },
  );
};
