import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import {
  boardMemberships,
  cmAgreements,
  cmApartments,
  cmAssetFaqs,
  cmBuildings,
  cmFaqArticles,
  cmSuppliers,
} from "~/db/schema";
import { type BrowserClient, browserClient } from "~/features/account/account-test-client";
import { SESSION_COOKIE } from "~/features/account/session-cookies";
import { createCustomer, loggedInBrowser, type TestCustomer } from "~/features/my-pages/test-customers";
import { SITES } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import { EMAIL_CHECKS_PER_HOUR, SEARCH_HITS } from "./catalogue.service";
import {
  createTestAssociation,
  createTestCase,
  createTestProperty,
  giveAgreement,
  type TestProperty,
} from "./test-cases";

/**
 * The catalogue and address calls (issue 17) through the app: for each, the happy path, bad input
 * (400 with field errors, never 500), an anonymous caller (401), and another resident's or
 * association's records (404, or nothing of theirs in the answer).
 */

let app: FastifyInstance;
let database: DatabaseHandle;

// Association A (Sweden, with management) owns property A; association B owns property B; N is Norway's.
let associationA: number;
let associationB: number;
let associationN: number;
let propertyA: TestProperty;
let propertyB: TestProperty;
let propertyN: TestProperty;
let residentA: TestCustomer;
let residentB: TestCustomer;
let boardA: TestCustomer;
let boardB: TestCustomer;
let boardN: TestCustomer;
let residentBrowserA: BrowserClient;
let residentBrowserB: BrowserClient;
let boardBrowserA: BrowserClient;
let boardBrowserB: BrowserClient;
let boardBrowserN: BrowserClient;
let faqSv: number;
let faqNo: number;

const anonymous = () => browserClient(app, "localhost");

function fieldsOf(response: LightMyRequestResponse): string[] {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { error: { fields?: { field: string; message: string }[] } };
  for (const field of body.error.fields ?? []) expect(field.message).not.toBe("");
  return (body.error.fields ?? []).map((field) => field.field);
}

const patch = (browser: BrowserClient, url: string, payload: unknown) =>
  browser.request({ method: "PATCH", url, payload: payload as Record<string, unknown> });

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  const db = database.db;
  associationA = await createTestAssociation(db);
  associationB = await createTestAssociation(db);
  associationN = await createTestAssociation(db, { site: "no" });
  propertyA = await createTestProperty(db, { associationId: associationA });
  propertyB = await createTestProperty(db, { associationId: associationB });
  propertyN = await createTestProperty(db, { associationId: associationN, site: "no" });
  // Property A is on a street with accents, for the search.
  await db
    .update(cmApartments)
    .set({ address: "Sjöängsvägen 7" })
    .where(eq(cmApartments.propertyId, propertyA.propertyId));
  await db
    .update(cmBuildings)
    .set({ address: "Sjöängsvägen 7", hasGarage: true })
    .where(eq(cmBuildings.id, propertyA.buildingId));
  await db.update(cmBuildings).set({ hasElevator: false }).where(eq(cmBuildings.id, propertyB.buildingId));

  residentA = await createCustomer(db);
  residentB = await createCustomer(db);
  boardA = await createCustomer(db, { associations: [associationA] });
  boardB = await createCustomer(db, { associations: [associationB] });
  boardN = await createCustomer(db, { associations: [associationN], site: "no" });
  await giveAgreement(db, residentA.userId, propertyA.apartmentIds[1] as number);
  await giveAgreement(db, residentB.userId, propertyB.apartmentIds[0] as number);

  const [sv] = await db
    .insert(cmFaqArticles)
    .values({
      language: "sv",
      title: "Kranen droppar",
      text: "Byt packning.",
      youtubeLink: "https://www.youtube.com/watch?v=abc",
    })
    .returning({ id: cmFaqArticles.id });
  const [no] = await db
    .insert(cmFaqArticles)
    .values({ language: "no", title: "Kranen drypper", text: "Bytt pakning." })
    .returning({ id: cmFaqArticles.id });
  faqSv = sv?.id as number;
  faqNo = no?.id as number;
  await db.insert(cmAssetFaqs).values([
    { assetId: "kitchen.water", faqArticleId: faqSv },
    { assetId: "kitchen.water", faqArticleId: faqNo },
  ]);

  residentBrowserA = await loggedInBrowser(app, residentA);
  residentBrowserB = await loggedInBrowser(app, residentB);
  boardBrowserA = await loggedInBrowser(app, boardA, { loginKind: "boardMember" });
  boardBrowserB = await loggedInBrowser(app, boardB, { loginKind: "boardMember" });
  boardBrowserN = await loggedInBrowser(app, boardN, { loginKind: "boardMember", host: "no.localhost" });
});
afterAll(async () => {
  await app?.close();
});

