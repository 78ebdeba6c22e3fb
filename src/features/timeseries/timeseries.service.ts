import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { areas, objects, stages, visits } from "~/db/schema";
import type { ImageItem } from "~/db/schema/residences";
import { purchasePriceSql } from "~/domain/purchase-price.server";
import { SEARCHED_OBJECT_STATUSES } from "~/domain/residence-enums";
import type { SiteCode } from "~/sites/sites";
import { MOST_VISITED_DAYS, VISIT_LIST_SIZE, type VisitCard } from "./schema";
import type { VisitKind } from "./visitor";

export interface TimeseriesServiceDeps {
  db: Database;
  clock: () => Date;
}

/** A reload or a second tab within this time is the same visit, so reloads do not inflate counts. */
const SAME_VISIT_MS = 30 * 60 * 1000;
/** A visitor's history goes back as far as the visitor cookie lives (6 months). */
const HISTORY_MS = 183 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface VisitRef {
  kind: VisitKind;
  entityId: number;
}

const searched = [...SEARCHED_OBJECT_STATUSES];

function firstImage(...lists: ImageItem[][]): VisitCard["image"] {
  for (const list of lists) {
    const image = list[0];
    if (image) return { src: image.src, alt: image.alt };
  }
  return null;
}

/** min/max of the searchable homes, grouped by a column (stage or area). */
function homeRanges(db: Database, site: SiteCode, by: typeof objects.stageId | typeof objects.areaId, ids: number[]) {
  return db
    .select({
      key: by,
      minPrice: sql<number | null>`min(${purchasePriceSql})`.mapWith(Number),
      maxPrice: sql<number | null>`max(${purchasePriceSql})`.mapWith(Number),
      minRooms: sql<number | null>`min(${objects.rooms})`.mapWith(Number),
      maxRooms: sql<number | null>`max(${objects.rooms})`.mapWith(Number),
      minArea: sql<number | null>`min(${objects.livingArea})`.mapWith(Number),
      maxArea: sql<number | null>`max(${objects.livingArea})`.mapWith(Number),
    })
    .from(objects)
    .where(and(eq(objects.site, site), inArray(by, ids), inArray(objects.status, searched)))
    .groupBy(by);
}

