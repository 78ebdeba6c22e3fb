import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Periods of time as PostgreSQL's tstzmultirange (text such as `{["2026-11-23 10:00:00+00","2026-11-23
 * 12:00:00+00"]}`): the showings of a home or stage, which the viewing filter tests against "now".
 */
const tstzMultirange = customType<{ data: string; driverData: string }>({
  dataType: () => "tstzmultirange",
});

/**
 * The residence search's read model (docs/decisions/010-search-read-model.md): what the search
 * filters, counts and sorts by, one row per searchable home and one per stage, kept by the
 * database itself. Triggers on residence_objects and residence_stages refresh the rows of every
 * stage a statement touches (migration 0004, function residence_search_refresh), so no writer
 * can forget them. Never written by the app.
 *
 * Showings are stored as periods (`showings`): the viewing filter asks whether one overlaps the
 * time from now to now + 7 or 30 days (or later), so the stored value stays right as time passes.
 * Triggers on residence_showings keep them (migration 0006).
 *
 * Prices follow the site's rules already: `price` is the purchase price the site shows and
 * filters on (Finland's debt-free total price when there is one), null for a rented home, whose
 * monthly rent is `rent`. Stage attributes are copied into the home rows so that a search reads
 * one table, and counts, filters and sorts from its covering indexes alone.
 */
