import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { areas, objects, premises, removedResidences, stages } from "~/db/schema";
import { SEARCHED_OBJECT_STATUSES } from "~/domain/residence-enums";
import type { PageViewModel } from "~/features/content/schema";
import { parseWithSchema } from "~/lib/schema-check";
import { createTestApp, hasServerBuild } from "~/test/test-app";
import { type ResidenceNotFoundData, ResidenceNotFoundDataSchema } from "./not-found-page-data";
import { leaveTombstone } from "./tombstones.server";

/**
 * The not-found home, stage and premises pages (issue 19): a tombstone answers 410 with what was
 * there, an unknown address under the residences base or the premises path 404, both with homes
 * for sale (or premises) from the nearest place that still exists; anything else keeps the
 * generic 404 page, and no address answers 500.
 */

let app: FastifyInstance;
let database: DatabaseHandle;

const HOST = {
  sv: "localhost",
  no: "no.localhost",
  fi: "fi.localhost",
  seniorgarden: "seniorgarden.localhost",
} as const;
type TestSite = keyof typeof HOST;

beforeAll(async () => {
  // No page cache: tests add tombstones between page requests.
  ({ app, database } = await createTestApp({ seed: true, inventory: "test", env: { CONTENT_CACHE_SECONDS: "0" } }));
}, 60_000);

afterAll(async () => {
  await app?.close();
});

async function page(site: TestSite, path: string) {
  const response = await app.inject({
    method: "GET",
    url: `/api/page-view-model?path=${encodeURIComponent(path)}`,
    headers: { host: HOST[site] },
  });
  const vm = response.json() as PageViewModel;
  return { status: response.statusCode, vm };
}

function dataOf(vm: PageViewModel): ResidenceNotFoundData {
  return parseWithSchema(ResidenceNotFoundDataSchema, vm.viewModel.data, { subject: "the page's data", strict: true });
}

type AreaRow = typeof areas.$inferSelect;

/** A Swedish area with homes for sale, and one of its stages that has some. */
async function areaWithHomesForSale(site: "sv" | "no" | "fi" = "sv") {
  const [row] = await database.db
    .select({ area: areas, stage: stages })
    .from(objects)
    .innerJoin(stages, eq(stages.id, objects.stageId))
    .innerJoin(areas, eq(areas.id, objects.areaId))
    .where(and(eq(objects.site, site), inArray(objects.status, [...SEARCHED_OBJECT_STATUSES])))
    .orderBy(asc(areas.id), asc(stages.id))
    .limit(1);
  if (!row) throw new Error("the test inventory lacks homes for sale");
  return row;
}

/** The ids and areas of the homes a page lists, from the database. */
async function homesOf(data: ResidenceNotFoundData) {
  const ids = data.homes.map((home) => home.id);
  if (ids.length === 0) return [];
  return database.db
    .select({ id: objects.id, site: objects.site, status: objects.status, rooms: objects.rooms, area: areas })
    .from(objects)
    .innerJoin(areas, eq(areas.id, objects.areaId))
    .where(inArray(objects.id, ids));
}

async function tombstone(values: Partial<typeof removedResidences.$inferInsert> & { url: string; kind: string }) {
  await database.db.insert(removedResidences).values({
    site: "sv",
    reason: "sold",
    name: "Bostad 9901, Provgatan 1",
    municipality: "Nacka",
    ...values,
  });
}

