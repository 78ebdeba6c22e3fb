import { describe, expect, it } from "vitest";
import { objects } from "~/db/schema";
import { SITES } from "~/sites/sites";
import {
  type HitListResponse,
  MarkersResponseSchema,
  ObjectSearchResponseSchema,
  StageAndAreaSearchResponseSchema,
  type StageCountiesResponse,
  type StageObjectsResponse,
  type TagListResponse,
} from "./schema";
import { searchTestApp } from "./search-test-app";
import { hostOf } from "./test-factory";

/** The residence-search calls of spec 000 §7 besides the two searches (see search-filters.api.test.ts). */

const setup = searchTestApp();

const sv = SITES.sv.siteId;

describe("POST /api/residence/search_stage", () => {
  it("lists the stage's searchable homes as hits, or all of them with allStatuses", async () => {
    const area = await setup.f.area();
    const stage = await setup.f.stage(area);
    const forSale = await setup.f.object(stage, { price: 3_000_000 });
    const sold = await setup.f.object(stage, { status: "sold", price: 2_000_000 });
    const reserved = await setup.f.object(stage, { status: "reserved", price: 4_000_000 });
    const elsewhere = await setup.f.stage(area);
    await setup.f.object(elsewhere);

    const searchable = await setup.api.ok<StageObjectsResponse>("/api/residence/search_stage", {
      siteId: sv,
      stageId: stage.id,
      sort: "priceAsc",
    });
    expect(searchable.stageId).toBe(stage.id);
    expect(searchable.total).toBe(2);
    expect(searchable.hits.map((h) => h.id)).toEqual([forSale.id, reserved.id]);
    expect(searchable.hits.every((h) => h.type === "object")).toBe(true);

    const everything = await setup.api.ok<StageObjectsResponse>("/api/residence/search_stage", {
      siteId: sv,
      stageId: stage.id,
      sort: "priceDesc",
      allStatuses: true,
      limit: 2,
    });
    expect(everything.total).toBe(3);
    expect(everything.hits.map((h) => h.id)).toEqual([reserved.id, forSale.id]);
    // The sold home is among all the homes only (the cheapest, so past the limit above).
    const all = await setup.api.ok<StageObjectsResponse>("/api/residence/search_stage", {
      siteId: sv,
      stageId: stage.id,
      sort: "priceAsc",
      allStatuses: true,
    });
    expect(all.hits.map((h) => h.id)).toEqual([sold.id, forSale.id, reserved.id]);
  });

  it("answers 404 for a stage that is not the site's", async () => {
    const { stage } = await setup.f.home({ site: "no" });
    for (const stageId of [stage.id, 999_999]) {
      const response = await setup.api.post("/api/residence/search_stage", { siteId: sv, stageId });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.fields).toEqual([{ field: "stageId", message: "Etappen finns inte." }]);
    }
  });
});