describe("GET case_management/rooms/{id}", () => {
  it("lists the 9 dwelling rooms with their detail spaces and FAQ ids in the site's language, to anyone", async () => {
    const response = await anonymous().get("/api/case_management/rooms/0");
    expect(response.statusCode).toBe(200);
    const rooms = response.json() as {
      id: string;
      name: string;
      faq: number[];
      children: { id: string; faq: number[] }[];
    }[];
    expect(rooms).toHaveLength(9);
    const kitchen = rooms.find((room) => room.id === "kitchen");
    expect(kitchen?.name).toBe("Kök");
    expect(kitchen?.children.find((child) => child.id === "kitchen.water")?.faq).toEqual([faqSv]);
    expect(kitchen?.faq).toEqual([faqSv]);

    const norwegian = await browserClient(app, "no.localhost").get(
      `/api/case_management/rooms/${propertyN.apartmentIds[0]}`,
    );
    const kjokken = (norwegian.json() as typeof rooms).find((room) => room.id === "kitchen");
    expect(kjokken?.name).toBe("Kjøkken");
    expect(kjokken?.faq).toEqual([faqNo]);
  });

  it("answers for a dwelling of the site; another site's or an unknown one is 404; bad ids are 400", async () => {
    expect((await anonymous().get(`/api/case_management/rooms/${propertyA.apartmentIds[0]}`)).statusCode).toBe(200);
    expect((await anonymous().get(`/api/case_management/rooms/${propertyN.apartmentIds[0]}`)).statusCode).toBe(404);
    expect((await anonymous().get("/api/case_management/rooms/999999")).statusCode).toBe(404);
    expect(fieldsOf(await anonymous().get("/api/case_management/rooms/kitchen"))).toEqual(["id"]);
    expect(fieldsOf(await anonymous().get("/api/case_management/rooms/99999999999"))).toEqual(["id"]);
    expect(fieldsOf(await anonymous().get("/api/case_management/rooms/-1"))).toEqual(["id"]);
  });
});

describe("GET case_management/building_rooms/{propertyId}", () => {
  it("lists the public areas: the elevator only with an elevator, the garage only with a garage", async () => {
    const withBoth = (await anonymous().get(`/api/case_management/building_rooms/${propertyA.propertyId}`)).json() as {
      id: string;
      kind: string;
    }[];
    expect(withBoth.map((room) => room.id)).toEqual(expect.arrayContaining(["elevator", "garage", "facade"]));
    expect(withBoth).toHaveLength(13);
    expect(withBoth.every((room) => room.kind === "public")).toBe(true);
    const without = (await anonymous().get(`/api/case_management/building_rooms/${propertyB.propertyId}`)).json() as {
      id: string;
    }[];
    expect(without.map((room) => room.id)).not.toContain("elevator");
    expect(without.map((room) => room.id)).not.toContain("garage");
    expect(without).toHaveLength(11);
  });

  it("lists every public area for an address we do not know (0)", async () => {
    const all = (await anonymous().get("/api/case_management/building_rooms/0")).json() as { id: string }[];
    expect(all).toHaveLength(13);
  });

  it("another site's or an unknown property is 404; a bad id is 400", async () => {
    expect((await anonymous().get(`/api/case_management/building_rooms/${propertyN.propertyId}`)).statusCode).toBe(404);
    expect((await anonymous().get("/api/case_management/building_rooms/999999")).statusCode).toBe(404);
    expect(fieldsOf(await anonymous().get("/api/case_management/building_rooms/-1"))).toEqual(["propertyId"]);
    expect(fieldsOf(await anonymous().get("/api/case_management/building_rooms/abc"))).toEqual(["propertyId"]);
  });
});

