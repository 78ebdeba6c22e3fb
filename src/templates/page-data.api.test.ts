import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { areas, buyBookings, objects, removedResidences, stages, tags } from "~/db/schema";
import type { AuthContext } from "~/features/account/schema";
import { createBookableHome } from "~/features/click-to-buy/test-bookings";
import { type ContentService, createContentService } from "~/features/content/content.service";
import { MY_PAGES_KEYS } from "~/features/my-pages/menu";
import { authOfCustomer, createCustomer, isoDay } from "~/features/my-pages/test-customers";
import { createPremises, createPremisesTag } from "~/features/premises/test-premises";
import type { FeatureModule } from "~/server/feature-module";
import { createFeatureModules } from "~/server/features";
import { SITES, type SiteCode } from "~/sites/sites";
import { createTestApp, testFeatureDeps } from "~/test/test-app";
import type { TemplateName } from "./names";
import { PAGE_DATA_SCHEMAS } from "./page-data";
import { createPageData, pageDataLoadersOf } from "./page-data.server";

/**
 * Every template with data, on real pages of the test inventory: what its loader or dynamic
 * page gives is exactly what its schema describes (strict: no key the schema lacks), as the
 * page route checks it outside production. A template with a schema but no page here fails
 * the last test, so each new one gets a page.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let features: FeatureModule[];
let content: ContentService;
let pageData: ReturnType<typeof createPageData>;
const covered = new Set<TemplateName>();

beforeAll(async () => {
  ({ app, database } = await createTestApp({ seed: true, inventory: "test" }));
  const deps = testFeatureDeps(database);
  features = createFeatureModules(deps);
  content = createContentService({
    db: database.db,
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

/** The page at `pathAndQuery` as its template gets it (for the user of `auth`, when given). */
async function templatePage(code: SiteCode, pathAndQuery: string, auth?: AuthContext) {
  const site = SITES[code];
  const url = new URL(pathAndQuery, "http://localhost");
  const result = await content.getPage({
    site,
    path: url.pathname,
    origin: url.origin,
    isLoggedIn: auth !== undefined,
  });
  if (result.kind !== "page") throw new Error(`${pathAndQuery}: ${result.kind}`);
  const vm = await pageData(result.viewModel, { site, url, auth });
  expect(vm.status, pathAndQuery).toBe(200);
  covered.add(vm.currentComponent);
  return vm;
}

async function urlOf(query: Promise<{ url: string }[]>): Promise<string> {
  const [row] = await query;
  if (!row) throw new Error("the test inventory lacks a page this test needs");
  return row.url;
}

