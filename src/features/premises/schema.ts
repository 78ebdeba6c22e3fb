import { z } from "zod";
import { siteIdField } from "~/lib/validation";

import {
  DEFAULT_PREMISES_SORT,
  PREMISES_RESULT_LIMIT,
  PREMISES_SORTS,
  PREMISES_STATUSES,
  PREMISES_TYPES,
  premisesAreaBoundsOf,
} from "./constants";

/**
 * The premises search contract (issue 19; spec 001 sections 3, 4, 7 and 9): one schema for the
 * API, the premises pages and the tests. The constants live in the zod-free ./constants.ts.
 */
export * from "./constants";

// ——— The premises search calls (spec 001 section 7) ———

const premisesId = z.coerce.number().int().positive().max(2_147_483_647);
/** Square metres; the site's own bounds are checked by `checkPremisesFilterBounds`. */
const premisesArea = z.number().min(0).max(10_000);

/**
 * The premises filter (spec 001 section 3 "Premises search"): an area range, tag ids (a premises
 * must carry every tag chosen) and a type. A maximum at the site's slider maximum means no upper
 * limit (the slider's last step is "200+").
 */
export const PremisesFilterSchema = z
  .object({
    minArea: premisesArea.optional(),
    maxArea: premisesArea.optional(),
    tags: z.array(premisesId).max(20).default([]),
    type: z.enum(PREMISES_TYPES).optional(),
  })
  .strict();
export type PremisesFilter = z.infer<typeof PremisesFilterSchema>;
export type PremisesFilterInput = z.input<typeof PremisesFilterSchema>;

/** POST /api/residence/search/premises */
export const PremisesSearchRequestSchema = z
  .object({
    siteId: siteIdField(),
    filter: PremisesFilterSchema.default(() => PremisesFilterSchema.parse({})),
    sort: z.enum(PREMISES_SORTS).default(DEFAULT_PREMISES_SORT),
    limit: z.number().int().min(1).max(PREMISES_RESULT_LIMIT).default(PREMISES_RESULT_LIMIT),
  })
  .strict();
export type PremisesSearchRequest = z.infer<typeof PremisesSearchRequestSchema>;
export type PremisesSearchRequestInput = z.input<typeof PremisesSearchRequestSchema>;

/** A filter value outside the site's bounds; `min`/`max` are the bounds, for the message. */
export interface PremisesBoundsProblem {
  field: "filter.minArea" | "filter.maxArea";
  problem: "outOfBounds" | "minAboveMax";
  min: number;
  max: number;
}

/** Field errors of an area range outside the site's slider (spec 001 section 9); empty when fine. */
export function checkPremisesFilterBounds(site: string, filter: PremisesFilter): PremisesBoundsProblem[] {
  const { min, max } = premisesAreaBoundsOf(site);
  const problems: PremisesBoundsProblem[] = [];
  if (filter.minArea !== undefined && (filter.minArea < min || filter.minArea > max))
    problems.push({ field: "filter.minArea", problem: "outOfBounds", min, max });
  if (filter.maxArea !== undefined && (filter.maxArea < min || filter.maxArea > max))
    problems.push({ field: "filter.maxArea", problem: "outOfBounds", min, max });
  if (filter.minArea !== undefined && filter.maxArea !== undefined && filter.minArea > filter.maxArea)
    problems.push({ field: "filter.minArea", problem: "minAboveMax", min, max });
  return problems;
}

export const PremisesTagSchema = z.object({ id: z.number(), name: z.string(), url: z.string() });
export type PremisesTag = z.infer<typeof PremisesTagSchema>;

/** A premises in the search's answer: what its card and its map marker show. */
export const PremisesHitSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The premises' page on its site. */
  url: z.string(),
  type: z.enum(PREMISES_TYPES),
  status: z.enum(PREMISES_STATUSES),
  /** Square metres. */
  premisesArea: z.number(),
  /** Whole currency units a month, excluding VAT; null when only sold. */
  monthlyRent: z.number().nullable(),
  /** Whole currency units; null when only let. */
  price: z.number().nullable(),
  /** yyyy-mm-dd; null = by agreement. */
  accessDate: z.string().nullable(),
  streetAddress: z.string(),
  municipality: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The first picture (a media path for the image proxy), or null. */
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  /** Names of the premises' tags, by name. */
  tags: z.array(z.string()),
});
export type PremisesHit = z.infer<typeof PremisesHitSchema>;

export const PremisesSearchResponseSchema = z.object({
  hits: z.array(PremisesHitSchema),
  /** Every match, also those beyond the limit. */
  total: z.number(),
});
export type PremisesSearchResponse = z.infer<typeof PremisesSearchResponseSchema>;

/** POST /api/residence/search/premises/tags */
export const PremisesTagsRequestSchema = z.object({ siteId: siteIdField() }).strict();
export const PremisesTagsResponseSchema = z.object({ tags: z.array(PremisesTagSchema) });
export type PremisesTagsResponse = z.infer<typeof PremisesTagsResponseSchema>;
