import type { StatusColour } from "./residence-status";

/**
 * Spec 000 section 3, "Rental object status: for sale, rented, booked, sold": how a rented
 * (tenancy) home is shown on the rental pages. The spec gives the list, not where it comes from;
 * a home stores one object status whatever its disposal form, and the rental status is read from
 * it and its stage (decision 022):
 *
 * - for sale: the home is free to apply for (object status for sale or pre-selling);
 * - booked: offered to an applicant who has not signed yet (reserved or booked);
 * - rented: the lease is signed (sold, for a home that is let);
 * - sold: the whole rental house has been handed over to its owner (a stage that is a
 *   reference project), so it is no longer let by us.
 *
 * Homes in any other status (not released yet, a showing apartment) are not offered for rent and
 * have no rental status. Shared by the server and the browser.
 */
export const RENTAL_OBJECT_STATUSES = ["forSale", "rented", "booked", "sold"] as const;
export type RentalObjectStatus = (typeof RENTAL_OBJECT_STATUSES)[number];

export function rentalStatusOf(objectStatus: string, stageProjectStatus: string): RentalObjectStatus | null {
  if (stageProjectStatus === "reference") return "sold";
  switch (objectStatus) {
    case "forSale":
    case "preselling":
      return "forSale";
    case "reserved":
    case "booked":
      return "booked";
    case "sold":
      return "rented";
    default:
      return null;
  }
}

/** The object statuses of homes that have a rental status in a stage that is still let (the SQL side of rentalStatusOf). */
export const LET_OBJECT_STATUSES = ["forSale", "preselling", "reserved", "booked", "sold"] as const;

const COLOURS: Record<RentalObjectStatus, StatusColour> = {
  forSale: "green",
  booked: "orange",
  rented: "blue",
  sold: "red",
};

export function rentalStatusColour(status: RentalObjectStatus): StatusColour {
  return COLOURS[status];
}
