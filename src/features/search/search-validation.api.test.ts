import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NULL_GUID, SITES } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import { searchApi } from "./test-factory";

/** Bad input to the search calls answers 400 with the fields at fault, in the site's language; never 500. */

let app: FastifyInstance;
let api: ReturnType<typeof searchApi>;

beforeAll(async () => {
  ({ app } = await createTestApp());
  api = searchApi(app);
});
afterAll(async () => {
  await app.close();
});

const sv = SITES.sv.siteId;

async function rejected(url: string, payload: unknown, host = "localhost") {
  const response = await api.post(url, payload, host);
  expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
  const body = response.json() as {
    error: { code: string; message: string; fields: { field: string; message: string }[] };
  };
  expect(body.error.code).toBe("invalid_request");
  expect(body.error.message).toBeTruthy();
  expect(body.error.fields.length).toBeGreaterThan(0);
  return body.error;
}
const search = (payload: Record<string, unknown>, host?: string) =>
  rejected("/api/residence/search_object", { siteId: sv, ...payload }, host);

describe("filter bounds per site", () => {
  it("rejects a minimum above its maximum, in the site's language", async () => {
    const error = await search({ filter: { minPrice: 5_000_000, maxPrice: 3_000_000 } });
    expect(error.fields).toEqual([
      { field: "filter.minPrice", message: "Lägsta värdet får inte vara högre än det högsta." },
    ]);
    expect(error.message).toBe("Lägsta värdet får inte vara högre än det högsta.");
    const norwegian = await rejected(
      "/api/residence/stage_and_area_search",
      { siteId: SITES.no.siteId, filter: { minRooms: 4, maxRooms: 2 } },
      "no.localhost",
    );
    expect(norwegian.fields).toEqual([
      { field: "filter.minRooms", message: "Laveste verdi kan ikke være høyere enn den høyeste." },
    ]);
    const area = await search({ filter: { minArea: 120, maxArea: 80 } });
    expect(area.fields.map((f) => f.field)).toEqual(["filter.minArea"]);
  });

  it("rejects values outside the site's bounds: Sweden 10 000 000, 5 rooms, 300 m²; Finland 1 000 000, 4 rooms, 150 m²", async () => {
    const rooms = await search({ filter: { maxRooms: 6 } });
    expect(rooms.fields).toEqual([{ field: "filter.maxRooms", message: "Värdet måste ligga mellan 1 och 5." }]);
    const price = await search({ filter: { minPrice: 10_250_000 } });
    expect(price.fields[0]).toMatchObject({ field: "filter.minPrice" });
    expect(price.fields[0]!.message).toMatch(/^Värdet måste ligga mellan 0 och 10\s000\s000\.$/);
    await search({ filter: { maxArea: 310 } });

    const fi = SITES.fi.siteId;
    const finnish = await rejected(
      "/api/residence/search_object",
      { siteId: fi, filter: { maxPrice: 2_000_000, maxRooms: 5, minArea: 160 } },
      "fi.localhost",
    );
    expect(finnish.fields.map((f) => f.field)).toEqual(["filter.maxPrice", "filter.maxRooms", "filter.minArea"]);
    expect(finnish.fields[1]!.message).toBe("Arvon on oltava välillä 1–4.");
    // The same values are fine in Sweden.
    const ok = await api.post("/api/residence/search_object", {
      siteId: sv,
      filter: { maxPrice: 2_000_000, maxRooms: 5 },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("checks bounds in every call that takes a filter", async () => {
    const filter = { minPrice: 3_000_000, maxPrice: 1_000_000 };
    for (const [url, extra] of [
      ["/api/residence/stage_and_area_search", {}],
      ["/api/residence/search_stage_counties", {}],
      ["/api/residence/search/markers", { type: "stage" }],
    ] as const) {
      const error = await rejected(url, { siteId: sv, filter, ...extra });
      expect(error.fields.map((f) => f.field)).toEqual(["filter.minPrice"]);
    }
  });
});

describe("sites", () => {
  it("rejects an unknown siteId, and a site without search (contracting, English sub-site)", async () => {
    const unknown = await search({ siteId: "3f2504e0-4f89-41d3-9a0c-0305e82c3399" });
    expect(unknown.fields).toEqual([
      { field: "siteId", message: "Webbplatsen finns inte. Ladda om sidan och försök igen." },
    ]);
    await search({ siteId: NULL_GUID });
    const contracting = await search({ siteId: SITES.entreprenad.siteId });
    expect(contracting.fields).toEqual([{ field: "siteId", message: "Bostadssök finns inte på Nordhem Entreprenad." }]);
    const english = await search({ siteId: SITES.sv_en.siteId }, "localhost");
    expect(english.fields[0]!.field).toBe("siteId");
    const notGuid = await search({ siteId: "sv" });
    expect(notGuid.fields[0]!.field).toBe("siteId");
    const missing = await rejected("/api/residence/search_object", {});
    expect(missing.fields[0]!.field).toBe("siteId");
  });

  it("rejects bad site ids in every call", async () => {
    const entreprenad = SITES.entreprenad.siteId;
    const calls: [string, Record<string, unknown>][] = [
      ["/api/residence/stage_and_area_search", {}],
      ["/api/residence/search_stage", { stageId: 1 }],
      ["/api/residence/search/tags", { text: "a" }],
      ["/api/residence/search_stage_counties", {}],
      ["/api/residence/search/tags/url", { url: "x" }],
      ["/api/residence/search/by_ids/stage", { ids: [1] }],
      ["/api/residence/search/by_ids/object", { ids: [1] }],
      ["/api/residence/search/markers", { type: "area" }],
    ];
    for (const [url, payload] of calls) {
      for (const siteId of [entreprenad, NULL_GUID, "not-a-guid"]) {
        const error = await rejected(url, { siteId, ...payload });
        expect(error.fields[0]!.field).toBe("siteId");
      }
    }
    for (const siteId of [entreprenad, "not-a-guid"]) {
      const response = await app.inject({ url: `/api/residence/search/stage_tags/${siteId}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[0].field).toBe("siteId");
    }
  });
});

describe("malformed requests", () => {
  it("rejects unknown enumeration values", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ filter: { residenceType: ["castle"] } }, "filter.residenceType.0"],
      [{ filter: { disposalForm: ["leasehold"] } }, "filter.disposalForm.0"],
      [{ filter: { outdoorArea: ["garden"] } }, "filter.outdoorArea.0"],
      [{ filter: { concepts: ["luxury"] } }, "filter.concepts.0"],
      [{ filter: { projectStatus: ["sold"] } }, "filter.projectStatus.0"],
      [{ filter: { viewing: "Tomorrow" } }, "filter.viewing"],
      [{ filter: { inhabitDate: 4 } }, "filter.inhabitDate"],
      [{ filter: { inhabitDate: 1.5 } }, "filter.inhabitDate"],
      [{ sort: "cheapest" }, "sort"],
    ];
    for (const [payload, field] of cases) {
      const error = await search(payload);
      expect(error.fields.map((f) => f.field)).toContain(field);
    }
  });

  it("rejects negative, zero and huge limits and offsets", async () => {
    for (const limit of [-1, 0, 301, 1e9, 2.5]) {
      const error = await search({ limit });
      expect(error.fields.map((f) => f.field)).toContain("limit");
    }
    for (const offset of [-1, 100_001]) {
      const error = await search({ offset });
      expect(error.fields.map((f) => f.field)).toContain("offset");
    }
    for (const [payload, field] of [
      [{ limit: 0 }, "limit"],
      [{ limit: 301 }, "limit"],
      [{ offset: -1 }, "offset"],
      [{ offset: 1.5 }, "offset"],
      [{ tab: "object" }, "tab"],
    ] as const) {
      const error = await rejected("/api/residence/stage_and_area_search", { siteId: sv, ...payload });
      expect(error.fields.map((f) => f.field)).toContain(field);
    }
    const stage = await rejected("/api/residence/search_stage", { siteId: sv, stageId: 1, limit: 301 });
    expect(stage.fields[0]!.field).toBe("limit");
    await search({ filter: { minPrice: -1 } });
    await search({ filter: { maxPrice: 1e12 } });
    await search({ filter: { geoSearch: { latitude: 59, longitude: 18, radiusKm: 5000 } } });
    await search({ filter: { geoSearch: { latitude: 200, longitude: 18 } } });
  });

  it("rejects a missing or unknown marker type, and paging of markers", async () => {
    const markers = (payload: Record<string, unknown>) =>
      rejected("/api/residence/search/markers", { siteId: sv, ...payload });
    expect((await markers({})).fields[0]!.field).toBe("type");
    expect((await markers({ type: "home" })).fields[0]!.field).toBe("type");
    await markers({ type: "object", limit: 10 });
  });

  it("rejects non-numeric ids", async () => {
    const byIds = await rejected("/api/residence/search/by_ids/object", { siteId: sv, ids: ["abc"] });
    expect(byIds.fields[0]!.field).toBe("ids.0");
    await rejected("/api/residence/search/by_ids/stage", { siteId: sv, ids: [1, "12a"] });
    await rejected("/api/residence/search/by_ids/stage", { siteId: sv, ids: [-3] });
    await rejected("/api/residence/search/by_ids/stage", { siteId: sv, ids: [1e12] });
    const stage = await rejected("/api/residence/search_stage", { siteId: sv, stageId: "x" });
    expect(stage.fields[0]!.field).toBe("stageId");
    const tags = await search({ filter: { tags: ["stockholm"] } });
    expect(tags.fields[0]!.field).toBe("filter.tags.0");
    await search({ filter: { stageIds: [1.5] } });
  });

  it("rejects extra properties, wrong types and missing bodies", async () => {
    await search({ page: 2 });
    await search({ filter: { cheap: true } });
    await search({ filter: "cheap" });
    await search({ filter: { minPrice: "lots" } });
    await rejected("/api/residence/search/tags", { siteId: sv, text: "x".repeat(101) });
    await rejected("/api/residence/search/tags/url", { siteId: sv, q: 42 });
    const noBody = await app.inject({ method: "POST", url: "/api/residence/search_object" });
    expect(noBody.statusCode).toBe(400);
    const notJson = await app.inject({
      method: "POST",
      url: "/api/residence/search_object",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(notJson.statusCode).toBe(400);
  });
});
