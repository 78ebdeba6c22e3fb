import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { media, objects, panoramaCameras, panoramaImages, panoramaObjectTours, panoramaTours } from "~/db/schema";
import { PANORAMA_MEDIA_PREFIX } from "~/features/panorama/panorama-paths";
import { openTestDatabase } from "~/test/test-app";
import { explorerDemoStageIds } from "./explorer-stages";
import { APARTMENT_PLANS, planForRooms } from "./panorama-plans";
import { renderPanorama } from "./panorama-render";
import { ARCHETYPES, seedDemoPanoramas, tourIdOf } from "./panoramas";
import { seedResidences } from "./residences";

const SMALL = { width: 256, lowWidth: 64 };

describe("the demo panoramas", () => {
  it("are drawn deterministically as 2:1 JPEGs, the low-resolution one smaller", async () => {
    const plan = APARTMENT_PLANS[1];
    if (!plan) return expect.fail("no plan");
    const first = await renderPanorama(plan, "living", "scandinavian", SMALL);
    const again = await renderPanorama(plan, "living", "scandinavian", SMALL);
    expect(again.image.equals(first.image)).toBe(true);
    expect(again.lowImage.equals(first.lowImage)).toBe(true);
    const full = await sharp(first.image).metadata();
    const low = await sharp(first.lowImage).metadata();
    expect([full.format, full.width, full.height]).toEqual(["jpeg", 256, 128]);
    expect([low.format, low.width, low.height]).toEqual(["jpeg", 64, 32]);
    expect(first.lowImage.length).toBeLessThan(first.image.length);
  });

  it("differ by furnishing type, and the unfurnished room keeps its built-in kitchen", async () => {
    const plan = APARTMENT_PLANS[1];
    if (!plan) return expect.fail("no plan");
    const pictures = await Promise.all(
      ARCHETYPES.map((archetype) => renderPanorama(plan, "kitchen", archetype, SMALL)),
    );
    const distinct = new Set(pictures.map((picture) => picture.image.toString("base64")));
    expect(distinct.size).toBe(ARCHETYPES.length);
  });

  it("have plans whose doorways lie on the walls both rooms share, and every camera room linked", () => {
    for (const plan of APARTMENT_PLANS) {
      const rooms = new Map(plan.cameraRooms.map((room) => [room.key, room]));
      for (const door of plan.doors) {
        for (const key of door.rooms) {
          const room = rooms.get(key);
          if (!room) return expect.fail(`${plan.key}: no room ${key}`);
          const [x0, z0, x1, z1] = room.rect;
          const [x, z] = door.at;
          const onWall = ((x === x0 || x === x1) && z > z0 && z < z1) || ((z === z0 || z === z1) && x > x0 && x < x1);
          expect(onWall, `${plan.key} ${key} door at ${door.at}`).toBe(true);
        }
      }
      for (const room of plan.cameraRooms) {
        expect(
          plan.doors.some((door) => door.rooms.includes(room.key)),
          `${plan.key} ${room.key}`,
        ).toBe(true);
      }
    }
  });
});

describe("seedDemoPanoramas", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    await seedResidences(database.db, { scale: "test", images: false, now: new Date() });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("writes nothing without images, then the tours once: every home of the explorer's stages by its room count", async () => {
    const db = database.db;
    expect(await seedDemoPanoramas(db, { images: false, size: SMALL })).toBe("already-seeded");
    expect(await db.select().from(panoramaTours)).toEqual([]);

    expect(await seedDemoPanoramas(db, { size: SMALL })).toBe("seeded");
    expect(await seedDemoPanoramas(db, { size: SMALL })).toBe("already-seeded");

    const explorerStages = await explorerDemoStageIds(db);
    expect(explorerStages.length).toBeGreaterThan(0);
    const homes = await db.select().from(objects).where(inArray(objects.stageId, explorerStages));
    const given = new Map((await db.select().from(panoramaObjectTours)).map((row) => [row.objectId, row.tourId]));
    for (const home of homes) {
      expect(given.get(home.id), `home ${home.id}`).toBe(tourIdOf(home.stageId, planForRooms(home.rooms).key));
    }
    // And a few homes of other stages.
    const others = [...given.keys()].filter((id) => !homes.some((home) => home.id === id));
    expect(others.length).toBeGreaterThan(0);

    // Each tour: a camera per room of its plan, a picture pair per camera and furnishing type, stored as media.
    const [tour] = await db.select().from(panoramaTours).limit(1);
    if (!tour) return expect.fail("no tour");
    const cameras = await db.select().from(panoramaCameras).where(eq(panoramaCameras.tourId, tour.id));
    const images = await db
      .select()
      .from(panoramaImages)
      .where(
        inArray(
          panoramaImages.cameraId,
          cameras.map((camera) => camera.id),
        ),
      );
    expect(images.length).toBe(cameras.length * ARCHETYPES.length);
    const paths = images.flatMap((image) => [image.image, image.lowImage]);
    for (const path of paths) expect(path.startsWith(PANORAMA_MEDIA_PREFIX)).toBe(true);
    const stored = await db
      .select({ path: media.path, width: media.width, height: media.height })
      .from(media)
      .where(inArray(media.path, paths));
    expect(stored.length).toBe(new Set(paths).size);
    for (const row of stored) expect(row.width).toBe(2 * row.height);
  });
});
