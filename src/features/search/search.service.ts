import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import {
  type DisposalForm,
  type OutdoorArea,
  type ProjectStatus,
  type ResidenceType,
  SEARCHED_OBJECT_STATUSES,
  type SortOption,
} from "~/features/residences/enums";
import { FieldValidationError } from "~/server/plugins/errors";
import { SITES, type SiteSettings } from "~/sites/sites";
import {
  type CountyCount,
  checkFilterBounds,
  DEFAULT_OBJECT_LIMIT,
  filterBoundsOf,
  type HitListResponse,
  MAX_IDS,
  MAX_MARKERS,
  MAX_OBJECT_LIMIT,
  type MarkersRequest,
  type MarkersResponse,
  type ObjectSearchRequest,
  type ObjectSearchResponse,
  type SearchFilter,
  SearchFilterSchema,
  type SearchHit,
  type StageAndAreaSearchRequest,
  type StageAndAreaSearchResponse,
  type StageObjectsRequest,
  type StageObjectsResponse,
  type Tag,
} from "./schema";

/**
 * The residence search of spec 000 sections 7 and 9 (semantics in the shared decisions of
 * issue 3 and docs/decisions/006). Every search is one SQL statement that counts the matching
 * homes per stage and builds the counts and one page of hits as JSON in the database, so a
 * search costs one round trip whatever the number of hits.
 */

export interface SearchServiceDeps {
  db: Database;
  clock: () => Date;
}

/** A search request without its siteId: the service gets the site itself. */
export type ObjectSearchOptions = Omit<ObjectSearchRequest, "siteId">;
export type StageAndAreaSearchOptions = Omit<StageAndAreaSearchRequest, "siteId">;
export type StageObjectsOptions = Omit<StageObjectsRequest, "siteId">;
export type MarkersOptions = Omit<MarkersRequest, "siteId">;

/** Stages in these project statuses are hits only when the filter names the status. */
const HIDDEN_UNLESS_NAMED: readonly ProjectStatus[] = ["soldOut", "reference", "succession"];
/** Stages that may be hits on their planned ranges before any home is released. */
const PLANNED_STATUSES: readonly ProjectStatus[] = ["planned", "vip", "preselling"];

/** Variant rules of spec 000 section 9: a chosen value also finds these. */
const RESIDENCE_TYPE_VARIANTS: Partial<Record<ResidenceType, ResidenceType[]>> = {
  townHouse: ["semiDetached", "detachedHouse"],
};
const OUTDOOR_AREA_VARIANTS: Partial<Record<OutdoorArea, OutdoorArea[]>> = {
  terrace: ["roofTop"],
  patio: ["porch"],
};

export function expandResidenceTypes(types: readonly ResidenceType[]): ResidenceType[] {
  return [...new Set(types.flatMap((type) => [type, ...(RESIDENCE_TYPE_VARIANTS[type] ?? [])]))];
}

export function expandOutdoorAreas(areas: readonly OutdoorArea[]): OutdoorArea[] {
  return [...new Set(areas.flatMap((area) => [area, ...(OUTDOOR_AREA_VARIANTS[area] ?? [])]))];
}

// ---------------------------------------------------------------------------------------------
// Site and filter checks

/** The site of a request's siteId; 400 on the siteId field when it is unknown or has no search. */
export function searchSiteOf(siteId: string): SiteSettings {
  const wanted = siteId.toLowerCase();
  const site = Object.values(SITES).find((candidate) => candidate.siteId === wanted);
  assertSearchSite(site);
  return site;
}

function assertSearchSite(site: SiteSettings | undefined): asserts site is SiteSettings {
  if (!site) throw new FieldValidationError([{ field: "siteId", messageKey: "validation.search.unknownSite" }]);
  if (!site.features.search) {
    throw new FieldValidationError([
      { field: "siteId", messageKey: "validation.search.searchDisabled", values: { site: site.siteName } },
    ]);
  }
}

