import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import {
  cmCaseEvents,
  cmCaseFiles,
  cmCases,
  cmRoundControlPoints,
  cmRounds,
  notifications,
  staffSessions,
  staffUsers,
} from "~/db/schema";
import { browserClient } from "~/features/account/account-test-client";
import { hashPassword } from "~/features/account/index.server";
import { createCustomer, loggedInBrowser } from "~/features/my-pages/test-customers";
import { createFileStorage, createLocalDiskStore } from "~/server/files";
import { startTestSmtpServer, type TestSmtpServer } from "~/test/smtp-server";
import { createTestApp } from "~/test/test-app";
import { allowedStatusesFor } from "./staff/staff.service";
import { STAFF_COOKIE } from "./staff/staff-sessions.server";
import { caseStatusByCode } from "./statuses";
import { createTestAssociation, createTestCase, createTestProperty } from "./test-cases";
import { blobsUnder, jpegWithGps, multipartBody, pdfDocument } from "./uploads/test-uploads";

/**
 * Case handling by staff (issue 17 part 6, decision 041): the staff login and its cookie, the
 * route access "staff" (no customer session passes it, no staff session passes a customer
 * route), every staff call with bad input (400, never 500), and what a status change sets off:
 * an e-mail to the reporter (delivered to the test SMTP server) and a notification for a resident.
 */

const STAFF_PASSWORD = "Demo1234!";
let app: FastifyInstance;
let database: DatabaseHandle;
let smtp: TestSmtpServer;
let filesDir: string;
let staffCount = 0;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  filesDir = await mkdtemp(path.join(os.tmpdir(), "staff-test-"));
  ({ app, database } = await createTestApp({ env: { SMTP_URL: smtp.url, FILE_STORAGE_DIR: filesDir } }));
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

async function createStaffUser(options: { disabled?: boolean } = {}) {
  staffCount++;
  const email = `handlaggare.${staffCount}.${Math.random().toString(36).slice(2, 7)}@nordhem.example`;
  const [user] = await database.db
    .insert(staffUsers)
    .values({
      email,
      name: `Handläggare ${staffCount}`,
      passwordHash: await hashPassword(STAFF_PASSWORD),
      disabledAt: options.disabled ? new Date() : null,
    })
    .returning({ id: staffUsers.id });
  if (!user) throw new Error("no staff user");
  return { id: user.id, email };
}

async function loggedInStaff() {
  const user = await createStaffUser();
  const browser = browserClient(app, "localhost");
  const response = await browser.post("/api/staff/login", { email: user.email, password: STAFF_PASSWORD });
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  return { browser, user };
}

/** A case with a reporter address of its own (the mail tests look for it). */
async function caseWithReporter(options: Parameters<typeof createTestCase>[1] = {}) {
  const created = await createTestCase(database.db, options);
  const email = `anmalare.${created.ticketNumber}.${Math.random().toString(36).slice(2, 7)}@example.se`;
  await database.db.update(cmCases).set({ reporterEmail: email }).where(eq(cmCases.id, created.id));
  return { ...created, email };
}

