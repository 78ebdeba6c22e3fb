import { z } from "zod";
import { ExplorerSettingsSchema } from "~/features/explorer/schema";
import { ContactPersonSchema, ImageSchema, ShowingSchema } from "./schema";

/**
 * The data of the area, stage, home and sold-out pages (templates "area", "stage", "object",
 * "soldOut"): what the residence page resolver (./residence-pages.ts) puts into the dynamic page
 * and the templates get as `vm.viewModel.data`. The schemas are the definition; the types are
 * inferred from them. The server parses every page's data with its template's schema
 * (src/templates/page-data.server.ts); the browser imports the types only (`import type`), so
 * zod stays out of the template chunks that do not load it anyway.
 */

export const RangeSchema = z.object({ min: z.number(), max: z.number() });
export type Range = z.infer<typeof RangeSchema>;

/** Where an area lies: names for the page and slugs for the links. */
export const AreaRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  county: z.string(),
  countyUrl: z.string(),
  municipality: z.string(),
  municipalityUrl: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  projectStatus: z.string(),
});
export type AreaRef = z.infer<typeof AreaRefSchema>;

export const StageRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  projectStatus: z.string(),
});
export type StageRef = z.infer<typeof StageRefSchema>;

/** A stage as the area page lists it, with the ranges of its homes (or its planned ranges). */
export const StageSummarySchema = StageRefSchema.extend({
  stageStatus: z.number(),
  projectPhase: z.number(),
  residenceType: z.string(),
  disposalForm: z.string(),
  inhabitFrom: z.string().nullable(),
  inhabitTo: z.string().nullable(),
  shortDescription: z.string(),
  image: ImageSchema.nullable(),
  latitude: z.number(),
  longitude: z.number(),
  homeCount: z.number(),
  /** Homes for sale, reserved or in pre-selling. */
  availableCount: z.number(),
  /** Finland: debt-free total prices. */
  price: RangeSchema.nullable(),
  rooms: RangeSchema.nullable(),
  livingArea: RangeSchema.nullable(),
  /** True when the ranges are the stage's planned ones (no homes released yet). */
  planned: z.boolean(),
});
export type StageSummary = z.infer<typeof StageSummarySchema>;

/** A home as lists show it (the stage page's table, neighbours). */
export const HomeSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  /** The entrance's street address; absent or null where none is recorded. */
  streetAddress: z.string().nullable().optional(),
  url: z.string(),
  status: z.string(),
  residenceType: z.string(),
  /** Tenancy homes carry the monthly rent as their price. */
  disposalForm: z.string(),
  rooms: z.number(),
  livingArea: z.number(),
  floor: z.number().nullable(),
  price: z.number(),
  /** Finland: debt-free price. */
  totalPrice: z.number().nullable(),
  monthlyFee: z.number().nullable(),
  inhabitDate: z.string().nullable(),
});
export type HomeSummary = z.infer<typeof HomeSummarySchema>;

/** A home the stage's map marks: its showing apartments (decision 019). */
export const HomeOnMapSchema = z.object({
  id: z.number(),
  number: z.string(),
  url: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type HomeOnMap = z.infer<typeof HomeOnMapSchema>;

export const HomeDetailsSchema = HomeSummarySchema.extend({
  plotType: z.string(),
  concept: z.string().nullable(),
  plotArea: z.number().nullable(),
  floorCount: z.number().nullable(),
  /** Finland's loan share (lainaosuus), Norway's common debt (fellesgjeld). */
  debtShare: z.number().nullable(),
  /** Each market's figures (src/domain/market-figures.ts): Norway's closing costs (omkostninger). */
  closingCosts: z.number().nullable(),
  /** Finland's monthly financing charge (rahoitusvastike). */
  financingFee: z.number().nullable(),
  /** Sweden's estimated running costs per year (driftkostnad). */
  runningCosts: z.number().nullable(),
  /** The energy certificate's class, e.g. "B2018". */
  energyClass: z.string().nullable(),
  outdoorAreas: z.array(z.string()),
  parking: z.string(),
  storage: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  description: z.string(),
  images: z.array(ImageSchema),
});
export type HomeDetails = z.infer<typeof HomeDetailsSchema>;

export const ProjectLinkSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  municipality: z.string(),
  projectStatus: z.string(),
  image: ImageSchema.nullable(),
});
export type ProjectLink = z.infer<typeof ProjectLinkSchema>;

export const TagViewSchema = z.object({ id: z.number(), name: z.string(), url: z.string() });
export type TagView = z.infer<typeof TagViewSchema>;

/** Templates "area" and "soldOut". */
export const AreaPageDataSchema = z.object({
  kind: z.literal("area"),
  area: AreaRefSchema.extend({
    projectPhase: z.number(),
    concept: z.string().nullable(),
    shortDescription: z.string(),
    description: z.string(),
    images: z.array(ImageSchema),
  }),
  stages: z.array(StageSummarySchema),
  contacts: z.array(ContactPersonSchema),
  /** Homes available in all stages and the overall ranges. */
  availableCount: z.number(),
  price: RangeSchema.nullable(),
  rooms: RangeSchema.nullable(),
  livingArea: RangeSchema.nullable(),
  /** Sold-out page only: other projects for sale in the municipality, then the county. */
  otherProjects: z.array(ProjectLinkSchema),
});
export type AreaPageData = z.infer<typeof AreaPageDataSchema>;

/** Template "stage". */
export const StagePageDataSchema = z.object({
  kind: z.literal("stage"),
  area: AreaRefSchema,
  stage: StageSummarySchema.extend({
    concept: z.string().nullable(),
    plotType: z.string(),
    parking: z.string(),
    storage: z.string(),
    description: z.string(),
    images: z.array(ImageSchema),
    plannedHomeCount: z.number().nullable(),
  }),
  homes: z.array(HomeSummarySchema),
  /** The stage's showing apartments, marked on its map. */
  showingApartments: z.array(HomeOnMapSchema),
  showings: z.array(ShowingSchema),
  contacts: z.array(ContactPersonSchema),
  tags: z.array(TagViewSchema),
  /** The stage's residence explorer (issue 19); null or absent when it has none. */
  explorer: ExplorerSettingsSchema.nullable().optional(),
});
export type StagePageData = z.infer<typeof StagePageDataSchema>;

/** Template "object". */
export const ObjectPageDataSchema = z.object({
  kind: z.literal("object"),
  area: AreaRefSchema,
  stage: StageRefSchema.extend({
    projectPhase: z.number(),
    stageStatus: z.number(),
    images: z.array(ImageSchema),
  }),
  home: HomeDetailsSchema,
  /** Other homes of the stage for sale, nearest numbers first. */
  neighbours: z.array(HomeSummarySchema),
  showings: z.array(ShowingSchema),
  contacts: z.array(ContactPersonSchema),
  /** The stage page's residence explorer with this home selected (issue 19); null or absent when it has none. */
  explorerUrl: z.string().nullable().optional(),
  /** The home has a 360 tour (issue 19): the page offers "Visa i 360°". */
  hasPanorama: z.boolean().optional(),
});
export type ObjectPageData = z.infer<typeof ObjectPageDataSchema>;
