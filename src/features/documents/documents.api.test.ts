import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { documentSignatures, notifications, purchaseDocuments, purchases, users } from "~/db/schema";
import { browserClient } from "~/features/account/account-test-client";
import { createContentService } from "~/features/content/content.service";
import { startBankIdSimulator } from "~/features/eid/bankid/simulator/bankid-simulator";
import { formAction, TestBrowser } from "~/features/eid/oidc/oidc-test-browser";
import { type OidcSimulator, startOidcSimulator } from "~/features/eid/oidc/simulator/oidc-simulator";
import { createCustomer, loggedInBrowser, type TestCustomer } from "~/features/my-pages/test-customers";
import { createNotificationsService } from "~/features/notifications/index.server";
import { PageNotFound } from "~/server/feature-module";
import { createFeatureModules } from "~/server/features";
import { createFileStorage, createLocalDiskStore } from "~/server/files";
import { SITES } from "~/sites/sites";
import { createPageData, pageDataLoadersOf } from "~/templates/page-data.server";
import { createTestApp, testFeatureDeps } from "~/test/test-app";
import { createDocumentsService, type DocumentsService, SIGN_STARTS_PER_HOUR } from "./documents.service";
import { signCallbackPath } from "./schema";

/**
 * The documents of a purchase through the app: the list and a document's pages, signing with
 * BankID against the bundled simulator over HTTP, approval, download, co-buyers who each sign,
 * and for every route another user's document (404) and an anonymous caller (401).
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let bankId: Awaited<ReturnType<typeof startBankIdSimulator>>;
let oidc: OidcSimulator;
let filesDir: string;
let documents: DocumentsService;

// Swedish test persons of the simulators (src/features/eid/test-persons.ts).
const ANNA = "198504122386";
const ERIK = "199001012385";
const SARA = "199508152387";
const LARS = "196005222382";
// Norway's e-ident test persons.
const OLA = "23847510110";
const KARI = "31929910020";
const EIDENT_CALLBACK = `http://no.localhost${signCallbackPath("eident")}`;

beforeAll(async () => {
  bankId = await startBankIdSimulator();
  oidc = await startOidcSimulator({
    clients: [{ clientId: "nordhem-eident", clientSecret: "eident-test-secret", redirectUris: [EIDENT_CALLBACK] }],
  });
  filesDir = await mkdtemp(path.join(os.tmpdir(), "documents-test-"));
  ({ app, database } = await createTestApp({
    seed: true,
    inventory: "test",
    env: {
      BANKID_API_URL: bankId.url,
      EIDENT_ISSUER_URL: oidc.issuerOf("no"),
      EIDENT_CLIENT_ID: "nordhem-eident",
      EIDENT_CLIENT_SECRET: "eident-test-secret",
      FILE_STORAGE_DIR: filesDir,
    },
  }));
  // The demo accounts hold the test persons' numbers; the buyers here take them over.
  await database.db.update(users).set({ securityNumber: null, securityNumberVerified: false });
  // The same service the app runs, on the same database and files: to make documents as the buy flow would.
  documents = createDocumentsService({
    db: database.db,
    clock: () => new Date(),
    files: createFileStorage({ db: database.db, store: createLocalDiskStore(filesDir) }),
    notifications: createNotificationsService({ db: database.db, clock: () => new Date() }),
    providers: {},
  });
});
afterAll(async () => {
  await app?.close();
  await Promise.all([bankId?.close(), oidc?.close()]);
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

async function completeOrder(personalNumber: string) {
  const orders = (await (await fetch(`${bankId.url}/sim/orders`)).json()) as {
    orders: { orderRef: string; requiredPersonalNumber?: string; userVisibleData?: string }[];
  };
  const order = orders.orders.find((candidate) => candidate.requiredPersonalNumber === personalNumber);
  if (!order) throw new Error(`no pending order for ${personalNumber}`);
  const done = await fetch(`${bankId.url}/sim/orders/${order.orderRef}/outcome`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ outcome: "complete", personalNumber }),
  });
  expect(done.status).toBe(200);
  return order;
}

async function buyerWithContract(personalNumber: string) {
  const buyer = await createCustomer(database.db, { purchase: {}, securityNumber: personalNumber });
  const documentId = await documents.createPurchaseDocument(buyer.purchaseId as string, "purchaseContract", "sign");
  return { buyer, documentId, browser: await loggedInBrowser(app, buyer) };
}

async function signWithBankId(browser: Awaited<ReturnType<typeof loggedInBrowser>>, documentId: string, who: string) {
  const started = await browser.post(`/api/documents/${documentId}/sign/bank_id/start`, {});
  expect(started.statusCode, started.body).toBe(200);
  const { poolingId, autoStartUrl } = started.json();
  expect(autoStartUrl).toContain("autostarttoken=");
  const pending = await browser.get(`/api/documents/sign/bank_id/status/${poolingId}`);
  expect(pending.json()).toMatchObject({ status: "Pending", qrSvg: expect.stringContaining("<svg") });
  const order = await completeOrder(who);
  const done = await browser.get(`/api/documents/sign/bank_id/status/${poolingId}`);
  expect(done.json()).toMatchObject({
    status: "Ok",
    redirectTo: `/mina-sidor/mina-avtal/?dokument=${documentId}&klart=1`,
  });
  return order;
}

describe("documents of a purchase", () => {
  it("lists the buyer's documents with the buyers, and hasdocuments answers from them", async () => {
    const buyer = await createCustomer(database.db, { purchase: {} });
    const browser = await loggedInBrowser(app, buyer);
    expect((await browser.get("/api/hasdocuments")).json()).toBe(false);
    const documentId = await documents.createPurchaseDocument(buyer.purchaseId as string, "bookingAgreement", "sign");
    expect((await browser.get("/api/hasdocuments")).json()).toBe(true);
    const [listed] = await documents.list(buyer.userId, SITES.sv);
    expect(listed).toMatchObject({
      id: documentId,
      kind: "bookingAgreement",
      status: "pending",
      doneByYou: false,
      buyers: [{ you: true, doneAt: null }],
      downloadUrl: `/api/documents/${documentId}/file`,
    });
    // Not on another site, and not for a succession purchase.
    expect(await documents.list(buyer.userId, SITES.no)).toEqual([]);
    // The English sub-site's My Pages show the Swedish purchase's documents (decision 031).
    expect((await documents.list(buyer.userId, SITES.sv_en)).map((found) => found.id)).toEqual([documentId]);
    await database.db
      .update(purchases)
      .set({ succession: true })
      .where(eq(purchases.id, buyer.purchaseId as string));
    expect((await browser.get("/api/hasdocuments")).json()).toBe(false);
    // Each buyer is told it waits for them.
    const [notification] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, documentId));
    expect(notification).toMatchObject({
      userId: buyer.userId,
      notificationType: "DocumentSigning",
      name: "awaiting_signature",
    });
  });

  it("signs the contract with BankID: the text shown is the text signed, the document done, the purchase contracted", async () => {
    const { buyer, documentId, browser } = await buyerWithContract(ANNA);
    const order = await signWithBankId(browser, documentId, ANNA);
    const [document] = await database.db.select().from(purchaseDocuments).where(eq(purchaseDocuments.id, documentId));
    expect(document?.status).toBe("done");
    const [signature] = await database.db
      .select()
      .from(documentSignatures)
      .where(eq(documentSignatures.documentId, documentId));
    expect(signature).toMatchObject({ userId: buyer.userId, method: "bank_id" });
    expect(signature?.signedText).toContain("Köpekontrakt");
    expect(order.userVisibleData).toBe(signature?.signedText);
    expect(JSON.parse(signature?.evidence ?? "{}")).toMatchObject({
      signature: expect.any(String),
      ocspResponse: expect.any(String),
    });
    const [purchase] = await database.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, buyer.purchaseId as string));
    expect(purchase).toMatchObject({ status: "contracted", contractDate: new Date().toISOString().slice(0, 10) });
    const [notification] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, documentId));
    expect(notification?.resolvedAt).not.toBeNull();
    // Signed once: a second start is refused.
    expect((await browser.post(`/api/documents/${documentId}/sign/bank_id/start`, {})).statusCode).toBe(409);
  });

  it("co-buyers each sign; the document is done only when both have", async () => {
    const erik = await createCustomer(database.db, { purchase: {}, securityNumber: ERIK });
    const sara = await createCustomer(database.db, {
      purchase: { coBuyerOf: erik.purchaseId },
      securityNumber: SARA,
    });
    const documentId = await documents.createPurchaseDocument(erik.purchaseId as string, "purchaseContract", "sign");
    const erikBrowser = await loggedInBrowser(app, erik);
    await signWithBankId(erikBrowser, documentId, ERIK);
    const statusOf = async () =>
      (await database.db.select().from(purchaseDocuments).where(eq(purchaseDocuments.id, documentId)))[0]?.status;
    expect(await statusOf()).toBe("pending");
    const [forSara] = await documents.list(sara.userId, SITES.sv);
    expect(forSara?.buyers).toEqual([
      expect.objectContaining({ you: false, doneAt: expect.any(String) }),
      expect.objectContaining({ you: true, doneAt: null }),
    ]);
    await signWithBankId(await loggedInBrowser(app, sara), documentId, SARA);
    expect(await statusOf()).toBe("done");
  });

  it("a cancelled BankID signing records nothing", async () => {
    const { documentId, browser } = await buyerWithContract(LARS);
    const { poolingId } = (await browser.post(`/api/documents/${documentId}/sign/bank_id/start`, {})).json();
    expect((await browser.post(`/api/documents/sign/bank_id/cancel/${poolingId}`, {})).statusCode).toBe(200);
    expect((await browser.get(`/api/documents/sign/bank_id/status/${poolingId}`)).json()).toMatchObject({
      status: "Cancelled",
      message: expect.any(String),
    });
    expect(
      await database.db.select().from(documentSignatures).where(eq(documentSignatures.documentId, documentId)),
    ).toEqual([]);
  });

  it("a user starts at most SIGN_STARTS_PER_HOUR signings an hour, then 429", async () => {
    const { documentId, browser } = await buyerWithContract("198803142382");
    for (let start = 0; start < SIGN_STARTS_PER_HOUR; start++) {
      const response = await browser.post(`/api/documents/${documentId}/sign/bank_id/start`, {});
      expect(response.statusCode).toBe(200);
      await browser.post(`/api/documents/sign/bank_id/cancel/${response.json().poolingId}`, {});
    }
    const refused = await browser.post(`/api/documents/${documentId}/sign/bank_id/start`, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("a buyer without a verified identity number is told to activate BankID first", async () => {
    const buyer = await createCustomer(database.db, { purchase: {} });
    const documentId = await documents.createPurchaseDocument(buyer.purchaseId as string, "purchaseContract", "sign");
    const browser = await loggedInBrowser(app, buyer);
    const refused = await browser.post(`/api/documents/${documentId}/sign/bank_id/start`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: "needsIdentity", message: expect.stringContaining("BankID") });
    expect((await documents.documentFor(buyer.userId, SITES.sv, documentId))?.needsIdentity).toBe(true);
  });

  it("approves an approve-only document with one call", async () => {
    const buyer = await createCustomer(database.db, { purchase: {} });
    const documentId = await documents.createPurchaseDocument(buyer.purchaseId as string, "interiorChoices", "approve");
    const browser = await loggedInBrowser(app, buyer);
    // Approve-only: no signing.
    expect((await browser.post(`/api/documents/${documentId}/sign/bank_id/start`, {})).statusCode).toBe(409);
    const approved = await browser.post(`/api/documents/${documentId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "done",
      redirectTo: expect.stringContaining(`dokument=${documentId}`),
    });
    expect((await browser.post(`/api/documents/${documentId}/approve`, {})).statusCode).toBe(409);
  });

  it("downloads the PDF as an attachment, streamed, with nosniff", async () => {
    const buyer = await createCustomer(database.db, { purchase: {} });
    const documentId = await documents.createPurchaseDocument(buyer.purchaseId as string, "bookingAgreement", "sign");
    const browser = await loggedInBrowser(app, buyer);
    const response = await browser.get(`/api/documents/${documentId}/file`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="bokningsavtal.pdf"; filename*=UTF-8''bokningsavtal.pdf`,
    );
    // The stored PDF, whole: a reader (pdf-lib) opens it, with the document's title.
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe("Bokningsavtal");
  });
});

describe("signing in Norway with e-ident (OpenID Connect)", () => {
  /** The provider's login page in a browser of its own, as `personalNumber`; answers the app's redirect after the callback. */
  async function identifyAt(
    browser: Awaited<ReturnType<typeof loggedInBrowser>>,
    redirectUrl: string,
    personalNumber: string,
  ) {
    const provider = new TestBrowser(EIDENT_CALLBACK);
    const page = await provider.navigate(redirectUrl);
    if (page.kind !== "page") throw new Error("expected the provider's login page");
    const html = await page.response.text();
    const callback = await provider.submitForm(formAction(html, "login-form", page.url), { personalNumber });
    if (callback.kind !== "callback") throw new Error("expected the provider to return to the callback");
    const returned = await browser.get(`${callback.url.pathname}${callback.url.search}`);
    expect(returned.statusCode).toBe(303);
    return String(returned.headers.location);
  }

  it("a fresh identification of the buyer signs the document; the receipt is next", async () => {
    const ola = await createCustomer(database.db, { site: "no", purchase: {}, securityNumber: OLA });
    const documentId = await documents.createPurchaseDocument(ola.purchaseId as string, "purchaseContract", "sign");
    const browser = await loggedInBrowser(app, ola, { host: "no.localhost" });
    // Norway does not sign with Swedish BankID.
    expect((await browser.post(`/api/documents/${documentId}/sign/bank_id/start`, {})).statusCode).toBe(409);
    const started = await browser.post(`/api/documents/${documentId}/sign/eident/start`, {});
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().redirectUrl.startsWith(`${oidc.issuerOf("no")}/`)).toBe(true);
    const location = await identifyAt(browser, started.json().redirectUrl, OLA);
    expect(location).toBe(`/mine-sider/mine-avtaler/?dokument=${documentId}&klart=1`);
    const [signature] = await database.db
      .select()
      .from(documentSignatures)
      .where(eq(documentSignatures.documentId, documentId));
    expect(signature).toMatchObject({
      userId: ola.userId,
      method: "eident",
      signedText: expect.stringContaining("Kjøpekontrakt"),
    });
    const [document] = await database.db.select().from(purchaseDocuments).where(eq(purchaseDocuments.id, documentId));
    expect(document?.status).toBe("done");
  });

  it("someone else's identification signs nothing", async () => {
    const buyer = await createCustomer(database.db, { site: "no", purchase: {}, securityNumber: "12889010051" });
    const documentId = await documents.createPurchaseDocument(buyer.purchaseId as string, "purchaseContract", "sign");
    const browser = await loggedInBrowser(app, buyer, { host: "no.localhost" });
    const started = await browser.post(`/api/documents/${documentId}/sign/eident/start`, {});
    const location = await identifyAt(browser, started.json().redirectUrl, KARI);
    expect(location).toBe(`/mine-sider/mine-avtaler/?dokument=${documentId}#signfailed`);
    expect(
      await database.db.select().from(documentSignatures).where(eq(documentSignatures.documentId, documentId)),
    ).toEqual([]);
  });
  it("a signing started with a return path (the buy flow) comes back there with #signed or #signfailed", async () => {
    // Ola's number is free again for a buyer of their own (the numbers are unique per account).
    await database.db.update(users).set({ securityNumber: null }).where(eq(users.securityNumber, OLA));
    const ola = await createCustomer(database.db, { site: "no", purchase: {}, securityNumber: OLA });
    const documentId = await documents.createPurchaseDocument(ola.purchaseId as string, "bookingAgreement", "sign");
    const browser = await loggedInBrowser(app, ola, { host: "no.localhost" });
    // Another host is no return path: only a path of this site is.
    for (const returnPath of ["https://evil.example/", "//evil.example/", "/kjop/?x=1"]) {
      const refused = await browser.post(`/api/documents/${documentId}/sign/eident/start`, { returnPath });
      expect(refused.statusCode, returnPath).toBe(400);
    }
    const failing = await browser.post(`/api/documents/${documentId}/sign/eident/start`, {
      returnPath: "/kjop/kontrakt/",
    });
    expect(await identifyAt(browser, failing.json().redirectUrl, KARI)).toBe("/kjop/kontrakt/#signfailed");
    const started = await browser.post(`/api/documents/${documentId}/sign/eident/start`, {
      returnPath: "/kjop/kontrakt/",
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await identifyAt(browser, started.json().redirectUrl, OLA)).toBe("/kjop/kontrakt/#signed");
    const signatures = await database.db
      .select()
      .from(documentSignatures)
      .where(eq(documentSignatures.documentId, documentId));
    expect(signatures.map((signature) => signature.userId)).toEqual([ola.userId]);
  });
});