describe("GET case_management/assets/{problemArea}", () => {
  it("lists a problem area's detail spaces with FAQ ids and supplier kinds", async () => {
    const kitchen = (await anonymous().get("/api/case_management/assets/kitchen")).json() as {
      id: string;
      name: string;
      faq: number[];
      supplierKind: string | null;
    }[];
    expect(kitchen.find((asset) => asset.id === "kitchen.water")).toEqual({
      id: "kitchen.water",
      name: "Vatten och avlopp",
      faq: [faqSv],
      supplierKind: null,
    });
    expect(kitchen.find((asset) => asset.id === "kitchen.appliances")?.supplierKind).toBe("appliance");
    const elevator = (await anonymous().get("/api/case_management/assets/elevator")).json() as {
      supplierKind: string;
    }[];
    expect(elevator.every((asset) => asset.supplierKind === "elevator")).toBe(true);
  });

  it("an unknown area is 404; a malformed one 400", async () => {
    expect((await anonymous().get("/api/case_management/assets/swimmingPool")).statusCode).toBe(404);
    expect(fieldsOf(await anonymous().get("/api/case_management/assets/Bad%20area!"))).toEqual(["problemArea"]);
  });
});

describe("POST case_management/customer/articles and system/casefaq", () => {
  it("answers the articles in the site's language only", async () => {
    const response = await anonymous().post("/api/case_management/customer/articles", {
      ids: [String(faqSv), String(faqNo), "999999"],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: faqSv,
        title: "Kranen droppar",
        text: "Byt packning.",
        question: null,
        answer: null,
        youtubeLink: "https://www.youtube.com/watch?v=abc",
        youtubeImage: null,
        youtubeDescription: null,
        youtubeScriptText: null,
        files: [],
      },
    ]);
    const norwegian = await browserClient(app, "no.localhost").post("/api/case_management/customer/articles", {
      ids: [String(faqSv), String(faqNo)],
    });
    expect((norwegian.json() as { id: number }[]).map((article) => article.id)).toEqual([faqNo]);
  });

  it("refuses bad ids with field errors", async () => {
    expect(fieldsOf(await anonymous().post("/api/case_management/customer/articles", { ids: ["x"] }))).toEqual([
      "ids.0",
    ]);
    expect(fieldsOf(await anonymous().post("/api/case_management/customer/articles", { ids: 3 }))).toEqual(["ids"]);
    expect(fieldsOf(await anonymous().post("/api/case_management/customer/articles", {}))).toEqual(["ids"]);
  });

  it("casefaq needs a session, by cookie or bearer token", async () => {
    expect((await anonymous().post("/api/system/casefaq", { faqIds: [faqSv] })).statusCode).toBe(401);
    const byCookie = await residentBrowserA.post("/api/system/casefaq", { faqIds: [faqSv] });
    expect((byCookie.json() as { id: number }[]).map((article) => article.id)).toEqual([faqSv]);
    const token = residentBrowserA.jar.get(SESSION_COOKIE);
    const byBearer = await app.inject({
      method: "POST",
      url: "/api/system/casefaq",
      headers: { host: "localhost", authorization: `Bearer ${token}` },
      payload: { faqIds: [faqSv] },
    });
    expect(byBearer.statusCode).toBe(200);
    expect(fieldsOf(await residentBrowserA.post("/api/system/casefaq", { faqIds: ["abc"] }))).toEqual(["faqIds.0"]);
  });
});

