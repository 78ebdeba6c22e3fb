import { type SQL, sql } from "drizzle-orm";
import { type Database, type PreparedQuery, plainQuery } from "~/db/client";
import { purchasePriceOf, rentOf, searchedObjectOf } from "~/domain/purchase-price.server";
import type {
  DisposalForm,
  OutdoorArea,
  ProjectStatus,
  ResidenceType,
  SortOption,
  VIEWING_FILTERS,
} from "~/domain/residence-enums";
import { type JsonText, jsonText, parseJsonText } from "~/server/json-text";
import { FieldValidationError } from "~/server/plugins/errors";
import { type SiteSettings, siteById } from "~/sites/sites";
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
  type SearchCounts,
  type SearchFilter,
  SearchFilterSchema,
  type SearchHit,
  type StageAndAreaSearchRequest,
  type StageAndAreaSearchResponse,
  type StageObjectsRequest,
  type StageObjectsResponse,
  type Tag,
  WIDEN_FILTERS,
  type WidenResponse,
} from "./schema";
import { narrows, widenFilter } from "./search-url";
import { literal, literals } from "./sql-literals";

/**
 * The residence search of spec 000 sections 7 and 9 (semantics in the shared decisions of
 * issue 3 and docs/decisions/006). Every search is one SQL statement that counts the matching
 * homes per stage and builds the counts and one page of hits as JSON in the database, so a
 * search costs one round trip whatever the number of hits.
 */

