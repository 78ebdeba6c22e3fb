/**
 * The premises search contract (issue 19; spec 001 sections 3 "Premises search", 4 "Premises"
 * statuses, 7 and 9: limit 500, area slider 0–150 in Finland and 0–200 elsewhere, default sort
 * access date ascending). Free of zod, so the premises pages' browser code can import them;
 * ./schema.ts re-exports them with the calls' schemas. The rows are in src/db/schema/residences.ts (`premises`).
 */
export const PREMISES_TYPES = ["office", "shop", "restaurant", "storage"] as const;
export type PremisesType = (typeof PREMISES_TYPES)[number];

/** Spec 001 section 4: for sale, booked, rented, sold. */
export const PREMISES_STATUSES = ["forSale", "booked", "rented", "sold"] as const;
export type PremisesStatus = (typeof PREMISES_STATUSES)[number];

/** Spec 001 section 9. */
export const PREMISES_RESULT_LIMIT = 500;

/** The area slider's bounds in square metres (spec 001 section 9): 0–150 in Finland, otherwise 0–200. */
export function premisesAreaBoundsOf(site: string): { min: 0; max: number } {
  return { min: 0, max: site === "fi" ? 150 : 200 };
}

/** Sorts of the premises list; the default is access date ascending (spec 001 section 9). */
export const PREMISES_SORTS = ["accessAsc", "premisesSizeAsc", "premisesSizeDesc"] as const;
export type PremisesSort = (typeof PREMISES_SORTS)[number];
export const DEFAULT_PREMISES_SORT: PremisesSort = "accessAsc";

/**
 * The statuses the premises search lists (decision 052): available, under negotiation and let
 * premises; a sold one has left the market and is never listed.
 */
export const LISTED_PREMISES_STATUSES = ["forSale", "booked", "rented"] as const satisfies readonly PremisesStatus[];
