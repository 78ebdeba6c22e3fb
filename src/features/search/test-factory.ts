import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "~/db/client";
import { areas, objects, showings, stages, stageTags, tags } from "~/db/schema";
import type { SortOption } from "~/domain/residence-enums";
import { DEFAULT_HOST_MAP, hostOfSite } from "~/sites/resolve";
import { SITES, type SiteCode } from "~/sites/sites";
import type {
  MarkersResponse,
  MarkerType,
  ObjectSearchResponse,
  SearchFilterInput,
  StageAndAreaSearchResponse,
  StageAndAreaTab,
} from "./schema";

/**
 * Rows with known attributes for the search tests: every field has a plain default, and a
 * test overrides only what its rule is about. Not used by product code.
 */

type AreaRow = typeof areas.$inferInsert;
type StageRow = typeof stages.$inferInsert;
type ObjectRow = typeof objects.$inferInsert;

let counter = 0;
const next = () => ++counter;

export interface SearchFactory {
  area(overrides?: Partial<AreaRow>): Promise<typeof areas.$inferSelect>;
  stage(area: { id: number; site: string }, overrides?: Partial<StageRow>): Promise<typeof stages.$inferSelect>;
  object(
    stage: { id: number; areaId: number; site: string },
    overrides?: Partial<ObjectRow>,
  ): Promise<typeof objects.$inferSelect>;
  /** A stage (in a new area unless given) with one home: the usual unit of a filter test. */
  home(
    overrides?: Partial<ObjectRow>,
    stageOverrides?: Partial<StageRow>,
    areaOverrides?: Partial<AreaRow>,
  ): Promise<{
    area: typeof areas.$inferSelect;
    stage: typeof stages.$inferSelect;
    object: typeof objects.$inferSelect;
  }>;
  showing(
    stage: { id: number },
    startsAt: Date,
    options?: { objectId?: number; hours?: number },
  ): Promise<typeof showings.$inferSelect>;
  tag(site: string, name: string, stageIds?: number[]): Promise<typeof tags.$inferSelect>;
}