describe("POST /api/residence/search/by_ids/stage, /by_ids/object and /by_ids/area", () => {
  it("returns the site's stages in the order asked, whatever their status, and leaves out others", async () => {
    const a = await setup.f.home({}, { projectStatus: "soldOut" });
    const b = await setup.f.home({ price: 2_500_000 });
    await setup.f.object(b.stage, { price: 3_500_000 });
    await setup.f.object(b.stage, { price: 1_000_000, status: "sold" });
    const planned = await setup.f.stage(b.area, { projectStatus: "planned", plannedMinPrice: 5_000_000 });
    const norwegian = await setup.f.home({ site: "no" });
    const { hits } = await setup.api.ok<HitListResponse>("/api/residence/search/by_ids/stage", {
      siteId: sv,
      ids: [planned.id, b.stage.id, norwegian.stage.id, 424_242, a.stage.id, b.stage.id],
    });
    expect(hits.map((h) => h.id)).toEqual([planned.id, b.stage.id, a.stage.id]);
    expect(hits[0]).toMatchObject({ type: "stage", status: "planned", minPrice: 5_000_000, matchingObjects: 0 });
    // Ranges of the searchable homes only.
    expect(hits[1]).toMatchObject({ minPrice: 2_500_000, maxPrice: 3_500_000, matchingObjects: 2 });
    expect(hits[2]).toMatchObject({ status: "soldOut" });
  });

  it("returns the site's homes in the order asked, sold ones too", async () => {
    const { stage, object: first } = await setup.f.home();
    const sold = await setup.f.object(stage, { status: "sold" });
    const norwegian = await setup.f.home({ site: "no" });
    const { hits } = await setup.api.ok<HitListResponse>("/api/residence/search/by_ids/object", {
      siteId: sv,
      ids: [sold.id, norwegian.object.id, first.id],
    });
    expect(hits.map((h) => [h.id, h.status])).toEqual([
      [sold.id, "sold"],
      [first.id, "forSale"],
    ]);
    // Numeric strings are ids too (the ids may come from a query string).
    const fromStrings = await setup.api.ok<HitListResponse>("/api/residence/search/by_ids/object", {
      siteId: sv,
      ids: [String(first.id)],
    });
    expect(fromStrings.hits.map((h) => h.id)).toEqual([first.id]);
  });

  it("returns the site's areas in the order asked, with the ranges of all their stages", async () => {
    const a = await setup.f.home({ price: 2_500_000, rooms: 2 }, { name: "Etapp 1" }, { name: "Ekbacken" });
    await setup.f.object(a.stage, { price: 3_500_000, rooms: 4 });
    await setup.f.stage(a.area, { projectStatus: "planned", plannedMinPrice: 1_900_000, plannedMaxPrice: 6_000_000 });
    const sold = await setup.f.home({ status: "sold" }, { projectStatus: "soldOut" });
    const norwegian = await setup.f.home({ site: "no" });
    const { hits } = await setup.api.ok<HitListResponse>("/api/residence/search/by_ids/area", {
      siteId: sv,
      ids: [sold.area.id, norwegian.area.id, 424_242, a.area.id],
    });
    expect(hits.map((h) => [h.id, h.type])).toEqual([
      [sold.area.id, "area"],
      [a.area.id, "area"],
    ]);
    // The released stage's homes and the planned stage's planned ranges.
    expect(hits[1]).toMatchObject({
      name: "Ekbacken",
      url: a.area.url,
      minPrice: 1_900_000,
      maxPrice: 6_000_000,
      minRooms: 2,
      matchingObjects: 2,
    });
    expect(hits[0]).toMatchObject({ matchingObjects: 0 });
  });

  it("takes up to 400 ids and answers 400 beyond", async () => {
    const { object } = await setup.f.home();
    const ids = Array.from({ length: 400 }, (_, i) => object.id + i);
    for (const path of [
      "/api/residence/search/by_ids/object",
      "/api/residence/search/by_ids/stage",
      "/api/residence/search/by_ids/area",
    ]) {
      const ok = await setup.api.post(path, { siteId: sv, ids });
      expect(ok.statusCode).toBe(200);
      const tooMany = await setup.api.post(path, { siteId: sv, ids: [...ids, object.id + 400] });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error.fields[0].field).toBe("ids");
      const none = await setup.api.post(path, { siteId: sv, ids: [] });
      expect(none.statusCode).toBe(400);
    }
  });
});

