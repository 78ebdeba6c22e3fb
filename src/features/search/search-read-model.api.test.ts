import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client";
import { areas, objects, stages } from "~/db/schema";
import { createTestApp } from "~/test/test-app";
import { MarkersResponseSchema } from "./schema";
import { clearResidences, type SearchFactory, searchApi, searchFactory } from "./test-factory";

/**
 * The search reads its read model (residence_search_homes and residence_search_stages), which
 * triggers keep. Every kind of write to homes and stages must show in the next search at once:
 * these tests write the source tables the way an editor or an import would and search again.
 */

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
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await clearResidences(db);
});

describe("the search's read model", () => {
  it("follows a home's status, price and rooms, and its deletion", async () => {
    const { stage, object } = await f.home({ price: 3_000_000, rooms: 2 });
    const other = await f.object(stage, { price: 5_000_000, rooms: 4 });
    expect((await api.objectIds("sv")).sort()).toEqual([object.id, other.id].sort());

    await db.update(objects).set({ status: "sold" }).where(eq(objects.id, other.id));
    expect(await api.objectIds("sv")).toEqual([object.id]);

    await db.update(objects).set({ price: 6_000_000, rooms: 5 }).where(eq(objects.id, object.id));
    expect(await api.objectIds("sv", { maxPrice: 4_000_000 })).toEqual([]);
    expect(await api.objectIds("sv", { minRooms: 5 })).toEqual([object.id]);
    const [hit] = (await api.stagesAndAreas("sv", { tab: "stage" })).stages;
    expect(hit).toMatchObject({ id: stage.id, minPrice: 6_000_000, maxPrice: 6_000_000, matchingObjects: 1 });

    await db.delete(objects).where(eq(objects.id, object.id));
    expect(await api.objectIds("sv")).toEqual([]);
    // The stage is released no more: it is no hit (it is neither planned nor has homes).
    expect(await api.stageIds("sv")).toEqual([]);
  });

  it("follows a stage's project status, rank, name and concept into its homes", async () => {
    const first = await f.home({}, { recommendedRank: 1 });
    const second = await f.home({}, { recommendedRank: 2 });
    expect(await api.objectIds("sv")).toEqual([first.object.id, second.object.id]);

    await db.update(stages).set({ recommendedRank: 3 }).where(eq(stages.id, first.stage.id));
    expect(await api.objectIds("sv")).toEqual([second.object.id, first.object.id]);

    await db.update(stages).set({ projectStatus: "soldOut" }).where(eq(stages.id, second.stage.id));
    expect(await api.objectIds("sv")).toEqual([first.object.id]);
    expect(await api.objectIds("sv", { projectStatus: ["soldOut"] })).toEqual([second.object.id]);

    await db.update(stages).set({ concept: "premium", name: "Nytt namn" }).where(eq(stages.id, first.stage.id));
    expect(await api.objectIds("sv", { concepts: ["premium"] })).toEqual([first.object.id]);
    const markers = MarkersResponseSchema.parse(await api.markers("sv", "object"));
    expect(markers.markers.map((marker) => [marker.id, marker.name])).toEqual([[first.object.id, "Nytt namn"]]);
  });

  it("keeps a stage planned until its first home is released, with its stored ranges", async () => {
    const area = await f.area();
    const stage = await f.stage(area, {
      projectStatus: "planned",
      plannedMinPrice: 2_000_000,
      plannedMaxPrice: 4_000_000,
    });
    const planned = (await api.stagesAndAreas("sv", { tab: "stage" })).stages;
    expect(planned).toEqual([expect.objectContaining({ id: stage.id, matchingObjects: 0, minPrice: 2_000_000 })]);

    await db.update(stages).set({ projectStatus: "forSale" }).where(eq(stages.id, stage.id));
    const home = await f.object(stage, { price: 3_500_000 });
    const released = (await api.stagesAndAreas("sv", { tab: "stage" })).stages;
    expect(released).toEqual([
      expect.objectContaining({ id: stage.id, matchingObjects: 1, minPrice: 3_500_000, maxPrice: 3_500_000 }),
    ]);
    expect(await api.objectIds("sv")).toEqual([home.id]);
  });

  it("forgets every home and stage of a deleted area, and stays consistent after bulk writes", async () => {
    const { area, stage } = await f.home();
    await Promise.all([f.object(stage), f.object(stage)]);
    const kept = await f.home();
    expect(await api.objectIds("sv")).toHaveLength(4);

    // One statement changing many homes of several stages.
    await db
      .update(objects)
      .set({ rooms: 5 })
      .where(inArray(objects.stageId, [stage.id, kept.stage.id]));
    expect(await api.objectIds("sv", { minRooms: 5 })).toHaveLength(4);

    await db.delete(areas).where(eq(areas.id, area.id));
    expect(await api.objectIds("sv")).toEqual([kept.object.id]);
    const rows = await db.execute(sql`select
      (select count(*)::int from residence_search_homes) as homes,
      (select count(*)::int from residence_search_stages) as stages`);
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({ homes: 1, stages: 1 });
  });
});