export function searchFactory(db: Database): SearchFactory {
  const factory: SearchFactory = {
    async area(overrides = {}) {
      const n = next();
      const site = overrides.site ?? "sv";
      const [row] = await db
        .insert(areas)
        .values({
          site,
          name: `Område ${n}`,
          slug: `omrade-${n}`,
          url: `/bostader/testlan/testkommun/omrade-${n}/`,
          county: "Testlän",
          countySlug: "testlan",
          municipality: "Testkommun",
          municipalitySlug: "testkommun",
          latitude: 59.33,
          longitude: 18.06,
          projectStatus: "forSale",
          projectPhase: 4,
          shortDescription: `Kort om område ${n}`,
          description: "",
          recommendedRank: n,
          ...overrides,
        })
        .returning();
      return row!;
    },

    async stage(area, overrides = {}) {
      const n = next();
      const [row] = await db
        .insert(stages)
        .values({
          areaId: area.id,
          site: area.site,
          name: `Etapp ${n}`,
          slug: `etapp-${n}`,
          url: `/bostader/testlan/testkommun/etapp-${n}/`,
          latitude: 59.33,
          longitude: 18.06,
          projectStatus: "forSale",
          stageStatus: 2,
          projectPhase: 4,
          residenceType: "apartment",
          disposalForm: "condominium",
          plotType: "ownPlot",
          parking: "canPurchase",
          storage: "included",
          shortDescription: `Kort om etapp ${n}`,
          description: "",
          recommendedRank: n,
          ...overrides,
        })
        .returning();
      return row!;
    },

    async object(stage, overrides = {}) {
      const n = next();
      const [row] = await db
        .insert(objects)
        .values({
          stageId: stage.id,
          areaId: stage.areaId,
          site: stage.site,
          number: String(1000 + n),
          url: `/bostader/testlan/testkommun/lgh-${n}/`,
          status: "forSale",
          residenceType: "apartment",
          disposalForm: "condominium",
          plotType: "ownPlot",
          rooms: 3,
          livingArea: 75,
          price: 3_000_000,
          parking: "canPurchase",
          storage: "included",
          latitude: 59.33,
          longitude: 18.06,
          description: "",
          ...overrides,
        })
        .returning();
      return row!;
    },

    async home(overrides = {}, stageOverrides = {}, areaOverrides = {}) {
      const site = overrides.site ?? stageOverrides.site ?? areaOverrides.site ?? "sv";
      const area = await factory.area({ ...areaOverrides, site });
      const stage = await factory.stage(area, { ...stageOverrides, site });
      const object = await factory.object(stage, { ...overrides, site });
      return { area, stage, object };
    },

    async showing(stage, startsAt, options = {}) {
      const [row] = await db
        .insert(showings)
        .values({
          stageId: stage.id,
          objectId: options.objectId ?? null,
          startsAt,
          endsAt: new Date(startsAt.getTime() + (options.hours ?? 1) * 3_600_000),
          location: "Visningslägenheten",
        })
        .returning();
      return row!;
    },

    async tag(site, name, stageIds = []) {
      const n = next();
      const [row] = await db
        .insert(tags)
        .values({ site, name, url: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${n}` })
        .returning();
      if (stageIds.length > 0) {
        await db.insert(stageTags).values(stageIds.map((stageId) => ({ stageId, tagId: row!.id })));
      }
      return row!;
    },
  };
  return factory;
}

/** Empties the residence tables, so that each test sees only the rows it made. */
export async function clearResidences(db: Database): Promise<void> {
  // Stages, homes, showings and stage tags go with their area (on delete cascade).
  await db.execute(sql`delete from residence_areas`);
  await db.execute(sql`delete from residence_tags`);
}

/** The local host of a site, so that answers come in the site's language. */
export function hostOf(site: SiteCode): string {
  const host = hostOfSite(DEFAULT_HOST_MAP, site);
  if (!host) throw new Error(`no local host for site ${site}`);
  return host;
}

type Sort = SortOption;

/** The search calls over HTTP, as the browser makes them. */
export function searchApi(app: FastifyInstance) {
  async function post(url: string, payload: unknown, host = "localhost") {
    return app.inject({ method: "POST", url, payload: payload as object, headers: { host } });
  }
  async function ok<T>(url: string, payload: unknown, host?: string): Promise<T> {
    const response = await post(url, payload, host);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as T;
  }
  const api = {
    post,
    ok,
    objects(site: SiteCode, body: { filter?: SearchFilterInput; sort?: Sort; limit?: number; offset?: number } = {}) {
      return ok<ObjectSearchResponse>(
        "/api/residence/search_object",
        { siteId: SITES[site].siteId, ...body },
        hostOf(site),
      );
    },
    stagesAndAreas(
      site: SiteCode,
      body: { filter?: SearchFilterInput; sort?: Sort; tab?: StageAndAreaTab; limit?: number; offset?: number } = {},
    ) {
      return ok<StageAndAreaSearchResponse>(
        "/api/residence/stage_and_area_search",
        { siteId: SITES[site].siteId, ...body },
        hostOf(site),
      );
    },
    markers(site: SiteCode, type: MarkerType, filter: SearchFilterInput = {}) {
      return ok<MarkersResponse>(
        "/api/residence/search/markers",
        { siteId: SITES[site].siteId, type, filter },
        hostOf(site),
      );
    },
    /** Ids of the matching homes (first 300) in the answer's order. */
    async objectIds(site: SiteCode, filter: SearchFilterInput = {}, sort?: Sort) {
      return (await api.objects(site, { filter, sort, limit: 300 })).hits.map((hit) => hit.id);
    },
    /** Ids of the matching stages (first 300) in the answer's order. */
    async stageIds(site: SiteCode, filter: SearchFilterInput = {}, sort?: Sort) {
      return (await api.stagesAndAreas(site, { filter, sort, tab: "stage", limit: 300 })).stages.map((hit) => hit.id);
    },
    async areaIds(site: SiteCode, filter: SearchFilterInput = {}, sort?: Sort) {
      return (await api.stagesAndAreas(site, { filter, sort, tab: "area", limit: 300 })).areas.map((hit) => hit.id);
    },
  };
  return api;
}
