import { describe, expect, it } from "vitest";
import { filterBoundsOf } from "./schema";
import {
  defaultSearchState,
  emptyFilter,
  parseHash,
  parseSearchUrl,
  type SearchUrlState,
  serializeSearchUrl,
  toSearchFilter,
} from "./search-url";

const sweden = filterBoundsOf("sv");
const finland = filterBoundsOf("fi");
const BASE = "/sok-bostad/";

function parse(href: string, bounds = sweden) {
  const url = new URL(href, "http://localhost");
  return parseSearchUrl({ pathname: url.pathname, search: url.search, hash: url.hash }, BASE, bounds);
}

describe("search URL", () => {
  it("reads the bare search path as everything, in image view with no tab override", () => {
    expect(parse("/sok-bostad/")).toEqual(defaultSearchState());
    expect(serializeSearchUrl(defaultSearchState(), BASE, sweden)).toBe("/sok-bostad/");
  });

  it("reads every parameter of the URL form", () => {
    const state = parse(
      "/sok-bostad/stockholms-lan/?q=Solna;Sundbyberg&minPrice=1000000&maxPrice=4000000&minRooms=2&maxRooms=4" +
        "&minArea=50&maxArea=120&type=townHouse,apartment&disposal=condominium&outdoor=balcony,patio" +
        "&concept=premium&status=forSale,preselling&viewing=HasAny&inhabit=1&sort=priceAsc&near=59.33,18.06#object",
    );
    expect(state).toEqual<SearchUrlState>({
      tagPath: "stockholms-lan",
      tagNames: ["Solna", "Sundbyberg"],
      filter: {
        minPrice: 1_000_000,
        maxPrice: 4_000_000,
        minRooms: 2,
        maxRooms: 4,
        minArea: 50,
        maxArea: 120,
        // Lists come back in the enumeration's order, so equal filters give equal URLs.
        residenceType: ["apartment", "townHouse"],
        disposalForm: ["condominium"],
        outdoorArea: ["balcony", "patio"],
        concepts: ["premium"],
        projectStatus: ["forSale", "preselling"],
        viewing: "HasAny",
        inhabitDate: 1,
        geoSearch: { latitude: 59.33, longitude: 18.06, radiusKm: 25 },
      },
      sort: "priceAsc",
      view: "image",
      tabOverride: "object",
    });
  });

  it("round-trips: serialize(parse(url)) is the URL, parse(serialize(state)) is the state", () => {
    const urls = [
      "/sok-bostad/?q=Solna;G%C3%B6teborg%20centrum&minPrice=1000000&maxRooms=3&type=apartment,townHouse&sort=priceDesc#map",
      "/sok-bostad/stockholms-lan/?minArea=55.5&outdoor=terrace&viewing=In30Days&inhabit=0&near=60.1,24.9,10#stage",
      "/sok-bostad/?disposal=ownershipApartment&concept=seniorGarden,smartSquare&status=vip#area",
    ];
    for (const url of urls) {
      const state = parse(url);
      expect(serializeSearchUrl(state, BASE, sweden)).toBe(url);
      expect(parse(serializeSearchUrl(state, BASE, sweden))).toEqual(state);
    }
    expect(parse(urls[0] as string).tagNames).toEqual(["Solna", "Göteborg centrum"]);
  });

  it("leaves defaults out: limits at the bounds mean no limit", () => {
    const state = parse("/sok-bostad/?minPrice=0&maxPrice=10000000&minRooms=1&maxRooms=5&minArea=0&maxArea=300");
    expect(state.filter).toEqual(emptyFilter());
    expect(serializeSearchUrl(state, BASE, sweden)).toBe("/sok-bostad/");
    const written = serializeSearchUrl(
      { ...defaultSearchState(), filter: { ...emptyFilter(), maxRooms: 5, minPrice: 0, inhabitDate: 3 } },
      BASE,
      sweden,
    );
    expect(written).toBe("/sok-bostad/");
  });

  it("uses the site's bounds: Finland's maximum price is 1 000 000 and rooms 4", () => {
    expect(parse("/sok-bostad/?maxPrice=900000&maxRooms=4", finland).filter.maxPrice).toBe(900_000);
    expect(parse("/sok-bostad/?maxPrice=2000000", finland).filter.maxPrice).toBeUndefined();
    expect(parse("/sok-bostad/?maxRooms=4", finland).filter.maxRooms).toBeUndefined();
    expect(parse("/sok-bostad/?maxRooms=4", sweden).filter.maxRooms).toBe(4);
  });

  it("drops invalid values instead of failing", () => {
    const state = parse(
      "/sok-bostad/a/b/?minPrice=abc&maxPrice=-5&minRooms=9&maxArea=1e9&type=castle,apartment&disposal=all" +
        "&viewing=Sometimes&inhabit=7&sort=random&near=91,18&q=;;%20;Solna;solna",
    );
    expect(state.tagPath).toBeNull();
    expect(state.filter).toEqual({ ...emptyFilter(), residenceType: ["apartment"] });
    expect(state.sort).toBe("recommended");
    expect(state.tagNames).toEqual(["Solna"]);
    // A minimum above the maximum is no range at all.
    expect(parse("/sok-bostad/?minRooms=4&maxRooms=2").filter).toEqual(emptyFilter());
    expect(parse("/sok-bostad/?near=59,18,0").filter.geoSearch).toBeUndefined();
    expect(parse("/sok-bostad/%E0%A4%A/").tagPath).toBeNull();
    expect(parse("/annan-sida/x/").tagPath).toBeNull();
  });

  it("accepts only object, area and stage as tab overrides, and map as the view", () => {
    expect(parseHash("#object")).toEqual({ view: "image", tabOverride: "object" });
    expect(parseHash("#area")).toEqual({ view: "image", tabOverride: "area" });
    expect(parseHash("#stage")).toEqual({ view: "image", tabOverride: "stage" });
    expect(parseHash("#premises")).toEqual({ view: "image", tabOverride: null });
    expect(parseHash("#open-login")).toEqual({ view: "image", tabOverride: null });
    expect(parseHash("#map")).toEqual({ view: "map", tabOverride: null });
    expect(parseHash("")).toEqual({ view: "image", tabOverride: null });
  });

  it("turns the URL's filter and the resolved tag ids into the search filter", () => {
    const filter = toSearchFilter({ ...emptyFilter(), minRooms: 3 }, [7, 3, 7]);
    expect(filter).toMatchObject({ minRooms: 3, tags: [3, 7], stageIds: [] });
  });
});