export interface SearchServiceDeps {
  db: Database;
  clock: () => Date;
  /** Runs the searches' statements with their plans kept (src/db/client.ts); db.execute if absent. */
  prepared?: PreparedQuery;
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
  const site = siteById(siteId);
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
// SQL building blocks. Aliases: h = residence_search_homes and t = residence_search_stages (the
// read model, src/db/schema/residence-search.ts), o = residence_objects, s = residence_stages,
// a = residence_areas.
//
// How a search runs (see docs/performance.md, "Residence search" and decision 010): a search
// reads the read model only until it knows its page. Without home-level filters the counts,
// sort keys and ranges of every stage are stored in `t`; with them, the matching homes are
// counted per stage from the narrow indexes of `h`, which carries the stage's project status and
// rank. Only the returned page gets its JSON from the source tables.
//
// The search statements carry the request's values as literals (./sql-literals.ts: the planner
// always sees them); only "now" is a parameter where it merely picks the showings of a hit.

/** Values as statement parameters (the statements beside the search: tags, stage lists, ids). */
const params = (values: readonly (string | number)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

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

/** What a statement's conditions are built from. */
interface FilterContext {
  site: SiteSettings;
  filter: SearchFilter;
  /** ISO timestamp of the request's "now" (showings). */
  now: string;
  /** The site's local date (move-in dates). */
  today: string;
}

interface QueryContext extends FilterContext {
  /** The home-level filters' conditions (`homeFilters`), built once per statement. */
  homeFilters: SQL[];
}

function contextOf(site: SiteSettings, filter: SearchFilter, now: Date): QueryContext {
  const base: FilterContext = { site, filter, now: now.toISOString(), today: siteToday(site, now) };
  return { ...base, homeFilters: homeFilters(base) };
}

/**
 * A rented (tenancy) home stores its monthly rent as its price. Rent is not a purchase price:
 * it is shown as rent, price filters never match it and price ranges leave it out. The read
 * model stores both already split (`h.price` null for a rented home, `h.rent`).
 */
const TENANCY = literal("tenancy");

/** The columns of a home of residence_objects as a page row (the stage's list). */
function homeColumns(): SQL {
  return sql`o.id, o.stage_id, o.area_id, ${purchasePriceOf("o")} as price, ${rentOf("o")} as rent,
    o.rooms, o.living_area, o.inhabit_date`;
}

/** A bound at the site's limit means "no limit" (a slider at its end: "10 000 000+"). */
function effectiveRange(min: number | undefined, max: number | undefined, lower: number, upper: number) {
  return {
    min: min !== undefined && min > lower ? min : undefined,
    max: max !== undefined && max < upper ? max : undefined,
  };
}

function ranges(ctx: FilterContext) {
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
  // "Exactly 3 rooms" as an equality: an index on (rooms, price) then gives the homes in price order.
  if (range.min !== undefined && range.min === range.max) return [sql`${value} = ${literal(range.min)}`];
  const conditions: SQL[] = [];
  if (range.min !== undefined) conditions.push(sql`${value} >= ${literal(range.min)}`);
  if (range.max !== undefined) conditions.push(sql`${value} <= ${literal(range.max)}`);
  return conditions;
}

/** A planned range overlaps the filter's; an unknown planned value does not exclude the stage. */
function overlaps(low: SQL, high: SQL, range: { min?: number; max?: number }): SQL[] {
  const conditions: SQL[] = [];
  if (range.max !== undefined) conditions.push(sql`(${low} is null or ${low} <= ${literal(range.max)})`);
  if (range.min !== undefined) conditions.push(sql`(${high} is null or ${high} >= ${literal(range.min)})`);
  return conditions;
}

/** Alias of a read-model table: h (homes) or t (stages). */
type Alias = "h" | "t";

function projectStatusCondition(alias: Alias, filter: SearchFilter): SQL {
  const t = sql.raw(alias);
  return filter.projectStatus.length > 0
    ? sql`${t}.project_status in (${literals(filter.projectStatus)})`
    : alias === "h"
      ? sql`h.listed` // the same rule, stored per home: one flag instead of three comparisons per row
      : sql`t.project_status not in (${literals(HIDDEN_UNLESS_NAMED)})`;
}

function residenceTypeCondition(alias: Alias, types: readonly ResidenceType[]): SQL[] {
  if (types.length === 0) return [];
  return [sql`${sql.raw(alias)}.residence_type in (${literals(expandResidenceTypes(types))})`];
}

/** ownershipApartment also finds freehold ("ownership") apartments; "all" means any disposal form. */
function disposalCondition(alias: Alias, forms: readonly DisposalForm[]): SQL[] {
  if (forms.length === 0 || forms.includes("all")) return [];
  const t = sql.raw(alias);
  const direct = sql`${t}.disposal_form in (${literals(forms)})`;
  if (!forms.includes("ownershipApartment")) return [direct];
  return [sql`(${direct} or (${t}.disposal_form = 'ownership' and ${t}.residence_type = 'apartment'))`];
}

/** Move-in filter: 0 now, 1 within six months, 2 within a year, 3 any; no date counts as later than a year. */
function inhabitCondition(date: SQL, ctx: FilterContext): SQL[] {
  const today = literal(ctx.today);
  switch (ctx.filter.inhabitDate) {
    case 0:
      return [sql`${date} <= ${today}::date`];
    case 1:
      return [sql`${date} <= (${today}::date + interval '6 months')::date`];
    case 2:
      return [sql`${date} <= (${today}::date + interval '1 year')::date`];
    default:
      return [];
  }
}

/** How soon a showing must start to count, per viewing filter: null any time; absent, no filter. */
const VIEWING_WINDOWS: Partial<Record<(typeof VIEWING_FILTERS)[number], string | null>> = {
  HasAny: null,
  InSevenDays: "7 days",
  In30Days: "30 days",
};

/**
 * The viewing filter on a read-model row (h or t): a showing counts when it is not over yet (it
 * ends after now) and, for InSevenDays and In30Days, starts within 7 or 30 days. The read model
 * stores each home's and stage's showings as closed periods [start, end] (`showings`, a
 * multirange) and when the last of them ends (`showings_end`): a showing [s, e] overlaps
 * (now, now + 7 days] exactly when e > now and s <= now + 7 days, so the stored values stay right
 * as time passes, only "now" moves. "Any showing" is a comparison of one timestamp; the windows
 * test the periods only for rows that pass it (a range overlap costs several times more). "now"
 * is a literal here: how many rows pass depends on it, and the planner must know.
 */
function viewingConditions(alias: Alias, ctx: FilterContext): SQL[] {
  const window = VIEWING_WINDOWS[ctx.filter.viewing];
  if (window === undefined) return [];
  const t = sql.raw(alias);
  const now = sql`${literal(ctx.now)}::timestamptz`;
  const notOver = sql`${t}.showings_end > ${now}`;
  if (window === null) return [notOver];
  return [notOver, sql`${t}.showings && tstzrange(${now}, ${now} + ${literal(window)}::interval, '(]')`];
}

const EARTH_RADIUS_KM = 6371.0;

/**
 * Within the radius of the filter's point on a sphere of the earth's radius (as the haversine
 * formula): a latitude band the index narrows first, then the angle between the points' unit
 * vectors, stored in the read model, so no trigonometry runs per row: a home is within the
 * radius when the dot product of the vectors is at least cos(radius / R) (three products and a
 * comparison per row).
 */
function geoCondition(alias: Alias, ctx: FilterContext): SQL[] {
  const geo = ctx.filter.geoSearch;
  if (!geo) return [];
  const t = sql.raw(alias);
  const box = geo.radiusKm / 111.0;
  const lat = (geo.latitude * Math.PI) / 180;
  const lon = (geo.longitude * Math.PI) / 180;
  const [x, y, z] = [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)];
  const minCosine = Math.cos(Math.min(Math.PI, geo.radiusKm / EARTH_RADIUS_KM));
  const float = (value: number) => sql`${literal(value)}::float8`;
  return [
    sql`${t}.latitude between ${float(geo.latitude - box)} and ${float(geo.latitude + box)}`,
    sql`${t}.geo_x * ${float(x)} + ${t}.geo_y * ${float(y)} + ${t}.geo_z * ${float(z)} >= ${float(minCosine)}`,
  ];
}

/** Tags and stage ids narrow the stages; `column` is the stage id of the row (h.stage_id or t.stage_id). */
function stageSetConditions(column: SQL, ctx: FilterContext): SQL[] {
  const conditions: SQL[] = [];
  if (ctx.filter.tags.length > 0) {
    conditions.push(
      sql`${column} in (select stage_id from residence_stage_tags where tag_id in (${literals(ctx.filter.tags)}))`,
    );
  }
  if (ctx.filter.stageIds.length > 0) conditions.push(sql`${column} in (${literals(ctx.filter.stageIds)})`);
  return conditions;
}

/**
 * The home-level filters, on a searchable home `h` (none: every searchable home matches). A
 * rented home has no purchase price (`h.price` is null), so any price bound leaves it out.
 */
function homeFilters(ctx: FilterContext): SQL[] {
  const f = ctx.filter;
  const r = ranges(ctx);
  const conditions: SQL[] = [
    ...inRange(sql`h.price`, r.price),
    ...inRange(sql`h.rooms`, r.rooms),
    ...inRange(sql`h.living_area`, r.area),
    ...residenceTypeCondition("h", f.residenceType),
    ...disposalCondition("h", f.disposalForm),
    ...inhabitCondition(sql`h.inhabit_date`, ctx),
    ...stageSetConditions(sql`h.stage_id`, ctx),
    ...geoCondition("h", ctx),
  ];
  if (f.outdoorArea.length > 0) {
    conditions.push(sql`h.outdoor_areas && array[${literals(expandOutdoorAreas(f.outdoorArea))}]::text[]`);
  }
  // The home's concept, or its stage's when the home has none (h.concept holds that already).
  if (f.concepts.length > 0) conditions.push(sql`h.concept in (${literals(f.concepts)})`);
  // The showings of the home's stage and of this very home (stored by the read model).
  conditions.push(...viewingConditions("h", ctx));
  return conditions;
}

/** A searchable home of the site matching every home-level filter, whatever its stage's status. */
function homeMatches(ctx: QueryContext): SQL[] {
  return [sql`h.site = ${literal(ctx.site.site)}`, ...ctx.homeFilters];
}

/** Rule (a): a matching home whose stage is in a searched project status. */
function homeConditions(ctx: QueryContext): SQL[] {
  return [...homeMatches(ctx), projectStatusCondition("h", ctx.filter)];
}

/**
 * Rule (b): a stage without released homes (n = 0) whose planned ranges overlap the filter and
 * whose own attributes match it: a planned, VIP or pre-selling stage, or a sold-out, reference
 * or succession one when the filter names its status (their homes are no longer searchable, so
 * naming the status would otherwise find nothing). Home-only attributes (outdoor areas) are
 * unknown before release and do not exclude it; a planned rental stage has no purchase price,
 * so a price filter leaves it out. Undefined when no such stage can match.
 */
function plannedStageConditions(ctx: QueryContext): SQL[] | undefined {
  const f = ctx.filter;
  const statuses =
    f.projectStatus.length > 0
      ? f.projectStatus.filter((s) => PLANNED_STATUSES.includes(s) || HIDDEN_UNLESS_NAMED.includes(s))
      : PLANNED_STATUSES;
  if (statuses.length === 0) return undefined;
  const r = ranges(ctx);
  const conditions: SQL[] = [
    sql`t.site = ${literal(ctx.site.site)}`,
    sql`t.project_status in (${literals(statuses)})`,
    sql`t.n = 0`,
    ...(limited(r.price) ? [sql`t.disposal_form <> ${TENANCY}`] : []),
    ...overlaps(sql`t.planned_min_price`, sql`t.planned_max_price`, r.price),
    ...overlaps(sql`t.planned_min_rooms`, sql`t.planned_max_rooms`, r.rooms),
    ...overlaps(sql`t.planned_min_area`, sql`t.planned_max_area`, r.area),
    ...residenceTypeCondition("t", f.residenceType),
    ...disposalCondition("t", f.disposalForm),
    ...inhabitCondition(sql`t.inhabit_from`, ctx),
    ...stageSetConditions(sql`t.stage_id`, ctx),
    ...geoCondition("t", ctx),
  ];
  if (f.concepts.length > 0) conditions.push(sql`t.concept in (${literals(f.concepts)})`);
  // Any showing of the stage, of the whole stage or of one of its homes.
  conditions.push(...viewingConditions("t", ctx));
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
  /** Aggregate over the matching homes `h` (moving in falls back to the stage's dates). */
  k1: SQL;
  /** The same from a stage's stored ranges (t), when every searchable home matches. */
  stored: SQL;
  /** A planned stage's key (t). */
  planned: SQL;
  /** How an area combines its stages' keys. */
  area: "min" | "max";
  descending: boolean;
  rent: boolean;
}

function groupSortOf(sort: SortOption): GroupSort | undefined {
  switch (sort) {
    case "priceAsc":
    case "priceDesc":
      return {
        k1: sql`min(h.price)`,
        stored: sql`t.min_price`,
        planned: sql`t.planned_min_price`,
        area: "min",
        descending: sort === "priceDesc",
        rent: true,
      };
    case "areaAsc":
    case "premisesSizeAsc":
      return {
        k1: sql`min(h.living_area)`,
        stored: sql`t.min_area`,
        planned: sql`t.planned_min_area`,
        area: "min",
        descending: false,
        rent: false,
      };
    case "areaDesc":
    case "premisesSizeDesc":
    case "livingArea":
      return {
        k1: sql`max(h.living_area)`,
        stored: sql`t.max_area`,
        planned: sql`t.planned_max_area`,
        area: "max",
        descending: true,
        rent: false,
      };
    case "moveInAsc":
      return {
        k1: sql`coalesce(min(h.inhabit_date), min(h.stage_inhabit_from))`,
        stored: sql`coalesce(t.min_inhabit, t.inhabit_from)`,
        planned: sql`t.inhabit_from`,
        area: "min",
        descending: false,
        rent: false,
      };
    case "moveInDesc":
      return {
        k1: sql`coalesce(max(h.inhabit_date), min(h.stage_inhabit_to))`,
        stored: sql`coalesce(t.max_inhabit, t.inhabit_to)`,
        planned: sql`t.inhabit_to`,
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

/** Without home-level filters every searchable home matches: the stored counts and ranges of `t` answer. */
const storedAnswer = (ctx: QueryContext): boolean => ctx.homeFilters.length === 0;

/**
 * CTE `m`: the matching homes. Not materialized: the stage counts and the page of homes each get
 * their own plan (the page often walks the sort's index and stops after it), which measured
 * cheaper than writing thousands of homes into a temporary store and reading them twice.
 */
function matchingHomesCte(ctx: QueryContext): SQL {
  return sql`m as not materialized (
      select h.object_id as id, h.stage_id, h.area_id, h.stage_rank as rank, h.price, h.rent, h.rooms,
        h.living_area, h.inhabit_date, h.stage_inhabit_from, h.stage_inhabit_to
      from residence_search_homes h
      where ${and(homeConditions(ctx))}
    )`;
}

interface StageHitOptions {
  /** The sort's keys k1 and k2; null without. */
  sort?: GroupSort;
  /** Each row's stored map marker (`marker`), when the stored rows answer (`storedAnswer`). */
  marker?: boolean;
}

/**
 * CTE `sh`: one row per stage hit (stage_id, area_id, rank, area_rank, n = matching homes, k1,
 * k2): released stages in a searched project status with matching homes, and planned stages
 * (n = 0). Without home-level filters the stored rows of `t` answer, with the area's rank;
 * otherwise the matching homes `m` are counted per stage (area_rank is then null: see
 * `areaRowsCte`).
 */
function matchingStagesCtes(ctx: QueryContext, options: StageHitOptions = {}): SQL {
  const { sort } = options;
  const stored = storedAnswer(ctx);
  const marker = stored && options.marker ? sql`, t.marker` : sql``;
  const planned = plannedStageConditions(ctx);
  const plannedRows = planned
    ? sql`union all
      select t.stage_id, t.area_id, t.rank, t.area_rank, 0, ${sort ? sort.planned : sql`null`}, null${marker}
      from residence_search_stages t
      where ${and(planned)}`
    : sql``;
  if (stored) {
    return sql`sh as (
      select t.stage_id, t.area_id, t.rank, t.area_rank, t.n, ${sort ? sort.stored : sql`null`} as k1,
        ${sort?.rent ? sql`t.min_rent` : sql`null::bigint`} as k2${marker}
      from residence_search_stages t
      where t.site = ${literal(ctx.site.site)} and t.n > 0 and ${projectStatusCondition("t", ctx.filter)}
      ${plannedRows}
    )`;
  }
  return sql`${matchingHomesCte(ctx)},
    sg as (
      -- Grouped by the stage alone (its homes share its area and rank): one key sorts fastest.
      select h.stage_id, min(h.area_id) as area_id, min(h.rank) as rank, null::int as area_rank, count(*)::int as n,
        ${sort ? sort.k1 : sql`null`} as k1, ${sort?.rent ? sql`min(h.rent)` : sql`null::bigint`} as k2
      from m h
      group by h.stage_id
    ),
    sh as (
      select * from sg
      ${plannedRows}
    )`;
}

/** Counts of the three tabs from `sh` (planned stages have n = 0), in one pass over it. */
const countsJson = sql`(select json_build_object(
  'objects', coalesce(sum(n), 0)::int, 'stages', count(*)::int, 'areas', count(distinct area_id)::int
) from sh)`;

/**
 * CTE `name` (stage_id, area_id, rank, n and the ranges): for the stages of `rows` (columns
 * stage_id, area_id, rank, n; n null when unknown), the ranges of their matching homes, or the
 * planned ranges of a stage without them. Without home-level filters they are stored; otherwise
 * they are computed, for a page of hits only.
 */
function stageRangesCte(name: string, rows: SQL, ctx: QueryContext): SQL {
  const x = storedAnswer(ctx)
    ? sql`lateral (select t.n, t.min_price, t.max_price, t.min_rent, t.max_rent, t.min_rooms, t.max_rooms, t.min_area,
        t.max_area, t.min_inhabit, t.max_inhabit) x`
    : sql`lateral (
      select count(*)::int as n, min(h.price) as min_price, max(h.price) as max_price,
        min(h.rent) as min_rent, max(h.rent) as max_rent,
        min(h.rooms) as min_rooms, max(h.rooms) as max_rooms, min(h.living_area) as min_area, max(h.living_area) as max_area,
        min(h.inhabit_date) as min_inhabit, max(h.inhabit_date) as max_inhabit
      from residence_search_homes h
      where p.n is distinct from 0 and h.stage_id = p.stage_id and ${and(homeMatches(ctx))}
    ) x`;
  return sql`${sql.raw(name)} as (
    select p.stage_id, p.area_id, p.rank, coalesce(p.n, x.n) as n,
      case when x.n > 0 then x.min_price else t.planned_min_price end as min_price,
      case when x.n > 0 then x.max_price else t.planned_max_price end as max_price,
      x.min_rent, x.max_rent,
      case when x.n > 0 then x.min_rooms else t.planned_min_rooms end as min_rooms,
      case when x.n > 0 then x.max_rooms else t.planned_max_rooms end as max_rooms,
      case when x.n > 0 then x.min_area else t.planned_min_area end as min_area,
      case when x.n > 0 then x.max_area else t.planned_max_area end as max_area,
      coalesce(x.min_inhabit, t.inhabit_from) as min_inhabit,
      coalesce(x.max_inhabit, t.inhabit_to) as max_inhabit
    from (${rows}) p
    join residence_search_stages t on t.stage_id = p.stage_id
    cross join ${x}
  )`;
}

// ---------------------------------------------------------------------------------------------
// Hits as JSON, built in the database.

/** A showing's time as the API sends it (the rule residence_showing_time of migration 0012, inlined). */
const showingTime = (column: string) => sql.raw(`residence_showing_time(${column})`);

/**
 * At most three upcoming showings (not over yet) matching `where` (alias sw). "now" is the one
 * parameter of the search statements: it only picks the showings of the page's hits, so no plan
 * depends on it (the statement stays the same from one request to the next).
 */
function showingsJson(where: SQL, now: string): SQL {
  return sql`coalesce((
    select json_agg(json_build_object('id', x.id, 'startsAt', ${showingTime("x.starts_at")}, 'endsAt', ${showingTime("x.ends_at")})
      order by x.starts_at, x.id)
    from (
      select sw.id, sw.starts_at, sw.ends_at from residence_showings sw
      where ${where} and sw.ends_at > ${now}::timestamptz
      order by sw.starts_at, sw.id limit 3
    ) x
  ), '[]'::json)`;
}

/** Stage hit from its ranges (h), s and a. */
function stageHitJson(site: SiteSettings, now: string): SQL {
  return sql`json_build_object(
    'id', s.id, 'type', 'stage', 'name', s.name, 'url', s.url, 'siteId', ${literal(site.siteId)}::text,
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
 * `ahit`: hits of the areas of `rows` (area_id, rank, k1, k2), from the ranges of their stages
 * `stageRows` (stage_id, area_id, rank, n; by default their stage hits in `sh`); the first of
 * those stages (by rank) lends the area its type and dates.
 */
function areaHitsCtes(site: SiteSettings, ctx: QueryContext, rows: string, stageRows?: SQL): SQL {
  const stagesOfRows = stageRows ?? sql.raw(`select sh.* from sh where sh.area_id in (select area_id from ${rows})`);
  return sql`${stageRangesCte("asr", stagesOfRows, ctx)},
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
          'id', a.id, 'type', 'area', 'name', a.name, 'url', a.url, 'siteId', ${literal(site.siteId)}::text,
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

/**
 * `ah`: one row per area hit (area_id, rank = the area's, n, k1, k2) from `sh`. The area's rank
 * orders the recommended list only: the stored stage rows carry it; stages counted from homes
 * look it up for the areas they make.
 */
function areaRowsCte(ctx: QueryContext, sort: SortOption): SQL {
  const g = groupSortOf(sort);
  const k1 = g ? sql.raw(`${g.area}(k1)`) : sql`null`;
  if (g || storedAnswer(ctx)) {
    return sql`ah as (
      select area_id, min(area_rank) as rank, sum(n)::int as n, ${k1} as k1, min(k2) as k2
      from sh group by area_id
    )`;
  }
  return sql`ah as (
    select h.area_id, a.recommended_rank as rank, h.n, h.k1, h.k2
    from (select area_id, sum(n)::int as n, null as k1, min(k2) as k2 from sh group by area_id) h
    join residence_areas a on a.id = h.area_id
  )`;
}

/**
 * `page`: one page of matching homes (id, stage_id, area_id, rank and the sort's columns). With
 * home-level filters from the matching homes `m` of `matchingStagesCtes`; without them from the
 * read model, where the recommended order (the stage's rank, then the id) is an index walk that
 * stops after the page, and other orders a top-N sort of a covering index.
 */
function objectPageCte(ctx: QueryContext, sort: SortOption, limit: number, offset: number): SQL {
  const homes = !storedAnswer(ctx)
    ? sql`m`
    : sql`(
        select h.object_id as id, h.stage_id, h.area_id, h.stage_rank as rank, h.price, h.rent, h.rooms,
          h.living_area, h.inhabit_date
        from residence_search_homes h
        where ${and(homeConditions(ctx))}
      ) m`;
  return sql`page as (
      select m.id, m.stage_id, m.area_id, m.rank, m.price, m.rent, m.rooms, m.living_area, m.inhabit_date
      from ${homes}
      order by ${objectOrder(sort, "m")}
      limit ${literal(limit)} offset ${literal(offset)}
    )`;
}

/**
 * The hits of the homes of `page` as a JSON array, in the search's order: built by a database
 * function (migration 0008) whose plan each connection keeps, so that a search planned for its
 * values on every request does not plan the hits' joins and showings as well.
 */
function objectHitsJson(site: SiteSettings, now: string, sort: SortOption): SQL {
  return sql`residence_search_object_hits(array(select page.id from page order by ${objectOrder(sort, "page")}),
    ${literal(site.siteId)}, ${now}::timestamptz)`;
}

// ---------------------------------------------------------------------------------------------
// The statements (exported for the benchmark, which runs the same SQL directly).

/**
 * Whether a search's statement recurs, so that a connection keeps it prepared with its plan
 * (`DatabaseHandle.prepared`): when its filter holds only values from small sets (statuses,
 * types, disposal forms, outdoor areas, concepts, rooms, move-in, at most one tag), as the
 * search page has when it opens, on a tag page or on the map. Prices, areas, coordinates, stage
 * ids and the viewing filter (it writes "now" into the statement) make a statement nearly
 * unique: it is planned for its one use and not kept, since each kept plan holds 0.1 to 0.6 MB
 * of the server's memory.
 */
export function isRecurringSearch(filter: SearchFilter): boolean {
  return (
    filter.minPrice === undefined &&
    filter.maxPrice === undefined &&
    filter.minArea === undefined &&
    filter.maxArea === undefined &&
    filter.geoSearch === undefined &&
    filter.stageIds.length === 0 &&
    filter.tags.length <= 1 &&
    VIEWING_WINDOWS[filter.viewing] === undefined
  );
}

/**
 * The statements of the searches answer one row with one column, `body`: the whole API
 * answer as JSON text, built by the database. The route sends it as it is (no parse, check and
 * re-serialisation in Node); in-process callers parse it.
 */
export function objectSearchQuery(site: SiteSettings, request: ObjectSearchOptions, now: Date): SQL {
  const ctx = contextOf(site, request.filter, now);
  return sql`with ${matchingStagesCtes(ctx)},
    ${objectPageCte(ctx, request.sort, request.limit, request.offset)}
    select json_build_object(
      'hits', ${objectHitsJson(site, ctx.now, request.sort)},
      'counts', ${countsJson},
      'limit', ${literal(request.limit)}::int,
      'offset', ${literal(request.offset)}::int
    )::text as body`;
}

/**
 * Which of these homes a search finds now (rule (a): a searchable home of the site matching the
 * filter, in a searched project status). For saved-search alerts: the changed homes are
 * matched with the search's own semantics, never a copy of them.
 */
export function homesAmongQuery(site: SiteSettings, filter: SearchFilter, ids: readonly number[], now: Date): SQL {
  const ctx = contextOf(site, filter, now);
  return sql`select h.object_id as id from residence_search_homes h
    where h.object_id in (${literals(ids)}) and ${and(homeConditions(ctx))}
    order by h.object_id`;
}

/**
 * Whether a search is the search page's first answer, its commonest: no filter (nor a project
 * status named) in the recommended order. Every stage such a search finds is marked in the read
 * model (`hit_unfiltered`), so its lists are walks of partial indexes that stop after the page,
 * and its counts an index-only scan, instead of reading, grouping and sorting all of the site's
 * stages (about 6 instead of 10 ms on the 100,000-home benchmark).
 */
function isUnfilteredRecommended(ctx: QueryContext, sort: SortOption): boolean {
  return sort === "recommended" && ctx.filter.projectStatus.length === 0 && storedAnswer(ctx);
}

/**
 * `sh` of an unfiltered search (the rows `matchingStagesCtes` gives it, from one flag). Not
 * materialized: the page, the stages of the page's areas and the counts each get their own
 * index (migration 0009).
 */
function unfilteredStagesCte(ctx: QueryContext): SQL {
  return sql`sh as not materialized (
      select t.stage_id, t.area_id, t.rank, t.area_rank, t.n, null as k1, null::bigint as k2
      from residence_search_stages t
      where t.site = ${literal(ctx.site.site)} and t.hit_unfiltered
    )`;
}

export function stageAndAreaSearchQuery(site: SiteSettings, request: StageAndAreaSearchOptions, now: Date): SQL {
  const ctx = contextOf(site, request.filter, now);
  const page = sql`limit ${literal(request.limit)} offset ${literal(request.offset)}`;
  const stages = request.tab !== "area";
  const areas = request.tab !== "stage";
  const unfiltered = isUnfilteredRecommended(ctx, request.sort);
  const ctes: SQL[] = [
    unfiltered ? unfilteredStagesCte(ctx) : matchingStagesCtes(ctx, { sort: groupSortOf(request.sort) }),
  ];
  if (stages) {
    ctes.push(sql`sp as (select sh.* from sh order by ${groupOrder(request.sort, "sh", "stage_id")} ${page})`);
    ctes.push(stageHitsCtes(site, ctx, "sp"));
  }
  if (areas) {
    if (unfiltered) {
      // The site's areas in their rank order that have a stage hit (area_rank is the area's rank).
      ctes.push(sql`ap as (
        select a.id as area_id, a.recommended_rank as rank, null as k1, null::bigint as k2
        from residence_areas a
        where a.site = ${literal(site.site)}
          and exists (select 1 from residence_search_stages t where t.area_id = a.id and t.hit_unfiltered)
        order by a.recommended_rank, a.id ${page}
      )`);
    } else {
      ctes.push(areaRowsCte(ctx, request.sort));
      ctes.push(sql`ap as (select ah.* from ah order by ${groupOrder(request.sort, "ah", "area_id")} ${page})`);
    }
    ctes.push(areaHitsCtes(site, ctx, "ap"));
  }
  const none = sql`'[]'::json`;
  return sql`with ${sql.join(ctes, sql`, `)}
    select json_build_object(
      'stages', ${stages ? sql`coalesce((select json_agg(st.hit order by ${groupOrder(request.sort, "st")}) from st), '[]'::json)` : none},
      'areas', ${areas ? sql`coalesce((select json_agg(ahit.hit order by ${groupOrder(request.sort, "ahit")}) from ahit), '[]'::json)` : none},
      'counts', ${countsJson},
      'limit', ${literal(request.limit)}::int,
      'offset', ${literal(request.offset)}::int
    )::text as body`;
}

/** The row of `markersQuery`: the total, and the markers (JSON arrays separated by commas; null if none). */
export interface MarkersRow {
  total: number;
  markers: string | null;
}

/**
 * Every hit of one tab as a marker, the first MAX_MARKERS in the recommended order, with the
 * total. The markers of homes and stages are stored in the read model as compact JSON arrays
 * (MarkerSchema: thousands of markers built per request measured slower than the whole rest of
 * a search); areas, fewer, are built here.
 */
export function markersQuery(site: SiteSettings, request: MarkersOptions, now: Date): SQL {
  const ctx = contextOf(site, request.filter, now);
  const limit = literal(MAX_MARKERS);
  if (request.type === "object") {
    if (storedAnswer(ctx)) {
      // Every searchable home of the site: the stored counts, and an index walk in the recommended order.
      return sql`select
        (select coalesce(sum(t.n), 0)::int from residence_search_stages t
          where t.site = ${literal(site.site)} and t.n > 0 and ${projectStatusCondition("t", ctx.filter)}) as total,
        (select string_agg(x.marker, ',' order by x.rank, x.id) from (
          select h.object_id as id, h.stage_rank as rank, h.marker from residence_search_homes h
          where ${and(homeConditions(ctx))}
          order by h.stage_rank, h.object_id limit ${limit}
        ) x) as markers`;
    }
    // The matching homes once, with their markers: their number and the first markers.
    return sql`with m as (
        select h.object_id as id, h.stage_rank as rank, h.marker from residence_search_homes h
        where ${and(homeConditions(ctx))}
      )
      select (select count(*)::int from m) as total,
        (select string_agg(x.marker, ',' order by x.rank, x.id) from (
          select m.* from m order by m.rank, m.id limit ${limit}
        ) x) as markers`;
  }
  let markers: SQL;
  let total: SQL;
  if (request.type === "stage") {
    markers = storedAnswer(ctx)
      ? sql`select string_agg(mp.marker, ',' order by mp.rank, mp.stage_id)
        from (select sh.stage_id, sh.rank, sh.marker from sh order by sh.rank, sh.stage_id limit ${limit}) mp`
      : sql`select string_agg(t.marker, ',' order by mp.rank, mp.stage_id)
        from (select sh.stage_id, sh.rank from sh order by sh.rank, sh.stage_id limit ${limit}) mp
        join residence_search_stages t on t.stage_id = mp.stage_id`;
    total = sql`select count(*)::int from sh`;
  } else {
    markers = sql`select string_agg(concat('[', a.id, ',', round(a.latitude::numeric, 5), ',', round(a.longitude::numeric, 5),
        ',', to_json(a.project_status), ',', to_json(a.name), ',null]'), ',' order by a.recommended_rank, a.id)
      from (
        select a.* from residence_areas a
        where a.id in (select area_id from sh)
        order by a.recommended_rank, a.id limit ${limit}
      ) a`;
    total = sql`select count(distinct area_id)::int from sh`;
  }
  return sql`with ${matchingStagesCtes(ctx, { marker: true })}
    select (${total}) as total, (${markers}) as markers`;
}

/** The answer of search/markers as JSON text, from the row of `markersQuery`. */
export function markersJson(type: MarkersOptions["type"], row: MarkersRow): JsonText<MarkersResponse> {
  return jsonText(
    `{"type":${JSON.stringify(type)},"markers":[${row.markers ?? ""}],"total":${row.total},"truncated":${row.total > MAX_MARKERS}}`,
  );
}

/** The counts of every tab of a search, and nothing else (what widening a filter would find). */
export function countsQuery(site: SiteSettings, filter: SearchFilter, now: Date): SQL {
  const ctx = contextOf(site, filter, now);
  return sql`with ${matchingStagesCtes(ctx)} select ${countsJson} as counts`;
}

/** The row of `nearbyPlacesQuery`: a place tag and what the search finds there. */
interface NearbyPlaceRow extends TagRow {
  objects: number;
  stages: number;
  areas: number;
}

/**
 * Places near the filter's places, with what the rest of the filter finds in each (the counts
 * of a search with that one tag), nearest first. A place is a tag that names a municipality or
 * county of the site's areas (other tags, "Nära vatten", are qualities, not places). Nearness
 * is between the centres of the chosen places' stages and of each place's matching stages,
 * on a plane scaled by the latitude's cosine: plenty for "nearer or farther" within a country.
 */
function nearbyPlacesQuery(site: SiteSettings, filter: SearchFilter, now: Date, limit: number): SQL {
  const chosen = filter.tags;
  const ctx = contextOf(site, { ...filter, tags: [] }, now);
  const siteCode = literal(site.site);
  return sql`with ${matchingStagesCtes(ctx)},
    chosen as (
      select avg(s.latitude) as lat, avg(s.longitude) as lng
      from residence_stages s
      where s.site = ${siteCode}
        and s.id in (select x.stage_id from residence_stage_tags x where x.tag_id in (${literals(chosen)}))
    ),
    places as (
      select t.id, t.name, t.url, t.has_rental from residence_tags t
      where t.site = ${siteCode} and t.id not in (${literals(chosen)})
        and exists (
          select 1 from residence_areas a
          where a.site = ${siteCode} and (lower(a.municipality) = lower(t.name) or lower(a.county) = lower(t.name))
        )
    ),
    found as (
      select x.tag_id, coalesce(sum(sh.n), 0)::int as objects, count(*)::int as stages,
        count(distinct sh.area_id)::int as areas, avg(s.latitude) as lat, avg(s.longitude) as lng
      from sh
      join residence_stage_tags x on x.stage_id = sh.stage_id
      join residence_stages s on s.id = sh.stage_id
      where x.tag_id in (select id from places)
      group by x.tag_id
    )
    select p.id, p.name, p.url, p.has_rental as "hasRental", f.objects, f.stages, f.areas
    from found f
    join places p on p.id = f.tag_id
    cross join chosen c
    where c.lat is not null
    order by power(f.lat - c.lat, 2) + power((f.lng - c.lng) * cos(radians(c.lat)), 2), p.id
    limit ${literal(limit)}`;
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
  const statuses = request.allStatuses ? sql`` : sql`and ${searchedObjectOf("o")}`;
  const nowIso = now.toISOString();
  return sql`with m as (
      select ${homeColumns()}, o.id as rank
      from residence_objects o
      where o.stage_id = ${request.stageId} and o.site = ${site.site} ${statuses}
    ),
    page as (select m.* from m order by ${objectOrder(request.sort, "m")} limit ${request.limit})
    select exists (select 1 from residence_stages where id = ${request.stageId} and site = ${site.site}) as "exists",
      (select count(*) from m)::int as total,
      ${objectHitsJson(site, nowIso, request.sort)} as hits`;
}

function objectsByIdsQuery(site: SiteSettings, ids: readonly number[], now: Date): SQL {
  return sql`select residence_search_object_hits(array(
      select o.id from residence_objects o
      where o.site = ${site.site} and o.id in (${params(ids)})
      order by array_position(array[${params(ids)}]::int[], o.id)
    ), ${site.siteId}, ${now.toISOString()}::timestamptz) as hits`;
}

const NO_FILTER: SearchFilter = SearchFilterSchema.parse({});

/** Stages by id, whatever their status, with the ranges of their searchable homes (else the planned ones). */
function stagesByIdsQuery(site: SiteSettings, ids: readonly number[], now: Date): SQL {
  const ctx = contextOf(site, NO_FILTER, now);
  const rows = sql`select s.id as stage_id, s.area_id, s.recommended_rank as rank, null::int as n
    from residence_stages s where s.site = ${site.site} and s.id in (${params(ids)})`;
  return sql`with ${stageRangesCte("h", rows, ctx)}
    select coalesce(json_agg(${stageHitJson(site, ctx.now)} order by array_position(array[${params(ids)}]::int[], s.id)), '[]'::json) as hits
    from h
    join residence_stages s on s.id = h.stage_id
    join residence_areas a on a.id = s.area_id`;
}

/**
 * Areas by id, whatever their status, with the ranges of all their stages (as `stagesByIdsQuery`
 * gives them); an area without stages is left out.
 */
function areasByIdsQuery(site: SiteSettings, ids: readonly number[], now: Date): SQL {
  const ctx = contextOf(site, NO_FILTER, now);
  const stageRows = sql`select s.id as stage_id, s.area_id, s.recommended_rank as rank, null::int as n
    from residence_stages s where s.site = ${site.site} and s.area_id in (${params(ids)})`;
  return sql`with ap as (
      select a.id as area_id, a.recommended_rank as rank, null::int as k1, null::bigint as k2
      from residence_areas a where a.site = ${site.site} and a.id in (${params(ids)})
    ),
    ${areaHitsCtes(site, ctx, "ap", stageRows)}
    select coalesce(json_agg(ahit.hit order by array_position(array[${params(ids)}]::int[], ahit.id)), '[]'::json) as hits
    from ahit`;
}

// ---------------------------------------------------------------------------------------------

async function firstRow<T>(run: PreparedQuery, query: SQL): Promise<T> {
  const [row] = await run<T>(query);
  if (!row) throw new Error("search query returned no row");
  return row;
}

const TAG_LIMIT = 10;
/** Nearby places an empty result suggests. */
const NEARBY_PLACES = 3;

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

export function createSearchService({ db, clock, prepared }: SearchServiceDeps) {
  // Statements that recur keep their plans on the connection (prepared); a search with free
  // values (prices, places, "now") runs once, planned for its values (see isRecurringSearch).
  const run = prepared ?? plainQuery(db);
  const once = plainQuery(db);
  const runFor = (filter: SearchFilter) => (isRecurringSearch(filter) ? run : once);

  function checked<T extends { filter: SearchFilter }>(site: SiteSettings, request: T): T {
    assertSearchSite(site);
    assertFilterInBounds(site, request.filter);
    return request;
  }

  /** Hits by id (search/by_ids/{type}): each id once, at most MAX_IDS, in the order asked. */
  async function hitsByIds(
    site: SiteSettings,
    ids: readonly number[],
    queryOf: (site: SiteSettings, ids: readonly number[], now: Date) => SQL,
  ): Promise<HitListResponse> {
    assertSearchSite(site);
    const unique = [...new Set(ids)].slice(0, MAX_IDS);
    if (unique.length === 0) return { hits: [] };
    return { hits: (await firstRow<{ hits: SearchHit[] }>(run, queryOf(site, unique, clock()))).hits };
  }

  /** The answer of search_object as JSON text (ObjectSearchResponse), as the database built it. */
  async function searchObjectsJson(
    site: SiteSettings,
    request: ObjectSearchOptions,
  ): Promise<JsonText<ObjectSearchResponse>> {
    checked(site, request);
    return jsonText(
      (await firstRow<{ body: string }>(runFor(request.filter), objectSearchQuery(site, request, clock()))).body,
    );
  }

  /** The answer of stage_and_area_search as JSON text (StageAndAreaSearchResponse). */
  async function searchStagesAndAreasJson(
    site: SiteSettings,
    request: StageAndAreaSearchOptions,
  ): Promise<JsonText<StageAndAreaSearchResponse>> {
    checked(site, request);
    return jsonText(
      (await firstRow<{ body: string }>(runFor(request.filter), stageAndAreaSearchQuery(site, request, clock()))).body,
    );
  }

  /** The answer of search/markers as JSON text (MarkersResponse). */
  async function markersJsonOf(site: SiteSettings, request: MarkersOptions): Promise<JsonText<MarkersResponse>> {
    checked(site, request);
    return markersJson(
      request.type,
      await firstRow<MarkersRow>(runFor(request.filter), markersQuery(site, request, clock())),
    );
  }

  return {
    searchObjectsJson,
    searchStagesAndAreasJson,
    /** The answer of search/markers as JSON text, for the route (its shape is checked by the tests). */
    markersJson: markersJsonOf,
    /** POST residence/search/markers: every hit of one tab as a map marker (at most MAX_MARKERS). */
    async markers(site: SiteSettings, request: MarkersOptions): Promise<MarkersResponse> {
      return parseJsonText(await markersJsonOf(site, request));
    },

    /** POST residence/search_object: a page of matching homes and the counts of every tab. */
    async searchObjects(site: SiteSettings, request: ObjectSearchOptions): Promise<ObjectSearchResponse> {
      return parseJsonText(await searchObjectsJson(site, request));
    },

    /** POST residence/stage_and_area_search: a page of the matching stages and/or areas, with the counts. */
    async searchStagesAndAreas(
      site: SiteSettings,
      request: StageAndAreaSearchOptions,
    ): Promise<StageAndAreaSearchResponse> {
      return parseJsonText(await searchStagesAndAreasJson(site, request));
    },

    /** POST residence/search_stage: the homes of one stage (searchable ones unless allStatuses). */
    async stageObjects(site: SiteSettings, request: StageObjectsOptions): Promise<StageObjectsResponse> {
      assertSearchSite(site);
      const limit = Math.min(request.limit, MAX_OBJECT_LIMIT);
      const row = await firstRow<{ exists: boolean; total: number; hits: SearchHit[] }>(
        run,
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
    objectsByIds: (site: SiteSettings, ids: readonly number[]) => hitsByIds(site, ids, objectsByIdsQuery),

    /** POST residence/search/by_ids/stage: the site's stages of these ids, in the order asked. */
    stagesByIds: (site: SiteSettings, ids: readonly number[]) => hitsByIds(site, ids, stagesByIdsQuery),

    /** POST residence/search/by_ids/area: the site's areas of these ids, in the order asked. */
    areasByIds: (site: SiteSettings, ids: readonly number[]) => hitsByIds(site, ids, areasByIdsQuery),

    /** POST residence/search_stage_counties: counties and municipalities with matching stages. */
    async stageCounties(site: SiteSettings, filter: SearchFilter): Promise<CountyCount[]> {
      checked(site, { filter });
      const rows = await runFor(filter)<{
        county: string;
        countySlug: string;
        municipality: string;
        municipalitySlug: string;
        stages: number;
        objects: number;
      }>(stageCountiesQuery(site, filter, clock()));
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

    /**
     * POST residence/search/widen: for a search that finds nothing, what each of its filters
     * would find without it, and the nearest places where the rest of the filter finds homes
     * (issue 13: an empty result suggests what to widen). One count per narrowing filter.
     */
    async widen(site: SiteSettings, filter: SearchFilter): Promise<WidenResponse> {
      checked(site, { filter });
      const now = clock();
      const filters: WidenResponse["filters"] = [];
      for (const which of WIDEN_FILTERS) {
        if (!narrows(filter, which)) continue;
        const wider = widenFilter(filter, which);
        const row = await firstRow<{ counts: SearchCounts }>(runFor(wider), countsQuery(site, wider, now));
        filters.push({ filter: which, counts: row.counts });
      }
      const places =
        filter.tags.length === 0
          ? []
          : (await once<NearbyPlaceRow>(nearbyPlacesQuery(site, filter, now, NEARBY_PLACES))).map((row) => ({
              tag: toTag(row),
              counts: { objects: row.objects, stages: row.stages, areas: row.areas },
            }));
      return { filters, places };
    },

    /** GET residence/search/stage_tags/{siteId}: the tags that the site's stages carry. */
    async stageTags(site: SiteSettings): Promise<Tag[]> {
      assertSearchSite(site);
      const rows = await run<TagRow>(
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
      const rows = await run<TagRow>(
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
    /** Which of these homes (at most MAX_IDS) the filter finds now (saved-search alerts). */
    async homesAmong(site: SiteSettings, filter: SearchFilter, ids: readonly number[]): Promise<number[]> {
      assertSearchSite(site);
      const unique = [...new Set(ids)].slice(0, MAX_IDS);
      if (unique.length === 0) return [];
      const rows = await once<{ id: number }>(homesAmongQuery(site, filter, unique, clock()));
      return rows.map((row) => Number(row.id));
    },

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
      const rows = await run<TagRow>(
        sql`select ${tagColumns} from residence_tags t
          where t.site = ${site.site} and (lower(t.url) in (${params(wanted)}) or lower(t.name) in (${params(wanted)}))`,
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