export function createTimeseriesService(deps: TimeseriesServiceDeps) {
  const { db, clock } = deps;

  /** The entity of a visit with its county, when it exists on the site. */
  function entitySql(site: SiteCode, kind: VisitKind, id: number) {
    switch (kind) {
      case "area":
        return sql`select a.id, a.county_slug from residence_areas a where a.id = ${id} and a.site = ${site}`;
      case "stage":
        return sql`select s.id, a.county_slug from residence_stages s join residence_areas a on a.id = s.area_id
          where s.id = ${id} and s.site = ${site}`;
      case "object":
        return sql`select o.id, a.county_slug from residence_objects o join residence_areas a on a.id = o.area_id
          where o.id = ${id} and o.site = ${site}`;
    }
  }

  /**
   * Records a page visit: one statement that finds the entity and its county and inserts the
   * row unless the same visitor saw the same page within half an hour. False when the entity
   * does not exist on the site.
   */
  async function recordVisit(site: SiteCode, visitorId: string, kind: VisitKind, id: number): Promise<boolean> {
    const now = clock();
    const since = new Date(now.getTime() - SAME_VISIT_MS);
    const result = await db.execute(sql`
      with entity as (${entitySql(site, kind, id)}),
      inserted as (
        insert into residence_visits (visitor_id, site, kind, entity_id, county_slug, visited_at)
        select ${visitorId}, ${site}, ${kind}, entity.id, entity.county_slug, ${now.toISOString()}::timestamptz
        from entity
        where not exists (
          select 1 from residence_visits v
          where v.visitor_id = ${visitorId} and v.site = ${site} and v.kind = ${kind}
            and v.entity_id = entity.id and v.visited_at > ${since.toISOString()}::timestamptz
        )
        returning id
      )
      select count(*)::int as found from entity`);
    const rows = (result as unknown as { rows: { found: number | string }[] }).rows;
    return Number(rows[0]?.found ?? 0) > 0;
  }

  async function areaCards(site: SiteCode, ids: number[]): Promise<VisitCard[]> {
    if (ids.length === 0) return [];
    const [rows, ranges, planned] = await Promise.all([
      db
        .select()
        .from(areas)
        .where(and(eq(areas.site, site), inArray(areas.id, ids))),
      homeRanges(db, site, objects.areaId, ids),
      db
        .select({
          key: stages.areaId,
          minPrice: sql<number | null>`min(${stages.plannedMinPrice})`.mapWith(Number),
          maxPrice: sql<number | null>`max(${stages.plannedMaxPrice})`.mapWith(Number),
          minRooms: sql<number | null>`min(${stages.plannedMinRooms})`.mapWith(Number),
          maxRooms: sql<number | null>`max(${stages.plannedMaxRooms})`.mapWith(Number),
          minArea: sql<number | null>`min(${stages.plannedMinArea})`.mapWith(Number),
          maxArea: sql<number | null>`max(${stages.plannedMaxArea})`.mapWith(Number),
        })
        .from(stages)
        .where(and(eq(stages.site, site), inArray(stages.areaId, ids)))
        .groupBy(stages.areaId),
    ]);
    const rangeOf = new Map(ranges.map((r) => [r.key, r]));
    const plannedOf = new Map(planned.map((r) => [r.key, r]));
    return rows.map((area) => {
      const { key: _key, ...range } = rangeOf.get(area.id) ?? plannedOf.get(area.id) ?? emptyRange();
      return {
        kind: "area" as const,
        id: area.id,
        url: area.url,
        name: area.name,
        number: null,
        areaName: area.name,
        municipality: area.municipality,
        county: area.county,
        countySlug: area.countySlug,
        status: area.projectStatus,
        image: firstImage(area.images),
        ...range,
      };
    });
  }

  async function stageCards(site: SiteCode, ids: number[]): Promise<VisitCard[]> {
    if (ids.length === 0) return [];
    const [rows, ranges] = await Promise.all([
      db
        .select({ stage: stages, area: areas })
        .from(stages)
        .innerJoin(areas, eq(areas.id, stages.areaId))
        .where(and(eq(stages.site, site), inArray(stages.id, ids))),
      homeRanges(db, site, objects.stageId, ids),
    ]);
    const rangeOf = new Map(ranges.map((r) => [r.key, r]));
    return rows.map(({ stage, area }) => {
      const homes = rangeOf.get(stage.id);
      // Before its homes are released, a stage shows its planned ranges.
      const range = homes ?? {
        minPrice: stage.plannedMinPrice,
        maxPrice: stage.plannedMaxPrice,
        minRooms: stage.plannedMinRooms,
        maxRooms: stage.plannedMaxRooms,
        minArea: stage.plannedMinArea,
        maxArea: stage.plannedMaxArea,
      };
      return {
        kind: "stage" as const,
        id: stage.id,
        url: stage.url,
        name: stage.name,
        number: null,
        areaName: area.name,
        municipality: area.municipality,
        county: area.county,
        countySlug: area.countySlug,
        status: stage.projectStatus,
        image: firstImage(stage.images, area.images),
        minPrice: range.minPrice,
        maxPrice: range.maxPrice,
        minRooms: range.minRooms,
        maxRooms: range.maxRooms,
        minArea: range.minArea,
        maxArea: range.maxArea,
      };
    });
  }

  async function objectCards(site: SiteCode, ids: number[]): Promise<VisitCard[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        home: objects,
        stage: stages,
        area: areas,
        // A rented home's price is its rent, which is no purchase price (decision 006).
        price: sql<number | null>`${purchasePriceSql}`.mapWith(Number),
      })
      .from(objects)
      .innerJoin(stages, eq(stages.id, objects.stageId))
      .innerJoin(areas, eq(areas.id, objects.areaId))
      .where(and(eq(objects.site, site), inArray(objects.id, ids)));
    return rows.map(({ home, stage, area, price }) => {
      return {
        kind: "object" as const,
        id: home.id,
        url: home.url,
        name: stage.name,
        number: home.number,
        areaName: area.name,
        municipality: area.municipality,
        county: area.county,
        countySlug: area.countySlug,
        status: home.status,
        image: firstImage(home.images, stage.images, area.images),
        minPrice: price,
        maxPrice: price,
        minRooms: home.rooms,
        maxRooms: home.rooms,
        minArea: home.livingArea,
        maxArea: home.livingArea,
      };
    });
  }

  /** Cards of the visited entities in the order given; entities removed since are left out. */
  async function cardsOf(site: SiteCode, refs: VisitRef[]): Promise<VisitCard[]> {
    const idsOf = (kind: VisitKind) => refs.filter((r) => r.kind === kind).map((r) => r.entityId);
    const cards = (
      await Promise.all([
        areaCards(site, idsOf("area")),
        stageCards(site, idsOf("stage")),
        objectCards(site, idsOf("object")),
      ])
    ).flat();
    const byKey = new Map(cards.map((card) => [`${card.kind}:${card.id}`, card]));
    return refs.flatMap((ref) => byKey.get(`${ref.kind}:${ref.entityId}`) ?? []);
  }

  return {
    recordVisit,

    /** The last six distinct areas, stages and homes a visitor saw on a site, newest first. */
    async lastVisited(site: SiteCode, visitorId: string): Promise<VisitCard[]> {
      const since = new Date(clock().getTime() - HISTORY_MS);
      const lastVisit = sql`max(${visits.visitedAt})`;
      const refs = await db
        .select({ kind: visits.kind, entityId: visits.entityId })
        .from(visits)
        .where(and(eq(visits.visitorId, visitorId), eq(visits.site, site), gte(visits.visitedAt, since)))
        .groupBy(visits.kind, visits.entityId)
        .orderBy(desc(lastVisit), desc(visits.entityId))
        .limit(VISIT_LIST_SIZE);
      return cardsOf(site, refs as VisitRef[]);
    },

    /**
     * The six stages and homes of a county seen by the most visitors in the last 30 days (the
     * number of visitors, not of visits, so one visitor cannot push a page up).
     */
    async mostVisited(site: SiteCode, countySlug: string): Promise<VisitCard[]> {
      const since = new Date(clock().getTime() - MOST_VISITED_DAYS * DAY_MS);
      const visitors = sql`count(distinct ${visits.visitorId})`;
      const refs = await db
        .select({ kind: visits.kind, entityId: visits.entityId })
        .from(visits)
        .where(
          and(
            eq(visits.site, site),
            eq(visits.countySlug, countySlug),
            gte(visits.visitedAt, since),
            inArray(visits.kind, ["stage", "object"]),
          ),
        )
        .groupBy(visits.kind, visits.entityId)
        .orderBy(desc(visitors), desc(sql`count(*)`), desc(sql`max(${visits.visitedAt})`), visits.kind, visits.entityId)
        .limit(VISIT_LIST_SIZE);
      return cardsOf(site, refs as VisitRef[]);
    },
  };
}

export type TimeseriesService = ReturnType<typeof createTimeseriesService>;

function emptyRange() {
  return {
    key: 0,
    minPrice: null,
    maxPrice: null,
    minRooms: null,
    maxRooms: null,
    minArea: null,
    maxArea: null,
  };
}