describe("GET case_management/suppliers", () => {
  beforeAll(async () => {
    await database.db.insert(cmSuppliers).values([
      { site: "sv", kind: "elevator", name: "Hissjouren AB", phone: "08-1", guidance: "Ring dygnet runt." },
      {
        site: "sv",
        kind: "elevator",
        propertyId: propertyA.propertyId,
        name: "Egen hiss AB",
        phone: "08-2",
        url: "https://hiss.example",
        guidance: "Uppge hissens nummer.",
      },
    ]);
  });

  it("answers the property's supplier, else the site's", async () => {
    const own = await anonymous().get(
      `/api/case_management/suppliers?kind=elevator&propertyId=${propertyA.propertyId}`,
    );
    expect(own.json()).toEqual({
      kind: "elevator",
      name: "Egen hiss AB",
      phone: "08-2",
      url: "https://hiss.example",
      guidance: "Uppge hissens nummer.",
    });
    const fallback = await anonymous().get(
      `/api/case_management/suppliers?kind=elevator&propertyId=${propertyB.propertyId}`,
    );
    expect((fallback.json() as { name: string }).name).toBe("Hissjouren AB");
    expect(
      ((await anonymous().get("/api/case_management/suppliers?kind=elevator")).json() as { name: string }).name,
    ).toBe("Hissjouren AB");
    // Norway has none here, and no appliance service is set.
    expect(
      (await browserClient(app, "no.localhost").get("/api/case_management/suppliers?kind=elevator")).statusCode,
    ).toBe(404);
    expect((await anonymous().get("/api/case_management/suppliers?kind=appliance")).statusCode).toBe(404);
  });

  it("refuses a bad kind, a bad property and unknown parameters", async () => {
    expect(fieldsOf(await anonymous().get("/api/case_management/suppliers?kind=plumber"))).toEqual(["kind"]);
    expect(fieldsOf(await anonymous().get("/api/case_management/suppliers"))).toEqual(["kind"]);
    expect(fieldsOf(await anonymous().get("/api/case_management/suppliers?kind=elevator&propertyId=x"))).toEqual([
      "propertyId",
    ]);
    expect((await anonymous().get("/api/case_management/suppliers?kind=elevator&site=no")).statusCode).toBe(400);
  });
});

describe("GET case_management/customer/get_agreements and get_buildings", () => {
  it("answers the resident's current agreements of the site, by address", async () => {
    const response = await residentBrowserA.get("/api/case_management/customer/get_agreements");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual([
      {
        id: propertyA.apartmentIds[1],
        propertyId: propertyA.propertyId,
        buildingId: propertyA.buildingId,
        buildingPartId: propertyA.buildingPartId,
        address: "Sjöängsvägen 7",
        zipCode: "752 31",
        city: "Uppsala",
        governmentObjectId: "1102",
        objectTypeId: "apartment",
        rentalBuilding: false,
      },
    ]);
  });

  it("sorts by address, leaves out ended, future and other sites' agreements; none is 204", async () => {
    const customer = await createCustomer(database.db);
    const browser = await loggedInBrowser(app, customer);
    expect((await browser.get("/api/case_management/customer/get_agreements")).statusCode).toBe(204);
    await giveAgreement(database.db, customer.userId, propertyB.apartmentIds[2] as number);
    await giveAgreement(database.db, customer.userId, propertyA.apartmentIds[3] as number);
    await giveAgreement(database.db, customer.userId, propertyN.apartmentIds[0] as number);
    await database.db.insert(cmAgreements).values([
      {
        userId: customer.userId,
        apartmentId: propertyA.apartmentIds[0] as number,
        validFrom: "2020-01-01",
        validTo: "2021-01-01",
      },
      { userId: customer.userId, apartmentId: propertyA.apartmentIds[2] as number, validFrom: "2999-01-01" },
    ]);
    const agreements = (await browser.get("/api/case_management/customer/get_agreements")).json() as {
      id: number;
      address: string;
    }[];
    expect(agreements.map((a) => a.id)).toEqual(
      [propertyB.apartmentIds[2], propertyA.apartmentIds[3]].sort((a, b) => {
        const addressOf = (id: number | undefined) =>
          id === propertyB.apartmentIds[2] ? propertyB.address : "Sjöängsvägen 7";
        return addressOf(a).localeCompare(addressOf(b), "sv");
      }),
    );
    const buildings = (await browser.get("/api/case_management/customer/get_buildings")).json() as { id: number }[];
    expect(buildings.map((b) => b.id).sort()).toEqual([propertyA.buildingId, propertyB.buildingId].sort());
  });

  it("answers only the caller's own buildings; anonymous is 401", async () => {
    const buildings = (await residentBrowserB.get("/api/case_management/customer/get_buildings")).json() as {
      id: number;
    }[];
    expect(buildings).toEqual([
      expect.objectContaining({
        id: propertyB.buildingId,
        propertyId: propertyB.propertyId,
        address: propertyB.address,
      }),
    ]);
    expect((await anonymous().get("/api/case_management/customer/get_agreements")).statusCode).toBe(401);
    expect((await anonymous().get("/api/case_management/customer/get_buildings")).statusCode).toBe(401);
  });
});

