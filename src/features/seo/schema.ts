import { z } from "zod";

/**
 * Data of the search-engine landing pages of residences (issue 3): the list of counties at the
 * residences base ("areas"), a county ("seoCounty") and a municipality ("seoMunicipality").
 * The server builds it; the templates read it from `vm.viewModel.data`. Shared by server and
 * browser, so keep it free of server-only imports.
 */

export interface PlaceLink {
  name: string;
  slug: string;
  /** Path of the place's landing page. */
  url: string;
}

/** Key numbers of a place (or of a whole site). Prices are Finland's debt-free prices there. */
export interface PlaceStats {
  /** Areas (projects) in the place. */
  projects: number;
  /** Homes in a searched status (for sale, reserved, pre-selling). */
  homesForSale: number;
  minPrice: number | null;
  maxPrice: number | null;
}

export type PlaceSummary = PlaceLink & PlaceStats;

/** An area (project) as the landing pages list it. */
export interface ProjectCard {
  id: number;
  name: string;
  url: string;
  county: string;
  municipality: string;
  /** Project status (enums.projectStatus). */
  status: string;
  image: { src: string; alt: string } | null;
  shortDescription: string;
  stages: number;
  homesForSale: number;
  /** The searchable homes' range, or the planned range of stages not yet released. */
  minPrice: number | null;
  maxPrice: number | null;
  minRooms: number | null;
  maxRooms: number | null;
}

/** The data of a county or municipality landing page. */
export interface SeoPlaceData {
  level: "county" | "municipality";
  /** The page's h1, e.g. "Nya bostäder i Stockholms län". */
  heading: string;
  /** Paragraphs of the generated introduction, in the site's language. */
  intro: string[];
  county: PlaceLink;
  municipality: PlaceLink | null;
  stats: PlaceStats;
  /** County page: its municipalities. Municipality page: the other municipalities of the county. */
  municipalities: PlaceSummary[];
  projects: ProjectCard[];
  /** The home search filtered on the place, or null on a site without search. */
  searchUrl: string | null;
}

export interface CountySummary extends PlaceSummary {
  municipalities: PlaceSummary[];
}

/** The data of the residences base page: every county with its municipalities. */
export interface AreasData {
  intro: string[];
  stats: PlaceStats;
  counties: CountySummary[];
  searchUrl: string | null;
}

/** GET /sitemap.xml: `page` selects one part when the site has more URLs than one sitemap holds. */
export const SitemapQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
