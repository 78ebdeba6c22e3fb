import { createHash } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { DatabaseHandle } from "~/db/client";
import { areas, interests, objects, outbox, showingBookings, showings, stages } from "~/db/schema";
import type { PageViewModel } from "~/features/content/schema";
import { translate } from "~/i18n/catalogs.server";
import { parseWithSchema } from "~/lib/schema-check";
import { loadConfig } from "~/server/config";
import { createTestApp } from "~/test/test-app";
import { AreaPageDataSchema, ObjectPageDataSchema, StagePageDataSchema } from "./page-data";

let app: FastifyInstance;
let database: DatabaseHandle;

const HOST = { sv: "localhost", no: "no.localhost", fi: "fi.localhost" } as const;
type TestSite = keyof typeof HOST;
/** Links in e-mail point to the site's configured public origin (not the request's Host). */
const PUBLIC_ORIGIN = loadConfig({
  APP_ENV: "test",
  AUTH_SECRET: "test-only-secret-of-at-least-thirty-two-characters",
}).publicOrigins;

beforeAll(async () => {
  // No page cache: tests change rows between page requests.
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
  return { status: response.statusCode, vm: response.json() as PageViewModel };
}

/** The page's data as its template gets it: parsed by the template's schema, strictly (decision 014). */
function dataOf<S extends z.ZodType>(schema: S, vm: PageViewModel): z.output<S> {
  return parseWithSchema(schema, vm.viewModel.data, { subject: "the page's data", strict: true });
}

let clientCount = 0;
/** A client address of its own, so that the per-client limits of one test never meet another's. */
function newClient(): string {
  clientCount += 1;
  return `198.51.${Math.floor(clientCount / 250)}.${(clientCount % 250) + 1}`;
}

function post(
  site: TestSite,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = newClient(),
) {
  return app.inject({
    method: "POST",
    url,
    headers: { host: HOST[site], ...headers },
    payload: payload as object,
    remoteAddress,
  });
}

async function areaNamed(name: string) {
  const [row] = await database.db.select().from(areas).where(eq(areas.name, name));
  if (!row) throw new Error(`no area ${name}`);
  return row;
}

async function stageNamed(name: string) {
  const [row] = await database.db.select().from(stages).where(eq(stages.name, name));
  if (!row) throw new Error(`no stage ${name}`);
  return row;
}

async function firstObject(site: TestSite, status = "forSale") {
  const [row] = await database.db
    .select()
    .from(objects)
    .where(and(eq(objects.site, site), eq(objects.status, status)))
    .orderBy(objects.id)
    .limit(1);
  if (!row) throw new Error(`no ${status} object on ${site}`);
  return row;
}

/** The messages to an address, newest first. */
async function outboxTo(email: string) {
  return database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt));
}

const person = {
  firstName: "Anna",
  lastName: "Svensson",
  email: "anna.svensson@example.se",
  phone: "070-123 45 67",
};

function interest(overrides: Record<string, unknown> = {}) {
  return { ...person, message: "", postalCode: "", minRooms: "", maxRooms: "", terms: true, ...overrides };
}

