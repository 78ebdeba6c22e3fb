/**
 * The succession page's paging constants, in a zod-free module so that the page's browser code
 * imports them without the contract (./schema.ts).
 */

/** Spec 001 section 9: "a succession page-size constant 6". */
export const SUCCESSION_PAGE_SIZE = 6;
/** The most homes one call answers (the page asks for 6 at a time). */
export const MAX_SUCCESSION_LIMIT = 60;
export const MAX_SUCCESSION_OFFSET = 10_000;

/** The query parameter of the succession page that names the chosen municipality (its slug). */
export const MUNICIPALITY_PARAM = "kommun";
