import { asc, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { explorerObjectViews, explorerViews, media, objects, stageExplorers } from "~/db/schema";
import { ClickAreaSchema } from "~/features/explorer/schema";
import { SunStudySchema } from "~/features/explorer/sun-study/schema";
import { openTestDatabase } from "~/test/test-app";
import { EXPLORER_KEY, seedDemoExplorer } from "./explorer";
import { explorerDemoStageIds } from "./explorer-stages";
import { seedResidences } from "./residences";

const NOW = new Date("2026-11-26T10:00:00Z");

async function seededDatabase(images: boolean): Promise<DatabaseHandle> {
  const database = await openTestDatabase();
  await database.migrate();
  await seedResidences(database.db, { scale: "test", images: false, now: NOW });
  expect(await seedDemoExplorer(database.db, { images })).toBe("seeded");
  return database;
}

let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  first = await seededDatabase(true);
  second = await seededDatabase(false);
}, 120_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
});

const viewsOf = (database: DatabaseHandle) =>
  database.db.select().from(explorerViews).orderBy(asc(explorerViews.stageId), asc(explorerViews.sortOrder));

describe("the residence explorer's demo data", () => {
  it("gives every demo explorer stage three views, the street facade first", async () => {
    const ids = await explorerDemoStageIds(first.db);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const explorers = await first.db.select().from(stageExplorers);
    expect(explorers.map((row) => row.stageId).sort()).toEqual([...ids].sort());
    for (const explorer of explorers) {
      const views = await first.db.select().from(explorerViews).where(eq(explorerViews.stageId, explorer.stageId));
      expect(views).toHaveLength(3);
      expect(explorer.firstViewId).toBe(`s${explorer.stageId}-street`);
    }
    // One stage links an external sun study; the first Swedish one (the journey's) does not.
    expect(explorers.filter((row) => row.sunStudyExternalUrl !== null)).toHaveLength(1);
    expect(explorers.find((row) => row.stageId === ids[0])?.sunStudyExternalUrl).toBeNull();
  });

  it("gives every home of the stage a click area on both facades, inside the picture and on distinct cells", async () => {
    for (const view of await viewsOf(first)) {
      const areas = view.clickAreas.map((area) => ClickAreaSchema.parse(area));
      for (const area of areas) {
        for (const [x, y] of area.points) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(view.width);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(view.height);
        }
      }
      const homes = await first.db.select({ id: objects.id }).from(objects).where(eq(objects.stageId, view.stageId));
      const apartments = areas.flatMap((area) => (area.kind === "apartment" ? [area] : []));
      if (view.id.endsWith("-aerial")) {
        expect(apartments).toEqual([]);
      } else {
        expect(apartments.map((area) => area.objectId).sort()).toEqual(homes.map((home) => home.id).sort());
        // No two homes share a cell: their top-left corners differ.
        expect(new Set(apartments.map((area) => String(area.points[0]))).size).toBe(apartments.length);
      }
      // Links lead to the stage's other views.
      const links = areas.flatMap((area) => (area.kind === "interLink" ? [area.targetViewId] : []));
      expect(links.length).toBeGreaterThan(0);
      for (const target of links) expect(target).toMatch(new RegExp(`^s${view.stageId}-`));
      expect(links).not.toContain(view.id);
    }
  });

  it("gives each view a sun study with facade and balcony surfaces facing opposite ways front and back", async () => {
    for (const view of await viewsOf(first)) {
      const study = SunStudySchema.parse(view.sunStudy);
      const facades = study.surfaces.filter((surface) => surface.kind === "facade");
      expect(facades.length).toBeGreaterThan(0);
      if (view.id.endsWith("-street")) expect(facades[0]?.azimuth).toBe(225);
      if (view.id.endsWith("-courtyard")) expect(facades[0]?.azimuth).toBe(45);
      for (const balcony of study.surfaces.filter((surface) => surface.kind === "balcony")) {
        expect(balcony.objectId).not.toBeNull();
      }
    }
  });

  it("gives every home a balcony view and a 3D view, and stores the pictures", async () => {
    const ids = await explorerDemoStageIds(first.db);
    const homes = await first.db.select({ id: objects.id }).from(objects).where(inArray(objects.stageId, ids));
    const rows = await first.db.select().from(explorerObjectViews);
    for (const home of homes) {
      const own = rows.filter((row) => row.objectId === home.id);
      expect(own.some((row) => row.kind === "balcony" && row.azimuth !== null)).toBe(true);
      expect(own.filter((row) => row.kind === "object3d")).toHaveLength(1);
    }
    const paths = new Set([...rows.map((row) => row.image), ...(await viewsOf(first)).map((view) => view.image)]);
    const stored = await first.db
      .select({ path: media.path, data: media.data, width: media.width })
      .from(media)
      .where(inArray(media.path, [...paths]));
    expect(stored.map((row) => row.path).sort()).toEqual([...paths].sort());
    const sample = stored.find((row) => row.path.endsWith("-street.jpg"));
    const meta = await sharp(sample?.data as Buffer).metadata();
    expect(meta.width).toBe(sample?.width);
  });

  it("is deterministic, writes no pictures without images and runs once", async () => {
    const strip = (rows: Awaited<ReturnType<typeof viewsOf>>) =>
      rows.map(({ id, clickAreas, sunStudy }) => ({ id, clickAreas, sunStudy }));
    expect(strip(await viewsOf(second))).toEqual(strip(await viewsOf(first)));
    expect(await second.db.select({ path: media.path }).from(media)).toEqual([]);
    expect(await seedDemoExplorer(second.db)).toBe("already-seeded");
    expect(EXPLORER_KEY).toBe("demo_explorer");
  });
});
