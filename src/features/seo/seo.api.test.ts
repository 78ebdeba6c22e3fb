import { createRequire } from "node:module";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { areas, objects, stages } from "~/db/schema";
import { areaPath, objectPath, slugify, stagePath } from "~/domain/residence-urls";
import type { PageViewModel } from "~/features/content/schema";
import { createPremises } from "~/features/premises/test-premises";
import { systemRoutes } from "~/features/system/system.routes";
import { parseWithSchema } from "~/lib/schema-check";
import { sitePlugin } from "~/server/plugins/site";
import { DEFAULT_HOST_MAP } from "~/sites/resolve";
import { SITES, type SiteCode } from "~/sites/sites";
import { createTestApp, testFeatureDeps } from "~/test/test-app";
import { AreasDataSchema, SeoPlaceDataSchema } from "./page-data";
import { seoFeature } from "./seo.module";

const HOST: Partial<Record<SiteCode, string>> = {
  sv: "localhost:3000",
  no: "no.localhost:3000",
  fi: "fi.localhost:3000",
  seniorgarden: "seniorgarden.localhost:3000",
};

let app: FastifyInstance;
let database: DatabaseHandle;
const urls: Record<string, string> = {};

interface HomeInput {
  status: string;
  price: number;
  totalPrice?: number;
  rooms: number;
}

/** An area with one stage and its homes, at the real path of its place. */
async function project(input: {
  site: SiteCode;
  county: string;
  municipality: string;
  name: string;
  status: string;
  rank: number;
  homes: HomeInput[];
  planned?: { minPrice: number; maxPrice: number; minRooms: number; maxRooms: number };
}) {
  const base = SITES[input.site].urls.seoResidences!;
  const slug = slugify(input.name);
  const areaUrl = areaPath(base, slugify(input.county), slugify(input.municipality), slug);
  const [area] = await database.db
    .insert(areas)
    .values({
      site: input.site,
      name: input.name,
      slug,
      url: areaUrl,
      county: input.county,
      countySlug: slugify(input.county),
      municipality: input.municipality,
      municipalitySlug: slugify(input.municipality),
      latitude: 59.3,
      longitude: 18.1,
      projectStatus: input.status,
      projectPhase: 4,
      shortDescription: `Om ${input.name}`,
      description: "",
      images: [{ src: `demo/${slug}.jpg`, alt: `Vy över ${input.name}` }],
      recommendedRank: input.rank,
    })
    .returning();
  const stageUrl = stagePath(areaUrl, "etapp-1");
  const [stage] = await database.db
    .insert(stages)
    .values({
      areaId: area!.id,
      site: input.site,
      name: "Etapp 1",
      slug: "etapp-1",
      url: stageUrl,
      latitude: 59.3,
      longitude: 18.1,
      projectStatus: input.status,
      stageStatus: 1,
      projectPhase: 4,
      residenceType: "apartment",
      disposalForm: "condominium",
      plotType: "ownPlot",
      parking: "canPurchase",
      storage: "included",
      plannedMinPrice: input.planned?.minPrice ?? null,
      plannedMaxPrice: input.planned?.maxPrice ?? null,
      plannedMinRooms: input.planned?.minRooms ?? null,
      plannedMaxRooms: input.planned?.maxRooms ?? null,
      shortDescription: "",
      description: "",
    })
    .returning();
  let number = 1000;
  for (const home of input.homes) {
    number += 1;
    const url = objectPath(stageUrl, `lgh-${number}`);
    await database.db.insert(objects).values({
      stageId: stage!.id,
      areaId: area!.id,
      site: input.site,
      number: String(number),
      url,
      status: home.status,
      residenceType: "apartment",
      disposalForm: "condominium",
      plotType: "ownPlot",
      rooms: home.rooms,
      livingArea: 30 + home.rooms * 20,
      price: home.price,
      totalPrice: home.totalPrice ?? null,
      parking: "canPurchase",
      storage: "included",
      latitude: 59.3,
      longitude: 18.1,
      description: "",
    });
    urls[`${input.name}:home`] ??= url;
  }
  urls[input.name] = areaUrl;
  urls[`${input.name}:stage`] = stageUrl;
}