export const searchHomes = pgTable(
  "residence_search_homes",
  {
    objectId: integer("object_id").primaryKey(),
    site: text("site").notNull(),
    stageId: integer("stage_id").notNull(),
    areaId: integer("area_id").notNull(),
    /** The stage's recommended rank and project status. */
    stageRank: integer("stage_rank").notNull(),
    projectStatus: text("project_status").notNull(),
    /**
     * Shown by a search that names no project status: the stage is not sold out, a reference or a
     * succession (HIDDEN_UNLESS_NAMED in search.service.ts). One flag instead of three text
     * comparisons per row.
     */
    listed: boolean("listed")
      .notNull()
      .generatedAlwaysAs(sql`project_status not in ('soldOut', 'reference', 'succession')`),
    price: bigint("price", { mode: "number" }),
    rent: bigint("rent", { mode: "number" }),
    rooms: smallint("rooms").notNull(),
    livingArea: doublePrecision("living_area").notNull(),
    residenceType: text("residence_type").notNull(),
    disposalForm: text("disposal_form").notNull(),
    outdoorAreas: text("outdoor_areas").array().notNull(),
    /** The home's concept, else its stage's. */
    concept: text("concept"),
    inhabitDate: date("inhabit_date"),
    /** The stage's move-in dates, the fallback of the move-in sort. */
    stageInhabitFrom: date("stage_inhabit_from"),
    stageInhabitTo: date("stage_inhabit_to"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** The point as a unit vector (x, y, z): distances without trigonometry per row (geo search). */
    geoX: doublePrecision("geo_x").notNull(),
    geoY: doublePrecision("geo_y").notNull(),
    geoZ: doublePrecision("geo_z").notNull(),
    /** The showings of the home's stage and of the home itself, each as the closed period [start, end]. */
    showings: tstzMultirange("showings").notNull().default(sql`'{}'`),
    /** When the last showing ends (null: none): "any showing not over yet" is showings_end > now. */
    showingsEnd: timestamp("showings_end", { withTimezone: true, mode: "string" }).generatedAlwaysAs(
      sql`upper(showings)`,
    ),
    /** The home's map marker as JSON text (a marker of search/markers: a compact array). */
    marker: text("marker").notNull(),
  },
  // One narrow index per filter dimension: PostgreSQL combines those a search needs (bitmap
  // AND) and reads only the homes that pass all of them. Wide covering indexes measured slower:
  // scanning every home of a site costs more per row than these few bitmaps. The latitude index
  // is the exception: a geo search reads a narrow band of it and counts from the index alone.
  (table) => [
    index("residence_search_homes_stage_idx").on(table.stageId),
    // The recommended order: the first page is an index walk that stops after it.
    index("residence_search_homes_order_idx").on(table.site, table.stageRank, table.objectId),
    index("residence_search_homes_price_idx").on(table.site, table.price),
    // With the price: "3 rooms under a price" (the commonest pair) reads only the homes that pass
    // both, and the page sorted by price walks the index in order.
    index("residence_search_homes_rooms_idx").on(table.site, table.rooms, table.price),
    index("residence_search_homes_area_idx").on(table.site, table.livingArea),
    index("residence_search_homes_inhabit_idx").on(table.site, table.inhabitDate),
    index("residence_search_homes_type_idx").on(table.site, table.residenceType),
    // The geo search: the latitude band, then (in the index alone, without reading the homes)
    // the distance, status and showing tests and what the counts per stage need.
    index("residence_search_homes_latitude_idx").on(
      table.site,
      table.latitude,
      table.geoX,
      table.geoY,
      table.geoZ,
      table.listed,
      table.showingsEnd,
      table.stageId,
      table.areaId,
      table.stageRank,
    ),
    index("residence_search_homes_outdoor_idx").using("gin", table.outdoorAreas),
    // The viewing filter: homes with a showing in the period asked (a range overlap).
    index("residence_search_homes_showings_idx").using("gist", table.showings),
  ],
);

/**
 * Every stage with its search attributes and the ranges of its searchable homes (n = 0: none
 * released; then the planned ranges apply). A search without home-level filters reads its
 * counts, sort keys and ranges from here instead of counting homes.
 */
export const searchStages = pgTable(
  "residence_search_stages",
  {
    stageId: integer("stage_id").primaryKey(),
    site: text("site").notNull(),
    areaId: integer("area_id").notNull(),
    rank: integer("rank").notNull(),
    /** The area's recommended rank: the area list's order without reading the areas. */
    areaRank: integer("area_rank").notNull(),
    projectStatus: text("project_status").notNull(),
    residenceType: text("residence_type").notNull(),
    disposalForm: text("disposal_form").notNull(),
    concept: text("concept"),
    /** Planned ranges; the prices are null for a rental stage (rent is no purchase price). */
    plannedMinPrice: bigint("planned_min_price", { mode: "number" }),
    plannedMaxPrice: bigint("planned_max_price", { mode: "number" }),
    plannedMinRooms: smallint("planned_min_rooms"),
    plannedMaxRooms: smallint("planned_max_rooms"),
    plannedMinArea: doublePrecision("planned_min_area"),
    plannedMaxArea: doublePrecision("planned_max_area"),
    inhabitFrom: date("inhabit_from"),
    inhabitTo: date("inhabit_to"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** The point as a unit vector (x, y, z): distances without trigonometry per row (geo search). */
    geoX: doublePrecision("geo_x").notNull(),
    geoY: doublePrecision("geo_y").notNull(),
    geoZ: doublePrecision("geo_z").notNull(),
    /** The stage's searchable homes: their number and ranges. */
    n: integer("n").notNull(),
    minPrice: bigint("min_price", { mode: "number" }),
    maxPrice: bigint("max_price", { mode: "number" }),
    minRent: bigint("min_rent", { mode: "number" }),
    maxRent: bigint("max_rent", { mode: "number" }),
    minRooms: smallint("min_rooms"),
    maxRooms: smallint("max_rooms"),
    minArea: doublePrecision("min_area"),
    maxArea: doublePrecision("max_area"),
    minInhabit: date("min_inhabit"),
    maxInhabit: date("max_inhabit"),
    /**
     * A hit of a search without filters: released with searchable homes (n > 0) and not in a
     * status that must be named (HIDDEN_UNLESS_NAMED), or planned, VIP or pre-selling before any
     * home is released (PLANNED_STATUSES; search.service.ts). The search page's first answer
     * walks the partial indexes below instead of reading every stage of the site.
     */
    hitUnfiltered: boolean("hit_unfiltered")
      .notNull()
      .generatedAlwaysAs(
        sql`(n > 0 and project_status not in ('soldOut', 'reference', 'succession')) or (n = 0 and project_status in ('planned', 'vip', 'preselling'))`,
      ),
    /** Every showing of the stage (of the whole stage or of one of its homes), as closed periods. */
    showings: tstzMultirange("showings").notNull().default(sql`'{}'`),
    /** When the last showing ends (null: none): "any showing not over yet" is showings_end > now. */
    showingsEnd: timestamp("showings_end", { withTimezone: true, mode: "string" }).generatedAlwaysAs(
      sql`upper(showings)`,
    ),
    /** The stage's map marker as JSON text (a marker of search/markers: a compact array). */
    marker: text("marker").notNull(),
  },
  (table) => [
    index("residence_search_stages_site_status_idx").on(table.site, table.projectStatus),
    // An unfiltered search in the recommended order: the page of stages, the stages of a page of
    // areas and the counts (an index-only scan), each without reading the site's other stages.
    index("residence_search_stages_unfiltered_rank_idx")
      .on(table.site, table.rank, table.stageId)
      .where(sql`hit_unfiltered`),
    index("residence_search_stages_unfiltered_area_idx").on(table.areaId).where(sql`hit_unfiltered`),
    index("residence_search_stages_unfiltered_count_idx")
      .on(table.site, table.areaId, table.n)
      .where(sql`hit_unfiltered`),
  ],
);
