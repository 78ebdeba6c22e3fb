import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { seoRoutes } from "./seo.routes";
import { createSeoService } from "./seo.service";

/** Crawlers fetch the sitemap often and residences change rarely: a few minutes is fresh enough. */
const SITEMAP_CACHE_SECONDS = 300;

/**
 * Search-engine landing pages of residences (issue 3): county and municipality pages below the
 * site's residences base, the base page's list of counties, and sitemap.xml per host.
 */
export function seoFeature(deps: FeatureDeps): FeatureModule {
  const cacheSeconds = deps.config.contentCacheSeconds;
  // With caching turned off (development), the sitemap is fresh on every request too.
  const sitemapCacheSeconds = cacheSeconds > 0 ? SITEMAP_CACHE_SECONDS : 0;
  const seo = createSeoService({ db: deps.database.db, cacheSeconds, sitemapCacheSeconds });
  return {
    name: "seo",
    routes: async (app) => {
      await app.register(seoRoutes, { seo, cacheSeconds: sitemapCacheSeconds });
    },
    // One or two segments below the base; deeper paths are areas, stages and homes.
    dynamicPages: [seo.resolvePlacePage],
    pageData: { areas: async (request) => seo.areasData(request.site) },
  };
}
