import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/client";
import { premises, premisesTagLinks, premisesTags } from "~/db/schema";
import { DEFAULT_HOST_MAP, hostOfSite } from "~/sites/resolve";
import { SITES, type SiteCode } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import type { PremisesSearchRequestInput, PremisesSearchResponse, PremisesTagsResponse } from "./schema";
import { createPremises, createPremisesTag } from "./test-premises";

/**
 * The premises calls (spec 001 sections 3, 7 and 9): filters, sorts, the 500 limit, the tags,
 * and bad input answered 400 with the field and the bounds in the site's language, never 500.
 */

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  const test = await createTestApp();
  app = test.app;
  db = test.database.db;
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await db.delete(premisesTagLinks);
  await db.delete(premisesTags);
  await db.delete(premises);
});

const hostOf = (site: SiteCode) => hostOfSite(DEFAULT_HOST_MAP, site) ?? "localhost";

/** One premises of the factory, Swedish unless the test says otherwise. */
function addPremises(values: Omit<Parameters<typeof createPremises>[1], "site"> & { site?: SiteCode } = {}) {
  return createPremises(db, { ...values, site: values.site ?? "sv" });
}

async function addTag(name: string, site: SiteCode = "sv", ...premisesIds: number[]) {
  const tag = await createPremisesTag(db, { site, name, url: name.toLowerCase().replaceAll(" ", "-") });
  if (premisesIds.length > 0)
    await db.insert(premisesTagLinks).values(premisesIds.map((premisesId) => ({ premisesId, tagId: tag.id })));
  return tag;
}

function post(url: string, payload: unknown, site: SiteCode = "sv") {
  return app.inject({ method: "POST", url, payload: payload as object, headers: { host: hostOf(site) } });
}

async function search(body: Omit<PremisesSearchRequestInput, "siteId"> = {}, site: SiteCode = "sv") {
  const response = await post("/api/residence/search/premises", { siteId: SITES[site].siteId, ...body }, site);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PremisesSearchResponse;
}
const names = (answer: PremisesSearchResponse) => answer.hits.map((hit) => hit.name);

async function rejected(payload: Record<string, unknown>, site: SiteCode = "sv") {
  const response = await post("/api/residence/search/premises", { siteId: SITES[site].siteId, ...payload }, site);
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as { error: { code: string; fields: { field: string; message: string }[] } }).error;
}

describe("POST /api/residence/search/premises", () => {
  it("answers a hit with the card's and the map's facts and its tag names", async () => {
    const row = await addPremises({
      name: "Kontor vid torget",
      premisesArea: 84.5,
      monthlyRent: 18_500,
      images: [{ src: "premises/kontor.webp", alt: "Kontoret" }],
    });
    await addTag("Nära kollektivtrafik", "sv", row.id);
    await addTag("Centralt läge", "sv", row.id);
    const answer = await search();
    expect(answer.total).toBe(1);
    expect(answer.hits[0]).toEqual({
      id: row.id,
      name: "Kontor vid torget",
      url: row.url,
      type: "office",
      status: "forSale",
      premisesArea: 84.5,
      monthlyRent: 18_500,
      price: null,
      accessDate: "2027-01-01",
      streetAddress: row.streetAddress,
      municipality: "Stockholm",
      latitude: row.latitude,
      longitude: row.longitude,
      image: { src: "premises/kontor.webp", alt: "Kontoret" },
      tags: ["Centralt läge", "Nära kollektivtrafik"],
    });
  });

  it("lists premises for sale, booked and rented, never sold ones, of the asked site only", async () => {
    await addPremises({ name: "Ledig", status: "forSale" });
    await addPremises({ name: "Bokad", status: "booked" });
    await addPremises({ name: "Uthyrd", status: "rented" });
    await addPremises({ name: "Såld", status: "sold" });
    await addPremises({ name: "Finsk", site: "fi" });
    expect(names(await search()).sort()).toEqual(["Bokad", "Ledig", "Uthyrd"]);
    expect(names(await search({}, "fi"))).toEqual(["Finsk"]);
  });

  it("filters by an area range; the slider's maximum has no upper limit", async () => {
    await addPremises({ name: "Liten", premisesArea: 30 });
    await addPremises({ name: "Mellan", premisesArea: 120 });
    await addPremises({ name: "Stor", premisesArea: 450 });
    const bySize = { sort: "premisesSizeAsc" } as const;
    expect(names(await search({ ...bySize, filter: { minArea: 50, maxArea: 150 } }))).toEqual(["Mellan"]);
    expect(names(await search({ ...bySize, filter: { minArea: 30, maxArea: 120 } }))).toEqual(["Liten", "Mellan"]);
    expect(names(await search({ ...bySize, filter: { minArea: 100, maxArea: 200 } }))).toEqual(["Mellan", "Stor"]);
    expect(names(await search({ ...bySize, filter: { maxArea: 29 } }))).toEqual([]);
  });

  it("filters by type and by every chosen tag", async () => {
    const office = await addPremises({ name: "Kontor", type: "office" });
    const shop = await addPremises({ name: "Butik", type: "shop" });
    await addPremises({ name: "Restaurang", type: "restaurant" });
    const central = await addTag("Centralt läge", "sv", office.id, shop.id);
    const parking = await addTag("Parkering", "sv", shop.id);
    expect(names(await search({ filter: { type: "shop" } }))).toEqual(["Butik"]);
    expect(names(await search({ filter: { tags: [central.id] } })).sort()).toEqual(["Butik", "Kontor"]);
    expect(names(await search({ filter: { tags: [central.id, parking.id] } }))).toEqual(["Butik"]);
    expect(names(await search({ filter: { tags: [central.id], type: "restaurant" } }))).toEqual([]);
  });

  it("sorts by access date (the default; by agreement last), then by size either way", async () => {
    await addPremises({ name: "Senare", accessDate: "2027-06-01", premisesArea: 40 });
    await addPremises({ name: "Överenskommelse", accessDate: null, premisesArea: 60 });
    await addPremises({ name: "Tidigast", accessDate: "2026-12-01", premisesArea: 180 });
    expect(names(await search())).toEqual(["Tidigast", "Senare", "Överenskommelse"]);
    expect(names(await search({ sort: "premisesSizeAsc" }))).toEqual(["Senare", "Överenskommelse", "Tidigast"]);
    expect(names(await search({ sort: "premisesSizeDesc" }))).toEqual(["Tidigast", "Överenskommelse", "Senare"]);
  });

  it("answers at most the limit, 500 by default, and counts every match", async () => {
    await db.insert(premises).values(
      Array.from({ length: 502 }, (_, index) => ({
        site: "sv",
        name: `Förråd ${index}`,
        slug: `forrad-${index}`,
        url: `/lokaler/forrad-${index}/`,
        type: "storage",
        status: "forSale",
        streetAddress: "Lagervägen 1",
        postalCode: "111 22",
        city: "Stockholm",
        municipality: "Stockholm",
        latitude: 59.3,
        longitude: 18,
        premisesArea: 10 + (index % 100),
        shortDescription: "",
        description: "",
      })),
    );
    const all = await search();
    expect(all.hits).toHaveLength(500);
    expect(all.total).toBe(502);
    const few = await search({ limit: 3 });
    expect(few.hits).toHaveLength(3);
    expect(few.total).toBe(502);
    const error = await rejected({ limit: 501 });
    expect(error.fields.map((field) => field.field)).toEqual(["limit"]);
  });
});

