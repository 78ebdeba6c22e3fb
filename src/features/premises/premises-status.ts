import type { StatusColour } from "~/domain/residence-status";
import type { PremisesStatus } from "./schema";

/**
 * The colours of premises statuses (spec 001 section 4 names the statuses, not their colours): as
 * a home's, available is green, booked orange and sold red; let is blue, as the premises search
 * shows it. Meant as the one table of the premises page, its map marker and the search.
 */
export const PREMISES_STATUS_COLOURS: Record<PremisesStatus, StatusColour> = {
  forSale: "green",
  booked: "orange",
  rented: "blue",
  sold: "red",
};

/** Sold premises take no interest (their page stays, with the status); the others do. */
export function takesInterest(status: string): boolean {
  return status !== "sold";
}
