import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ApiErrorSchema } from "~/lib/api-error";
import { MAP_PREVIEW_PATH } from "./map-preview";
import type { MapPreviewService } from "./map-preview.service";
import { MapPreviewQuerySchema } from "./map-preview-schema";

/** The address says everything the picture shows (and its drawing's version): kept for a year. */
const PREVIEW_CACHE = "public, max-age=31536000, immutable";

export const mapPreviewRoutes: FastifyPluginAsyncZod<{ previews: MapPreviewService }> = async (app, { previews }) => {
  app.get(
    MAP_PREVIEW_PATH,
    {
      config: { access: "public" },
      schema: {
        tags: ["residences"],
        summary: "A static picture of the map around a place, shown until the live map loads",
        description:
          "The bundled base map (land, lakes, shores, borders) around `lat`,`lng` at zoom `z` (4–10; the live map's offline zooms) with the pins of `m` (`lat,lng[,colour]` separated by `;`, at most 20), drawn as WebP of `w`×`h` CSS pixels (snapped up to 40 px; `dpr=2` doubles the pixels). Positions lie in the Nordic region the base map covers. Immutable for a year (decision 025).",
        querystring: MapPreviewQuerySchema,
        // The picture's media type, as the floor plan documents its SVG (the API fuzz reads it).
        response: { 200: z.any().describe("image/webp"), 304: z.null().describe("not modified"), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const image = await previews.get(request.query);
      reply.header("content-type", image.contentType).header("cache-control", PREVIEW_CACHE).header("etag", image.etag);
      if (request.headers["if-none-match"] === image.etag) return reply.status(304).send(null);
      return reply.send(image.data);
    },
  );
};
