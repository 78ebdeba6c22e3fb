import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The residence model (issue 3): areas (projects) hold stages, stages hold objects (homes).
 * Each row belongs to one site; its public page lives at `url` on that site. Wire values of
 * the enumerations are in src/domain/residence-enums.ts. Money is whole currency units
 * (kronor, kroner, euro) in integers; areas are square metres.
 */

export interface ImageItem {
  /** Media path served by the image proxy (/img/<src>). */
  src: string;
  alt: string;
}

export interface ContactPerson {
  name: string;
  /** Staff role 0–11 (spec 000 section 3). */
  role: number;
  phone: string;
  email: string;
  image: string | null;
}

/** An area (project): a neighbourhood development with one or more stages. */
export const areas = pgTable(
  "residence_areas",
  {
    id: serial("id").primaryKey(),
    site: text("site").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** Path of the area page on its site, with trailing slash. */
    url: text("url").notNull(),
    county: text("county").notNull(),
    countySlug: text("county_slug").notNull(),
    municipality: text("municipality").notNull(),
    municipalitySlug: text("municipality_slug").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    projectStatus: text("project_status").notNull(),
    /** 0–10. */
    projectPhase: smallint("project_phase").notNull(),
    concept: text("concept"),
    shortDescription: text("short_description").notNull(),
    description: text("description").notNull(),
    images: jsonb("images").$type<ImageItem[]>().notNull().default(sql`'[]'::jsonb`),
    contacts: jsonb("contacts").$type<ContactPerson[]>().notNull().default(sql`'[]'::jsonb`),
    /** Fixed order for "recommended" sorting (editors' choice in the real CMS). */
    recommendedRank: integer("recommended_rank").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("residence_areas_site_url_idx").on(table.site, table.url),
    index("residence_areas_site_county_idx").on(table.site, table.countySlug, table.municipalitySlug),
    // The area list of an unfiltered search in the recommended order: a walk that stops after the page.
    index("residence_areas_site_rank_idx").on(table.site, table.recommendedRank, table.id),
  ],
);

/** A stage of an area: one building phase, sold and moved into together. */
export const stages = pgTable(
  "residence_stages",
  {
    id: serial("id").primaryKey(),
    areaId: integer("area_id")
      .notNull()
      .references(() => areas.id, { onDelete: "cascade" }),
    site: text("site").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    url: text("url").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Project status list (spec 001 section 4 "Stage"). */
    projectStatus: text("project_status").notNull(),
    /** Construction status 1–5. */
    stageStatus: smallint("stage_status").notNull(),
    projectPhase: smallint("project_phase").notNull(),
    residenceType: text("residence_type").notNull(),
    disposalForm: text("disposal_form").notNull(),
    concept: text("concept"),
    plotType: text("plot_type").notNull(),
    parking: text("parking").notNull(),
    storage: text("storage").notNull(),
    /** Earliest and latest move-in (access) date of the stage's homes. */
    inhabitFrom: date("inhabit_from"),
    inhabitTo: date("inhabit_to"),
    /** Indicative ranges shown before the homes are released (planned and VIP stages). */
    plannedMinRooms: smallint("planned_min_rooms"),
    plannedMaxRooms: smallint("planned_max_rooms"),
    plannedMinPrice: bigint("planned_min_price", { mode: "number" }),
    plannedMaxPrice: bigint("planned_max_price", { mode: "number" }),
    plannedMinArea: doublePrecision("planned_min_area"),
    plannedMaxArea: doublePrecision("planned_max_area"),
    plannedHomeCount: integer("planned_home_count"),
    shortDescription: text("short_description").notNull(),
    description: text("description").notNull(),
    images: jsonb("images").$type<ImageItem[]>().notNull().default(sql`'[]'::jsonb`),
    contacts: jsonb("contacts").$type<ContactPerson[]>().notNull().default(sql`'[]'::jsonb`),
    recommendedRank: integer("recommended_rank").notNull().default(0),
  },
  (table) => [
    uniqueIndex("residence_stages_site_url_idx").on(table.site, table.url),
    index("residence_stages_area_idx").on(table.areaId),
    index("residence_stages_site_status_idx").on(table.site, table.projectStatus),
  ],
);

