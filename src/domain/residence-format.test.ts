import { describe, expect, it } from "vitest";
import { showsPrice } from "./residence-format";

describe("which homes show their price", () => {
  it("shows the price of homes for sale and of resale (succession) homes", () => {
    for (const status of ["forSale", "reserved", "preselling", "succession"]) expect(showsPrice(status)).toBe(true);
  });

  it("shows the status instead for sold, booked and unavailable homes", () => {
    for (const status of ["sold", "booked", "notAvailable", "showingApartment"]) expect(showsPrice(status)).toBe(false);
  });
});
