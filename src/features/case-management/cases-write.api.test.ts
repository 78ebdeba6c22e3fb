import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { cmCaseEvents, cmCaseFiles, cmCases, cmRoundControlPoints, cmRounds, outbox, storedFiles } from "~/db/schema";
import { type BrowserClient, browserClient } from "~/features/account/account-test-client";
import { createCustomer, loggedInBrowser, type TestCustomer } from "~/features/my-pages/test-customers";
import { translate } from "~/i18n/catalogs.server";
import { SITES } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import { caseTypeOf } from "./cases-write.service";
import { caseStatusByCode, caseStatusById } from "./statuses";
import {
  createTestAssociation,
  createTestCase,
  createTestProperty,
  giveAgreement,
  type TestProperty,
} from "./test-cases";
import {
  blobsUnder,
  docxDocument,
  fieldParts,
  hasGpsTag,
  isoMedia,
  jpegWithGps,
  multipartBody,
  type Part,
  pdfDocument,
} from "./uploads/test-uploads";

/**
 * Creating, closing and editing cases and downloading their files through the app: the happy
 * paths, bad input (400 with field errors, never 500), and for every call the authorization
 * matrix: another resident, another association, anonymous. A refused call stores nothing.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let filesDir: string;

let resident: TestCustomer;
let residentBrowser: BrowserClient;
let otherResident: TestCustomer;
let otherBrowser: BrowserClient;
let unverifiedBrowser: BrowserClient;
let home: TestProperty;
let otherHome: TestProperty;
let associationA: number;
let associationB: number;
let associationN: number;
let propertyA: TestProperty;
let propertyB: TestProperty;
let boardA: BrowserClient;
let boardAMember: TestCustomer;
let boardB: BrowserClient;
let boardN: BrowserClient;
let anonymous: BrowserClient;

const SV = SITES.sv.siteId;
const sv = (key: string) => translate("sv", key);

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(os.tmpdir(), "cases-write-test-"));
  ({ app, database } = await createTestApp({ env: { FILE_STORAGE_DIR: filesDir } }));
  const db = database.db;
  home = await createTestProperty(db);
  otherHome = await createTestProperty(db);
  resident = await createCustomer(db, { securityNumber: "198504122386" });
  await giveAgreement(db, resident.userId, home.apartmentIds[0] as number);
  otherResident = await createCustomer(db, { securityNumber: "199001012385" });
  await giveAgreement(db, otherResident.userId, otherHome.apartmentIds[0] as number);
  const unverified = await createCustomer(db);
  await giveAgreement(db, unverified.userId, home.apartmentIds[1] as number);
  associationA = await createTestAssociation(db, { management: true });
  associationB = await createTestAssociation(db, { management: true });
  associationN = await createTestAssociation(db, { management: false });
  propertyA = await createTestProperty(db, { associationId: associationA });
  propertyB = await createTestProperty(db, { associationId: associationB });
  boardAMember = await createCustomer(db, { associations: [associationA] });
  const memberB = await createCustomer(db, { associations: [associationB] });
  const memberN = await createCustomer(db, { associations: [associationN] });
  residentBrowser = await loggedInBrowser(app, resident);
  otherBrowser = await loggedInBrowser(app, otherResident);
  unverifiedBrowser = await loggedInBrowser(app, unverified);
  boardA = await loggedInBrowser(app, boardAMember, { loginKind: "boardMember" });
  boardB = await loggedInBrowser(app, memberB, { loginKind: "boardMember" });
  boardN = await loggedInBrowser(app, memberN, { loginKind: "boardMember" });
  anonymous = browserClient(app, "localhost");
});

afterAll(async () => {
  await app?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

function send(browser: BrowserClient, method: "POST" | "PATCH", url: string, parts: Part[], host?: string) {
  const { payload, headers } = multipartBody(parts);
  return browser.request({ method, url, payload, headers: { ...headers, ...(host ? { host } : {}) } });
}

function residentFields(overrides: Record<string, string | number | undefined> = {}) {
  return fieldParts({
    siteId: SV,
    area: "apartment",
    roomId: "kitchen",
    assetTypeId: "kitchen.water",
    description: "Det droppar från kranen i köket.\nHela natten.",
    objectId: home.apartmentIds[0],
    ...overrides,
  });
}

async function storedCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(storedFiles);
  return Number(row?.n ?? 0);
}

/** A refused call leaves no row and no blob behind. */
async function expectNothingStored(run: () => Promise<unknown>) {
  const before = { rows: await storedCount(), blobs: (await blobsUnder(filesDir)).length };
  await run();
  expect(await storedCount()).toBe(before.rows);
  expect((await blobsUnder(filesDir)).length).toBe(before.blobs);
}