async function mailTo(email: string) {
  // The mailer delivers in the background: wait for the test SMTP server to have it.
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = smtp.received.find((received) => received.to.some((to) => to.includes(email)));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/** The plain-text part of a message the test SMTP server received, decoded (quoted-printable or base64). */
function plainTextOf(data: string): string {
  const part =
    /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([\w-]+)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(
      data,
    );
  if (!part) return "";
  const [, encoding, body = ""] = part;
  if (encoding?.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() !== "quoted-printable") return body;
  return quotedPrintable(body.replace(/=\r?\n/g, "")).replace(/\r\n/g, "\n");
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(text[index] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** A header's RFC 2047 encoded words (=?UTF-8?Q?...?=), decoded. */
function headerText(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, encoded: string) => quotedPrintable(encoded.replaceAll("_", " ")));
}

/** The subject and text of the message the test SMTP server received for the address. */
async function mailTextTo(email: string): Promise<string> {
  const mail = await mailTo(email);
  if (!mail) return "";
  const subject = headerText(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(mail.data)?.[1] ?? "");
  return `${subject}\n${plainTextOf(mail.data)}`;
}

describe("staff login", () => {
  it("logs in with a staff cookie of its own: HttpOnly, SameSite Strict, path /", async () => {
    const user = await createStaffUser();
    const response = await browserClient(app, "localhost").post("/api/staff/login", {
      email: user.email.toUpperCase(),
      password: STAFF_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: expect.stringContaining("Handläggare"), email: user.email });
    const cookie = response.cookies.find((candidate) => candidate.name === STAFF_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    // No customer session comes with it.
    expect(response.cookies.map((candidate) => candidate.name)).toEqual([STAFF_COOKIE]);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers a wrong password, an unknown e-mail and a disabled staff user alike", async () => {
    const user = await createStaffUser();
    const disabled = await createStaffUser({ disabled: true });
    const answers = await Promise.all(
      [
        { email: user.email, password: "wrong-password" },
        { email: "nobody@nordhem.example", password: STAFF_PASSWORD },
        { email: disabled.email, password: STAFF_PASSWORD },
      ].map((body) => browserClient(app, "localhost").post("/api/staff/login", body)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.cookies).toEqual([]);
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.json().error).toEqual({ code: "invalid_credentials", message: "Fel e-post eller lösenord." });
  });

  it("is rate-limited per account and client: the sixth failure in a row is refused, the right password too", async () => {
    const user = await createStaffUser();
    const browser = browserClient(app, "localhost");
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await browser.post("/api/staff/login", { email: user.email, password: "wrong" })).statusCode).toBe(401);
    }
    const refused = await browser.post("/api/staff/login", { email: user.email, password: STAFF_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe("För många inloggningsförsök. Försök igen om en stund.");
    // Another client is not locked out by these failures.
    const other = await browserClient(app, "localhost").post("/api/staff/login", {
      email: user.email,
      password: STAFF_PASSWORD,
    });
    expect(other.statusCode).toBe(200);
  });

  it("bad login input answers 400 with field errors", async () => {
    for (const body of [
      {},
      { email: "", password: "x" },
      { email: "a@b.se" },
      { email: "a@b.se", password: "x", extra: 1 },
    ]) {
      const response = await browserClient(app, "localhost").post("/api/staff/login", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields.length).toBeGreaterThan(0);
    }
  });

  it("logout ends the session on the server, not only its cookie", async () => {
    const { browser } = await loggedInStaff();
    const token = browser.jar.get(STAFF_COOKIE);
    expect((await browser.get("/api/staff/cases")).statusCode).toBe(200);
    const logout = await browser.post("/api/staff/logout");
    expect(logout.statusCode).toBe(204);
    expect(browser.jar.has(STAFF_COOKIE)).toBe(false);
    const replayed = await app.inject({
      url: "/api/staff/cases",
      headers: { host: "localhost", cookie: `${STAFF_COOKIE}=${token}` },
    });
    expect(replayed.statusCode).toBe(401);
  });

  it("a disabled staff user's live session stops at once", async () => {
    const { browser, user } = await loggedInStaff();
    await database.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, user.id));
    expect((await browser.get("/api/staff/cases")).statusCode).toBe(401);
  });

  it("an expired session is no login", async () => {
    const { browser, user } = await loggedInStaff();
    await database.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.staffUserId, user.id));
    expect((await browser.get("/api/staff/cases")).statusCode).toBe(401);
  });
});

