import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client";
import { areas, objects, showings, stages, stageTags, tags } from "~/db/schema/residences";
import {
  CONCEPTS,
  DISPOSAL_FORMS,
  OBJECT_STATUSES,
  OUTDOOR_AREAS,
  PARKING_AND_STORAGE,
  PLOT_TYPES,
  PROJECT_PHASES,
  PROJECT_STATUSES,
  RESIDENCE_TYPES,
  SEARCHED_OBJECT_STATUSES,
  STAFF_ROLES,
  STAGE_STATUSES,
} from "~/domain/residence-enums";
import { filterBoundsOf } from "~/features/search/schema";
import { generateInventory } from "./generate";
import { seedResidences, TEST_INVENTORY_FACTS } from "./index";
import { COUNTRIES, distanceKm } from "./places";

const NOW = new Date("2026-03-10T08:30:00Z");
const DAY = 86_400_000;

let database: DatabaseHandle;
let seedMs = 0;

beforeAll(async () => {
  // Straight to PGlite: the test app would pull in the whole server.
  database = await openDatabase({ pgliteDataDir: "memory://" });
  await database.migrate();
  const started = performance.now();
  await seedResidences(database.db, { scale: "test", now: NOW, images: false });
  seedMs = performance.now() - started;
});

afterAll(async () => {
  await database?.close();
});