describe("dynamic residence pages", () => {
  it("renders a Swedish area page with breadcrumbs, stages and structured data", async () => {
    const area = await areaNamed("Kvarnholmen Strand");
    const { status, vm } = await page("sv", area.url);
    expect(status).toBe(200);
    expect(vm.currentComponent).toBe("area");
    expect(vm.viewModel.title).toBe("Kvarnholmen Strand");
    expect(vm.breadcrumbs.map((b) => b.name).slice(1)).toEqual([
      "Bostäder",
      "Stockholms län",
      "Nacka",
      "Kvarnholmen Strand",
    ]);
    expect(vm.breadcrumbs.map((b) => b.url)).toEqual([
      "/",
      "/bostader/",
      "/bostader/stockholms-lan/",
      "/bostader/stockholms-lan/nacka/",
      area.url,
    ]);
    expect(vm.seo.title).toContain("Kvarnholmen Strand");
    expect(vm.seo.title).toContain("Nacka");
    const data = dataOf(AreaPageDataSchema, vm);
    expect(data.kind).toBe("area");
    expect(data.stages.map((s) => s.name)).toContain("Kvarnholmen Strand, etapp 1");
    const planned = data.stages.find((s) => s.name === "Kvarnholmen Strand, etapp 3")!;
    expect(planned.planned).toBe(true);
    expect(planned.price).not.toBeNull();
    expect(data.availableCount).toBeGreaterThan(0);
    const [place, offer] = vm.viewModel.structuredData ?? [];
    expect(place).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ApartmentComplex",
      name: "Kvarnholmen Strand",
      geo: { "@type": "GeoCoordinates", latitude: area.latitude, longitude: area.longitude },
      address: { addressLocality: "Nacka", addressCountry: "SE" },
    });
    // schema.org wants absolute addresses, also in the list of images.
    const images = (place as { image?: string[] }).image ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^https?:\/\/[^/]+\/img\/.+\?w=1200&ar=3%3A2$/);
    expect(offer).toMatchObject({ "@type": "AggregateOffer", priceCurrency: "SEK", offerCount: data.availableCount });
  });

  it("renders a stage page with its homes, showings and contacts", async () => {
    const stage = await stageNamed("Kvarnholmen Strand, etapp 1");
    const { status, vm } = await page("sv", stage.url);
    expect(status).toBe(200);
    expect(vm.currentComponent).toBe("stage");
    expect(vm.viewModel.title).toBe("Kvarnholmen Strand, etapp 1");
    expect(vm.breadcrumbs.at(-1)).toEqual({ name: "etapp 1", url: stage.url });
    expect(vm.breadcrumbs.at(-2)?.name).toBe("Kvarnholmen Strand");
    const data = dataOf(StagePageDataSchema, vm);
    expect(data.homes).toHaveLength(8);
    expect(data.homes.every((h) => h.url.startsWith(stage.url))).toBe(true);
    expect(data.showings.length).toBeGreaterThan(0);
    expect(data.showings.every((s) => new Date(s.startsAt) > new Date())).toBe(true);
    expect(data.showings.some((s) => s.capacity === null && s.placesLeft === null)).toBe(true);
    // A showing of one home belongs to that home's page.
    expect(data.showings.every((s) => s.objectId === null)).toBe(true);
    expect(data.contacts.length).toBeGreaterThan(0);
    expect(data.stage.availableCount).toBe(
      data.homes.filter((h) => ["forSale", "reserved", "preselling"].includes(h.status)).length,
    );
  });

  it("leads the language menu from a home to the other sites' home search, with no other hreflang (issue 13, point 8)", async () => {
    const home = await firstObject("sv");
    const { status, vm } = await page("sv", home.url);
    expect(status).toBe(200);
    const menu = Object.fromEntries(vm.availableLanguages.map((l) => [l.site, l.url]));
    expect(menu).toEqual({
      sv: home.url,
      no: "http://no.localhost/finn-din-bolig/",
      fi: "http://fi.localhost/myytavat-asunnot/",
      // The English sub-site has no home search: its start page.
      sv_en: "/en/",
    });
    // Another country's homes are other homes: no alternate but the page itself.
    expect(vm.seo.alternates.map((a) => a.hreflang)).toEqual(["sv"]);
  });

  it("renders a Swedish home page as an Offer of an Apartment", async () => {
    const home = await firstObject("sv");
    const { status, vm } = await page("sv", home.url);
    expect(status).toBe(200);
    expect(vm.currentComponent).toBe("object");
    // One name for the home, and its street address in the title.
    expect(home.streetAddress).toBeTruthy();
    expect(vm.viewModel.title).toBe(`Bostad ${home.number}, ${home.streetAddress}`);
    expect(vm.breadcrumbs).toHaveLength(7);
    expect(vm.breadcrumbs.at(-1)).toEqual({ name: `Bostad ${home.number}, ${home.streetAddress}`, url: home.url });
    const data = dataOf(ObjectPageDataSchema, vm);
    expect(data.home.id).toBe(home.id);
    expect(data.neighbours.every((n) => n.id !== home.id)).toBe(true);
    // The home's own showing and the stage's general ones, never another home's.
    expect(data.showings.every((s) => s.objectId === null || s.objectId === home.id)).toBe(true);
    expect(data.showings.some((s) => s.objectId === home.id)).toBe(true);
    const [offer] = vm.viewModel.structuredData ?? [];
    expect(offer).toMatchObject({
      "@type": "Offer",
      price: home.price,
      priceCurrency: "SEK",
      availability: "https://schema.org/InStock",
      itemOffered: {
        "@type": "Apartment",
        numberOfRooms: home.rooms,
        floorSize: { value: home.livingArea, unitCode: "MTK" },
        geo: { latitude: home.latitude, longitude: home.longitude },
        address: { addressCountry: "SE", streetAddress: home.streetAddress },
      },
    });
    expect(vm.seo.title).toContain("rok");
  });

  it("renders Norwegian pages in Norwegian with NOK", async () => {
    const area = await areaNamed("Løren Torg");
    const areaPage = await page("no", area.url);
    expect(areaPage.status).toBe(200);
    expect(areaPage.vm.currentComponent).toBe("area");
    expect(areaPage.vm.breadcrumbs[1]?.name).toBe("Boliger");
    const home = await firstObject("no");
    const { status, vm } = await page("no", home.url);
    expect(status).toBe(200);
    expect(vm.viewModel.title).toBe(`Bolig ${home.number}, ${home.streetAddress}`);
    expect(vm.seo.title).toContain("roms");
    expect(vm.viewModel.structuredData?.[0]).toMatchObject({ priceCurrency: "NOK", price: home.price });
  });

  it("renders Finnish pages with the debt-free price in EUR", async () => {
    const home = await firstObject("fi");
    const { status, vm } = await page("fi", home.url);
    expect(status).toBe(200);
    expect(vm.currentComponent).toBe("object");
    expect(vm.viewModel.title).toBe(`Asunto ${home.number}, ${home.streetAddress}`);
    expect(vm.breadcrumbs[1]?.name).toBe("Asunnot");
    expect(vm.seo.title).toContain("h+k");
    expect(vm.viewModel.structuredData?.[0]).toMatchObject({ priceCurrency: "EUR", price: home.totalPrice });
    const data = dataOf(ObjectPageDataSchema, vm);
    expect(data.home.totalPrice).toBe(home.totalPrice);
    expect(data.home.debtShare).toBe(home.debtShare);
  });

  it.each([
    ["sv", "Rosendal Höjd"],
    ["no", "Møhlenpris Brygge"],
    ["fi", "Kaleva Kulma"],
  ] as const)("renders the sold-out page of %s %s with other projects for sale", async (site, name) => {
    const area = await areaNamed(name);
    const { status, vm } = await page(site, area.url);
    expect(status).toBe(200);
    expect(vm.currentComponent).toBe("soldOut");
    expect(vm.seo.description).toContain(name);
    const data = dataOf(AreaPageDataSchema, vm);
    expect(data.otherProjects.length).toBeGreaterThan(0);
    expect(data.otherProjects.every((p) => p.id !== area.id)).toBe(true);
    expect(
      data.otherProjects.every((p) => ["forSale", "preselling", "vip", "moveInReady"].includes(p.projectStatus)),
    ).toBe(true);
  });

  it("lists a project in the sold-out project's municipality first", async () => {
    const soldOut = await areaNamed("Rosendal Höjd");
    const [neighbour] = await database.db
      .insert(areas)
      .values({
        ...soldOut,
        id: undefined,
        name: "Rosendal Äng",
        slug: "rosendal-ang",
        url: `${soldOut.url.replace("rosendal-hojd/", "")}rosendal-ang/`,
        projectStatus: "forSale",
        createdAt: undefined,
      })
      .returning();
    try {
      const { vm } = await page("sv", soldOut.url);
      const data = dataOf(AreaPageDataSchema, vm);
      expect(data.otherProjects[0]?.id).toBe(neighbour!.id);
    } finally {
      await database.db.delete(areas).where(eq(areas.id, neighbour!.id));
    }
  });

  it("gives a home that is not available its page", async () => {
    const home = await firstObject("sv", "notAvailable");
    const { status, vm } = await page("sv", home.url);
    expect(status).toBe(200);
    expect(vm.currentComponent).toBe("object");
    expect(vm.viewModel.structuredData?.[0]).toMatchObject({ availability: "https://schema.org/OutOfStock" });
  });

  it.each([
    ["sv", "/bostader/stockholms-lan/nacka/finns-inte/", "notFound"],
    // A stage's or a home's shape under an area that exists: the not-found pages with similar homes (issue 19).
    ["sv", "/bostader/stockholms-lan/nacka/kvarnholmen-strand/etapp-99/", "notFoundStage"],
    ["sv", "/bostader/stockholms-lan/nacka/kvarnholmen-strand/etapp-1/lgh-9999/", "notFoundObject"],
    ["sv", "/bostader/a/b/c/d/e/f/", "notFound"],
    // A Norwegian area's path asked on the Swedish site.
    ["sv", "/boliger/oslo/oslo/loren-torg/", "notFound"],
    ["no", "/bostader/stockholms-lan/nacka/kvarnholmen-strand/", "notFound"],
  ] as const)("answers 404 for %s %s (%s)", async (site, path, template) => {
    const { status, vm } = await page(site, path);
    expect(status).toBe(404);
    expect(vm.currentComponent).toBe(template);
  });
});

