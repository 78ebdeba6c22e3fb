import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { areas, interests, objects, outbox, showingBookings, showings, stages } from "~/db/schema";
import type { PageViewModel } from "~/features/content/schema";
import { translate } from "~/i18n/catalogs.server";
import { createTestApp } from "~/test/test-app";
import type { AreaPageData, ObjectPageData, StagePageData } from "./schema";

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

async function page(site: TestSite, path: string) {
  const response = await app.inject({
    method: "GET",
    url: `/api/page-view-model?path=${encodeURIComponent(path)}`,
    headers: { host: HOST[site] },
  });
  return { status: response.statusCode, vm: response.json() as PageViewModel };
}

function post(site: TestSite, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url, headers: { host: HOST[site], ...headers }, payload: payload as object });
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

async function outboxTo(email: string) {
  return database.db.select().from(outbox).where(eq(outbox.to, email));
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
    const data = vm.viewModel.data as AreaPageData;
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
    const data = vm.viewModel.data as StagePageData;
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

  it("renders a Swedish home page as an Offer of an Apartment", async () => {
    const home = await firstObject("sv");
    const { status, vm } = await page("sv", home.url);
    expect(status).toBe(200);
    expect(vm.currentComponent).toBe("object");
    expect(vm.viewModel.title).toBe(`Lägenhet ${home.number}`);
    expect(vm.breadcrumbs).toHaveLength(7);
    expect(vm.breadcrumbs.at(-1)).toEqual({ name: `Lägenhet ${home.number}`, url: home.url });
    const data = vm.viewModel.data as ObjectPageData;
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
        address: { addressCountry: "SE" },
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
    expect(vm.viewModel.title).toBe(`Leilighet ${home.number}`);
    expect(vm.seo.title).toContain("roms");
    expect(vm.viewModel.structuredData?.[0]).toMatchObject({ priceCurrency: "NOK", price: home.price });
  });

  it("renders Finnish pages with the debt-free price in EUR", async () => {
    const home = await firstObject("fi");
    const { status, vm } = await page("fi", home.url);
    expect(status).toBe(200);
    expect(vm.currentComponent).toBe("object");
    expect(vm.viewModel.title).toBe(`Asunto ${home.number}`);
    expect(vm.breadcrumbs[1]?.name).toBe("Asunnot");
    expect(vm.seo.title).toContain("h+k");
    expect(vm.viewModel.structuredData?.[0]).toMatchObject({ priceCurrency: "EUR", price: home.totalPrice });
    const data = vm.viewModel.data as ObjectPageData;
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
    const data = vm.viewModel.data as AreaPageData;
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
      const data = vm.viewModel.data as AreaPageData;
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
    ["sv", "/bostader/stockholms-lan/nacka/finns-inte/"],
    ["sv", "/bostader/stockholms-lan/nacka/kvarnholmen-strand/etapp-99/"],
    ["sv", "/bostader/stockholms-lan/nacka/kvarnholmen-strand/etapp-1/lgh-9999/"],
    ["sv", "/bostader/a/b/c/d/e/f/"],
    // A Norwegian area's path asked on the Swedish site.
    ["sv", "/boliger/oslo/oslo/loren-torg/"],
    ["no", "/bostader/stockholms-lan/nacka/kvarnholmen-strand/"],
  ] as const)("answers 404 for %s %s", async (site, path) => {
    const { status, vm } = await page(site, path);
    expect(status).toBe(404);
    expect(vm.currentComponent).toBe("notFound");
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
    expect(mail?.text).toContain(`http://localhost${stage.url}`);
    expect(mail?.html).toContain(`<a href="http://localhost${stage.url}">`);
  });

  it("derives the stage and area of a home and writes Norwegian mail on the Norwegian site", async () => {
    const home = await firstObject("no");
    const email = "interest.no@example.no";
    const response = await post("no", "/api/residence/interest", interest({ email, objectId: home.id }));
    expect(response.statusCode).toBe(200);
    const [row] = await database.db.select().from(interests).where(eq(interests.email, email));
    expect(row).toMatchObject({ site: "no", objectId: home.id, stageId: home.stageId, areaId: home.areaId });
    const [mail] = await outboxTo(email);
    expect(mail?.subject).toMatch(/^Takk for interessen – Leilighet /);
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
      .where(and(eq(stages.site, site), isNotNull(showings.capacity), isNull(showings.objectId)))
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

  const book = (site: TestSite, showingId: number | string, body: Record<string, unknown>) =>
    post(site, `/api/residence/showings/${showingId}/book`, body);

  it("stores a booking, lowers the places left and queues a confirmation", async () => {
    const showing = await bookableShowing("sv");
    const email = "Booking.SV@example.se";
    const response = await book("sv", showing.id, { ...person, email });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(translate("sv", "residence.showings.booked"));
    expect(body.showing).toMatchObject({
      id: showing.id,
      capacity: showing.capacity,
      placesLeft: showing.capacity! - 1,
    });
    const rows = await database.db.select().from(showingBookings).where(eq(showingBookings.showingId, showing.id));
    expect(rows.map((r) => r.email)).toContain("booking.sv@example.se");
    const [mail] = await outboxTo(email);
    expect(mail?.subject).toMatch(/^Din visning är bokad – /);
    expect(mail?.text).toContain(`Plats: ${showing.location}`);
    // Swedish date format and time in Stockholm.
    expect(mail?.text).toMatch(/Tid: \S+ \d{4}-\d{2}-\d{2}, \d{2}:\d{2}–\d{2}:\d{2}/);

    const fresh = await app.inject({
      method: "GET",
      url: `/api/residence/showings/${showing.stageId}`,
      headers: { host: "localhost" },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().showings.find((s: { id: number }) => s.id === showing.id).placesLeft).toBe(
      showing.capacity! - 1,
    );
  });

  it("refuses a second booking with the same e-mail, in any letter case", async () => {
    const showing = await bookableShowing("no");
    const first = await book("no", showing.id, { ...person, email: "twice@example.no" });
    expect(first.statusCode).toBe(200);
    const again = await book("no", showing.id, { ...person, email: "TWICE@example.no" });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual([
      { field: "email", message: translate("no", "validation.showingAlreadyBooked") },
    ]);
  });

  it("refuses a full showing", async () => {
    const stage = await stageNamed("Kvarnholmen Strand, etapp 1");
    const showing = await addShowing(stage.id, 1, 48);
    expect((await book("sv", showing.id, { ...person, email: "first@example.se" })).statusCode).toBe(200);
    const full = await book("sv", showing.id, { ...person, email: "second@example.se" });
    expect(full.statusCode).toBe(400);
    expect(full.json().error.message).toBe(translate("sv", "validation.showingFull"));
    const rows = await database.db.select().from(showingBookings).where(eq(showingBookings.showingId, showing.id));
    expect(rows).toHaveLength(1);
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
