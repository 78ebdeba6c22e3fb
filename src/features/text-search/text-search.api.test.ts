import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { pages } from "~/db/schema";
import { SITES, type SiteCode } from "~/sites/sites";
import { createTestApp, testFeatureDeps } from "~/test/test-app";
import { reindexAll, reindexSite } from "./indexer";
import { TextSearchPageDataSchema } from "./page-data";
import type { TextSearchResponse } from "./schema";

const HOST: Partial<Record<SiteCode, string>> = {
  sv: "localhost:3000",
  sv_en: "localhost:3000",
  no: "no.localhost:3000",
  fi: "fi.localhost:3000",
  cooperative: "brf.localhost:3000",
};

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  // Content pages and job postings of every site, and the test inventory of homes in Sweden, Norway and Finland.
  ({ app, database } = await createTestApp({ seed: true, inventory: "test" }));
  await reindexAll(database.db);
});
afterAll(async () => {
  await app.close();
});

async function search(site: SiteCode, body: Record<string, unknown>, path = "/api/textsearch") {
  const response = await app.inject({
    method: "POST",
    url: path,
    headers: { host: HOST[site]! },
    payload: { siteId: SITES[site].siteId, ...body },
  });
  return { status: response.statusCode, body: response.json() as TextSearchResponse & { error?: { message: string } } };
}

const titles = (body: TextSearchResponse) => body.hits.map((hit) => hit.title);
const homeOf = (body: TextSearchResponse, pattern: RegExp) =>
  body.hits.find((hit) => hit.id.startsWith("object:") && pattern.test(hit.title));

describe("text search finds content and homes in each language", () => {
  it("finds Swedish homes and content pages, with the site's Swedish stemming", async () => {
    const { status, body } = await search("sv", { text: "lägenheter" });
    expect(status).toBe(200);
    expect(body.correctedText).toBeNull();
    expect(homeOf(body, /^Lägenhet .+, Kvarnholmen Strand$/)).toBeDefined();
    expect(titles(body)).toContain("Kvarnholmen Strand, Nacka");
    expect(body.counts.residencial).toBeGreaterThan(10);
    expect(body.hits.every((hit) => hit.url.startsWith("/"))).toBe(true);

    const content = await search("sv", { text: "slutbesiktningen" });
    expect(content.body.hits[0]).toMatchObject({
      category: "news",
      url: "/blogg/infor-slutbesiktningen-det-har-ar-bra-att-veta/",
    });
  });

  it("finds an area, its stages and homes by municipality, and town houses by the Swedish word", async () => {
    const nacka = await search("sv", { text: "Nacka", categories: ["residencial"] });
    const ids = nacka.body.hits.map((hit) => hit.id);
    expect(ids.some((id) => id.startsWith("area:"))).toBe(true);
    expect(ids.some((id) => id.startsWith("stage:"))).toBe(true);
    expect(ids.some((id) => id.startsWith("object:"))).toBe(true);
    const radhus = await search("sv", { text: "radhus Täby", categories: ["residencial"] });
    expect(homeOf(radhus.body, /^Radhus .+, Roslags Näsby Trädgård$/)).toBeDefined();
    expect(radhus.body.hits.some((hit) => hit.title.includes("Kvarnholmen"))).toBe(false);
  });

  it("corrects a misspelled Swedish word: 'lägenhter' finds 'lägenheter'", async () => {
    const { status, body } = await search("sv", { text: "lägenhter" });
    expect(status).toBe(200);
    expect(body.correctedText).toBe("lägenheter");
    expect(homeOf(body, /^Lägenhet .+, Kvarnholmen Strand$/)).toBeDefined();
    expect(body.total).toBe((await search("sv", { text: "lägenheter" })).body.total);
  });

  it("finds words typed without å, ä and ö ('taby' finds Täby)", async () => {
    const { body } = await search("sv", { text: "taby" });
    expect(body.correctedText).toBe("täby");
    expect(titles(body)).toContain("Roslags Näsby Trädgård, Täby");
  });

  it("matches the unfinished last word as a prefix ('lägenh')", async () => {
    const { body } = await search("sv", { text: "lägenh", categories: ["residencial"] });
    expect(body.correctedText).toBeNull();
    expect(homeOf(body, /^Lägenhet /)).toBeDefined();
  });

  it("finds nothing for a word like nothing on the site", async () => {
    const { status, body } = await search("sv", { text: "xqzvwk" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, hits: [], correctedText: null });
  });

  it("finds Norwegian homes and content, and corrects a Norwegian misspelling", async () => {
    const homes = await search("no", { text: "leiligheter" });
    expect(homeOf(homes.body, /^Leilighet .+, Løren Torg$/)).toBeDefined();
    const typo = await search("no", { text: "leilgheter oslo" });
    expect(typo.body.correctedText).toBe("leiligheter oslo");
    expect(homeOf(typo.body, /^Leilighet .+, Løren Torg$/)).toBeDefined();
    expect(typo.body.hits.some((hit) => hit.title.includes("Møhlenpris"))).toBe(false);
    const content = await search("no", { text: "borettslag" });
    expect(content.body.counts.content + content.body.counts.news).toBeGreaterThan(0);
  });

  it("finds Finnish homes and content, and corrects a Finnish misspelling", async () => {
    const homes = await search("fi", { text: "rivitalot Espoo" });
    expect(homeOf(homes.body, /^Rivitalo .+, Suvela Puisto$/)).toBeDefined();
    const typo = await search("fi", { text: "rivitlo" });
    expect(typo.body.correctedText).toMatch(/^rivitalo/);
    expect(homeOf(typo.body, /^Rivitalo .+, Suvela Puisto$/)).toBeDefined();
    const content = await search("fi", { text: "sisustusvalinnat" });
    expect(content.body.hits[0]?.url).toBe("/blogi/nain-teet-sisustusvalinnat/");
  });

  it("finds English content on the English sub-site (Swedish host, English site id)", async () => {
    const { status, body } = await search("sv_en", { text: "sustainability" });
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.hits.every((hit) => hit.url.startsWith("/en/"))).toBe(true);
    // English stemming: the singular finds the plural.
    const vacancies = await search("sv_en", { text: "vacancy" });
    expect(vacancies.body.counts.career).toBeGreaterThan(0);
    const typo = await search("sv_en", { text: "sustainabilty" });
    expect(typo.body.correctedText).toBe("sustainability");
  });

  it("marks the matched words of the excerpt as plain text parts", async () => {
    const { body } = await search("sv", { text: "Kvarnholmen", crop: 12 });
    const hit = body.hits.find((h) => h.title === "Kvarnholmen Strand, Nacka")!;
    expect(hit.excerpt.some((part) => part.highlight && part.text === "Kvarnholmen")).toBe(true);
    expect(hit.excerpt.map((part) => part.text).join("")).not.toMatch(/[\uE000\uE001<>]/);
    const none = await search("sv", { text: "Kvarnholmen", crop: 0 });
    expect(none.body.hits[0]?.excerpt).toEqual([]);
  });
});

