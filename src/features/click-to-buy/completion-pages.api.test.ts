import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { buyBookings, payments, users } from "~/db/schema";
import { createContentService } from "~/features/content/content.service";
import type { DocumentsService } from "~/features/documents/index.server";
import { authOfCustomer, createCustomer, loggedInBrowser, type TestCustomer } from "~/features/my-pages/test-customers";
import { PageNotFound } from "~/server/feature-module";
import { createFeatureModules } from "~/server/features";
import { SITES, type SiteCode } from "~/sites/sites";
import { createPageData, pageDataLoadersOf } from "~/templates/page-data.server";
import { createTestApp, testFeatureDeps } from "~/test/test-app";
import { createBookableHome, giveInteriorOptions } from "./test-bookings";
import { holdsSettled, uniquePersonnummer } from "./test-buyers";

/**
 * After completebooking (issue 18): the purchase shows in My Pages (documents with the signed
 * agreement, the timeline, my residence), the success page shows the booking, and the order form
 * and purchase notification show the buyer's own purchase only (another user: the 404 page).
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let filesDir: string;
let pageOf: (
  site: SiteCode,
  pathAndQuery: string,
  customer: TestCustomer | null,
) => Promise<{ template: string; data: unknown }>;
let recordSignature: (documentId: string, userId: string) => Promise<unknown>;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(os.tmpdir(), "completion-test-"));
  ({ app, database } = await createTestApp({ seed: true, inventory: "test", env: { FILE_STORAGE_DIR: filesDir } }));
  // The demo accounts hold the test persons' numbers: nothing here needs them.
  await database.db.update(users).set({ securityNumber: null, securityNumberVerified: false });
  const deps = testFeatureDeps(database, { FILE_STORAGE_DIR: filesDir });
  const features = createFeatureModules(deps);
  const content = createContentService({
    db: database.db,
    hostMap: deps.config.hostMap,
    siteVersion: () => "test",
    cacheSeconds: 0,
    dynamicPages: features.flatMap((feature) => feature.dynamicPages ?? []),
  });
  const pageData = createPageData(pageDataLoadersOf(features), { strict: true });
  pageOf = async (code, pathAndQuery, customer) => {
    const site = SITES[code];
    const url = new URL(pathAndQuery, "http://localhost");
    const result = await content.getPage({
      site,
      path: url.pathname,
      origin: url.origin,
      isLoggedIn: customer !== null,
    });
    if (result.kind !== "page") throw new Error(`${pathAndQuery}: ${result.kind}`);
    const page = await pageData(result.viewModel, { site, url, auth: customer ? authOfCustomer(customer) : undefined });
    return { template: page.currentComponent, data: page.viewModel.data };
  };
  const documents = (
    features.find((feature) => feature.name === "documents") as unknown as { documents: DocumentsService }
  ).documents;
  recordSignature = (documentId, userId) => documents.recordSignature(documentId, userId, "bank_id", "test", null);
});
afterAll(async () => {
  await app?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

/** A Swedish buyer's booking taken through the app to completion: held, signed, paid, completed. */
async function completedBooking() {
  const home = await createBookableHome(database.db, { site: "sv" });
  await giveInteriorOptions(database.db, home.stageId, ["kitchen"]);
  const customer = await createCustomer(database.db, { securityNumber: uniquePersonnummer() });
  const browser = await loggedInBrowser(app, customer);
  const started = await browser.post("/api/buyresidence/startbookingasync", { objectId: home.objectId });
  await holdsSettled(database);
  const bookingId = (started.json() as { id: string }).id;
  await browser.post(`/api/buyresidence/buyresidencecookie/${home.objectId}`);
  await database.db
    .update(buyBookings)
    .set({ completedSteps: ["start-booking", "personal-info", "documents"] })
    .where(eq(buyBookings.id, bookingId));
  const documentId = (await browser.post("/api/buyresidence/signcontract", {})).body;
  // The buyer's signature as the documents service records it after BankID (BankID itself: signing.api.test.ts).
  await recordSignature(documentId, customer.userId);
  await database.db.insert(payments).values({
    paymentNumber: `C${Date.now()}`,
    site: "sv",
    userId: customer.userId,
    purpose: "bookingFee",
    bookingId,
    amountMinor: 500_000,
    currency: "SEK",
    status: "paid",
    paidAt: new Date(),
  });
  const completed = await browser.post("/api/buyresidence/completebooking", {});
  expect(completed.statusCode, completed.body).toBe(200);
  const [row] = await database.db.select().from(buyBookings).where(eq(buyBookings.id, bookingId));
  return { home, customer, bookingId, documentId, purchaseId: row?.purchaseId ?? "" };
}