function fieldsOf(response: { json(): unknown }): Record<string, string> {
  const body = response.json() as { error: { fields?: { field: string; message: string }[] } };
  return Object.fromEntries((body.error.fields ?? []).map((field) => [field.field, field.message]));
}

describe("the case type rule (decision 039)", () => {
  const now = new Date("2026-11-26T00:00:00Z");
  it("Norway files reklamasjon; no management is management other; a new home's own fault is warranty", () => {
    expect(caseTypeOf({ site: "no", kind: "resident", area: "apartment", movedIn: "2026-01-01", now })).toBe(
      "complaint",
    );
    expect(caseTypeOf({ site: "sv", kind: "boardNoManagement", area: "public", now })).toBe("managementOther");
    expect(caseTypeOf({ site: "sv", kind: "resident", area: "apartment", movedIn: "2025-01-01", now })).toBe(
      "warranty",
    );
    expect(caseTypeOf({ site: "sv", kind: "resident", area: "apartment", movedIn: "2020-01-01", now })).toBe(
      "management",
    );
    expect(caseTypeOf({ site: "sv", kind: "resident", area: "public", movedIn: "2025-01-01", now })).toBe("management");
    expect(caseTypeOf({ site: "sv", kind: "board", area: "apartment", now })).toBe("management");
  });
});