describe("the data of every template with a schema matches it exactly", () => {
  it("the search page (tag pages too), in Sweden and Finland", async () => {
    for (const code of ["sv", "fi"] as const) {
      const vm = await templatePage(code, `${SITES[code].urls.searchHomes}?minRooms=2`);
      expect(vm.currentComponent).toBe("search");
      expect(vm.viewModel.data).toMatchObject({ filter: { minRooms: 2 } });
    }
    const tag = await urlOf(database.db.select({ url: tags.url }).from(tags).where(eq(tags.site, "sv")).limit(1));
    const tagPage = await templatePage("sv", `/sok-bostad/${tag}/`);
    expect(tagPage.currentComponent).toBe("search");
    expect(tagPage.viewModel.data).toBeDefined();
  });

  it("the premises start page (issue 19), in Sweden and Finland, with the URL's filter", async () => {
    for (const code of ["sv", "fi"] as const) {
      const vm = await templatePage(code, `${SITES[code].urls.premises}?minArea=20&type=office&sort=premisesSizeAsc`);
      expect(vm.currentComponent).toBe("premisesStart");
      expect(vm.viewModel.data).toMatchObject({ filter: { minArea: 20, type: "office" }, sort: "premisesSizeAsc" });
    }
  });

  it("the text search and corporate search pages", async () => {
    expect((await templatePage("sv", "/sok/?s=lägenhet")).viewModel.data).toMatchObject({ status: "ok" });
    const corporate = await templatePage("sv", "/om-oss/sok/?s=hållbarhet");
    expect(corporate.currentComponent).toBe("corporateSearch");
    expect(corporate.viewModel.data).toMatchObject({ query: { s: "hållbarhet" } });
  });

  it("the residences base page and its county and municipality pages", async () => {
    const base = await templatePage("sv", "/bostader/");
    expect(base.currentComponent).toBe("areas");
    const county = (await database.db.select({ url: areas.url }).from(areas).where(eq(areas.site, "sv")).limit(1))[0];
    const [countyPath, municipalityPath] = seoPathsOf(county?.url ?? "");
    expect((await templatePage("sv", countyPath)).currentComponent).toBe("seoCounty");
    expect((await templatePage("sv", municipalityPath)).currentComponent).toBe("seoMunicipality");
  });

  it("area, sold-out, stage and home pages", async () => {
    const forSale = and(eq(areas.site, "sv"), ne(areas.projectStatus, "soldOut"));
    const area = await urlOf(database.db.select({ url: areas.url }).from(areas).where(forSale).limit(1));
    const soldOut = await urlOf(
      database.db
        .select({ url: areas.url })
        .from(areas)
        .where(and(eq(areas.site, "sv"), eq(areas.projectStatus, "soldOut")))
        .limit(1),
    );
    const stage = await urlOf(
      database.db.select({ url: stages.url }).from(stages).where(eq(stages.site, "sv")).limit(1),
    );
    const home = await urlOf(
      database.db.select({ url: objects.url }).from(objects).where(eq(objects.site, "sv")).limit(1),
    );
    expect((await templatePage("sv", area)).currentComponent).toBe("area");
    expect((await templatePage("sv", soldOut)).currentComponent).toBe("soldOut");
    expect((await templatePage("sv", stage)).currentComponent).toBe("stage");
    expect((await templatePage("sv", home)).currentComponent).toBe("object");
  });

  it("the succession page (all municipalities and one) and a succession stage page", async () => {
    const all = await templatePage("sv", SITES.sv.urls.succession ?? "?");
    expect(all.currentComponent).toBe("succession");
    expect(all.viewModel.data).toMatchObject({ municipality: null });
    const stage = await urlOf(
      database.db
        .select({ url: stages.url })
        .from(stages)
        .where(and(eq(stages.site, "sv"), eq(stages.projectStatus, "succession")))
        .limit(1),
    );
    const stagePage = await templatePage("sv", stage);
    expect(stagePage.currentComponent).toBe("successionStage");
    const one = await templatePage("sv", `${SITES.sv.urls.succession}?kommun=${stage.split("/")[3]}`);
    expect(one.viewModel.data).toMatchObject({ municipality: stage.split("/")[3] });
  });

  it("the page of a premises, with tags, in Sweden and Finland", async () => {
    for (const site of ["sv", "fi"] as const) {
      const tag = await createPremisesTag(database.db, { site });
      const row = await createPremises(database.db, { site, tagIds: [tag.id] });
      const vm = await templatePage(site, row.url);
      expect(vm.currentComponent).toBe("premisesObject");
      expect(vm.viewModel.data).toMatchObject({ premises: { id: row.id }, tags: [{ id: tag.id }] });
    }
  });

  it("the showing form and sign of a stage, and the rental start and project pages", async () => {
    const stage = await urlOf(
      database.db.select({ url: stages.url }).from(stages).where(eq(stages.site, "sv")).limit(1),
    );
    const form = await templatePage("sv", `${stage}visning/`);
    expect(form.currentComponent).toBe("showingForm");
    const sign = await templatePage("sv", `${stage}qr/`);
    expect(sign.currentComponent).toBe("showingQr");
    expect(sign.viewModel.data).toMatchObject({ formUrl: expect.stringMatching(/visning\/$/) });
    const start = await templatePage("sv", "/hyresratter/");
    expect(start.currentComponent).toBe("rentalProjectStart");
    const data = start.viewModel.data;
    const [project] = data && "kind" in data && data.kind === "rentalProjectStart" ? data.projects : [];
    expect(project).toBeDefined();
    const projectPage = await templatePage("sv", project?.url ?? "");
    expect(projectPage.currentComponent).toBe("rentalProject");
    // The project's breadcrumbs lead back to the start page, by its title.
    expect(projectPage.breadcrumbs).toContainEqual(
      expect.objectContaining({ name: start.viewModel.title, url: "/hyresratter/" }),
    );
  });

  it("every My Pages page, for a customer whose menu has them all", async () => {
    // VIP, a purchase moved into more than a month ago (errands), on the main Swedish site.
    const customer = await createCustomer(database.db, {
      vip: true,
      purchase: { status: "completed", entryDate: isoDay(-60) },
    });
    const auth = authOfCustomer(customer);
    for (const key of MY_PAGES_KEYS) {
      const path = SITES.sv.urls[key];
      if (!path) throw new Error(`no path for ${key}`);
      const vm = await templatePage("sv", path, auth);
      expect(vm.viewModel.data, path).toMatchObject({ menu: { current: key } });
    }
  });

  it("the board portal's overview (myPagesBoardMember), for a board member", async () => {
    const member = await createCustomer(database.db, { associations: [1] });
    const auth = authOfCustomer(member, "boardMember", 1);
    const site = SITES.sv;
    const url = new URL(site.urls.myPages ?? "/", "http://localhost");
    const result = await content.getPage({ site, path: url.pathname, origin: url.origin, isLoggedIn: true });
    if (result.kind !== "page") throw new Error(result.kind);
    // The board-member variant of spec 001 section 2: the overview's data, rendered as the board portal.
    const vm = await pageData({ ...result.viewModel, currentComponent: "myPagesBoardMember" }, { site, url, auth });
    expect(vm.status).toBe(200);
    covered.add(vm.currentComponent);
    expect(vm.viewModel.data).toMatchObject({ menu: { board: true, associationName: "Brf Ekbacken" } });
  });

  it("the fault-report page, for a visitor and for a board member (issue 17)", async () => {
    const visitor = await templatePage("sv", "/kontakt/felanmalan/");
    expect(visitor.currentComponent).toBe("faultReport");
    expect(visitor.viewModel.data).toMatchObject({ reporter: null, flows: ["boardNoManagement"] });
    const member = await createCustomer(database.db, { associations: [1] });
    const board = await templatePage("sv", "/kontakt/felanmalan/", authOfCustomer(member, "boardMemberCase", 1));
    expect(board.viewModel.data).toMatchObject({ reporter: { board: true }, association: { id: 1 } });
  });

  it("the buy flow's pages: the flow, the contract path, info and error (issue 18)", async () => {
    const home = await createBookableHome(database.db, { site: "sv" });
    const flow = await templatePage("sv", `/boka/?objekt=${home.objectId}`);
    expect(flow.currentComponent).toBe("buyResidence");
    expect(flow.viewModel.data).toMatchObject({ object: { objectId: home.objectId }, booking: null, bookable: true });
    expect((await templatePage("sv", "/boka/bokningsavtal/")).currentComponent).toBe("clickToBuyContract");
    expect((await templatePage("sv", "/boka/info/")).viewModel.data).toMatchObject({ holdMinutes: 20 });
    const error = await templatePage("sv", `/boka/fel/?orsak=expired&objekt=${home.objectId}`);
    expect(error.viewModel.data).toMatchObject({ errorCode: 0, reason: "expired" });
  });

  it("the pages after the buy flow: success and complete, the order form, the purchase notification (issue 18)", async () => {
    const home = await createBookableHome(database.db, { site: "sv" });
    const customer = await createCustomer(database.db, { purchase: {} });
    const auth = authOfCustomer(customer);
    await database.db.insert(buyBookings).values({
      site: "sv",
      objectId: home.objectId,
      stageId: home.stageId,
      userId: customer.userId,
      status: "completed",
      completedSteps: ["start-booking", "personal-info", "documents", "sign", "payment", "done"],
      completedAt: new Date(),
    });
    const success = await templatePage("sv", "/boka/klart/", auth);
    expect(success.currentComponent).toBe("buyResidenceSuccess");
    expect(success.viewModel.data).toMatchObject({ object: { objectId: home.objectId } });
    expect((await templatePage("sv", "/boka/bekraftelse/")).viewModel.data).toBeNull();
    const form = await templatePage("sv", `/mina-sidor/tillval/?kop=${customer.purchaseId}`, auth);
    expect(form.viewModel.data).toMatchObject({ purchaseId: customer.purchaseId });
    const notice = await templatePage("sv", `/mina-sidor/kopet-ar-klart/?kop=${customer.purchaseId}`, auth);
    expect(notice.viewModel.data).toMatchObject({
      purchaseId: customer.purchaseId,
      buyers: [{ lastName: "Provsson" }],
    });
  });

  it("the not-found home, stage and premises pages, answered 410 and 404 (issue 19)", async () => {
    const [home] = await database.db
      .select({ url: objects.url, areaId: objects.areaId, stageUrl: stages.url })
      .from(objects)
      .innerJoin(stages, eq(stages.id, objects.stageId))
      .where(eq(objects.site, "sv"))
      .limit(1);
    if (!home) throw new Error("the test inventory lacks a home");
    const removed = `${home.stageUrl}lgh-9901/`;
    await database.db.insert(removedResidences).values({
      site: "sv",
      url: removed,
      kind: "object",
      reason: "sold",
      name: "Bostad 9901",
      areaId: home.areaId,
      municipality: "Nacka",
      rooms: 3,
    });
    for (const [path, template, status] of [
      [removed, "notFoundObject", 410],
      [`${home.stageUrl}lgh-4242/`, "notFoundObject", 404],
      [home.stageUrl.replace(/[^/]+\/$/, "etapp-42/"), "notFoundStage", 404],
      ["/lokaler/finns-inte/", "notFoundPremises", 404],
    ] as const) {
      const site = SITES.sv;
      const url = new URL(path, "http://localhost");
      const result = await content.getPage({ site, path, origin: url.origin, isLoggedIn: false });
      if (result.kind !== "page") throw new Error(`${path}: ${result.kind}`);
      const vm = await pageData(result.viewModel, { site, url });
      expect(vm.status, path).toBe(status);
      expect(vm.currentComponent, path).toBe(template);
      covered.add(vm.currentComponent);
    }
  });

  it("covers every template that has a schema", () => {
    expect([...covered].sort()).toEqual(Object.keys(PAGE_DATA_SCHEMAS).sort());
  });
});

/** `/bostader/<county>/<municipality>/<area>/` → its county's and municipality's landing pages. */
function seoPathsOf(areaUrl: string): [string, string] {
  const [base, county, municipality] = areaUrl.split("/").filter(Boolean);
  return [`/${base}/${county}/`, `/${base}/${county}/${municipality}/`];
}