/** 400 with a field error per filter value outside the site's bounds (or a minimum above its maximum). */
export function assertFilterInBounds(site: SiteSettings, filter: SearchFilter): void {
  const problems = checkFilterBounds(site.site, filter);
  if (problems.length === 0) return;
  const number = new Intl.NumberFormat(site.locale);
  throw new FieldValidationError(
    problems.map((problem) => ({
      field: problem.field,
      messageKey: `validation.search.${problem.problem}`,
      values: { min: number.format(problem.min), max: number.format(problem.max) },
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// SQL building blocks. Aliases: o = residence_objects, s = residence_stages, a = residence_areas.
//
// How a search runs (see docs/performance.md, "Residence search"): the homes that match the
// home-level filters are counted per stage (`sg`) without touching the stages, whose own
// conditions (site, project status) then apply to about a thousand stage rows instead of tens
// of thousands of homes (`sh`). Only the returned page gets its ranges, showings and JSON, and
// the sort key of stages and areas is the one aggregate the sort needs. The partial indexes of
// searchable homes (src/db/schema/residences.ts) let PostgreSQL count from the index alone.

const list = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
/**
 * The statuses searched, as literals rather than parameters: the planner matches them against
 * the predicate of the partial indexes of searchable homes. They are constants of the code.
 */
const searchedStatuses = sql.raw(SEARCHED_OBJECT_STATUSES.map((status) => `'${status}'`).join(", "));

/** Today in the site's country, for the move-in filter. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
export function siteToday(site: SiteSettings, now: Date): string {
  const timeZone = site.site === "fi" ? "Europe/Helsinki" : site.site === "no" ? "Europe/Oslo" : "Europe/Stockholm";
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}

interface QueryContext {
  site: SiteSettings;
  filter: SearchFilter;
  /** ISO timestamp of the request's "now" (showings). */
  now: string;
  /** The site's local date (move-in dates). */
  today: string;
}

function contextOf(site: SiteSettings, filter: SearchFilter, now: Date): QueryContext {
  return { site, filter, now: now.toISOString(), today: siteToday(site, now) };
}

/** Finland filters, sorts and shows the debt-free total price (spec 000 section 9). */
function priceOf(site: SiteSettings): SQL {
  return site.site === "fi" ? sql`coalesce(o.total_price, o.price)` : sql`o.price`;
}

/**
 * A rented (tenancy) home stores its monthly rent as its price. Rent is not a purchase price:
 * it is shown as rent, price filters never match it and price ranges leave it out.
 */
const TENANCY = sql`'tenancy'`;
function purchasePriceOf(site: SiteSettings): SQL {
  return sql`case when o.disposal_form = ${TENANCY} then null else ${priceOf(site)} end`;
}
const rentOf = sql`case when o.disposal_form = ${TENANCY} then o.price end`;

/** The columns of a matching home (`m`), in every statement the same. */
function homeColumns(site: SiteSettings): SQL {
  return sql`o.id, o.stage_id, o.area_id, ${purchasePriceOf(site)} as price, ${rentOf} as rent,
    o.rooms, o.living_area, o.inhabit_date`;
}

/** A bound at the site's limit means "no limit" (a slider at its end: "10 000 000+"). */
function effectiveRange(min: number | undefined, max: number | undefined, lower: number, upper: number) {
  return {
    min: min !== undefined && min > lower ? min : undefined,
    max: max !== undefined && max < upper ? max : undefined,
  };
}

function ranges(ctx: QueryContext) {
  const bounds = filterBoundsOf(ctx.site.site);
  const f = ctx.filter;
  return {
    price: effectiveRange(f.minPrice, f.maxPrice, bounds.price.min, bounds.price.max),
    rooms: effectiveRange(f.minRooms, f.maxRooms, bounds.rooms.min, bounds.rooms.max),
    area: effectiveRange(f.minArea, f.maxArea, bounds.area.min, bounds.area.max),
  };
}

const limited = (range: { min?: number; max?: number }) => range.min !== undefined || range.max !== undefined;

function inRange(value: SQL, range: { min?: number; max?: number }): SQL[] {
  const conditions: SQL[] = [];
  if (range.min !== undefined) conditions.push(sql`${value} >= ${range.min}`);
  if (range.max !== undefined) conditions.push(sql`${value} <= ${range.max}`);
  return conditions;
}

/** A planned range overlaps the filter's; an unknown planned value does not exclude the stage. */
function overlaps(low: SQL, high: SQL, range: { min?: number; max?: number }): SQL[] {
  const conditions: SQL[] = [];
  if (range.max !== undefined) conditions.push(sql`(${low} is null or ${low} <= ${range.max})`);
  if (range.min !== undefined) conditions.push(sql`(${high} is null or ${high} >= ${range.min})`);
  return conditions;
}

function projectStatusCondition(filter: SearchFilter): SQL {
  return filter.projectStatus.length > 0
    ? sql`s.project_status in (${list(filter.projectStatus)})`
    : sql`s.project_status not in (${list(HIDDEN_UNLESS_NAMED)})`;
}

function residenceTypeCondition(alias: "o" | "s", types: readonly ResidenceType[]): SQL[] {
  if (types.length === 0) return [];
  return [sql`${sql.raw(alias)}.residence_type in (${list(expandResidenceTypes(types))})`];
}

/** ownershipApartment also finds freehold ("ownership") apartments; "all" means any disposal form. */
function disposalCondition(alias: "o" | "s", forms: readonly DisposalForm[]): SQL[] {
  if (forms.length === 0 || forms.includes("all")) return [];
  const t = sql.raw(alias);
  const direct = sql`${t}.disposal_form in (${list(forms)})`;
  if (!forms.includes("ownershipApartment")) return [direct];
  return [sql`(${direct} or (${t}.disposal_form = 'ownership' and ${t}.residence_type = 'apartment'))`];
}

/** Move-in filter: 0 now, 1 within six months, 2 within a year, 3 any; no date counts as later than a year. */
function inhabitCondition(date: SQL, ctx: QueryContext): SQL[] {
  switch (ctx.filter.inhabitDate) {
    case 0:
      return [sql`${date} <= ${ctx.today}::date`];
    case 1:
      return [sql`${date} <= (${ctx.today}::date + interval '6 months')::date`];
    case 2:
      return [sql`${date} <= (${ctx.today}::date + interval '1 year')::date`];
    default:
      return [];
  }
}

/** Showings that satisfy the viewing filter: not over yet, and starting within 7 or 30 days if asked. */
function showingWindow(ctx: QueryContext): SQL | undefined {
  const now = sql`${ctx.now}::timestamptz`;
  switch (ctx.filter.viewing) {
    case "HasAny":
      return sql`sw.ends_at > ${now}`;
    case "InSevenDays":
      return sql`sw.ends_at > ${now} and sw.starts_at <= ${now} + interval '7 days'`;
    case "In30Days":
      return sql`sw.ends_at > ${now} and sw.starts_at <= ${now} + interval '30 days'`;
    default:
      return undefined;
  }
}

/** Haversine distance in km from the filter's point, with a cheap latitude box first. */
function geoCondition(alias: "o" | "s", ctx: QueryContext): SQL[] {
  const geo = ctx.filter.geoSearch;
  if (!geo) return [];
  const t = sql.raw(alias);
  const lat = sql`${geo.latitude}::float8`;
  const lon = sql`${geo.longitude}::float8`;
  const box = geo.radiusKm / 111.0;
  return [
    sql`${t}.latitude between ${geo.latitude - box}::float8 and ${geo.latitude + box}::float8`,
    sql`2 * 6371.0 * asin(least(1.0, sqrt(
      power(sin(radians(${t}.latitude - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${t}.latitude)) * power(sin(radians(${t}.longitude - ${lon}) / 2), 2)
    ))) <= ${geo.radiusKm}::float8`,
  ];
}

/** Tags and stage ids narrow the stages; `column` is the stage id of the row (o.stage_id or s.id). */
function stageSetConditions(column: SQL, ctx: QueryContext): SQL[] {
  const conditions: SQL[] = [];
  if (ctx.filter.tags.length > 0) {
    conditions.push(
      sql`${column} in (select stage_id from residence_stage_tags where tag_id in (${list(ctx.filter.tags)}))`,
    );
  }
  if (ctx.filter.stageIds.length > 0) conditions.push(sql`${column} in (${list(ctx.filter.stageIds)})`);
  return conditions;
}

/**
 * Rule (a), the home's part: a searchable home of the site that matches every home-level
 * filter. Only columns of the home (the stage's concept through a subquery), so the homes can
 * be counted per stage before the stage's own conditions (`stageConditions`) apply.
 */
function homeConditions(ctx: QueryContext): SQL[] {
  return [sql`o.site = ${ctx.site.site}`, sql`o.status in (${searchedStatuses})`, ...homeFilters(ctx)];
}

/** The home-level filters of `homeConditions` (none: every searchable home of the site matches). */
function homeFilters(ctx: QueryContext): SQL[] {
  const f = ctx.filter;
  const r = ranges(ctx);
  const conditions: SQL[] = [
    ...(limited(r.price) ? [sql`o.disposal_form <> ${TENANCY}`, ...inRange(priceOf(ctx.site), r.price)] : []),
    ...inRange(sql`o.rooms`, r.rooms),
    ...inRange(sql`o.living_area`, r.area),
    ...residenceTypeCondition("o", f.residenceType),
    ...disposalCondition("o", f.disposalForm),
    ...inhabitCondition(sql`o.inhabit_date`, ctx),
    ...stageSetConditions(sql`o.stage_id`, ctx),
    ...geoCondition("o", ctx),
  ];
  if (f.outdoorArea.length > 0) {
    conditions.push(sql`o.outdoor_areas && array[${list(expandOutdoorAreas(f.outdoorArea))}]::text[]`);
  }
  if (f.concepts.length > 0) {
    // The home's concept, or its stage's when the home has none.
    const concepts = list(f.concepts);
    conditions.push(sql`(o.concept in (${concepts}) or (o.concept is null
      and o.stage_id in (select id from residence_stages where concept in (${concepts}))))`);
  }
  const window = showingWindow(ctx);
  if (window) {
    // A showing of the whole stage, or of this very home.
    conditions.push(sql`(
      o.stage_id in (select sw.stage_id from residence_showings sw where sw.object_id is null and ${window})
      or o.id in (select sw.object_id from residence_showings sw where sw.object_id is not null and ${window})
    )`);
  }
  return conditions;
}

/** Rule (a), the stage's part: the home's stage is the site's and in a searched project status. */
function stageConditions(ctx: QueryContext): SQL[] {
  return [sql`s.site = ${ctx.site.site}`, projectStatusCondition(ctx.filter)];
}

/**
 * Rule (b): a stage without released homes whose planned ranges overlap the filter and whose
 * own attributes match it: a planned, VIP or pre-selling stage, or a sold-out, reference or
 * succession one when the filter names its status (their homes are no longer searchable, so
 * naming the status would otherwise find nothing). Home-only attributes (outdoor areas) are
 * unknown before release and do not exclude it; a planned rental stage has no purchase price,
 * so a price filter leaves it out. `released` finds a searchable home of the stage s. Undefined
 * when no such stage can match.
 */
function plannedStageConditions(ctx: QueryContext, released: SQL): SQL[] | undefined {
  const f = ctx.filter;
  const statuses =
    f.projectStatus.length > 0
      ? f.projectStatus.filter((s) => PLANNED_STATUSES.includes(s) || HIDDEN_UNLESS_NAMED.includes(s))
      : PLANNED_STATUSES;
  if (statuses.length === 0) return undefined;
  const r = ranges(ctx);
  const conditions: SQL[] = [
    sql`s.site = ${ctx.site.site}`,
    sql`s.project_status in (${list(statuses)})`,
    sql`not exists (${released})`,
    ...(limited(r.price) ? [sql`s.disposal_form <> ${TENANCY}`] : []),
    ...overlaps(sql`s.planned_min_price`, sql`s.planned_max_price`, r.price),
    ...overlaps(sql`s.planned_min_rooms`, sql`s.planned_max_rooms`, r.rooms),
    ...overlaps(sql`s.planned_min_area`, sql`s.planned_max_area`, r.area),
    ...residenceTypeCondition("s", f.residenceType),
    ...disposalCondition("s", f.disposalForm),
    ...inhabitCondition(sql`s.inhabit_from`, ctx),
    ...stageSetConditions(sql`s.id`, ctx),
    ...geoCondition("s", ctx),
  ];
  if (f.concepts.length > 0) conditions.push(sql`s.concept in (${list(f.concepts)})`);
  const window = showingWindow(ctx);
  if (window) conditions.push(sql`s.id in (select sw.stage_id from residence_showings sw where ${window})`);
  return conditions;
}

const and = (conditions: SQL[]): SQL => sql.join(conditions, sql` and `);

// ---------------------------------------------------------------------------------------------
// Sorting: always with the id as the last key, so pages never overlap or skip.

/**
 * The sort key of stages and areas: `k1` from the matching homes (one aggregate, the only one
 * computed for every hit) or from a planned stage, `k2` the lowest rent after the price (rented
 * homes come after purchasable ones). Both price orders use the lowest matching price (shared
 * decisions); descending area and move-in use the largest and latest. Undefined: recommended.
 */
interface GroupSort {
  /** Aggregate over `m`. */
  k1: SQL;
  /** A released stage's key from the aggregate `g.k1` (moving in falls back to the stage's dates). */
  stage: SQL;
  /** A planned stage's key (alias s). */
  planned: SQL;
  /** How an area combines its stages' keys. */
  area: "min" | "max";
  descending: boolean;
  rent: boolean;
}

const plannedPrice = (bound: "min" | "max") =>
  sql`case when s.disposal_form = ${TENANCY} then null else s.${sql.raw(`planned_${bound}_price`)} end`;

function groupSortOf(sort: SortOption): GroupSort | undefined {
  switch (sort) {
    case "priceAsc":
    case "priceDesc":
      return {
        k1: sql`min(m.price)`,
        stage: sql`g.k1`,
        planned: plannedPrice("min"),
        area: "min",
        descending: sort === "priceDesc",
        rent: true,
      };
    case "areaAsc":
    case "premisesSizeAsc":
      return {
        k1: sql`min(m.living_area)`,
        stage: sql`g.k1`,
        planned: sql`s.planned_min_area`,
        area: "min",
        descending: false,
        rent: false,
      };
    case "areaDesc":
    case "premisesSizeDesc":
    case "livingArea":
      return {
        k1: sql`max(m.living_area)`,
        stage: sql`g.k1`,
        planned: sql`s.planned_max_area`,
        area: "max",
        descending: true,
        rent: false,
      };
    case "moveInAsc":
      return {
        k1: sql`min(m.inhabit_date)`,
        stage: sql`coalesce(g.k1, s.inhabit_from)`,
        planned: sql`s.inhabit_from`,
        area: "min",
        descending: false,
        rent: false,
      };
    case "moveInDesc":
      return {
        k1: sql`max(m.inhabit_date)`,
        stage: sql`coalesce(g.k1, s.inhabit_to)`,
        planned: sql`s.inhabit_to`,
        area: "max",
        descending: true,
        rent: false,
      };
    default:
      return undefined;
  }
}

/** Order of stage or area rows of alias `t` (columns rank, k1, k2 and the id). */
function groupOrder(sort: SortOption, t: string, id = "id"): SQL {
  const g = groupSortOf(sort);
  if (!g) return sql.raw(`${t}.rank asc, ${t}.${id} asc`);
  const direction = g.descending ? "desc" : "asc";
  const rent = g.rent ? `${t}.k2 ${direction} nulls last, ` : "";
  return sql.raw(`${t}.k1 ${direction} nulls last, ${rent}${t}.${id} asc`);
}

/** Homes: the columns of `m` (rank is the stage's). Rented homes come after priced ones, by rent. */
function objectOrder(sort: SortOption, t: string): SQL {
  const by = (key: string) => sql.raw(`${key.replaceAll("$", t)}, ${t}.id asc`);
  switch (sort) {
    case "priceAsc":
      return by("$.price asc nulls last, $.rent asc nulls last");
    case "priceDesc":
      return by("$.price desc nulls last, $.rent desc nulls last");
    case "areaAsc":
    case "premisesSizeAsc":
      return by("$.living_area asc");
    case "areaDesc":
    case "premisesSizeDesc":
    case "livingArea":
      return by("$.living_area desc");
    case "moveInAsc":
      return by("$.inhabit_date asc nulls last");
    case "moveInDesc":
      return by("$.inhabit_date desc nulls last");
    default:
      return by("$.rank asc");
  }
}

// ---------------------------------------------------------------------------------------------
// The matching stages.

/**
 * CTEs `m` (matching homes, columns of `homeColumns`), `sg` (their count per stage, and the
 * sort's key when `sort` has one) and `sh`: one row per stage hit (stage_id, area_id, rank, n =
 * matching homes, k1, k2), released stages that pass the stage's own conditions and planned
 * stages (n = 0).
 */
function matchingStagesCtes(ctx: QueryContext, sort?: GroupSort): SQL {
  // Without home-level filters `sg` already lists every stage with searchable homes, so "no
  // released homes" is a lookup in it rather than an index probe per candidate stage.
  const released =
    homeFilters(ctx).length === 0
      ? sql`select 1 from sg where sg.stage_id = s.id`
      : sql`select 1 from residence_objects o
          where o.site = ${ctx.site.site} and o.stage_id = s.id and o.status in (${searchedStatuses})`;
  const planned = plannedStageConditions(ctx, released);
  const plannedRows = planned
    ? sql`union all
      select s.id, s.area_id, s.recommended_rank, 0, ${sort ? sort.planned : sql`null`}, null
      from residence_stages s
      where ${and(planned)}`
    : sql``;
  return sql`m as (
      select ${homeColumns(ctx.site)}
      from residence_objects o
      where ${and(homeConditions(ctx))}
    ),
    sg as (
      select m.stage_id, count(*)::int as n, ${sort ? sort.k1 : sql`null`} as k1, ${sort?.rent ? sql`min(m.rent)` : sql`null::bigint`} as k2
      from m
      group by m.stage_id
    ),
    sh as (
      select g.stage_id, s.area_id, s.recommended_rank as rank, g.n, ${sort ? sort.stage : sql`null`} as k1, g.k2
      from sg g
      join residence_stages s on s.id = g.stage_id
      where ${and(stageConditions(ctx))}
      ${plannedRows}
    )`;
}

/** Counts of the three tabs from `sh` (planned stages have n = 0). */
const countsJson = sql`json_build_object(
  'objects', (select coalesce(sum(n), 0) from sh)::int,
  'stages', (select count(*) from sh)::int,
  'areas', (select count(distinct area_id) from sh)::int
)`;

/**
 * CTE `name` (stage_id, area_id, rank, n and the ranges): for the stages of `rows` (columns
 * stage_id, area_id, rank, n; n null when unknown), the ranges of their matching homes, or the
 * planned ranges of a stage without them. Run for a page of hits only.
 */
function stageRangesCte(name: string, rows: SQL, ctx: QueryContext): SQL {
  return sql`${sql.raw(name)} as (
    select p.stage_id, p.area_id, p.rank, coalesce(p.n, x.n) as n,
      case when x.n > 0 then x.min_price else ${plannedPrice("min")} end as min_price,
      case when x.n > 0 then x.max_price else ${plannedPrice("max")} end as max_price,
      x.min_rent, x.max_rent,
      case when x.n > 0 then x.min_rooms else s.planned_min_rooms end as min_rooms,
      case when x.n > 0 then x.max_rooms else s.planned_max_rooms end as max_rooms,
      case when x.n > 0 then x.min_area else s.planned_min_area end as min_area,
      case when x.n > 0 then x.max_area else s.planned_max_area end as max_area,
      coalesce(x.min_inhabit, s.inhabit_from) as min_inhabit,
      coalesce(x.max_inhabit, s.inhabit_to) as max_inhabit
    from (${rows}) p
    join residence_stages s on s.id = p.stage_id
    cross join lateral (
      select count(*)::int as n, min(m.price) as min_price, max(m.price) as max_price,
        min(m.rent) as min_rent, max(m.rent) as max_rent,
        min(m.rooms) as min_rooms, max(m.rooms) as max_rooms, min(m.living_area) as min_area, max(m.living_area) as max_area,
        min(m.inhabit_date) as min_inhabit, max(m.inhabit_date) as max_inhabit
      from (
        select ${homeColumns(ctx.site)} from residence_objects o
        where p.n is distinct from 0 and o.stage_id = p.stage_id and ${and(homeConditions(ctx))}
      ) m
    ) x
  )`;
}

// ---------------------------------------------------------------------------------------------
// Hits as JSON, built in the database.

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** At most three upcoming showings (not over yet) matching `where` (alias sw). */
function showingsJson(where: SQL, now: string): SQL {
  return sql`coalesce((
    select json_agg(json_build_object('id', x.id, 'startsAt', ${iso("x.starts_at")}, 'endsAt', ${iso("x.ends_at")})
      order by x.starts_at, x.id)
    from (
      select sw.id, sw.starts_at, sw.ends_at from residence_showings sw
      where ${where} and sw.ends_at > ${now}::timestamptz
      order by sw.starts_at, sw.id limit 3
    ) x
  ), '[]'::json)`;
}

/** Object hit from o, s, a (and the Finnish price rule; a rented home has its rent instead). */
function objectHitJson(site: SiteSettings, now: string): SQL {
  const price = purchasePriceOf(site);
  return sql`json_build_object(
    'id', o.id, 'type', 'object', 'name', s.name, 'url', o.url, 'siteId', ${site.siteId}::text,
    'area', a.name, 'municipality', a.municipality, 'county', a.county,
    'minRooms', o.rooms, 'maxRooms', o.rooms, 'minPrice', ${price}, 'maxPrice', ${price},
    'minRent', ${rentOf}, 'maxRent', ${rentOf},
    'minArea', o.living_area, 'maxArea', o.living_area,
    'showings', ${showingsJson(sql`sw.stage_id = o.stage_id and (sw.object_id is null or sw.object_id = o.id)`, now)},
    'status', o.status, 'stageStatus', s.stage_status, 'concept', coalesce(o.concept, s.concept),
    'residenceType', o.residence_type, 'disposalForm', o.disposal_form,
    'inhabitFrom', o.inhabit_date, 'inhabitTo', o.inhabit_date,
    'searchImage', coalesce(o.images -> 0, s.images -> 0, a.images -> 0),
    'shortDescription', s.short_description,
    'geo', json_build_object('latitude', o.latitude, 'longitude', o.longitude),
    'objectNumber', o.number, 'matchingObjects', 1
  )`;
}

/** Stage hit from its ranges (h), s and a. */
function stageHitJson(site: SiteSettings, now: string): SQL {
  return sql`json_build_object(
    'id', s.id, 'type', 'stage', 'name', s.name, 'url', s.url, 'siteId', ${site.siteId}::text,
    'area', a.name, 'municipality', a.municipality, 'county', a.county,
    'minRooms', h.min_rooms, 'maxRooms', h.max_rooms, 'minPrice', h.min_price, 'maxPrice', h.max_price,
    'minRent', h.min_rent, 'maxRent', h.max_rent,
    'minArea', h.min_area, 'maxArea', h.max_area,
    'showings', ${showingsJson(sql`sw.stage_id = s.id`, now)},
    'status', s.project_status, 'stageStatus', s.stage_status, 'concept', s.concept,
    'residenceType', s.residence_type, 'disposalForm', s.disposal_form,
    'inhabitFrom', h.min_inhabit, 'inhabitTo', h.max_inhabit,
    'searchImage', coalesce(s.images -> 0, a.images -> 0),
    'shortDescription', s.short_description,
    'geo', json_build_object('latitude', s.latitude, 'longitude', s.longitude),
    'objectNumber', null, 'matchingObjects', h.n
  )`;
}

/**
 * `st`: hits of the stages of `rows` (stage_id, area_id, rank, n, k1, k2), with their sort keys.
 * A page has at most 300 hits, so a subquery per hit (showings) is cheap.
 */
function stageHitsCtes(site: SiteSettings, ctx: QueryContext, rows: string): SQL {
  return sql`${stageRangesCte("sr", sql.raw(`select * from ${rows}`), ctx)},
    st as (
      select p.stage_id as id, p.rank, p.k1, p.k2, ${stageHitJson(site, ctx.now)} as hit
      from ${sql.raw(rows)} p
      join sr h on h.stage_id = p.stage_id
      join residence_stages s on s.id = p.stage_id
      join residence_areas a on a.id = s.area_id
    )`;
}

/**
 * `ahit`: hits of the areas of `rows` (area_id, rank, k1, k2), from the ranges of their stage
 * hits in `sh`; the first of those stages (by rank) lends the area its type and dates.
 */
function areaHitsCtes(site: SiteSettings, ctx: QueryContext, rows: string): SQL {
  return sql`${stageRangesCte("asr", sql.raw(`select sh.* from sh where sh.area_id in (select area_id from ${rows})`), ctx)},
    ag as (
      select area_id, sum(n)::int as n,
        min(min_price) as min_price, max(max_price) as max_price, min(min_rent) as min_rent, max(max_rent) as max_rent,
        min(min_rooms) as min_rooms, max(max_rooms) as max_rooms, min(min_area) as min_area, max(max_area) as max_area,
        min(min_inhabit) as min_inhabit, max(max_inhabit) as max_inhabit,
        (array_agg(stage_id order by rank, stage_id))[1] as first_stage_id
      from asr group by area_id
    ),
    ahit as (
      select p.area_id as id, p.rank, p.k1, p.k2,
        json_build_object(
          'id', a.id, 'type', 'area', 'name', a.name, 'url', a.url, 'siteId', ${site.siteId}::text,
          'area', a.name, 'municipality', a.municipality, 'county', a.county,
          'minRooms', h.min_rooms, 'maxRooms', h.max_rooms, 'minPrice', h.min_price, 'maxPrice', h.max_price,
          'minRent', h.min_rent, 'maxRent', h.max_rent,
          'minArea', h.min_area, 'maxArea', h.max_area,
          'showings', ${showingsJson(sql`sw.stage_id in (select st2.id from residence_stages st2 where st2.area_id = a.id)`, ctx.now)},
          'status', a.project_status, 'stageStatus', null, 'concept', coalesce(a.concept, fs.concept),
          'residenceType', fs.residence_type, 'disposalForm', fs.disposal_form,
          'inhabitFrom', h.min_inhabit, 'inhabitTo', h.max_inhabit,
          'searchImage', coalesce(a.images -> 0, fs.images -> 0),
          'shortDescription', a.short_description,
          'geo', json_build_object('latitude', a.latitude, 'longitude', a.longitude),
          'objectNumber', null, 'matchingObjects', h.n
        ) as hit
      from ${sql.raw(rows)} p
      join ag h on h.area_id = p.area_id
      join residence_areas a on a.id = p.area_id
      join residence_stages fs on fs.id = h.first_stage_id
    )`;
}

/** `ah`: one row per area hit (area_id, rank = the area's, n, k1, k2) from `sh`. */
function areaRowsCte(sort: SortOption): SQL {
  const g = groupSortOf(sort);
  return sql`ah as (
    select h.area_id, a.recommended_rank as rank, h.n, h.k1, h.k2
    from (
      select area_id, sum(n)::int as n, ${g ? sql.raw(`${g.area}(k1)`) : sql`null`} as k1, min(k2) as k2
      from sh group by area_id
    ) h
    join residence_areas a on a.id = h.area_id
  )`;
}

/**
 * `page`: the ids of one page of matching homes (id, rank and the sort's columns). In the
 * recommended order (the stage's rank, then the id) the page comes from the few stages that
 * hold it: those up to the rank where the homes before reach offset + limit. Other orders sort
 * every matching home (a top-N sort).
 */
function objectPageCte(ctx: QueryContext, sort: SortOption, limit: number, offset: number): SQL {
  if (sort === "recommended") {
    return sql`cut as (
        select rank, sum(n) over (order by rank, stage_id rows between unbounded preceding and current row) - n as before
        from sh where n > 0
      ),
      ps as (
        select stage_id, rank from sh
        where n > 0 and rank <= (select max(rank) from cut where before < ${offset + limit})
      ),
      page as (
        select m.*, ps.rank from ps
        join lateral (
          select ${homeColumns(ctx.site)} from residence_objects o
          where o.stage_id = ps.stage_id and ${and(homeConditions(ctx))}
        ) m on true
        order by ps.rank, m.id
        limit ${limit} offset ${offset}
      )`;
  }
  return sql`page as (
      select m.*, null::int as rank from m
      where m.stage_id in (select stage_id from sh where n > 0)
      order by ${objectOrder(sort, "m")}
      limit ${limit} offset ${offset}
    )`;
}

/** `ph`: the homes of `page` with their hit JSON. */
function objectHitsCte(site: SiteSettings, now: string): SQL {
  return sql`ph as (
    select page.*, ${objectHitJson(site, now)} as hit
    from page
    join residence_objects o on o.id = page.id
    join residence_stages s on s.id = o.stage_id
    join residence_areas a on a.id = o.area_id
  )`;
}

// ---------------------------------------------------------------------------------------------
// The statements (exported for the benchmark, which runs the same SQL directly).

/**
 * The statements of the searches answer one row with one column, `body`: the whole API
 * answer as JSON text, built by the database. The route sends it as it is (no parse, check and
 * re-serialisation in Node); in-process callers parse it.
 */
export function objectSearchQuery(site: SiteSettings, request: ObjectSearchOptions, now: Date): SQL {
  const ctx = contextOf(site, request.filter, now);
  return sql`with ${matchingStagesCtes(ctx)},
    ${objectPageCte(ctx, request.sort, request.limit, request.offset)},
    ${objectHitsCte(site, ctx.now)}
    select json_build_object(
      'hits', coalesce((select json_agg(ph.hit order by ${objectOrder(request.sort, "ph")}) from ph), '[]'::json),
      'counts', ${countsJson},
      'limit', ${request.limit}::int,
      'offset', ${request.offset}::int
    )::text as body`;
}

export function stageAndAreaSearchQuery(site: SiteSettings, request: StageAndAreaSearchOptions, now: Date): SQL {
  const ctx = contextOf(site, request.filter, now);
  const page = sql`limit ${request.limit} offset ${request.offset}`;
  const stages = request.tab !== "area";
  const areas = request.tab !== "stage";
  const ctes: SQL[] = [matchingStagesCtes(ctx, groupSortOf(request.sort))];
  if (stages) {
    ctes.push(sql`sp as (select sh.* from sh order by ${groupOrder(request.sort, "sh", "stage_id")} ${page})`);
    ctes.push(stageHitsCtes(site, ctx, "sp"));
  }
  if (areas) {
    ctes.push(areaRowsCte(request.sort));
    ctes.push(sql`ap as (select ah.* from ah order by ${groupOrder(request.sort, "ah", "area_id")} ${page})`);
    ctes.push(areaHitsCtes(site, ctx, "ap"));
  }
  const none = sql`'[]'::json`;
  return sql`with ${sql.join(ctes, sql`, `)}
    select json_build_object(
      'stages', ${stages ? sql`coalesce((select json_agg(st.hit order by ${groupOrder(request.sort, "st")}) from st), '[]'::json)` : none},
      'areas', ${areas ? sql`coalesce((select json_agg(ahit.hit order by ${groupOrder(request.sort, "ahit")}) from ahit), '[]'::json)` : none},
      'counts', ${countsJson},
      'limit', ${request.limit}::int,
      'offset', ${request.offset}::int
    )::text as body`;
}

/** A row of `markersQuery`: the total in every row, and a marker unless there is none (id null). */
export interface MarkerRow {
  total: number;
  id: number | null;
  latitude: number;
  longitude: number;
  name: string;
  url: string;
  status: string;
  number: string | null;
}

/**
 * Every hit of one tab as a marker row, the first MAX_MARKERS in the recommended order, each
 * with the total. Homes come from the stages that hold the first MAX_MARKERS (as a recommended
 * page). Plain rows rather than JSON built by the database: PostgreSQL's json_build_object
 * costs microseconds per row, which thousands of markers would feel.
 */
export function markersQuery(site: SiteSettings, request: MarkersOptions, now: Date): SQL {
  const ctx = contextOf(site, request.filter, now);
  const ctes: SQL[] = [matchingStagesCtes(ctx)];
  let rows: SQL;
  let total: SQL;
  if (request.type === "object") {
    ctes.push(objectPageCte(ctx, "recommended", MAX_MARKERS, 0));
    rows = sql`select page.rank, o.id, o.latitude, o.longitude, s.name, o.url, o.status, o.number
      from page
      join residence_objects o on o.id = page.id
      join residence_stages s on s.id = o.stage_id`;
    total = sql`select coalesce(sum(n), 0)::int from sh`;
  } else if (request.type === "stage") {
    rows = sql`select mp.rank, s.id, s.latitude, s.longitude, s.name, s.url, s.project_status as status, null as number
      from (select stage_id, rank from sh order by rank, stage_id limit ${MAX_MARKERS}) mp
      join residence_stages s on s.id = mp.stage_id`;
    total = sql`select count(*)::int from sh`;
  } else {
    rows = sql`select a.recommended_rank as rank, a.id, a.latitude, a.longitude, a.name, a.url, a.project_status as status,
        null as number
      from residence_areas a
      where a.id in (select area_id from sh)
      order by a.recommended_rank, a.id limit ${MAX_MARKERS}`;
    total = sql`select count(distinct area_id)::int from sh`;
  }
  return sql`with ${sql.join(ctes, sql`, `)}
    select t.total, mk.id, mk.latitude, mk.longitude, mk.name, mk.url, mk.status, mk.number
    from (${total}) t(total)
    left join (${rows}) mk on true
    order by mk.rank, mk.id`;
}

/** Coordinates with five decimals (about a metre): plenty for a map, and a smaller answer. */
const round5 = (value: number) => Math.round(value * 100_000) / 100_000;

/** The answer of search/markers from the rows of `markersQuery`. */
export function markersResponse(type: MarkersOptions["type"], rows: MarkerRow[]): MarkersResponse {
  const total = rows[0]?.total ?? 0;
  const markers = rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            type,
            latitude: round5(row.latitude),
            longitude: round5(row.longitude),
            name: row.name,
            url: row.url,
            status: row.status,
            objectNumber: row.number,
          },
        ],
  );
  return { type, markers, total, truncated: total > MAX_MARKERS };
}

function stageCountiesQuery(site: SiteSettings, filter: SearchFilter, now: Date): SQL {
  const ctx = contextOf(site, filter, now);
  return sql`with ${matchingStagesCtes(ctx)}
    select a.county, a.county_slug as "countySlug", a.municipality, a.municipality_slug as "municipalitySlug",
      count(*)::int as stages, sum(h.n)::int as objects
    from sh h
    join residence_areas a on a.id = h.area_id
    group by a.county, a.county_slug, a.municipality, a.municipality_slug`;
}

/** Object hits of one stage (the stage page's list), with the total; `exists` says the stage is the site's. */
function stageObjectsQuery(site: SiteSettings, request: StageObjectsOptions, now: Date): SQL {
  const statuses = request.allStatuses ? sql`` : sql`and o.status in (${searchedStatuses})`;
  const nowIso = now.toISOString();
  return sql`with m as (
      select ${homeColumns(site)}, o.id as rank
      from residence_objects o
      where o.stage_id = ${request.stageId} and o.site = ${site.site} ${statuses}
    ),
    page as (select m.* from m order by ${objectOrder(request.sort, "m")} limit ${request.limit}),
    ${objectHitsCte(site, nowIso)}
    select exists (select 1 from residence_stages where id = ${request.stageId} and site = ${site.site}) as "exists",
      (select count(*) from m)::int as total,
      coalesce((select json_agg(ph.hit order by ${objectOrder(request.sort, "ph")}) from ph), '[]'::json) as hits`;
}

function objectsByIdsQuery(site: SiteSettings, ids: readonly number[], now: Date): SQL {
  const nowIso = now.toISOString();
  return sql`select coalesce(json_agg(${objectHitJson(site, nowIso)}
      order by array_position(array[${list(ids)}]::int[], o.id)), '[]'::json) as hits
    from residence_objects o
    join residence_stages s on s.id = o.stage_id
    join residence_areas a on a.id = o.area_id
    where o.site = ${site.site} and o.id in (${list(ids)})`;
}

const NO_FILTER: SearchFilter = SearchFilterSchema.parse({});

/** Stages by id, whatever their status, with the ranges of their searchable homes (else the planned ones). */
function stagesByIdsQuery(site: SiteSettings, ids: readonly number[], now: Date): SQL {
  const ctx = contextOf(site, NO_FILTER, now);
  const rows = sql`select s.id as stage_id, s.area_id, s.recommended_rank as rank, null::int as n
    from residence_stages s where s.site = ${site.site} and s.id in (${list(ids)})`;
  return sql`with ${stageRangesCte("h", rows, ctx)}
    select coalesce(json_agg(${stageHitJson(site, ctx.now)} order by array_position(array[${list(ids)}]::int[], s.id)), '[]'::json) as hits
    from h
    join residence_stages s on s.id = h.stage_id
    join residence_areas a on a.id = s.area_id`;
}

// ---------------------------------------------------------------------------------------------

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

async function firstRow<T>(db: Database, query: SQL): Promise<T> {
  const [row] = await rowsOf<T>(db, query);
  if (!row) throw new Error("search query returned no row");
  return row;
}

const TAG_LIMIT = 10;

/** Lower case without the common Nordic and French accents: cheap accent-insensitive matching in SQL. */
const FOLD_FROM = "åäáàâãöóòôõøéèêëüúùûíìîïæçñ";
const FOLD_TO = "aaaaaaoooooooeeeeuuuuiiiiacn";
const fold = (value: SQL) => sql`translate(lower(${value}), ${FOLD_FROM}, ${FOLD_TO})`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

interface TagRow {
  id: number;
  name: string;
  url: string;
  hasRental: boolean;
}
const tagColumns = sql`t.id, t.name, t.url, t.has_rental as "hasRental"`;
const toTag = (row: TagRow): Tag => ({ id: row.id, name: row.name, url: row.url, hasRental: row.hasRental });

export function createSearchService({ db, clock }: SearchServiceDeps) {
  function prepare<T extends { filter: SearchFilter }>(site: SiteSettings, request: T): T {
    assertSearchSite(site);
    assertFilterInBounds(site, request.filter);
    return request;
  }

  /** The answer of search_object as JSON text (ObjectSearchResponse), as the database built it. */
  async function searchObjectsJson(site: SiteSettings, request: ObjectSearchOptions): Promise<string> {
    prepare(site, request);
    return (await firstRow<{ body: string }>(db, objectSearchQuery(site, request, clock()))).body;
  }

  /** The answer of stage_and_area_search as JSON text (StageAndAreaSearchResponse). */
  async function searchStagesAndAreasJson(site: SiteSettings, request: StageAndAreaSearchOptions): Promise<string> {
    prepare(site, request);
    return (await firstRow<{ body: string }>(db, stageAndAreaSearchQuery(site, request, clock()))).body;
  }

  /** The answer of search/markers. */
  async function markers(site: SiteSettings, request: MarkersOptions): Promise<MarkersResponse> {
    prepare(site, request);
    return markersResponse(request.type, await rowsOf<MarkerRow>(db, markersQuery(site, request, clock())));
  }

  return {
    searchObjectsJson,
    searchStagesAndAreasJson,
    /** POST residence/search/markers: every hit of one tab as a map marker (at most MAX_MARKERS). */
    markers,
    /** The same as JSON text, for the route (the shape is the response schema's, checked by the tests). */
    async markersJson(site: SiteSettings, request: MarkersOptions): Promise<string> {
      return JSON.stringify(await markers(site, request));
    },

    /** POST residence/search_object: a page of matching homes and the counts of every tab. */
    async searchObjects(site: SiteSettings, request: ObjectSearchOptions): Promise<ObjectSearchResponse> {
      return JSON.parse(await searchObjectsJson(site, request)) as ObjectSearchResponse;
    },

    /** POST residence/stage_and_area_search: a page of the matching stages and/or areas, with the counts. */
    async searchStagesAndAreas(
      site: SiteSettings,
      request: StageAndAreaSearchOptions,
    ): Promise<StageAndAreaSearchResponse> {
      return JSON.parse(await searchStagesAndAreasJson(site, request)) as StageAndAreaSearchResponse;
    },

    /** POST residence/search_stage: the homes of one stage (searchable ones unless allStatuses). */
    async stageObjects(site: SiteSettings, request: StageObjectsOptions): Promise<StageObjectsResponse> {
      assertSearchSite(site);
      const limit = Math.min(request.limit, MAX_OBJECT_LIMIT);
      const row = await firstRow<{ exists: boolean; total: number; hits: SearchHit[] }>(
        db,
        stageObjectsQuery(site, { ...request, limit }, clock()),
      );
      if (!row.exists) {
        throw new FieldValidationError(
          [{ field: "stageId", messageKey: "validation.search.unknownStage" }],
          "not_found",
          404,
        );
      }
      return { stageId: request.stageId, hits: row.hits, total: row.total };
    },

    /** POST residence/search/by_ids/object: the site's homes of these ids, in the order asked. */
    async objectsByIds(site: SiteSettings, ids: readonly number[]): Promise<HitListResponse> {
      assertSearchSite(site);
      const unique = [...new Set(ids)].slice(0, MAX_IDS);
      if (unique.length === 0) return { hits: [] };
      const row = await firstRow<{ hits: SearchHit[] }>(db, objectsByIdsQuery(site, unique, clock()));
      return { hits: row.hits };
    },

    /** POST residence/search/by_ids/stage: the site's stages of these ids, in the order asked. */
    async stagesByIds(site: SiteSettings, ids: readonly number[]): Promise<HitListResponse> {
      assertSearchSite(site);
      const unique = [...new Set(ids)].slice(0, MAX_IDS);
      if (unique.length === 0) return { hits: [] };
      const row = await firstRow<{ hits: SearchHit[] }>(db, stagesByIdsQuery(site, unique, clock()));
      return { hits: row.hits };
    },

    /** POST residence/search_stage_counties: counties and municipalities with matching stages. */
    async stageCounties(site: SiteSettings, filter: SearchFilter): Promise<CountyCount[]> {
      prepare(site, { filter });
      const rows = await rowsOf<{
        county: string;
        countySlug: string;
        municipality: string;
        municipalitySlug: string;
        stages: number;
        objects: number;
      }>(db, stageCountiesQuery(site, filter, clock()));
      const collator = new Intl.Collator(site.locale);
      const counties = new Map<string, CountyCount>();
      for (const row of rows) {
        let county = counties.get(row.countySlug);
        if (!county) {
          county = { county: row.county, countySlug: row.countySlug, stages: 0, objects: 0, municipalities: [] };
          counties.set(row.countySlug, county);
        }
        county.stages += row.stages;
        county.objects += row.objects;
        county.municipalities.push({
          municipality: row.municipality,
          municipalitySlug: row.municipalitySlug,
          stages: row.stages,
          objects: row.objects,
        });
      }
      const result = [...counties.values()].sort((x, y) => collator.compare(x.county, y.county));
      for (const county of result) {
        county.municipalities.sort((x, y) => collator.compare(x.municipality, y.municipality));
      }
      return result;
    },

    /** GET residence/search/stage_tags/{siteId}: the tags that the site's stages carry. */
    async stageTags(site: SiteSettings): Promise<Tag[]> {
      assertSearchSite(site);
      const rows = await rowsOf<TagRow>(
        db,
        sql`select ${tagColumns} from residence_tags t
          where t.site = ${site.site} and exists (
            select 1 from residence_stage_tags x join residence_stages s on s.id = x.stage_id
            where x.tag_id = t.id and s.site = ${site.site})
          order by t.name, t.id`,
      );
      return rows.map(toTag);
    },

    /**
     * POST residence/search/tags: up to ten tags whose name contains the text (case- and
     * accent-insensitive), names that start with it first, then the most used.
     */
    async suggestTags(site: SiteSettings, text: string): Promise<Tag[]> {
      assertSearchSite(site);
      const needle = escapeLike(text.trim());
      const rows = await rowsOf<TagRow>(
        db,
        sql`select ${tagColumns} from residence_tags t
          where t.site = ${site.site} and ${fold(sql`t.name`)} like '%' || ${fold(sql`${needle}::text`)} || '%'
          order by ${fold(sql`t.name`)} like ${fold(sql`${needle}::text`)} || '%' desc,
            (select count(*) from residence_stage_tags x where x.tag_id = t.id) desc, t.name, t.id
          limit ${TAG_LIMIT}`,
      );
      return rows.map(toTag);
    },

    /**
     * POST residence/search/tags/url: the tags of a search URL, from its tag path segment and
     * its q (tag names separated by semicolons). Unknown names are left out.
     */
    async tagsByUrl(site: SiteSettings, url: string, q: string): Promise<Tag[]> {
      assertSearchSite(site);
      const segment = url.replace(/^\/+|\/+$/g, "").toLowerCase();
      const names = [
        ...new Set(
          q
            .split(";")
            .map((name) => name.trim().toLowerCase())
            .filter(Boolean),
        ),
      ];
      if (!segment && names.length === 0) return [];
      const wanted = [segment, ...names].filter(Boolean);
      const rows = await rowsOf<TagRow>(
        db,
        sql`select ${tagColumns} from residence_tags t
          where t.site = ${site.site} and (lower(t.url) in (${list(wanted)}) or lower(t.name) in (${list(wanted)}))`,
      );
      // The path's tag first, then q's in the visitor's order.
      const rank = (tag: TagRow) => {
        if (segment && tag.url.toLowerCase() === segment) return -1;
        const index = names.findIndex((name) => name === tag.name.toLowerCase() || name === tag.url.toLowerCase());
        return index === -1 ? names.length : index;
      };
      return rows.sort((x, y) => rank(x) - rank(y) || x.id - y.id).map(toTag);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

/** The default request values, for callers that build a search from a URL (the search page). */
export const DEFAULT_OBJECT_SEARCH: ObjectSearchOptions = {
  filter: SearchFilterSchema.parse({}),
  sort: "recommended",
  limit: DEFAULT_OBJECT_LIMIT,
  offset: 0,
};
