import { z } from "zod";
import { ContactPersonSchema, ImageSchema } from "~/features/residences/schema";
import { GeoSearchSchema } from "~/features/search/schema";
import { siteIdField } from "~/lib/validation";
import { MAX_SUCCESSION_LIMIT, MAX_SUCCESSION_OFFSET, SUCCESSION_PAGE_SIZE } from "./limits";

/**
 * The succession (resale) search contract (spec 001 sections 4, 7 and 9; issue 19): homes in our
 * finished projects resold through a broker. One schema for the API, the succession page and the
 * tests.
 */

export { MAX_SUCCESSION_LIMIT, MAX_SUCCESSION_OFFSET, SUCCESSION_PAGE_SIZE } from "./limits";

/** A municipality as the URL and the API name it: its slug ("goteborg"). */
const municipalitySlug = z
  .string()
  .max(100)
  .regex(/^[a-z0-9-]+$/);

const tagId = z.number().int().positive().max(2_147_483_647);

/** POST /api/residence/search/succession */
export const SuccessionSearchRequestSchema = z
  .object({
    siteId: siteIdField(),
    /** Only this municipality's homes; absent: all municipalities (the default). */
    municipality: municipalitySlug.optional(),
    /** Near a place: only homes within the radius, nearest first (otherwise the fixed shuffle). */
    geoSearch: GeoSearchSchema.optional(),
    /** Tag ids: homes of stages with any of them, as in the home search. */
    tags: z.array(tagId).max(20).default([]),
    /** Bounds (0–MAX_SUCCESSION_OFFSET, 1–MAX_SUCCESSION_LIMIT) are checked by the service: 400 naming them. */
    offset: z.number().int().default(0),
    limit: z.number().int().default(SUCCESSION_PAGE_SIZE),
  })
  .strict();
export type SuccessionSearchRequest = z.infer<typeof SuccessionSearchRequestSchema>;
export type SuccessionSearchInput = z.input<typeof SuccessionSearchRequestSchema>;

/** The broker who sells a resale home: an external agent or a settlement broker of its stage. */
export const BrokerSchema = ContactPersonSchema;
export type Broker = z.infer<typeof BrokerSchema>;

export const SuccessionHitSchema = z.object({
  id: z.number(),
  number: z.string(),
  streetAddress: z.string().nullable(),
  url: z.string(),
  residenceType: z.string(),
  disposalForm: z.string(),
  rooms: z.number(),
  livingArea: z.number(),
  /** The asking price as stored (Finland: the sales price; totalPrice is the debt-free one). */
  price: z.number(),
  totalPrice: z.number().nullable(),
  image: ImageSchema.nullable(),
  municipality: z.string(),
  municipalitySlug: z.string(),
  stage: z.object({ id: z.number(), name: z.string(), url: z.string() }),
  broker: BrokerSchema.nullable(),
  /** Kilometres from the geo search's point; null without one. */
  distanceKm: z.number().nullable(),
});
export type SuccessionHit = z.infer<typeof SuccessionHitSchema>;

export const MunicipalityCountSchema = z.object({ name: z.string(), slug: z.string(), count: z.number() });
export type MunicipalityCount = z.infer<typeof MunicipalityCountSchema>;

export const SuccessionSearchResponseSchema = z.object({
  hits: z.array(SuccessionHitSchema),
  /** Homes matching the whole request (the chosen municipality included). */
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
  /**
   * Every municipality with resale homes that match the other filters (not the municipality),
   * by name, each with its count: the select lists them all whichever one is chosen.
   */
  municipalities: z.array(MunicipalityCountSchema),
  /** The "all municipalities" option's count: the sum of the municipalities' counts. */
  allCount: z.number(),
});
export type SuccessionSearchResponse = z.infer<typeof SuccessionSearchResponseSchema>;

/** Bounds of offset and limit that zod leaves to the service, as field problems for the 400 answer. */
export function checkSuccessionPaging(request: Pick<SuccessionSearchRequest, "offset" | "limit">) {
  const problems: { field: "offset" | "limit"; min: number; max: number }[] = [];
  if (request.offset < 0 || request.offset > MAX_SUCCESSION_OFFSET)
    problems.push({ field: "offset", min: 0, max: MAX_SUCCESSION_OFFSET });
  if (request.limit < 1 || request.limit > MAX_SUCCESSION_LIMIT)
    problems.push({ field: "limit", min: 1, max: MAX_SUCCESSION_LIMIT });
  return problems;
}
