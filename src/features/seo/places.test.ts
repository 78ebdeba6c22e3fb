import { describe, expect, it } from "vitest";
import { buildPlaceTree, compareProjects, type ProjectRow, statsOf } from "./places";

let id = 0;
function row(overrides: Partial<ProjectRow>): ProjectRow {
  id += 1;
  return {
    id,
    name: `Projekt ${id}`,
    url: `/bostader/x/y/projekt-${id}/`,
    county: "Skåne län",
    countySlug: "skane-lan",
    municipality: "Malmö",
    municipalitySlug: "malmo",
    status: "forSale",
    image: null,
    shortDescription: "",
    stages: 1,
    homesForSale: 0,
    minPrice: null,
    maxPrice: null,
    minRooms: null,
    maxRooms: null,
    recommendedRank: 0,
    ...overrides,
  };
}

describe("place statistics", () => {
  it("prices a place from homes for sale, ignoring planned ranges while anything is for sale", () => {
    const stats = statsOf([
      row({ homesForSale: 3, minPrice: 2_000_000, maxPrice: 3_000_000 }),
      row({ homesForSale: 0, status: "planned", minPrice: 1_000_000, maxPrice: 9_000_000 }),
    ]);
    expect(stats).toEqual({ projects: 2, homesForSale: 3, minPrice: 2_000_000, maxPrice: 3_000_000 });
  });

  it("falls back to planned ranges when nothing is for sale, and to no price at all", () => {
    expect(statsOf([row({ minPrice: 1_000_000, maxPrice: 9_000_000 })])).toMatchObject({
      minPrice: 1_000_000,
      maxPrice: 9_000_000,
    });
    expect(statsOf([row({})])).toMatchObject({ minPrice: null, maxPrice: null });
  });
});

describe("place tree", () => {
  it("groups by county and municipality, sorted by name in the site's locale", () => {
    const tree = buildPlaceTree(
      [
        row({ municipality: "Östra Göinge", municipalitySlug: "ostra-goinge" }),
        row({ municipality: "Ängelholm", municipalitySlug: "angelholm" }),
        row({ municipality: "Malmö", municipalitySlug: "malmo" }),
        row({
          county: "Blekinge län",
          countySlug: "blekinge-lan",
          municipality: "Karlskrona",
          municipalitySlug: "karlskrona",
        }),
      ],
      "/bostader/",
      "sv-SE",
    );
    expect(tree.counties.map((c) => c.url)).toEqual(["/bostader/blekinge-lan/", "/bostader/skane-lan/"]);
    // Swedish order puts Å, Ä, Ö after Z.
    expect(tree.counties[1]?.municipalities.map((m) => m.name)).toEqual(["Malmö", "Ängelholm", "Östra Göinge"]);
    expect(tree.counties[1]?.municipalities[0]?.url).toBe("/bostader/skane-lan/malmo/");
    expect(tree.stats.projects).toBe(4);
  });

  it("lists projects being sold before planned, sold-out and reference projects", () => {
    const projects = [
      row({ name: "Referens", status: "reference" }),
      row({ name: "Slutsålt", status: "soldOut" }),
      row({ name: "Planerat", status: "planned" }),
      row({ name: "Till salu B", status: "forSale", recommendedRank: 2 }),
      row({ name: "Till salu A", status: "vip", recommendedRank: 1 }),
    ].sort(compareProjects);
    expect(projects.map((p) => p.name)).toEqual(["Till salu A", "Till salu B", "Planerat", "Slutsålt", "Referens"]);
  });
});
