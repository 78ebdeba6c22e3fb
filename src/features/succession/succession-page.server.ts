import type { PageDataLoader } from "~/server/feature-module";
import { isUrlEnabled } from "~/sites/features";
import { MUNICIPALITY_PARAM, SUCCESSION_PAGE_SIZE } from "./limits";
import type { SuccessionService } from "./succession.service";

const SLUG = /^[a-z0-9-]{1,100}$/;

/**
 * The succession page's first homes from its URL (`?kommun=<slug>`), rendered on the server, so
 * a shared or reloaded link shows the same municipality. A malformed value is "all
 * municipalities"; an unknown one finds no homes (the page says so and offers all).
 */
export function successionPageData(service: SuccessionService): PageDataLoader<"succession"> {
  return async ({ site, url }) => {
    if (!isUrlEnabled(site, "succession")) return undefined;
    const raw = url.searchParams.get(MUNICIPALITY_PARAM);
    const municipality = raw && SLUG.test(raw) ? raw : undefined;
    const result = await service.search(site, {
      siteId: site.siteId,
      municipality,
      tags: [],
      offset: 0,
      limit: SUCCESSION_PAGE_SIZE,
    });
    return { municipality: municipality ?? null, result };
  };
}