describe("POST /api/case_management/customer/create_case", () => {
  const url = "/api/case_management/customer/create_case";

  it("a resident reports a leaking tap with two photos and a pdf: registered, files stored, confirmation e-mailed", async () => {
    const photo = await jpegWithGps(1200, 900);
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);
    const response = await send(residentBrowser, "POST", url, [
      ...residentFields({ sendCopy: "true" }),
      { name: "Files", filename: "kran.jpg", content: photo, contentType: "image/jpeg" },
      { name: "Files", filename: "kran-2.JPEG", content: photo },
      { name: "Files", filename: "kvitto.pdf", content: pdfDocument() },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { id: string; ticketNumber: number; canSeeCase: boolean };
    expect(body.canSeeCase).toBe(true);
    const [row] = await database.db.select().from(cmCases).where(eq(cmCases.id, body.id));
    expect(row).toMatchObject({
      kind: "resident",
      caseType: "warranty",
      reporterUserId: resident.userId,
      apartmentId: home.apartmentIds[0],
      propertyId: home.propertyId,
      buildingId: home.buildingId,
      statusId: caseStatusByCode("registered").id,
      reporterEmail: resident.email,
      description: "Det droppar från kranen i köket.\nHela natten.",
    });
    const events = await database.db.select().from(cmCaseEvents).where(eq(cmCaseEvents.caseId, body.id));
    expect(events.map((event) => event.kind)).toEqual(["created"]);
    const mail = await database.db.select().from(outbox).where(eq(outbox.to, resident.email));
    expect(mail.at(-1)?.subject).toContain(String(body.ticketNumber));
    expect(mail.at(-1)?.text).toContain("Det droppar från kranen");

    // Photos are processed by the job: clean copy without EXIF, a preview, the raw bytes gone.
    await vi.waitFor(
      async () => {
        const rows = await database.db.select().from(cmCaseFiles).where(eq(cmCaseFiles.caseId, body.id));
        expect(rows.map((file) => file.state)).toEqual(["ready", "ready", "ready"]);
      },
      { timeout: 15_000, interval: 100 },
    );
    const files = await database.db.select().from(cmCaseFiles).where(eq(cmCaseFiles.caseId, body.id));
    const jpeg = files.find((file) => file.fileName === "kran.jpg");
    expect(jpeg?.rawFileId).toBeNull();
    const download = await residentBrowser.get(`/api/case_management/customer/file/${jpeg?.id}/kran.jpg`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/jpeg");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="kran.jpg"/);
    const clean = await sharp(download.rawPayload).metadata();
    expect(clean.exif).toBeUndefined();
    expect(clean.width).toBe(1200);
    const preview = await residentBrowser.get(`/api/case_management/customer/file/${jpeg?.id}/kran.jpg?preview=1`);
    expect(preview.statusCode).toBe(200);
    const previewMeta = await sharp(preview.rawPayload).metadata();
    expect(previewMeta.width).toBe(480);
    expect(previewMeta.exif).toBeUndefined();
    // The pdf was ready at once and downloads as itself.
    const pdf = files.find((file) => file.fileName === "kvitto.pdf");
    const pdfDownload = await residentBrowser.get(`/api/case_management/customer/file/${pdf?.id}/kvitto.pdf`);
    expect(pdfDownload.rawPayload.equals(pdfDocument())).toBe(true);
    // The board of an association, another resident and an anonymous caller get nothing.
    expect((await otherBrowser.get(`/api/case_management/customer/file/${pdf?.id}/kvitto.pdf`)).statusCode).toBe(404);
    expect((await boardA.get(`/api/case_management/file/${pdf?.id}/kvitto.pdf`)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/case_management/customer/file/${pdf?.id}/kvitto.pdf`)).statusCode).toBe(401);
    expect((await residentBrowser.get(`/api/case_management/customer/file/${pdf?.id}/other.pdf`)).statusCode).toBe(404);
  });

  it("an 'other' address needs address, zip code and city; a public area a building of the agreements", async () => {
    const other = await send(residentBrowser, "POST", url, [
      ...residentFields({ objectId: undefined, address: "Sjövägen 3" }),
    ]);
    expect(other.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(other)).sort()).toEqual(["city", "zipCode"]);
    const ok = await send(residentBrowser, "POST", url, [
      ...residentFields({ objectId: undefined, address: "Sjövägen 3", zipCode: "123 45", city: "Nacka" }),
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as { canSeeCase: boolean }).canSeeCase).toBe(false);
    const publicArea = await send(residentBrowser, "POST", url, [
      ...residentFields({
        objectId: undefined,
        area: "public",
        roomId: "elevator",
        assetTypeId: "elevator.other",
        buildingId: home.buildingId,
      }),
    ]);
    expect(publicArea.statusCode, publicArea.body).toBe(200);
    expect((publicArea.json() as { canSeeCase: boolean }).canSeeCase).toBe(false);
    const notTheirs = await send(residentBrowser, "POST", url, [
      ...residentFields({
        objectId: undefined,
        area: "public",
        roomId: "elevator",
        assetTypeId: "elevator.other",
        buildingId: otherHome.buildingId,
      }),
    ]);
    expect(notTheirs.statusCode).toBe(400);
    expect(fieldsOf(notTheirs).buildingId).toBe(sv("caseValidation.selectAddress"));
  });

  it("the English sub-site's id is the Swedish site's record, confirmed in English", async () => {
    const response = await send(residentBrowser, "POST", url, residentFields({ siteId: SITES.sv_en.siteId }));
    expect(response.statusCode, response.body).toBe(200);
    const { id, ticketNumber } = response.json() as { id: string; ticketNumber: number };
    const [row] = await database.db.select().from(cmCases).where(eq(cmCases.id, id));
    expect(row?.site).toBe("sv");
    const mail = await database.db.select().from(outbox).where(eq(outbox.to, resident.email));
    expect(mail.find((message) => message.subject.includes(String(ticketNumber)))?.subject).toBe(
      translate("en", "caseMail.created.subject", { ticketNumber }),
    );
  });

  it("bad input answers 400 with field errors, never 500, and stores nothing", async () => {
    const photo = await jpegWithGps();
    const cases: { parts: Part[]; field: string; message?: string }[] = [
      { parts: residentFields({ description: undefined }), field: "description", message: sv("validation.required") },
      { parts: residentFields({ description: "x".repeat(5001) }), field: "description" },
      { parts: residentFields({ roomId: "elevator" }), field: "roomId", message: sv("caseValidation.selectOption") },
      { parts: residentFields({ assetTypeId: "bathroom.water" }), field: "assetTypeId" },
      { parts: residentFields({ assetTypeId: undefined }), field: "assetTypeId" },
      { parts: residentFields({ area: "garden" }), field: "area" },
      { parts: residentFields({ objectId: otherHome.apartmentIds[0] }), field: "objectId" },
      { parts: residentFields({ objectId: "abc" }), field: "objectId" },
      { parts: residentFields({ siteId: SITES.no.siteId }), field: "siteId" },
      { parts: residentFields({ siteId: "nope" }), field: "siteId" },
      { parts: residentFields({ propertyId: otherHome.propertyId }), field: "propertyId" },
      { parts: residentFields({ alternativeContactFirstName: "Eva" }), field: "alternativeContactLastName" },
      { parts: residentFields({ alternativeContactEmail: "inte-en-adress" }), field: "alternativeContactEmail" },
      { parts: residentFields({ phone: "abc" }), field: "phone" },
      { parts: residentFields({ description: "kran\u0000läcker" }), field: "description" },
      { parts: residentFields({ surprise: "1" }), field: "surprise" },
      { parts: [...residentFields(), { name: "siteId", value: SV }], field: "siteId" },
      { parts: [...residentFields(), { name: "Other", filename: "a.jpg", content: photo }], field: "Other" },
    ];
    for (const { parts, field, message } of cases) {
      await expectNothingStored(async () => {
        const response = await send(residentBrowser, "POST", url, [
          ...parts,
          { name: "Files", filename: "kran.jpg", content: photo },
        ]);
        expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
        const fields = fieldsOf(response);
        expect(Object.keys(fields), response.body).toContain(field);
        if (message) expect(fields[field]).toBe(message);
      });
    }
    // Not multipart at all.
    const json = await residentBrowser.post(url, { siteId: SV });
    expect(json.statusCode).toBe(400);
  });

  it("authorization: anonymous 401, a board session 403, no verified identity 403; nothing stored", async () => {
    const parts = [...residentFields(), { name: "Files", filename: "a.pdf", content: pdfDocument() }];
    await expectNothingStored(async () => {
      expect((await send(anonymous, "POST", url, parts)).statusCode).toBe(401);
      expect((await send(boardA, "POST", url, parts)).statusCode).toBe(403);
      const unverified = await send(unverifiedBrowser, "POST", url, parts);
      expect(unverified.statusCode).toBe(403);
      expect((unverified.json() as { error: { message: string } }).error.message).toBe(
        sv("caseMail.errors.needsVerifiedIdentity"),
      );
    });
  });
});

describe("POST /api/case_management/create_board_case/v2", () => {
  const url = "/api/case_management/create_board_case/v2";
  const boardFields = (overrides: Record<string, string | number | undefined> = {}) =>
    fieldParts({
      siteId: SV,
      area: "public",
      roomId: "elevator",
      assetTypeId: "elevator.other",
      description: "Hissen står still mellan plan 2 och 3.",
      buildingId: propertyA.buildingId,
      boardEmail: "styrelsen@example.se",
      ...overrides,
    });

  it("a board member with management reports a broken elevator for the association's building", async () => {
    const response = await send(boardA, "POST", url, [
      ...boardFields(),
      { name: "Files", filename: "hiss.mp4", content: isoMedia("isom") },
      { name: "Files", filename: "hiss.mov", content: isoMedia("qt  ") },
      { name: "Files", filename: "protokoll.docx", content: docxDocument() },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { id: string; canSeeCase: boolean };
    expect(body.canSeeCase).toBe(true);
    const [row] = await database.db.select().from(cmCases).where(eq(cmCases.id, body.id));
    expect(row).toMatchObject({
      kind: "board",
      caseType: "management",
      associationId: associationA,
      buildingId: propertyA.buildingId,
      boardEmail: "styrelsen@example.se",
    });
    const files = await database.db.select().from(cmCaseFiles).where(eq(cmCaseFiles.caseId, body.id));
    expect(files.map((file) => [file.fileName, file.contentType, file.state])).toEqual([
      ["hiss.mp4", "video/mp4", "ready"],
      ["hiss.mov", "video/quicktime", "ready"],
      ["protokoll.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "ready"],
    ]);
    const docx = files[2];
    expect((await boardA.get(`/api/case_management/file/${docx?.id}/protokoll.docx`)).statusCode).toBe(200);
    expect((await boardB.get(`/api/case_management/file/${docx?.id}/protokoll.docx`)).statusCode).toBe(404);
    expect((await residentBrowser.get(`/api/case_management/file/${docx?.id}/protokoll.docx`)).statusCode).toBe(403);
  });

  it("another association's building or apartment is refused; bad input is 400", async () => {
    const other = await send(boardA, "POST", url, boardFields({ buildingId: propertyB.buildingId }));
    expect(other.statusCode).toBe(400);
    expect(fieldsOf(other).buildingId).toBe(sv("caseValidation.selectAddress"));
    const apartment = await send(
      boardA,
      "POST",
      url,
      boardFields({
        area: "apartment",
        roomId: "kitchen",
        assetTypeId: "kitchen.water",
        objectId: propertyB.apartmentIds[0],
      }),
    );
    expect(fieldsOf(apartment).objectId).toBe(sv("caseValidation.selectAddress"));
    const bad = await send(boardA, "POST", url, boardFields({ boardEmail: "nej", description: "" }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(["boardEmail", "description"]);
  });

  it("authorization: anonymous 401, a resident 403, an association without management 403", async () => {
    await expectNothingStored(async () => {
      const parts = [...boardFields(), { name: "Files", filename: "a.pdf", content: pdfDocument() }];
      expect((await send(anonymous, "POST", url, parts)).statusCode).toBe(401);
      expect((await send(residentBrowser, "POST", url, parts)).statusCode).toBe(403);
      const none = await send(boardN, "POST", url, parts);
      expect(none.statusCode).toBe(403);
      expect((none.json() as { error: { message: string } }).error.message).toBe(sv("caseMail.errors.noManagement"));
    });
  });
});

describe("POST /api/case_management/create_case_no_management", () => {
  const url = "/api/case_management/create_case_no_management";
  const fields = (overrides: Record<string, string | number | undefined> = {}) =>
    fieldParts({
      siteId: SV,
      area: "apartment",
      roomId: "bathroom",
      assetTypeId: "bathroom.water",
      description: "Golvbrunnen luktar.",
      compoundName: "Brf Solrosen",
      compoundNumber: "769600-1234",
      isMember: "true",
      governmentObjectId: "1102",
      address: "Solrosvägen 4",
      zipCode: "123 45",
      city: "Nacka",
      firstName: "Eva",
      lastName: "Ek",
      email: "eva.ek@example.se",
      phone: "070-111 22 33",
      ...overrides,
    });

  it("a visitor without login reports; nobody may see the case afterwards", async () => {
    const response = await send(anonymous, "POST", url, fields());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { id: string; canSeeCase: boolean };
    expect(body.canSeeCase).toBe(false);
    const [row] = await database.db.select().from(cmCases).where(eq(cmCases.id, body.id));
    expect(row).toMatchObject({
      kind: "boardNoManagement",
      caseType: "managementOther",
      reporterUserId: null,
      associationId: null,
      compoundNumber: "769600-1234",
      governmentObjectId: "1102",
      reporterEmail: "eva.ek@example.se",
    });
  });

  it("with a board session of an association without management, the case is that association's", async () => {
    const response = await send(boardN, "POST", url, fields());
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await database.db
      .select()
      .from(cmCases)
      .where(eq(cmCases.id, (response.json() as { id: string }).id));
    expect(row?.associationId).toBe(associationN);
  });

  it("the compound, membership, estate address and reporter are required; Norway's number has 9 digits", async () => {
    const empty = await send(
      anonymous,
      "POST",
      url,
      fields({
        compoundName: undefined,
        compoundNumber: "12345",
        isMember: "false",
        governmentObjectId: undefined,
        firstName: undefined,
        email: undefined,
      }),
    );
    expect(empty.statusCode).toBe(400);
    const found = fieldsOf(empty);
    expect(found).toMatchObject({
      compoundName: sv("validation.required"),
      compoundNumber: sv("caseValidation.orgNr"),
      isMember: sv("caseValidation.checkboxError"),
      firstName: sv("validation.required"),
      email: sv("validation.required"),
    });
    const norway = await send(
      anonymous,
      "POST",
      url,
      fields({ siteId: SITES.no.siteId, compoundNumber: "12345678" }),
      "no.localhost",
    );
    expect(norway.statusCode).toBe(400);
    expect(fieldsOf(norway).compoundNumber).toBe(translate("no", "caseValidation.compoundNumberNo"));
    const ok = await send(
      anonymous,
      "POST",
      url,
      fields({ siteId: SITES.no.siteId, compoundNumber: "987654321" }),
      "no.localhost",
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await database.db
      .select()
      .from(cmCases)
      .where(eq(cmCases.id, (ok.json() as { id: string }).id));
    expect(row).toMatchObject({ caseType: "complaint", statusId: caseStatusByCode("registeredNo").id });
  });
});

describe("closing a case", () => {
  it("the reporter closes an open case: cancelled by customer with a 'closed' event; again is 409", async () => {
    const made = await createTestCase(database.db, { reporterUserId: resident.userId, property: home });
    const url = `/api/case_management/customer/case/${made.id}/close`;
    const patch = (browser: BrowserClient, body: unknown = { site: SV }) =>
      browser.request({ method: "PATCH", url, payload: body as object });
    expect((await patch(anonymous)).statusCode).toBe(401);
    expect((await patch(otherBrowser)).statusCode).toBe(404);
    expect((await patch(boardA)).statusCode).toBe(403);
    const bad = await patch(residentBrowser, { site: "x" });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad).site).toBe(sv("validation.unknownSiteId"));
    const closed = await patch(residentBrowser);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ id: made.id, statusCode: "cancelledByCustomer" });
    const events = await database.db.select().from(cmCaseEvents).where(eq(cmCaseEvents.caseId, made.id));
    expect(events.map((event) => event.kind)).toEqual(["created", "closed"]);
    const again = await patch(residentBrowser);
    expect(again.statusCode).toBe(409);
    expect((again.json() as { error: { message: string } }).error.message).toBe(sv("caseMail.errors.notOpen"));
  });

  it("in Norway the Norwegian variant", async () => {
    const norwegian = await createCustomer(database.db, { site: "no" });
    const made = await createTestCase(database.db, {
      site: "no",
      reporterUserId: norwegian.userId,
      status: "registeredNo",
    });
    const browser = await loggedInBrowser(app, norwegian, { host: "no.localhost" });
    const closed = await browser.request({
      method: "PATCH",
      url: `/api/case_management/customer/case/${made.id}/close`,
      payload: { site: SITES.no.siteId },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ statusCode: "cancelledByCustomerNo" });
  });

  it("the association's board closes its case; another association's board gets 404", async () => {
    const made = await createTestCase(database.db, {
      kind: "board",
      associationId: associationA,
      property: propertyA,
      area: "public",
    });
    const url = `/api/case_management/case/${made.id}/close`;
    const patch = (browser: BrowserClient) => browser.request({ method: "PATCH", url, payload: { site: SV } });
    expect((await patch(anonymous)).statusCode).toBe(401);
    expect((await patch(residentBrowser)).statusCode).toBe(403);
    expect((await patch(boardB)).statusCode).toBe(404);
    const bad = await boardA.request({ method: "PATCH", url, payload: { site: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toHaveProperty("site");
    const closed = await patch(boardA);
    expect(closed.statusCode).toBe(200);
    const [row] = await database.db.select().from(cmCases).where(eq(cmCases.id, made.id));
    expect(caseStatusById(row?.statusId ?? "")?.code).toBe("cancelledByCustomer");
  });
});

describe("editing a case", () => {
  it("the reporter edits the description and contact, removes a file and adds two", async () => {
    const created = await send(residentBrowser, "POST", "/api/case_management/customer/create_case", [
      ...residentFields(),
      { name: "Files", filename: "a.pdf", content: pdfDocument() },
      { name: "Files", filename: "b.pdf", content: pdfDocument() },
    ]);
    const { id } = created.json() as { id: string };
    const [first] = await database.db.select().from(cmCaseFiles).where(eq(cmCaseFiles.fileName, "a.pdf"));
    const url = `/api/case_management/customer/case/${id}`;
    const parts: Part[] = [
      ...fieldParts({
        site: SV,
        description: "Nu droppar det mer.",
        alternativeContactFirstName: "Eva",
        alternativeContactLastName: "Ek",
        alternativeContactEmail: "eva@example.se",
        alternativeContactPhone: "070-222 33 44",
        RemoveFiles: first?.id,
      }),
      { name: "NewFiles", filename: "c.pdf", content: pdfDocument() },
      { name: "NewFiles", filename: "d.docx", content: docxDocument() },
    ];
    await expectNothingStored(async () => {
      expect((await send(anonymous, "PATCH", url, parts)).statusCode).toBe(401);
      expect((await send(otherBrowser, "PATCH", url, parts)).statusCode).toBe(404);
      expect((await send(boardA, "PATCH", url, parts)).statusCode).toBe(403);
      expect((await send(boardA, "PATCH", `/api/case_management/case/${id}`, parts)).statusCode).toBe(404);
    });
    const edited = await send(residentBrowser, "PATCH", url, parts);
    expect(edited.statusCode, edited.body).toBe(200);
    const body = edited.json() as { files: { filename: string; downloadUrl: string | null }[] };
    expect(body.files.map((file) => file.filename).sort()).toEqual(["b.pdf", "c.pdf", "d.docx"]);
    expect(body.files.find((file) => file.filename === "c.pdf")?.downloadUrl).toMatch(
      /^\/api\/case_management\/customer\/file\/[0-9a-f-]+\/c\.pdf$/,
    );
    const [row] = await database.db.select().from(cmCases).where(eq(cmCases.id, id));
    expect(row).toMatchObject({ description: "Nu droppar det mer.", alternativeContactFirstName: "Eva" });
    const events = await database.db.select().from(cmCaseEvents).where(eq(cmCaseEvents.caseId, id));
    expect(events.map((event) => event.kind)).toEqual(["created", "edited", "files"]);
    expect(events[2]?.message).toBe("+c.pdf, +d.docx, -a.pdf");
    // The removed file is gone from storage too.
    expect(
      first?.fileId && (await database.db.select().from(storedFiles).where(eq(storedFiles.id, first.fileId))),
    ).toEqual([]);
  });

  it("at most 5 files with the existing ones; unknown RemoveFiles and a closed case are refused", async () => {
    const created = await send(residentBrowser, "POST", "/api/case_management/customer/create_case", [
      ...residentFields(),
      ...["1", "2", "3", "4"].map((n) => ({ name: "Files", filename: `${n}.pdf`, content: pdfDocument() })),
    ]);
    const { id } = created.json() as { id: string };
    const url = `/api/case_management/customer/case/${id}`;
    await expectNothingStored(async () => {
      const tooMany = await send(residentBrowser, "PATCH", url, [
        ...fieldParts({ site: SV }),
        { name: "NewFiles", filename: "5.pdf", content: pdfDocument() },
        { name: "NewFiles", filename: "6.pdf", content: pdfDocument() },
      ]);
      expect(tooMany.statusCode).toBe(400);
      expect(fieldsOf(tooMany).NewFiles).toBe(sv("caseValidation.files.tooManyFiles"));
      const unknown = await send(residentBrowser, "PATCH", url, [
        ...fieldParts({ site: SV, RemoveFiles: crypto.randomUUID() }),
        { name: "NewFiles", filename: "5.pdf", content: pdfDocument() },
      ]);
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(fieldsOf(unknown))).toEqual(["RemoveFiles"]);
      const badDescription = await send(residentBrowser, "PATCH", url, fieldParts({ site: SV, description: "   " }));
      expect(badDescription.statusCode).toBe(400);
    });
    await residentBrowser.request({ method: "PATCH", url: `${url}/close`, payload: { site: SV } });
    const closed = await send(residentBrowser, "PATCH", url, fieldParts({ site: SV, description: "Mer." }));
    expect(closed.statusCode).toBe(409);
  });

  it("the board edits its association's case", async () => {
    const made = await createTestCase(database.db, { kind: "board", associationId: associationA, property: propertyA });
    const url = `/api/case_management/case/${made.id}`;
    const parts = fieldParts({ site: SV, description: "Mer." });
    expect((await send(anonymous, "PATCH", url, parts)).statusCode).toBe(401);
    expect((await send(residentBrowser, "PATCH", url, parts)).statusCode).toBe(403);
    expect((await send(boardB, "PATCH", url, parts)).statusCode).toBe(404);
    const bad = await send(boardA, "PATCH", url, fieldParts({ site: SV, alternativeContactPhone: "x" }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toContain("alternativeContactPhone");
    const edited = await send(boardA, "PATCH", url, fieldParts({ site: SV, description: "Mer." }));
    expect(edited.statusCode, edited.body).toBe(200);
  });
});

describe("file downloads", () => {
  it("only ready files; rounds: a case named by a control point of the association's round", async () => {
    const made = await createTestCase(database.db, { kind: "board", associationId: associationA, property: propertyA });
    const created = await send(boardA, "PATCH", `/api/case_management/case/${made.id}`, [
      ...fieldParts({ site: SV }),
      { name: "NewFiles", filename: "rapport.pdf", content: pdfDocument() },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const [file] = await database.db.select().from(cmCaseFiles).where(eq(cmCaseFiles.caseId, made.id));
    // A round of association B names A's case: B's board may fetch the file through /rounds only.
    const [round] = await database.db
      .insert(cmRounds)
      .values({ associationId: associationB, title: "Vårrond", plannedFor: "2026-04-01" })
      .returning();
    await database.db
      .insert(cmRoundControlPoints)
      .values({ roundId: round?.id as number, caseId: made.id, title: "Hiss" });
    const plain = `/api/case_management/file/${file?.id}/rapport.pdf`;
    expect((await boardB.get(plain)).statusCode).toBe(404);
    expect((await boardB.get(`${plain}/rounds`)).statusCode).toBe(200);
    expect((await boardN.get(`${plain}/rounds`)).statusCode).toBe(404);
    expect((await anonymous.get(`${plain}/rounds`)).statusCode).toBe(401);
    expect((await anonymous.get(plain)).statusCode).toBe(401);
    expect((await residentBrowser.get(plain)).statusCode).toBe(403);
    expect((await residentBrowser.get(`${plain}/rounds`)).statusCode).toBe(403);
    expect((await boardA.get(plain)).statusCode).toBe(200);
    // A photo still being cleaned is never served; a pdf has no preview.
    await database.db
      .update(cmCaseFiles)
      .set({ state: "processing" })
      .where(eq(cmCaseFiles.id, file?.id as string));
    expect((await boardA.get(plain)).statusCode).toBe(404);
    await database.db
      .update(cmCaseFiles)
      .set({ state: "ready" })
      .where(eq(cmCaseFiles.id, file?.id as string));
    expect((await boardA.get(`${plain}?preview=1`)).statusCode).toBe(404);
    // Bad parameters are 400, never 500.
    expect((await boardA.get("/api/case_management/file/nope/rapport.pdf")).statusCode).toBe(400);
    expect((await boardA.get(`${plain}?preview=yes`)).statusCode).toBe(400);
  });
});
