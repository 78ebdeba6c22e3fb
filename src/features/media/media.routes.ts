import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { translate } from "~/i18n/catalogs.server";
import type { MediaService } from "./media.service";
import { ImageParamsSchema, ImageQuerySchema } from "./schema";

/** The image proxy: /img/<media path>?w=<100..2560>&ar=<3:2|2:3|original>. */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.get(
    "/img/*",
    {
      config: { access: "public" },
      schema: {
        tags: ["media"],
        summary: "Image proxy: resized webp (quality 75) of a stored image",
        params: ImageParamsSchema,
        querystring: ImageQuerySchema,
      },
    },
    async (request, reply) => {
      const image = await media.getResized(request.params["*"], request.query);
      if (!image) {
        return reply
          .status(404)
          .send({ error: { code: "not_found", message: translate(request.site.language, "errors.imageNotFound") } });
      }
      reply
        .header("content-type", image.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("etag", image.etag);
      if (request.headers["if-none-match"] === image.etag) return reply.status(304).send();
      return reply.send(image.data);
    },
  );
};