describe("GET case_management/association", () => {
  it("answers the board member's association with its buildings", async () => {
    const response = await boardBrowserA.get("/api/case_management/association");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: associationA,
      name: `Brf Prov ${associationA}`,
      organisationNumber: "769600-0000",
      management: true,
      buildings: [expect.objectContaining({ id: propertyA.buildingId, address: "Sjöängsvägen 7" })],
    });
    const norway = (await boardBrowserN.get("/api/case_management/association")).json() as { id: number };
    expect(norway.id).toBe(associationN);
  });

  it("is for board members only: anonymous 401, a resident 403, off the board 404, another site's association 404", async () => {
    expect((await anonymous().get("/api/case_management/association")).statusCode).toBe(401);
    expect((await residentBrowserA.get("/api/case_management/association")).statusCode).toBe(403);
    const leaving = await createCustomer(database.db, { associations: [associationB] });
    const browser = await loggedInBrowser(app, leaving, { loginKind: "boardMember" });
    expect((await browser.get("/api/case_management/association")).statusCode).toBe(200);
    await database.db.delete(boardMemberships).where(eq(boardMemberships.userId, leaving.userId));
    expect((await browser.get("/api/case_management/association")).statusCode).toBe(404);
    // Norway's board member on the Swedish site.
    const member = await createCustomer(database.db, { associations: [associationN] });
    const onSweden = await loggedInBrowser(app, member, { loginKind: "boardMember" });
    expect((await onSweden.get("/api/case_management/association")).statusCode).toBe(404);
  });
});

describe("GET case_management/get_buildings (the board's)", () => {
  it("answers the buildings of the session's association only", async () => {
    const response = await boardBrowserA.get("/api/case_management/get_buildings");
    expect(response.statusCode).toBe(200);
    expect((response.json() as { id: number }[]).map((b) => b.id)).toContain(propertyA.buildingId);
    const theirs = (await boardBrowserB.get("/api/case_management/get_buildings")).json() as { id: number }[];
    expect(theirs.map((b) => b.id)).toEqual([propertyB.buildingId]);
  });

  it("is for board members only: anonymous 401, a resident 403", async () => {
    expect((await anonymous().get("/api/case_management/get_buildings")).statusCode).toBe(401);
    expect((await residentBrowserA.get("/api/case_management/get_buildings")).statusCode).toBe(403);
  });

  it("a board member with two associations who has not chosen one is 403", async () => {
    const two = await createCustomer(database.db, { associations: [associationA, associationB] });
    const browser = await loggedInBrowser(app, two, { loginKind: "boardMember" });
    expect((await browser.get("/api/case_management/get_buildings")).statusCode).toBe(403);
    expect((await browser.get("/api/case_management/association")).statusCode).toBe(403);
  });
});

