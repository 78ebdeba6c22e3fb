import { describe, expect, it } from "vitest";
import { floorPlanLayout, floorPlanSvg } from "./floor-plan";

const labels = {
  title: "Planritning, 3 rum och kök, 78 m²",
  livingRoom: "Vardagsrum",
  bedroom: "Sovrum",
  kitchen: "Kök",
  bathroom: "Badrum",
  hall: "Hall",
  area: "Boarea 78 m²",
  floor: "Våning 3",
};

const count = (svg: string, needle: string) => svg.split(needle).length - 1;

describe("floorPlanSvg", () => {
  it.each([1, 2, 3, 4, 5, 6])("draws exactly %i counted rooms (living room + bedrooms)", (rooms) => {
    const svg = floorPlanSvg({ id: 100 + rooms, rooms, livingArea: 25 + 22 * rooms }, labels, "sv");
    expect(count(svg, 'data-space="room"')).toBe(rooms);
    expect(count(svg, 'data-kind="livingRoom"')).toBe(1);
    expect(count(svg, 'data-kind="bedroom"')).toBe(rooms - 1);
    expect(count(svg, 'data-kind="kitchen"')).toBe(1);
    expect(count(svg, 'data-kind="hall"')).toBe(1);
    expect(count(svg, 'data-kind="bathroom"')).toBeGreaterThanOrEqual(1);
    expect(count(svg, ">Sovrum<")).toBe(rooms - 1);
  });

  it("scales the spaces so their total is the living area, without overlaps", () => {
    for (const [id, rooms, livingArea] of [
      [1, 1, 31],
      [2, 3, 78.5],
      [3, 5, 141],
      [4, 6, 320],
    ] as const) {
      const { width, depth, spaces } = floorPlanLayout({ id, rooms, livingArea });
      expect(width * depth).toBeCloseTo(livingArea, 6);
      expect(spaces.reduce((n, s) => n + s.width * s.depth, 0)).toBeCloseTo(livingArea, 6);
      for (const s of spaces) {
        expect(s.x).toBeGreaterThanOrEqual(-1e-9);
        expect(s.y).toBeGreaterThanOrEqual(-1e-9);
        expect(s.x + s.width).toBeLessThanOrEqual(width + 1e-9);
        expect(s.y + s.depth).toBeLessThanOrEqual(depth + 1e-9);
        expect(s.width * s.depth).toBeCloseTo(s.area, 6);
      }
    }
  });

  it("shows the living-area text, the floor and an accessible title", () => {
    const svg = floorPlanSvg({ id: 7, rooms: 3, livingArea: 78, floor: 3 }, labels, "sv");
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img" aria-labelledby="fp-7-title fp-7-desc">/,
    );
    expect(svg).toContain('<title id="fp-7-title">Planritning, 3 rum och kök, 78 m²</title>');
    expect(svg).toContain("Boarea 78 m² · Våning 3");
    const withoutLabel = floorPlanSvg({ id: 7, rooms: 3, livingArea: 78.5 }, { ...labels, area: undefined }, "sv");
    expect(withoutLabel).toContain(">78,5\u00a0m²</text>");
    expect(withoutLabel).not.toContain("Våning 3");
  });

  it("writes areas with the language's decimal separator", () => {
    const home = { id: 7, rooms: 3, livingArea: 78.5 };
    const english = floorPlanSvg(home, { ...labels, area: undefined }, "en");
    expect(english).toContain(">78.5\u00a0m²</text>");
    expect(english).not.toMatch(/\d,\d m²/);
    expect(floorPlanSvg(home, { ...labels, area: undefined }, "fi")).toContain(">78,5\u00a0m²</text>");
  });

  it("sizes the white background to the drawing", () => {
    const svg = floorPlanSvg({ id: 7, rooms: 3, livingArea: 78 }, labels, "sv");
    const height = /viewBox="0 0 800 (\d+)"/.exec(svg)?.[1];
    expect(svg).toContain(`<rect x="0" y="0" width="800" height="${height}" fill="#ffffff"/>`);
  });

  it("is deterministic per id and varies between ids", () => {
    const home = { id: 42, rooms: 4, livingArea: 104 };
    expect(floorPlanSvg(home, labels, "sv")).toBe(floorPlanSvg({ ...home }, labels, "sv"));
    const variants = new Set(Array.from({ length: 8 }, (_, i) => floorPlanSvg({ ...home, id: i }, labels, "sv")));
    expect(variants.size).toBeGreaterThan(4);
  });

  it("escapes translated labels", () => {
    const svg = floorPlanSvg(
      { id: "a<b", rooms: 2, livingArea: 60 },
      { ...labels, title: 'Plan "A" & <B>', kitchen: "Kök & matplats" },
      "sv",
    );
    expect(svg).toContain('<title id="fp-ab-title">Plan &quot;A&quot; &amp; &lt;B&gt;</title>');
    expect(svg).toContain("Kök &amp; matplats");
    expect(svg).not.toContain("a<b");
  });
});