describe("staff and customers are apart", () => {
  it("a customer session is refused on every staff route", async () => {
    const customer = await createCustomer(database.db);
    const browser = await loggedInBrowser(app, customer);
    const staffRoutes = app.declaredRoutes().filter((route) => route.access === "staff");
    expect(staffRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of staffRoutes) {
      for (const method of [route.method].flat().filter((one) => one !== "HEAD")) {
        const url = route.url
          .replace(":attachmentId", "6f1c7e1e-0c1a-4f5e-9d8e-2a3b4c5d6e7f")
          .replace(":id", "6f1c7e1e-0c1a-4f5e-9d8e-2a3b4c5d6e7f");
        const response = await browser.request({
          method: method as "GET",
          url,
          payload: method === "GET" ? undefined : {},
        });
        // The API answers 401; a staff page leads to the staff login.
        if (url.startsWith("/api/")) expect(response.statusCode, `${method} ${url}`).toBe(401);
        else
          expect([response.statusCode, response.headers.location], `${method} ${url}`).toEqual([303, "/staff/login"]);
      }
    }
  });

  it("a customer's token in the staff cookie is no staff login", async () => {
    const customer = await createCustomer(database.db);
    const browser = await loggedInBrowser(app, customer);
    const customerToken = browser.jar.get("nordhem_session");
    const response = await app.inject({
      url: "/api/staff/cases",
      headers: { host: "localhost", cookie: `${STAFF_COOKIE}=${customerToken}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it("a staff session gives no customer access, and its token is no customer token", async () => {
    const { browser } = await loggedInStaff();
    expect((await browser.get("/api/hasdocuments")).statusCode).toBe(401);
    expect((await browser.get("/api/notifications/Jmse")).statusCode).toBe(401);
    const token = browser.jar.get(STAFF_COOKIE);
    const asCustomer = await app.inject({
      url: "/api/hasdocuments",
      headers: { host: "localhost", cookie: `nordhem_session=${token}` },
    });
    expect(asCustomer.statusCode).toBe(401);
  });
});

describe("the case list", () => {
  it("filters by status group or code, property, age and ticket number; pages and sorts", async () => {
    const { browser } = await loggedInStaff();
    const property = await createTestProperty(database.db);
    const old = await createTestCase(database.db, {
      property,
      status: "waitingOnMaterial",
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });
    const fresh = await createTestCase(database.db, { property, status: "registered" });
    const done = await createTestCase(database.db, { property, status: "executed" });

    const all = (await browser.get(`/api/staff/cases?property=${property.propertyId}`)).json();
    expect(all.total).toBe(3);
    expect(all.items.map((item: { id: string }) => item.id)).toEqual([done.id, fresh.id, old.id]);
    expect(all.items[0]).toMatchObject({ statusCode: "executed", displayGroup: "executed", roomName: "Kök" });

    const ongoing = (await browser.get(`/api/staff/cases?property=${property.propertyId}&status=ongoing`)).json();
    expect(ongoing.items.map((item: { id: string }) => item.id)).toEqual([old.id]);
    const byCodes = (
      await browser.get(`/api/staff/cases?property=${property.propertyId}&status=registered&status=executed`)
    ).json();
    expect(byCodes.total).toBe(2);
    const aged = (await browser.get(`/api/staff/cases?property=${property.propertyId}&olderThanDays=30`)).json();
    expect(aged.items.map((item: { id: string }) => item.id)).toEqual([old.id]);
    const byTicket = (await browser.get(`/api/staff/cases?text=%23${fresh.ticketNumber}`)).json();
    expect(byTicket.items.map((item: { id: string }) => item.id)).toEqual([fresh.id]);
    const byRank = (await browser.get(`/api/staff/cases?property=${property.propertyId}&sort=status`)).json();
    expect(byRank.items.map((item: { statusCode: string }) => item.statusCode)).toEqual([
      "registered",
      "waitingOnMaterial",
      "executed",
    ]);
    const second = (await browser.get(`/api/staff/cases?property=${property.propertyId}&page=2`)).json();
    expect(second).toMatchObject({ page: 2, total: 3, items: [] });
  });

  it("bad filters answer 400 with the field, never 500", async () => {
    const { browser } = await loggedInStaff();
    for (const query of [
      "status=bogus",
      "property=abc",
      "property=0",
      "property=99999999999",
      "olderThanDays=-1",
      "olderThanDays=1e9",
      "text=abc",
      "text=%00",
      "site=xx",
      "sort=sideways",
      "page=0",
      "unknown=1",
    ]) {
      const response = await browser.get(`/api/staff/cases?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe("invalid_request");
    }
  });
});

describe("a case", () => {
  it("has everything: reporter contact, addresses, files with staff links, history", async () => {
    const { browser } = await loggedInStaff();
    const association = await createTestAssociation(database.db);
    const property = await createTestProperty(database.db, { associationId: association });
    const created = await createTestCase(database.db, { property, associationId: association, kind: "board" });
    const response = await browser.get(`/api/staff/cases/${created.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id: created.id,
      ticketNumber: created.ticketNumber,
      kind: "board",
      address: property.address,
      buildingPartName: "Trapphus A",
      governmentObjectId: "1101",
      detailName: expect.any(String),
      reporter: { firstName: "Test", lastName: "Provsson", email: "test.provsson@example.se", phone: "070-123 45 67" },
      associationName: `Brf Prov ${association}`,
      files: [],
      history: [{ kind: "created", statusCode: "registered", actor: "reporter" }],
    });
    expect(detail.allowedStatusCodes).toContain("executed");
    expect(detail.allowedStatusCodes).not.toContain("executedNo");
  });

  it("an unknown case answers 404, a malformed id 400", async () => {
    const { browser } = await loggedInStaff();
    expect((await browser.get("/api/staff/cases/6f1c7e1e-0c1a-4f5e-9d8e-2a3b4c5d6e7f")).statusCode).toBe(404);
    expect((await browser.get("/api/staff/cases/not-a-uuid")).statusCode).toBe(400);
    expect((await browser.get("/api/staff/cases/1")).statusCode).toBe(400);
  });

  it("downloads a ready file of the case, never another case's or one still being processed", async () => {
    const { browser } = await loggedInStaff();
    const created = await createTestCase(database.db);
    const other = await createTestCase(database.db);
    const storage = createFileStorage({ db: database.db, store: createLocalDiskStore(filesDir) });
    const stored = await storage.put(Readable.from([Buffer.from("%PDF-1.4 test")]), {
      fileName: "kvitto.pdf",
      contentType: "application/pdf",
    });
    const [file] = await database.db
      .insert(cmCaseFiles)
      .values({
        caseId: created.id,
        fileName: "kvitto åäö.pdf",
        contentType: "application/pdf",
        size: stored.size,
        state: "ready",
        fileId: stored.id,
        rawFileId: stored.id,
        addedBy: "reporter",
      })
      .returning({ id: cmCaseFiles.id });
    const [processing] = await database.db
      .insert(cmCaseFiles)
      .values({
        caseId: created.id,
        fileName: "foto.jpg",
        contentType: "image/jpeg",
        size: 10,
        state: "processing",
        rawFileId: stored.id,
        addedBy: "reporter",
      })
      .returning({ id: cmCaseFiles.id });
    if (!file || !processing) throw new Error("no file");
    const detail = (await browser.get(`/api/staff/cases/${created.id}`)).json();
    expect(detail.files).toEqual([
      expect.objectContaining({
        attachmentId: file.id,
        downloadUrl: `/api/staff/cases/${created.id}/files/${file.id}`,
      }),
      expect.objectContaining({ attachmentId: processing.id, state: "processing", downloadUrl: null }),
    ]);
    const download = await browser.get(`/api/staff/cases/${created.id}/files/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("%PDF-1.4 test");
    expect(download.headers["content-disposition"]).toContain("attachment;");
    expect(download.headers["cache-control"]).toBe("no-store");
    expect((await browser.get(`/api/staff/cases/${other.id}/files/${file.id}`)).statusCode).toBe(404);
    expect((await browser.get(`/api/staff/cases/${created.id}/files/${processing.id}`)).statusCode).toBe(404);
    expect((await browser.get(`/api/staff/cases/${created.id}/files/nope`)).statusCode).toBe(400);
    expect((await browser.get(`/api/staff/cases/${created.id}/files/${file.id}?preview=2`)).statusCode).toBe(400);
  });
});

describe("status changes", () => {
  it("a resident's case: the status moves, a status event, an e-mail with the errand link, a notification", async () => {
    const { browser, user } = await loggedInStaff();
    const resident = await createCustomer(database.db);
    const created = await caseWithReporter({ reporterUserId: resident.userId, kind: "resident" });
    const response = await browser.request({
      method: "PATCH",
      url: `/api/staff/cases/${created.id}/status`,
      payload: { statusCode: "executed", message: "Vi har bytt packningen." },
    });
    expect(response.statusCode).toBe(204);
    const [row] = await database.db.select().from(cmCases).where(eq(cmCases.id, created.id));
    expect(row?.statusId).toBe(caseStatusByCode("executed").id);
    const events = await database.db
      .select()
      .from(cmCaseEvents)
      .where(and(eq(cmCaseEvents.caseId, created.id), eq(cmCaseEvents.kind, "status")));
    expect(events).toEqual([
      expect.objectContaining({
        statusId: caseStatusByCode("executed").id,
        message: "Vi har bytt packningen.",
        actor: "staff",
        staffUserId: user.id,
      }),
    ]);
    const [notification] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, resident.userId), eq(notifications.subjectId, created.id)));
    expect(notification).toMatchObject({ notificationType: "Case", name: "executed", site: "sv" });
    expect(await mailTo(created.email)).toBeDefined();
    const text = await mailTextTo(created.email);
    expect(text).toContain(`Ditt ärende ${created.ticketNumber} har fått ny status`);
    expect(text).toContain(`Ditt ärende ${created.ticketNumber} har nu status: Utförd.`);
    expect(text).toContain("Vi har bytt packningen.");
    expect(text).toContain(`/mina-sidor/arenden/?errandId=${created.id}`);

    // The resident's bell lists it.
    const residentBrowser = await loggedInBrowser(app, resident);
    const bell = (await residentBrowser.get("/api/notifications/Jmse")).json();
    expect(JSON.stringify(bell)).toContain(created.id);
  });

  it("a board member's case: the e-mail, but no notification (board members have none)", async () => {
    const { browser } = await loggedInStaff();
    const association = await createTestAssociation(database.db);
    const member = await createCustomer(database.db, { associations: [association] });
    const created = await caseWithReporter({
      reporterUserId: member.userId,
      kind: "board",
      associationId: association,
    });
    const response = await browser.request({
      method: "PATCH",
      url: `/api/staff/cases/${created.id}/status`,
      payload: { statusCode: "ongoing" },
    });
    expect(response.statusCode).toBe(204);
    const found = await database.db.select().from(notifications).where(eq(notifications.subjectId, created.id));
    expect(found).toEqual([]);
    expect(await mailTo(created.email)).toBeDefined();
  });

  it("a Norwegian case takes the Norwegian variants, a Swedish case none of them", async () => {
    const { browser } = await loggedInStaff();
    const norwegian = await caseWithReporter({ site: "no", status: "registeredNo" });
    const swedish = await createTestCase(database.db);
    const patch = (id: string, statusCode: string) =>
      browser.request({ method: "PATCH", url: `/api/staff/cases/${id}/status`, payload: { statusCode } });
    const refusedNo = await patch(norwegian.id, "executed");
    expect(refusedNo.statusCode).toBe(400);
    expect(refusedNo.json().error.fields).toEqual([
      { field: "statusCode", message: "Statusen gäller inte ärenden i det här landet." },
    ]);
    expect((await patch(swedish.id, "executedNo")).statusCode).toBe(400);
    expect((await patch(norwegian.id, "executedNo")).statusCode).toBe(204);
    // A status without a Norwegian variant is shared.
    expect((await patch(norwegian.id, "waitingOnWeather")).statusCode).toBe(204);
    // The e-mail is in the case's site language (Norwegian), whatever the staff host.
    expect(await mailTo(norwegian.email)).toBeDefined();
    const mail = await mailTextTo(norwegian.email);
    expect(mail).toContain(`/mine-sider/arenden/?errandId=${norwegian.id}`);
    expect(mail).toContain("Saken din");
    expect(mail).toContain("har nå status: Utført.");
    expect(allowedStatusesFor("no").map((status) => status.code)).toEqual(
      expect.arrayContaining(["registeredNo", "executedNo", "completedNo", "ongoing"]),
    );
    expect(allowedStatusesFor("no").map((status) => status.code)).not.toContain("completed");
  });

  it("bad input answers 400, never 500; an unknown case 404", async () => {
    const { browser } = await loggedInStaff();
    const created = await createTestCase(database.db);
    for (const payload of [
      {},
      { statusCode: "bogus" },
      { statusCode: 5 },
      { statusCode: "ongoing", message: "x".repeat(2001) },
      { statusCode: "ongoing", message: "bad\u0000byte" },
      { statusCode: "ongoing", extra: true },
      { statusCode: "registered" },
    ]) {
      const response = await browser.request({
        method: "PATCH",
        url: `/api/staff/cases/${created.id}/status`,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await browser.request({
      method: "PATCH",
      url: "/api/staff/cases/6f1c7e1e-0c1a-4f5e-9d8e-2a3b4c5d6e7f/status",
      payload: { statusCode: "ongoing" },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await browser.request({
      method: "PATCH",
      url: "/api/staff/cases/x/status",
      payload: { statusCode: "ongoing" },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe("messages to the reporter", () => {
  it("a message is an event and an e-mail", async () => {
    const { browser } = await loggedInStaff();
    const created = await caseWithReporter();
    const response = await browser.post(`/api/staff/cases/${created.id}/messages`, {
      message: "Kan vi komma på tisdag?\nHälsningar",
    });
    expect(response.statusCode).toBe(204);
    const events = await database.db
      .select()
      .from(cmCaseEvents)
      .where(and(eq(cmCaseEvents.caseId, created.id), eq(cmCaseEvents.kind, "message")));
    expect(events.map((event) => event.message)).toEqual(["Kan vi komma på tisdag?\nHälsningar"]);
    expect(await mailTo(created.email)).toBeDefined();
    expect(await mailTextTo(created.email)).toContain("Kan vi komma på tisdag?\nHälsningar");
  });

  it("bad input answers 400; an unknown case 404", async () => {
    const { browser } = await loggedInStaff();
    const created = await createTestCase(database.db);
    for (const payload of [{}, { message: "" }, { message: "   " }, { message: "x".repeat(2001) }, { message: 1 }]) {
      const response = await browser.post(`/api/staff/cases/${created.id}/messages`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await browser.post("/api/staff/cases/6f1c7e1e-0c1a-4f5e-9d8e-2a3b4c5d6e7f/messages", {
      message: "Hej",
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("files staff add", () => {
  it("stores a PDF at once and a photo after its metadata is removed; a files event names them", async () => {
    const { browser } = await loggedInStaff();
    const created = await createTestCase(database.db);
    const body = multipartBody([
      { name: "Files", filename: "offert.pdf", content: pdfDocument(), contentType: "application/pdf" },
      { name: "Files", filename: "foto.jpg", content: await jpegWithGps(), contentType: "image/jpeg" },
    ]);
    const response = await browser.request({
      method: "POST",
      url: `/api/staff/cases/${created.id}/files`,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(204);
    const rows = await database.db.select().from(cmCaseFiles).where(eq(cmCaseFiles.caseId, created.id));
    expect(rows.map((row) => [row.fileName, row.addedBy])).toEqual([
      ["offert.pdf", "staff"],
      ["foto.jpg", "staff"],
    ]);
    const pdf = rows.find((row) => row.fileName === "offert.pdf");
    expect(pdf?.state).toBe("ready");
    const [event] = await database.db
      .select()
      .from(cmCaseEvents)
      .where(and(eq(cmCaseEvents.caseId, created.id), eq(cmCaseEvents.kind, "files")));
    expect(event).toMatchObject({ message: "offert.pdf, foto.jpg", actor: "staff" });
    // The photo is not served before the job has removed its metadata; the PDF is.
    const detail = (await browser.get(`/api/staff/cases/${created.id}`)).json();
    const pdfFile = detail.files.find((file: { filename: string }) => file.filename === "offert.pdf");
    expect((await browser.get(pdfFile.downloadUrl)).statusCode).toBe(200);
    // The photo job removes the photo's metadata in the background; then it is ready.
    let photoState = "processing";
    for (let attempt = 0; attempt < 200 && photoState === "processing"; attempt++) {
      const [photo] = await database.db
        .select({ state: cmCaseFiles.state })
        .from(cmCaseFiles)
        .where(and(eq(cmCaseFiles.caseId, created.id), eq(cmCaseFiles.fileName, "foto.jpg")));
      photoState = photo?.state ?? "missing";
      if (photoState === "processing") await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(photoState).toBe("ready");
  });

  it("refuses bad uploads with the right message and stores nothing; an unknown case 404", async () => {
    const { browser } = await loggedInStaff();
    const created = await createTestCase(database.db);
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(200)]);
    const cases: [string, ReturnType<typeof multipartBody>, number, string][] = [
      ["no files", multipartBody([]), 400, "Files"],
      [
        "an executable renamed .jpg",
        multipartBody([{ name: "Files", filename: "virus.jpg", content: exe }]),
        400,
        "Files",
      ],
      [
        "a field besides the files",
        multipartBody([
          { name: "note", value: "x" },
          { name: "Files", filename: "a.pdf", content: pdfDocument() },
        ]),
        400,
        "note",
      ],
      [
        "six files",
        multipartBody(
          Array.from({ length: 6 }, (_, index) => ({
            name: "Files",
            filename: `f${index}.pdf`,
            content: pdfDocument(),
          })),
        ),
        400,
        "Files",
      ],
    ];
    for (const [what, body, status, field] of cases) {
      const before = await blobsUnder(filesDir);
      const response = await browser.request({ method: "POST", url: `/api/staff/cases/${created.id}/files`, ...body });
      expect(response.statusCode, what).toBe(status);
      expect(response.json().error.fields?.[0]?.field, what).toBe(field);
      expect(await blobsUnder(filesDir), what).toEqual(before);
    }
    const notMultipart = await browser.post(`/api/staff/cases/${created.id}/files`, { Files: "x" });
    expect(notMultipart.statusCode).toBe(400);
    const before = await blobsUnder(filesDir);
    const unknown = await browser.request({
      method: "POST",
      url: "/api/staff/cases/6f1c7e1e-0c1a-4f5e-9d8e-2a3b4c5d6e7f/files",
      ...multipartBody([{ name: "Files", filename: "a.pdf", content: pdfDocument() }]),
    });
    expect(unknown.statusCode).toBe(404);
    expect(await blobsUnder(filesDir)).toEqual(before);
    const rows = await database.db.select().from(cmCaseFiles).where(eq(cmCaseFiles.caseId, created.id));
    expect(rows).toEqual([]);
  });
});

describe("rounds", () => {
  it("plans a round of an association's property with a case as a control point", async () => {
    const { browser, user } = await loggedInStaff();
    const association = await createTestAssociation(database.db);
    const property = await createTestProperty(database.db, { associationId: association });
    const created = await createTestCase(database.db, { property, associationId: association, kind: "board" });
    const response = await browser.post("/api/staff/rounds", {
      associationId: association,
      propertyId: property.propertyId,
      title: "Hissbesiktning",
      plannedFor: "2026-12-01",
      controlPoints: [{ title: "Hissen", location: "Trapphus A", caseId: created.id }, { title: "Tvättstugan" }],
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [round] = await database.db.select().from(cmRounds).where(eq(cmRounds.id, id));
    expect(round).toMatchObject({ associationId: association, title: "Hissbesiktning", createdByStaffId: user.id });
    const points = await database.db.select().from(cmRoundControlPoints).where(eq(cmRoundControlPoints.roundId, id));
    expect(points.map((point) => [point.title, point.caseId])).toEqual([
      ["Hissen", created.id],
      ["Tvättstugan", null],
    ]);
  });

  it("bad input answers 400: fields, another association's property or case, an unknown association", async () => {
    const { browser } = await loggedInStaff();
    const association = await createTestAssociation(database.db);
    const otherAssociation = await createTestAssociation(database.db);
    const otherProperty = await createTestProperty(database.db, { associationId: otherAssociation });
    const otherCase = await createTestCase(database.db, { property: otherProperty, associationId: otherAssociation });
    const good = {
      associationId: association,
      title: "Rond",
      plannedFor: "2026-12-01",
      controlPoints: [{ title: "A" }],
    };
    for (const payload of [
      {},
      { ...good, associationId: "x" },
      { ...good, title: "" },
      { ...good, plannedFor: "2026-13-45" },
      { ...good, plannedFor: "tomorrow" },
      { ...good, controlPoints: [] },
      { ...good, controlPoints: [{ title: "" }] },
      { ...good, controlPoints: [{ title: "A", caseId: "nope" }] },
      { ...good, controlPoints: Array.from({ length: 51 }, () => ({ title: "A" })) },
      { ...good, extra: 1 },
      { ...good, associationId: 2_000_000_000 },
      { ...good, propertyId: otherProperty.propertyId },
      { ...good, controlPoints: [{ title: "A", caseId: otherCase.id }] },
    ]) {
      const response = await browser.post("/api/staff/rounds", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields?.length ?? 0, JSON.stringify(payload)).toBeGreaterThan(0);
    }
  });
});

describe("the staff pages", () => {
  it("log in with a form (no JavaScript), list and open cases, change a status with the form", async () => {
    const user = await createStaffUser();
    const browser = browserClient(app, "localhost");
    expect((await browser.get("/staff/cases")).headers.location).toBe("/staff/login");
    const form = await browser.get("/staff/login");
    expect(form.statusCode).toBe(200);
    expect(form.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(form.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(form.headers["cache-control"]).toBe("no-store");
    const wrong = await browser.request({
      method: "POST",
      url: "/staff/login",
      payload: `email=${encodeURIComponent(user.email)}&password=fel`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("Fel e-post eller lösenord.");
    const login = await browser.request({
      method: "POST",
      url: "/staff/login",
      payload: `email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(STAFF_PASSWORD)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect([login.statusCode, login.headers.location]).toEqual([303, "/staff/cases"]);

    const created = await createTestCase(database.db);
    const list = await browser.get(`/staff/cases?text=${created.ticketNumber}&status=&property=&olderThanDays=`);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`/staff/cases/${created.id}`);
    expect((await browser.get("/staff/cases?olderThanDays=-4")).statusCode).toBe(400);

    const page = await browser.get(`/staff/cases/${created.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Ärende ${created.ticketNumber}`);
    const change = await browser.request({
      method: "POST",
      url: `/staff/cases/${created.id}/status`,
      payload: "statusCode=ongoing&message=",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect([change.statusCode, change.headers.location]).toEqual([303, `/staff/cases/${created.id}?done=status`]);
    const again = await browser.request({
      method: "POST",
      url: `/staff/cases/${created.id}/status`,
      payload: "statusCode=ongoing",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain("Ärendet har redan den statusen.");
    const empty = await browser.request({
      method: "POST",
      url: `/staff/cases/${created.id}/messages`,
      payload: "message=",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('aria-invalid="true"');
    expect((await browser.get("/staff/cases/nope")).statusCode).toBe(404);
  });

  it("adds files and plans a round with the case page's forms; a refusal shows the form's message", async () => {
    const { browser } = await loggedInStaff();
    const association = await createTestAssociation(database.db);
    const property = await createTestProperty(database.db, { associationId: association });
    const created = await createTestCase(database.db, { property, associationId: association, kind: "board" });
    const page = await browser.get(`/staff/cases/${created.id}`);
    expect(page.body).toContain('enctype="multipart/form-data"');
    expect(page.body).toContain(`Brf Prov ${association}`);

    const added = await browser.request({
      method: "POST",
      url: `/staff/cases/${created.id}/files`,
      ...multipartBody([{ name: "Files", filename: "protokoll.pdf", content: pdfDocument() }]),
    });
    expect([added.statusCode, added.headers.location]).toEqual([303, `/staff/cases/${created.id}?done=files`]);
    expect((await browser.get(`/staff/cases/${created.id}?done=files`)).body).toContain("Filerna är tillagda.");
    const refused = await browser.request({
      method: "POST",
      url: `/staff/cases/${created.id}/files`,
      ...multipartBody([{ name: "Files", filename: "sida.html", content: Buffer.from("<html></html>") }]),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('aria-invalid="true"');

    const form = "application/x-www-form-urlencoded";
    const badRound = await browser.request({
      method: "POST",
      url: `/staff/cases/${created.id}/rounds`,
      payload: "title=&plannedFor=2026-02-30&pointTitle=Hissen&pointLocation=",
      headers: { "content-type": form },
    });
    expect(badRound.statusCode).toBe(400);
    expect(badRound.body).toContain('id="roundTitle-error"');
    expect(badRound.body).toContain('id="plannedFor-error"');
    const round = await browser.request({
      method: "POST",
      url: `/staff/cases/${created.id}/rounds`,
      payload: "title=Vårrond&plannedFor=2026-04-15&pointTitle=Hissen&pointLocation=Trapphus+A",
      headers: { "content-type": form },
    });
    expect([round.statusCode, round.headers.location]).toEqual([303, `/staff/cases/${created.id}?done=round`]);
    const [planned] = await database.db.select().from(cmRounds).where(eq(cmRounds.associationId, association));
    expect(planned).toMatchObject({ title: "Vårrond", plannedFor: "2026-04-15", propertyId: property.propertyId });
    const points = await database.db
      .select()
      .from(cmRoundControlPoints)
      .where(eq(cmRoundControlPoints.roundId, planned?.id ?? 0));
    expect(points.map((point) => [point.title, point.location, point.caseId])).toEqual([
      ["Hissen", "Trapphus A", created.id],
    ]);
  });
});
