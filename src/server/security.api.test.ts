import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "~/test/test-app";
import { isSameOrigin, isUnlimited } from "./plugins/security";

describe("CSRF protection by origin", () => {
  it("accepts same-origin requests and refuses cross-site ones", () => {
    expect(isSameOrigin("http://localhost:3000", undefined, "localhost:3000")).toBe(true);
    expect(isSameOrigin(undefined, "same-origin", "localhost:3000")).toBe(true);
    expect(isSameOrigin("https://evil.example", "cross-site", "localhost:3000")).toBe(false);
    expect(isSameOrigin("https://evil.example", undefined, "localhost:3000")).toBe(false);
    expect(isSameOrigin(undefined, "cross-site", "localhost:3000")).toBe(false);
    expect(isSameOrigin("null", undefined, "localhost:3000")).toBe(false);
    // No browser headers at all: not a browser, so no ambient cookies to abuse.
    expect(isSameOrigin(undefined, undefined, "localhost:3000")).toBe(true);
  });
});

describe("what the rate limit leaves out", () => {
  it("leaves out assets, images and the map's tile archive, not every path under /map/", () => {
    expect(isUnlimited("/assets/entry-abc.js")).toBe(true);
    expect(isUnlimited("/img/1/2.webp")).toBe(true);
    expect(isUnlimited("/map/basemap.pmtiles")).toBe(true);
    expect(isUnlimited("/map/basemap.pmtiles?v=2")).toBe(true);
    // Anything else under /map/ is a rendered page (a 404) and counts like one.
    expect(isUnlimited("/map/anything")).toBe(false);
    expect(isUnlimited("/map/")).toBe(false);
    expect(isUnlimited("/api/residence/map/places")).toBe(false);
  });
});

describe("security headers, CSRF and rate limiting", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: "5" } }));
  });
  afterAll(async () => {
    await app.close();
  });

  it("refuses a cross-site form post with a translated 403", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/health",
      headers: {
        host: "no.localhost:3000",
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "a=1",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: "cross_site_request",
      message: "Forespørselen kom fra et annet nettsted og ble avvist.",
    });
  });

  it("sends the usual security headers", async () => {
    const response = await app.inject({ url: "/api/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("limits the rate of requests with a translated 429", async () => {
    const responses = [];
    for (let i = 0; i < 7; i++) {
      responses.push(await app.inject({ url: "/api/system/navigation/get", headers: { host: "fi.localhost" } }));
    }
    const limited = responses.filter((r) => r.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.json().error.message).toBe("Liian monta yritystä. Odota hetki ja yritä uudelleen.");
  });

  it("counts pages apart from the API: a client over its API limit still gets pages", async () => {
    const client = { host: "localhost" };
    for (let i = 0; i < 6; i++)
      await app.inject({ url: "/api/health/x", headers: client, remoteAddress: "192.0.2.44" });
    const api = await app.inject({ url: "/api/system/navigation/get", headers: client, remoteAddress: "192.0.2.44" });
    expect(api.statusCode).toBe(429);
    const page = await app.inject({ url: "/robots.txt", headers: client, remoteAddress: "192.0.2.44" });
    expect(page.statusCode).toBe(200);
  });
});