beforeAll(async () => {
  ({ app, database } = await createTestApp({ seed: true }));
  const stockholm = { site: "sv", county: "Stockholms län" } as const;
  await project({
    ...stockholm,
    municipality: "Stockholm",
    name: "Hagastaden Park",
    status: "forSale",
    rank: 2,
    homes: [
      { status: "forSale", price: 4_000_000, rooms: 2 },
      { status: "reserved", price: 6_500_000, rooms: 4 },
      // Sold homes are neither counted nor priced.
      { status: "sold", price: 20_000_000, rooms: 6 },
    ],
  });
  await project({
    ...stockholm,
    municipality: "Stockholm",
    name: "Södra Kajen",
    status: "soldOut",
    rank: 1,
    homes: [{ status: "sold", price: 3_000_000, rooms: 1 }],
  });
  await project({
    ...stockholm,
    municipality: "Nacka",
    name: "Kvarnholmen Strand",
    status: "planned",
    rank: 3,
    homes: [],
    planned: { minPrice: 3_200_000, maxPrice: 7_900_000, minRooms: 1, maxRooms: 5 },
  });
  await project({
    site: "sv",
    county: "Uppsala län",
    municipality: "Uppsala",
    name: "Rosendal Torg",
    status: "forSale",
    rank: 1,
    homes: [{ status: "forSale", price: 2_500_000, rooms: 2 }],
  });
  await project({
    site: "no",
    county: "Oslo",
    municipality: "Oslo",
    name: "Bjørvika Brygge",
    status: "forSale",
    rank: 1,
    homes: [
      { status: "forSale", price: 5_400_000, rooms: 3 },
      { status: "preselling", price: 7_100_000, rooms: 4 },
    ],
  });
  await project({
    site: "fi",
    county: "Uusimaa",
    municipality: "Espoo",
    name: "Tapiolan Puisto",
    status: "forSale",
    rank: 1,
    // Finland shows the debt-free total price.
    homes: [{ status: "forSale", price: 180_000, totalPrice: 310_000, rooms: 2 }],
  });
});

afterAll(async () => {
  await app.close();
});

async function page(site: SiteCode, path: string) {
  const response = await app.inject({
    method: "GET",
    url: `/api/page-view-model?path=${encodeURIComponent(path)}`,
    headers: { host: HOST[site]! },
  });
  const body = response.json() as PageViewModel;
  return {
    status: response.statusCode,
    body,
    /** A landing page's data, parsed strictly by the template's schema (read it on such pages only). */
    get data() {
      return parseWithSchema(SeoPlaceDataSchema, body.viewModel.data, { subject: "the page's data", strict: true });
    },
  };
}

