import { describe, expect, it } from "vitest";
import { generateInventory } from "~/db/seed/residences/generate";
import { brokerOf } from "./brokers";
import { SUCCESSION_PAGE_SIZE } from "./limits";

/**
 * The demo inventory has enough resale (succession) homes for the succession page to mean
 * something: on each country site more than two pages of homes in at least four
 * municipalities, every one with an asking price and a broker (issue 19).
 */
describe("the demo inventory's resale homes", () => {
  const inventory = generateInventory("demo", new Date("2026-03-10T08:30:00Z"));

  for (const site of ["sv", "no", "fi"] as const) {
    it(`${site}: at least 14 homes in 4 or more municipalities, each with an asking price and a broker`, () => {
      const resale = inventory.areas
        .filter((area) => area.site === site)
        .flatMap((area) =>
          area.stages.flatMap((stage) =>
            stage.homes
              .filter((home) => home.status === "succession")
              .map((home) => ({
                home,
                municipality: area.municipality,
                broker: brokerOf(stage.contacts, area.contacts),
              })),
          ),
        );
      expect(resale.length).toBeGreaterThanOrEqual(Math.max(14, 2 * SUCCESSION_PAGE_SIZE + 1));
      expect(new Set(resale.map((r) => r.municipality)).size).toBeGreaterThanOrEqual(4);
      for (const { home, broker } of resale) {
        expect(home.price).toBeGreaterThan(0);
        expect(broker).not.toBeNull();
      }
    });
  }
});
