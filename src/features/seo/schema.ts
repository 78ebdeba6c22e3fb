import { z } from "zod";

/**
 * Data of the search-engine landing pages of residences (issue 3): the list of counties at the
 * residences base ("areas"), a county ("seoCounty") and a municipality ("seoMunicipality").
 * The server builds it; the templates read it from `vm.viewModel.data`. Shared by server and
 * browser, so keep it free of server-only imports.
 */

// The landing pages' data: its schemas are in ./page-data.ts, which only the server loads (the
// browser needs the types alone).
export type {
  AreasData,
  CountySummary,
  PlaceLink,
  PlaceStats,
  PlaceSummary,
  ProjectCard,
  SeoPlaceData,
} from "./page-data";

/** GET /sitemap.xml: `page` selects one part when the site has more URLs than one sitemap holds. */
export const SitemapQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
