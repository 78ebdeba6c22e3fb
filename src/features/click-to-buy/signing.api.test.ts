import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import {
  buyBookings,
  documentSignatures,
  interiorOrders,
  notifications,
  objects,
  outbox,
  payments,
  purchaseDocuments,
  purchases,
  userBookings,
} from "~/db/schema";
import type { BrowserClient } from "~/features/account/account-test-client";
import { startBankIdSimulator } from "~/features/eid/bankid/simulator/bankid-simulator";
import { ATTACHMENTS_KEY } from "~/features/mail/mailer";
import { createCustomer, loggedInBrowser } from "~/features/my-pages/test-customers";
import { createTestApp } from "~/test/test-app";
import { BOOKING_COOKIE, SIGN_COOKIE } from "./booking-cookies.server";
import { type BookableHome, createBookableHome, giveInteriorOptions } from "./test-bookings";
import { holdsSettled, uniquePersonnummer, verifiedBuyer } from "./test-buyers";

/**
 * Signing and completing a booking through the app (issue 18, decision 048): signcontract, the
 * sign cookie, the sign step's check, completebooking with its e-mail and notification, and the
 * order form's save; for each, another user's booking (404), an anonymous caller (401) and bad
 * input (400). BankID signs against the bundled simulator over HTTP.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let bankId: Awaited<ReturnType<typeof startBankIdSimulator>>;
let filesDir: string;

beforeAll(async () => {
  bankId = await startBankIdSimulator();
  filesDir = await mkdtemp(path.join(os.tmpdir(), "signing-test-"));
  ({ app, database } = await createTestApp({
    inventory: "test",
    env: { BANKID_API_URL: bankId.url, FILE_STORAGE_DIR: filesDir },
  }));
});
afterAll(async () => {
  await app?.close();
  await bankId?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

const HOSTS = { sv: "localhost", no: "no.localhost", fi: "fi.localhost" } as const;

/** A verified buyer holding a fresh home with the booking cookie set, the steps before sign saved. */
async function holding(
  site: "sv" | "fi" = "sv",
  options: { stepsDone?: boolean; coBuyer?: string; securityNumber?: string } = {},
) {
  const home: BookableHome = await createBookableHome(database.db, { site });
  const buyer = options.securityNumber
    ? await (async (securityNumber: string) => {
        const customer = await createCustomer(database.db, { site, securityNumber });
        return { customer, securityNumber, browser: await loggedInBrowser(app, customer, { host: HOSTS[site] }) };
      })(options.securityNumber)
    : await verifiedBuyer(app, database, site);
  const started = await buyer.browser.post("/api/buyresidence/startbookingasync", { objectId: home.objectId });
  expect(started.statusCode, started.body).toBe(200);
  await holdsSettled(database);
  const bookingId = (started.json() as { id: string }).id;
  const cookie = await buyer.browser.post(`/api/buyresidence/buyresidencecookie/${home.objectId}`);
  expect(cookie.statusCode, cookie.body).toBe(200);
  if (options.stepsDone !== false) {
    const before =
      site === "fi" ? ["start-booking", "personal-info", "financing"] : ["start-booking", "personal-info", "documents"];
    const coBuyers = options.coBuyer
      ? [
          {
            firstName: "Maja",
            lastName: "Medköpare",
            identityNumber: options.coBuyer,
            email: "maja@example.se",
            phone: "070-1234567",
          },
        ]
      : [];
    await database.db
      .update(buyBookings)
      .set({ completedSteps: before, data: { "personal-info": { coBuyers } } })
      .where(eq(buyBookings.id, bookingId));
  }
  return { ...buyer, home, bookingId };
}

async function bookingRow(id: string) {
  const [row] = await database.db.select().from(buyBookings).where(eq(buyBookings.id, id));
  return row;
}

/** Signs the agreement with BankID in the simulator, as the sign step does through the documents API. */
async function signWithBankId(browser: BrowserClient, documentId: string, personalNumber: string) {
  const started = await browser.post(`/api/documents/${documentId}/sign/bank_id/start`, {});
  expect(started.statusCode, started.body).toBe(200);
  const { poolingId } = started.json() as { poolingId: string };
  expect((await browser.get(`/api/documents/sign/bank_id/status/${poolingId}`)).json()).toMatchObject({
    status: "Pending",
  });
  const orders = (await (await fetch(`${bankId.url}/sim/orders`)).json()) as {
    orders: { orderRef: string; requiredPersonalNumber?: string }[];
  };
  const order = orders.orders.find((candidate) => candidate.requiredPersonalNumber === personalNumber);
  if (!order) throw new Error("no pending BankID order for the buyer");
  const outcome = await fetch(`${bankId.url}/sim/orders/${order.orderRef}/outcome`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ outcome: "complete", personalNumber }),
  });
  expect(outcome.status).toBe(200);
  const done = await browser.get(`/api/documents/sign/bank_id/status/${poolingId}`);
  expect(done.json()).toMatchObject({ status: "Ok" });
}

