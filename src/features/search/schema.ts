import { z } from "zod";
import {
  CONCEPTS,
  DEFAULT_INHABIT_DATE,
  DISPOSAL_FORMS,
  INHABIT_DATE_FILTERS,
  OUTDOOR_AREAS,
  PROJECT_STATUSES,
  RESIDENCE_TYPES,
  SORT_OPTIONS,
  VIEWING_FILTERS,
} from "~/domain/residence-enums";
import { siteIdField } from "~/lib/validation";
import {
  DEFAULT_OBJECT_LIMIT,
  DEFAULT_RADIUS_KM,
  filterBoundsOf,
  MAX_IDS,
  MAX_OBJECT_LIMIT,
  MAX_RADIUS_KM,
} from "~/sites/filter-bounds";
import type { SiteCode } from "~/sites/sites";

/**
 * The residence search contract (spec 000 sections 3, 7 and 9), shared by the API (validation,
 * OpenAPI), the search page (URL parsing, requests) and the tests. One schema, three places.
 */

// The bounds and page sizes live in a zod-free module, so the search page's bundle stays small.
export {
  DEFAULT_OBJECT_LIMIT,
  type FilterBounds,
  filterBoundsOf,
  MAX_IDS,
  MAX_MARKERS,
  MAX_OBJECT_LIMIT,
} from "~/sites/filter-bounds";

const id = z.coerce.number().int().positive().max(2_147_483_647);
const money = z.number().int().min(0).max(100_000_000);
const area = z.number().min(0).max(10_000);

export const GeoSearchSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Radius of the "near me" search in kilometres. */
  radiusKm: z.number().positive().max(MAX_RADIUS_KM).default(DEFAULT_RADIUS_KM),
});
export type GeoSearch = z.infer<typeof GeoSearchSchema>;

/**
 * The search filter (spec 000 section 3). Bounds per site are checked by `checkFilterBounds`
 * (the API answers 400 with the field when a value is outside the site's bounds or a minimum
 * is above its maximum).
 */
export const SearchFilterSchema = z
  .object({
    /** Tag ids; the search URL carries their names in q, separated by semicolons. */
    tags: z.array(id).max(20).default([]),
    minPrice: money.optional(),
    maxPrice: money.optional(),
    minRooms: z.number().int().min(1).max(10).optional(),
    maxRooms: z.number().int().min(1).max(10).optional(),
    minArea: area.optional(),
    maxArea: area.optional(),
    concepts: z.array(z.enum(CONCEPTS)).max(CONCEPTS.length).default([]),
    projectStatus: z.array(z.enum(PROJECT_STATUSES)).max(PROJECT_STATUSES.length).default([]),
    disposalForm: z.array(z.enum(DISPOSAL_FORMS)).max(DISPOSAL_FORMS.length).default([]),
    outdoorArea: z.array(z.enum(OUTDOOR_AREAS)).max(OUTDOOR_AREAS.length).default([]),
    viewing: z.enum(VIEWING_FILTERS).default("IncludeAll"),
    /** 0 now, 1 within six months, 2 within one year, 3 any time (the default). */
    inhabitDate: z
      .number()
      .int()
      .min(Math.min(...INHABIT_DATE_FILTERS))
      .max(Math.max(...INHABIT_DATE_FILTERS))
      .default(DEFAULT_INHABIT_DATE),
    residenceType: z.array(z.enum(RESIDENCE_TYPES)).max(RESIDENCE_TYPES.length).default([]),
    stageIds: z.array(id).max(MAX_IDS).default([]),
    geoSearch: GeoSearchSchema.optional(),
  })
  .strict();
export type SearchFilter = z.infer<typeof SearchFilterSchema>;
export type SearchFilterInput = z.input<typeof SearchFilterSchema>;

/** A filter value that breaks the site's bounds; `min`/`max` are the bounds, for the message. */
export interface FilterBoundsProblem {
  field: string;
  problem: "outOfBounds" | "minAboveMax";
  min: number;
  max: number;
}