describe("authorization: another user's document is not found, an anonymous caller is refused", () => {
  let owner: TestCustomer;
  let documentId: string;
  let approveId: string;
  let ownersAttempt: string;

  beforeAll(async () => {
    owner = await createCustomer(database.db, { purchase: {}, securityNumber: "197211302380" });
    documentId = await documents.createPurchaseDocument(owner.purchaseId as string, "purchaseContract", "sign");
    approveId = await documents.createPurchaseDocument(owner.purchaseId as string, "interiorChoices", "approve");
    const browser = await loggedInBrowser(app, owner);
    ownersAttempt = (await browser.post(`/api/documents/${documentId}/sign/bank_id/start`, {})).json().poolingId;
  });

  const routes = () => [
    { method: "GET", url: `/api/documents/${documentId}/file` },
    { method: "POST", url: `/api/documents/${approveId}/approve` },
    { method: "POST", url: `/api/documents/${documentId}/sign/bank_id/start` },
    { method: "POST", url: `/api/documents/${documentId}/sign/eident/start` },
  ];

  it("answers 404 to another user for every document route, and their attempt is unknown", async () => {
    const other = await createCustomer(database.db, { purchase: {} });
    const browser = await loggedInBrowser(app, other);
    for (const route of routes()) {
      const response = route.method === "GET" ? await browser.get(route.url) : await browser.post(route.url, {});
      expect(response.statusCode, route.url).toBe(404);
    }
    const poll = await browser.get(`/api/documents/sign/bank_id/status/${ownersAttempt}`);
    expect(poll.json()).toMatchObject({ status: "InvalidInput" });
    await browser.post(`/api/documents/sign/bank_id/cancel/${ownersAttempt}`, {});
    const owners = await loggedInBrowser(app, owner);
    expect((await owners.get(`/api/documents/sign/bank_id/status/${ownersAttempt}`)).json().status).toBe("Pending");
  });

  it("answers 401 to an anonymous caller for every route", async () => {
    const anonymous = browserClient(app, "localhost");
    const all = [
      ...routes(),
      { method: "GET", url: `/api/documents/sign/bank_id/status/${ownersAttempt}` },
      { method: "POST", url: `/api/documents/sign/bank_id/cancel/${ownersAttempt}` },
      { method: "GET", url: "/api/hasdocuments" },
      { method: "GET", url: "/api/documents/sign/eident/callback?state=x&code=y" },
    ];
    for (const route of all) {
      const response = route.method === "GET" ? await anonymous.get(route.url) : await anonymous.post(route.url, {});
      expect(response.statusCode, route.url).toBe(401);
    }
  });

  it("a bad document id is a translated 400, never a 500", async () => {
    const browser = await loggedInBrowser(app, owner);
    const response = await browser.get("/api/documents/../../etc/passwd/file");
    expect(response.statusCode).toBeLessThan(500);
    const bad = await browser.get("/api/documents/not-a-uuid/file");
    expect(bad.statusCode).toBe(400);
  });
});

