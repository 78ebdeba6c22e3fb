import { and, eq, inArray, isNull, notInArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client";
import { objects, stageExplorers, stages } from "~/db/schema";
import { seedDemoExplorer } from "~/db/seed/explorer";
import { explorerDemoStageIds } from "~/db/seed/explorer-stages";
import type { PageViewModel } from "~/features/content/schema";
import { ObjectPageDataSchema, StagePageDataSchema } from "~/features/residences/page-data";
import { hostOf } from "~/features/search/test-factory";
import { ApiErrorSchema } from "~/lib/api-error";
import { parseWithSchema } from "~/lib/schema-check";
import { SITES, type SiteCode } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import { EXPLORER_OBJECT_LIMIT, ExplorerDataSchema, ExplorerSearchResponseSchema } from "./schema";

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
/** The demo explorer stages and their sites. */
let explorerStages: { id: number; site: SiteCode; url: string }[];
/** A Swedish apartment stage without an explorer. */
let plainStage: { id: number; url: string };

beforeAll(async () => {
  const test = await createTestApp({ inventory: "test", env: { CONTENT_CACHE_SECONDS: "0" } });
  app = test.app;
  db = test.database.db;
  close = () => test.app.close();
  expect(await seedDemoExplorer(db, { images: false })).toBe("seeded");
  const ids = await explorerDemoStageIds(db);
  explorerStages = (
    await db.select({ id: stages.id, site: stages.site, url: stages.url }).from(stages).where(inArray(stages.id, ids))
  ).map((row) => ({ ...row, site: row.site as SiteCode }));
  const [plain] = await db
    .select({ id: stages.id, url: stages.url })
    .from(stages)
    .leftJoin(stageExplorers, eq(stageExplorers.stageId, stages.id))
    .where(and(eq(stages.site, "sv"), isNull(stageExplorers.stageId), notInArray(stages.id, ids)))
    .limit(1);
  plainStage = plain as { id: number; url: string };
}, 120_000);
afterAll(async () => {
  await close?.();
});

const swedish = () =>
  explorerStages.find((stage) => stage.site === "sv") as { id: number; site: SiteCode; url: string };

const getData = (stageId: number | string, site: SiteCode = "sv") =>
  app.inject({ method: "GET", url: `/api/residenceexplorer/stage/${stageId}`, headers: { host: hostOf(site) } });

const search = (body: Record<string, unknown>, site: SiteCode = "sv") =>
  app.inject({ method: "POST", url: "/api/residenceexplorer/search", headers: { host: hostOf(site) }, payload: body });

const fieldsOf = (body: unknown) => ApiErrorSchema.parse(body).error.fields?.map((f) => f.field) ?? [];

describe("GET /api/residenceexplorer/stage/{stageId}", () => {
  it("answers every demo explorer stage's views, apartments and location on its own site", async () => {
    for (const stage of explorerStages) {
      const response = await getData(stage.id, stage.site);
      expect(response.statusCode, String(stage.id)).toBe(200);
      expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
      const data = parseWithSchema(ExplorerDataSchema, response.json(), { subject: "explorer data", strict: true });
      expect(data.views.map((view) => view.id)).toContain(data.firstViewId);
      expect(data.location.timeZone).toMatch(/^Europe\//);
      const homes = await db
        .select({ id: objects.id, status: objects.status })
        .from(objects)
        .where(eq(objects.stageId, stage.id));
      expect(data.apts.map((apt) => apt.objectId).sort()).toEqual(homes.map((home) => home.id).sort());
      for (const apt of data.apts) {
        const view = data.views.find((v) => v.id === apt.viewId);
        // The apartment is clickable in its view, inside the picture.
        const area = view?.clickAreas.find((a) => a.kind === "apartment" && a.objectId === apt.objectId);
        expect(area, `${apt.apartmentNumber} in its view`).toBeDefined();
        for (const [x, y] of area?.points ?? []) {
          expect(x).toBeLessThanOrEqual(view?.width ?? 0);
          expect(y).toBeLessThanOrEqual(view?.height ?? 0);
        }
        expect(apt.files.balconyViews.length).toBeGreaterThan(0);
        expect(apt.files.object3DViews).toHaveLength(1);
        expect(apt.files.balconyViews[0]?.src).toMatch(/^\/img\/explorer\//);
        // Sold and booked homes show no price.
        if (apt.objectStatus === "sold" || apt.objectStatus === "booked") expect(apt.price).toBeNull();
        if (apt.objectStatus === "forSale") expect(apt.price).toBeGreaterThan(0);
      }
      // Every view links to another one.
      for (const view of data.views) expect(view.clickAreas.some((a) => a.kind === "interLink")).toBe(true);
    }
  });

  it("answers 404 for an unknown stage, a stage without an explorer and another site's stage", async () => {
    expect((await getData(999_999)).statusCode).toBe(404);
    expect((await getData(plainStage.id)).statusCode).toBe(404);
    const response = await getData(swedish().id, "no");
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json()).error.code).toBe("not_found");
  });

  it("answers 400 naming stageId for a stage id that is not a number", async () => {
    const response = await getData("abc");
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toContain("stageId");
  });
});

describe("POST /api/residenceexplorer/search", () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    siteId: SITES.sv.siteId,
    stageId: swedish().id,
    ...extra,
  });

  it("answers the stage's homes by access date ascending, all statuses by default", async () => {
    const response = await search(body({ isEditMode: false, hasMadePurchase: false }));
    expect(response.statusCode).toBe(200);
    const result = ExplorerSearchResponseSchema.parse(response.json());
    const count = (await db.select().from(objects).where(eq(objects.stageId, swedish().id))).length;
    expect(result.totalCount).toBe(count);
    expect(result.hits).toHaveLength(Math.min(count, EXPLORER_OBJECT_LIMIT));
    const dates = result.hits.map((hit) => hit.access ?? "9999-12-31");
    expect(dates).toEqual([...dates].sort());
  });

  it("filters by the status list, hides the price of sold homes and pages with offset and limit", async () => {
    const sold = ExplorerSearchResponseSchema.parse((await search(body({ objectStatus: ["sold", "booked"] }))).json());
    for (const hit of sold.hits) {
      expect(["sold", "booked"]).toContain(hit.objectStatus);
      expect(hit.price).toBeNull();
    }
    const forSale = ExplorerSearchResponseSchema.parse((await search(body({ objectStatus: ["forSale"] }))).json());
    expect(forSale.hits.length).toBeGreaterThan(0);
    for (const hit of forSale.hits) expect(hit.price).toBeGreaterThan(0);
    const all = ExplorerSearchResponseSchema.parse((await search(body())).json());
    const page = ExplorerSearchResponseSchema.parse((await search(body({ offset: 2, limit: 3 }))).json());
    expect(page.hits.map((hit) => hit.objectId)).toEqual(all.hits.slice(2, 5).map((hit) => hit.objectId));
    expect(page.totalCount).toBe(all.totalCount);
  });

  it("answers 400 naming the field for a limit over 200, an unknown status, a wrong sort or an unknown field", async () => {
    for (const [extra, field] of [
      [{ limit: EXPLORER_OBJECT_LIMIT + 1 }, "limit"],
      [{ limit: 0 }, "limit"],
      [{ objectStatus: ["gone"] }, "objectStatus.0"],
      [{ sort: "priceDescending" }, "sort"],
      [{ offset: -1 }, "offset"],
      [{ stageId: "x" }, "stageId"],
      [{ siteId: "nope" }, "siteId"],
    ] as const) {
      const response = await search(body(extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(fieldsOf(response.json()), JSON.stringify(extra)).toContain(field);
    }
    const unknown = await search(body({ colour: "red" }));
    expect(unknown.statusCode).toBe(400);
  });

  it("refuses another site's siteId with 400 on siteId, and another site's stage or one without an explorer with 404", async () => {
    const other = await search(body({ siteId: SITES.no.siteId }));
    expect(other.statusCode).toBe(400);
    expect(fieldsOf(other.json())).toEqual(["siteId"]);
    const norwegian = explorerStages.find((stage) => stage.site === "no");
    expect((await search(body({ stageId: norwegian?.id }))).statusCode).toBe(404);
    expect((await search(body({ stageId: plainStage.id }))).statusCode).toBe(404);
    expect((await search(body({ stageId: 999_999 }))).statusCode).toBe(404);
  });
});