/** Field errors of a filter outside the site's bounds; empty when the filter is fine. */
export function checkFilterBounds(site: SiteCode, filter: SearchFilter): FilterBoundsProblem[] {
  const bounds = filterBoundsOf(site);
  const problems: FilterBoundsProblem[] = [];
  const range = (name: string, min: number | undefined, max: number | undefined, lo: number, hi: number) => {
    if (min !== undefined && (min < lo || min > hi))
      problems.push({ field: `filter.min${name}`, problem: "outOfBounds", min: lo, max: hi });
    if (max !== undefined && (max < lo || max > hi))
      problems.push({ field: `filter.max${name}`, problem: "outOfBounds", min: lo, max: hi });
    if (min !== undefined && max !== undefined && min > max)
      problems.push({ field: `filter.min${name}`, problem: "minAboveMax", min: lo, max: hi });
  };
  range("Price", filter.minPrice, filter.maxPrice, bounds.price.min, bounds.price.max);
  range("Rooms", filter.minRooms, filter.maxRooms, bounds.rooms.min, bounds.rooms.max);
  range("Area", filter.minArea, filter.maxArea, bounds.area.min, bounds.area.max);
  return problems;
}

export const SiteIdSchema = siteIdField();

export const SortSchema = z.enum(SORT_OPTIONS).default("recommended");
const limit = z.number().int().min(1).max(MAX_OBJECT_LIMIT).default(DEFAULT_OBJECT_LIMIT);
const offset = z.number().int().min(0).max(100_000).default(0);

/** POST /api/residence/search_object */
export const ObjectSearchRequestSchema = z
  .object({
    siteId: SiteIdSchema,
    filter: SearchFilterSchema.default(() => SearchFilterSchema.parse({})),
    sort: SortSchema,
    limit,
    offset,
  })
  .strict();
export type ObjectSearchRequest = z.infer<typeof ObjectSearchRequestSchema>;

/** The list of stage_and_area_search that a request pages; without it, the first page of both. */
export const STAGE_AND_AREA_TABS = ["stage", "area"] as const;
export type StageAndAreaTab = (typeof STAGE_AND_AREA_TABS)[number];

/**
 * POST /api/residence/stage_and_area_search. `tab` names the one list to answer ("show more"
 * on the stage or area tab pages it with `offset`); without `tab` both lists are answered from
 * `offset`. The counts of all three tabs come with every answer.
 */
export const StageAndAreaSearchRequestSchema = z
  .object({
    siteId: SiteIdSchema,
    filter: SearchFilterSchema.default(() => SearchFilterSchema.parse({})),
    sort: SortSchema,
    tab: z.enum(STAGE_AND_AREA_TABS).optional(),
    limit,
    offset,
  })
  .strict();
export type StageAndAreaSearchRequest = z.infer<typeof StageAndAreaSearchRequestSchema>;

export const MARKER_TYPES = ["area", "stage", "object"] as const;
export type MarkerType = (typeof MARKER_TYPES)[number];

/** POST /api/residence/search/markers: every hit of one tab as a map marker (the map view). */
export const MarkersRequestSchema = z
  .object({
    siteId: SiteIdSchema,
    filter: SearchFilterSchema.default(() => SearchFilterSchema.parse({})),
    type: z.enum(MARKER_TYPES),
  })
  .strict();
export type MarkersRequest = z.infer<typeof MarkersRequestSchema>;

/** POST /api/residence/search_stage: the homes of one stage (the stage page's list). */
export const StageObjectsRequestSchema = z
  .object({
    siteId: SiteIdSchema,
    stageId: id,
    sort: SortSchema,
    /** Include sold and booked homes too (the stage page lists every home). */
    allStatuses: z.boolean().default(false),
    limit: z.number().int().min(1).max(MAX_OBJECT_LIMIT).default(MAX_OBJECT_LIMIT),
  })
  .strict();

/** POST /api/residence/search/by_ids/stage and /by_ids/object */
export const ByIdsRequestSchema = z.object({ siteId: SiteIdSchema, ids: z.array(id).min(1).max(MAX_IDS) }).strict();

/** POST /api/residence/search/tags: tag suggestions for what the visitor types. */
export const TagSuggestRequestSchema = z
  .object({ siteId: SiteIdSchema, text: z.string().trim().max(100).default("") })
  .strict();

/** POST /api/residence/search/tags/url: the tags of a search URL's tag path and q. */
export const TagsByUrlRequestSchema = z
  .object({
    siteId: SiteIdSchema,
    /** Tag path segment of the search URL, e.g. "stockholms-lan". */
    url: z.string().trim().max(200).default(""),
    /** q: tag names separated by semicolons. */
    q: z.string().trim().max(500).default(""),
  })
  .strict();

