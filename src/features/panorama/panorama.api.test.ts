import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { objects, panoramaObjectTours } from "~/db/schema";
import { seedDemoPanoramas } from "~/db/seed/panoramas";
import { translate } from "~/i18n/catalogs.server";
import { createTestApp } from "~/test/test-app";
import { PANORAMA_IMAGE_PREFIX } from "./panorama-paths";
import { type PanoramaTour, PanoramaTourSchema } from "./schema";

let app: FastifyInstance;
let database: DatabaseHandle;
let tourHome: { id: number; site: string };

const HOST: Record<string, string> = { sv: "localhost", no: "no.localhost", fi: "fi.localhost" };

beforeAll(async () => {
  ({ app, database } = await createTestApp({ inventory: "test" }));
  // Small pictures: the shapes and the serving are tested here, the drawing in the seed's test.
  expect(await seedDemoPanoramas(database.db, { size: { width: 256, lowWidth: 64 } })).toBe("seeded");
  const [row] = await database.db
    .select({ id: objects.id, site: objects.site })
    .from(panoramaObjectTours)
    .innerJoin(objects, eq(objects.id, panoramaObjectTours.objectId))
    .where(eq(objects.site, "sv"))
    .orderBy(objects.id)
    .limit(1);
  if (!row) throw new Error("no home with a tour in the test inventory");
  tourHome = row;
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function tourOf(objectId: number | string, site = "sv") {
  return app.inject({
    method: "GET",
    url: `/api/residenceexplorer/panorama/${objectId}`,
    headers: { host: HOST[site] },
  });
}

describe("GET /api/residenceexplorer/panorama/:objectId", () => {
  it("answers a home's tour: the contract's shape, a view for every camera and furnishing type, links between its cameras", async () => {
    const response = await tourOf(tourHome.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("public");
    const tour: PanoramaTour = PanoramaTourSchema.parse(response.json());
    expect(tour.objectId).toBe(tourHome.id);
    expect(tour.stageUrl).toMatch(/^\//);
    expect(tour.config.archetypes.map((a) => a.name)).toEqual(["Omöblerad", "Skandinavisk", "Klassisk"]);
    expect(tour.config.archetypes.map((a) => a.id)).toContain(tour.config.defaultArchetypeId);
    expect(tour.cameras.length).toBeGreaterThanOrEqual(3);
    const cameraIds = tour.cameras.map((camera) => camera.id);
    expect(cameraIds).toContain(tour.firstCameraId);
    for (const archetype of tour.config.archetypes) {
      expect(Object.keys(tour.views[archetype.id] ?? {}).sort()).toEqual([...cameraIds].sort());
      for (const pair of Object.values(tour.views[archetype.id] ?? {})) {
        expect(pair.image.startsWith(PANORAMA_IMAGE_PREFIX)).toBe(true);
        expect(pair.lowImage).toMatch(/-low\.jpg$/);
      }
    }
    for (const camera of tour.cameras) {
      expect(camera.links.length, camera.name).toBeGreaterThan(0);
      for (const link of camera.links) {
        expect(cameraIds).toContain(link.cameraId);
        // Both ways: a doorway leads back.
        expect(tour.cameras.find((c) => c.id === link.cameraId)?.links.map((l) => l.cameraId)).toContain(camera.id);
      }
    }
  });

  it("names the rooms and furnishing types in the site's language", async () => {
    const [home] = await database.db
      .select({ id: objects.id })
      .from(panoramaObjectTours)
      .innerJoin(objects, eq(objects.id, panoramaObjectTours.objectId))
      .where(eq(objects.site, "fi"))
      .limit(1);
    if (!home) return expect.fail("no Finnish home with a tour");
    const tour = PanoramaTourSchema.parse((await tourOf(home.id, "fi")).json());
    expect(tour.config.archetypes.map((a) => a.name)).toContain("Kalustamaton");
    expect(tour.cameras.map((c) => c.name)).toContain("Olohuone");
  });

  it("answers 404 for a home without a tour, and for another site's home", async () => {
    const homes = await database.db.select({ objectId: panoramaObjectTours.objectId }).from(panoramaObjectTours);
    const withTour = new Set(homes.map((h) => h.objectId));
    const all = await database.db.select({ id: objects.id }).from(objects).where(eq(objects.site, "sv"));
    const without = all.find((h) => !withTour.has(h.id));
    if (!without) return expect.fail("every Swedish home has a tour");
    const missing = await tourOf(without.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(translate("sv", "errors.notFoundApi"));
    expect((await tourOf(tourHome.id, "no")).statusCode).toBe(404);
    expect((await tourOf(2_000_000_000)).statusCode).toBe(404);
  });

  it("answers 400 naming the field for an id that is not one", async () => {
    for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const response = await tourOf(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(JSON.stringify(response.json().error), bad).toContain("objectId");
    }
  });
});

describe("GET /api/residenceexplorer/panorama/image/:name", () => {
  async function imagesOfTour() {
    const tour = PanoramaTourSchema.parse((await tourOf(tourHome.id)).json());
    const pair = tour.views[tour.config.defaultArchetypeId]?.[tour.firstCameraId];
    if (!pair) throw new Error("no view of the first camera");
    return pair;
  }

  it("serves the normal and the low-resolution panorama as immutable JPEGs, 2:1, the low one smaller", async () => {
    const pair = await imagesOfTour();
    const full = await app.inject({ method: "GET", url: pair.image });
    const low = await app.inject({ method: "GET", url: pair.lowImage });
    for (const response of [full, low]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/jpeg");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const fullMeta = await sharp(full.rawPayload).metadata();
    const lowMeta = await sharp(low.rawPayload).metadata();
    expect(fullMeta.format).toBe("jpeg");
    expect(fullMeta.width).toBe(2 * (fullMeta.height ?? 0));
    expect(lowMeta.width).toBe(2 * (lowMeta.height ?? 0));
    expect(lowMeta.width).toBeLessThan(fullMeta.width ?? 0);
    expect(low.rawPayload.length).toBeLessThan(full.rawPayload.length);
    const again = await app.inject({
      method: "GET",
      url: pair.image,
      headers: { "if-none-match": full.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("serves nothing but panoramas: other media, traversal and odd names are refused", async () => {
    expect((await app.inject({ method: "GET", url: `${PANORAMA_IMAGE_PREFIX}missing-0000.jpg` })).statusCode).toBe(404);
    for (const name of [
      "..%2F..%2Fetc%2Fpasswd",
      "%2E%2E%2Fsecret.jpg",
      "a.png",
      "UPPER.jpg",
      `${"a".repeat(120)}.jpg`,
    ]) {
      const response = await app.inject({ method: "GET", url: `${PANORAMA_IMAGE_PREFIX}${name}` });
      expect([400, 404], name).toContain(response.statusCode);
      expect(response.headers["content-type"], name).toContain("application/json");
    }
    const odd = await app.inject({ method: "GET", url: `${PANORAMA_IMAGE_PREFIX}a.png` });
    expect(odd.statusCode).toBe(400);
  });
});
