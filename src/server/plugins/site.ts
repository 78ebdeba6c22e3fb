import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type HostMap, resolveSite } from "~/sites/resolve";
import type { SiteSettings } from "~/sites/sites";

declare module "fastify" {
  interface FastifyRequest {
    site: SiteSettings;
    /** The request's origin as the browser sees it, e.g. http://no.localhost:3000. */
    origin: string;
  }
}

/** Resolves the site of every request from its host name (and the /en/ sub-site path). */
export const sitePlugin = fp(async (app: FastifyInstance, opts: { hostMap: HostMap }) => {
  app.decorateRequest("site", null as unknown as SiteSettings);
  app.decorateRequest("origin", "");
  app.addHook("onRequest", async (request) => {
    const path = request.url.split("?")[0] ?? "/";
    request.site = resolveSite(opts.hostMap, request.headers.host, path);
    request.origin = `${request.protocol}://${request.headers.host ?? "localhost"}`;
  });
});
