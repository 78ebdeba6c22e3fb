import type { PageDataLoader } from "~/server/feature-module";
import { isUrlEnabled } from "~/sites/features";
import type { PremisesService } from "./premises.service";
import { parsePremisesUrl, premisesQueryOf, serializePremisesUrl } from "./premises-url";
import { PREMISES_RESULT_LIMIT, premisesAreaBoundsOf } from "./schema";

/**
 * The premises start page's first results, from the page's URL, so the first paint shows them
 * and a shared or reloaded address gives the same list (decision 052). Tags the site does not
 * have are left out of the filter.
 */
export function premisesStartData(service: PremisesService): PageDataLoader<"premisesStart"> {
  return async ({ site, url }) => {
    if (!isUrlEnabled(site, "premises")) return undefined;
    const state = parsePremisesUrl(url.search, site.site);
    const tags = await service.tags(site);
    const { filter, sort } = premisesQueryOf(state, tags);
    const results = await service.search(site, { filter, sort, limit: PREMISES_RESULT_LIMIT });
    return { query: serializePremisesUrl(state), filter, sort, bounds: premisesAreaBoundsOf(site.site), tags, results };
  };
}
