import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FieldValidationError } from "~/server/plugins/errors";
import { sitesOfHost } from "~/sites/resolve";
import { type SiteSettings, siteById } from "~/sites/sites";
import { TextSearchRequestSchema, TextSearchResponseSchema } from "./schema";
import type { TextSearchScope, TextSearchService } from "./text-search.service";

const ErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});

/**
 * The site of a request's siteId: one of the sites served on the request's host (the Swedish
 * host serves the Swedish site and its English sub-site), otherwise a 400.
 */
export function siteOfRequest(hostSite: SiteSettings, siteId: string, scope: TextSearchScope): SiteSettings {
  const onHost = sitesOfHost(hostSite);
  const site = siteById(siteId);
  if (!site || !onHost.includes(site)) {
    throw new FieldValidationError([{ field: "siteId", messageKey: "textSearch.errors.unknownSite" }]);
  }
  if (scope === "corporate" && !site.features.corporateSearch) {
    throw new FieldValidationError([{ field: "siteId", messageKey: "textSearch.errors.noCorporateSearch" }]);
  }
  return site;
}

/** POST /api/textsearch and /api/textsearch/corporate (spec 000 section 7). */
export const textSearchRoutes: FastifyPluginAsyncZod<{ textSearch: TextSearchService }> = async (
  app,
  { textSearch },
) => {
  const description =
    "Full-text search in the site's language with typo tolerance: words that match nothing are replaced by the site's most similar words (`correctedText` says so). `text` needs at least 2 characters. `categories` filters the hits (all, career, content, news, residencial); `counts` always covers every category. Up to 25 hits per call (`take`, default 25, the quick search uses 3 with `perCategory`). `excerpt` is plain text in parts, the matched words with `highlight: true`.";
  const responses = { 200: TextSearchResponseSchema, 400: ErrorSchema };

  app.post(
    "/api/textsearch",
    {
      config: { access: "public" },
      schema: {
        tags: ["text-search"],
        summary: "Site text search: pages, news, jobs, areas, stages and homes (spec 000 §7 textsearch)",
        description,
        body: TextSearchRequestSchema,
        response: responses,
      },
    },
    async (request) =>
      textSearch.search(siteOfRequest(request.site, request.body.siteId, "site"), request.body, "site"),
  );

  app.post(
    "/api/textsearch/corporate",
    {
      config: { access: "public" },
      schema: {
        tags: ["text-search"],
        summary: "Corporate search: the company's own pages, news and jobs (spec 000 §2 corporate search)",
        description: `${description} Only corporate pages and job postings; residencial is always 0.`,
        body: TextSearchRequestSchema,
        response: responses,
      },
    },
    async (request) =>
      textSearch.search(siteOfRequest(request.site, request.body.siteId, "corporate"), request.body, "corporate"),
  );
};
