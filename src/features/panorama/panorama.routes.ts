import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { entityId } from "~/features/residences/schema";
import { ApiErrorSchema } from "~/lib/api-error";
import { VALIDATION_MESSAGES } from "~/lib/validation";
import type { PanoramaService } from "./panorama.service";
import { PANORAMA_FILE_NAME } from "./panorama-paths";
import { PanoramaTourSchema } from "./schema";

/** A tour changes only when the demo data or an editor does: browsers may keep it ten minutes, shared caches an hour. */
const TOUR_CACHE = "public, max-age=600, s-maxage=3600";
/** A panorama's name carries a hash of its picture: a changed picture gets a new address. */
const IMAGE_CACHE = "public, max-age=31536000, immutable";

const errorResponses = { 400: ApiErrorSchema, 404: ApiErrorSchema };

export const panoramaRoutes: FastifyPluginAsyncZod<{ service: PanoramaService }> = async (app, { service }) => {
  app.get(
    "/api/residenceexplorer/panorama/:objectId",
    {
      config: { access: "public" },
      schema: {
        tags: ["panorama"],
        summary: "The 360 tour of a home: furnishing types, cameras with their links, and each panorama's addresses",
        description:
          "Spec 001 section 3 (360 viewer). `views[archetypeId][cameraId]` has the full equirectangular image and its low-resolution variant, shown first. 404 when the home (of this site) has no tour.",
        params: z.object({ objectId: entityId }),
        response: { 200: PanoramaTourSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const tour = await service.tourOfObject(request.site.site, request.params.objectId);
      if (!tour) return reply.callNotFound();
      reply.header("cache-control", TOUR_CACHE);
      return tour;
    },
  );

  app.get(
    "/api/residenceexplorer/panorama/image/:name",
    {
      config: { access: "public" },
      schema: {
        tags: ["panorama"],
        summary: "A 360 panorama as a binary file (JPEG, 2:1), normal or low resolution (`-low.jpg`)",
        description:
          "Spec 001 section 7 (360 images as binary files). The name comes from a tour's `views`; it carries a hash of the picture, so the answer is immutable for a year.",
        params: z.object({ name: z.string().regex(PANORAMA_FILE_NAME, VALIDATION_MESSAGES.invalidInput) }),
        response: { 200: z.any().describe("image/jpeg"), 304: z.null().describe("not modified"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const image = await service.image(request.params.name);
      if (!image) return reply.callNotFound();
      reply.header("content-type", image.contentType).header("cache-control", IMAGE_CACHE).header("etag", image.etag);
      if (request.headers["if-none-match"] === image.etag) return reply.status(304).send(null);
      return reply.send(image.data);
    },
  );
};
