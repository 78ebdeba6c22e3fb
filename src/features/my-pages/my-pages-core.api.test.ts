import { and, eq, gt, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client";
import {
  documentSignatures,
  myPagesNews,
  objects,
  projectPhases,
  purchaseDocuments,
  showingBookings,
  showings,
  stages,
  userPayments,
} from "~/db/schema";
import { writeMyPagesContent } from "~/db/seed/my-pages";
import type { AuthContext } from "~/features/account/schema";
import { type ContentService, createContentService } from "~/features/content/content.service";
import { type FeatureModule, PageNotFound } from "~/server/feature-module";
import { createFeatureModules } from "~/server/features";
import { SITES, type SiteCode, type UrlKey } from "~/sites/sites";
import { createPageData, pageDataLoadersOf } from "~/templates/page-data.server";
import { createTestApp, testFeatureDeps } from "~/test/test-app";
import { myPagesFeature } from "./my-pages.module";
import { createMyPagesShell } from "./my-pages-shell.server";
import { authOfCustomer, createCustomer, isoDay, type TestCustomer } from "./test-customers";

/**
 * The My Pages core pages (overview, news, my residence, timeline, contacts, errands) as their
 * templates get them: the owner's content, never another user's, the board portal's variant, and
 * the menu's gate (a page outside the user's menu is PageNotFound, the 404 page). Over HTTP (the
 * 404 and the login redirect) in my-pages-core-http.api.test.ts.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let db: Database;
let features: FeatureModule[];
let content: ContentService;
let pageData: ReturnType<typeof createPageData>;
const now = new Date();

beforeAll(async () => {
  ({ app, database } = await createTestApp({ seed: true, inventory: "test" }));
  db = database.db;
  await writeMyPagesContent(db, now);
  const deps = testFeatureDeps(database);
  features = createFeatureModules(deps);
  content = createContentService({
    db,
    hostMap: deps.config.hostMap,
    siteVersion: () => "test",
    cacheSeconds: 0,
    dynamicPages: features.flatMap((feature) => feature.dynamicPages ?? []),
  });
  pageData = createPageData(pageDataLoadersOf(features), { strict: true });
});
afterAll(async () => {
  for (const feature of features ?? []) await feature.close?.();
  await app?.close();
});

/** The page of `key` on the site as its template gets it, for the user of `auth`. */
async function page(code: SiteCode, key: UrlKey, auth: AuthContext) {
  const site = SITES[code];
  const path = site.urls[key];
  if (!path) throw new Error(`${code} has no ${key}`);
  const url = new URL(path, "http://localhost");
  const result = await content.getPage({ site, path, origin: url.origin, isLoggedIn: true });
  if (result.kind !== "page") throw new Error(`${path}: ${result.kind}`);
  return pageData(result.viewModel, { site, url, auth });
}

/** The data of the page, typed loosely for assertions. */
async function dataOf(code: SiteCode, key: UrlKey, auth: AuthContext) {
  const vm = await page(code, key, auth);
  expect(vm.status).toBe(200);
  return vm.viewModel.data as unknown as Record<string, unknown> & { menu: { items: { key: string }[] } };
}

async function stageOfHome(objectId: number) {
  const [row] = await db
    .select({
      stageId: objects.stageId,
      projectPhase: stages.projectPhase,
      name: stages.name,
      contacts: stages.contacts,
    })
    .from(objects)
    .innerJoin(stages, eq(stages.id, objects.stageId))
    .where(eq(objects.id, objectId));
  if (!row) throw new Error("no stage");
  return row;
}

async function addDocument(customer: TestCustomer, kind: string, action: "sign" | "approve" = "sign") {
  if (!customer.purchaseId) throw new Error("no purchase");
  const [document] = await db
    .insert(purchaseDocuments)
    .values({ purchaseId: customer.purchaseId, kind, action })
    .returning({ id: purchaseDocuments.id });
  if (!document) throw new Error("no document");
  return document.id;
}

describe("the overview", () => {
  it("shows what needs the buyer now: documents to sign, unpaid payments, showings ahead, the next milestone", async () => {
    const buyer = await createCustomer(db, { vip: true, purchase: { status: "booked" } });
    await addDocument(buyer, "purchaseContract");
    await addDocument(buyer, "interiorChoices", "approve");
    const signed = await addDocument(buyer, "bookingAgreement");
    await db.insert(documentSignatures).values({ documentId: signed, userId: buyer.userId, method: "bank_id" });
    await db.insert(userPayments).values([
      { userId: buyer.userId, site: "sv", status: "NotPaid", amount: 1500 },
      { userId: buyer.userId, site: "sv", status: "Paid", amount: 1500 },
      { userId: buyer.userId, site: "no", status: "NotPaid", amount: 500 },
    ]);
    const [showing] = await db
      .select({ id: showings.id, location: showings.location })
      .from(showings)
      .innerJoin(stages, eq(stages.id, showings.stageId))
      .where(and(eq(stages.site, "sv"), gt(showings.startsAt, now)))
      .limit(1);
    if (!showing) throw new Error("the test inventory has no showing ahead");
    await db.insert(showingBookings).values({
      showingId: showing.id,
      firstName: buyer.firstName,
      lastName: "Provsson",
      email: buyer.email,
      phone: "070-123 45 67",
      userId: buyer.userId,
    });
    // Someone else's pending document and payment are not the buyer's.
    const other = await createCustomer(db, { purchase: {} });
    await addDocument(other, "purchaseContract");
    await db.insert(userPayments).values({ userId: other.userId, site: "sv", status: "Reminder1", amount: 1 });

    const data = await dataOf("sv", "myPages", authOfCustomer(buyer));
    expect(data).toMatchObject({ documentsToSign: 2, unpaidPayments: 1 });
    expect(data.showings).toEqual([expect.objectContaining({ location: showing.location, confirmed: false })]);
    const stage = await stageOfHome(buyer.objectId ?? 0);
    if (stage.projectPhase < 10) {
      expect(data.milestones).toEqual([
        expect.objectContaining({ stageName: stage.name, phase: stage.projectPhase + 1 }),
      ]);
    }
    expect((data.news as unknown[]).length).toBeLessThanOrEqual(3);
    expect((data.news as unknown[]).length).toBeGreaterThan(0);
  });

  it("counts a co-buyer's own signature: signed by one, still waiting for the other", async () => {
    const first = await createCustomer(db, { purchase: {} });
    const second = await createCustomer(db, { purchase: { coBuyerOf: first.purchaseId } });
    const document = await addDocument(first, "purchaseContract");
    await db.insert(documentSignatures).values({ documentId: document, userId: first.userId, method: "bank_id" });
    expect(await dataOf("sv", "myPages", authOfCustomer(first))).toMatchObject({ documentsToSign: 0 });
    expect(await dataOf("sv", "myPages", authOfCustomer(second))).toMatchObject({ documentsToSign: 1 });
  });

  it("has nothing for a new customer but the site's news", async () => {
    const customer = await createCustomer(db);
    const data = await dataOf("sv", "myPages", authOfCustomer(customer));
    expect(data).toMatchObject({ documentsToSign: 0, unpaidPayments: 0, showings: [], milestones: [] });
    expect(data.news).toEqual(expect.arrayContaining([expect.objectContaining({ stageName: null })]));
  });

  it("is the board portal for a board member: the association, no purchases, no news", async () => {
    const member = await createCustomer(db, { associations: [1], purchase: {} });
    await addDocument(member, "purchaseContract");
    const data = await dataOf("sv", "myPages", authOfCustomer(member, "boardMember", 1));
    expect(data).toMatchObject({
      menu: { board: true, associationName: "Brf Ekbacken" },
      documentsToSign: 0,
      showings: [],
      news: [],
    });
    expect(data.menu.items.map((item) => item.key)).toEqual(["myPages", "myErrands", "myContact"]);
  });
});

describe("the news", () => {
  it("lists the site's news and the news of the user's projects, newest first, and no other project's", async () => {
    const buyer = await createCustomer(db, { purchase: {} });
    const stage = await stageOfHome(buyer.objectId ?? 0);
    const [otherStage] = await db
      .select({ id: stages.id })
      .from(stages)
      .where(and(eq(stages.site, "sv"), ne(stages.id, stage.stageId)))
      .limit(1);
    await db.insert(myPagesNews).values([
      { site: "sv", stageId: stage.stageId, title: "Eget projekt", summary: "s", body: "b", publishedAt: now },
      { site: "sv", stageId: otherStage?.id ?? 0, title: "Annat projekt", summary: "s", body: "b", publishedAt: now },
      // Not published yet.
      {
        site: "sv",
        stageId: null,
        title: "Framtida",
        summary: "s",
        body: "b",
        publishedAt: new Date(now.getTime() + 86_400_000),
      },
    ]);
    const data = await dataOf("sv", "myNews", authOfCustomer(buyer));
    const news = data.news as { title: string; stageName: string | null; publishedAt: string; body: string }[];
    const titles = news.map((item) => item.title);
    expect(titles).toContain("Eget projekt");
    expect(titles).not.toContain("Annat projekt");
    expect(titles).not.toContain("Framtida");
    expect(news.find((item) => item.title === "Eget projekt")).toMatchObject({ stageName: stage.name, body: "b" });
    expect(news.filter((item) => item.stageName === null).length).toBeGreaterThanOrEqual(3);
    const times = news.map((item) => new Date(item.publishedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("is in no menu of a board member", async () => {
    const member = await createCustomer(db, { associations: [2] });
    await expect(page("sv", "myNews", authOfCustomer(member, "boardMember", 2))).rejects.toBeInstanceOf(PageNotFound);
  });
});

describe("my residence", () => {
  it("shows each purchased home with its facts, documents, phases, contacts and buyers", async () => {
    const buyer = await createCustomer(db, { purchase: { status: "contracted", entryDate: isoDay(90) } });
    const coBuyer = await createCustomer(db, { purchase: { coBuyerOf: buyer.purchaseId } });
    const contract = await addDocument(buyer, "purchaseContract");
    await db.insert(documentSignatures).values({ documentId: contract, userId: coBuyer.userId, method: "bank_id" });
    const stranger = await createCustomer(db, { purchase: {} });

    const data = await dataOf("sv", "myResidence", authOfCustomer(coBuyer));
    const homes = data.homes as Record<string, unknown>[];
    expect(homes).toHaveLength(1);
    const stage = await stageOfHome(buyer.objectId ?? 0);
    expect(homes[0]).toMatchObject({
      purchaseId: buyer.purchaseId,
      objectId: buyer.objectId,
      status: "contracted",
      entryDate: isoDay(90),
      stageName: stage.name,
      currentPhase: stage.projectPhase,
      documents: [{ id: contract, kind: "purchaseContract", status: "pending", doneByMe: true }],
    });
    expect(homes[0]?.buyers).toEqual([
      { name: `${coBuyer.firstName} Provsson`, me: true },
      { name: `${buyer.firstName} Provsson`, me: false },
    ]);
    expect(homes[0]?.phases).toHaveLength(11);
    expect(homes[0]?.contacts).toHaveLength(stage.contacts.length);
    expect(JSON.stringify(data)).not.toContain(stranger.purchaseId);
  });

  it("answers 404 (PageNotFound) to a customer without a purchased home", async () => {
    const customer = await createCustomer(db);
    await expect(page("sv", "myResidence", authOfCustomer(customer))).rejects.toBeInstanceOf(PageNotFound);
    await expect(page("sv", "myTimeline", authOfCustomer(customer))).rejects.toBeInstanceOf(PageNotFound);
  });
});

describe("the timeline", () => {
  it("gives the phases 0–10 of the user's project with the current one, dates in order, past before now", async () => {
    const buyer = await createCustomer(db, { purchase: {} });
    await createCustomer(db, { purchase: {} });
    const stage = await stageOfHome(buyer.objectId ?? 0);
    const data = await dataOf("sv", "myTimeline", authOfCustomer(buyer));
    const projects = data.projects as {
      stageId: number;
      currentPhase: number;
      phases: { phase: number; startsOn: string; endsOn: string | null }[];
    }[];
    expect(projects.map((project) => project.stageId)).toEqual([stage.stageId]);
    const [project] = projects;
    expect(project?.currentPhase).toBe(stage.projectPhase);
    expect(project?.phases.map((phase) => phase.phase)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const today = isoDay(0, now);
    for (const phase of project?.phases ?? []) {
      if (phase.phase < stage.projectPhase) expect(phase.endsOn && phase.endsOn < today).toBe(true);
      if (phase.phase > stage.projectPhase) expect(phase.startsOn > today).toBe(true);
      if (phase.phase === stage.projectPhase) expect(phase.startsOn <= today).toBe(true);
    }
  });
});

describe("the contacts", () => {
  it("lists the staff of the user's projects, and the board member's none of their own", async () => {
    const buyer = await createCustomer(db, { purchase: {} });
    const stage = await stageOfHome(buyer.objectId ?? 0);
    const data = await dataOf("sv", "myContact", authOfCustomer(buyer));
    expect(data.projects).toEqual([
      {
        stageId: stage.stageId,
        stageName: stage.name,
        contacts: expect.arrayContaining(
          stage.contacts.map((c) => ({ name: c.name, role: c.role, phone: c.phone, email: c.email })),
        ),
      },
    ]);
    const member = await createCustomer(db, { associations: [1], purchase: {} });
    expect(await dataOf("sv", "myContact", authOfCustomer(member, "boardMember", 1))).toMatchObject({ projects: [] });
  });
});

describe("errands", () => {
  it("answer after the entry date plus a month, never in Finland", async () => {
    const resident = await createCustomer(db, { purchase: { status: "completed", entryDate: isoDay(-45) } });
    expect(await dataOf("sv", "myErrands", authOfCustomer(resident))).toMatchObject({ menu: { current: "myErrands" } });
    const newcomer = await createCustomer(db, { purchase: { status: "completed", entryDate: isoDay(-5) } });
    await expect(page("sv", "myErrands", authOfCustomer(newcomer))).rejects.toBeInstanceOf(PageNotFound);
    const finn = await createCustomer(db, { site: "fi", purchase: { status: "completed", entryDate: isoDay(-90) } });
    await expect(page("fi", "myErrands", authOfCustomer(finn))).rejects.toBeInstanceOf(PageNotFound);
    // The Finnish customer's own pages answer in Finland.
    expect(await dataOf("fi", "myResidence", authOfCustomer(finn))).toMatchObject({
      homes: [expect.objectContaining({ purchaseId: finn.purchaseId })],
    });
  });
});

describe("the seed's phases", () => {
  it("give every stage its 11 phases, the stage's project phase as the current one", async () => {
    const rows = await db.select().from(projectPhases);
    const all = await db.select({ id: stages.id, projectPhase: stages.projectPhase }).from(stages);
    expect(rows.length).toBe(all.length * 11);
    const today = isoDay(0, now);
    for (const stage of all) {
      const current = rows.find((row) => row.stageId === stage.id && row.phase === stage.projectPhase);
      expect((current?.startsOn ?? "9999") <= today, `stage ${stage.id}`).toBe(true);
      expect(current?.endsOn === null || (current?.endsOn ?? "") >= today, `stage ${stage.id}`).toBe(true);
    }
  });
});

describe("round trips", () => {
  it("every core page reads the database at most twice in its loader (the menu's facts and its content)", async () => {
    let count = 0;
    const counted = new Proxy(db, {
      get(target, property, receiver) {
        if (["execute", "select", "insert", "update", "delete", "transaction", "query"].includes(String(property))) {
          count++;
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const clock = () => new Date();
    const deps = testFeatureDeps({ ...database, db: counted });
    const feature = myPagesFeature({ ...deps, myPages: createMyPagesShell({ db: counted, clock }) });
    const buyer = await createCustomer(db, { vip: true, purchase: { status: "completed", entryDate: isoDay(-60) } });
    const auth = authOfCustomer(buyer);
    for (const template of ["myPages", "myPagesNewsList", "myObject", "myPagesTimeline", "myPagesContact"] as const) {
      const loader = feature.pageData?.[template];
      if (!loader) throw new Error(`no loader for ${template}`);
      count = 0;
      await loader({ site: SITES.sv, url: new URL("http://localhost/"), auth });
      expect(count, template).toBeLessThanOrEqual(2);
    }
  });
});
