import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiErrorSchema } from "~/lib/api-error";
import { type PremisesService, premisesSiteOf } from "./premises.service";
import {
  PREMISES_RESULT_LIMIT,
  PremisesSearchRequestSchema,
  PremisesSearchResponseSchema,
  PremisesTagsRequestSchema,
  PremisesTagsResponseSchema,
} from "./schema";

const tags = ["premises"];
const siteNote =
  "siteId must be the GUID of a site with premises (Sweden and Finland); otherwise 400 with the field siteId.";

/** Thin routes over the premises service: the premises calls of spec 001 §7. */
export const premisesRoutes: FastifyPluginAsyncZod<{ service: PremisesService }> = async (app, { service }) => {
  app.post(
    "/api/residence/search/premises",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Search commercial premises (spec 001 §7 residence/search/premises)",
        description: `Premises for sale, booked or rented (never sold) that match the filter: an area range in m² within the site's slider (0–150 in Finland, 0–200 in Sweden; a maximum at the slider's maximum has no upper limit), every tag chosen, and a type. Sorts: accessAsc (default; by agreement last), premisesSizeAsc, premisesSizeDesc; then by name. limit 1–${PREMISES_RESULT_LIMIT} (default ${PREMISES_RESULT_LIMIT}); total counts every match. An area outside the bounds, or a minimum above the maximum, answers 400 naming the field and the bounds. ${siteNote}`,
        body: PremisesSearchRequestSchema,
        response: { 200: PremisesSearchResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => service.search(premisesSiteOf(request.body.siteId), request.body),
  );

  app.post(
    "/api/residence/search/premises/tags",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The site's premises tags, by name (spec 001 §7 residence/search/premises/tags)",
        description: siteNote,
        body: PremisesTagsRequestSchema,
        response: { 200: PremisesTagsResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ tags: await service.tags(premisesSiteOf(request.body.siteId)) }),
  );
};
