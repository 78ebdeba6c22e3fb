import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiErrorSchema } from "~/lib/api-error";
import { MAX_SUCCESSION_LIMIT, MAX_SUCCESSION_OFFSET, SUCCESSION_PAGE_SIZE } from "./limits";
import { SuccessionSearchRequestSchema, SuccessionSearchResponseSchema } from "./schema";
import { type SuccessionService, successionSiteOf } from "./succession.service";

/** The succession search (spec 001 section 7 "Succession object search"): a thin route over the service. */
export const successionRoutes: FastifyPluginAsyncZod<{ succession: SuccessionService }> = async (
  app,
  { succession },
) => {
  app.post(
    "/api/residence/search/succession",
    {
      config: { access: "public" },
      schema: {
        tags: ["search"],
        summary: "Search resale (succession) homes: a page of them, the total and the count per municipality",
        description: `Homes in object status succession of the site (resold through a broker in finished projects). municipality (a slug) narrows to one municipality; tags to stages with any of the tags; geoSearch to homes within radiusKm, nearest first. Without geoSearch the order is a fixed shuffle (the same on every call, so offset pages neither repeat nor skip). municipalities counts every municipality under the other filters (not the municipality), allCount is their sum. limit 1–${MAX_SUCCESSION_LIMIT} (default ${SUCCESSION_PAGE_SIZE}), offset 0–${MAX_SUCCESSION_OFFSET}: outside them 400 naming the field and its bounds. A site without the home search 400 on siteId.`,
        body: SuccessionSearchRequestSchema,
        response: { 200: SuccessionSearchResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => succession.search(successionSiteOf(request.body.siteId), request.body),
  );
};
