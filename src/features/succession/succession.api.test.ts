import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ContactPerson } from "~/db/schema";
import { searchTestApp } from "~/features/search/search-test-app";
import { hostOf } from "~/features/search/test-factory";
import { SITES } from "~/sites/sites";
import type { SuccessionSearchInput, SuccessionSearchResponse } from "./schema";
import { SUCCESSION_SHUFFLE_SEED } from "./succession.service";

const t = searchTestApp();
const URL = "/api/residence/search/succession";
const siteId = SITES.sv.siteId;

async function post(body: unknown, host = hostOf("sv")) {
  return t.app.inject({ method: "POST", url: URL, payload: body as object, headers: { host } });
}

async function search(body: Partial<SuccessionSearchInput> = {}): Promise<SuccessionSearchResponse> {
  const response = await post({ siteId, ...body });
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return response.json() as SuccessionSearchResponse;
}

const broker: ContactPerson = {
  name: "Maja Mäklare",
  role: 6,
  phone: "070-123 45 67",
  email: "maja@nordhem.example",
  image: null,
};
const agent: ContactPerson = { ...broker, name: "Sven Säljare", role: 0, email: "sven@nordhem.example" };

const PLACES = {
  goteborg: { municipality: "Göteborg", latitude: 57.7, longitude: 11.97 },
  malmo: { municipality: "Malmö", latitude: 55.6, longitude: 13.0 },
  orebro: { municipality: "Örebro", latitude: 59.27, longitude: 15.21 },
} as const;

/** A resale stage in a municipality with `count` succession homes; returns the homes' ids. */
async function resaleStage(slug: keyof typeof PLACES, count: number, site = "sv") {
  const place = PLACES[slug];
  const area = await t.f.area({
    site,
    municipality: place.municipality,
    municipalitySlug: slug,
    projectStatus: "succession",
    contacts: [agent],
  });
  const stage = await t.f.stage(area, {
    projectStatus: "succession",
    latitude: place.latitude,
    longitude: place.longitude,
    contacts: [agent, broker],
  });
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const home = await t.f.object(stage, {
      status: "succession",
      latitude: place.latitude,
      longitude: place.longitude + i * 0.001,
      price: 2_000_000 + i * 100_000,
    });
    ids.push(home.id);
  }
  return { area, stage, ids };
}

/** Three municipalities: 7 homes in Göteborg, 5 in Malmö, 2 in Örebro (14), plus homes that must not show. */
async function inventory() {
  const goteborg = await resaleStage("goteborg", 7);
  const malmo = await resaleStage("malmo", 5);
  const orebro = await resaleStage("orebro", 2);
  // Not resale homes, or another site's: never in the answer.
  await t.f.home({ status: "forSale" }, {}, { municipality: "Göteborg", municipalitySlug: "goteborg" });
  await t.f.object(goteborg.stage, { status: "sold" });
  await resaleStage("goteborg", 2, "cooperative");
  return { goteborg, malmo, orebro, all: [...goteborg.ids, ...malmo.ids, ...orebro.ids] };
}

const shuffled = (ids: number[]) =>
  [...ids].sort((a, b) => {
    const hash = (id: number) => createHash("md5").update(`${SUCCESSION_SHUFFLE_SEED}:${id}`).digest("hex");
    return hash(a) < hash(b) ? -1 : hash(a) > hash(b) ? 1 : a - b;
  });