let premisesCount = 0;
async function addPremises(site: "sv" | "fi", values: Partial<typeof premises.$inferInsert> = {}) {
  premisesCount += 1;
  const slug = `provlokal-${premisesCount}`;
  const base = site === "sv" ? "/lokaler/" : "/liiketilat/";
  const [row] = await database.db
    .insert(premises)
    .values({
      site,
      name: `Provlokal ${premisesCount}`,
      slug,
      url: `${base}${slug}/`,
      type: "office",
      status: "forSale",
      streetAddress: "Provgatan 1",
      postalCode: "11122",
      city: site === "sv" ? "Nacka" : "Tampere",
      municipality: site === "sv" ? "Nacka" : "Tampere",
      latitude: 59.3,
      longitude: 18.1,
      premisesArea: 80,
      monthlyRent: 15_000,
      shortDescription: "Ljust kontor.",
      description: "Ljust kontor nära centrum.",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no premises");
  return row;
}

describe("an old address with a tombstone answers 410", () => {
  it("a sold home: its name, why, and homes for sale in its area, the closest in rooms first", async () => {
    const { area, stage } = await areaWithHomesForSale();
    const url = `${stage.url}lgh-9901/`;
    await tombstone({
      url,
      kind: "object",
      reason: "sold",
      areaId: area.id,
      municipality: area.municipality,
      rooms: 3,
    });
    const { status, vm } = await page("sv", url);
    expect(status).toBe(410);
    expect(vm.status).toBe(410);
    expect(vm.currentComponent).toBe("notFoundObject");
    expect(vm.viewModel.title).toBe("Bostad 9901, Provgatan 1");
    expect(vm.viewModel.summary).toBe("Bostaden är såld");
    expect(vm.seo.noIndex).toBe(true);
    expect(vm.dataLayer).toMatchObject({ event: "error", errorStatus: 410 });
    const data = dataOf(vm);
    expect(data).toMatchObject({ kind: "object", reason: "sold", scope: "area", area: { url: area.url } });
    expect(data.municipality?.url).toMatch(new RegExp(`/${area.countySlug}/${area.municipalitySlug}/$`));
    expect(data.homes.length).toBeGreaterThan(0);
    expect(data.homes.length).toBeLessThanOrEqual(6);
    const homes = await homesOf(data);
    for (const home of homes) {
      expect(home.area.id).toBe(area.id);
      expect(SEARCHED_OBJECT_STATUSES).toContain(home.status);
    }
    // Closest in rooms first: the distances never shrink down the list.
    const distances = data.homes.map((home) => Math.abs(home.rooms - 3));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Nothing of the page comes from anyone's account.
    expect(JSON.stringify(vm.viewModel.data)).not.toMatch(/@|email|phone/i);
  });

  it("a removed stage: 'Sidan är borttagen', with the area's homes", async () => {
    const { area } = await areaWithHomesForSale();
    const url = `${area.url}etapp-9/`;
    await tombstone({ url, kind: "stage", reason: "removed", name: "Provområdet, etapp 9", areaId: area.id });
    const { status, vm } = await page("sv", url);
    expect(status).toBe(410);
    expect(vm.currentComponent).toBe("notFoundStage");
    expect(vm.viewModel.summary).toBe("Sidan är borttagen");
    expect(dataOf(vm)).toMatchObject({ kind: "stage", reason: "removed", name: "Provområdet, etapp 9", scope: "area" });
  });

  it("a home whose area is gone too: homes for sale in its municipality", async () => {
    const { area } = await areaWithHomesForSale();
    const url = `/bostader/${area.countySlug}/${area.municipalitySlug}/rivet-omrade/etapp-1/lgh-1001/`;
    await tombstone({
      url,
      kind: "object",
      reason: "removed",
      areaId: null,
      municipality: area.municipality,
      rooms: 2,
    });
    const { status, vm } = await page("sv", url);
    expect(status).toBe(410);
    const data = dataOf(vm);
    expect(data).toMatchObject({ scope: "municipality", area: null, municipality: { name: area.municipality } });
    for (const home of await homesOf(data)) expect(home.area.municipality).toBe(area.municipality);
  });

  it("a tombstone leaves the page in Norwegian on the Norwegian site", async () => {
    const { area, stage } = await areaWithHomesForSale("no");
    const url = `${stage.url}leil-9901/`;
    await tombstone({
      site: "no",
      url,
      kind: "object",
      name: "Bolig 9901",
      areaId: area.id,
      municipality: area.municipality,
    });
    const { status, vm } = await page("no", url);
    expect(status).toBe(410);
    expect(vm.viewModel.summary).toBe("Boligen er solgt");
    for (const home of await homesOf(dataOf(vm))) expect(home.site).toBe("no");
    // The Swedish site has no such page.
    expect((await page("sv", url)).vm.currentComponent).toBe("notFound");
  });
});

describe("an unknown stage or home address answers 404 with homes from the nearest place", () => {
  it("a home of an area that exists: the area's homes, with links to the area and municipality", async () => {
    const { area, stage } = await areaWithHomesForSale();
    const { status, vm } = await page("sv", `${stage.url}lgh-4242/`);
    expect(status).toBe(404);
    expect(vm.currentComponent).toBe("notFoundObject");
    expect(vm.viewModel.title).toBe("Vi hittar inte bostaden");
    expect(vm.dataLayer).toMatchObject({ event: "error", errorStatus: 404 });
    const data = dataOf(vm);
    expect(data).toMatchObject({ reason: "notFound", name: null, scope: "area", searchUrl: "/sok-bostad/" });
    expect(data.area).toEqual({ name: area.name, url: area.url });
    expect(data.homes.length).toBeGreaterThan(0);
    for (const home of await homesOf(data)) expect(home.area.id).toBe(area.id);
  });

  it("a stage of an unknown area in a known municipality: that municipality's homes", async () => {
    const { area } = await areaWithHomesForSale();
    const { status, vm } = await page(
      "sv",
      `/bostader/${area.countySlug}/${area.municipalitySlug}/okant-omrade/etapp-2/`,
    );
    expect(status).toBe(404);
    expect(vm.currentComponent).toBe("notFoundStage");
    const data = dataOf(vm);
    expect(data).toMatchObject({ kind: "stage", scope: "municipality", area: null });
    expect(data.municipality?.name).toBe(area.municipality);
    expect(data.homes.length).toBeGreaterThan(0);
    for (const home of await homesOf(data)) expect(home.area.municipality).toBe(area.municipality);
  });

  it("an unknown municipality: homes for sale of the site, of this site only", async () => {
    const { status, vm } = await page("fi", "/asunnot/ei-lääni/ei-kunta/ei-kohde/vaihe-1/as-1/");
    expect(status).toBe(404);
    expect(vm.currentComponent).toBe("notFoundObject");
    expect(vm.viewModel.title).toBe("Asuntoa ei löydy");
    const data = dataOf(vm);
    expect(data).toMatchObject({ scope: "site", area: null, municipality: null });
    expect(data.homes.length).toBeGreaterThan(0);
    for (const home of await homesOf(data)) expect(home.site).toBe("fi");
  });

  it("an area whose homes are all sold: the municipality's homes, or the site's", async () => {
    const [soldOut] = await database.db
      .select()
      .from(areas)
      .where(
        and(
          eq(areas.site, "sv"),
          sql`not exists (select 1 from residence_objects o where o.area_id = ${areas.id} and residence_object_searched(o.status))`,
        ),
      )
      .limit(1);
    if (!soldOut) throw new Error("the test inventory lacks an area without homes for sale");
    const { vm } = await page("sv", `${soldOut.url}etapp-7/`);
    const data = dataOf(vm);
    expect(["municipality", "site"]).toContain(data.scope);
    expect(data.area?.url).toBe(soldOut.url);
    expect(data.homes.length).toBeGreaterThan(0);
  });
});

describe("premises", () => {
  it("an unknown premises address: 404 with this site's available premises only", async () => {
    const available = await addPremises("sv");
    const rented = await addPremises("sv", { status: "rented" });
    const finnish = await addPremises("fi");
    const { status, vm } = await page("sv", "/lokaler/finns-inte/");
    expect(status).toBe(404);
    expect(vm.currentComponent).toBe("notFoundPremises");
    expect(vm.viewModel.title).toBe("Vi hittar inte lokalen");
    const data = dataOf(vm);
    expect(data).toMatchObject({
      kind: "premises",
      reason: "notFound",
      scope: "site",
      searchUrl: "/lokaler/",
      homes: [],
    });
    const ids = data.premises.map((p) => p.id);
    expect(ids).toContain(available.id);
    expect(ids).not.toContain(rented.id);
    expect(ids).not.toContain(finnish.id);
    // Finnish premises' address on the Swedish site: not found there, and no Finnish premises shown.
    const other = await page("sv", finnish.url.replace("/liiketilat/", "/lokaler/"));
    expect(other.status).toBe(404);
    expect(dataOf(other.vm).premises.map((p) => p.id)).not.toContain(finnish.id);
  });

  it("removed premises: 410 with premises of its municipality", async () => {
    const near = await addPremises("fi", { municipality: "Espoo", city: "Espoo" });
    await tombstone({
      site: "fi",
      url: "/liiketilat/vanha-liiketila/",
      kind: "premises",
      reason: "sold",
      name: "Vanha liiketila",
      municipality: "Espoo",
    });
    const { status, vm } = await page("fi", "/liiketilat/vanha-liiketila/");
    expect(status).toBe(410);
    expect(vm.viewModel.summary).toBe("Liiketila on myyty");
    const data = dataOf(vm);
    expect(data).toMatchObject({ scope: "municipality", name: "Vanha liiketila" });
    expect(data.premises.map((p) => p.id)).toEqual([near.id]);
  });

  it("a site without premises keeps the generic 404 page", async () => {
    const { status, vm } = await page("seniorgarden", "/lokaler/nagon-lokal/");
    expect(status).toBe(404);
    expect(vm.currentComponent).toBe("notFound");
  });
});

describe("other addresses", () => {
  it("keep the generic 404 page outside stage, home and premises addresses", async () => {
    const { area } = await areaWithHomesForSale();
    for (const path of [
      "/finns-inte/",
      "/bostader/okant-lan/okand-kommun/okant-omrade/",
      `${area.url}etapp-1/lgh-1/extra/`,
      "/lokaler/a/b/",
      "/nyheter/bostader/a/b/c/d/",
    ]) {
      const { status, vm } = await page("sv", path);
      expect(status, path).toBe(404);
      expect(vm.currentComponent, path).toBe("notFound");
    }
  });

  it("never answer 500, whatever the address holds", async () => {
    const paths = [
      "/bostader/a/b/c/%00/",
      "/bostader/a/b/c/d/'\"<script>/",
      "/bostader/€/ö/å/ä/ü/",
      "/bostader/a/b/c/d/%E2%82%AC%FF/",
      `/bostader/a/b/c/${"x".repeat(3000)}/`,
      `/bostader/a/b/c/d/${"é".repeat(200)}/`,
      "/lokaler/..%2F..%2Fetc%2Fpasswd/",
      "/lokaler/%F0%9F%8F%A2/",
    ];
    for (const path of paths) {
      const name = path.slice(0, 60);
      // 400: the view-model call's own bound on a path's length.
      expect([400, 404, 410], name).toContain((await page("sv", path)).status);
      const direct = await app.inject({ url: encodeURI(path).replace(/%25/g, "%"), headers: { host: HOST.sv } });
      expect(direct.statusCode, name).toBeLessThan(500);
    }
  });
});

describe("leaveTombstone", () => {
  it("a deleted stage's address and its homes' answer 410, a sold home's 'sold'", async () => {
    const [stage] = await database.db
      .select()
      .from(stages)
      .where(
        and(
          eq(stages.site, "sv"),
          ne(stages.projectStatus, "soldOut"),
          sql`exists (select 1 from residence_objects o where o.stage_id = ${stages.id} and o.status = 'sold')`,
        ),
      )
      .orderBy(asc(stages.id))
      .limit(1);
    if (!stage) throw new Error("the test inventory lacks a stage with a sold home");
    const homes = await database.db.select().from(objects).where(eq(objects.stageId, stage.id));
    const sold = homes.find((home) => home.status === "sold");
    const forSale = homes.find((home) => home.status === "forSale");
    await database.db.transaction(async (tx) => {
      await leaveTombstone(tx, { kind: "stage", id: stage.id, reason: "removed" });
      await tx.delete(stages).where(eq(stages.id, stage.id));
    });
    const stagePage = await page("sv", stage.url);
    expect(stagePage.status).toBe(410);
    expect(stagePage.vm.currentComponent).toBe("notFoundStage");
    expect(stagePage.vm.viewModel.title).toBe(stage.name);
    const soldPage = await page("sv", sold?.url ?? "");
    expect(soldPage.status).toBe(410);
    expect(dataOf(soldPage.vm)).toMatchObject({ kind: "object", reason: "sold" });
    expect(soldPage.vm.viewModel.title).toContain(sold?.number);
    if (forSale) expect(dataOf((await page("sv", forSale.url)).vm).reason).toBe("removed");
  });
});

describe.runIf(hasServerBuild())("the rendered pages", () => {
  let ssr: FastifyInstance;
  let ssrDatabase: DatabaseHandle;
  beforeAll(async () => {
    ({ app: ssr, database: ssrDatabase } = await createTestApp({ seed: true, ssr: true, inventory: "test" }));
  }, 60_000);
  afterAll(async () => {
    await ssr?.close();
  });

  async function area(): Promise<AreaRow & { stageUrl: string }> {
    const [row] = await ssrDatabase.db
      .select({ area: areas, stageUrl: stages.url })
      .from(objects)
      .innerJoin(stages, eq(stages.id, objects.stageId))
      .innerJoin(areas, eq(areas.id, objects.areaId))
      .where(and(eq(objects.site, "sv"), eq(objects.status, "forSale")))
      .orderBy(asc(areas.id))
      .limit(1);
    if (!row) throw new Error("no home for sale");
    return { ...row.area, stageUrl: row.stageUrl };
  }

  it("a sold home's old address: 410, noindex, why, similar homes and the way on", async () => {
    const place = await area();
    const url = `${place.stageUrl}lgh-9901/`;
    await ssrDatabase.db.insert(removedResidences).values({
      site: "sv",
      url,
      kind: "object",
      reason: "sold",
      name: "Bostad 9901, Provgatan 1",
      areaId: place.id,
      municipality: place.municipality,
      rooms: 2,
    });
    const response = await ssr.inject({ url, headers: { host: "localhost:3000" } });
    expect(response.statusCode).toBe(410);
    const html = response.body;
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("<h1>Bostad 9901, Provgatan 1</h1>");
    expect(html).toContain("Bostaden är såld");
    expect(html).toContain(`href="${place.url}"`);
    expect(html).toContain('href="/sok-bostad/"');
    expect(html).toMatch(/<h2 id="similar-homes">Lediga bostäder i [^<]+<\/h2>/);
    expect(html.match(/<h3><a href="\/bostader\/[^"]+\/">/g)?.length ?? 0).toBeGreaterThan(0);
    // No translation key is shown instead of its text.
    expect(html.replace(/<script\b[\s\S]*?<\/script>/g, "")).not.toMatch(/residenceNotFound\./);
    // The same for every visitor: the next one gets the shared render, with its status.
    const again = await ssr.inject({ url, headers: { host: "localhost:3000" } });
    expect(again.statusCode).toBe(410);
    expect(again.headers["server-timing"]).toMatch(/cache;desc="hit"/);
  });

  it("an unknown home's address: 404 with the not-found home page; an unknown page: the generic one", async () => {
    const place = await area();
    const home = await ssr.inject({ url: `${place.stageUrl}lgh-4242/`, headers: { host: "localhost:3000" } });
    expect(home.statusCode).toBe(404);
    expect(home.body).toContain("<h1>Vi hittar inte bostaden</h1>");
    const generic = await ssr.inject({ url: "/finns-inte/", headers: { host: "localhost:3000" } });
    expect(generic.statusCode).toBe(404);
    expect(generic.body).not.toContain("similar-homes");
  });
});