describe("categories, counts and pages", () => {
  it("filters by category while the counts cover every category", async () => {
    const all = await search("sv", { text: "bostad" });
    expect(all.body.counts.all).toBe(
      all.body.counts.residencial + all.body.counts.content + all.body.counts.news + all.body.counts.career,
    );
    const news = await search("sv", { text: "bostad", categories: ["news"] });
    expect(news.body.counts).toEqual(all.body.counts);
    expect(news.body.total).toBe(all.body.counts.news);
    expect(news.body.hits.length).toBeGreaterThan(0);
    expect(news.body.hits.every((hit) => hit.category === "news")).toBe(true);
    const two = await search("sv", { text: "bostad", categories: ["news", "career"] });
    expect(two.body.total).toBe(all.body.counts.news + all.body.counts.career);
  });

  it("finds job postings under career", async () => {
    const { body } = await search("sv", { text: "platschef", categories: ["career"] });
    expect(body.hits.some((hit) => hit.id.startsWith("job:") && hit.url === "/karriar/lediga-jobb/")).toBe(true);
  });

  it("pages with skip and take, in a stable order", async () => {
    const first = await search("sv", { text: "bostad", take: 3 });
    const second = await search("sv", { text: "bostad", take: 3, skip: 3 });
    const both = await search("sv", { text: "bostad", take: 6 });
    expect(first.body.hits).toHaveLength(3);
    expect(first.body.total).toBeGreaterThan(6);
    expect([...first.body.hits, ...second.body.hits].map((hit) => hit.id)).toEqual(both.body.hits.map((hit) => hit.id));
  });

  it("gives up to `take` hits per category for the quick search", async () => {
    const { body } = await search("sv", { text: "bostad", take: 3, perCategory: true, crop: 0 });
    for (const category of ["residencial", "content", "news", "career"] as const) {
      const inCategory = body.hits.filter((hit) => hit.category === category).length;
      expect(inCategory).toBe(Math.min(3, body.counts[category]));
    }
  });

  it("sorts by date, newest first", async () => {
    const { body } = await search("sv", { text: "bostad", sortType: "date", categories: ["news"] });
    const dates = body.hits.map((hit) => hit.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("bad input answers 400 with a translated message", () => {
  it.each([
    ["text shorter than 2 characters", { text: "a" }],
    ["blank text", { text: "   " }],
    ["take above 25", { text: "bostad", take: 26 }],
    ["negative skip", { text: "bostad", skip: -1 }],
    ["unknown category", { text: "bostad", categories: ["villas"] }],
    ["non-numeric take", { text: "bostad", take: "many" }],
    ["unknown field", { text: "bostad", limit: 3 }],
  ])("%s", async (_name, body) => {
    const response = await search("sv", body);
    expect(response.status).toBe(400);
    expect(response.body.error?.message).toBeTruthy();
  });

  it("says in the site's language that the text is too short", async () => {
    const sv = await search("sv", { text: "a" });
    expect(sv.body.error?.message).toBe("Söktexten måste vara minst 2 tecken.");
    const fi = await search("fi", { text: "a" });
    expect(fi.body.error?.message).toBe("Hakutekstissä on oltava vähintään 2 merkkiä.");
  });

  it("rejects an unknown site id, and another host's site", async () => {
    const unknown = await search("sv", { text: "bostad", siteId: "3f2504e0-4f89-41d3-9a0c-0305e82c3399" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toBe("Okänd webbplats för den här adressen.");
    const other = await search("sv", { text: "bostad", siteId: SITES.no.siteId });
    expect(other.status).toBe(400);
    const malformed = await search("sv", { text: "bostad", siteId: "sv" });
    expect(malformed.status).toBe(400);
  });

  it("finds nothing, without an error, for a language the site is not in", async () => {
    const { status, body } = await search("sv", { text: "bostad", languages: ["fi"] });
    expect(status).toBe(200);
    expect(body.total).toBe(0);
  });
});

describe("corporate search", () => {
  it("finds only corporate pages and job postings", async () => {
    const { status, body } = await search("sv", { text: "nordhem" }, "/api/textsearch/corporate");
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(0);
    expect(body.counts.residencial).toBe(0);
    const corporate = await database.db.select({ id: pages.id, isCorporate: pages.isCorporate }).from(pages);
    const isCorporate = new Map(corporate.map((page) => [`page:${page.id}`, page.isCorporate]));
    for (const hit of body.hits) {
      if (hit.id.startsWith("job:")) continue;
      expect(isCorporate.get(hit.id), hit.url).toBe(true);
    }
    const site = await search("sv", { text: "nordhem" });
    expect(site.body.counts.all).toBeGreaterThan(body.counts.all);
  });

  it("answers 400 on a site without corporate search", async () => {
    const { status } = await search("cooperative", { text: "bostad" }, "/api/textsearch/corporate");
    expect(status).toBe(400);
  });
});

describe("indexing", () => {
  it("is idempotent and leaves out pages that are hidden, need login or are error pages", async () => {
    const first = await reindexSite(database.db, SITES.sv);
    const again = await reindexSite(database.db, SITES.sv);
    expect(again).toBe(first);
    const { body } = await search("sv", { text: "sidan kunde inte hittas" });
    expect(body.hits.some((hit) => hit.url === "/404/")).toBe(false);
    const login = await search("sv", { text: "mina sidor" });
    expect(login.body.hits.some((hit) => hit.url.startsWith("/mina-sidor/"))).toBe(false);
  });
});

describe("API reference", () => {
  it("documents both calls under text-search", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs/json", headers: { host: HOST.sv! } });
    const paths = (response.json() as { paths: Record<string, { post?: { tags?: string[] } }> }).paths;
    expect(paths["/api/textsearch"]?.post?.tags).toEqual(["text-search"]);
    expect(paths["/api/textsearch/corporate"]?.post?.tags).toEqual(["text-search"]);
  });
});

describe("search pages", () => {
  it("the page data of the text search template holds the first page of results", async () => {
    const { textSearchFeature } = await import("./text-search.module");
    const feature = textSearchFeature(testFeatureDeps(database));
    const load = feature.pageData!.textSearch!;
    const data = TextSearchPageDataSchema.parse(
      await load({ site: SITES.sv, url: new URL("http://localhost/sok/?s=lägenhter&category=residencial") }),
    );
    expect(data.status).toBe("ok");
    expect(data.query).toEqual({ s: "lägenhter", category: "residencial", page: 1 });
    expect(data.result?.correctedText).toBe("lägenheter");
    expect(data.result?.hits.every((hit) => hit.category === "residencial")).toBe(true);
    const short = TextSearchPageDataSchema.parse(
      await load({ site: SITES.sv, url: new URL("http://localhost/sok/?s=a") }),
    );
    expect(short.status).toBe("tooShort");
  });
});
