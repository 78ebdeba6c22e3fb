import { describe, expect, it } from "vitest";
import { SITES } from "~/sites/sites";
import type { WidenResponse } from "./schema";
import { searchTestApp } from "./search-test-app";

/**
 * POST /api/residence/search/widen (issue 13, decision 021): what an empty search would find
 * without each of its filters, and the nearest places where the rest of the filter finds homes.
 */

const setup = searchTestApp();

const widen = (filter: object) =>
  setup.api.ok<WidenResponse>("/api/residence/search/widen", { siteId: SITES.sv.siteId, filter });

/** A place: an area in a municipality, one stage at a position, homes, and the place's tag. */
async function place(municipality: string, latitude: number, longitude: number, homes: { price: number }[]) {
  const area = await setup.f.area({ municipality, county: "Stockholms län", latitude, longitude });
  const stage = await setup.f.stage(area, { latitude, longitude });
  for (const home of homes) await setup.f.object(stage, home);
  const tag = await setup.f.tag("sv", municipality, [stage.id]);
  return { area, stage, tag };
}

describe("search/widen", () => {
  it("counts every tab without each narrowing filter, and offers the nearest places first", async () => {
    const nacka = await place("Nacka", 59.31, 18.16, [{ price: 6_000_000 }]);
    const solna = await place("Solna", 59.36, 18.0, [{ price: 3_000_000 }]);
    await place("Malmö", 55.6, 13.0, [{ price: 2_500_000 }, { price: 2_000_000 }]);
    // A quality, not a place: never offered as a place to search instead.
    await setup.f.tag("sv", "Nära vatten", [solna.stage.id]);

    const filter = { tags: [nacka.tag.id], maxPrice: 4_000_000, minRooms: 1 };
    expect((await setup.api.objects("sv", { filter })).counts.objects).toBe(0);
    const answer = await widen(filter);
    expect(answer.filters).toEqual([
      { filter: "price", counts: { objects: 1, stages: 1, areas: 1 } },
      // Every home has at least one room: leaving the rooms out finds nothing more.
      { filter: "rooms", counts: { objects: 0, stages: 0, areas: 0 } },
    ]);
    expect(answer.places.map((entry) => entry.tag.name)).toEqual(["Solna", "Malmö"]);
    expect(answer.places[1]?.counts).toEqual({ objects: 2, stages: 1, areas: 1 });
    expect(answer.places.map((entry) => entry.tag.id)).not.toContain(nacka.tag.id);
  });

  it("offers nothing for a search without filters", async () => {
    await place("Nacka", 59.31, 18.16, [{ price: 6_000_000 }]);
    expect(await widen({})).toEqual({ filters: [], places: [] });
  });

  it("refuses a filter that is not one", async () => {
    const response = await setup.api.post("/api/residence/search/widen", {
      siteId: SITES.sv.siteId,
      filter: { maxPrice: "many" },
    });
    expect(response.statusCode).toBe(400);
  });
});
