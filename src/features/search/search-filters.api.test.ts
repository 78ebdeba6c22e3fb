import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client";
import { OBJECT_STATUSES, PROJECT_STATUSES } from "~/domain/residence-enums";
import { SITES } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import { SearchFilterSchema, type SearchHit } from "./schema";
import { createSearchService } from "./search.service";
import { clearResidences, type SearchFactory, searchApi, searchFactory } from "./test-factory";

/**
 * Filter rules of spec 000 section 9 (and the shared decisions of issue 3) through the API,
 * each on homes with known attributes. Time is fixed: Friday 15 March 2030, 11:00 in Sweden.
 */
const NOW = new Date("2030-03-15T10:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(NOW.getTime() + ms);

let app: FastifyInstance;
let db: Database;
let f: SearchFactory;
let api: ReturnType<typeof searchApi>;

beforeAll(async () => {
  const test = await createTestApp();
  app = test.app;
  db = test.database.db;
  f = searchFactory(db);
  api = searchApi(app);
  // Only Date: the app's clock (and so "now" and "today" of every search) is NOW.
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});
afterAll(async () => {
  vi.useRealTimers();
  await app.close();
});
beforeEach(async () => {
  await clearResidences(db);
});

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** One stage in a new area; `homes` are its objects' overrides. */
async function stageWith(homes: Parameters<SearchFactory["object"]>[1][], stage = {}, site = "sv") {
  const area = await f.area({ site });
  const s = await f.stage(area, stage);
  const objects = [];
  for (const home of homes) objects.push(await f.object(s, home));
  return { area, stage: s, objects };
}

describe("object statuses searched", () => {
  it("finds homes for sale, reserved and in pre-selling, and no other status", async () => {
    const { objects } = await stageWith(OBJECT_STATUSES.map((status) => ({ status })));
    const byStatus = new Map(objects.map((o) => [o.status, o.id]));
    const result = await api.objects("sv");
    expect(sorted(result.hits.map((h) => h.id))).toEqual(
      sorted([byStatus.get("forSale")!, byStatus.get("reserved")!, byStatus.get("preselling")!]),
    );
    expect(result.counts).toEqual({ objects: 3, stages: 1, areas: 1 });
  });
});

describe("price, rooms and living area", () => {
  it("treats minimum and maximum as inclusive", async () => {
    const { objects } = await stageWith([{ price: 2_000_000 }, { price: 3_000_000 }, { price: 4_000_000 }]);
    const [two, three, four] = objects.map((o) => o.id);
    expect(await api.objectIds("sv", { minPrice: 3_000_000, maxPrice: 3_000_000 })).toEqual([three]);
    expect(sorted(await api.objectIds("sv", { minPrice: 2_500_000 }))).toEqual([three, four]);
    expect(sorted(await api.objectIds("sv", { maxPrice: 3_000_000 }))).toEqual([two, three]);
  });

  it("filters rooms and living area", async () => {
    const { objects } = await stageWith([
      { rooms: 1, livingArea: 35 },
      { rooms: 3, livingArea: 72.5 },
      { rooms: 4, livingArea: 98 },
    ]);
    const [one, three, four] = objects.map((o) => o.id);
    expect(sorted(await api.objectIds("sv", { minRooms: 2, maxRooms: 3 }))).toEqual([three]);
    expect(sorted(await api.objectIds("sv", { minRooms: 3 }))).toEqual([three, four]);
    expect(sorted(await api.objectIds("sv", { minArea: 40, maxArea: 100 }))).toEqual([three, four]);
    expect(sorted(await api.objectIds("sv", { maxArea: 72.5 }))).toEqual([one, three]);
  });

  it("reads a maximum at the Swedish and Norwegian bounds as no upper limit (10 000 000, 5 rooms, 300 m²)", async () => {
    for (const site of ["sv", "no"] as const) {
      await clearResidences(db);
      const { objects } = await stageWith([{ price: 12_000_000, rooms: 6, livingArea: 350 }], {}, site);
      const big = objects[0]!.id;
      expect(await api.objectIds(site, { maxPrice: 10_000_000 })).toEqual([big]);
      expect(await api.objectIds(site, { maxPrice: 9_750_000 })).toEqual([]);
      expect(await api.objectIds(site, { maxRooms: 5 })).toEqual([big]);
      expect(await api.objectIds(site, { maxRooms: 4 })).toEqual([]);
      expect(await api.objectIds(site, { maxArea: 300 })).toEqual([big]);
      expect(await api.objectIds(site, { maxArea: 290 })).toEqual([]);
    }
  });

  it("reads a maximum at the Finnish bounds as no upper limit (1 000 000 €, 4 rooms, 150 m²)", async () => {
    const { objects } = await stageWith(
      [{ price: 1_100_000, totalPrice: 1_200_000, rooms: 5, livingArea: 180 }],
      {},
      "fi",
    );
    const big = objects[0]!.id;
    expect(await api.objectIds("fi", { maxPrice: 1_000_000 })).toEqual([big]);
    expect(await api.objectIds("fi", { maxPrice: 975_000 })).toEqual([]);
    expect(await api.objectIds("fi", { maxRooms: 4 })).toEqual([big]);
    expect(await api.objectIds("fi", { maxRooms: 3 })).toEqual([]);
    expect(await api.objectIds("fi", { maxArea: 150 })).toEqual([big]);
    expect(await api.objectIds("fi", { maxArea: 145 })).toEqual([]);
  });

  it("reads a minimum at the lower bound as no lower limit", async () => {
    const { objects } = await stageWith([{ price: 0, rooms: 1, livingArea: 0 }, { price: 500_000 }]);
    const all = sorted(objects.map((o) => o.id));
    expect(sorted(await api.objectIds("sv", { minPrice: 0, minRooms: 1, minArea: 0 }))).toEqual(all);
  });

  it("uses Finland's debt-free total price to filter, sort and show", async () => {
    const { objects } = await stageWith(
      [
        { price: 150_000, totalPrice: 300_000 },
        { price: 250_000, totalPrice: 260_000 },
      ],
      {},
      "fi",
    );
    const [cheapSale, cheapTotal] = objects.map((o) => o.id);
    expect(await api.objectIds("fi", { maxPrice: 275_000 })).toEqual([cheapTotal]);
    expect(await api.objectIds("fi", { minPrice: 275_000 })).toEqual([cheapSale]);
    expect(await api.objectIds("fi", {}, "priceAsc")).toEqual([cheapTotal, cheapSale]);
    expect(await api.objectIds("fi", {}, "priceDesc")).toEqual([cheapSale, cheapTotal]);
    const hit = (await api.objects("fi")).hits.find((h) => h.id === cheapSale)!;
    expect([hit.minPrice, hit.maxPrice]).toEqual([300_000, 300_000]);
    const stage = (await api.stagesAndAreas("fi")).stages[0]!;
    expect([stage.minPrice, stage.maxPrice]).toEqual([260_000, 300_000]);
  });

  it("uses the purchase price in Sweden, whatever else is stored", async () => {
    const { objects } = await stageWith([{ price: 3_000_000, totalPrice: 1_000 }]);
    expect(await api.objectIds("sv", { maxPrice: 2_000_000 })).toEqual([]);
    expect(await api.objectIds("sv", { minPrice: 3_000_000 })).toEqual([objects[0]!.id]);
  });
});

describe("variant rules", () => {
  it("town house also finds semi-detached and detached houses", async () => {
    const types = ["detachedHouse", "semiDetached", "apartment", "house", "townHouse", "plot"] as const;
    const { objects } = await stageWith(types.map((residenceType) => ({ residenceType })));
    const id = Object.fromEntries(objects.map((o) => [o.residenceType, o.id]));
    expect(sorted(await api.objectIds("sv", { residenceType: ["townHouse"] }))).toEqual(
      sorted([id.townHouse!, id.semiDetached!, id.detachedHouse!]),
    );
    // The variant goes one way only.
    expect(await api.objectIds("sv", { residenceType: ["semiDetached"] })).toEqual([id.semiDetached]);
    expect(sorted(await api.objectIds("sv", { residenceType: ["apartment", "plot"] }))).toEqual(
      sorted([id.apartment!, id.plot!]),
    );
  });

  it("owned-apartment disposal also finds freehold apartments, not freehold houses", async () => {
    const { objects } = await stageWith([
      { disposalForm: "condominium", residenceType: "apartment" },
      { disposalForm: "ownership", residenceType: "apartment" },
      { disposalForm: "ownership", residenceType: "townHouse" },
      { disposalForm: "ownershipApartment", residenceType: "apartment" },
      { disposalForm: "tenancy", residenceType: "apartment" },
    ]);
    const [condo, ownApt, ownHouse, ownershipApt, tenancy] = objects.map((o) => o.id);
    expect(sorted(await api.objectIds("sv", { disposalForm: ["ownershipApartment"] }))).toEqual(
      sorted([ownApt!, ownershipApt!]),
    );
    expect(sorted(await api.objectIds("sv", { disposalForm: ["ownership"] }))).toEqual(sorted([ownApt!, ownHouse!]));
    expect(sorted(await api.objectIds("sv", { disposalForm: ["condominium", "tenancy"] }))).toEqual(
      sorted([condo!, tenancy!]),
    );
    expect(await api.objectIds("sv", { disposalForm: ["all"] })).toHaveLength(5);
  });

  it("terrace also finds roof tops, patio also finds porches, and any chosen area is enough", async () => {
    const { objects } = await stageWith([
      { outdoorAreas: ["balcony"] },
      { outdoorAreas: ["roofTop"] },
      { outdoorAreas: ["terrace"] },
      { outdoorAreas: ["porch"] },
      { outdoorAreas: ["patio", "sauna"] },
      { outdoorAreas: [] },
    ]);
    const [balcony, roofTop, terrace, porch, patio] = objects.map((o) => o.id);
    expect(sorted(await api.objectIds("sv", { outdoorArea: ["terrace"] }))).toEqual(sorted([roofTop!, terrace!]));
    expect(sorted(await api.objectIds("sv", { outdoorArea: ["patio"] }))).toEqual(sorted([porch!, patio!]));
    expect(await api.objectIds("sv", { outdoorArea: ["roofTop"] })).toEqual([roofTop]);
    expect(sorted(await api.objectIds("sv", { outdoorArea: ["balcony", "sauna"] }))).toEqual(
      sorted([balcony!, patio!]),
    );
  });
});

describe("filters through the stage and the home", () => {
  it("matches concepts on the home, or on its stage when the home has none", async () => {
    const premium = await stageWith([{ concept: "premium" }]);
    const senior = await stageWith([{ concept: null }], { concept: "seniorGarden" });
    const original = await stageWith([{ concept: "original" }], { concept: "seniorGarden" });
    const id = (s: { objects: { id: number }[] }) => s.objects[0]!.id;
    expect(await api.objectIds("sv", { concepts: ["seniorGarden"] })).toEqual([id(senior)]);
    expect(sorted(await api.objectIds("sv", { concepts: ["premium", "original"] }))).toEqual(
      sorted([id(premium), id(original)]),
    );
  });

  it("leaves out sold-out, reference and succession projects unless the filter names them", async () => {
    const home = new Map<string, number>();
    for (const projectStatus of PROJECT_STATUSES) {
      const { objects } = await stageWith([{}], { projectStatus });
      home.set(projectStatus, objects[0]!.id);
    }
    const ids = (...statuses: string[]) => sorted(statuses.map((s) => home.get(s)!));
    expect(sorted(await api.objectIds("sv"))).toEqual(ids("planned", "vip", "forSale", "preselling", "moveInReady"));
    expect(await api.objectIds("sv", { projectStatus: ["soldOut"] })).toEqual(ids("soldOut"));
    expect(sorted(await api.objectIds("sv", { projectStatus: ["succession", "forSale"] }))).toEqual(
      ids("succession", "forSale"),
    );
    expect(sorted(await api.stageIds("sv", { projectStatus: ["reference"] }))).toHaveLength(1);
  });

  it("filters the move-in date: 0 now, 1 within six months, 2 within a year, 3 (default) any", async () => {
    const dates = ["2029-01-01", "2030-03-15", "2030-09-15", "2030-09-16", "2031-03-15", "2031-03-16", null];
    const { objects } = await stageWith(dates.map((inhabitDate) => ({ inhabitDate })));
    const [past, today, sixMonths, afterSix, oneYear, afterYear, none] = objects.map((o) => o.id);
    expect(sorted(await api.objectIds("sv", { inhabitDate: 0 }))).toEqual(sorted([past!, today!]));
    expect(sorted(await api.objectIds("sv", { inhabitDate: 1 }))).toEqual(sorted([past!, today!, sixMonths!]));
    expect(sorted(await api.objectIds("sv", { inhabitDate: 2 }))).toEqual(
      sorted([past!, today!, sixMonths!, afterSix!, oneYear!]),
    );
    const all = sorted([past!, today!, sixMonths!, afterSix!, oneYear!, afterYear!, none!]);
    expect(sorted(await api.objectIds("sv", { inhabitDate: 3 }))).toEqual(all);
    expect(sorted(await api.objectIds("sv", {}))).toEqual(all);
  });

  it("filters on showings of the stage or the home, relative to now", async () => {
    const soon = await stageWith([{}]);
    await f.showing(soon.stage, fromNow(3 * DAY));
    const homeShowing = await stageWith([{}, {}]);
    await f.showing(homeShowing.stage, fromNow(20 * DAY), { objectId: homeShowing.objects[0]!.id });
    const later = await stageWith([{}]);
    await f.showing(later.stage, fromNow(40 * DAY));
    const past = await stageWith([{}]);
    await f.showing(past.stage, fromNow(-2 * DAY));
    const ongoing = await stageWith([{}]);
    await f.showing(ongoing.stage, fromNow(-0.5 * HOUR), { hours: 1 });
    const id = (s: { objects: { id: number }[] }, i = 0) => s.objects[i]!.id;

    expect(sorted(await api.objectIds("sv", { viewing: "HasAny" }))).toEqual(
      sorted([id(soon), id(homeShowing, 0), id(later), id(ongoing)]),
    );
    expect(sorted(await api.objectIds("sv", { viewing: "InSevenDays" }))).toEqual(sorted([id(soon), id(ongoing)]));
    expect(sorted(await api.objectIds("sv", { viewing: "In30Days" }))).toEqual(
      sorted([id(soon), id(homeShowing, 0), id(ongoing)]),
    );
    expect(await api.objectIds("sv", { viewing: "IncludeAll" })).toHaveLength(6);
    // Hits list the upcoming showings only.
    const hit = (await api.objects("sv", { filter: { stageIds: [soon.stage.id] } })).hits[0]!;
    expect(hit.showings.map((s) => s.startsAt)).toEqual([
      fromNow(3 * DAY)
        .toISOString()
        .replace(".000", ""),
    ]);
  });

  it("takes 'now' from the injected clock", async () => {
    const { stage } = await stageWith([{}]);
    await f.showing(stage, fromNow(3 * DAY));
    const later = createSearchService({ db, clock: () => fromNow(10 * DAY) });
    const request = { sort: "recommended" as const, limit: 30, offset: 0 };
    const filter = SearchFilterSchema.parse({ viewing: "HasAny" });
    expect((await later.searchObjects(SITES.sv, { ...request, filter })).counts.objects).toBe(0);
    const now = createSearchService({ db, clock: () => NOW });
    expect((await now.searchObjects(SITES.sv, { ...request, filter })).counts.objects).toBe(1);
  });

  it("finds homes within the radius of a geo search (haversine)", async () => {
    const stockholm = await stageWith([{ latitude: 59.3293, longitude: 18.0686 }]);
    const uppsala = await stageWith([{ latitude: 59.8586, longitude: 17.6389 }]);
    const centre = { latitude: 59.3326, longitude: 18.0649 };
    expect(await api.objectIds("sv", { geoSearch: { ...centre, radiusKm: 25 } })).toEqual([stockholm.objects[0]!.id]);
    expect(await api.objectIds("sv", { geoSearch: { ...centre, radiusKm: 60 } })).toEqual([stockholm.objects[0]!.id]);
    expect(sorted(await api.objectIds("sv", { geoSearch: { ...centre, radiusKm: 70 } }))).toEqual(
      sorted([stockholm.objects[0]!.id, uppsala.objects[0]!.id]),
    );
  });

  it("filters on the stage's tags (any of them) and on stage ids", async () => {
    const a = await stageWith([{}]);
    const b = await stageWith([{}]);
    const c = await stageWith([{}]);
    const stockholm = await f.tag("sv", "Stockholm", [a.stage.id]);
    const uppsala = await f.tag("sv", "Uppsala", [b.stage.id]);
    expect(await api.objectIds("sv", { tags: [stockholm.id] })).toEqual([a.objects[0]!.id]);
    expect(sorted(await api.objectIds("sv", { tags: [stockholm.id, uppsala.id] }))).toEqual(
      sorted([a.objects[0]!.id, b.objects[0]!.id]),
    );
    expect(await api.objectIds("sv", { stageIds: [c.stage.id] })).toEqual([c.objects[0]!.id]);
    expect(await api.stageIds("sv", { stageIds: [b.stage.id, c.stage.id] })).toEqual([b.stage.id, c.stage.id]);
  });

  it("searches only the site's own homes", async () => {
    const sv = await stageWith([{}], {}, "sv");
    const no = await stageWith([{}], {}, "no");
    expect(await api.objectIds("sv")).toEqual([sv.objects[0]!.id]);
    expect(await api.objectIds("no")).toEqual([no.objects[0]!.id]);
    expect(await api.objectIds("seniorgarden")).toEqual([]);
  });
});

describe("stage and area hits", () => {
  it("gives a stage the ranges and count of its matching homes only", async () => {
    const { stage } = await stageWith([
      { rooms: 2, price: 2_000_000, livingArea: 50, inhabitDate: "2030-06-01" },
      { rooms: 3, price: 3_000_000, livingArea: 70, inhabitDate: "2030-09-01" },
      { rooms: 5, price: 6_000_000, livingArea: 120, inhabitDate: "2030-12-01" },
      { rooms: 1, price: 1_000_000, livingArea: 30, status: "sold" },
    ]);
    const all = (await api.stagesAndAreas("sv")).stages[0]!;
    expect(all).toMatchObject({
      id: stage.id,
      type: "stage",
      minRooms: 2,
      maxRooms: 5,
      minPrice: 2_000_000,
      maxPrice: 6_000_000,
      minArea: 50,
      maxArea: 120,
      matchingObjects: 3,
      inhabitFrom: "2030-06-01",
      inhabitTo: "2030-12-01",
    });
    const threePlus = await api.stagesAndAreas("sv", { filter: { minRooms: 3 } });
    expect(threePlus.stages[0]).toMatchObject({ minRooms: 3, minPrice: 3_000_000, minArea: 70, matchingObjects: 2 });
    expect(threePlus.counts).toEqual({ objects: 2, stages: 1, areas: 1 });
  });

  it("finds planned stages without released homes on their planned ranges", async () => {
    const area = await f.area();
    const ranges = {
      plannedMinRooms: 3,
      plannedMaxRooms: 4,
      plannedMinPrice: 3_000_000,
      plannedMaxPrice: 5_000_000,
      plannedMinArea: 70,
      plannedMaxArea: 100,
    };
    const planned = await f.stage(area, { projectStatus: "planned", ...ranges });
    const vip = await f.stage(area, { projectStatus: "vip", ...ranges });
    await f.object(vip, { status: "sold" }); // sold homes are not released ones
    const forSaleEmpty = await f.stage(area, { projectStatus: "forSale", ...ranges });
    const released = await f.stage(area, { projectStatus: "preselling", ...ranges });
    await f.object(released, { status: "preselling", price: 8_000_000, rooms: 6 });
    const unknown = await f.stage(area, { projectStatus: "planned" });
    const soldOut = await f.stage(area, { projectStatus: "soldOut" });
    await f.object(soldOut, { status: "sold" });

    expect(sorted(await api.stageIds("sv"))).toEqual(sorted([planned.id, vip.id, released.id, unknown.id]));
    // A stage for sale goes by its homes: without any it is no hit, even when the filter names its status.
    expect(await api.stageIds("sv", { projectStatus: ["forSale"] })).not.toContain(forSaleEmpty.id);
    // Overlap: 3–5 M overlaps "up to 4 M" and "from 4.5 M", not "up to 2.5 M"; the released stage goes by its home.
    expect(sorted(await api.stageIds("sv", { maxPrice: 4_000_000 }))).toEqual(sorted([planned.id, vip.id, unknown.id]));
    expect(sorted(await api.stageIds("sv", { minPrice: 4_500_000 }))).toEqual(
      sorted([planned.id, vip.id, released.id, unknown.id]),
    );
    expect(await api.stageIds("sv", { maxPrice: 2_500_000 })).toEqual([unknown.id]);
    // 5 rooms is the bound, so "5+": the released stage's 6-room home matches.
    expect(sorted(await api.stageIds("sv", { minRooms: 5, maxRooms: 5 }))).toEqual(sorted([released.id, unknown.id]));
    expect(await api.stageIds("sv", { maxArea: 60 })).toEqual([unknown.id]);
    // Stage attributes must match too.
    expect(await api.stageIds("sv", { residenceType: ["townHouse"] })).toEqual([]);
    expect(sorted(await api.stageIds("sv", { projectStatus: ["vip"] }))).toEqual([vip.id]);
    // A sold-out stage has no searchable homes: it is a hit on its own attributes when the filter names it.
    expect(await api.stageIds("sv", { projectStatus: ["soldOut"] })).toEqual([soldOut.id]);
    expect(await api.stageIds("sv", { projectStatus: ["soldOut"], residenceType: ["townHouse"] })).toEqual([]);

    const result = await api.stagesAndAreas("sv", { filter: { maxPrice: 4_000_000 } });
    expect(result.counts).toEqual({ objects: 0, stages: 3, areas: 1 });
    expect(result.stages.find((s) => s.id === planned.id)).toMatchObject({
      status: "planned",
      minRooms: 3,
      maxRooms: 4,
      minPrice: 3_000_000,
      maxPrice: 5_000_000,
      matchingObjects: 0,
    });
    expect((await api.objects("sv", { filter: { maxPrice: 4_000_000 } })).counts).toEqual(result.counts);
  });

  it("answers the unfiltered first search (index walks) as the general search does, page by page", async () => {
    // Areas and stages in shuffled ranks: released, planned, VIP, sold out, a reference, one for sale without homes.
    for (const [index, status] of (
      ["forSale", "planned", "soldOut", "vip", "reference", "preselling"] as const
    ).entries()) {
      const area = await f.area({ recommendedRank: (index * 7) % 5 });
      const first = await f.stage(area, { projectStatus: status, recommendedRank: (index * 3) % 4 });
      if (status !== "planned" && status !== "vip")
        await f.object(first, { status: status === "forSale" ? "forSale" : "sold" });
      const second = await f.stage(area, { projectStatus: "forSale", recommendedRank: index % 2 });
      if (index % 2 === 0) await f.object(second, { rooms: index + 1 });
    }
    // Areas without a hit: only a sold-out stage, only a stage for sale without homes.
    await f.object(await f.stage(await f.area({ recommendedRank: 0 }), { projectStatus: "soldOut" }), {
      status: "sold",
    });
    await f.stage(await f.area({ recommendedRank: 1 }), { projectStatus: "forSale" });
    // Naming every status that is shown unnamed takes the general path and must find the same.
    const shown = PROJECT_STATUSES.filter((status) => !["soldOut", "reference", "succession"].includes(status));
    for (const offset of [0, 2, 4]) {
      const unfiltered = await api.stagesAndAreas("sv", { limit: 2, offset });
      const general = await api.stagesAndAreas("sv", { filter: { projectStatus: shown }, limit: 2, offset });
      expect(unfiltered).toEqual(general);
    }
    const all = await api.stagesAndAreas("sv", { limit: 300 });
    expect(all.counts).toEqual({ objects: 4, stages: 7, areas: 6 });
    expect(all.stages.map((s) => s.status)).not.toContain("soldOut");
  });

  it("makes an area a hit when any of its stages is, with the matching stages' ranges", async () => {
    const area = await f.area({ name: "Kvarteret Eken", images: [{ src: "area.jpg", alt: "Eken" }] });
    const small = await f.stage(area, { recommendedRank: 2 });
    await f.object(small, { rooms: 2, price: 2_000_000 });
    const large = await f.stage(area, { recommendedRank: 1, residenceType: "townHouse" });
    await f.object(large, { rooms: 5, price: 5_000_000, residenceType: "townHouse" });
    await f.object(large, { rooms: 4, price: 4_500_000, residenceType: "townHouse" });
    const other = await stageWith([{ rooms: 1 }], { projectStatus: "soldOut" });

    const all = await api.stagesAndAreas("sv");
    expect(all.areas).toHaveLength(1);
    expect(all.areas[0]).toMatchObject({
      id: area.id,
      type: "area",
      name: "Kvarteret Eken",
      minRooms: 2,
      maxRooms: 5,
      minPrice: 2_000_000,
      maxPrice: 5_000_000,
      matchingObjects: 3,
      residenceType: "townHouse",
      searchImage: { src: "area.jpg", alt: "Eken" },
      stageStatus: null,
    });
    expect(all.areas.map((a) => a.id)).not.toContain(other.area.id);
    const fourPlus = await api.stagesAndAreas("sv", { filter: { minRooms: 4 } });
    expect(fourPlus.stages.map((s) => s.id)).toEqual([large.id]);
    expect(fourPlus.areas[0]).toMatchObject({ minRooms: 4, maxRooms: 5, minPrice: 4_500_000, matchingObjects: 2 });
    expect(fourPlus.counts).toEqual({ objects: 2, stages: 1, areas: 1 });
  });

  it("fills every field of an object hit", async () => {
    const { area, stage, objects } = await stageWith(
      [
        {
          number: "1102",
          streetAddress: "Ekvägen 3",
          url: "/bostader/stockholms-lan/solna/eken/etapp-1/lgh-1102/",
          rooms: 3,
          livingArea: 74.5,
          price: 4_250_000,
          monthlyFee: 4_350,
          runningCosts: 8_200,
          concept: "premium",
          inhabitDate: "2030-10-01",
          residenceType: "apartment",
          disposalForm: "condominium",
          status: "reserved",
          latitude: 59.36,
          longitude: 18.0,
          images: [
            { src: "home-1.jpg", alt: "Vardagsrum" },
            { src: "home-2.jpg", alt: "Kök" },
          ],
        },
      ],
      { name: "Etapp 1", stageStatus: 3, shortDescription: "Ljusa lägenheter" },
    );
    for (const days of [1, 2, 3, 4]) await f.showing(stage, fromNow(days * DAY));
    const [hit] = (await api.objects("sv")).hits;
    expect(hit).toEqual({
      id: objects[0]!.id,
      type: "object",
      name: "Etapp 1",
      url: "/bostader/stockholms-lan/solna/eken/etapp-1/lgh-1102/",
      siteId: SITES.sv.siteId,
      area: area.name,
      municipality: "Testkommun",
      county: "Testlän",
      minRooms: 3,
      maxRooms: 3,
      minPrice: 4_250_000,
      maxPrice: 4_250_000,
      minRent: null,
      maxRent: null,
      minArea: 74.5,
      maxArea: 74.5,
      showings: [1, 2, 3].map((days) => ({
        id: expect.any(Number),
        startsAt: fromNow(days * DAY)
          .toISOString()
          .replace(".000", ""),
        endsAt: fromNow(days * DAY + HOUR)
          .toISOString()
          .replace(".000", ""),
      })),
      status: "reserved",
      stageStatus: 3,
      concept: "premium",
      residenceType: "apartment",
      disposalForm: "condominium",
      inhabitFrom: "2030-10-01",
      inhabitTo: "2030-10-01",
      searchImage: { src: "home-1.jpg", alt: "Vardagsrum" },
      shortDescription: "Ljusa lägenheter",
      geo: { latitude: 59.36, longitude: 18.0 },
      objectNumber: "1102",
      streetAddress: "Ekvägen 3",
      matchingObjects: 1,
      // The home's own figures, from which its card shows the market's (src/domain/market-figures.ts).
      figures: {
        price: 4_250_000,
        totalPrice: null,
        debtShare: null,
        monthlyFee: 4_350,
        closingCosts: null,
        financingFee: null,
        runningCosts: 8_200,
        energyClass: null,
      },
    });
  });
});

describe("sorting", () => {
  it("sorts homes by every sort option, with the id breaking ties", async () => {
    const area = await f.area();
    const first = await f.stage(area, { recommendedRank: 1 });
    const second = await f.stage(area, { recommendedRank: 2 });
    const a = await f.object(second, { price: 3_000_000, livingArea: 80, inhabitDate: "2030-06-01" });
    const b = await f.object(first, { price: 2_000_000, livingArea: 120, inhabitDate: null });
    const c = await f.object(second, { price: 4_000_000, livingArea: 60, inhabitDate: "2031-01-01" });
    const d = await f.object(first, { price: 3_000_000, livingArea: 100, inhabitDate: "2030-04-01" });
    const order = async (sort: Parameters<typeof api.objectIds>[2]) => api.objectIds("sv", {}, sort);

    expect(await order("recommended")).toEqual([b.id, d.id, a.id, c.id]);
    expect(await order("priceAsc")).toEqual([b.id, a.id, d.id, c.id]);
    expect(await order("priceDesc")).toEqual([c.id, a.id, d.id, b.id]);
    expect(await order("areaAsc")).toEqual([c.id, a.id, d.id, b.id]);
    expect(await order("areaDesc")).toEqual([b.id, d.id, a.id, c.id]);
    expect(await order("livingArea")).toEqual([b.id, d.id, a.id, c.id]);
    expect(await order("premisesSizeAsc")).toEqual([c.id, a.id, d.id, b.id]);
    expect(await order("premisesSizeDesc")).toEqual([b.id, d.id, a.id, c.id]);
    expect(await order("moveInAsc")).toEqual([d.id, a.id, c.id, b.id]);
    expect(await order("moveInDesc")).toEqual([c.id, a.id, d.id, b.id]);
  });

  it("sorts stages and areas by their matching homes: lowest price both ways, largest area, earliest move-in", async () => {
    const one = await stageWith(
      [
        { price: 2_000_000, livingArea: 60, inhabitDate: "2030-08-01" },
        { price: 9_000_000, livingArea: 90 },
      ],
      { recommendedRank: 3 },
    );
    const two = await stageWith([{ price: 3_000_000, livingArea: 150, inhabitDate: "2030-05-01" }], {
      recommendedRank: 1,
    });
    const three = await stageWith([{ price: 2_500_000, livingArea: 70 }], { recommendedRank: 2 });
    const stages = async (sort: Parameters<typeof api.stageIds>[2], filter = {}) => api.stageIds("sv", filter, sort);
    const [s1, s2, s3] = [one.stage.id, two.stage.id, three.stage.id];

    expect(await stages("recommended")).toEqual([s2, s3, s1]);
    expect(await stages("priceAsc")).toEqual([s1, s3, s2]);
    expect(await stages("priceDesc")).toEqual([s2, s3, s1]);
    // Only the matching homes count: above 2.2 M, stage one's lowest price is 9 M.
    expect(await stages("priceAsc", { minPrice: 2_250_000 })).toEqual([s3, s2, s1]);
    expect(await stages("areaAsc")).toEqual([s1, s3, s2]);
    expect(await stages("areaDesc")).toEqual([s2, s1, s3]);
    expect(await stages("moveInAsc")).toEqual([s2, s1, s3]);
    expect(await stages("moveInDesc")).toEqual([s1, s2, s3]);

    const areas = (await api.stagesAndAreas("sv", { sort: "priceAsc" })).areas.map((a) => a.id);
    expect(areas).toEqual([one.area.id, three.area.id, two.area.id]);
    const recommended = (await api.stagesAndAreas("sv")).areas.map((a) => a.id);
    expect(recommended).toEqual(sorted([one.area.id, two.area.id, three.area.id]));
  });
});

describe("pagination", () => {
  it("pages through the homes with limit and offset, 30 by default, without overlap", async () => {
    await stageWith(Array.from({ length: 35 }, (_, i) => ({ price: 1_000_000 + (i % 7) * 100_000 })));
    const first = await api.objects("sv", { sort: "priceAsc" });
    expect(first.hits).toHaveLength(30);
    expect([first.limit, first.offset]).toEqual([30, 0]);
    expect(first.counts.objects).toBe(35);
    const more = await api.objects("sv", { sort: "priceAsc", offset: 30 });
    expect(more.hits).toHaveLength(5);
    expect(more.counts.objects).toBe(35);
    const everything = await api.objectIds("sv", {}, "priceAsc");
    expect([...first.hits, ...more.hits].map((h) => h.id)).toEqual(everything);
    const page = await api.objects("sv", { sort: "priceAsc", limit: 10, offset: 10 });
    expect(page.hits.map((h) => h.id)).toEqual(everything.slice(10, 20));
    expect((await api.objects("sv", { offset: 100 })).hits).toEqual([]);
  });
});

describe("rented homes: rent is not a purchase price", () => {
  const rental = (rent: number, overrides: Parameters<SearchFactory["object"]>[1] = {}) => ({
    disposalForm: "tenancy",
    price: rent,
    monthlyFee: rent,
    ...overrides,
  });

  it("never matches a price filter, and matches when there is none", async () => {
    const mixed = await stageWith([{ price: 3_000_000 }, rental(9_340)]);
    const [sale, rented] = mixed.objects.map((o) => o.id);
    const rentalsOnly = await stageWith([rental(8_000)]);
    expect(sorted(await api.objectIds("sv"))).toEqual(sorted([sale!, rented!, rentalsOnly.objects[0]!.id]));
    expect(await api.objectIds("sv", { maxPrice: 3_000_000 })).toEqual([sale]);
    expect(await api.objectIds("sv", { minPrice: 5_000 })).toEqual([sale]);
    expect(await api.objectIds("sv", { maxPrice: 1_000_000 })).toEqual([]);
    // Sliders at their ends are no price filter at all.
    expect(await api.objectIds("sv", { minPrice: 0, maxPrice: 10_000_000 })).toHaveLength(3);
    // A stage of rented homes only is no hit under a price filter; its area neither.
    expect(await api.stageIds("sv", { maxPrice: 4_000_000 })).toEqual([mixed.stage.id]);
    const counts = (await api.stagesAndAreas("sv", { filter: { maxPrice: 4_000_000 } })).counts;
    expect(counts).toEqual({ objects: 1, stages: 1, areas: 1 });
    expect((await api.stagesAndAreas("sv")).counts).toEqual({ objects: 3, stages: 2, areas: 2 });
  });

  it("gives hits the monthly rent of their rented homes, and prices of the others only", async () => {
    const mixed = await stageWith([{ price: 2_000_000 }, { price: 3_000_000 }, rental(9_340), rental(12_500)]);
    const rentals = await stageWith([rental(7_000), rental(8_000)]);
    const { stages, areas } = await api.stagesAndAreas("sv");
    const stage = (id: number) => stages.find((s) => s.id === id);
    expect(stage(mixed.stage.id)).toMatchObject({
      minPrice: 2_000_000,
      maxPrice: 3_000_000,
      minRent: 9_340,
      maxRent: 12_500,
      matchingObjects: 4,
    });
    expect(stage(rentals.stage.id)).toMatchObject({ minPrice: null, maxPrice: null, minRent: 7_000, maxRent: 8_000 });
    expect(areas.find((a) => a.id === mixed.area.id)).toMatchObject({ minPrice: 2_000_000, minRent: 9_340 });
    expect(areas.find((a) => a.id === rentals.area.id)).toMatchObject({ minPrice: null, maxRent: 8_000 });

    const rentedId = mixed.objects[2]!.id;
    const home = (await api.objects("sv", { limit: 300 })).hits.find((h) => h.id === rentedId);
    expect(home).toMatchObject({ minPrice: null, maxPrice: null, minRent: 9_340, maxRent: 9_340 });
    const byIds = await api.ok<{ hits: SearchHit[] }>("/api/residence/search/by_ids/stage", {
      siteId: SITES.sv.siteId,
      ids: [rentals.stage.id],
    });
    expect(byIds.hits[0]).toMatchObject({ minPrice: null, minRent: 7_000, maxRent: 8_000 });
  });

  it("shows Finland's rented homes (total price = rent) as rent too", async () => {
    const { objects } = await stageWith(
      [rental(940, { totalPrice: 940 }), { price: 200_000, totalPrice: 250_000 }],
      {},
      "fi",
    );
    const [rented, sale] = objects.map((o) => o.id);
    const { hits } = await api.objects("fi", { sort: "priceAsc" });
    expect(hits.map((h) => [h.id, h.minPrice, h.minRent])).toEqual([
      [sale, 250_000, null],
      [rented, null, 940],
    ]);
    expect(await api.objectIds("fi", { maxPrice: 300_000 })).toEqual([sale]);
  });

  it("sorts rented homes, and stages of rented homes only, after the purchasable ones, then by rent", async () => {
    const area = await f.area();
    const stage = await f.stage(area);
    const a = await f.object(stage, { price: 3_000_000 });
    const b = await f.object(stage, rental(9_000));
    const c = await f.object(stage, { price: 2_000_000 });
    const d = await f.object(stage, rental(7_000));
    expect(await api.objectIds("sv", {}, "priceAsc")).toEqual([c.id, a.id, d.id, b.id]);
    expect(await api.objectIds("sv", {}, "priceDesc")).toEqual([a.id, c.id, b.id, d.id]);

    await clearResidences(db);
    const s1 = await stageWith([{ price: 3_000_000 }]);
    const s2 = await stageWith([rental(5_000)]);
    const s3 = await stageWith([{ price: 2_000_000 }, rental(1_000)]);
    const s4 = await stageWith([rental(8_000)]);
    const ids = [s1, s2, s3, s4].map((s) => s.stage.id);
    expect(await api.stageIds("sv", {}, "priceAsc")).toEqual([ids[2], ids[0], ids[1], ids[3]]);
    expect(await api.stageIds("sv", {}, "priceDesc")).toEqual([ids[0], ids[2], ids[3], ids[1]]);
    const areas = [s1, s2, s3, s4].map((s) => s.area.id);
    expect(await api.areaIds("sv", {}, "priceAsc")).toEqual([areas[2], areas[0], areas[1], areas[3]]);
  });

  it("gives a planned rental stage no price, and leaves it out of price filters", async () => {
    const area = await f.area();
    const planned = { projectStatus: "planned", plannedMinPrice: 0, plannedMaxPrice: 50_000 } as const;
    const rentals = await f.stage(area, { ...planned, disposalForm: "tenancy" });
    const condos = await f.stage(area, { ...planned, plannedMinPrice: 2_000_000, plannedMaxPrice: 4_000_000 });
    const { stages } = await api.stagesAndAreas("sv");
    expect(stages.find((s) => s.id === rentals.id)).toMatchObject({ minPrice: null, maxPrice: null, minRent: null });
    expect(stages.find((s) => s.id === condos.id)).toMatchObject({ minPrice: 2_000_000, maxPrice: 4_000_000 });
    expect(await api.stageIds("sv", { maxPrice: 3_000_000 })).toEqual([condos.id]);
  });
});