const distinct = <T>(values: T[]) => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe("test inventory", () => {
  it("is quick to write, so every API test file can seed it", () => {
    expect(seedMs).toBeLessThan(3000);
    console.info(`test inventory seeded in ${Math.round(seedMs)} ms`);
  });

  it("has the documented number of areas per site, each with stages and unique urls", async () => {
    const rows = await database.db.select().from(areas);
    for (const site of TEST_INVENTORY_FACTS.sites) {
      expect(rows.filter((a) => a.site === site)).toHaveLength(TEST_INVENTORY_FACTS.areas[site]);
    }
    const stageRows = await database.db.select().from(stages);
    const homeRows = await database.db.select().from(objects);
    expect(stageRows.length).toBeGreaterThanOrEqual(25);
    expect(homeRows.length).toBeGreaterThanOrEqual(120);
    const urls = [...rows, ...stageRows, ...homeRows].map((r) => `${r.site}${r.url}`);
    expect(new Set(urls).size).toBe(urls.length);
    for (const stage of stageRows) {
      const area = rows.find((a) => a.id === stage.areaId);
      expect(stage.url.startsWith(area?.url ?? "?")).toBe(true);
    }
  });

  it("covers every status, type, form, concept and option on each site", async () => {
    const stageRows = await database.db.select().from(stages);
    const homeRows = await database.db.select().from(objects);
    for (const site of TEST_INVENTORY_FACTS.sites) {
      const s = stageRows.filter((r) => r.site === site);
      const h = homeRows.filter((r) => r.site === site);
      expect(distinct(s.map((r) => r.projectStatus))).toEqual([...PROJECT_STATUSES].sort());
      expect(distinct(s.map((r) => r.stageStatus))).toEqual(Object.keys(STAGE_STATUSES).map(Number));
      expect(distinct(h.map((r) => r.status))).toEqual([...OBJECT_STATUSES].sort());
      expect(distinct(h.flatMap((r) => r.outdoorAreas))).toEqual([...OUTDOOR_AREAS].sort());
      // The variants of section 9 need these on every site.
      const searchable = h.filter((r) => SEARCHED_OBJECT_STATUSES.includes(r.status as never));
      for (const type of ["apartment", "townHouse", "detachedHouse"])
        expect(searchable.some((r) => r.residenceType === type)).toBe(true);
      expect(searchable.some((r) => r.outdoorAreas.includes("roofTop"))).toBe(true);
      expect(searchable.some((r) => r.outdoorAreas.includes("porch"))).toBe(true);
      expect(distinct(s.flatMap((r) => (r.concept ? [r.concept] : [])))).toEqual(
        site === "sv" ? [...CONCEPTS].sort() : ["original", "premium", "smartSquare"],
      );
    }
    const all = (pick: (r: (typeof stageRows)[number]) => string | number | null) => distinct(stageRows.map(pick));
    expect(all((r) => r.residenceType)).toEqual([...RESIDENCE_TYPES].sort());
    expect(all((r) => r.disposalForm)).toEqual(DISPOSAL_FORMS.filter((f) => f !== "all").sort());
    expect(all((r) => r.plotType)).toEqual([...PLOT_TYPES].sort());
    expect(distinct([...all((r) => r.parking), ...all((r) => r.storage)])).toEqual([...PARKING_AND_STORAGE].sort());
    expect(all((r) => r.projectPhase).length).toBeGreaterThanOrEqual(9);
    // A freehold apartment that is searchable: the ownershipApartment variant.
    const variant = stageRows.find((r) => r.name === TEST_INVENTORY_FACTS.ownershipApartmentVariantStage);
    expect(variant).toMatchObject({ disposalForm: "ownership", residenceType: "apartment", projectStatus: "forSale" });
  });

  it("has homes above and below each site's bounds", async () => {
    const homeRows = await database.db.select().from(objects);
    for (const site of TEST_INVENTORY_FACTS.sites) {
      const bounds = filterBoundsOf(site);
      const h = homeRows.filter((r) => r.site === site && SEARCHED_OBJECT_STATUSES.includes(r.status as never));
      const amount = (r: (typeof h)[number]) => (site === "fi" ? (r.totalPrice ?? 0) : r.price);
      expect(h.some((r) => amount(r) > bounds.price.max)).toBe(true);
      expect(h.some((r) => amount(r) < bounds.price.max * 0.3)).toBe(true);
      expect(h.some((r) => r.rooms > bounds.rooms.max)).toBe(true);
      expect(h.some((r) => r.rooms === 1)).toBe(true);
    }
    expect(homeRows.some((r) => r.site === "sv" && r.livingArea > 300)).toBe(true);
    expect(homeRows.some((r) => r.site === "fi" && r.livingArea > 150)).toBe(true);
  });

  it("keeps Finland's total price = sales price + debt share, and leaves it empty elsewhere", async () => {
    const homeRows = await database.db.select().from(objects);
    for (const home of homeRows) {
      if (home.site === "fi") {
        expect(home.totalPrice).toBe(home.price + (home.debtShare ?? Number.NaN));
        expect(home.debtShare).toBeGreaterThanOrEqual(0);
      } else {
        expect(home.totalPrice).toBeNull();
      }
    }
    expect(homeRows.some((h) => h.site === "fi" && (h.debtShare ?? 0) > 0)).toBe(true);
  });

  it("gives planned and VIP stages ranges and no released homes", async () => {
    const stageRows = await database.db.select().from(stages);
    const homeRows = await database.db.select().from(objects);
    const early = stageRows.filter((s) => s.projectStatus === "planned" || s.projectStatus === "vip");
    expect(early.length).toBeGreaterThanOrEqual(6);
    for (const stage of early) {
      expect(homeRows.filter((h) => h.stageId === stage.id && h.status !== "notAvailable")).toHaveLength(0);
      expect(stage.plannedMinRooms).not.toBeNull();
      expect(stage.plannedMaxPrice).toBeGreaterThan(stage.plannedMinPrice ?? Number.POSITIVE_INFINITY);
      expect(stage.plannedMaxArea).toBeGreaterThan(stage.plannedMinArea ?? Number.POSITIVE_INFINITY);
    }
    for (const names of Object.values(TEST_INVENTORY_FACTS.plannedStages))
      for (const name of names) expect(early.map((s) => s.name)).toContain(name);
  });

  it("places showings in the coming 60 days: within 7 days, within 30, later, and of single homes", async () => {
    const rows = await database.db.select().from(showings);
    expect(rows.length).toBeGreaterThan(10);
    for (const showing of rows) {
      expect(showing.startsAt.getTime()).toBeGreaterThan(NOW.getTime());
      expect(showing.startsAt.getTime()).toBeLessThan(NOW.getTime() + 60 * DAY);
      expect(showing.endsAt.getTime()).toBeGreaterThan(showing.startsAt.getTime());
    }
    for (const site of TEST_INVENTORY_FACTS.sites) {
      const stageIds = new Set(
        (await database.db.select().from(stages)).filter((s) => s.site === site).map((s) => s.id),
      );
      const own = rows.filter((r) => stageIds.has(r.stageId));
      const inDays = (r: (typeof own)[number]) => (r.startsAt.getTime() - NOW.getTime()) / DAY;
      expect(own.some((r) => inDays(r) <= 7)).toBe(true);
      expect(own.some((r) => inDays(r) > 7 && inDays(r) <= 30)).toBe(true);
      expect(own.some((r) => inDays(r) > 30)).toBe(true);
      expect(own.some((r) => r.capacity === null)).toBe(true);
      expect(own.some((r) => r.capacity !== null)).toBe(true);
      expect(own.some((r) => r.objectId !== null)).toBe(true);
    }
  });

  it("has move-in dates from the past to over a year ahead, and homes without a date", async () => {
    const homeRows = await database.db.select().from(objects);
    const months = homeRows.map((h) =>
      h.inhabitDate === null ? null : (new Date(`${h.inhabitDate}T00:00:00Z`).getTime() - NOW.getTime()) / (30 * DAY),
    );
    expect(months.some((m) => m !== null && m < 0)).toBe(true);
    expect(months.some((m) => m !== null && m > 0 && m < 6)).toBe(true);
    expect(months.some((m) => m !== null && m > 6 && m < 12)).toBe(true);
    expect(months.some((m) => m !== null && m > 12)).toBe(true);
    expect(months.some((m) => m === null)).toBe(true);
    const stageRows = await database.db.select().from(stages);
    for (const stage of stageRows.filter((s) => s.projectStatus === "moveInReady"))
      expect(new Date(`${stage.inhabitFrom}T00:00:00Z`).getTime()).toBeLessThan(NOW.getTime());
  });

  it("tags counties, municipalities and themes, and links every stage to its place", async () => {
    const tagRows = await database.db.select().from(tags);
    const links = await database.db.select().from(stageTags);
    const areaRows = await database.db.select().from(areas);
    const stageRows = await database.db.select().from(stages);
    for (const area of areaRows) {
      const county = tagRows.find((t) => t.site === area.site && t.url === area.countySlug);
      const municipality = tagRows.find((t) => t.site === area.site && t.url === area.municipalitySlug);
      expect(county?.name).toBe(area.county);
      expect(municipality?.name).toBe(area.municipality);
      for (const stage of stageRows.filter((s) => s.areaId === area.id)) {
        const tagIds = links.filter((l) => l.stageId === stage.id).map((l) => l.tagId);
        expect(tagIds).toContain(county?.id);
        expect(tagIds).toContain(municipality?.id);
      }
    }
    expect(tagRows.some((t) => t.hasRental)).toBe(true);
    expect(tagRows.filter((t) => t.site === "sv").map((t) => t.name)).toContain("Nära vatten");
  });

  it("gives contact persons with staff roles, country phone formats and example e-mails", async () => {
    const areaRows = await database.db.select().from(areas);
    const stageRows = await database.db.select().from(stages);
    const people = [...areaRows, ...stageRows].flatMap((r) => r.contacts.map((c) => ({ site: r.site, ...c })));
    for (const person of people) {
      expect(person.role).toBeGreaterThanOrEqual(0);
      expect(person.role).toBeLessThan(STAFF_ROLES.length);
      expect(person.email).toMatch(/^[a-z-]+\.[a-z-]+@nordhem\.example$/);
      const format = {
        sv: /^07\d-\d{3} \d{2} \d{2}$/,
        no: /^\+47 [49]\d{2} \d{2} \d{3}$/,
        fi: /^0(40|44|50) \d{3} \d{4}$/,
      };
      expect(person.phone).toMatch(format[person.site as keyof typeof format]);
    }
  });

  it("keeps every coordinate within about 3 km of its municipality's centre", async () => {
    const areaRows = await database.db.select().from(areas);
    const homeRows = await database.db.select().from(objects);
    const centres = new Map(
      Object.values(COUNTRIES)
        .flat()
        .flatMap((c) => c.municipalities.map((m) => [m.name, m] as const)),
    );
    for (const home of homeRows) {
      const area = areaRows.find((a) => a.id === home.areaId);
      const centre = centres.get(area?.municipality ?? "");
      expect(centre).toBeDefined();
      if (!centre) continue;
      expect(distanceKm(centre.latitude, centre.longitude, home.latitude, home.longitude)).toBeLessThan(3.3);
    }
  });

  it("is deterministic", async () => {
    const again = generateInventory("test", NOW);
    const [row] = await database.db
      .select({ total: sql<string>`coalesce(sum(${objects.price}), 0)::text` })
      .from(objects);
    const total = row?.total;
    const expected = again.areas.flatMap((a) => a.stages.flatMap((s) => s.homes)).reduce((n, h) => n + h.price, 0);
    expect(Number(total)).toBe(expected);
    expect(JSON.stringify(generateInventory("test", NOW))).toBe(JSON.stringify(again));
  });
});

