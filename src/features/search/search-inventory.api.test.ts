import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client";
import { objects } from "~/db/schema";
import { TEST_INVENTORY_FACTS } from "~/db/seed/residences";
import { SEARCHED_OBJECT_STATUSES } from "~/domain/residence-enums";
import { SITES } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import {
  filterBoundsOf,
  type HitListResponse,
  ObjectSearchResponseSchema,
  type SearchFilterInput,
  StageAndAreaSearchResponseSchema,
  type StageCountiesResponse,
  type TagListResponse,
} from "./schema";
import { hostOf, searchApi } from "./test-factory";

/** Smoke test of every search call per country against the seeded test inventory. */

let app: FastifyInstance;
let db: Database;
let api: ReturnType<typeof searchApi>;

beforeAll(async () => {
  const test = await createTestApp({ seed: true, inventory: "test" });
  app = test.app;
  db = test.database.db;
  api = searchApi(app);
});
afterAll(async () => {
  await app.close();
});

describe.each(TEST_INVENTORY_FACTS.sites)("the %s test inventory", (site) => {
  const siteId = SITES[site].siteId;
  const host = hostOf(site);

  it("finds searchable homes and counts all three tabs consistently", async () => {
    const objects = await api.objects(site, { limit: 300 });
    expect(objects.hits.length).toBeGreaterThan(0);
    expect(objects.hits.length).toBe(objects.counts.objects);
    expect(objects.hits.every((h) => (SEARCHED_OBJECT_STATUSES as string[]).includes(h.status))).toBe(true);
    const stagesAndAreas = await api.stagesAndAreas(site, { limit: 300 });
    expect(stagesAndAreas.counts).toEqual(objects.counts);
    expect(stagesAndAreas.stages).toHaveLength(objects.counts.stages);
    expect(stagesAndAreas.areas).toHaveLength(objects.counts.areas);
    // The database writes these answers' JSON: it must have exactly the documented shape.
    expect(ObjectSearchResponseSchema.parse(objects)).toEqual(objects);
    expect(StageAndAreaSearchResponseSchema.parse(stagesAndAreas)).toEqual(stagesAndAreas);
    const homesPerStage = stagesAndAreas.stages.reduce((sum, s) => sum + s.matchingObjects, 0);
    expect(homesPerStage).toBe(objects.counts.objects);
  });

  it("shows the planned stages and hides the sold-out area", async () => {
    const { stages, areas } = await api.stagesAndAreas(site, { limit: 300 });
    const planned = stages.filter((s) => s.matchingObjects === 0).map((s) => s.name);
    expect(planned.sort()).toEqual([...TEST_INVENTORY_FACTS.plannedStages[site]].sort());
    expect(areas.map((a) => a.name)).not.toContain(TEST_INVENTORY_FACTS.soldOutAreas[site]);
    const soldOut = await api.stagesAndAreas(site, { filter: { projectStatus: ["soldOut"] }, limit: 300 });
    expect(soldOut.areas.map((a) => a.name)).toContain(TEST_INVENTORY_FACTS.soldOutAreas[site]);
  });

  it("reads the price and rooms bounds as no upper limit", async () => {
    const bounds = filterBoundsOf(site);
    const all = (await api.objects(site)).counts.objects;
    const atBound = await api.objects(site, { filter: { maxPrice: bounds.price.max, maxRooms: bounds.rooms.max } });
    expect(atBound.counts.objects).toBe(all);
    const below = await api.objects(site, {
      filter: { maxPrice: bounds.price.max - bounds.price.step, maxRooms: bounds.rooms.max - 1 },
    });
    expect(below.counts.objects).toBeLessThan(all);
  });

  it("narrows with filters, and the viewing windows nest", async () => {
    const all = (await api.objects(site)).counts.objects;
    const counts = async (filter: SearchFilterInput) => (await api.objects(site, { filter })).counts.objects;
    const hasAny = await counts({ viewing: "HasAny" });
    const in30 = await counts({ viewing: "In30Days" });
    const in7 = await counts({ viewing: "InSevenDays" });
    expect(all).toBeGreaterThanOrEqual(hasAny);
    expect(hasAny).toBeGreaterThanOrEqual(in30);
    expect(in30).toBeGreaterThanOrEqual(in7);
    expect(in7).toBeGreaterThan(0);
    // Town house already includes its variants.
    const townHouses = await counts({ residenceType: ["townHouse"] });
    expect(townHouses).toBe(await counts({ residenceType: ["townHouse", "semiDetached", "detachedHouse"] }));
    expect(townHouses).toBeGreaterThan(await counts({ residenceType: ["semiDetached"] }));
    expect(await counts({ minRooms: 3, maxRooms: 3 })).toBeLessThan(all);
  });

  it("answers the other calls", async () => {
    const { stages } = await api.stagesAndAreas(site, { tab: "stage", limit: 300 });
    const stage = stages.find((s) => s.matchingObjects > 0)!;
    const stageHomes = await api.ok<{ hits: { id: number }[]; total: number }>(
      "/api/residence/search_stage",
      { siteId, stageId: stage.id },
      host,
    );
    expect(stageHomes.total).toBe(stage.matchingObjects);
    const byIds = await api.ok<HitListResponse>(
      "/api/residence/search/by_ids/object",
      { siteId, ids: stageHomes.hits.map((h) => h.id) },
      host,
    );
    expect(byIds.hits.map((h) => h.id)).toEqual(stageHomes.hits.map((h) => h.id));
    const stagesByIds = await api.ok<HitListResponse>(
      "/api/residence/search/by_ids/stage",
      { siteId, ids: [stage.id] },
      host,
    );
    expect(stagesByIds.hits[0]).toMatchObject({ id: stage.id, minPrice: stage.minPrice, maxPrice: stage.maxPrice });

    const counties = await api.ok<StageCountiesResponse>("/api/residence/search_stage_counties", { siteId }, host);
    expect(counties.counties.reduce((sum, c) => sum + c.stages, 0)).toBe(stages.length);

    const tagsResponse = await app.inject({ url: `/api/residence/search/stage_tags/${siteId}`, headers: { host } });
    const { tags } = tagsResponse.json() as TagListResponse;
    expect(tags.length).toBeGreaterThan(0);
    const tag = tags[0]!;
    const suggested = await api.ok<TagListResponse>(
      "/api/residence/search/tags",
      { siteId, text: tag.name.slice(0, 3) },
      host,
    );
    expect(suggested.tags.map((t) => t.id)).toContain(tag.id);
    const resolved = await api.ok<TagListResponse>("/api/residence/search/tags/url", { siteId, url: tag.url }, host);
    expect(resolved.tags).toEqual([tag]);
    const tagged = await api.objects(site, { filter: { tags: [tag.id] } });
    expect(tagged.counts.stages).toBeGreaterThan(0);
  });
});

describe("Finland's prices", () => {
  it("shows and sorts the debt-free total price", async () => {
    const { hits } = await api.objects("fi", { sort: "priceAsc", limit: 300 });
    const prices = hits.map((h) => h.minPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const rows = await db
      .select({ id: objects.id, totalPrice: objects.totalPrice, price: objects.price })
      .from(objects)
      .where(eq(objects.site, "fi"));
    const total = new Map(rows.map((r) => [r.id, r.totalPrice]));
    expect(hits.every((h) => h.minPrice === total.get(h.id))).toBe(true);
    // The inventory has debt shares, so the total price differs from the sales price somewhere.
    expect(rows.some((r) => r.totalPrice !== null && r.totalPrice > r.price)).toBe(true);
  });
});
