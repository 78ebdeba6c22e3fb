import { z } from "zod";

/**
 * The data of the search-engine landing pages of residences (issue 3): the list of counties at
 * the residences base (template "areas"), a county ("seoCounty") and a municipality
 * ("seoMunicipality"). The seo service builds it; the templates get it as `vm.viewModel.data`.
 * The schemas are the definition and the types are inferred from them. The server parses every
 * page's data with its template's schema (src/templates/page-data.server.ts); the browser
 * imports the types only (`import type`), so zod stays out of the landing pages' chunks.
 */

export const PlaceLinkSchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** Path of the place's landing page. */
  url: z.string(),
});
export type PlaceLink = z.infer<typeof PlaceLinkSchema>;

/** Key numbers of a place (or of a whole site). Prices are Finland's debt-free prices there. */
export const PlaceStatsSchema = z.object({
  /** Areas (projects) in the place. */
  projects: z.number(),
  /** Homes in a searched status (for sale, reserved, pre-selling). */
  homesForSale: z.number(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
});
export type PlaceStats = z.infer<typeof PlaceStatsSchema>;

export const PlaceSummarySchema = PlaceLinkSchema.extend(PlaceStatsSchema.shape);
export type PlaceSummary = z.infer<typeof PlaceSummarySchema>;

/** An area (project) as the landing pages list it. */
export const ProjectCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  county: z.string(),
  municipality: z.string(),
  /** Project status (enums.projectStatus). */
  status: z.string(),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  shortDescription: z.string(),
  stages: z.number(),
  homesForSale: z.number(),
  /** The searchable homes' range, or the planned range of stages not yet released. */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  minRooms: z.number().nullable(),
  maxRooms: z.number().nullable(),
});
export type ProjectCard = z.infer<typeof ProjectCardSchema>;

/** Templates "seoCounty" and "seoMunicipality": the data of a county or municipality landing page. */
export const SeoPlaceDataSchema = z.object({
  level: z.enum(["county", "municipality"]),
  /** The page's h1, e.g. "Nya bostäder i Stockholms län". */
  heading: z.string(),
  /** Paragraphs of the generated introduction, in the site's language. */
  intro: z.array(z.string()),
  county: PlaceLinkSchema,
  municipality: PlaceLinkSchema.nullable(),
  stats: PlaceStatsSchema,
  /** County page: its municipalities. Municipality page: the other municipalities of the county. */
  municipalities: z.array(PlaceSummarySchema),
  projects: z.array(ProjectCardSchema),
  /** The home search filtered on the place, or null on a site without search. */
  searchUrl: z.string().nullable(),
});
export type SeoPlaceData = z.infer<typeof SeoPlaceDataSchema>;

export const CountySummarySchema = PlaceSummarySchema.extend({ municipalities: z.array(PlaceSummarySchema) });
export type CountySummary = z.infer<typeof CountySummarySchema>;

/** Template "areas": the residences base page, every county with its municipalities. */
export const AreasDataSchema = z.object({
  intro: z.array(z.string()),
  stats: PlaceStatsSchema,
  counties: z.array(CountySummarySchema),
  searchUrl: z.string().nullable(),
});
export type AreasData = z.infer<typeof AreasDataSchema>;
