import { z } from "zod";

/**
 * The timeseries calls of spec 001 section 7 (issue 3): visits of area, stage and home pages,
 * a visitor's recently viewed, and the most visited of a county. Shared by the API (validation,
 * OpenAPI) and the tests; the browser imports only the types.
 */

export const VISIT_KINDS = ["area", "stage", "object"] as const;
export const VisitKindSchema = z.enum(VISIT_KINDS);

const entityId = z.number().int().positive().max(2_147_483_647);

/** POST /api/timeseries/visit */
export const VisitRequestSchema = z.object({ kind: VisitKindSchema, id: entityId }).strict();
export type VisitRequest = z.infer<typeof VisitRequestSchema>;

export const VisitResponseSchema = z.object({
  /** The anonymous visitor id of the jmuid cookie, for the visitor's own lastvisited call. */
  visitorId: z.string(),
});

/** GET /api/timeseries/lastvisited/{id}/{siteId} */
export const LastVisitedParamsSchema = z.object({
  id: z.string().min(1).max(100),
  siteId: z.uuid(),
});

/** GET /api/timeseries/mostvisited/county/{id}: the county's slug, e.g. "stockholms-lan". */
export const MostVisitedParamsSchema = z.object({
  id: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});

/** A visited area, stage or home as a card of the start page. Prices: Finland debt-free. */
export const VisitCardSchema = z.object({
  kind: VisitKindSchema,
  id: z.number(),
  url: z.string(),
  /** The area's name for an area, the stage's name for a stage or a home. */
  name: z.string(),
  /** The home's number (homes only). */
  number: z.string().nullable(),
  areaName: z.string(),
  municipality: z.string(),
  county: z.string(),
  countySlug: z.string(),
  /** Project status for areas and stages, object status for homes. */
  status: z.string(),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  minRooms: z.number().nullable(),
  maxRooms: z.number().nullable(),
  minArea: z.number().nullable(),
  maxArea: z.number().nullable(),
});
export type VisitCard = z.infer<typeof VisitCardSchema>;

/** How many cards each list has (spec: the last six visited). */
export const VISIT_LIST_SIZE = 6;
/** "Most visited" counts the visits of the last 30 days. */
export const MOST_VISITED_DAYS = 30;