describe("the documents page and its sub-pages", () => {
  it("lists, shows one document and its receipt; another user's document is the 404 page", async () => {
    const deps = testFeatureDeps(database, { FILE_STORAGE_DIR: filesDir });
    const features = createFeatureModules(deps);
    const content = createContentService({
      db: database.db,
      hostMap: deps.config.hostMap,
      siteVersion: () => "test",
      cacheSeconds: 0,
      dynamicPages: [],
    });
    const pageData = createPageData(pageDataLoadersOf(features), { strict: true });
    const site = SITES.sv;
    const owner = await createCustomer(database.db, { purchase: {} });
    const other = await createCustomer(database.db, { purchase: {} });
    const documentId = await documents.createPurchaseDocument(owner.purchaseId as string, "interiorChoices", "approve");
    const { authOfCustomer } = await import("~/features/my-pages/test-customers");
    let roundTrips = 0;
    const pageOf = async (pathAndQuery: string, customer: TestCustomer) => {
      const url = new URL(pathAndQuery, "http://localhost");
      const result = await content.getPage({ site, path: url.pathname, origin: url.origin, isLoggedIn: true });
      if (result.kind !== "page") throw new Error(result.kind);
      // The page's own data, after the (cached) page itself.
      roundTrips = 0;
      return pageData(result.viewModel, { site, url, auth: authOfCustomer(customer) });
    };
    const base = site.urls.myAgreements as string;
    // Round trips to the database of each page's data (issue 15: at most 6), counted at the driver.
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      roundTrips++;
      return query(...args);
    };
    const counted = async (pathAndQuery: string, customer: TestCustomer) => {
      const page = await pageOf(pathAndQuery, customer);
      expect(roundTrips, pathAndQuery).toBeGreaterThan(0);
      expect(roundTrips, pathAndQuery).toBeLessThanOrEqual(6);
      return page;
    };
    await counted(base, owner);
    await counted(`${base}?dokument=${documentId}`, owner);
    client.query = query;
    const list = await pageOf(base, owner);
    expect(list.viewModel.data).toMatchObject({ view: "list", documents: [{ id: documentId }] });
    const action = await pageOf(`${base}?dokument=${documentId}`, owner);
    expect(action.viewModel.data).toMatchObject({
      view: "action",
      document: { id: documentId, method: "approve", signText: expect.stringContaining("godkänner") },
    });
    // The receipt only once the user has done it.
    expect((await pageOf(`${base}?dokument=${documentId}&klart=1`, owner)).viewModel.data).toMatchObject({
      view: "action",
    });
    await documents.approve(owner.userId, site, documentId);
    expect((await pageOf(`${base}?dokument=${documentId}&klart=1`, owner)).viewModel.data).toMatchObject({
      view: "done",
    });
    for (const query of [`?dokument=${documentId}`, "?dokument=nonsense"]) {
      const page = await pageOf(`${base}${query}`, other).catch((error: unknown) => error);
      const status = page instanceof PageNotFound ? 404 : (page as { status: number }).status;
      expect(status, query).toBe(404);
    }
    for (const feature of features) await feature.close?.();
  });
});
