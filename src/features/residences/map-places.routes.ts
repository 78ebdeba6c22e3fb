import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "~/db/client";
import { MAP_PLACES_PATH, MapPlacesResponseSchema } from "./map-places";
import { mapPlacesOf } from "./map-places.service";

/** Places change when editors add areas and stages: browsers and proxies may keep them ten minutes. */
const PLACES_CACHE = "public, max-age=600, stale-while-revalidate=3600";

export const mapPlacesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    MAP_PLACES_PATH,
    {
      config: { access: "public" },
      schema: {
        tags: ["residences"],
        summary: "The site's places as GeoJSON points, for the labels of the offline base map",
        description:
          "Every county and municipality (placed where its areas lie on average), area and stage of the host's site, each a Point feature with its kind and name. The offline base map of the site's maps draws them as labels (decision 019).",
        response: { 200: MapPlacesResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PLACES_CACHE);
      return mapPlacesOf(db, request.site.site);
    },
  );
};
