import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createTtlCache } from "~/lib/ttl-cache";
import { sitesOfHost } from "~/sites/resolve";
import { SitemapQuerySchema } from "./schema";
import type { SeoService } from "./seo.service";
import { renderSitemap } from "./sitemap";

/** GET /sitemap.xml of the requesting host (the site comes from the Host header). */
export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService; cacheSeconds: number }> = async (
  app,
  { seo, cacheSeconds },
) => {
  // Rendering 50,000 URLs takes a moment: keep each host's documents as long as the entries.
  const documents = createTtlCache<string | undefined>({ ttlMs: cacheSeconds * 1000, maxEntries: 40 });

  app.get(
    "/sitemap.xml",
    {
      config: { access: "public" },
      schema: {
        tags: ["seo"],
        summary: "Sitemap of the requesting host (a sitemap index with ?page= parts above 50,000 URLs)",
        querystring: SitemapQuerySchema,
      },
    },
    async (request, reply) => {
      const { page } = request.query;
      const sites = sitesOfHost(request.site);
      const key = `${request.origin}|${sites[0]!.site}|${page ?? ""}`;
      const xml = await documents.get(key, async () =>
        renderSitemap(request.origin, await seo.sitemapEntries(sites), page),
      );
      if (xml === undefined) return reply.callNotFound();
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", `public, max-age=${Math.max(cacheSeconds, 60)}`)
        .send(xml);
    },
  );
};
