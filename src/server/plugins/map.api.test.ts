import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MapPlacesResponseSchema } from "~/features/residences/map-places";
import { createTestApp } from "~/test/test-app";
import { loadConfig, PMTILES_FILE_PATH } from "../config";
import { baseMapOf, byteRange } from "./map";
import { pageCsp } from "./ssr";

/** The maps' base map (issue 13, point 5; decision 019): configuration, places, the PMTiles file. */

describe("the base map's configuration", () => {
  it("is the bundled map with the site's places unless a style or a PMTiles archive is named", () => {
    expect(baseMapOf(loadConfig({}).map)).toEqual({ kind: "offline", placesUrl: "/api/residence/map/places" });
    expect(baseMapOf(loadConfig({ MAP_STYLE_URL: "https://tiles.example/style.json" }).map)).toEqual({
      kind: "style",
      url: "https://tiles.example/style.json",
    });
    expect(baseMapOf(loadConfig({ MAP_PMTILES_URL: "https://maps.example/nordic.pmtiles" }).map)).toEqual({
      kind: "pmtiles",
      url: "https://maps.example/nordic.pmtiles",
    });
    expect(baseMapOf(loadConfig({ MAP_PMTILES_URL: "/tiles/nordic.pmtiles" }).map).kind).toBe("pmtiles");
    const file = loadConfig({ MAP_PMTILES_FILE: "data/nordic.pmtiles" }).map;
    expect(file).toEqual({ kind: "pmtiles", url: PMTILES_FILE_PATH, file: path.resolve("data/nordic.pmtiles") });
    // The browser gets the URL only, never the server's file path.
    expect(baseMapOf(file)).toEqual({ kind: "pmtiles", url: PMTILES_FILE_PATH });
  });

  it("refuses two base maps at once and a PMTiles URL that is neither http(s) nor a path", () => {
    expect(() =>
      loadConfig({ MAP_STYLE_URL: "https://tiles.example/style.json", MAP_PMTILES_FILE: "x.pmtiles" }),
    ).toThrow(/at most one of MAP_STYLE_URL, MAP_PMTILES_URL and MAP_PMTILES_FILE/);
    expect(() => loadConfig({ MAP_PMTILES_URL: "javascript:alert(1)" })).toThrow();
    expect(() => loadConfig({ MAP_PMTILES_URL: "//evil.example/x.pmtiles" })).toThrow();
  });

  it("lets the page's CSP reach a tile origin of its own, and nothing more for our own origin", () => {
    const hosted = pageCsp("<html></html>", { kind: "pmtiles", url: "https://maps.example/nordic.pmtiles" });
    expect(hosted).toContain("connect-src 'self' https://maps.example");
    expect(hosted).toContain("font-src 'self'");
    const ours = pageCsp("<html></html>", { kind: "pmtiles", url: PMTILES_FILE_PATH });
    expect(ours).toContain("connect-src 'self';");
    expect(pageCsp("<html></html>", { kind: "offline", placesUrl: "/api/residence/map/places" })).toContain(
      "connect-src 'self';",
    );
  });
});

describe("byte ranges of the PMTiles file", () => {
  it("reads the one range form PMTiles readers send, a suffix and an open end", () => {
    expect(byteRange(undefined, 100)).toBeNull();
    expect(byteRange("bytes=0-16383", 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange("bytes=10-19", 100)).toEqual({ start: 10, end: 19 });
    expect(byteRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange("bytes=100-120", 100)).toBe("invalid");
    expect(byteRange("bytes=20-10", 100)).toBe("invalid");
    expect(byteRange("bytes=0-1,5-6", 100)).toBe("invalid");
    expect(byteRange("items=0-1", 100)).toBe("invalid");
  });
});

describe("GET /api/residence/map/places and the PMTiles file", () => {
  let app: FastifyInstance;
  const file = path.join(mkdtempSync(path.join(tmpdir(), "nordhem-map-")), "basemap.pmtiles");
  const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
  beforeAll(async () => {
    ({ app } = await createTestApp({ seed: true, inventory: "test", env: { MAP_PMTILES_FILE: file } }));
  });
  afterAll(async () => {
    await app.close();
  });

  it("lists every county, municipality, area and stage of the host's site as labelled points", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/residence/map/places",
      headers: { host: "localhost" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("max-age=600");
    const places = MapPlacesResponseSchema.parse(response.json());
    const kinds = new Set(places.features.map((feature) => feature.properties.kind));
    expect([...kinds].sort()).toEqual(["area", "county", "municipality", "stage"]);
    const names = places.features.map((feature) => feature.properties.name);
    expect(names).toContain("Nacka");
    expect(names).toContain("Kvarnholmen Strand");
    // Only the host's site: no Norwegian or Finnish place on the Swedish site's map.
    const norwegian = await app.inject({
      method: "GET",
      url: "/api/residence/map/places",
      headers: { host: "no.localhost" },
    });
    const norwegianNames = new Set(
      MapPlacesResponseSchema.parse(norwegian.json()).features.map((feature) => feature.properties.name),
    );
    expect(names.some((name) => norwegianNames.has(name))).toBe(false);
    for (const feature of places.features) {
      const [longitude, latitude] = feature.geometry.coordinates;
      expect(longitude).toBeGreaterThan(3);
      expect(latitude).toBeGreaterThan(53);
    }
  });

  it("serves the PMTiles file by byte ranges once it exists, and 404 before", async () => {
    const missing = await app.inject({ method: "GET", url: PMTILES_FILE_PATH, headers: { range: "bytes=0-9" } });
    expect(missing.statusCode).toBe(404);
    writeFileSync(file, bytes);

    const range = await app.inject({ method: "GET", url: PMTILES_FILE_PATH, headers: { range: "bytes=10-19" } });
    expect(range.statusCode).toBe(206);
    expect(range.headers["content-range"]).toBe("bytes 10-19/300");
    expect(range.headers["accept-ranges"]).toBe("bytes");
    expect(range.rawPayload).toEqual(bytes.subarray(10, 20));
    const etag = range.headers.etag;
    expect(etag).toBeTruthy();

    const whole = await app.inject({ method: "GET", url: PMTILES_FILE_PATH });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(bytes);

    // HEAD: the same headers, no body (and the archive is not read).
    const head = await app.inject({ method: "HEAD", url: PMTILES_FILE_PATH });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe("300");
    expect(head.headers.etag).toBe(etag);
    expect(head.rawPayload.length).toBe(0);
    const headRange = await app.inject({ method: "HEAD", url: PMTILES_FILE_PATH, headers: { range: "bytes=10-19" } });
    expect(headRange.statusCode).toBe(206);
    expect(headRange.headers["content-length"]).toBe("10");

    const beyond = await app.inject({ method: "GET", url: PMTILES_FILE_PATH, headers: { range: "bytes=400-500" } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */300");

    // A new archive in its place: a new ETag, so that readers start over.
    writeFileSync(file, Buffer.concat([bytes, bytes]));
    const replaced = await app.inject({ method: "GET", url: PMTILES_FILE_PATH, headers: { range: "bytes=0-9" } });
    expect(replaced.headers.etag).not.toBe(etag);
  });
});