/** POST /api/residence/search_stage_counties */
export const StageCountiesRequestSchema = z
  .object({ siteId: SiteIdSchema, filter: SearchFilterSchema.default(() => SearchFilterSchema.parse({})) })
  .strict();

export const TagSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  hasRental: z.boolean(),
});
export type Tag = z.infer<typeof TagSchema>;

export const GeoSchema = z.object({ latitude: z.number(), longitude: z.number() });

export const ShowingSummarySchema = z.object({
  id: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
});

/** A search hit (spec 000 section 3 "Search hit"); `type` says whether it is an area, stage or object. */
/**
 * A home hit's own figures, from which its card shows the market's figures (Norway's total price,
 * Sweden's price per m², Finland's sales price and charges; src/domain/market-figures.ts). Amounts
 * in whole currency units; null where the home has no such figure.
 */
export const HitFiguresSchema = z.object({
  /** The row's price (Finland: the sales price); the purchase price is minPrice. */
  price: z.number(),
  totalPrice: z.number().nullable(),
  /** Finland's loan share, Norway's common debt. */
  debtShare: z.number().nullable(),
  /** Monthly fee (Sweden), common costs (Norway), maintenance charge (Finland); a rent for rentals. */
  monthlyFee: z.number().nullable(),
  closingCosts: z.number().nullable(),
  financingFee: z.number().nullable(),
  /** Per year. */
  runningCosts: z.number().nullable(),
  energyClass: z.string().nullable(),
});
export type HitFigures = z.infer<typeof HitFiguresSchema>;