describe("POST /api/residence/interest", () => {
  it("stores the interest and queues a Swedish confirmation", async () => {
    const stage = await stageNamed("Kvarnholmen Strand, etapp 1");
    const email = "interest.sv@example.se";
    const response = await post(
      "sv",
      "/api/residence/interest",
      interest({ email, stageId: stage.id, minRooms: "2", maxRooms: "3", postalCode: "131 54", message: "Hej!" }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(translate("sv", "residence.interest.success"));
    const [row] = await database.db.select().from(interests).where(eq(interests.email, email));
    expect(row).toMatchObject({
      site: "sv",
      areaId: stage.areaId,
      stageId: stage.id,
      objectId: null,
      firstName: "Anna",
      minRooms: 2,
      maxRooms: 3,
      postalCode: "131 54",
      message: "Hej!",
    });
    const [mail] = await outboxTo(email);
    expect(mail?.site).toBe("sv");
    expect(mail?.subject).toBe("Tack för din intresseanmälan – Kvarnholmen Strand, etapp 1");
    expect(mail?.text).toContain("Hej Anna!");
    expect(mail?.text).toContain(`${PUBLIC_ORIGIN.sv}${stage.url}`);
    expect(mail?.html).toContain(`<a href="${PUBLIC_ORIGIN.sv}${stage.url}">`);
  });

  it("derives the stage and area of a home and writes Norwegian mail on the Norwegian site", async () => {
    const home = await firstObject("no");
    const email = "interest.no@example.no";
    const response = await post("no", "/api/residence/interest", interest({ email, objectId: home.id }));
    expect(response.statusCode).toBe(200);
    const [row] = await database.db.select().from(interests).where(eq(interests.email, email));
    expect(row).toMatchObject({ site: "no", objectId: home.id, stageId: home.stageId, areaId: home.areaId });
    const [mail] = await outboxTo(email);
    expect(mail?.subject).toMatch(/^Takk for interessen – Bolig /);
    expect(mail?.text).toContain("Hei Anna!");
  });

  it("writes Finnish mail on the Finnish site", async () => {
    const area = await areaNamed("Kalasatama Aalto");
    const email = "interest.fi@example.fi";
    const response = await post("fi", "/api/residence/interest", interest({ email, areaId: area.id }));
    expect(response.statusCode).toBe(200);
    const [mail] = await outboxTo(email);
    expect(mail?.subject).toBe("Kiitos kiinnostuksestasi – Kalasatama Aalto");
  });

  it.each([
    ["firstName", { firstName: "" }, "validation.required"],
    ["firstName", { firstName: undefined }, "validation.required"],
    ["firstName", { firstName: "Anna2" }, "validation.noDigits"],
    ["lastName", { lastName: "www.spam" }, "validation.invalidInput"],
    ["lastName", { lastName: "<b>" }, "validation.invalidInput"],
    ["firstName", { firstName: "a".repeat(51) }, "validation.inputToLong"],
    ["email", { email: "anna@" }, "validation.email"],
    ["email", { email: "" }, "validation.required"],
    ["phone", { phone: "123" }, "validation.phoneNumber"],
    ["phone", { phone: "070 123 45 6x" }, "validation.phoneNumber"],
    ["message", { message: "x".repeat(501) }, "validation.maxLength"],
    ["postalCode", { postalCode: "SE-131" }, "validation.postalCode"],
    ["terms", { terms: false }, "validation.termsRequired"],
    ["maxRooms", { minRooms: 4, maxRooms: 2 }, "validation.minAboveMax"],
    ["minRooms", { minRooms: "many" }, "validation.numeric"],
    ["areaId", { areaId: undefined }, "validation.interestTargetRequired"],
    ["areaId", { areaId: "abc" }, "validation.invalidInput"],
  ] as const)("answers 400 for %s %j with the translated message", async (field, overrides, key) => {
    const area = await areaNamed("Kvarnholmen Strand");
    const response = await post("sv", "/api/residence/interest", interest({ areaId: area.id, ...overrides }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.fields).toContainEqual({ field, message: translate("sv", key) });
  });

  it("says the terms message of the spec verbatim", async () => {
    const area = await areaNamed("Kvarnholmen Strand");
    const response = await post("sv", "/api/residence/interest", interest({ areaId: area.id, terms: false }));
    expect(response.json().error.fields).toContainEqual({
      field: "terms",
      message: "Vänligen markera att du tagit del av informationen för att gå vidare.",
    });
  });

  it("translates field messages into the site's language", async () => {
    const area = await areaNamed("Løren Torg");
    const response = await post("no", "/api/residence/interest", interest({ areaId: area.id, email: "nope" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toContainEqual({
      field: "email",
      message: translate("no", "validation.email"),
    });
    expect(translate("no", "validation.email")).not.toBe(translate("sv", "validation.email"));
  });

  it("refuses ids that do not exist or belong to another site", async () => {
    const norwegian = await stageNamed("Løren Torg, trinn 1");
    const swedishArea = await areaNamed("Kvarnholmen Strand");
    for (const ids of [
      { stageId: 999_999 },
      { stageId: norwegian.id },
      { areaId: swedishArea.id, stageId: 1, objectId: 999_999 },
    ]) {
      const response = await post("sv", "/api/residence/interest", interest(ids));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[0].message).toBe(translate("sv", "validation.unknownResidence"));
    }
    const home = await firstObject("sv");
    const mismatch = await post(
      "sv",
      "/api/residence/interest",
      interest({ objectId: home.id, stageId: norwegian.id }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields[0].field).toBe("stageId");
  });

  it("refuses unknown fields", async () => {
    const area = await areaNamed("Kvarnholmen Strand");
    const response = await post("sv", "/api/residence/interest", interest({ areaId: area.id, admin: true }));
    expect(response.statusCode).toBe(400);
  });

  it("limits the form per client: the 21st in an hour answers 429 with Retry-After", async () => {
    const area = await areaNamed("Kvarnholmen Strand");
    const client = "203.0.113.88";
    for (let n = 1; n <= 20; n++) {
      const response = await post(
        "sv",
        "/api/residence/interest",
        interest({ email: `many${n}@example.se`, areaId: area.id }),
        {},
        client,
      );
      expect(response.statusCode).toBe(200);
    }
    const email = "many21@example.se";
    const refused = await post("sv", "/api/residence/interest", interest({ email, areaId: area.id }), {}, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(translate("sv", "residence.interest.errors.tooMany"));
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600);
    expect(await database.db.select().from(interests).where(eq(interests.email, email))).toHaveLength(0);
    expect(await outboxTo(email)).toHaveLength(0);
    // The same client's IPv6 neighbours share its /64: counted as one client.
    for (let n = 1; n <= 20; n++) {
      await post("sv", "/api/residence/interest", interest({ areaId: area.id }), {}, `2001:db8:1:2::${n}`);
    }
    const neighbour = await post(
      "sv",
      "/api/residence/interest",
      interest({ areaId: area.id }),
      {},
      "2001:db8:1:2::99",
    );
    expect(neighbour.statusCode).toBe(429);
  });

  it("refuses a cross-site post (CSRF)", async () => {
    const area = await areaNamed("Kvarnholmen Strand");
    const email = "csrf@example.se";
    const response = await post("sv", "/api/residence/interest", interest({ email, areaId: area.id }), {
      origin: "https://evil.example",
    });
    expect(response.statusCode).toBe(403);
    expect(await database.db.select().from(interests).where(eq(interests.email, email))).toHaveLength(0);
  });
});

describe("showing bookings", () => {
  async function bookableShowing(site: TestSite) {
    const [row] = await database.db
      .select({ id: showings.id, capacity: showings.capacity, stageId: showings.stageId, location: showings.location })
      .from(showings)
      .innerJoin(stages, eq(stages.id, showings.stageId))
      .where(
        and(
          eq(stages.site, site),
          isNotNull(showings.capacity),
          isNull(showings.objectId),
          gt(showings.startsAt, new Date()),
        ),
      )
      .orderBy(showings.startsAt)
      .limit(1);
    if (!row) throw new Error(`no bookable showing on ${site}`);
    return row;
  }

  async function addShowing(stageId: number, capacity: number | null, startsInHours: number) {
    const startsAt = new Date(Date.now() + startsInHours * 3_600_000);
    const [row] = await database.db
      .insert(showings)
      .values({
        stageId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        capacity,
        location: "Visningslägenheten, trapphus B",
      })
      .returning();
    return row!;
  }

  const book = (site: TestSite, showingId: number | string, body: Record<string, unknown>, client = newClient()) =>
    post(site, `/api/residence/showings/${showingId}/book`, body, {}, client);
  const confirm = (site: TestSite, token: string) => post(site, "/api/residence/showings/confirm", { token });
  const lookup = (site: TestSite, token: string) => post(site, "/api/residence/showings/confirm/lookup", { token });

  /** The confirmation link of the newest message to an address, and its token. */
  async function linkTo(email: string) {
    const [mail] = await outboxTo(email);
    const match = /(\S+)#confirm-showing=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "");
    if (!match) throw new Error(`no confirmation link to ${email}`);
    return { page: match[1]!, token: match[2]! };
  }

  async function placesLeft(site: TestSite, stageId: number, showingId: number): Promise<number> {
    const response = await app.inject({
      method: "GET",
      url: `/api/residence/showings/${stageId}`,
      headers: { host: HOST[site] },
    });
    expect(response.statusCode).toBe(200);
    return response.json().showings.find((s: { id: number }) => s.id === showingId).placesLeft;
  }

  async function bookingsOf(showingId: number) {
    return database.db.select().from(showingBookings).where(eq(showingBookings.showingId, showingId));
  }

  const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

  it("asks for a place: a pending booking that takes no place, and an e-mail with the showing and its link", async () => {
    const showing = await bookableShowing("sv");
    const stage = (await database.db.select().from(stages).where(eq(stages.id, showing.stageId)))[0]!;
    const before = await placesLeft("sv", showing.stageId, showing.id);
    const email = "Booking.SV@example.se";
    const response = await book("sv", showing.id, { ...person, email });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe("pending");
    expect(body.message).toBe(translate("sv", "residence.showings.requested"));
    expect(body.showing).toMatchObject({ id: showing.id, capacity: showing.capacity, placesLeft: before });
    expect(await placesLeft("sv", showing.stageId, showing.id)).toBe(before);

    const [mail] = await outboxTo(email);
    expect(mail?.subject).toMatch(/^Bekräfta din visning – /);
    expect(mail?.text).toContain(`Plats: ${showing.location}`);
    // Swedish date format and time in Stockholm.
    expect(mail?.text).toMatch(/Tid: \S+ \d{4}-\d{2}-\d{2}, \d{2}:\d{2}–\d{2}:\d{2}/);
    expect(mail?.text).toMatch(/Länken gäller till \d{4}-\d{2}-\d{2} \d{2}:\d{2}\./);
    const { page: linkPage, token } = await linkTo(email);
    // The showing's own page on the site's host; the token only in the fragment.
    expect(linkPage).toBe(`${PUBLIC_ORIGIN.sv}${stage.url}`);
    expect(mail?.html).toContain(`<a href="${PUBLIC_ORIGIN.sv}${stage.url}#confirm-showing=${token}">`);

    const [row] = (await bookingsOf(showing.id)).filter((b) => b.email === "booking.sv@example.se");
    expect(row?.confirmedAt).toBeNull();
    // Only the token's hash is stored; the link works until the showing starts, at most 24 hours.
    expect(row?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const [start] = await database.db.select().from(showings).where(eq(showings.id, showing.id));
    const expires = row!.tokenExpiresAt!.getTime();
    expect(expires).toBeLessThanOrEqual(start!.startsAt.getTime());
    expect(expires).toBeLessThanOrEqual(row!.createdAt.getTime() + 24 * 3_600_000);
    expect(expires).toBeGreaterThan(Date.now());
  });

  it("a confirmed booking takes a place; confirming again is harmless", async () => {
    const stage = await stageNamed("Kvarnholmen Strand, etapp 1");
    const showing = await addShowing(stage.id, 4, 48);
    const email = "confirms@example.se";
    expect((await book("sv", showing.id, { ...person, email })).statusCode).toBe(200);
    const { token } = await linkTo(email);

    const looked = await lookup("sv", token);
    expect(looked.statusCode).toBe(200);
    expect(looked.json()).toMatchObject({
      status: "pending",
      message: translate("sv", "residence.showings.confirm.outcome.pending"),
      booking: {
        firstName: "Anna",
        lastName: "Svensson",
        residence: "Kvarnholmen Strand, etapp 1",
        showing: { id: showing.id, placesLeft: 4 },
      },
    });

    const confirmed = await confirm("sv", token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: "confirmed",
      message: translate("sv", "residence.showings.confirm.outcome.confirmed"),
      booking: { showing: { id: showing.id, placesLeft: 3 } },
    });
    expect(await placesLeft("sv", stage.id, showing.id)).toBe(3);
    const [row] = await bookingsOf(showing.id);
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    const again = await confirm("sv", token);
    expect(again.json()).toMatchObject({
      status: "alreadyConfirmed",
      message: translate("sv", "residence.showings.confirm.outcome.alreadyConfirmed"),
      booking: { showing: { placesLeft: 3 } },
    });
    expect((await lookup("sv", token)).json().status).toBe("alreadyConfirmed");
    expect(await placesLeft("sv", stage.id, showing.id)).toBe(3);
    // Booking again with the confirmed address, in any letter case, is refused.
    const twice = await book("sv", showing.id, { ...person, email: "CONFIRMS@example.se" });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual([
      { field: "email", message: translate("sv", "validation.showingAlreadyBooked") },
    ]);
    expect(await bookingsOf(showing.id)).toHaveLength(1);
  });

  it("26 scripted bookings do not fill a showing: pending ones are capped and take no place", async () => {
    const stage = await stageNamed("Kvarnholmen Strand, etapp 1");
    const showing = await addShowing(stage.id, 10, 72);
    const answers = [];
    for (let n = 1; n <= 26; n++) {
      // Every request from its own address and client: only the showing's own limit meets them.
      answers.push(await book("sv", showing.id, { ...person, email: `script${n}@example.se` }));
    }
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(Array(6).fill(429));
    const refused = answers[25]!;
    expect(refused.json().error.message).toBe(translate("sv", "residence.showings.errors.tooManyPending"));
    // Retry when the first pending link expires (at most 24 hours).
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await placesLeft("sv", stage.id, showing.id)).toBe(10);

    // A visitor who confirms takes a place.
    await confirm("sv", (await linkTo("script1@example.se")).token);
    expect(await placesLeft("sv", stage.id, showing.id)).toBe(9);
    // When the pending links have expired, others can ask again.
    await database.db
      .update(showingBookings)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(showingBookings.showingId, showing.id), isNull(showingBookings.confirmedAt)));
    expect((await book("sv", showing.id, { ...person, email: "late@example.se" })).statusCode).toBe(200);
  });

  it("answers full when the showing filled up before the visitor confirmed", async () => {
    const stage = await stageNamed("Kvarnholmen Strand, etapp 1");
    const showing = await addShowing(stage.id, 1, 48);
    for (const email of ["first@example.se", "second@example.se"]) {
      expect((await book("sv", showing.id, { ...person, email })).statusCode).toBe(200);
    }
    const first = await linkTo("first@example.se");
    const second = await linkTo("second@example.se");
    expect((await confirm("sv", first.token)).json().status).toBe("confirmed");
    expect((await lookup("sv", second.token)).json().status).toBe("full");
    const late = await confirm("sv", second.token);
    expect(late.json()).toMatchObject({
      status: "full",
      message: translate("sv", "residence.showings.confirm.outcome.full"),
      booking: { showing: { placesLeft: 0 } },
    });
    const rows = await bookingsOf(showing.id);
    expect(rows.filter((r) => r.confirmedAt !== null).map((r) => r.email)).toEqual(["first@example.se"]);
    const full = await book("sv", showing.id, { ...person, email: "third@example.se" });
    expect(full.statusCode).toBe(400);
    expect(full.json().error.message).toBe(translate("sv", "validation.showingFull"));
  });

  it("refuses an expired link, and one whose showing has started", async () => {
    const stage = await stageNamed("Løren Torg, trinn 1");
    const showing = await addShowing(stage.id, 5, 2);
    const email = "expires@example.no";
    expect((await book("no", showing.id, { ...person, email })).statusCode).toBe(200);
    const [row] = await bookingsOf(showing.id);
    // A showing in two hours: the link works until it starts.
    expect(row?.tokenExpiresAt?.getTime()).toBe(showing.startsAt.getTime());
    const { token } = await linkTo(email);
    await database.db
      .update(showingBookings)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(showingBookings.id, row!.id));
    const expired = await confirm("no", token);
    expect(expired.json()).toMatchObject({
      status: "expired",
      message: translate("no", "residence.showings.confirm.outcome.expired"),
    });
    expect((await lookup("no", token)).json().status).toBe("expired");
    expect((await bookingsOf(showing.id))[0]?.confirmedAt).toBeNull();
    expect(await placesLeft("no", stage.id, showing.id)).toBe(5);

    // Asking again sends a new link and voids the old one.
    expect((await book("no", showing.id, { ...person, email })).statusCode).toBe(200);
    const renewed = await linkTo(email);
    expect(renewed.token).not.toBe(token);
    expect((await confirm("no", token)).json().status).toBe("invalid");
    await database.db
      .update(showings)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(showings.id, showing.id));
    expect((await confirm("no", renewed.token)).json().status).toBe("expired");
  });

  it("answers invalid for an unknown link or another site's, and 400 for a malformed token", async () => {
    const unknown = await confirm("sv", "A".repeat(43));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      status: "invalid",
      message: translate("sv", "residence.showings.confirm.outcome.invalid"),
      booking: null,
    });
    const norwegian = await bookableShowing("no");
    const email = "other.site@example.no";
    expect((await book("no", norwegian.id, { ...person, email })).statusCode).toBe(200);
    const { token } = await linkTo(email);
    expect((await confirm("sv", token)).json().status).toBe("invalid");
    expect((await lookup("sv", token)).json().status).toBe("invalid");
    expect((await confirm("sv", "short")).statusCode).toBe(400);
    expect((await confirm("sv", `${"A".repeat(42)}!`)).statusCode).toBe(400);
  });

  it("confirms nothing on a GET: not the link's page, not the confirm path", async () => {
    const stage = await stageNamed("Kalasatama Aalto, vaihe 1");
    const showing = await addShowing(stage.id, 3, 30);
    const email = "scanner@example.fi";
    expect((await book("fi", showing.id, { ...person, email })).statusCode).toBe(200);
    const { page: link, token } = await linkTo(email);
    const path = new URL(link).pathname;
    // A mail scanner fetches the link (browsers never send the fragment) and anything it can guess.
    for (const url of [
      `/api/page-view-model?path=${encodeURIComponent(path)}`,
      `/api/page-view-model?path=${encodeURIComponent(`${path}?token=${token}`)}`,
      `/api/residence/showings/confirm?token=${token}`,
      `/api/residence/showings/confirm/lookup?token=${token}`,
    ]) {
      const response = await app.inject({ method: "GET", url, headers: { host: HOST.fi } });
      expect(response.statusCode, url).toBeLessThan(500);
    }
    expect((await bookingsOf(showing.id))[0]?.confirmedAt).toBeNull();
    expect(await placesLeft("fi", stage.id, showing.id)).toBe(3);
    // The lookup reads only.
    expect((await lookup("fi", token)).json().status).toBe("pending");
    expect((await bookingsOf(showing.id))[0]?.confirmedAt).toBeNull();
  });

  it("limits booking requests per e-mail address: the sixth in a day answers 429", async () => {
    const stage = await stageNamed("Kvarnholmen Strand, etapp 1");
    const email = "busy.inbox@example.se";
    for (let n = 1; n <= 5; n++) {
      const showing = await addShowing(stage.id, 5, 24 + n);
      expect((await book("sv", showing.id, { ...person, email })).statusCode).toBe(200);
    }
    const showing = await addShowing(stage.id, 5, 40);
    const refused = await book("sv", showing.id, { ...person, email: email.toUpperCase() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: "too_many_requests",
      message: translate("sv", "residence.showings.errors.tooManyForEmail"),
    });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await bookingsOf(showing.id)).toHaveLength(0);
    expect(await outboxTo(email)).toHaveLength(5);
  });

  it("limits booking requests per client: the 21st in an hour answers 429", async () => {
    const stage = await stageNamed("Kvarnholmen Strand, etapp 1");
    const showing = await addShowing(stage.id, 30, 50);
    const client = "203.0.113.77";
    for (let n = 1; n <= 20; n++) {
      const response = await book("sv", showing.id, { ...person, email: `client${n}@example.se` }, client);
      expect(response.statusCode).toBe(200);
    }
    const refused = await book("sv", showing.id, { ...person, email: "client21@example.se" }, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(translate("sv", "residence.showings.errors.tooManyFromClient"));
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await outboxTo("client21@example.se")).toHaveLength(0);
    // Another client is not held back.
    expect((await book("sv", showing.id, { ...person, email: "client21@example.se" })).statusCode).toBe(200);
  });

  it("withdraws the booking when its recipient has had the day's e-mail", async () => {
    const area = await areaNamed("Kvarnholmen Strand");
    const email = "flooded@example.se";
    // Ten interest confirmations from ten clients fill the recipient's day.
    for (let n = 0; n < 10; n++) {
      expect((await post("sv", "/api/residence/interest", interest({ email, areaId: area.id }))).statusCode).toBe(200);
    }
    const stage = await stageNamed("Kvarnholmen Strand, etapp 1");
    const showing = await addShowing(stage.id, 5, 60);
    const refused = await book("sv", showing.id, { ...person, email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(translate("sv", "residence.showings.errors.mailLimit"));
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await bookingsOf(showing.id)).toHaveLength(0);
    const messages = await outboxTo(email);
    expect(messages).toHaveLength(11);
    expect(messages.filter((m) => m.suppressedAt !== null).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Bekräfta din visning – /),
    ]);
  });

  it("refuses a past showing and a drop-in showing", async () => {
    const stage = await stageNamed("Kalasatama Aalto, vaihe 1");
    const past = await addShowing(stage.id, 10, -2);
    const pastAnswer = await book("fi", past.id, { ...person, email: "past@example.fi" });
    expect(pastAnswer.statusCode).toBe(400);
    expect(pastAnswer.json().error.message).toBe(translate("fi", "validation.showingPast"));
    const dropIn = await addShowing(stage.id, null, 24);
    const dropInAnswer = await book("fi", dropIn.id, { ...person, email: "dropin@example.fi" });
    expect(dropInAnswer.statusCode).toBe(400);
    expect(dropInAnswer.json().error.message).toBe(translate("fi", "validation.showingDropIn"));
  });

  it("answers 404 for an unknown showing or one of another site, 400 for a non-numeric id", async () => {
    expect((await book("sv", 999_999, person)).statusCode).toBe(404);
    const norwegian = await bookableShowing("no");
    expect((await book("sv", norwegian.id, person)).statusCode).toBe(404);
    expect((await book("sv", "abc", person)).statusCode).toBe(400);
    expect((await book("sv", "-1", person)).statusCode).toBe(400);
  });

  it("validates the booking form", async () => {
    const showing = await bookableShowing("sv");
    const response = await book("sv", showing.id, { ...person, firstName: "J0hn", phone: "" });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields;
    expect(fields).toContainEqual({ field: "firstName", message: translate("sv", "validation.noDigits") });
    expect(fields).toContainEqual({ field: "phone", message: translate("sv", "validation.required") });
  });

  it("lists fresh showings only for a stage of the site", async () => {
    const stage = await stageNamed("Løren Torg, trinn 1");
    expect(
      (await app.inject({ method: "GET", url: `/api/residence/showings/${stage.id}`, headers: { host: "localhost" } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: "/api/residence/showings/x", headers: { host: "localhost" } }))
        .statusCode,
    ).toBe(400);
  });
});