/** A home (object) in a stage. */
export const objects = pgTable(
  "residence_objects",
  {
    id: serial("id").primaryKey(),
    stageId: integer("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    /** Denormalised from the stage, so searches filter homes without a join. */
    areaId: integer("area_id").notNull(),
    site: text("site").notNull(),
    /** Apartment or house number shown to buyers, e.g. "1102" or "B4". */
    number: text("number").notNull(),
    /** Street address of the home's entrance, e.g. "Kvarngatan 3"; the home's title carries it. */
    streetAddress: text("street_address"),
    url: text("url").notNull(),
    status: text("status").notNull(),
    residenceType: text("residence_type").notNull(),
    disposalForm: text("disposal_form").notNull(),
    concept: text("concept"),
    plotType: text("plot_type").notNull(),
    rooms: smallint("rooms").notNull(),
    livingArea: doublePrecision("living_area").notNull(),
    plotArea: doublePrecision("plot_area"),
    floor: smallint("floor"),
    floorCount: smallint("floor_count"),
    /** Price (Sweden, Norway: purchase price; Finland: sales price "myyntihinta"). */
    price: bigint("price", { mode: "number" }).notNull(),
    /** Finland: debt-free total price ("velaton hinta"); null elsewhere. */
    totalPrice: bigint("total_price", { mode: "number" }),
    /**
     * The home's share of its housing company's or housing cooperative's loan: Finland's
     * "lainaosuus", Norway's "fellesgjeld" (a borettslag's common debt). Null where there is none.
     */
    debtShare: bigint("debt_share", { mode: "number" }),
    /**
     * The monthly fee to the association or company: Sweden's "månadsavgift", Norway's
     * "felleskostnader", Finland's "hoitovastike". A rented home's monthly rent.
     */
    monthlyFee: integer("monthly_fee"),
    /** Norway: the buyer's closing costs ("omkostninger": document duty, registration fees), once. */
    closingCosts: bigint("closing_costs", { mode: "number" }),
    /** Finland: the monthly financing charge ("rahoitusvastike") that pays off the loan share. */
    financingFee: integer("financing_fee"),
    /** Sweden: estimated running costs per year ("driftkostnad": heating, water, electricity, insurance). */
    runningCosts: integer("running_costs"),
    /** The energy class of the energy certificate, e.g. "B2018" (Finland's energialuokka). */
    energyClass: text("energy_class"),
    outdoorAreas: text("outdoor_areas").array().notNull().default(sql`'{}'::text[]`),
    parking: text("parking").notNull(),
    storage: text("storage").notNull(),
    /** Move-in (access) date. */
    inhabitDate: date("inhabit_date"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Exterior and interior images (media paths). The floor plan is drawn from rooms and area. */
    images: jsonb("images").$type<ImageItem[]>().notNull().default(sql`'[]'::jsonb`),
    description: text("description").notNull(),
  },
  (table) => [
    uniqueIndex("residence_objects_site_url_idx").on(table.site, table.url),
    index("residence_objects_stage_idx").on(table.stageId),
    index("residence_objects_search_idx").on(table.site, table.status, table.price),
    index("residence_objects_area_idx").on(table.areaId),
    // Searchable homes only (SEARCHED_OBJECT_STATUSES, literally), by stage: the landing pages,
    // stage pages and recently viewed range them per stage. The residence search itself reads
    // its read model (schema/residence-search.ts, decision 010).
    index("residence_objects_searchable_stage_idx")
      .on(table.site, table.stageId)
      .where(sql`${table.status} in ('forSale', 'reserved', 'preselling')`),
  ],
);

/** Search tags per site (spec 000 section 3: id, name, url, hasRental), e.g. a region or a theme. */
export const tags = pgTable(
  "residence_tags",
  {
    id: serial("id").primaryKey(),
    site: text("site").notNull(),
    name: text("name").notNull(),
    /** URL segment of the tag path in search URLs. */
    url: text("url").notNull(),
    hasRental: boolean("has_rental").notNull().default(false),
  },
  (table) => [uniqueIndex("residence_tags_site_url_idx").on(table.site, table.url)],
);

export const stageTags = pgTable(
  "residence_stage_tags",
  {
    stageId: integer("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.stageId, table.tagId] }),
    index("residence_stage_tags_tag_idx").on(table.tagId),
  ],
);

/** Showings (viewings) of a stage, optionally of one home. */
export const showings = pgTable(
  "residence_showings",
  {
    id: serial("id").primaryKey(),
    stageId: integer("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    objectId: integer("object_id").references(() => objects.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Places for booked visitors; null means drop-in without booking. */
    capacity: integer("capacity"),
    location: text("location").notNull(),
  },
  (table) => [index("residence_showings_stage_starts_idx").on(table.stageId, table.startsAt)],
);

/**
 * A visitor's booking of a place at a showing. It holds a place only once confirmed through the
 * e-mailed link (decision 013): until then it is pending, and places left count confirmed
 * bookings only. One e-mail address (lower case) has one booking per showing.
 */
export const showingBookings = pgTable(
  "residence_showing_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    showingId: integer("showing_id")
      .notNull()
      .references(() => showings.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** The logged-in user who booked it (their My Pages list it); null for a visitor. */
    userId: uuid("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the visitor confirmed through the e-mailed link; null while pending. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 (hex) of the confirmation link's token; the token itself is never stored. */
    tokenHash: text("token_hash"),
    /** The link works until the showing starts, at most 24 hours after it was sent. */
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
  },
  (table) => [
    index("residence_showing_bookings_showing_idx").on(table.showingId),
    uniqueIndex("residence_showing_bookings_once_idx").on(table.showingId, table.email),
    uniqueIndex("residence_showing_bookings_token_idx").on(table.tokenHash),
    index("residence_showing_bookings_user_idx").on(table.userId),
  ],
);

/** Interest registered through the contact interest form of an area, stage or home. */
export const interests = pgTable(
  "residence_interests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    site: text("site").notNull(),
    areaId: integer("area_id").references(() => areas.id, { onDelete: "set null" }),
    stageId: integer("stage_id").references(() => stages.id, { onDelete: "set null" }),
    objectId: integer("object_id").references(() => objects.id, { onDelete: "set null" }),
    /** Interest in commercial premises (issue 19): the premises' page's form. */
    premisesId: integer("premises_id").references(() => premises.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message"),
    postalCode: text("postal_code"),
    minRooms: smallint("min_rooms"),
    maxRooms: smallint("max_rooms"),
    /** The logged-in user who registered it (their My Pages list it); null for a visitor. */
    userId: uuid("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("residence_interests_stage_idx").on(table.stageId),
    index("residence_interests_user_idx").on(table.userId),
  ],
);

/**
 * Commercial premises (issue 19; spec 000 section 2: Sweden and Finland only): offices, shops,
 * restaurants and storage in or near our residential areas, let or sold. Their start page is the
 * site's premises path (`/lokaler/`, `/liiketilat/`), each one's page `<premises path><slug>/`.
 * Wire values of type and status are in src/features/premises/schema.ts. Money is whole currency
 * units; areas are square metres.
 */
export const premises = pgTable(
  "premises",
  {
    id: serial("id").primaryKey(),
    site: text("site").notNull(),
    /** The residential area the premises are in, when they are in one (its place and map). */
    areaId: integer("area_id").references(() => areas.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    /** Path of the premises' page on its site, with trailing slash. */
    url: text("url").notNull(),
    /** office | shop | restaurant | storage (PREMISES_TYPES). */
    type: text("type").notNull(),
    /** forSale | booked | rented | sold (PREMISES_STATUSES, spec 001 section 4). */
    status: text("status").notNull(),
    streetAddress: text("street_address").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    municipality: text("municipality").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Floor area in square metres. */
    premisesArea: doublePrecision("premises_area").notNull(),
    /** Rent per month (whole units, excluding VAT), when let; null when only sold. */
    monthlyRent: integer("monthly_rent"),
    /** Purchase price, when for sale; null when only let. */
    price: bigint("price", { mode: "number" }),
    /** When the premises can be taken over (access date); null = by agreement. */
    accessDate: date("access_date"),
    shortDescription: text("short_description").notNull(),
    description: text("description").notNull(),
    images: jsonb("images").$type<ImageItem[]>().notNull().default(sql`'[]'::jsonb`),
    contacts: jsonb("contacts").$type<ContactPerson[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("premises_site_url_idx").on(table.site, table.url),
    // The premises search: one site's premises by size (its filter and sorts).
    index("premises_site_area_idx").on(table.site, table.premisesArea),
  ],
);

/** Premises tags per site (e.g. "Centralt läge", "Nära kollektivtrafik"), the search's tag filter. */
export const premisesTags = pgTable(
  "premises_tags",
  {
    id: serial("id").primaryKey(),
    site: text("site").notNull(),
    name: text("name").notNull(),
    url: text("url").notNull(),
  },
  (table) => [uniqueIndex("premises_tags_site_url_idx").on(table.site, table.url)],
);

export const premisesTagLinks = pgTable(
  "premises_tag_links",
  {
    premisesId: integer("premises_id")
      .notNull()
      .references(() => premises.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => premisesTags.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.premisesId, table.tagId] }),
    index("premises_tag_links_tag_idx").on(table.tagId),
  ],
);

/** Page visits of areas, stages and homes (the timeseries calls of spec 001 section 7). */
export const visits = pgTable(
  "residence_visits",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Anonymous visitor id (cookie), never a person's identity. */
    visitorId: text("visitor_id").notNull(),
    site: text("site").notNull(),
    kind: text("kind").notNull(),
    entityId: integer("entity_id").notNull(),
    countySlug: text("county_slug").notNull(),
    visitedAt: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("residence_visits_visitor_idx").on(table.visitorId, table.site, table.visitedAt),
    index("residence_visits_county_idx").on(table.site, table.countySlug, table.visitedAt),
  ],
);

/**
 * Outgoing e-mail. Every message is stored first and then sent by nodemailer; outside
 * production the developer mailbox shows them (the outbox of the architecture guide).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    site: text("site").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The last delivery attempt's error (cleared on delivery); addresses replaced. */
    error: text("error"),
    /** Delivery attempts so far (the delivery job retries with backoff, decision 015). */
    attempts: integer("attempts").notNull().default(0),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /**
     * Set when the message was not sent because its recipient already had their day's share of
     * messages (decision 013); the row stays so that an operator sees what was held back.
     */
    suppressedAt: timestamp("suppressed_at", { withTimezone: true }),
    /** Extra headers of the message (an alert's List-Unsubscribe), sent with it. */
    headers: jsonb("headers").$type<Record<string, string>>(),
  },
  (table) => [index("outbox_to_created_idx").on(table.to, table.createdAt)],
);

/**
 * Pages of homes, stages and premises that no longer exist (issue 19, the not-found object,
 * premises and stage pages): a removed residence leaves its path here, so a visitor who follows an
 * old link gets 410 Gone ("sold", "removed") and similar homes near where it was, instead of a
 * bare 404. Paths that never existed are answered 404 with the same help.
 */
export const removedResidences = pgTable(
  "residence_removed",
  {
    id: serial("id").primaryKey(),
    site: text("site").notNull(),
    /** The page's old path, with trailing slash. */
    url: text("url").notNull(),
    /** object | stage | premises. */
    kind: text("kind").notNull(),
    /** sold | removed. */
    reason: text("reason").notNull(),
    /** What it was called, e.g. "Lägenhet 1102, Kvarngatan 3". */
    name: text("name").notNull(),
    /** Where it was, for similar homes nearby (the area may be gone too). */
    areaId: integer("area_id").references(() => areas.id, { onDelete: "set null" }),
    municipality: text("municipality").notNull(),
    rooms: smallint("rooms"),
    removedAt: timestamp("removed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("residence_removed_site_url_idx").on(table.site, table.url)],
);
