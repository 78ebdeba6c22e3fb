import type { StatusColour } from "~/domain/residence-status";
import type { PremisesStatus } from "./schema";

/**
 * The colours of premises statuses (spec 001 section 4 names the statuses, not their colours): as
 * a home's, available is green and booked orange; let and sold are red, as nothing is left to
 * offer. One table for the premises page, its map marker and the premises search.
 */
export const PREMISES_STATUS_COLOURS: Record<PremisesStatus, StatusColour> = {
  forSale: "green",
  booked: "orange",
  rented: "red",
  sold: "red",
};

/** Sold premises take no interest (their page stays, with the status); the others do. */
export function takesInterest(status: string): boolean {
  return status !== "sold";
}