describe("GET /api/residence/floorplan/{id}.svg", () => {
  const get = (site: TestSite, file: string) =>
    app.inject({ method: "GET", url: `/api/residence/floorplan/${file}`, headers: { host: HOST[site] } });

  it("draws a home's floor plan as cacheable SVG", async () => {
    const home = await firstObject("sv");
    const response = await get("sv", `${home.id}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    expect(response.body).toMatch(/^(<\?xml[^>]*>\s*)?<svg/);
    expect(response.body).toContain("</svg>");
  });

  it("answers 404 for an unknown home or one of another site, 400 for a bad id", async () => {
    expect((await get("sv", "999999.svg")).statusCode).toBe(404);
    const norwegian = await firstObject("no");
    expect((await get("sv", `${norwegian.id}.svg`)).statusCode).toBe(404);
    expect((await get("sv", "abc.svg")).statusCode).toBe(400);
    expect((await get("sv", "12.png")).statusCode).toBe(400);
    // Above PostgreSQL's int4: refused before the query instead of failing in the database.
    expect((await get("sv", "9999999999.svg")).statusCode).toBe(400);
    expect((await get("sv", "0.svg")).statusCode).toBe(400);
  });
});

describe("OpenAPI", () => {
  it("documents the residence calls", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs/json", headers: { host: "localhost" } });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(paths["/api/residence/interest"]?.post?.tags).toEqual(["residences"]);
    expect(paths["/api/residence/showings/{showingId}/book"]?.post?.tags).toEqual(["residences"]);
    expect(paths["/api/residence/showings/{stageId}"]?.get?.tags).toEqual(["residences"]);
    expect(paths["/api/residence/floorplan/{file}"]?.get?.tags).toEqual(["residences"]);
    const body = JSON.stringify(paths["/api/residence/interest"]);
    for (const field of [
      "firstName",
      "lastName",
      "email",
      "phone",
      "message",
      "postalCode",
      "minRooms",
      "maxRooms",
      "terms",
    ]) {
      expect(body).toContain(field);
    }
  });
});

describe("developer outbox", () => {
  it("lists messages newest first as JSON, filtered by recipient", async () => {
    const area = await areaNamed("Kvarnholmen Strand");
    const email = "outbox.reader@example.se";
    await post("sv", "/api/residence/interest", interest({ email, areaId: area.id }));
    await post("sv", "/api/residence/interest", interest({ email, areaId: area.id, firstName: "Berit" }));
    const response = await app.inject({
      method: "GET",
      url: `/api/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`,
      headers: { host: "localhost" },
    });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages).toHaveLength(2);
    expect(messages[0].text).toContain("Hej Berit!");
    expect(messages[1].text).toContain("Hej Anna!");
  });

  it("renders the mailbox page with everything escaped", async () => {
    await database.db.insert(outbox).values({
      site: "sv",
      to: "x@example.se",
      subject: "<script>alert(1)</script>",
      text: "a & b <img src=x onerror=alert(1)>",
    });
    const response = await app.inject({ method: "GET", url: "/dev/mailbox", headers: { host: "localhost" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(response.body).toContain("a &amp; b &lt;img src=x onerror=alert(1)&gt;");
    expect(response.body).not.toContain("<script>alert(1)</script>");
  });
});
