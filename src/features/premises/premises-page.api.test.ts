import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { interests, outbox } from "~/db/schema";
import type { PageViewModel } from "~/features/content/schema";
import { translate } from "~/i18n/catalogs.server";
import { NBSP } from "~/i18n/format";
import { parseWithSchema } from "~/lib/schema-check";
import { createTestApp } from "~/test/test-app";
import { PremisesObjectDataSchema } from "./page-data";
import { createPremises, createPremisesTag } from "./test-premises";

let app: FastifyInstance;
let database: DatabaseHandle;

const HOST = { sv: "localhost", no: "no.localhost", fi: "fi.localhost" } as const;
type TestSite = keyof typeof HOST;

beforeAll(async () => {
  // No page cache: tests change rows between page requests.
  ({ app, database } = await createTestApp({ seed: true, inventory: "test", env: { CONTENT_CACHE_SECONDS: "0" } }));
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function page(site: TestSite, path: string) {
  const response = await app.inject({
    method: "GET",
    url: `/api/page-view-model?path=${encodeURIComponent(path)}`,
    headers: { host: HOST[site] },
  });
  return { status: response.statusCode, vm: response.json() as PageViewModel };
}

function dataOf(vm: PageViewModel) {
  return parseWithSchema(PremisesObjectDataSchema, vm.viewModel.data, { subject: "the page's data", strict: true });
}

let clientCount = 0;
function post(site: TestSite, payload: unknown) {
  clientCount += 1;
  return app.inject({
    method: "POST",
    url: "/api/residence/interest",
    headers: { host: HOST[site] },
    payload: payload as object,
    remoteAddress: `198.51.100.${clientCount}`,
  });
}

const person = { firstName: "Eva", lastName: "Lind", phone: "070-123 45 67" };
function interest(overrides: Record<string, unknown>) {
  return { ...person, email: "eva.lind@example.se", message: "", postalCode: "", terms: true, ...overrides };
}

describe("a premises' page", () => {
  it("shows a Swedish office with its facts, tags, contacts and breadcrumbs", async () => {
    const central = await createPremisesTag(database.db, { site: "sv", name: "Centralt läge" });
    const transit = await createPremisesTag(database.db, { site: "sv", name: "Nära kollektivtrafik" });
    const row = await createPremises(database.db, {
      site: "sv",
      slug: "kvarngatan-12-stockholm",
      name: "Kontor Kvarngatan 12",
      streetAddress: "Kvarngatan 12",
      premisesArea: 120,
      monthlyRent: 15_000,
      accessDate: isoDay(60),
      shortDescription: "Ljust kontor vid tunnelbanan.",
      tagIds: [transit.id, central.id],
    });
    const { status, vm } = await page("sv", "/lokaler/kvarngatan-12-stockholm/");
    expect(status).toBe(200);
    expect(vm.currentComponent).toBe("premisesObject");
    expect(vm.viewModel.title).toBe("Kontor Kvarngatan 12");
    const data = dataOf(vm);
    expect(data.premises).toMatchObject({
      id: row.id,
      type: "office",
      status: "forSale",
      premisesArea: 120,
      monthlyRent: 15_000,
      price: null,
      accessDate: isoDay(60),
      municipality: "Stockholm",
    });
    expect(data.availableNow).toBe(false);
    expect(data.tags.map((tag) => tag.name)).toEqual(["Centralt läge", "Nära kollektivtrafik"]);
    expect(data.contacts).toHaveLength(1);
    expect(vm.breadcrumbs.map((crumb) => crumb.url)).toEqual(["/", "/lokaler/", "/lokaler/kvarngatan-12-stockholm/"]);
    expect(vm.seo.canonical).toMatch(/\/lokaler\/kvarngatan-12-stockholm\/$/);
    expect(vm.seo.description).toBe(
      `Ljust kontor vid tunnelbanan. Kontor · 120${NBSP}m² · 15${NBSP}000${NBSP}kr/mån · Stockholm`,
    );
  });

  it("formats a Finnish premises' rent and price in euros, and an access date passed is 'now'", async () => {
    await createPremises(database.db, {
      site: "fi",
      slug: "rantakatu-3-helsinki",
      name: "Liiketila Rantakatu 3",
      type: "shop",
      premisesArea: 85.5,
      monthlyRent: 1_500,
      price: 240_000,
      accessDate: isoDay(-30),
      shortDescription: "Katutason liiketila.",
    });
    const { status, vm } = await page("fi", "/liiketilat/rantakatu-3-helsinki/");
    expect(status).toBe(200);
    const data = dataOf(vm);
    expect(data.availableNow).toBe(true);
    expect(data.premises).toMatchObject({ type: "shop", monthlyRent: 1_500, price: 240_000 });
    expect(vm.seo.description).toBe(
      `Katutason liiketila. Myymälä · 85,5${NBSP}m² · 1${NBSP}500${NBSP}€/kk · 240${NBSP}000${NBSP}€ · Helsinki`,
    );
    expect(vm.breadcrumbs.map((crumb) => crumb.url)).toEqual([
      "/",
      "/liiketilat/",
      "/liiketilat/rantakatu-3-helsinki/",
    ]);
  });

  it("keeps the page of sold and let premises, with their status; by agreement has no date", async () => {
    await createPremises(database.db, {
      site: "sv",
      slug: "sald-lokal",
      status: "sold",
      price: 4_500_000,
      accessDate: null,
    });
    await createPremises(database.db, { site: "sv", slug: "uthyrd-lokal", status: "rented" });
    const sold = await page("sv", "/lokaler/sald-lokal/");
    expect(sold.status).toBe(200);
    expect(dataOf(sold.vm).premises).toMatchObject({ status: "sold", accessDate: null });
    expect(dataOf(sold.vm).availableNow).toBe(false);
    const rented = await page("sv", "/lokaler/uthyrd-lokal/");
    expect(dataOf(rented.vm).premises.status).toBe("rented");
  });

  it("is not served for unknown slugs, deeper paths, another site's premises or a site without premises", async () => {
    await createPremises(database.db, { site: "sv", slug: "bara-i-sverige" });
    await createPremises(database.db, { site: "no", slug: "norsk-lokal", url: "/lokaler/norsk-lokal/" });
    expect((await page("sv", "/lokaler/finns-inte/")).status).toBe(404);
    expect((await page("sv", "/lokaler/bara-i-sverige/extra/")).status).toBe(404);
    expect((await page("fi", "/lokaler/bara-i-sverige/")).status).toBe(404);
    expect((await page("fi", "/liiketilat/bara-i-sverige/")).status).toBe(404);
    expect((await page("no", "/lokaler/norsk-lokal/")).status).toBe(404);
  });
});

describe("the interest form of a premises (POST /api/residence/interest with premisesId)", () => {
  it("stores the interest with the premises and mails the visitor and the premises' contact", async () => {
    const row = await createPremises(database.db, {
      site: "sv",
      name: "Butik Storgatan 1",
      contacts: [
        { name: "Karin Berg", role: 0, phone: "070-111 22 33", email: "karin.berg@nordhem.example", image: null },
      ],
    });
    const email = "premises.interest@example.se";
    const response = await post("sv", interest({ email, premisesId: row.id, message: "Kan vi titta nästa vecka?" }));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(translate("sv", "residence.interest.success"));
    const [stored] = await database.db.select().from(interests).where(eq(interests.email, email));
    expect(stored).toMatchObject({ site: "sv", premisesId: row.id, areaId: null, stageId: null, objectId: null });
    const [confirmation] = await database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(confirmation?.subject).toBe("Tack för din intresseanmälan – Butik Storgatan 1");
    expect(confirmation?.text).toContain(row.url);
    const [notice] = await database.db.select().from(outbox).where(eq(outbox.to, "karin.berg@nordhem.example"));
    expect(notice?.subject).toBe("Ny intresseanmälan – Butik Storgatan 1");
    expect(notice?.text).toContain(email);
    expect(notice?.text).toContain("Kan vi titta nästa vecka?");
  });

  it.each([
    ["email", { email: "nope" }, "validation.email"],
    ["terms", { terms: false }, "validation.termsRequired"],
    ["premisesId", { premisesId: "abc" }, "validation.invalidInput"],
  ] as const)("answers 400 naming %s for %j", async (field, overrides, key) => {
    const row = await createPremises(database.db, { site: "sv" });
    const response = await post("sv", interest({ premisesId: row.id, ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toContainEqual({ field, message: translate("sv", key) });
  });

  it("refuses premises given together with a home, area or stage", async () => {
    const row = await createPremises(database.db, { site: "sv" });
    const response = await post("sv", interest({ premisesId: row.id, areaId: 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((f: { field: string }) => f.field)).toContain("premisesId");
  });

  it("answers 404 for unknown premises and for another site's, and 400 for sold ones", async () => {
    const finnish = await createPremises(database.db, { site: "fi" });
    const sold = await createPremises(database.db, { site: "sv", status: "sold", price: 3_000_000 });
    const unknown = await post("sv", interest({ premisesId: 2_000_000_000 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.fields).toContainEqual({
      field: "premisesId",
      message: translate("sv", "premises.interest.errors.unknown"),
    });
    expect((await post("sv", interest({ premisesId: finnish.id }))).statusCode).toBe(404);
    const refused = await post("sv", interest({ premisesId: sold.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toContainEqual({
      field: "premisesId",
      message: translate("sv", "premises.interest.errors.sold"),
    });
    const stored = await database.db.select().from(interests).where(eq(interests.premisesId, sold.id));
    expect(stored).toHaveLength(0);
  });
});