describe("demo inventory (generated in memory)", () => {
  const inventory = generateInventory("demo", NOW);
  const allStages = inventory.areas.flatMap((a) => a.stages);
  const homes = allStages.flatMap((s) => s.homes);
  const demoSites = ["sv", "no", "fi", "seniorgarden", "cooperative"] as const;

  it("has at least 80 areas, 200 stages and 5,000 homes on the five sites", () => {
    expect(inventory.areas.length).toBeGreaterThanOrEqual(80);
    expect(allStages.length).toBeGreaterThanOrEqual(200);
    expect(homes.length).toBeGreaterThanOrEqual(5000);
    expect(distinct(inventory.areas.map((a) => a.site))).toEqual([...demoSites].sort());
    const urls = [...inventory.areas, ...allStages, ...homes.map((h, i) => ({ site: `h${i}`, url: h.url }))].map(
      (r) => `${r.site}${r.url}`,
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("represents every enumeration value on the main sites", () => {
    for (const site of ["sv", "no", "fi"] as const) {
      const areasOf = inventory.areas.filter((a) => a.site === site);
      const stagesOf = areasOf.flatMap((a) => a.stages);
      const homesOf = stagesOf.flatMap((s) => s.homes);
      expect(distinct(areasOf.map((a) => a.projectStatus))).toEqual([...PROJECT_STATUSES].sort());
      expect(distinct(stagesOf.map((s) => s.projectStatus))).toEqual([...PROJECT_STATUSES].sort());
      expect(distinct(stagesOf.map((s) => s.stageStatus))).toEqual([1, 2, 3, 4, 5]);
      expect(distinct(stagesOf.map((s) => s.projectPhase))).toHaveLength(PROJECT_PHASES.length);
      expect(distinct(homesOf.map((h) => h.status))).toEqual([...OBJECT_STATUSES].sort());
      expect(distinct(homesOf.flatMap((h) => h.outdoorAreas))).toEqual([...OUTDOOR_AREAS].sort());
      expect(distinct(stagesOf.map((s) => s.parking))).toEqual([...PARKING_AND_STORAGE].sort());
      expect(distinct(stagesOf.map((s) => s.storage))).toEqual([...PARKING_AND_STORAGE].sort());
      expect(distinct(stagesOf.map((s) => s.plotType))).toEqual([...PLOT_TYPES].sort());
    }
    expect(distinct(allStages.map((s) => s.residenceType))).toEqual([...RESIDENCE_TYPES].sort());
    expect(distinct(allStages.map((s) => s.disposalForm))).toEqual(DISPOSAL_FORMS.filter((f) => f !== "all").sort());
    expect(distinct(allStages.flatMap((s) => (s.concept ? [s.concept] : [])))).toEqual([...CONCEPTS].sort());
    const roles = inventory.areas
      .flatMap((a) => [...a.contacts, ...a.stages.flatMap((s) => s.contacts)])
      .map((c) => c.role);
    expect(distinct(roles)).toEqual(STAFF_ROLES.map((_, i) => i));
    // The brands: senior living only as seniorGarden apartments, the cooperative brand as condominiums.
    const senior = allStages.filter((s) => s.site === "seniorgarden");
    expect(senior.every((s) => s.concept === "seniorGarden" && s.residenceType === "apartment")).toBe(true);
    expect(allStages.filter((s) => s.site === "cooperative").every((s) => s.disposalForm === "condominium")).toBe(true);
  });

  it("prices homes plausibly per country, with a share above each site's bound", () => {
    for (const site of demoSites) {
      const bounds = filterBoundsOf(site);
      const sale = allStages.filter((s) => s.site === site && s.disposalForm !== "tenancy").flatMap((s) => s.homes);
      const amounts = sale.map((h) => (site === "fi" ? (h.totalPrice ?? 0) : h.price));
      const [min, max] =
        site === "fi" ? [150_000, 1_200_000] : site === "no" ? [2_500_000, 14_000_000] : [1_500_000, 14_000_000];
      expect(Math.min(...amounts)).toBeGreaterThanOrEqual(min);
      expect(Math.max(...amounts)).toBeLessThanOrEqual(max);
      expect(amounts.filter((a) => a > bounds.price.max).length).toBeGreaterThan(5);
      expect(amounts.filter((a) => a < bounds.price.max / 2).length).toBeGreaterThan(sale.length / 10);
    }
    for (const home of homes) {
      // Living area follows the rooms: about 25 + 22 per room.
      expect(home.livingArea).toBeGreaterThanOrEqual(25 + 22 * home.rooms - 6);
      if (home.residenceType === "apartment") expect(home.floor).not.toBeNull();
      else expect(home.plotArea).toBeGreaterThan(0);
    }
    const finnish = allStages.filter((s) => s.site === "fi").flatMap((s) => s.homes);
    expect(finnish.length).toBeGreaterThan(500);
    expect(finnish.every((h) => h.rooms <= 5)).toBe(true);
    expect(finnish.every((h) => h.totalPrice === h.price + (h.debtShare ?? Number.NaN))).toBe(true);
  });

  it("keeps planned and VIP stages unreleased, move-in dates within -2..30 months and showings within 60 days", () => {
    for (const stage of allStages.filter((s) => s.projectStatus === "planned" || s.projectStatus === "vip")) {
      expect(stage.homes.every((h) => h.status === "notAvailable")).toBe(true);
      expect(stage.plannedMinPrice).not.toBeNull();
      expect(stage.plannedMaxRooms).not.toBeNull();
    }
    const month = 30.5 * DAY;
    for (const stage of allStages) {
      for (const date of [stage.inhabitFrom, stage.inhabitTo]) {
        if (!date) continue;
        const months = (new Date(`${date}T00:00:00Z`).getTime() - NOW.getTime()) / month;
        expect(months).toBeGreaterThanOrEqual(-2.2);
        expect(months).toBeLessThanOrEqual(32);
      }
      if (stage.projectStatus === "moveInReady")
        expect(stage.inhabitTo && stage.inhabitTo < NOW.toISOString()).toBeTruthy();
      for (const showing of stage.showings) {
        expect(showing.startsAt.getTime()).toBeGreaterThan(NOW.getTime());
        expect(showing.startsAt.getTime()).toBeLessThan(NOW.getTime() + 60 * DAY);
      }
    }
    const withShowings = allStages.filter((s) => s.showings.length > 0);
    expect(withShowings.length).toBeGreaterThan(80);
    expect(withShowings.some((s) => s.showings.some((x) => x.homeUrl !== null))).toBe(true);
  });

  it("places every home within about 3 km of its municipality's centre", () => {
    const centres = new Map(
      Object.values(COUNTRIES)
        .flat()
        .flatMap((c) => c.municipalities.map((m) => [m.name, m] as const)),
    );
    for (const area of inventory.areas) {
      const centre = centres.get(area.municipality);
      if (!centre) throw new Error(`no centre for ${area.municipality}`);
      for (const home of area.stages.flatMap((s) => s.homes))
        expect(distanceKm(centre.latitude, centre.longitude, home.latitude, home.longitude)).toBeLessThan(3.3);
    }
  });
});

// Writing the demo inventory to PGlite takes a few seconds plus migrations; run with SEED_DEMO_TEST=1.
describe.runIf(process.env.SEED_DEMO_TEST === "1")("demo inventory written to PGlite", () => {
  it("writes at least 80 areas, 200 stages and 5,000 homes", async () => {
    const db = await openDatabase({ pgliteDataDir: "memory://" });
    try {
      await db.migrate();
      const started = performance.now();
      const summary = await seedResidences(db.db, { scale: "demo", now: NOW, images: false });
      console.info(`demo inventory written in ${Math.round(performance.now() - started)} ms`, summary);
      const [row] = await db.db
        .select({
          areas: sql<number>`(select count(*)::int from residence_areas)`,
          stages: sql<number>`(select count(*)::int from residence_stages)`,
          homes: sql<number>`(select count(*)::int from residence_objects)`,
        })
        .from(sql`(select 1) as one`);
      expect(row?.areas).toBeGreaterThanOrEqual(80);
      expect(row?.stages).toBeGreaterThanOrEqual(200);
      expect(row?.homes).toBeGreaterThanOrEqual(5000);
    } finally {
      await db.close();
    }
  }, 120_000);
});