describe("the stage page's explorer settings", () => {
  const stageData = async (path: string) => {
    const response = await app.inject({
      method: "GET",
      url: `/api/page-view-model?path=${encodeURIComponent(path)}`,
      headers: { host: hostOf("sv") },
    });
    expect(response.statusCode, path).toBe(200);
    const vm = response.json() as PageViewModel;
    return parseWithSchema(StagePageDataSchema, vm.viewModel.data, { subject: "stage data", strict: true });
  };

  it("carries the explorer's settings on a stage with one and null on another", async () => {
    const data = await stageData(swedish().url);
    expect(data.explorer).toEqual({
      siteId: SITES.sv.siteId,
      stageIds: [swedish().id],
      stageId: swedish().id,
      hasExplorer: true,
      currentObjectId: null,
      sunStudyExternalUrl: null,
    });
    expect((await stageData(plainStage.url)).explorer).toBeNull();
  });

  it("carries them on a home's page with the home selected", async () => {
    const [home] = await db
      .select({ id: objects.id, url: objects.url })
      .from(objects)
      .where(eq(objects.stageId, swedish().id))
      .limit(1);
    const response = await app.inject({
      method: "GET",
      url: `/api/page-view-model?path=${encodeURIComponent(home?.url ?? "")}`,
      headers: { host: hostOf("sv") },
    });
    const vm = response.json() as PageViewModel;
    const data = parseWithSchema(ObjectPageDataSchema, vm.viewModel.data, { subject: "home data", strict: true });
    expect(data.explorerUrl).toBe(`${swedish().url}#utforska-${home?.id}`);
  });
});
