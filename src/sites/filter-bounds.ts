import type { SiteCode } from "~/sites/sites";

/**
 * The search's per-site numbers (spec 000 section 9), free of zod so that the search page's
 * browser bundle can use them without the schema library. schema.ts re-exports them.
 */

/** Filter bounds per site. A maximum at the bound means "no upper limit". */
export interface FilterBounds {
  price: { min: 0; max: number; step: number };
  rooms: { min: 1; max: number };
  area: { min: 0; max: number; step: number };
}
const DEFAULT_BOUNDS: FilterBounds = {
  price: { min: 0, max: 10_000_000, step: 250_000 },
  rooms: { min: 1, max: 5 },
  area: { min: 0, max: 300, step: 10 },
};
const FINLAND_BOUNDS: FilterBounds = {
  price: { min: 0, max: 1_000_000, step: 25_000 },
  rooms: { min: 1, max: 4 },
  area: { min: 0, max: 150, step: 5 },
};
export function filterBoundsOf(site: SiteCode): FilterBounds {
  return site === "fi" ? FINLAND_BOUNDS : DEFAULT_BOUNDS;
}

/** The "near me" search: its radius unless the URL names one, and the largest radius accepted. */
export const DEFAULT_RADIUS_KM = 25;
export const MAX_RADIUS_KM = 500;

/** Page sizes of spec 000 section 9. */
export const DEFAULT_OBJECT_LIMIT = 30;
export const MAX_OBJECT_LIMIT = 300;
export const MAX_IDS = 400;
/** The map view's markers per answer: more would not help anyone and would slow the map down. */
export const MAX_MARKERS = 5_000;
