import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { translate } from "~/i18n/catalogs.server";
import { type HostMap, resolveSite } from "~/sites/resolve";
import type { SiteCode, SiteSettings } from "~/sites/sites";

declare module "fastify" {
  interface FastifyRequest {
    site: SiteSettings;
    /** The request's origin as the browser sees it, e.g. http://no.localhost:3000 (a host of the map). */
    origin: string;
    /**
     * The site's configured public origin (HOST_MAP, config.ts): links that leave the request,
     * such as those in e-mail, use it, never the request's Host header.
     */
    publicOrigin: string;
  }
}

/** Load balancers probe these with whatever Host header they like. */
const ANY_HOST_PATHS = new Set(["/api/health", "/api/ready"]);

/**
 * Resolves the site of every request from its host name (and the /en/ sub-site path). A host
 * the map does not know answers 421 Misdirected Request: a forged Host header never reaches a
 * site, its links or its caches.
 */
export const sitePlugin = fp(
  async (app: FastifyInstance, opts: { hostMap: HostMap; publicOrigins: Partial<Record<SiteCode, string>> }) => {
    app.decorateRequest("site", null as unknown as SiteSettings);
    app.decorateRequest("origin", "");
    app.decorateRequest("publicOrigin", "");
    const [fallbackCode = "sv"] = Object.values(opts.hostMap);
    app.addHook("onRequest", async (request, reply) => {
      const path = request.url.split("?")[0] ?? "/";
      const site = resolveSite(opts.hostMap, request.headers.host, path);
      if (!site) {
        if (ANY_HOST_PATHS.has(path)) {
          request.site = resolveSite({ localhost: fallbackCode }, "localhost", "/") as SiteSettings;
          return;
        }
        return reply
          .status(421)
          .header("cache-control", "no-store")
          .send({ error: { code: "unknown_host", message: translate("en", "errors.unknownHost") } });
      }
      request.site = site;
      request.origin = `${request.protocol}://${request.headers.host}`;
      request.publicOrigin = opts.publicOrigins[site.site] ?? request.origin;
    });
  },
);
