import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { areas, objects, showings, stages } from "~/db/schema";
import { SITES } from "~/sites/sites";
import { MarkersResponseSchema, SearchFilterSchema } from "./schema";
import { createSearchService } from "./search.service";
import { searchTestApp } from "./search-test-app";
import { searchFactory } from "./test-factory";

/**
 * The search reads its read model (residence_search_homes and residence_search_stages), which
 * triggers keep. Every kind of write to homes and stages must show in the next search at once:
 * these tests write the source tables the way an editor or an import would and search again.
 */

const setup = searchTestApp();

describe("the search's read model", () => {
  it("follows a home's status, price and rooms, and its deletion", async () => {
    const { stage, object } = await setup.f.home({ price: 3_000_000, rooms: 2 });
    const other = await setup.f.object(stage, { price: 5_000_000, rooms: 4 });
    expect((await setup.api.objectIds("sv")).sort()).toEqual([object.id, other.id].sort());

    await setup.db.update(objects).set({ status: "sold" }).where(eq(objects.id, other.id));
    expect(await setup.api.objectIds("sv")).toEqual([object.id]);

    await setup.db.update(objects).set({ price: 6_000_000, rooms: 5 }).where(eq(objects.id, object.id));
    expect(await setup.api.objectIds("sv", { maxPrice: 4_000_000 })).toEqual([]);
    expect(await setup.api.objectIds("sv", { minRooms: 5 })).toEqual([object.id]);
    const [hit] = (await setup.api.stagesAndAreas("sv", { tab: "stage" })).stages;
    expect(hit).toMatchObject({ id: stage.id, minPrice: 6_000_000, maxPrice: 6_000_000, matchingObjects: 1 });

    await setup.db.delete(objects).where(eq(objects.id, object.id));
    expect(await setup.api.objectIds("sv")).toEqual([]);
    // The stage is released no more: it is no hit (it is neither planned nor has homes).
    expect(await setup.api.stageIds("sv")).toEqual([]);
  });

  it("follows a stage's project status, rank, name and concept into its homes", async () => {
    const first = await setup.f.home({}, { recommendedRank: 1 });
    const second = await setup.f.home({}, { recommendedRank: 2 });
    expect(await setup.api.objectIds("sv")).toEqual([first.object.id, second.object.id]);

    await setup.db.update(stages).set({ recommendedRank: 3 }).where(eq(stages.id, first.stage.id));
    expect(await setup.api.objectIds("sv")).toEqual([second.object.id, first.object.id]);

    await setup.db.update(stages).set({ projectStatus: "soldOut" }).where(eq(stages.id, second.stage.id));
    expect(await setup.api.objectIds("sv")).toEqual([first.object.id]);
    expect(await setup.api.stageIds("sv")).toEqual([first.stage.id]);
    expect(await setup.api.areaIds("sv")).toEqual([first.area.id]);
    expect(await setup.api.objectIds("sv", { projectStatus: ["soldOut"] })).toEqual([second.object.id]);

    await setup.db.update(stages).set({ concept: "premium", name: "Nytt namn" }).where(eq(stages.id, first.stage.id));
    expect(await setup.api.objectIds("sv", { concepts: ["premium"] })).toEqual([first.object.id]);
    const markers = MarkersResponseSchema.parse(await setup.api.markers("sv", "object"));
    expect(markers.markers.map(([id, , , , name]) => [id, name])).toEqual([[first.object.id, "Nytt namn"]]);
  });

  it("keeps a stage planned until its first home is released, with its stored ranges", async () => {
    const area = await setup.f.area();
    const stage = await setup.f.stage(area, {
      projectStatus: "planned",
      plannedMinPrice: 2_000_000,
      plannedMaxPrice: 4_000_000,
    });
    const planned = (await setup.api.stagesAndAreas("sv", { tab: "stage" })).stages;
    expect(planned).toEqual([expect.objectContaining({ id: stage.id, matchingObjects: 0, minPrice: 2_000_000 })]);

    await setup.db.update(stages).set({ projectStatus: "forSale" }).where(eq(stages.id, stage.id));
    const home = await setup.f.object(stage, { price: 3_500_000 });
    const released = (await setup.api.stagesAndAreas("sv", { tab: "stage" })).stages;
    expect(released).toEqual([
      expect.objectContaining({ id: stage.id, matchingObjects: 1, minPrice: 3_500_000, maxPrice: 3_500_000 }),
    ]);
    expect(await setup.api.objectIds("sv")).toEqual([home.id]);
  });

  it("forgets every home and stage of a deleted area, and stays consistent after bulk writes", async () => {
    const { area, stage } = await setup.f.home();
    await Promise.all([setup.f.object(stage), setup.f.object(stage)]);
    const kept = await setup.f.home();
    expect(await setup.api.objectIds("sv")).toHaveLength(4);

    // One statement changing many homes of several stages.
    await setup.db
      .update(objects)
      .set({ rooms: 5 })
      .where(inArray(objects.stageId, [stage.id, kept.stage.id]));
    expect(await setup.api.objectIds("sv", { minRooms: 5 })).toHaveLength(4);

    await setup.db.delete(areas).where(eq(areas.id, area.id));
    expect(await setup.api.objectIds("sv")).toEqual([kept.object.id]);
    const rows = await setup.db.execute(sql`select
      (select count(*)::int from residence_search_homes) as homes,
      (select count(*)::int from residence_search_stages) as stages`);
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({ homes: 1, stages: 1 });
  });

  it("follows showings as they are added, moved, changed and deleted", async () => {
    const { stage, object: first } = await setup.f.home();
    const second = await setup.f.object(stage);
    const other = await setup.f.home();
    const ids = async (viewing: "HasAny" | "InSevenDays" | "In30Days") =>
      (await setup.api.objectIds("sv", { viewing })).sort((x, y) => x - y);
    const both = [first.id, second.id].sort((x, y) => x - y);
    expect(await ids("HasAny")).toEqual([]);

    // A showing of the whole stage counts for each of its homes.
    const stageShowing = await setup.f.showing(stage, inDays(3));
    expect(await ids("InSevenDays")).toEqual(both);
    // A showing of one home counts for that home only.
    const homeShowing = await setup.f.showing(other.stage, inDays(20), { objectId: other.object.id });
    expect(await ids("HasAny")).toEqual([...both, other.object.id].sort((x, y) => x - y));
    expect(await ids("InSevenDays")).toEqual(both);
    expect(await ids("In30Days")).toEqual([...both, other.object.id].sort((x, y) => x - y));

    // Moved in time, and from one home to the other stage's whole stage.
    await setup.db
      .update(showings)
      .set({ startsAt: inDays(10), endsAt: inDays(10.1) })
      .where(eq(showings.id, stageShowing.id));
    expect(await ids("InSevenDays")).toEqual([]);
    expect(await ids("In30Days")).toEqual([...both, other.object.id].sort((x, y) => x - y));
    await setup.db.update(showings).set({ stageId: stage.id, objectId: null }).where(eq(showings.id, homeShowing.id));
    expect(await ids("HasAny")).toEqual(both);

    // Only the times, the stage and the home matter: other changes leave the read model's rows alone.
    const version = async () =>
      (
        (await setup.db.execute(
          sql`select xmin::text as v from residence_search_homes where object_id = ${first.id}`,
        )) as unknown as { rows: { v: string }[] }
      ).rows[0]!.v;
    const before = await version();
    await setup.db.update(showings).set({ capacity: 12, location: "Torget" }).where(eq(showings.stageId, stage.id));
    expect(await version()).toBe(before);

    await setup.db.delete(showings).where(eq(showings.stageId, stage.id));
    expect(await ids("HasAny")).toEqual([]);
  });

  it("compares the stored showings with the time of each search", async () => {
    const { stage } = await setup.f.home();
    // Two days from now, for one hour.
    await setup.f.showing(stage, inDays(2), { hours: 1 });
    const at = (time: Date) => createSearchService({ db: setup.db, clock: () => time });
    const count = async (time: Date, viewing: "HasAny" | "InSevenDays") =>
      (
        await at(time).searchObjects(SITES.sv, {
          filter: SearchFilterSchema.parse({ viewing }),
          sort: "recommended",
          limit: 30,
          offset: 0,
        })
      ).counts.objects;
    expect(await count(new Date(), "InSevenDays")).toBe(1);
    // Eight days before it: not within seven days yet; then while it goes on; then over.
    expect(await count(new Date(inDays(2).getTime() - 8 * DAY), "InSevenDays")).toBe(0);
    expect(await count(new Date(inDays(2).getTime() - 8 * DAY), "HasAny")).toBe(1);
    expect(await count(new Date(inDays(2).getTime() + 30 * 60_000), "InSevenDays")).toBe(1);
    expect(await count(new Date(inDays(2).getTime() + 60 * 60_000), "HasAny")).toBe(0);
    expect(await count(new Date(inDays(2).getTime() + 2 * 60 * 60_000), "HasAny")).toBe(0);
  });

  it("finds a planned stage by the showings of any of its homes' stage, and forgets a deleted home's", async () => {
    const area = await setup.f.area();
    const planned = await setup.f.stage(area, { projectStatus: "planned" });
    expect(await setup.api.stageIds("sv", { viewing: "HasAny" })).toEqual([]);
    await setup.f.showing(planned, inDays(5));
    expect(await setup.api.stageIds("sv", { viewing: "HasAny" })).toEqual([planned.id]);

    // A home's own showing goes when the home goes (deleted with it).
    const { stage, object } = await setup.f.home();
    await setup.f.showing(stage, inDays(4), { objectId: object.id });
    expect(await setup.api.objectIds("sv", { viewing: "HasAny" })).toEqual([object.id]);
    await setup.db.delete(objects).where(eq(objects.id, object.id));
    const rows = await setup.db.execute(
      sql`select showings::text as s from residence_search_stages where stage_id = ${stage.id}`,
    );
    expect((rows as unknown as { rows: { s: string }[] }).rows).toEqual([{ s: "{}" }]);
  });

  // Two connections at once exist on PostgreSQL only (PGlite runs one transaction at a time).
  it.runIf(process.env.TEST_DATABASE_URL)(
    "keeps the homes of two transactions writing one stage at once (PostgreSQL)",
    async () => {
      const { stage, object } = await setup.f.home();
      // The first transaction writes a home and waits, its refresh done but not committed.
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written!: () => void;
      const firstWritten = new Promise<void>((resolve) => {
        written = resolve;
      });
      const first = setup.db.transaction(async (tx) => {
        const row = await searchFactory(tx).object(stage);
        written();
        await released;
        return row;
      });
      await firstWritten;
      // The second writes a home of the same stage: its refresh must wait for the first's.
      const second = setup.db.transaction(async (tx) => searchFactory(tx).object(stage));
      const waiting = async () =>
        (
          (await setup.db.execute(
            sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n;
      for (let i = 0; i < 200 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await waiting()).toBe(1);
      release();
      const [a, b] = await Promise.all([first, second]);
      expect((await setup.api.objectIds("sv")).sort((x, y) => x - y)).toEqual(
        [object.id, a.id, b.id].sort((x, y) => x - y),
      );
      expect((await setup.api.stagesAndAreas("sv", { tab: "stage" })).stages[0]).toMatchObject({ matchingObjects: 3 });
    },
  );

  it("orders the area list by the areas' rank as it changes", async () => {
    const first = await setup.f.home({}, {}, { recommendedRank: 1 });
    const second = await setup.f.home({}, {}, { recommendedRank: 2 });
    expect(await setup.api.areaIds("sv")).toEqual([first.area.id, second.area.id]);
    await setup.db.update(areas).set({ recommendedRank: 3 }).where(eq(areas.id, first.area.id));
    expect(await setup.api.areaIds("sv")).toEqual([second.area.id, first.area.id]);
    // With a home-level filter, the areas are ranked the same.
    expect(await setup.api.areaIds("sv", { minRooms: 1 })).toEqual([second.area.id, first.area.id]);
  });
});

const DAY = 24 * 60 * 60_000;
/** A whole minute some days from now (showings start on the minute). */
function inDays(days: number): Date {
  const time = new Date(Date.now() + days * DAY);
  time.setUTCSeconds(0, 0);
  return time;
}