describe("SEO county and municipality pages", () => {
  it("renders a Swedish county with its municipalities, projects, key numbers and search link", async () => {
    const { status, body, data } = await page("sv", "/bostader/stockholms-lan/");
    expect(status).toBe(200);
    expect(body.currentComponent).toBe("seoCounty");
    expect(body.viewModel.title).toBe("Nya bostäder i Stockholms län");
    expect(data.heading).toBe("Nya bostäder i Stockholms län");
    // The start page's crumb carries its title, as on content pages.
    expect(body.breadcrumbs[0]).toEqual({ name: "Nya bostäder i hela Sverige", url: "/" });
    expect(body.breadcrumbs.slice(1)).toEqual([
      { name: "Bostäder", url: "/bostader/" },
      { name: "Stockholms län", url: "/bostader/stockholms-lan/" },
    ]);
    expect(data.stats).toEqual({ projects: 3, homesForSale: 2, minPrice: 4_000_000, maxPrice: 6_500_000 });
    expect(data.municipalities.map((m) => [m.name, m.url, m.projects, m.homesForSale])).toEqual([
      ["Nacka", "/bostader/stockholms-lan/nacka/", 1, 0],
      ["Stockholm", "/bostader/stockholms-lan/stockholm/", 2, 2],
    ]);
    // Projects on sale first, then planned, then sold out.
    expect(data.projects.map((p) => p.name)).toEqual(["Hagastaden Park", "Kvarnholmen Strand", "Södra Kajen"]);
    const hagastaden = data.projects[0]!;
    expect(hagastaden).toMatchObject({
      url: urls["Hagastaden Park"],
      status: "forSale",
      image: { src: "demo/hagastaden-park.jpg", alt: "Vy över Hagastaden Park" },
      homesForSale: 2,
      stages: 1,
      minPrice: 4_000_000,
      maxPrice: 6_500_000,
      minRooms: 2,
      maxRooms: 4,
    });
    expect(data.searchUrl).toBe("/sok-bostad/?q=Stockholms%20l%C3%A4n");
    expect(data.intro.join(" ")).toContain("Nordhem har 3 bostadsprojekt i Stockholms län.");
    expect(data.intro.join(" ")).toContain("Projekten ligger i Nacka och Stockholm.");
    expect(data.intro.join(" ")).toContain(
      "2 bostäder till salu, med priser från 4\u00a0000\u00a0000\u00a0kr till 6\u00a0500\u00a0000\u00a0kr",
    );
    expect(body.seo.title).toBe("Nyproduktion i Stockholms län – nya bostäder till salu | Nordhem");
    expect(body.seo.description).toContain("2 nya bostäder till salu i Stockholms län");
    expect(body.seo.noIndex).toBe(false);
    expect(body.seo.canonical).toBe("http://localhost:3000/bostader/stockholms-lan/");
    const [itemList, breadcrumbList] = body.viewModel.structuredData ?? [];
    expect(itemList).toMatchObject({ "@type": "ItemList", numberOfItems: 3 });
    expect((itemList as { itemListElement: unknown[] }).itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: "Hagastaden Park",
      // schema.org addresses are absolute (the content service adds the origin).
      url: `http://localhost:3000${urls["Hagastaden Park"]}`,
    });
    expect(breadcrumbList).toMatchObject({ "@type": "BreadcrumbList" });
    expect((breadcrumbList as { itemListElement: unknown[] }).itemListElement).toHaveLength(3);
  });

  it("renders a municipality with the other places of its county, priced from planned stages", async () => {
    const { status, body, data } = await page("sv", "/bostader/stockholms-lan/nacka/");
    expect(status).toBe(200);
    expect(body.currentComponent).toBe("seoMunicipality");
    expect(data.heading).toBe("Nya bostäder i Nacka");
    expect(body.breadcrumbs.map((b) => b.url)).toEqual([
      "/",
      "/bostader/",
      "/bostader/stockholms-lan/",
      "/bostader/stockholms-lan/nacka/",
    ]);
    expect(data.municipality).toEqual({ name: "Nacka", slug: "nacka", url: "/bostader/stockholms-lan/nacka/" });
    expect(data.municipalities.map((m) => m.name)).toEqual(["Stockholm"]);
    // Nothing released yet: the range is the planned one, and no home is for sale.
    expect(data.stats).toEqual({ projects: 1, homesForSale: 0, minPrice: 3_200_000, maxPrice: 7_900_000 });
    expect(data.intro.join(" ")).toContain("Just nu finns inga bostäder till salu här");
    expect(data.searchUrl).toBe("/sok-bostad/?q=Nacka");
  });

  it("renders Norway's county page under /boliger/ in Norwegian with prices in kroner", async () => {
    const { status, body, data } = await page("no", "/boliger/oslo/");
    expect(status).toBe(200);
    expect(body.currentComponent).toBe("seoCounty");
    expect(data.heading).toBe("Nye boliger i Oslo");
    expect(body.breadcrumbs.map((b) => b.url)).toEqual(["/", "/boliger/", "/boliger/oslo/"]);
    expect(body.breadcrumbs.slice(1).map((b) => b.name)).toEqual(["Boliger", "Oslo"]);
    expect(data.stats.homesForSale).toBe(2);
    expect(data.intro.join(" ")).toContain(
      "med priser fra kr\u00a05\u00a0400\u00a0000 til kr\u00a07\u00a0100\u00a0000",
    );
    expect(data.searchUrl).toBe("/finn-din-bolig/?q=Oslo");
  });

  it("renders Finland's municipality page under /asunnot/ with debt-free prices", async () => {
    const { status, body, data } = await page("fi", "/asunnot/uusimaa/espoo/");
    expect(status).toBe(200);
    expect(body.currentComponent).toBe("seoMunicipality");
    expect(data.heading).toBe("Uudet asunnot – Espoo");
    expect(body.breadcrumbs.slice(1).map((b) => b.name)).toEqual(["Asunnot", "Uusimaa", "Espoo"]);
    expect(data.stats).toMatchObject({ minPrice: 310_000, maxPrice: 310_000, homesForSale: 1 });
    expect(data.projects[0]?.minPrice).toBe(310_000);
    expect(data.intro.join(" ")).toContain("310\u00a0000\u00a0€");
    expect(data.searchUrl).toBe("/myytavat-asunnot/?q=Espoo");
    expect((await page("fi", "/asunnot/uusimaa/")).body.currentComponent).toBe("seoCounty");
  });

  it("answers 404 for an unknown county or municipality, and for another site's places", async () => {
    expect((await page("sv", "/bostader/okant-lan/")).status).toBe(404);
    expect((await page("sv", "/bostader/stockholms-lan/okand-kommun/")).status).toBe(404);
    expect((await page("sv", "/bostader/uppsala-lan/nacka/")).status).toBe(404);
    expect((await page("no", "/boliger/stockholms-lan/")).status).toBe(404);
    expect((await page("seniorgarden", "/bostader/stockholms-lan/")).status).toBe(404);
  });

  it("keeps the stored residences base page (template areas) and fills its data per request", async () => {
    const { status, body } = await page("sv", "/bostader/");
    expect(status).toBe(200);
    expect(body.currentComponent).toBe("areas");
    const feature = seoFeature(testFeatureDeps(database));
    const load = feature.pageData?.areas;
    const data = AreasDataSchema.parse(await load?.({ site: SITES.sv, url: new URL("http://localhost/bostader/") }));
    expect(data.counties.map((c) => [c.name, c.url, c.projects])).toEqual([
      ["Stockholms län", "/bostader/stockholms-lan/", 3],
      ["Uppsala län", "/bostader/uppsala-lan/", 1],
    ]);
    expect(data.counties[0]?.municipalities.map((m) => m.url)).toEqual([
      "/bostader/stockholms-lan/nacka/",
      "/bostader/stockholms-lan/stockholm/",
    ]);
    expect(data.stats).toEqual({ projects: 4, homesForSale: 3, minPrice: 2_500_000, maxPrice: 6_500_000 });
    expect(data.searchUrl).toBe("/sok-bostad/");
  });
});