describe("POST /api/residence/search/succession", () => {
  it("answers the site's resale homes, six by default, with municipality, asking price, picture and broker", async () => {
    const { all } = await inventory();
    const answer = await search();
    expect(answer.total).toBe(14);
    expect(answer.limit).toBe(6);
    expect(answer.hits).toHaveLength(6);
    for (const hit of answer.hits) {
      expect(all).toContain(hit.id);
      expect(["Göteborg", "Malmö", "Örebro"]).toContain(hit.municipality);
      expect(hit.price).toBeGreaterThanOrEqual(2_000_000);
      expect(hit.broker).toMatchObject({ name: "Maja Mäklare", role: 6 });
      expect(hit.stage.url).toMatch(/^\/bostader\//);
      expect(hit.distanceKm).toBeNull();
    }
  });

  it("counts every municipality, whichever one is chosen, and narrows the hits to the chosen one", async () => {
    const { malmo } = await inventory();
    const expected = [
      { name: "Göteborg", slug: "goteborg", count: 7 },
      { name: "Malmö", slug: "malmo", count: 5 },
      { name: "Örebro", slug: "orebro", count: 2 },
    ];
    const all = await search();
    expect(all.municipalities).toEqual(expected);
    expect(all.allCount).toBe(14);
    const chosen = await search({ municipality: "malmo", limit: 10 });
    expect(chosen.municipalities).toEqual(expected);
    expect(chosen.allCount).toBe(14);
    expect(chosen.total).toBe(5);
    expect(chosen.hits.map((h) => h.id).sort((a, b) => a - b)).toEqual(malmo.ids);
    const none = await search({ municipality: "kiruna" });
    expect(none).toMatchObject({ total: 0, hits: [], allCount: 14 });
  });

  it("shuffles with a fixed seed: the same order on every call, and pages that cover every home exactly once", async () => {
    const { all } = await inventory();
    const pages: number[][] = [];
    for (let offset = 0; offset < 14; offset += 6) {
      const page = await search({ offset });
      pages.push(page.hits.map((h) => h.id));
      expect((await search({ offset })).hits.map((h) => h.id)).toEqual(pages.at(-1));
    }
    expect(pages.map((p) => p.length)).toEqual([6, 6, 2]);
    const listed = pages.flat();
    expect(listed).toEqual(shuffled(all));
    expect(new Set(listed).size).toBe(14);
    // The shuffle mixes the municipalities instead of listing them in the order they were added.
    expect(listed).not.toEqual([...all].sort((a, b) => a - b));
    // The same order as one long page.
    expect((await search({ limit: 14 })).hits.map((h) => h.id)).toEqual(listed);
  });

  it("orders by distance with a geo search and leaves out homes outside its radius", async () => {
    const { goteborg, malmo, orebro } = await inventory();
    const near = await search({ geoSearch: { latitude: 57.7, longitude: 11.9, radiusKm: 300 }, limit: 20 });
    // Göteborg's homes (east of the point, each a step further), then Malmö's (about 240 km), then Örebro's (about 270 km).
    expect(near.hits.slice(0, 7).map((h) => h.id)).toEqual(goteborg.ids);
    expect(near.hits.slice(7, 12).map((h) => h.id)).toEqual(malmo.ids);
    expect(near.hits.slice(12).map((h) => h.id)).toEqual(orebro.ids);
    const distances = near.hits.map((h) => h.distanceKm ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const close = await search({ geoSearch: { latitude: 57.7, longitude: 11.97, radiusKm: 10 } });
    expect(close.total).toBe(7);
    expect(close.municipalities).toEqual([{ name: "Göteborg", slug: "goteborg", count: 7 }]);
  });

  it("filters by tags of the homes' stages", async () => {
    const { orebro } = await inventory();
    const tag = await t.f.tag("sv", "Nära vatten", [orebro.stage.id]);
    const tagged = await search({ tags: [tag.id] });
    expect(tagged.total).toBe(2);
    expect(tagged.municipalities).toEqual([{ name: "Örebro", slug: "orebro", count: 2 }]);
  });

  it("refuses bad input with 400 naming the field and, for paging, its bounds", async () => {
    await inventory();
    const cases: [unknown, string][] = [
      [{ siteId, limit: 0 }, "limit"],
      [{ siteId, limit: 61 }, "limit"],
      [{ siteId, offset: -1 }, "offset"],
      [{ siteId, offset: 10_001 }, "offset"],
      [{ siteId, limit: 2.5 }, "limit"],
      [{ siteId, municipality: "Göteborg; drop" }, "municipality"],
      [{ siteId, tags: ["x"] }, "tags.0"],
      [{ siteId, geoSearch: { latitude: 91, longitude: 0 } }, "geoSearch.latitude"],
      [{ siteId, color: "red" }, ""],
      [{ siteId: "not-a-site" }, "siteId"],
      [{ siteId: SITES.entreprenad.siteId }, "siteId"],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json().error as { message: string; fields?: { field: string; message: string }[] };
      if (field)
        expect(
          error.fields?.map((f) => f.field),
          JSON.stringify(body),
        ).toContain(field);
    }
    const limit = (await post({ siteId, limit: 61 })).json().error.fields[0].message as string;
    expect(limit).toContain("1");
    expect(limit).toContain("60");
  });
});