describe("tags", () => {
  it("GET stage_tags lists the tags that the site's stages carry, by name", async () => {
    const { stage } = await setup.f.home();
    const other = await setup.f.home();
    const uppsala = await setup.f.tag("sv", "Uppsala", [stage.id, other.stage.id]);
    const nacka = await setup.f.tag("sv", "Nacka", [stage.id]);
    await setup.f.tag("sv", "Unused");
    const norwegian = await setup.f.home({ site: "no" });
    await setup.f.tag("no", "Oslo", [norwegian.stage.id]);
    const response = await setup.app.inject({ url: `/api/residence/search/stage_tags/${sv}` });
    expect(response.statusCode).toBe(200);
    expect((response.json() as TagListResponse).tags).toEqual([
      { id: nacka.id, name: "Nacka", url: nacka.url, hasRental: false },
      { id: uppsala.id, name: "Uppsala", url: uppsala.url, hasRental: false },
    ]);
  });

  it("suggests at most ten tags: case- and accent-insensitive, prefix matches first", async () => {
    const { stage } = await setup.f.home();
    const names = ["Södermalm", "Solna", "Sollentuna", "Västra Götaland", "Östersund", "Nacka"];
    const tag = Object.fromEntries(
      await Promise.all(
        names.map(async (name) => [name, await setup.f.tag("sv", name, name === "Solna" ? [stage.id] : [])]),
      ),
    );
    await setup.f.tag("no", "Sola");
    const suggest = async (text: string) =>
      (await setup.api.ok<TagListResponse>("/api/residence/search/tags", { siteId: sv, text })).tags.map((t) => t.name);

    expect(await suggest("SOL")).toEqual(["Solna", "Sollentuna"]);
    expect(await suggest("soder")).toEqual(["Södermalm"]);
    expect(await suggest("ostersund")).toEqual(["Östersund"]);
    expect(await suggest("göta")).toEqual(["Västra Götaland"]);
    // Names that start with the text first, then the most used (Solna has a stage), then by name.
    expect(await suggest("na")).toEqual(["Nacka", "Solna", "Sollentuna"]);
    expect(await suggest("%")).toEqual([]);
    expect(tag.Solna).toBeDefined();

    for (let i = 0; i < 12; i++) await setup.f.tag("sv", `Tag ${i}`);
    expect(await suggest("tag")).toHaveLength(10);
    expect(await suggest("")).toHaveLength(10);
  });

  it("resolves a search URL's tag path and q names, ignoring unknown names", async () => {
    const stockholm = await setup.f.tag("sv", "Stockholms län");
    const nacka = await setup.f.tag("sv", "Nacka");
    const solna = await setup.f.tag("sv", "Solna");
    const resolve = async (url: string, q: string) =>
      (await setup.api.ok<TagListResponse>("/api/residence/search/tags/url", { siteId: sv, url, q })).tags.map(
        (t) => t.id,
      );

    expect(await resolve(`${stockholm.url}/`, "solna; NACKA ;okänd")).toEqual([stockholm.id, solna.id, nacka.id]);
    expect(await resolve("", "Nacka")).toEqual([nacka.id]);
    expect(await resolve("finns-inte", "")).toEqual([]);
    expect(await resolve("", "")).toEqual([]);
  });
});

describe("POST /api/residence/search_stage_counties", () => {
  it("counts matching stages and homes per county and municipality", async () => {
    const place = (county: string, municipality: string) => ({
      county,
      countySlug: county.toLowerCase().replace(/[^a-z]+/g, "-"),
      municipality,
      municipalitySlug: municipality.toLowerCase(),
    });
    const solna = await setup.f.area(place("Stockholms län", "Solna"));
    const nacka = await setup.f.area(place("Stockholms län", "Nacka"));
    const uppsala = await setup.f.area(place("Uppsala län", "Uppsala"));
    const s1 = await setup.f.stage(solna);
    await setup.f.object(s1, { rooms: 2 });
    await setup.f.object(s1, { rooms: 4 });
    const s2 = await setup.f.stage(nacka);
    await setup.f.object(s2, { rooms: 3 });
    await setup.f.stage(nacka, { projectStatus: "planned" });
    const s3 = await setup.f.stage(uppsala);
    await setup.f.object(s3, { rooms: 1 });

    const all = await setup.api.ok<StageCountiesResponse>("/api/residence/search_stage_counties", { siteId: sv });
    expect(all.counties).toEqual([
      {
        county: "Stockholms län",
        countySlug: "stockholms-l-n",
        stages: 3,
        objects: 3,
        municipalities: [
          { municipality: "Nacka", municipalitySlug: "nacka", stages: 2, objects: 1 },
          { municipality: "Solna", municipalitySlug: "solna", stages: 1, objects: 2 },
        ],
      },
      {
        county: "Uppsala län",
        countySlug: "uppsala-l-n",
        stages: 1,
        objects: 1,
        municipalities: [{ municipality: "Uppsala", municipalitySlug: "uppsala", stages: 1, objects: 1 }],
      },
    ]);
    const filtered = await setup.api.ok<StageCountiesResponse>("/api/residence/search_stage_counties", {
      siteId: sv,
      filter: { minRooms: 4, projectStatus: ["forSale"] },
    });
    expect(filtered.counties).toEqual([
      {
        county: "Stockholms län",
        countySlug: "stockholms-l-n",
        stages: 1,
        objects: 1,
        municipalities: [{ municipality: "Solna", municipalitySlug: "solna", stages: 1, objects: 1 }],
      },
    ]);
  });
});

