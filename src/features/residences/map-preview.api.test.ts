import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "~/test/test-app";
import { MAP_PREVIEW_MAX_MARKERS, mapPreviewUrl } from "./map-preview";
import { createMapPreviewService } from "./map-preview.service";
import { MapPreviewQuerySchema } from "./map-preview-schema";

let app: FastifyInstance;

beforeAll(async () => {
  app = (await createTestApp()).app;
});
afterAll(async () => {
  await app.close();
});

/** Stockholm's old town, a home there and a showing apartment beside it. */
const STOCKHOLM = { latitude: 59.3251, longitude: 18.0711 };
const url = (extra = "") =>
  `/api/residence/map/preview?lat=${STOCKHOLM.latitude}&lng=${STOCKHOLM.longitude}&z=10&w=400&h=240${extra}`;

/** The picture's pixel (red, green, blue) at x, y. */
async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}
const near = (a: number[], b: number[]) => a.every((value, i) => Math.abs(value - (b[i] ?? 0)) <= 12);

describe("GET /api/residence/map/preview (decision 025)", () => {
  it("draws the base map around the place as WebP of the asked size, immutable by its address", async () => {
    const response = await app.inject({ url: url() });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 400, 240]);
  });

  it("uses the live map's colours: the sea, Sweden's land and a neighbour's land", async () => {
    // Öresund: Denmark west of the strait, Sweden east of it, the sea between (zoom 8).
    const response = await app.inject({ url: "/api/residence/map/preview?lat=55.75&lng=12.85&z=8&w=400&h=240" });
    const image = response.rawPayload;
    expect(near(await pixel(image, 395, 120), [0xe6, 0xe1, 0xd3])).toBe(true); // Skåne (Nordic land)
    expect(near(await pixel(image, 200, 120), [0xbc, 0xd7, 0xe6])).toBe(true); // the sea
    // Northern Germany, a neighbour, in the paler land colour.
    const germany = await app.inject({ url: "/api/residence/map/preview?lat=54.2&lng=10.5&z=8&w=160&h=160" });
    expect(near(await pixel(germany.rawPayload, 80, 120), [0xf3, 0xf1, 0xea])).toBe(true);
  });

  it("draws each marker as a pin in its status colour, its tip on the place", async () => {
    const plain = await app.inject({ url: url() });
    const marked = await app.inject({
      url: url(`&m=${STOCKHOLM.latitude},${STOCKHOLM.longitude},green`),
    });
    expect(marked.headers.etag).not.toBe(plain.headers.etag);
    // The drop's centre is 25 px above the place (the live map's pin is 40 px, bottom on the place).
    expect(near(await pixel(marked.rawPayload, 200, 120 - 25), [0x1d, 0x6b, 0x38])).toBe(true);
  });

  it("draws twice the pixels for dpr=2, the same place at the same scale", async () => {
    const response = await app.inject({ url: url("&dpr=2") });
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 480]);
  });

  it("snaps sizes up to 40 px and positions to five decimals: near addresses share one picture", async () => {
    const odd = await app.inject({
      url: `/api/residence/map/preview?lat=59.325101&lng=18.071099&z=10&w=385&h=221`,
    });
    const even = await app.inject({ url: url() });
    expect((await sharp(odd.rawPayload).metadata()).width).toBe(400);
    expect(odd.headers.etag).toBe(even.headers.etag);
  });

  it("clamps the zoom to the base map's zooms, as the live map does (a page asking for 15 gets 10)", async () => {
    const deep = await app.inject({ url: url().replace("z=10", "z=15") });
    const ten = await app.inject({ url: url() });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers.etag).toBe(ten.headers.etag);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await app.inject({ url: url() });
    const second = await app.inject({ url: url(), headers: { "if-none-match": String(first.headers.etag) } });
    expect(second.statusCode).toBe(304);
  });

  it("serves the address the pages build", async () => {
    const address = mapPreviewUrl({
      center: STOCKHOLM,
      zoom: 15,
      width: 960,
      height: 384,
      dpr: 2,
      markers: [
        { ...STOCKHOLM, colour: "black" },
        { latitude: 59.33, longitude: 18.08 },
      ],
    });
    const response = await app.inject({ url: address });
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1920);
  });

  const tooMany = Array.from({ length: MAP_PREVIEW_MAX_MARKERS + 1 }, () => "59.3,18.0").join(";");
  it.each([
    ["no position", "/api/residence/map/preview?z=10&w=400&h=240"],
    ["a latitude outside the base map", url().replace("lat=59.3251", "lat=40")],
    ["a longitude outside the base map", url().replace("lng=18.0711", "lng=-3")],
    ["a non-numeric latitude", url().replace("lat=59.3251", "lat=abc")],
    ["a width above 1280", url().replace("w=400", "w=5000")],
    ["a height below 160", url().replace("h=240", "h=10")],
    ["a fractional zoom", url().replace("z=10", "z=9.5")],
    ["a device pixel ratio of 3", url("&dpr=3")],
    ["a marker outside the base map", url("&m=10,10")],
    ["a marker of an unknown colour", url("&m=59.3,18.0,pink")],
    ["a marker without a longitude", url("&m=59.3")],
    [`more than ${MAP_PREVIEW_MAX_MARKERS} markers`, url(`&m=${tooMany}`)],
  ])("refuses %s with a translated 400", async (_name, address) => {
    const response = await app.inject({ url: address });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "invalid_request",
      message: "Förfrågan innehåller ogiltiga uppgifter.",
    });
  });

  it("answers the 400 in the site's language", async () => {
    const response = await app.inject({ url: url("&dpr=3"), headers: { host: "no.localhost" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Forespørselen inneholder ugyldige opplysninger.");
  });
});

describe("the preview cache", () => {
  it("holds previews up to its bound in bytes, the oldest leaving first", async () => {
    const previews = createMapPreviewService({ cacheBytes: 12_000 });
    const query = (lng: number) =>
      MapPreviewQuerySchema.parse({ lat: "59.3", lng: String(lng), z: "10", w: "160", h: "160" });
    for (let i = 0; i < 12; i++) await previews.get(query(18 + i * 0.1));
    expect(previews.cachedBytes()).toBeGreaterThan(0);
    expect(previews.cachedBytes()).toBeLessThanOrEqual(12_000);
  });

  it("draws the same preview asked for twice at once only once, and answers it from memory after", async () => {
    const previews = createMapPreviewService({ cacheBytes: 1_000_000 });
    const query = MapPreviewQuerySchema.parse({ lat: "60.17", lng: "24.94", z: "9", w: "320", h: "200" });
    const [a, b] = await Promise.all([previews.get(query), previews.get(query)]);
    expect(a).toBe(b);
    expect(await previews.get(query)).toBe(a);
  });
});
