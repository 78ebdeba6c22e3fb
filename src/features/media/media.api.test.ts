import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "~/db/schema";
import { createTestApp } from "~/test/test-app";

let app: FastifyInstance;

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  const data = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a6b5c" } })
    .jpeg()
    .toBuffer();
  await created.database.db
    .insert(media)
    .values({ path: "test/house.jpg", contentType: "image/jpeg", data, width: 900, height: 600, altText: "Ett hus" });
});
afterAll(async () => {
  await app.close();
});

describe("image proxy (spec 001 section 9)", () => {
  it("resizes to webp at the asked width in 3:2, with long-lived caching", async () => {
    const response = await app.inject({ url: "/img/test/house.jpg?w=300" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it("renders widths in steps of 20 px, so ever new widths cannot make ever new renditions", async () => {
    const odd = await app.inject({ url: "/img/test/house.jpg?w=283" });
    const step = await app.inject({ url: "/img/test/house.jpg?w=300" });
    expect((await sharp(odd.rawPayload).metadata()).width).toBe(300);
    expect(odd.headers.etag).toBe(step.headers.etag);
  });

  it("crops to portrait 2:3", async () => {
    const response = await app.inject({ url: "/img/test/house.jpg?w=200&ar=2:3" });
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await app.inject({ url: "/img/test/house.jpg?w=120" });
    const second = await app.inject({
      url: "/img/test/house.jpg?w=120",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });

  it.each([
    ["a width below 100", "/img/test/house.jpg?w=50"],
    ["a width above 2560", "/img/test/house.jpg?w=4000"],
    ["a non-numeric width", "/img/test/house.jpg?w=abc"],
    ["an unknown aspect", "/img/test/house.jpg?ar=16:9"],
    ["a path that climbs", "/img/test/..%2F..%2Fetc/passwd"],
  ])("refuses %s with 400", async (_name, url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("invalid_request");
  });

  it("answers 404 for an unknown image", async () => {
    const response = await app.inject({ url: "/img/test/none.jpg" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe("Bilden finns inte.");
  });
});