describe("bad input answers 400 naming the field, never 500", () => {
  it("a minimum above the maximum, in the site's language", async () => {
    const error = await rejected({ filter: { minArea: 120, maxArea: 80 } });
    expect(error.fields).toEqual([
      { field: "filter.minArea", message: "Minsta storleken får inte vara större än den största." },
    ]);
  });

  it("an area outside the site's slider names the bounds: 0–200 in Sweden, 0–150 in Finland", async () => {
    const sv = await rejected({ filter: { maxArea: 250 } });
    expect(sv.fields).toEqual([{ field: "filter.maxArea", message: "Storleken måste ligga mellan 0 och 200 m²." }]);
    const fi = await rejected({ filter: { minArea: 160 } }, "fi");
    expect(fi.fields).toEqual([{ field: "filter.minArea", message: "Koon on oltava 0–150 m²." }]);
    const negative = await rejected({ filter: { minArea: -1 } });
    expect(negative.fields.map((field) => field.field)).toEqual(["filter.minArea"]);
  });

  it("an unknown sort, type or field", async () => {
    expect((await rejected({ sort: "priceAsc" })).fields.map((f) => f.field)).toEqual(["sort"]);
    expect((await rejected({ filter: { type: "castle" } })).fields.map((f) => f.field)).toEqual(["filter.type"]);
    expect((await rejected({ filter: { rooms: 3 } })).fields.length).toBeGreaterThan(0);
    expect((await rejected({ filter: { tags: ["central"] } })).fields[0]?.field).toMatch(/^filter\.tags/);
  });

  it("a site without premises (Norway, the brands, the English sub-site) or no site at all", async () => {
    for (const site of ["no", "seniorgarden", "cooperative", "entreprenad", "sv_en"] as const) {
      const error = await rejected({}, site);
      expect(
        error.fields.map((field) => field.field),
        site,
      ).toEqual(["siteId"]);
    }
    const norway = await rejected({}, "no");
    expect(norway.fields[0]?.message).toContain("har ingen lokaler");
    const unknown = await post("/api/residence/search/premises", { siteId: "not-a-site" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields[0].field).toBe("siteId");
  });
});

describe("POST /api/residence/search/premises/tags", () => {
  it("answers the site's tags by name", async () => {
    await addTag("Parkering");
    await addTag("Centralt läge");
    await addTag("Keskeinen sijainti", "fi");
    const response = await post("/api/residence/search/premises/tags", { siteId: SITES.sv.siteId });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as PremisesTagsResponse;
    expect(answer.tags.map((tag) => tag.name)).toEqual(["Centralt läge", "Parkering"]);
    expect(answer.tags[0]).toEqual({ id: expect.any(Number), name: "Centralt läge", url: "centralt-läge" });
  });

  it("answers 400 on siteId for a site without premises", async () => {
    const response = await post("/api/residence/search/premises/tags", { siteId: SITES.no.siteId }, "no");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].field).toBe("siteId");
  });
});
