import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { appMeta, interiorOptions, objects, stageBookingSettings, userBookings } from "~/db/schema";
import { openTestDatabase } from "~/test/test-app";
import { seedDemoAccounts } from "./accounts";
import { bookableDemoHomes, CLICK_TO_BUY_KEY, seedDemoClickToBuy } from "./click-to-buy";
import { seedDemoPurchases } from "./purchases";
import { seedResidences } from "./residences";

let database: DatabaseHandle;
let filesDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  filesDir = await mkdtemp(path.join(os.tmpdir(), "click-to-buy-seed-"));
  await seedResidences(database.db, { scale: "test", images: false, now: new Date() });
  await seedDemoAccounts(database.db);
  await seedDemoPurchases(database.db, { filesDir });
  expect(await seedDemoClickToBuy(database.db)).toBe("seeded");
});
afterAll(async () => {
  await database?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

describe("the click-to-buy demo data", () => {
  it("makes homes bookable on sv, no and fi with the country's fee (none in Finland)", async () => {
    const db = database.db;
    for (const [site, fee] of [
      ["sv", 5_000],
      ["no", 10_000],
      ["fi", null],
    ] as const) {
      const homes = await bookableDemoHomes(db, site);
      expect(homes.length, site).toBeGreaterThan(0);
      const [settings] = await db
        .select()
        .from(stageBookingSettings)
        .where(eq(stageBookingSettings.stageId, homes[0]?.stageId ?? 0));
      expect(settings?.bookingFee, site).toBe(fee);
      expect(settings?.holdMinutes).toBeNull();
    }
  });

  it("gives interior options to the Norwegian and Swedish stages, a standard at 0 in every category", async () => {
    const db = database.db;
    for (const site of ["sv", "no"] as const) {
      const [home] = await bookableDemoHomes(db, site);
      const options = await db
        .select()
        .from(interiorOptions)
        .where(eq(interiorOptions.stageId, home?.stageId ?? 0));
      const categories = new Set(options.map((option) => option.category));
      expect([...categories].sort()).toEqual(["appliances", "bathroom", "flooring", "kitchen", "walls"]);
      for (const category of categories) {
        const standards = options.filter((o) => o.category === category && o.isDefault);
        expect(standards).toHaveLength(1);
        expect(standards[0]?.price).toBe(0);
        expect(options.filter((o) => o.category === category && o.price > 0).length).toBeGreaterThan(0);
      }
    }
    const [finnish] = await bookableDemoHomes(db, "fi");
    expect(
      await db
        .select()
        .from(interiorOptions)
        .where(eq(interiorOptions.stageId, finnish?.stageId ?? 0)),
    ).toEqual([]);
  });

  it("leaves the stages of the demo purchases alone", async () => {
    const db = database.db;
    const purchased = await db
      .selectDistinct({ stageId: objects.stageId })
      .from(userBookings)
      .innerJoin(objects, eq(objects.id, userBookings.objectId));
    expect(purchased.length).toBeGreaterThan(0);
    const overlap = await db
      .select()
      .from(stageBookingSettings)
      .where(
        inArray(
          stageBookingSettings.stageId,
          purchased.map((row) => row.stageId),
        ),
      );
    expect(overlap).toEqual([]);
  });

  it("writes once, under its own key", async () => {
    expect(await seedDemoClickToBuy(database.db)).toBe("already-seeded");
    expect(await database.db.select().from(appMeta).where(eq(appMeta.key, CLICK_TO_BUY_KEY))).toHaveLength(1);
  });
});
