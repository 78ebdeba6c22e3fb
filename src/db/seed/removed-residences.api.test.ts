import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { appMeta, objects, removedResidences, stages } from "~/db/schema";
import { createNotFoundService } from "~/features/residences/not-found.service";
import { openTestDatabase } from "~/test/test-app";
import { REMOVED_RESIDENCES_KEY, seedDemoRemovedResidences } from "./removed-residences";
import { seedResidences } from "./residences";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  // Before the inventory there is nothing to remove: nothing written, the key left for later.
  expect(await seedDemoRemovedResidences(database.db)).toBe("already-seeded");
  expect(await database.db.select().from(appMeta).where(eq(appMeta.key, REMOVED_RESIDENCES_KEY))).toEqual([]);
  await seedResidences(database.db, { scale: "test", images: false, now: new Date() });
  expect(await seedDemoRemovedResidences(database.db)).toBe("seeded");
});
afterAll(async () => {
  await database?.close();
});

describe("the demo tombstones", () => {
  it("a sold home, a removed home and a removed stage per site, sold premises in Sweden and Finland", async () => {
    const rows = await database.db.select().from(removedResidences);
    for (const site of ["sv", "no", "fi"]) {
      const kinds = rows.filter((row) => row.site === site).map((row) => `${row.kind}:${row.reason}`);
      expect(kinds, site).toEqual(expect.arrayContaining(["object:sold", "object:removed", "stage:removed"]));
    }
    expect(
      rows
        .filter((row) => row.kind === "premises")
        .map((row) => row.site)
        .sort(),
    ).toEqual(["fi", "sv"]);
    expect(rows.find((row) => row.site === "sv" && row.kind === "premises")?.url).toMatch(/^\/lokaler\/[a-z0-9-]+\/$/);
  });

  it("never over an address the inventory uses, and each next to homes for sale", async () => {
    const rows = await database.db.select().from(removedResidences);
    const urls = rows.map((row) => row.url);
    expect(await database.db.select().from(objects).where(inArray(objects.url, urls))).toEqual([]);
    expect(await database.db.select().from(stages).where(inArray(stages.url, urls))).toEqual([]);
    const service = createNotFoundService({ db: database.db });
    for (const row of rows.filter((r) => r.kind === "object")) {
      expect(row.areaId, row.url).not.toBeNull();
      const homes = await service.similarHomes(
        row.site as "sv",
        { kind: "area", areaId: row.areaId ?? 0 },
        { rooms: row.rooms },
      );
      expect(homes.length, row.url).toBeGreaterThan(0);
    }
  });

  it("is written once", async () => {
    const before = await database.db.select().from(removedResidences);
    expect(await seedDemoRemovedResidences(database.db)).toBe("already-seeded");
    expect(await database.db.select().from(removedResidences)).toHaveLength(before.length);
    const key = await database.db
      .select()
      .from(appMeta)
      .where(and(eq(appMeta.key, REMOVED_RESIDENCES_KEY)));
    expect(key).toHaveLength(1);
  });
});