describe("POST case_management/search/object and search/building", () => {
  const sv = SITES.sv.siteId;

  it("finds the association's apartments by address or government id, without regard to case or accents", async () => {
    const response = await boardBrowserA.post("/api/case_management/search/object", {
      text: "SJOANGSVAGEN 7",
      site: sv,
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { id: number }[]).map((a) => a.id)).toEqual(propertyA.apartmentIds);
    const one = (
      await boardBrowserA.post("/api/case_management/search/object", { text: "sjöängs 1102", site: sv })
    ).json();
    expect((one as { governmentObjectId: string }[]).map((a) => a.governmentObjectId)).toEqual(["1102"]);
    // The English sub-site's id is the Swedish site's data too.
    expect(
      (await boardBrowserA.post("/api/case_management/search/object", { text: "1102", site: SITES.sv_en.siteId }))
        .statusCode,
    ).toBe(200);
  });

  it("finds nothing for separators alone", async () => {
    const hits = await boardBrowserA.post("/api/case_management/search/object", { text: " , ", site: sv });
    expect(hits.json()).toEqual([]);
  });

  it("never finds another association's apartments or buildings", async () => {
    const theirs = await boardBrowserB.post("/api/case_management/search/object", { text: "Sjöängsvägen", site: sv });
    expect(theirs.json()).toEqual([]);
    const buildings = await boardBrowserB.post("/api/case_management/search/building", {
      text: "Sjöängsvägen",
      site: sv,
    });
    expect(buildings.json()).toEqual([]);
    const own = await boardBrowserA.post("/api/case_management/search/building", { text: "sjoangsvagen", site: sv });
    expect((own.json() as { id: number }[]).map((b) => b.id)).toEqual([propertyA.buildingId]);
  });

  it(`answers at most ${SEARCH_HITS} hits`, async () => {
    const extra = await createTestProperty(database.db, { associationId: associationA });
    await database.db.insert(cmApartments).values(
      Array.from({ length: 25 }, (_, i) => ({
        propertyId: extra.propertyId,
        buildingId: extra.buildingId,
        governmentObjectId: String(2001 + i),
        address: "Mångavägen 1",
        zipCode: "752 31",
        city: "Uppsala",
      })),
    );
    const hits = await boardBrowserA.post("/api/case_management/search/object", { text: "mangavagen", site: sv });
    expect(hits.json()).toHaveLength(SEARCH_HITS);
  });

  it("refuses another site's id, empty text and missing fields with field errors; only for board members", async () => {
    for (const path of ["/api/case_management/search/object", "/api/case_management/search/building"]) {
      expect(fieldsOf(await boardBrowserA.post(path, { text: "Sjö", site: SITES.no.siteId }))).toEqual(["site"]);
      expect(fieldsOf(await boardBrowserA.post(path, { text: "Sjö", site: "not-a-site" }))).toEqual(["site"]);
      expect(fieldsOf(await boardBrowserA.post(path, { text: "   ", site: sv }))).toEqual(["text"]);
      expect(fieldsOf(await boardBrowserA.post(path, { text: "x".repeat(101), site: sv }))).toEqual(["text"]);
      expect(fieldsOf(await boardBrowserA.post(path, {})).sort()).toEqual(["site", "text"]);
      expect((await anonymous().post(path, { text: "Sjö", site: sv })).statusCode).toBe(401);
      expect((await residentBrowserA.post(path, { text: "Sjö", site: sv })).statusCode).toBe(403);
    }
  });
});

describe("GET and PATCH case_management/account", () => {
  it("reads and changes the board's e-mail of the session's association only", async () => {
    expect((await boardBrowserA.get("/api/case_management/account")).json()).toEqual({ email: null });
    const changed = await patch(boardBrowserA, "/api/case_management/account", { email: "styrelsen@prov-a.example" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ email: "styrelsen@prov-a.example" });
    expect((await boardBrowserA.get("/api/case_management/account")).json()).toEqual({
      email: "styrelsen@prov-a.example",
    });
    await patch(boardBrowserA, "/api/case_management/account", { email: "ny@prov-a.example" });
    expect((await boardBrowserA.get("/api/case_management/account")).json()).toEqual({ email: "ny@prov-a.example" });
    // Another association's board sees its own (none).
    expect((await boardBrowserB.get("/api/case_management/account")).json()).toEqual({ email: null });
  });

  it("refuses a bad e-mail with a field error; anonymous 401, a resident 403", async () => {
    expect(fieldsOf(await patch(boardBrowserA, "/api/case_management/account", { email: "nope" }))).toEqual(["email"]);
    expect(fieldsOf(await patch(boardBrowserA, "/api/case_management/account", {}))).toEqual(["email"]);
    expect((await anonymous().get("/api/case_management/account")).statusCode).toBe(401);
    expect((await patch(anonymous(), "/api/case_management/account", { email: "a@b.se" })).statusCode).toBe(401);
    expect((await residentBrowserA.get("/api/case_management/account")).statusCode).toBe(403);
    expect((await patch(residentBrowserA, "/api/case_management/account", { email: "a@b.se" })).statusCode).toBe(403);
  });
});