// jsdom (a dependency of the component tests) ships no types: load it through require.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};

function parseXml(xml: string): Document {
  const document = new new JSDOM("").window.DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

async function sitemap(site: SiteCode, query = "") {
  const response = await app.inject({ method: "GET", url: `/sitemap.xml${query}`, headers: { host: HOST[site]! } });
  return response;
}

describe("sitemap.xml", () => {
  let premisesUrl = "";
  beforeAll(async () => {
    // Before the first sitemap is built (it is cached): a Swedish premises, and one on a site without premises.
    premisesUrl = (await createPremises(database.db, { site: "sv" })).url;
    await createPremises(database.db, { site: "no" });
  });

  it("lists the premises' pages of a site that has premises, and none elsewhere", async () => {
    const sv = [...parseXml((await sitemap("sv")).body).getElementsByTagName("loc")].map((el) => el.textContent);
    expect(sv).toContain(`http://localhost:3000${premisesUrl}`);
    const no = [...parseXml((await sitemap("no")).body).getElementsByTagName("loc")].map((el) => el.textContent);
    expect(no.some((loc) => loc?.includes("/lokaler/"))).toBe(false);
  });

  it("lists the Swedish host's public pages, landing pages, areas, stages and homes as valid XML", async () => {
    const response = await sitemap("sv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const document = parseXml(response.body);
    expect(document.documentElement.tagName).toBe("urlset");
    const locs = [...document.getElementsByTagName("loc")].map((el) => el.textContent);
    const origin = "http://localhost:3000";
    expect(locs).toEqual(
      expect.arrayContaining([
        `${origin}/`,
        `${origin}/sok-bostad/`,
        // The English sub-site lives on the Swedish host.
        `${origin}/en/`,
        `${origin}/bostader/stockholms-lan/`,
        `${origin}/bostader/stockholms-lan/nacka/`,
        `${origin}/bostader/uppsala-lan/uppsala/`,
        `${origin}${urls["Hagastaden Park"]}`,
        `${origin}${urls["Hagastaden Park:stage"]}`,
        `${origin}${urls["Hagastaden Park:home"]}`,
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
    // Pages behind login, error pages and other sites' residences are left out.
    expect(locs.some((loc) => loc?.includes("/mina-sidor/"))).toBe(false);
    expect(locs.some((loc) => loc?.endsWith("/404/"))).toBe(false);
    expect(locs.some((loc) => loc?.includes("/boliger/"))).toBe(false);
    const start = [...document.getElementsByTagName("url")].find(
      (url) => url.getElementsByTagName("loc")[0]?.textContent === `${origin}/`,
    );
    expect(start?.getElementsByTagName("lastmod")[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("is different per host", async () => {
    const response = await sitemap("no");
    expect(response.statusCode).toBe(200);
    const locs = [...parseXml(response.body).getElementsByTagName("loc")].map((el) => el.textContent);
    expect(locs).toEqual(
      expect.arrayContaining([
        "http://no.localhost:3000/",
        "http://no.localhost:3000/boliger/oslo/",
        "http://no.localhost:3000/boliger/oslo/oslo/",
        `http://no.localhost:3000${urls["Bjørvika Brygge:home"]}`,
      ]),
    );
    expect(locs.some((loc) => loc?.includes("/bostader/") || loc?.includes("/en/"))).toBe(false);
    const fi = [...parseXml((await sitemap("fi")).body).getElementsByTagName("loc")].map((el) => el.textContent);
    expect(fi).toContain("http://fi.localhost:3000/asunnot/uusimaa/espoo/");
  });

  it("answers 404 for a part beyond the last and 400 for a bad part number", async () => {
    expect((await sitemap("sv", "?page=1")).statusCode).toBe(200);
    expect((await sitemap("sv", "?page=2")).statusCode).toBe(404);
    expect((await sitemap("sv", "?page=abc")).statusCode).toBe(400);
    expect((await sitemap("sv", "?page=0")).statusCode).toBe(400);
  });
});

describe("robots.txt", () => {
  it("turns crawlers away outside production, without a sitemap", async () => {
    const response = await app.inject({ method: "GET", url: "/robots.txt", headers: { host: HOST.sv! } });
    expect(response.body).toBe("User-agent: *\nDisallow: /\n");
  });

  it("names the host's sitemap in production", async () => {
    // Only the robots route and the site resolution matter here: no database needed.
    const prod = Fastify();
    prod.setValidatorCompiler(validatorCompiler);
    prod.setSerializerCompiler(serializerCompiler);
    await prod.register(sitePlugin, { hostMap: DEFAULT_HOST_MAP, publicOrigins: {} });
    await prod.register(systemRoutes, { ping: async () => {}, version: () => "v", indexable: true });
    try {
      const response = await prod.inject({ method: "GET", url: "/robots.txt", headers: { host: HOST.no! } });
      expect(response.body).toBe("User-agent: *\nAllow: /\nSitemap: http://no.localhost:3000/sitemap.xml\n");
    } finally {
      await prod.close();
    }
  });
});

describe("with the test inventory", () => {
  let inventory: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    inventory = await createTestApp({ seed: true, inventory: "test" });
  });
  afterAll(async () => {
    await inventory.app.close();
  });

  it.each(["sv", "no", "fi"] as const)(
    "serves every county and municipality of %s and lists them in the sitemap",
    async (code) => {
      const site = SITES[code];
      const feature = seoFeature(testFeatureDeps(inventory.database));
      const data = AreasDataSchema.parse(
        await feature.pageData?.areas?.({ site, url: new URL(`http://localhost${site.urls.seoResidences}`) }),
      );
      expect(data.counties.length).toBeGreaterThan(0);
      const places = data.counties.flatMap((county) => [
        [county.url, "seoCounty"],
        ...county.municipalities.map((m) => [m.url, "seoMunicipality"]),
      ]);
      for (const [path, template] of places) {
        const response = await inventory.app.inject({
          method: "GET",
          url: `/api/page-view-model?path=${encodeURIComponent(path!)}`,
          headers: { host: HOST[code]! },
        });
        expect(response.statusCode, path).toBe(200);
        expect((response.json() as PageViewModel).currentComponent, path).toBe(template);
      }

      const response = await inventory.app.inject({
        method: "GET",
        url: "/sitemap.xml",
        headers: { host: HOST[code]! },
      });
      const locs = new Set(
        [...parseXml(response.body).getElementsByTagName("loc")].map((el) =>
          el.textContent?.replace(/^https?:\/\/[^/]+/, ""),
        ),
      );
      const residences = [
        ...(await inventory.database.db.select({ url: areas.url }).from(areas).where(eq(areas.site, code))),
        ...(await inventory.database.db.select({ url: stages.url }).from(stages).where(eq(stages.site, code))),
        ...(await inventory.database.db.select({ url: objects.url }).from(objects).where(eq(objects.site, code))),
      ].map((r) => r.url);
      expect(residences.length).toBeGreaterThan(10);
      for (const path of [...residences, ...places.map(([path]) => path!)]) expect(locs.has(path), path).toBe(true);
    },
  );
});
