import { describe, expect, it } from "vitest";
import { parsePremisesUrl, premisesQueryOf, serializePremisesUrl } from "./premises-url";

/** The premises start page's URL state (decision 052): lenient parsing, one spelling per state. */

describe("parsePremisesUrl", () => {
  it("reads the filters, the sort and the view", () => {
    expect(
      parsePremisesUrl(
        "?minArea=50&maxArea=150&type=office&tags=centralt-lage;parkering&sort=premisesSizeAsc&view=map",
        "sv",
      ),
    ).toEqual({
      minArea: 50,
      maxArea: 150,
      type: "office",
      tags: ["centralt-lage", "parkering"],
      sort: "premisesSizeAsc",
      view: "map",
    });
  });

  it("leaves out what it cannot use, so a shared address always opens", () => {
    expect(parsePremisesUrl("?minArea=-5&maxArea=abc&type=castle&sort=priceAsc&view=grid", "sv")).toEqual({
      minArea: undefined,
      maxArea: undefined,
      type: undefined,
      tags: [],
      sort: "accessAsc",
      view: "list",
    });
  });

  it("keeps the site's slider: 0–150 in Finland, 0–200 in Sweden; its ends are no limit", () => {
    expect(parsePremisesUrl("?maxArea=180", "fi").maxArea).toBeUndefined();
    expect(parsePremisesUrl("?maxArea=180", "sv").maxArea).toBe(180);
    expect(parsePremisesUrl("?minArea=0&maxArea=200", "sv")).toMatchObject({ minArea: undefined, maxArea: undefined });
    expect(parsePremisesUrl("?minArea=0&maxArea=150", "fi")).toMatchObject({ minArea: undefined, maxArea: undefined });
  });

  it("swaps a minimum above the maximum", () => {
    expect(parsePremisesUrl("?minArea=120&maxArea=40", "sv")).toMatchObject({ minArea: 40, maxArea: 120 });
  });
});

describe("serializePremisesUrl", () => {
  it("writes the defaults as nothing, and round-trips a state", () => {
    expect(serializePremisesUrl(parsePremisesUrl("?sort=accessAsc&view=list", "sv"))).toBe("");
    const query = "?minArea=50&maxArea=150&type=shop&tags=centralt-lage;parkering&sort=premisesSizeDesc&view=map";
    expect(serializePremisesUrl(parsePremisesUrl(query, "sv"))).toBe(query);
  });
});

describe("premisesQueryOf", () => {
  it("resolves tag names to the site's ids, ignoring case and unknown names", () => {
    const tags = [
      { id: 3, url: "centralt-lage" },
      { id: 9, url: "parkering" },
    ];
    const state = parsePremisesUrl("?tags=Parkering;okand;centralt-lage&type=storage", "sv");
    expect(premisesQueryOf(state, tags)).toEqual({
      filter: { minArea: undefined, maxArea: undefined, tags: [9, 3], type: "storage" },
      sort: "accessAsc",
    });
  });
});
