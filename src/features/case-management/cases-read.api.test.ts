import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client";
import { cmCaseEvents, cmCaseFiles, cmCases, cmRoundControlPoints, cmRounds, storedFiles } from "~/db/schema";
import type { BrowserClient } from "~/features/account/account-test-client";
import { browserClient } from "~/features/account/account-test-client";
import type { AuthContext } from "~/features/account/schema";
import { createMyPagesShell } from "~/features/my-pages/my-pages-shell.server";
import { authOfCustomer, createCustomer, loggedInBrowser, type TestCustomer } from "~/features/my-pages/test-customers";
import { type FeatureModule, type PageDataRequest, PageNotFound } from "~/server/feature-module";
import { createFeatureModules } from "~/server/features";
import { SITES, type SiteCode } from "~/sites/sites";
import { createTestApp, testFeatureDeps } from "~/test/test-app";
import { createErrandsPageData } from "./errands/errands-page.server";
import type { MyErrandsData } from "./errands/page-data";
import type { CaseDetail, ErrandListItem, Round, RoundDetail } from "./schema";
import { caseStatusByCode } from "./statuses";
import { createTestAssociation, createTestCase, createTestProperty, giveAgreement } from "./test-cases";

/**
 * The errands' read calls through the app (spec 001 section 7): the resident's own cases, the
 * association's cases, a case's detail, has_cases and rounds, each with its authorization matrix
 * (another resident, another association, anonymous), bad input (400, never 500), the filters
 * ("ongoing" with its sub-statuses, "management" with "management other") and both sorts; and
 * the errands page's data (the list, `?errandId=`, `?roundId=`, the 404s and the menu rule).
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let db: Database;
let features: FeatureModule[];

let resident: TestCustomer;
let otherResident: TestCustomer;
let boardA: TestCustomer;
let boardB: TestCustomer;
let associationA: number;
let associationB: number;
let residentBrowser: BrowserClient;
let otherResidentBrowser: BrowserClient;
let boardABrowser: BrowserClient;
let boardBBrowser: BrowserClient;
let anonymous: BrowserClient;

const day = 86_400_000;
const now = Date.now();
const cases: Record<string, { id: string; ticketNumber: number }> = {};
let roundWithCases: number;
let roundWithoutCases: number;
let roundOfB: number;
let readyFileId: string;
let storedFileId: string;
let processingFileId: string;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  db = database.db;
  features = createFeatureModules(testFeatureDeps(database));
  associationA = await createTestAssociation(db);
  associationB = await createTestAssociation(db, { management: false });
  const propertyA = await createTestProperty(db, { associationId: associationA });
  const propertyB = await createTestProperty(db, { associationId: associationB });
  const norwegian = await createTestProperty(db, { site: "no" });
  resident = await createCustomer(db);
  otherResident = await createCustomer(db);
  boardA = await createCustomer(db, { associations: [associationA] });
  boardB = await createCustomer(db, { associations: [associationB] });
  await giveAgreement(db, resident.userId, propertyA.apartmentIds[0] as number);

  const at = (daysAgo: number) => new Date(now - daysAgo * day);
  const mine = { reporterUserId: resident.userId, property: propertyA };
  cases.registered = await createTestCase(db, { ...mine, status: "registered", createdAt: at(9) });
  cases.waiting = await createTestCase(db, {
    ...mine,
    status: "waitingOnMaterial",
    caseType: "managementOther",
    roomId: "bathroom",
    assetTypeId: "bathroom.water",
    createdAt: at(8),
  });
  cases.executed = await createTestCase(db, { ...mine, status: "executed", caseType: "warranty", createdAt: at(7) });
  cases.cancelled = await createTestCase(db, {
    ...mine,
    status: "cancelledByCustomer",
    caseType: "complaint",
    createdAt: at(6),
  });
  // An "other" address: typed by the reporter, no apartment of ours.
  cases.other = await createTestCase(db, { reporterUserId: resident.userId, apartmentId: null, createdAt: at(5) });
  await db
    .update(cmCases)
    .set({ address: "Annangatan 3", zipCode: "111 22", city: "Stockholm", governmentObjectId: "1203" })
    .where(eq(cmCases.id, cases.other.id));
  cases.norway = await createTestCase(db, {
    reporterUserId: resident.userId,
    site: "no",
    property: norwegian,
    status: "registeredNo",
    createdAt: at(4),
  });
  cases.otherResidents = await createTestCase(db, { reporterUserId: otherResident.userId, property: propertyA });
  cases.ofA = await createTestCase(db, {
    kind: "board",
    reporterUserId: boardA.userId,
    associationId: associationA,
    area: "public",
    property: propertyA,
    status: "ongoing",
    createdAt: at(3),
  });
  cases.ofA2 = await createTestCase(db, {
    kind: "board",
    reporterUserId: null,
    associationId: associationA,
    property: propertyA,
    status: "completed",
    createdAt: at(2),
  });
  cases.ofB = await createTestCase(db, {
    kind: "boardNoManagement",
    associationId: associationB,
    area: "public",
    property: propertyB,
  });

  // Files of the resident's first case: one ready (with a preview), one still being cleaned.
  const [stored] = await db
    .insert(storedFiles)
    .values([
      { storageKey: "k1", fileName: "kran.jpg", contentType: "image/jpeg", size: 1000, sha256: "0".repeat(64) },
      { storageKey: "k2", fileName: "kran-liten.jpg", contentType: "image/jpeg", size: 100, sha256: "1".repeat(64) },
    ])
    .returning({ id: storedFiles.id });
  const files = await db
    .insert(cmCaseFiles)
    .values([
      {
        caseId: cases.registered.id,
        fileName: "kran.jpg",
        contentType: "image/jpeg",
        size: 1000,
        state: "ready",
        fileId: stored?.id,
        previewFileId: stored?.id,
        addedBy: "reporter",
      },
      {
        caseId: cases.registered.id,
        fileName: "kran 2.jpg",
        contentType: "image/jpeg",
        size: 2000,
        state: "processing",
        addedBy: "reporter",
      },
    ])
    .returning({ id: cmCaseFiles.id });
  readyFileId = files[0]?.id as string;
  storedFileId = stored?.id as string;
  processingFileId = files[1]?.id as string;
  await db.insert(cmCaseEvents).values({
    caseId: cases.registered.id,
    kind: "message",
    message: "Vi kommer på tisdag.",
    actor: "staff",
    // After the "created" event, which the database stamps at insert.
    createdAt: new Date(Date.now() + 60_000),
  });

  const rounds = await db
    .insert(cmRounds)
    .values([
      { associationId: associationA, propertyId: propertyA.propertyId, title: "Vårrond", plannedFor: "2026-04-01" },
      { associationId: associationA, title: "Höstrond utan ärenden", plannedFor: "2026-10-01" },
      { associationId: associationB, title: "B:s rond", plannedFor: "2026-05-01" },
    ])
    .returning({ id: cmRounds.id });
  [roundWithCases, roundWithoutCases, roundOfB] = rounds.map((round) => round.id) as [number, number, number];
  await db.insert(cmRoundControlPoints).values([
    { roundId: roundWithCases, title: "Hissen", caseId: cases.ofA.id, result: "remark", rank: 1 },
    { roundId: roundWithCases, title: "Entrédörren", location: "Trapphus A", result: "ok", rank: 2 },
    { roundId: roundWithoutCases, title: "Taket", rank: 1 },
    { roundId: roundOfB, title: "Gården", caseId: cases.ofB.id, rank: 1 },
  ]);

  residentBrowser = await loggedInBrowser(app, resident);
  otherResidentBrowser = await loggedInBrowser(app, otherResident);
  boardABrowser = await loggedInBrowser(app, boardA, { loginKind: "boardMember" });
  boardBBrowser = await loggedInBrowser(app, boardB, { loginKind: "boardMember" });
  anonymous = browserClient(app, "localhost");
});
afterAll(async () => {
  for (const feature of features ?? []) await feature.close?.();
  await app?.close();
});

function tickets(list: ErrandListItem[]): number[] {
  return list.map((item) => item.ticketNumber);
}
function ticketsOf(...names: string[]): number[] {
  return names.map((name) => cases[name]?.ticketNumber as number);
}

async function json<T>(browser: BrowserClient, url: string, status = 200): Promise<T> {
  const response = await browser.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  return response.json() as T;
}

describe("GET /api/case_management/customer/get_cases", () => {
  const url = "/api/case_management/customer/get_cases";

  it("lists the user's own cases on the site, newest first, with names in the site's language", async () => {
    const list = await json<ErrandListItem[]>(residentBrowser, url);
    expect(tickets(list)).toEqual(ticketsOf("other", "cancelled", "executed", "waiting", "registered"));
    const waiting = list.find((item) => item.id === cases.waiting?.id);
    expect(waiting).toMatchObject({
      caseStatusId: caseStatusByCode("waitingOnMaterial").id,
      statusCode: "waitingOnMaterial",
      displayGroup: "ongoing",
      caseType: "managementOther",
      caseTypeName: "Förvaltning, övrigt",
      roomType: "Badrum",
      objectName: "Lgh 1101",
      buildingPartName: "Trapphus A",
      otherResidentInfo: null,
    });
    expect(list.find((item) => item.id === cases.other?.id)).toMatchObject({
      otherResidentInfo: "Annangatan 3, 111 22, Stockholm, 1203",
      objectName: null,
    });
  });

  it("on the Norwegian site lists the Norwegian cases, in Norwegian", async () => {
    const norwegian = await loggedInBrowser(app, resident, { host: "no.localhost" });
    const list = await json<ErrandListItem[]>(norwegian, url);
    expect(tickets(list)).toEqual(ticketsOf("norway"));
    expect(list[0]).toMatchObject({ caseTypeName: "Forvaltning", roomType: "Kjøkken", displayGroup: "registered" });
  });

  it('filters by display group: "ongoing" includes its sub-statuses', async () => {
    expect(tickets(await json(residentBrowser, `${url}?status=ongoing`))).toEqual(ticketsOf("waiting"));
    expect(tickets(await json(residentBrowser, `${url}?status=ongoing&status=completed`))).toEqual(
      ticketsOf("cancelled", "waiting"),
    );
    expect(tickets(await json(residentBrowser, `${url}?status=executed`))).toEqual(ticketsOf("executed"));
  });

  it('filters by type: "management" includes "management other"', async () => {
    expect(tickets(await json(residentBrowser, `${url}?type=management`))).toEqual(
      ticketsOf("other", "waiting", "registered"),
    );
    expect(tickets(await json(residentBrowser, `${url}?type=managementOther`))).toEqual(ticketsOf("waiting"));
    expect(tickets(await json(residentBrowser, `${url}?type=warranty&type=complaint&status=completed`))).toEqual(
      ticketsOf("cancelled"),
    );
  });

  it("sorts by status rank (the statuses' table), then newest first", async () => {
    const list = await json<ErrandListItem[]>(residentBrowser, `${url}?sort=status`);
    // registered 150 (two, newest first), waiting 200, executed 300, cancelled 400.
    expect(tickets(list)).toEqual(ticketsOf("other", "registered", "waiting", "executed", "cancelled"));
  });

  it("answers bad input with 400 and the fields, never 500", async () => {
    for (const query of [
      "status=bogus",
      "sort=price",
      "unknown=1",
      "status=ongoing&status=x",
      `status=${"a".repeat(500)}`,
    ]) {
      const response = await residentBrowser.get(`${url}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBeTruthy();
    }
  });

  it("shows another resident none of this resident's cases, and an anonymous caller 401", async () => {
    expect(tickets(await json(otherResidentBrowser, url))).toEqual(ticketsOf("otherResidents"));
    expect((await anonymous.get(url)).statusCode).toBe(401);
  });
});

describe("GET /api/case_management/customer/case/:id", () => {
  const url = (id: string) => `/api/case_management/customer/case/${id}`;

  it("gives the case with its files (by time, then name; ready ones with links) and its history, oldest first", async () => {
    const errand = await json<CaseDetail>(residentBrowser, url(cases.registered?.id as string));
    expect(errand).toMatchObject({
      ticketNumber: cases.registered?.ticketNumber,
      description: "Det droppar från kranen i köket.",
      detailName: "Vatten och avlopp",
      roomType: "Kök",
      site: "sv",
      open: true,
    });
    expect(errand.files).toEqual([
      expect.objectContaining({
        attachmentId: processingFileId,
        state: "processing",
        downloadUrl: null,
        previewUrl: null,
      }),
      expect.objectContaining({
        attachmentId: readyFileId,
        state: "ready",
        downloadUrl: `/api/case_management/customer/file/${readyFileId}/kran.jpg`,
        previewUrl: `/api/case_management/customer/file/${readyFileId}/kran.jpg?preview=1`,
      }),
    ]);
    expect(errand.history.map((event) => [event.kind, event.actor])).toEqual([
      ["created", "reporter"],
      ["message", "staff"],
    ]);
    expect(errand.history[1]?.message).toBe("Vi kommer på tisdag.");
  });

  it("says a completed case is no longer open", async () => {
    expect((await json<CaseDetail>(residentBrowser, url(cases.cancelled?.id as string))).open).toBe(false);
  });

  it("answers another resident's case, an association's case and another site's case with 404", async () => {
    for (const name of ["otherResidents", "ofA2", "ofB"]) {
      expect((await residentBrowser.get(url(cases[name]?.id as string))).statusCode, name).toBe(404);
    }
    expect((await otherResidentBrowser.get(url(cases.registered?.id as string))).statusCode).toBe(404);
    // The Norwegian case on the Swedish site.
    expect((await residentBrowser.get(url(cases.norway?.id as string))).statusCode).toBe(404);
    expect((await residentBrowser.get(url(crypto.randomUUID()))).statusCode).toBe(404);
  });

  it("answers anonymous 401 and a bad id 400", async () => {
    expect((await anonymous.get(url(cases.registered?.id as string))).statusCode).toBe(401);
    for (const id of ["abc", "1", "00000000-0000-0000-0000-00000000000g"]) {
      expect((await residentBrowser.get(url(id))).statusCode, id).toBe(400);
    }
  });
});

describe("GET /api/case_management/cases and case/:id (the board)", () => {
  it("lists the association's cases, with the same filters and sorts", async () => {
    const list = await json<ErrandListItem[]>(boardABrowser, "/api/case_management/cases");
    expect(tickets(list)).toEqual(ticketsOf("ofA2", "ofA"));
    expect(list[1]).toMatchObject({ brfName: expect.stringMatching(/^Brf Prov/), area: "public", roomType: "Hiss" });
    expect(tickets(await json(boardABrowser, "/api/case_management/cases?status=ongoing"))).toEqual(ticketsOf("ofA"));
    expect(tickets(await json(boardABrowser, "/api/case_management/cases?sort=status"))).toEqual(
      ticketsOf("ofA", "ofA2"),
    );
    expect(tickets(await json(boardBBrowser, "/api/case_management/cases"))).toEqual(ticketsOf("ofB"));
  });

  it("gives one of the association's cases with the board's file links; another association's is 404", async () => {
    const errand = await json<CaseDetail>(boardABrowser, `/api/case_management/case/${cases.ofA?.id}`);
    expect(errand).toMatchObject({ ticketNumber: cases.ofA?.ticketNumber, displayGroup: "ongoing", open: true });
    for (const name of ["ofB", "registered", "otherResidents"]) {
      expect((await boardABrowser.get(`/api/case_management/case/${cases[name]?.id}`)).statusCode, name).toBe(404);
    }
    expect((await boardBBrowser.get(`/api/case_management/case/${cases.ofA?.id}`)).statusCode).toBe(404);
  });

  it("refuses residents (403) and anonymous callers (401), and bad input (400)", async () => {
    expect((await residentBrowser.get("/api/case_management/cases")).statusCode).toBe(403);
    expect((await residentBrowser.get(`/api/case_management/case/${cases.ofA?.id}`)).statusCode).toBe(403);
    expect((await anonymous.get("/api/case_management/cases")).statusCode).toBe(401);
    expect((await anonymous.get(`/api/case_management/case/${cases.ofA?.id}`)).statusCode).toBe(401);
    expect((await boardABrowser.get("/api/case_management/cases?status=open")).statusCode).toBe(400);
    expect((await boardABrowser.get("/api/case_management/case/x")).statusCode).toBe(400);
  });

  it("the board's file links are the board's download path", async () => {
    await db.insert(cmCaseFiles).values({
      caseId: cases.ofA?.id as string,
      fileName: "protokoll.pdf",
      contentType: "application/pdf",
      size: 10,
      state: "ready",
      fileId: storedFileId,
      addedBy: "staff",
    });
    const errand = await json<CaseDetail>(boardABrowser, `/api/case_management/case/${cases.ofA?.id}`);
    expect(errand.files[0]?.downloadUrl).toMatch(/^\/api\/case_management\/file\/[0-9a-f-]{36}\/protokoll\.pdf$/);
    expect(errand.files[0]?.previewUrl).toBeNull();
  });
});

describe("GET /api/case_management/has_cases", () => {
  it("tells whether the session has errands", async () => {
    expect(await json(residentBrowser, "/api/case_management/has_cases")).toEqual({ hasCases: true });
    expect(await json(boardABrowser, "/api/case_management/has_cases")).toEqual({ hasCases: true });
    const newcomer = await loggedInBrowser(app, await createCustomer(db));
    expect(await json(newcomer, "/api/case_management/has_cases")).toEqual({ hasCases: false });
    expect((await anonymous.get("/api/case_management/has_cases")).statusCode).toBe(401);
  });
});

describe("GET /api/case_management/rounds and rounds/:id", () => {
  it("lists only the association's rounds that have case control points", async () => {
    const rounds = await json<Round[]>(boardABrowser, "/api/case_management/rounds");
    expect(rounds).toEqual([
      expect.objectContaining({ id: roundWithCases, title: "Vårrond", nrOfCaseControlPoints: 1, status: "planned" }),
    ]);
    expect((await json<Round[]>(boardBBrowser, "/api/case_management/rounds")).map((round) => round.id)).toEqual([
      roundOfB,
    ]);
  });

  it("gives a round with its control points; another association's round is 404", async () => {
    const round = await json<RoundDetail>(boardABrowser, `/api/case_management/rounds/${roundWithCases}`);
    expect(round.controlPoints).toEqual([
      expect.objectContaining({
        title: "Hissen",
        result: "remark",
        caseId: cases.ofA?.id,
        ticketNumber: cases.ofA?.ticketNumber,
      }),
      expect.objectContaining({ title: "Entrédörren", location: "Trapphus A", result: "ok", caseId: null }),
    ]);
    expect((await boardABrowser.get(`/api/case_management/rounds/${roundOfB}`)).statusCode).toBe(404);
    expect((await boardBBrowser.get(`/api/case_management/rounds/${roundWithCases}`)).statusCode).toBe(404);
    expect((await boardABrowser.get("/api/case_management/rounds/999999")).statusCode).toBe(404);
  });

  it("refuses residents, anonymous callers and bad ids", async () => {
    expect((await residentBrowser.get("/api/case_management/rounds")).statusCode).toBe(403);
    expect((await anonymous.get("/api/case_management/rounds")).statusCode).toBe(401);
    expect((await anonymous.get(`/api/case_management/rounds/${roundWithCases}`)).statusCode).toBe(401);
    for (const id of ["x", "0", "-1", "99999999999"]) {
      expect((await boardABrowser.get(`/api/case_management/rounds/${id}`)).statusCode, id).toBe(400);
    }
  });
});

describe("the errands page's data (template myErrands)", () => {
  const loader = () => {
    const found = features.find((feature) => feature.pageData?.myErrands)?.pageData?.myErrands;
    if (!found) throw new Error("no myErrands loader");
    return found as (request: PageDataRequest) => Promise<MyErrandsData>;
  };
  const load = (auth: AuthContext, query = "", code: SiteCode = "sv") =>
    loader()({ site: SITES[code], url: new URL(`http://localhost/mina-sidor/arenden/${query}`), auth });
  const boardAuth = () => authOfCustomer(boardA, "boardMember", associationA);

  it("gives the resident's list with the query's filters (unknown values dropped)", async () => {
    const data = await load(authOfCustomer(resident), "?status=ongoing&status=nope&sort=status");
    expect(data).toMatchObject({
      view: "list",
      scope: "customer",
      filter: { status: ["ongoing"], type: [], sort: "status", limit: 50 },
      total: 1,
    });
    expect(tickets(data.errands)).toEqual(ticketsOf("waiting"));
    expect(data.rounds).toEqual([]);
    expect(data.faultReportHref).toBe("/kontakt/felanmalan/");
  });

  it("gives the list a page (50) at a time: ?limit= asks for whole pages", async () => {
    const page = async (query: string) => (await load(authOfCustomer(resident), query)).filter.limit;
    expect(await page("?limit=1")).toBe(50);
    expect(await page("?limit=51")).toBe(100);
    expect(await page("?limit=nonsense")).toBe(50);
    expect(await page("?limit=-5")).toBe(50);
    expect(await page("?limit=999999999")).toBe(10_000);
    const data = await load(authOfCustomer(resident));
    expect(data.total).toBe(5);
    expect(data.errands).toHaveLength(5);
    // A reporter with 55 errands: the first page is the newest 50 of 55, the second all of them.
    const busy = await createCustomer(db);
    for (let index = 0; index < 55; index++) {
      await createTestCase(db, { reporterUserId: busy.userId, createdAt: new Date(now - index * day) });
    }
    const first = await load(authOfCustomer(busy));
    expect([first.errands.length, first.total]).toEqual([50, 55]);
    const all = await json<ErrandListItem[]>(
      await loggedInBrowser(app, busy),
      "/api/case_management/customer/get_cases",
    );
    expect(first.errands.map((errand) => errand.id)).toEqual(all.slice(0, 50).map((errand) => errand.id));
    const both = await load(authOfCustomer(busy), "?limit=100");
    expect([both.errands.length, both.total]).toEqual([55, 55]);
  });

  it("gives one errand at ?errandId=, and the 404 page for another's or a malformed id", async () => {
    const data = await load(authOfCustomer(resident), `?errandId=${cases.registered?.id}`);
    expect(data.view).toBe("errand");
    expect(data.errand?.ticketNumber).toBe(cases.registered?.ticketNumber);
    for (const id of [cases.otherResidents?.id, cases.ofA?.id, "nonsense", crypto.randomUUID()]) {
      await expect(load(authOfCustomer(resident), `?errandId=${id}`), id).rejects.toBeInstanceOf(PageNotFound);
    }
  });

  it("gives the board its association's errands and rounds, and a round at ?roundId=", async () => {
    const data = await load(boardAuth());
    expect(data).toMatchObject({ view: "list", scope: "board" });
    expect(tickets(data.errands)).toEqual(ticketsOf("ofA2", "ofA"));
    expect(data.rounds.map((round) => round.id)).toEqual([roundWithCases]);
    const round = await load(boardAuth(), `?roundId=${roundWithCases}`);
    expect(round.view).toBe("round");
    expect(round.round?.controlPoints).toHaveLength(2);
    await expect(load(boardAuth(), `?roundId=${roundOfB}`)).rejects.toBeInstanceOf(PageNotFound);
    await expect(load(boardAuth(), "?roundId=x")).rejects.toBeInstanceOf(PageNotFound);
    await expect(load(boardAuth(), `?errandId=${cases.ofB?.id}`)).rejects.toBeInstanceOf(PageNotFound);
    await expect(load(authOfCustomer(resident), `?roundId=${roundWithCases}`)).rejects.toBeInstanceOf(PageNotFound);
  });

  it("opens the page to a user who reported a case (the errands menu rule), not to one without", async () => {
    const reporter = await createCustomer(db);
    await expect(load(authOfCustomer(reporter))).rejects.toBeInstanceOf(PageNotFound);
    await createTestCase(db, { reporterUserId: reporter.userId });
    expect((await load(authOfCustomer(reporter))).errands).toHaveLength(1);
    // Never on the Finnish site, errands or not.
    await expect(load(authOfCustomer(resident), "", "fi")).rejects.toBeInstanceOf(PageNotFound);
  });
});

describe("round trips", () => {
  it("the errands page reads the menu's facts and then its list (the board's rounds beside it)", async () => {
    let count = 0;
    const counted = new Proxy(db, {
      get(target, property, receiver) {
        if (["execute", "select", "insert", "update", "delete", "transaction", "query"].includes(String(property))) {
          count++;
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const myErrands = createErrandsPageData({
      db: counted,
      myPages: createMyPagesShell({ db: counted, clock: () => new Date() }),
    });
    const url = new URL("http://localhost/mina-sidor/arenden/?status=ongoing&type=management&sort=status");
    count = 0;
    await myErrands({ site: SITES.sv, url, auth: authOfCustomer(resident) });
    expect(count).toBe(2);
    count = 0;
    await myErrands({ site: SITES.sv, url, auth: authOfCustomer(boardA, "boardMember", associationA) });
    expect(count).toBe(3);
  });
});