async function payFee(bookingId: string, userId: string) {
  await database.db.insert(payments).values({
    paymentNumber: `T${Date.now()}${Math.floor(Math.random() * 1000)}`,
    site: "sv",
    userId,
    purpose: "bookingFee",
    bookingId,
    amountMinor: 500_000,
    currency: "SEK",
    status: "paid",
    paidAt: new Date(),
  });
}

describe("signcontract", () => {
  it("makes the purchase and its booking agreement once: the document id as text, the sign cookie set", async () => {
    const { browser, bookingId, customer, home } = await holding();
    const first = await browser.post("/api/buyresidence/signcontract", {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toContain("text/plain");
    const documentId = first.body;
    expect(documentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(browser.jar.has(SIGN_COOKIE)).toBe(true);
    const again = await browser.post("/api/buyresidence/signcontract", {});
    expect(again.body).toBe(documentId);

    const row = await bookingRow(bookingId);
    expect(row?.agreementDocumentId).toBe(documentId);
    const [purchase] = await database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, row?.purchaseId ?? ""));
    expect(purchase).toMatchObject({ objectId: home.objectId, status: "booked", site: "sv" });
    const buyers = await database.db
      .select()
      .from(userBookings)
      .where(eq(userBookings.purchaseId, purchase?.id ?? ""));
    expect(buyers.map((buyer) => [buyer.userId, buyer.role])).toEqual([[customer.userId, "buyer"]]);
    const documents = await database.db
      .select()
      .from(purchaseDocuments)
      .where(eq(purchaseDocuments.purchaseId, purchase?.id ?? ""));
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ kind: "bookingAgreement", action: "sign", status: "pending" });

    // The agreement as the sign step shows it: the text signed, the PDF.
    const agreement = await browser.get(`/api/buyresidence/agreement/${documentId}`);
    expect(agreement.json()).toMatchObject({
      id: documentId,
      method: "bank_id",
      signText: expect.stringContaining(documentId),
      downloadUrl: `/api/documents/${documentId}/file`,
    });
  });

  it("makes a co-buyer with a verified account of the same identity number a buyer too", async () => {
    const number = uniquePersonnummer();
    const coBuyer = await createCustomer(database.db, { securityNumber: number });
    const { browser, bookingId } = await holding("sv", { coBuyer: number });
    expect((await browser.post("/api/buyresidence/signcontract", {})).statusCode).toBe(200);
    const row = await bookingRow(bookingId);
    const buyers = await database.db
      .select()
      .from(userBookings)
      .where(eq(userBookings.purchaseId, row?.purchaseId ?? ""));
    expect(buyers.find((buyer) => buyer.userId === coBuyer.userId)?.role).toBe("coBuyer");
  });

  it("refuses before the earlier steps are done (409), without a booking (404), bad input (400), anonymous (401)", async () => {
    const { browser } = await holding("sv", { stepsDone: false });
    const early = await browser.post("/api/buyresidence/signcontract", {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: "stepsMissing", message: expect.stringContaining("steg") });

    const { browser: other } = await verifiedBuyer(app, database);
    expect((await other.post("/api/buyresidence/signcontract", {})).statusCode).toBe(404);
    expect((await browser.post("/api/buyresidence/signcontract", { bookingId: "not-a-uuid" })).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/buyresidence/signcontract",
      headers: { host: "localhost" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("another user with a copy of the booking cookie finds no booking (404)", async () => {
    const { browser } = await holding();
    const { browser: thief } = await verifiedBuyer(app, database);
    thief.jar.set(BOOKING_COOKIE, browser.jar.get(BOOKING_COOKIE) ?? "");
    const stolen = await thief.post("/api/buyresidence/signcontract", {});
    expect(stolen.statusCode).toBe(404);
    expect((await thief.post("/api/buyresidence/completebooking", {})).statusCode).toBe(404);
    expect((await thief.post("/api/buyresidence/signed", {})).statusCode).toBe(404);
  });
});

describe("the sign cookie", () => {
  it("reads false without a session, a cookie or with a forged one; the agreement once set; POST sets it from the booking", async () => {
    const anonymous = await app.inject({
      method: "GET",
      url: "/api/buyresidence/buyresidencesigncookie",
      headers: { host: "localhost" },
    });
    expect(anonymous.json()).toBe(false);
    const { browser, bookingId } = await holding();
    expect((await browser.get("/api/buyresidence/buyresidencesigncookie")).json()).toBe(false);
    expect((await browser.post("/api/buyresidence/buyresidencesigncookie", {})).json()).toBe(false);
    const documentId = (await browser.post("/api/buyresidence/signcontract", {})).body;
    expect((await browser.get("/api/buyresidence/buyresidencesigncookie")).json()).toEqual({ bookingId, documentId });
    browser.jar.set(SIGN_COOKIE, "forged.value");
    expect((await browser.get("/api/buyresidence/buyresidencesigncookie")).json()).toBe(false);
    expect((await browser.post("/api/buyresidence/buyresidencesigncookie", {})).json()).toEqual({
      bookingId,
      documentId,
    });
    expect((await browser.get("/api/buyresidence/buyresidencesigncookie")).json()).toEqual({ bookingId, documentId });
  });
});

describe("signing and completebooking", () => {
  it("signed with BankID, paid, completed once: the home booked, the cookies cleared, an e-mail with the agreement, a notification", async () => {
    // BankID's simulator knows its test persons only (src/features/eid/test-persons.ts).
    const { browser, bookingId, customer, home, securityNumber } = await holding("sv", {
      securityNumber: "198504122386",
    });
    const documentId = (await browser.post("/api/buyresidence/signcontract", {})).body;

    // Not signed yet: the sign step's check and completebooking say so.
    expect((await browser.post("/api/buyresidence/signed", {})).json().error.code).toBe("notSigned");
    const unsigned = await browser.post("/api/buyresidence/completebooking", {});
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().error.code).toBe("notSigned");

    await signWithBankId(browser, documentId, securityNumber);
    const signed = await browser.post("/api/buyresidence/signed", {});
    expect(signed.json()).toEqual({ next: "payment" });
    expect((await bookingRow(bookingId))?.completedSteps).toContain("sign");

    const unpaid = await browser.post("/api/buyresidence/completebooking", {});
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error).toMatchObject({
      code: "notPaid",
      message: expect.stringContaining("Bokningsavgiften"),
    });

    await payFee(bookingId, customer.userId);
    const completed = await browser.post("/api/buyresidence/completebooking", {});
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toEqual({ redirectTo: `/boka/klart/?bokning=${bookingId}` });
    expect(browser.jar.has(BOOKING_COOKIE)).toBe(false);
    expect(browser.jar.has(SIGN_COOKIE)).toBe(false);
    expect((await bookingRow(bookingId))?.status).toBe("completed");
    const [object] = await database.db.select().from(objects).where(eq(objects.id, home.objectId));
    expect(object?.status).toBe("booked");

    const mails = await database.db.select().from(outbox).where(eq(outbox.to, customer.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain("är klar");
    expect(mails[0]?.text).toContain(`?bokning=${bookingId}`);
    expect(mails[0]?.text).toContain("/mina-sidor/kopet-ar-klart/?kop=");
    expect(mails[0]?.text).toMatch(/Vänliga hälsningar\nNordhem/);
    const attachments = JSON.parse(mails[0]?.headers?.[ATTACHMENTS_KEY] ?? "[]") as {
      fileName: string;
      content: string;
    }[];
    expect(attachments.map((attachment) => attachment.fileName)).toEqual(["bokningsavtal.pdf"]);
    expect(
      Buffer.from(attachments[0]?.content ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const [notification] = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.userId), eq(notifications.subjectId, documentId)));
    expect(notification).toMatchObject({
      notificationType: "DocumentSigning",
      name: "booking_completed",
      resolvedAt: null,
    });

    // The signature is BankID's, with its evidence kept by the documents service.
    const [signature] = await database.db
      .select()
      .from(documentSignatures)
      .where(eq(documentSignatures.documentId, documentId));
    expect(signature?.method).toBe("bank_id");
  });

  it("completing twice answers the same success page and sends one e-mail", async () => {
    const { browser, bookingId, customer, securityNumber } = await holding("sv", { securityNumber: "199001012385" });
    const documentId = (await browser.post("/api/buyresidence/signcontract", {})).body;
    await signWithBankId(browser, documentId, securityNumber);
    await payFee(bookingId, customer.userId);
    const cookie = browser.jar.get(BOOKING_COOKIE) ?? "";
    const first = await browser.post("/api/buyresidence/completebooking", {});
    expect(first.statusCode).toBe(200);
    browser.jar.set(BOOKING_COOKIE, cookie);
    const second = await browser.post("/api/buyresidence/completebooking", {});
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await database.db.select().from(outbox).where(eq(outbox.to, customer.email))).toHaveLength(1);
  });

  it("Finland has no payment step: signed is enough", async () => {
    const fiNumber = "010101A901S";
    const home = await createBookableHome(database.db, { site: "fi" });
    const buyer = await createCustomer(database.db, { site: "fi", securityNumber: fiNumber });
    const browser = await loggedInBrowser(app, buyer, { host: HOSTS.fi });
    const started = await browser.post("/api/buyresidence/startbookingasync", { objectId: home.objectId });
    await holdsSettled(database);
    const bookingId = (started.json() as { id: string }).id;
    await browser.post(`/api/buyresidence/buyresidencecookie/${home.objectId}`);
    await database.db
      .update(buyBookings)
      .set({ completedSteps: ["start-booking", "personal-info", "financing"] })
      .where(eq(buyBookings.id, bookingId));
    const documentId = (await browser.post("/api/buyresidence/signcontract", {})).body;
    // The Finnish e-ID's signature (the OIDC round trip is in the journey and the documents' tests).
    await database.db
      .insert(documentSignatures)
      .values({ documentId, userId: buyer.userId, method: "signicat", signedText: "test", signedAt: new Date() });
    expect((await browser.post("/api/buyresidence/signed", {})).json()).toEqual({ next: "done" });
    const completed = await browser.post("/api/buyresidence/completebooking", {});
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toEqual({ redirectTo: `/varaus/kirja/success/?bokning=${bookingId}` });
  });

  it("an expired hold cannot be signed or completed (409)", async () => {
    const { browser, bookingId } = await holding();
    await database.db
      .update(buyBookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(buyBookings.id, bookingId));
    const refused = await browser.post("/api/buyresidence/signcontract", {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("notHeld");
    expect((await browser.post("/api/buyresidence/completebooking", {})).statusCode).toBe(409);
  });

  it("anonymous callers are refused (401) and bad input is 400 on every call", async () => {
    for (const url of [
      "/api/buyresidence/completebooking",
      "/api/buyresidence/signed",
      "/api/buyresidence/buyresidencesigncookie",
    ]) {
      const anonymous = await app.inject({ method: "POST", url, headers: { host: "localhost" }, payload: {} });
      expect(anonymous.statusCode, url).toBe(401);
    }
    const { browser } = await holding();
    for (const url of ["/api/buyresidence/completebooking", "/api/buyresidence/signed"]) {
      const bad = await browser.post(url, { bookingId: 42 });
      expect(bad.statusCode, url).toBe(400);
    }
    expect((await browser.get("/api/buyresidence/agreement/nope")).statusCode).toBe(400);
  });
});

describe("the order form's save", () => {
  it("saves the buyer's choices of the stage's options with their total; another user's purchase is 404; unknown options 400", async () => {
    const home = await createBookableHome(database.db);
    await giveInteriorOptions(database.db, home.stageId, ["kitchen", "flooring"]);
    const buyer = await createCustomer(database.db, { securityNumber: uniquePersonnummer() });
    const [purchase] = await database.db
      .insert(purchases)
      .values({ site: "sv", objectId: home.objectId, status: "booked" })
      .returning({ id: purchases.id });
    const purchaseId = purchase?.id ?? "";
    await database.db
      .insert(userBookings)
      .values({ userId: buyer.userId, objectId: home.objectId, site: "sv", purchaseId, role: "buyer" });
    const browser = await loggedInBrowser(app, buyer);
    const choices = { kitchen: `t${home.stageId}-kitchen-up`, flooring: `t${home.stageId}-flooring-std` };
    const saved = await browser.post(`/api/buyresidence/order/${purchaseId}`, { choices });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ total: 25_000 });
    const [order] = await database.db.select().from(interiorOrders).where(eq(interiorOrders.purchaseId, purchaseId));
    expect(order).toMatchObject({ userId: buyer.userId, choices, total: 25_000 });

    const unknown = await browser.post(`/api/buyresidence/order/${purchaseId}`, {
      choices: { kitchen: "another-stage" },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields[0]).toMatchObject({ field: "choices.kitchen" });
    expect((await browser.post(`/api/buyresidence/order/${purchaseId}`, { choices: { roof: "x" } })).statusCode).toBe(
      400,
    );
    expect((await browser.post("/api/buyresidence/order/not-a-uuid", { choices })).statusCode).toBe(400);

    const { browser: other } = await verifiedBuyer(app, database);
    expect((await other.post(`/api/buyresidence/order/${purchaseId}`, { choices })).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: "POST",
      url: `/api/buyresidence/order/${purchaseId}`,
      headers: { host: "localhost" },
      payload: { choices },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