describe("POST booking/email_is_valid", () => {
  it("is false only when another account uses the address", async () => {
    const ask = (email: string) => residentBrowserA.post("/api/booking/email_is_valid", { ssn: "", email });
    expect((await ask(residentA.email)).json()).toBe(true);
    expect((await ask(residentB.email.toUpperCase())).json()).toBe(false);
    expect((await ask("ingen.har.denna@example.se")).json()).toBe(true);
  });

  it("refuses a bad address with a field error; anonymous 401", async () => {
    expect(fieldsOf(await residentBrowserA.post("/api/booking/email_is_valid", { email: "nope" }))).toEqual(["email"]);
    expect(fieldsOf(await residentBrowserA.post("/api/booking/email_is_valid", { ssn: 5 }))).toEqual(
      expect.arrayContaining(["ssn", "email"]),
    );
    expect((await anonymous().post("/api/booking/email_is_valid", { email: residentB.email })).statusCode).toBe(401);
  });

  it(`is counted per account: the ${EMAIL_CHECKS_PER_HOUR + 1}th check within an hour is 429`, async () => {
    const asker = await createCustomer(database.db);
    const browser = await loggedInBrowser(app, asker);
    for (let i = 0; i < EMAIL_CHECKS_PER_HOUR; i++) {
      const response = await browser.post("/api/booking/email_is_valid", { email: `prov${i}@example.se` });
      expect(response.statusCode).toBe(200);
    }
    const refused = await browser.post("/api/booking/email_is_valid", { email: "en.till@example.se" });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("GET case_management/open_cases (the duplicate hint)", () => {
  let own: { id: string; ticketNumber: number };
  let board: { id: string; ticketNumber: number };

  beforeAll(async () => {
    const db = database.db;
    const day = 86_400_000;
    own = await createTestCase(db, {
      reporterUserId: residentA.userId,
      area: "public",
      property: propertyA,
      roomId: "elevator",
      createdAt: new Date(Date.now() - 3 * day),
    });
    board = await createTestCase(db, {
      kind: "board",
      reporterUserId: boardA.userId,
      associationId: associationA,
      area: "public",
      property: propertyA,
      roomId: "elevator",
      status: "waitingOnSubcontractor",
      createdAt: new Date(Date.now() - day),
    });
    // Done, or another problem area or building: not shown.
    await createTestCase(db, { area: "public", property: propertyA, roomId: "elevator", status: "completed" });
    await createTestCase(db, {
      area: "public",
      property: propertyA,
      roomId: "elevator",
      status: "cancelledByCustomer",
    });
    await createTestCase(db, { area: "public", property: propertyA, roomId: "facade", assetTypeId: "facade.other" });
    await createTestCase(db, { area: "public", property: propertyB, roomId: "elevator" });
  });

  const url = (buildingId: number | string, roomId = "elevator") =>
    `/api/case_management/open_cases?buildingId=${buildingId}&roomId=${roomId}`;

  it("shows a resident the open errands of their building's area, newest first, with the id of their own only", async () => {
    const response = await residentBrowserA.get(url(propertyA.buildingId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        ticketNumber: board.ticketNumber,
        creationDate: expect.any(String),
        statusCode: "waitingOnSubcontractor",
        id: null,
      },
      { ticketNumber: own.ticketNumber, creationDate: expect.any(String), statusCode: "registered", id: own.id },
    ]);
    expect(JSON.stringify(response.json())).not.toContain("Provsson");
  });

  it("shows the board member the association's errands with their ids", async () => {
    const hints = (await boardBrowserA.get(url(propertyA.buildingId))).json() as {
      ticketNumber: number;
      id: string | null;
    }[];
    expect(hints.map((hint) => [hint.ticketNumber, hint.id])).toEqual([
      [board.ticketNumber, board.id],
      [own.ticketNumber, null],
    ]);
    expect((await boardBrowserA.get(url(propertyA.buildingId, "garage"))).json()).toEqual([]);
  });

  it("is 404 for a building the caller neither lives in nor is on the board of; 401 anonymous", async () => {
    expect((await residentBrowserB.get(url(propertyA.buildingId))).statusCode).toBe(404);
    expect((await boardBrowserB.get(url(propertyA.buildingId))).statusCode).toBe(404);
    expect((await boardBrowserN.get(url(propertyA.buildingId))).statusCode).toBe(404);
    expect((await residentBrowserA.get(url(999999))).statusCode).toBe(404);
    expect((await anonymous().get(url(propertyA.buildingId))).statusCode).toBe(401);
  });

  it("refuses bad input with field errors", async () => {
    expect(fieldsOf(await residentBrowserA.get(url("abc")))).toEqual(["buildingId"]);
    expect(fieldsOf(await residentBrowserA.get(url(propertyA.buildingId, "Bad!")))).toEqual(["roomId"]);
    expect(fieldsOf(await residentBrowserA.get("/api/case_management/open_cases"))).toEqual(
      expect.arrayContaining(["buildingId", "roomId"]),
    );
    expect((await residentBrowserA.get(`${url(propertyA.buildingId)}&extra=1`)).statusCode).toBe(400);
  });
});