describe("every site with search", () => {
  it("answers each site's searches with its own homes and the site's GUID in the hits", async () => {
    for (const code of ["sv", "no", "fi", "seniorgarden", "cooperative"] as const) {
      const { object, stage } = await setup.f.home({ site: code, totalPrice: code === "fi" ? 300_000 : null });
      const objects = await setup.api.objects(code);
      expect(objects.hits.map((h) => [h.id, h.siteId])).toEqual([[object.id, SITES[code].siteId]]);
      const stages = await setup.api.stagesAndAreas(code);
      expect(stages.stages.map((h) => h.id)).toEqual([stage.id]);
      const response = await setup.app.inject({
        url: `/api/residence/search/stage_tags/${SITES[code].siteId}`,
        headers: { host: hostOf(code) },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe("API reference", () => {
  it("documents every search call with its payload and answer under the search tag", async () => {
    const response = await setup.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<
      string,
      Record<string, { tags?: string[]; summary?: string; requestBody?: unknown; responses: Record<string, unknown> }>
    >;
    const calls = [
      ["post", "/api/residence/search_object"],
      ["post", "/api/residence/stage_and_area_search"],
      ["post", "/api/residence/search_stage"],
      ["get", "/api/residence/search/stage_tags/{siteId}"],
      ["post", "/api/residence/search/tags"],
      ["post", "/api/residence/search_stage_counties"],
      ["post", "/api/residence/search/tags/url"],
      ["post", "/api/residence/search/by_ids/stage"],
      ["post", "/api/residence/search/by_ids/object"],
      ["post", "/api/residence/search/by_ids/area"],
      ["post", "/api/residence/search/markers"],
    ] as const;
    for (const [method, path] of calls) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags).toEqual(["search"]);
      expect(operation!.summary).toMatch(/spec 000 §7/);
      expect(operation!.responses["200"]).toBeDefined();
      expect(operation!.responses["400"]).toBeDefined();
      if (method === "post") expect(operation!.requestBody).toBeDefined();
    }
  });
});

describe("answers built by the database", () => {
  it("come as JSON with exactly the documented shape", async () => {
    const { stage } = await setup.f.home({ images: [{ src: "a.jpg", alt: "A" }] });
    await setup.f.showing(stage, new Date(Date.now() + 86_400_000));
    await setup.f.stage(await setup.f.area(), { projectStatus: "planned", plannedMinPrice: 1_000_000 });
    for (const [url, schema, extra] of [
      ["/api/residence/search_object", ObjectSearchResponseSchema, {}],
      ["/api/residence/stage_and_area_search", StageAndAreaSearchResponseSchema, {}],
      ["/api/residence/search/markers", MarkersResponseSchema, { type: "object" }],
      ["/api/residence/search/markers", MarkersResponseSchema, { type: "stage" }],
      ["/api/residence/search/markers", MarkersResponseSchema, { type: "area" }],
    ] as const) {
      const response = await setup.api.post(url, { siteId: sv, ...extra });
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      const body = response.json();
      expect(schema.parse(body)).toEqual(body);
    }
  });
});

describe("POST /api/residence/stage_and_area_search pages", () => {
  it("answers 30 stages and areas by default, pages each list on its own, and counts all three tabs", async () => {
    for (let i = 0; i < 35; i++) await setup.f.home({ price: 1_000_000 + (i % 9) * 100_000 });
    const all = { objects: 35, stages: 35, areas: 35 };
    const first = await setup.api.stagesAndAreas("sv", { sort: "priceAsc" });
    expect([first.stages.length, first.areas.length, first.limit, first.offset]).toEqual([30, 30, 30, 0]);
    expect(first.counts).toEqual(all);

    const stagesMore = await setup.api.stagesAndAreas("sv", { sort: "priceAsc", tab: "stage", offset: 30 });
    expect([stagesMore.stages.length, stagesMore.areas.length]).toEqual([5, 0]);
    expect(stagesMore.counts).toEqual(all);
    const areasMore = await setup.api.stagesAndAreas("sv", { sort: "priceAsc", tab: "area", offset: 30 });
    expect([areasMore.stages.length, areasMore.areas.length]).toEqual([0, 5]);
    expect(areasMore.counts).toEqual(all);

    const everyStage = await setup.api.stageIds("sv", {}, "priceAsc");
    expect(everyStage).toHaveLength(35);
    expect([...first.stages, ...stagesMore.stages].map((h) => h.id)).toEqual(everyStage);
    expect([...first.areas, ...areasMore.areas].map((h) => h.id)).toEqual(
      await setup.api.areaIds("sv", {}, "priceAsc"),
    );
    const middle = await setup.api.stagesAndAreas("sv", { sort: "priceAsc", tab: "stage", limit: 10, offset: 10 });
    expect(middle.stages.map((h) => h.id)).toEqual(everyStage.slice(10, 20));
    expect((await setup.api.stagesAndAreas("sv", { offset: 100 })).stages).toEqual([]);
  });

  it("pages areas by their own order, with the ranges of all their matching stages", async () => {
    const areas = [];
    for (let i = 0; i < 4; i++) {
      const area = await setup.f.area({ recommendedRank: 10 - i });
      for (const price of [2_000_000 + i * 100_000, 5_000_000])
        await setup.f.object(await setup.f.stage(area), { price });
      areas.push(area);
    }
    const page = await setup.api.stagesAndAreas("sv", { tab: "area", limit: 2, offset: 1 });
    expect(page.areas.map((a) => a.id)).toEqual([areas[2]!.id, areas[1]!.id]);
    expect(page.areas[0]).toMatchObject({ minPrice: 2_200_000, maxPrice: 5_000_000, matchingObjects: 2 });
    expect(page.counts).toEqual({ objects: 8, stages: 8, areas: 4 });
  });
});

describe("POST /api/residence/search/markers", () => {
  it("answers every hit of a tab as a marker, with the filter and the order of the search", async () => {
    const north = await setup.f.area({
      name: "Norrstrand",
      latitude: 63.825_847,
      longitude: 20.263_036,
      recommendedRank: 2,
    });
    const nStage = await setup.f.stage(north, { name: "Norrstrand, etapp 1", latitude: 63.82, longitude: 20.26 });
    const homes = [];
    for (let i = 0; i < 40; i++) {
      homes.push(
        await setup.f.object(nStage, { rooms: 2 + (i % 2), number: String(100 + i), latitude: 63.8 + i / 1000 }),
      );
    }
    const planned = await setup.f.stage(north, { projectStatus: "planned", recommendedRank: 0 });
    const south = await setup.f.home({ rooms: 3 }, { recommendedRank: 1 }, { recommendedRank: 1 });

    const objectMarkers = MarkersResponseSchema.parse(await setup.api.markers("sv", "object"));
    expect(objectMarkers).toMatchObject({ type: "object", total: 41, truncated: false });
    // Recommended order: the stage's rank, then the id.
    expect(objectMarkers.markers.map(([id]) => id)).toEqual([south.object.id, ...homes.map((h) => h.id)]);
    // [id, latitude, longitude, status, name (the stage's), objectNumber]
    expect(objectMarkers.markers[1]).toEqual([homes[0]!.id, 63.8, 18.06, "forSale", "Norrstrand, etapp 1", "100"]);
    const threeRooms = await setup.api.markers("sv", "object", { minRooms: 3, maxRooms: 3 });
    expect(threeRooms.total).toBe(21);
    expect(threeRooms.markers.map(([id]) => id)).toEqual([
      south.object.id,
      ...homes.filter((h) => h.rooms === 3).map((h) => h.id),
    ]);

    const stageMarkers = MarkersResponseSchema.parse(await setup.api.markers("sv", "stage"));
    expect(stageMarkers.markers.map(([id, , , status]) => [id, status])).toEqual([
      [planned.id, "planned"],
      [south.stage.id, "forSale"],
      [nStage.id, "forSale"],
    ]);
    expect(stageMarkers.markers[2]).toEqual([nStage.id, 63.82, 20.26, "forSale", "Norrstrand, etapp 1", null]);
    const areaMarkers = MarkersResponseSchema.parse(await setup.api.markers("sv", "area"));
    expect(areaMarkers.markers.map(([id]) => id)).toEqual([south.area.id, north.id]);
    expect(areaMarkers.markers[1]).toEqual([north.id, 63.82585, 20.26304, "forSale", "Norrstrand", null]);
    // With a filter the stages are counted from their matching homes: the same markers, in the same order.
    const stagesWithThreeRooms = MarkersResponseSchema.parse(await setup.api.markers("sv", "stage", { minRooms: 3 }));
    expect(stagesWithThreeRooms.markers).toEqual(stageMarkers.markers);
    // The same hits as the search's counts.
    const { counts } = await setup.api.stagesAndAreas("sv", { filter: { minRooms: 3 } });
    expect((await setup.api.markers("sv", "stage", { minRooms: 3 })).total).toBe(counts.stages);
    expect((await setup.api.markers("sv", "area", { minRooms: 3 })).total).toBe(counts.areas);
  });

  it("answers at most 5 000 markers and says when there are more", async () => {
    const { stage, object } = await setup.f.home();
    const rows = Array.from({ length: 5_000 }, (_, i) => ({
      stageId: stage.id,
      areaId: stage.areaId,
      site: "sv",
      number: `M${i}`,
      url: `/bostader/testlan/testkommun/etapp/m-${i}/`,
      status: "forSale",
      residenceType: "apartment",
      disposalForm: "condominium",
      plotType: "ownPlot",
      rooms: 2,
      livingArea: 50,
      price: 2_000_000,
      parking: "none",
      storage: "included",
      latitude: 59.3,
      longitude: 18.1,
      description: "",
    }));
    for (let i = 0; i < rows.length; i += 1_000) await setup.db.insert(objects).values(rows.slice(i, i + 1_000));
    const markers = await setup.api.markers("sv", "object");
    expect(markers.total).toBe(5_001);
    expect(markers.truncated).toBe(true);
    expect(markers.markers).toHaveLength(5_000);
    expect(markers.markers[0]![0]).toBe(object.id);
    // With a filter (the matching homes counted, not the stored counts): the same cut.
    expect(await setup.api.markers("sv", "object", { minRooms: 2 })).toMatchObject({ total: 5_001, truncated: true });
    expect(await setup.api.markers("sv", "stage")).toMatchObject({ total: 1, truncated: false });
  });
});
