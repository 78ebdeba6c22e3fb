import { describe, expect, it } from "vitest";
import { LET_OBJECT_STATUSES, RENTAL_OBJECT_STATUSES, rentalStatusOf } from "./rental-status";
import { OBJECT_STATUSES } from "./residence-enums";

describe("rental object status (spec 000 section 3, decision 022)", () => {
  it("reads a let home's status from its object status", () => {
    expect(rentalStatusOf("forSale", "forSale")).toBe("forSale");
    expect(rentalStatusOf("preselling", "preselling")).toBe("forSale");
    expect(rentalStatusOf("reserved", "forSale")).toBe("booked");
    expect(rentalStatusOf("booked", "moveInReady")).toBe("booked");
    expect(rentalStatusOf("sold", "forSale")).toBe("rented");
    expect(rentalStatusOf("sold", "soldOut")).toBe("rented");
  });

  it("is sold for every home of a rental house handed over to its owner", () => {
    expect(rentalStatusOf("sold", "reference")).toBe("sold");
    expect(rentalStatusOf("forSale", "reference")).toBe("sold");
  });

  it("leaves out homes that are not offered for rent", () => {
    for (const status of ["notAvailable", "showingApartment", "succession"]) {
      expect(rentalStatusOf(status, "forSale")).toBeNull();
    }
  });

  it("gives each of the spec's four statuses, and the SQL list names exactly the statuses that have one", () => {
    const given = new Set(OBJECT_STATUSES.map((status) => rentalStatusOf(status, "forSale")).filter(Boolean));
    given.add(rentalStatusOf("sold", "reference"));
    expect([...given].sort()).toEqual([...RENTAL_OBJECT_STATUSES].sort());
    const withStatus = OBJECT_STATUSES.filter((status) => rentalStatusOf(status, "forSale") !== null);
    expect([...withStatus].sort()).toEqual([...LET_OBJECT_STATUSES].sort());
  });
});