export const SearchHitSchema = z.object({
  id: z.number(),
  type: z.enum(["area", "stage", "object"]),
  name: z.string(),
  url: z.string(),
  siteId: z.string(),
  area: z.string(),
  municipality: z.string(),
  county: z.string(),
  minRooms: z.number().nullable(),
  maxRooms: z.number().nullable(),
  /** Purchase prices (Finland: debt-free total prices); rented homes have none. */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  /** Monthly rent of the matching rented (tenancy) homes; null when there are none. */
  minRent: z.number().nullable(),
  maxRent: z.number().nullable(),
  minArea: z.number().nullable(),
  maxArea: z.number().nullable(),
  /** Upcoming showings (at most three). */
  showings: z.array(ShowingSummarySchema),
  /** Project status for areas and stages, object status for objects. */
  status: z.string(),
  stageStatus: z.number().nullable(),
  concept: z.string().nullable(),
  residenceType: z.string(),
  disposalForm: z.string(),
  inhabitFrom: z.string().nullable(),
  inhabitTo: z.string().nullable(),
  searchImage: z.object({ src: z.string(), alt: z.string() }).nullable(),
  shortDescription: z.string(),
  geo: GeoSchema,
  /** Objects: the number of the home; stages and areas: how many homes match. */
  objectNumber: z.string().nullable(),
  /** Homes only: the entrance's street address, which the card's title carries (null where none). */
  streetAddress: z.string().nullable().optional(),
  matchingObjects: z.number(),
  /** Homes only: the figures of the home's market (areas and stages have none). */
  figures: HitFiguresSchema.optional(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchCountsSchema = z.object({ objects: z.number(), stages: z.number(), areas: z.number() });
export type SearchCounts = z.infer<typeof SearchCountsSchema>;

export const ObjectSearchResponseSchema = z.object({
  hits: z.array(SearchHitSchema),
  counts: SearchCountsSchema,
  limit: z.number(),
  offset: z.number(),
});
export type ObjectSearchResponse = z.infer<typeof ObjectSearchResponseSchema>;

export const StageAndAreaSearchResponseSchema = z.object({
  /** A page of the matching stages; empty when the request's tab is "area". */
  stages: z.array(SearchHitSchema),
  /** A page of the matching areas; empty when the request's tab is "stage". */
  areas: z.array(SearchHitSchema),
  counts: SearchCountsSchema,
  limit: z.number(),
  offset: z.number(),
});
export type StageAndAreaSearchResponse = z.infer<typeof StageAndAreaSearchResponseSchema>;

/**
 * A hit on the map, as a compact array (a map shows thousands: named fields tripled the answer):
 * [id, latitude, longitude, status, name, objectNumber]. Its link and facts are fetched when a
 * visitor chooses it (search/by_ids/{type}).
 */
export const MarkerSchema = z.tuple([
  z.number().int().describe("id of the area, stage or home"),
  z.number().describe("latitude"),
  z.number().describe("longitude"),
  z.string().describe("project status for areas and stages, object status for homes"),
  z.string().describe("the area's or stage's name; for a home, its stage's name"),
  z.string().nullable().describe("the home's number; null for areas and stages"),
]);
export type Marker = z.infer<typeof MarkerSchema>;

export const MarkersResponseSchema = z.object({
  /** What every marker is: an area, stage or home (object). */
  type: z.enum(MARKER_TYPES),
  /** In the recommended order, at most MAX_MARKERS. */
  markers: z
    .array(MarkerSchema)
    .describe("each marker an array: [id, latitude, longitude, status, name, objectNumber]"),
  /** How many hits there are in all. */
  total: z.number(),
  /** More hits than markers: the map shows the first MAX_MARKERS. */
  truncated: z.boolean(),
});
export type MarkersResponse = z.infer<typeof MarkersResponseSchema>;

export const CountyCountSchema = z.object({
  county: z.string(),
  countySlug: z.string(),
  stages: z.number(),
  objects: z.number(),
  municipalities: z.array(
    z.object({ municipality: z.string(), municipalitySlug: z.string(), stages: z.number(), objects: z.number() }),
  ),
});
export type CountyCount = z.infer<typeof CountyCountSchema>;

export type StageObjectsRequest = z.infer<typeof StageObjectsRequestSchema>;
export type ByIdsRequest = z.infer<typeof ByIdsRequestSchema>;
export type TagSuggestRequest = z.infer<typeof TagSuggestRequestSchema>;
export type TagsByUrlRequest = z.infer<typeof TagsByUrlRequestSchema>;
export type StageCountiesRequest = z.infer<typeof StageCountiesRequestSchema>;

/** Answer of POST /api/residence/search_stage: the stage's homes, and how many there are in all. */
export const StageObjectsResponseSchema = z.object({
  stageId: z.number(),
  hits: z.array(SearchHitSchema),
  total: z.number(),
});
export type StageObjectsResponse = z.infer<typeof StageObjectsResponseSchema>;

/** Answer of the by_ids calls: the hits in the order of the ids asked for (unknown ids left out). */
export const HitListResponseSchema = z.object({ hits: z.array(SearchHitSchema) });
export type HitListResponse = z.infer<typeof HitListResponseSchema>;

/** Answer of the tag calls (stage_tags, tags, tags/url). */
export const TagListResponseSchema = z.object({ tags: z.array(TagSchema) });
export type TagListResponse = z.infer<typeof TagListResponseSchema>;

/** GET /api/residence/search/stage_tags/{siteId} */
export const StageTagsParamsSchema = z.object({ siteId: SiteIdSchema }).strict();

/**
 * The filters an empty result can widen (spec 000 section 9's filter, one dimension at a time):
 * the ranges, each list, the viewing and move-in choices, and "near me".
 */
export const WIDEN_FILTERS = [
  "price",
  "rooms",
  "area",
  "residenceType",
  "disposalForm",
  "outdoorArea",
  "concepts",
  "projectStatus",
  "viewing",
  "inhabitDate",
  "geoSearch",
] as const;
export type WidenFilter = (typeof WIDEN_FILTERS)[number];

/** POST /api/residence/search/widen: what to widen when a search finds nothing (issue 13). */
export const WidenRequestSchema = z
  .object({ siteId: SiteIdSchema, filter: SearchFilterSchema.default(() => SearchFilterSchema.parse({})) })
  .strict();
export type WidenRequest = z.infer<typeof WidenRequestSchema>;

export const WidenResponseSchema = z.object({
  /** Each filter of the request that narrows it, with the counts of every tab without it. */
  filters: z.array(z.object({ filter: z.enum(WIDEN_FILTERS), counts: SearchCountsSchema })),
  /**
   * Places near the request's places (tags that name a municipality or county of the site)
   * with hits for the rest of the filter, nearest first, at most three.
   */
  places: z.array(z.object({ tag: TagSchema, counts: SearchCountsSchema })),
});
export type WidenResponse = z.infer<typeof WidenResponseSchema>;

/** Answer of POST /api/residence/search_stage_counties. */
export const StageCountiesResponseSchema = z.object({ counties: z.array(CountyCountSchema) });
export type StageCountiesResponse = z.infer<typeof StageCountiesResponseSchema>;