describe("the completed purchase in My Pages", () => {
  it("shows in documents (the signed agreement), the timeline and my residence", async () => {
    const { customer, documentId, home } = await completedBooking();
    const documents = await pageOf("sv", "/mina-sidor/mina-avtal/", customer);
    expect(documents.data).toMatchObject({
      view: "list",
      documents: [{ id: documentId, kind: "bookingAgreement", status: "done", doneByYou: true }],
    });
    const timeline = await pageOf("sv", "/mina-sidor/tidslinje/", customer);
    expect(timeline.data).toMatchObject({ projects: [{ stageId: home.stageId }] });
    const residence = await pageOf("sv", "/mina-sidor/min-bostad/", customer);
    expect(residence.data).toMatchObject({ homes: [{ objectId: home.objectId, status: "booked" }] });
  });
});

describe("the pages after the flow", () => {
  it("the success page shows the buyer's completed booking with the payment; others get the neutral page", async () => {
    const { customer, bookingId, documentId, home } = await completedBooking();
    const success = await pageOf("sv", `/boka/klart/?bokning=${bookingId}`, customer);
    expect(success.template).toBe("buyResidenceSuccess");
    expect(success.data).toMatchObject({
      object: { objectId: home.objectId, status: "booked" },
      agreementUrl: `/api/documents/${documentId}/file`,
      amountPaid: 5000,
      paymentNumber: expect.any(String),
      links: {
        documents: "/mina-sidor/mina-avtal/",
        timeline: "/mina-sidor/tidslinje/",
        purchase: expect.stringMatching(/^\/mina-sidor\/kopet-ar-klart\/\?kop=/),
        orderForm: expect.stringMatching(/^\/mina-sidor\/tillval\/\?kop=/),
      },
    });
    // The latest completed booking without ?bokning=; the complete page is the same.
    expect((await pageOf("sv", "/boka/bekraftelse/", customer)).data).toMatchObject({
      object: { objectId: home.objectId },
    });
    const other = await createCustomer(database.db);
    expect((await pageOf("sv", `/boka/klart/?bokning=${bookingId}`, other)).data).toBeNull();
    expect((await pageOf("sv", "/boka/klart/", null)).data).toBeNull();
    expect((await pageOf("sv", "/boka/klart/?bokning=junk", customer)).data).toBeNull();
  });

  it("the order form and the purchase notification are the buyer's own: others and bad ids are the 404 page", async () => {
    const { customer, purchaseId, home } = await completedBooking();
    const form = await pageOf("sv", `/mina-sidor/tillval/?kop=${purchaseId}`, customer);
    expect(form.template).toBe("orderForm");
    expect(form.data).toMatchObject({
      purchaseId,
      options: [
        { category: "kitchen", price: 0, isDefault: true },
        { category: "kitchen", price: 25_000 },
      ],
      ordered: null,
      currency: "SEK",
    });
    const notice = await pageOf("sv", `/mina-sidor/kopet-ar-klart/?kop=${purchaseId}`, customer);
    expect(notice.template).toBe("purchaseNotification");
    expect(notice.data).toMatchObject({
      purchaseId,
      object: { objectUrl: expect.any(String) },
      buyers: [{ firstName: customer.firstName }],
    });
    expect(home.objectId).toBeGreaterThan(0);
    const other = await createCustomer(database.db);
    for (const pathAndQuery of [
      `/mina-sidor/tillval/?kop=${purchaseId}`,
      `/mina-sidor/kopet-ar-klart/?kop=${purchaseId}`,
      "/mina-sidor/tillval/?kop=junk",
      "/mina-sidor/tillval/",
    ]) {
      await expect(pageOf("sv", pathAndQuery, other), pathAndQuery).rejects.toBeInstanceOf(PageNotFound);
    }
    await expect(pageOf("sv", `/mina-sidor/tillval/?kop=${purchaseId}`, null)).rejects.toBeInstanceOf(PageNotFound);
  });
});
