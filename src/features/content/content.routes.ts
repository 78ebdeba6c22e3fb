import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { siteForPath } from "~/sites/resolve";
import { SITES } from "~/sites/sites";
import type { ContentService } from "./content.service";
import { NavigationFallbackSchema, PageViewModelQuerySchema, PageViewModelSchema } from "./schema";

const LoginRequiredSchema = z.object({ loginUrl: z.string() });
const RedirectSchema = z.object({ location: z.string() });
/** The call's status of a page: a page that is not there (404), or no longer (410, issue 19), else 200. */
function callStatus(pageStatus: number): 200 | 404 | 410 {
  return pageStatus === 404 || pageStatus === 410 ? pageStatus : 200;
}

/** Thin routes over the content service: the page view model and the fallback navigation. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    "/api/page-view-model",
    {
      config: { access: "public" },
      schema: {
        tags: ["content"],
        summary: "Page view model for a path of the requesting site (spec 001 §7 {template}GetViewModel)",
        description:
          "The site comes from the Host header (and /en/ for the English sub-site). 404 still carries the 404 page's view model (or a not-found home, stage or premises page's); 410 carries the page of a removed home, stage or premises; 401 means the page needs login and names the login URL with the referrer.",
        querystring: PageViewModelQuerySchema,
        response: {
          200: PageViewModelSchema,
          301: RedirectSchema,
          401: LoginRequiredSchema,
          404: PageViewModelSchema,
          410: PageViewModelSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await content.getPage({
        // The page's path, not the API's, decides between the Swedish site and its English sub-site.
        site: siteForPath(request.site, request.query.path),
        path: request.query.path,
        origin: request.origin,
        isLoggedIn: (await request.authContext()) !== undefined,
      });
      switch (result.kind) {
        case "redirect":
          return reply
            .status(301)
            .header("location", headerSafeLocation(result.location))
            .send({ location: result.location });
        case "loginRequired":
          return reply.status(401).send({ loginUrl: result.loginUrl });
        case "page":
          return reply.status(callStatus(result.viewModel.status)).send(result.viewModel);
      }
    },
  );

  const navigationSchema = {
    tags: ["content"],
    summary: "Fallback navigation and footer of the site (spec 001 §7)",
    response: { 200: NavigationFallbackSchema },
  };
  app.get("/api/system/navigation/get", { config: { access: "public" }, schema: navigationSchema }, async (request) =>
    content.getNavigation(request.site.site === "sv_en" ? SITES.sv : request.site),
  );
  app.get(
    "/api/system/navigation/get/en",
    { config: { access: "public" }, schema: navigationSchema },
    async (request) =>
      content.getNavigation(request.site.site === "sv" || request.site.site === "sv_en" ? SITES.sv_en : request.site),
  );
};

/**
 * A path as a Location header may carry it: characters beyond printable ASCII percent-encoded
 * (UTF-8), as a browser would. A raw "/€" made Node refuse the header and the API answer 500.
 */
export function headerSafeLocation(path: string): string {
  return path.replace(/[^\x21-\x7e]/gu, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return "%EF%BF%BD"; // a lone surrogate: the replacement character
    }
  });
}
