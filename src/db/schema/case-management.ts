import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
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
import type { Language } from "~/sites/sites";
import { housingAssociations, users } from "./accounts";
import { storedFiles } from "./my-pages";

/**
 * Case management (issue 17): we are the case-management backend of the fault report. The
 * buildings residents live in and associations own, the problem areas and their detail spaces
 * with FAQ articles and suppliers, the cases (errands) with their files and history, rounds
 * (inspections) and the staff who handle cases. Enumerated values are the wire values of
 * src/features/case-management/schema.ts.
 */

/** A name in every language of the sites. */
export type LocalizedNames = Record<Language, string>;

/** A property (fastighet): the unit an association owns or a rental company lets. */
export const cmProperties = pgTable("cm_properties", {
  id: serial("id").primaryKey(),
  site: text("site").notNull(),
  name: text("name").notNull(),
  municipality: text("municipality").notNull(),
});

export const cmBuildings = pgTable(
  "cm_buildings",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => cmProperties.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    /** Whether the public-space area "elevator" applies to the building. */
    hasElevator: boolean("has_elevator").notNull().default(true),
    hasGarage: boolean("has_garage").notNull().default(false),
  },
  (table) => [index("cm_buildings_property_idx").on(table.propertyId)],
);

/** A staircase or wing of a building (trapphus, oppgang). */
export const cmBuildingParts = pgTable(
  "cm_building_parts",
  {
    id: serial("id").primaryKey(),
    buildingId: integer("building_id")
      .notNull()
      .references(() => cmBuildings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (table) => [index("cm_building_parts_building_idx").on(table.buildingId)],
);

/** A dwelling, with its government (four-digit, lägenhetsnummer) id. */
export const cmApartments = pgTable(
  "cm_apartments",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => cmProperties.id, { onDelete: "cascade" }),
    buildingId: integer("building_id")
      .notNull()
      .references(() => cmBuildings.id, { onDelete: "cascade" }),
    buildingPartId: integer("building_part_id").references(() => cmBuildingParts.id, { onDelete: "set null" }),
    /** Four digits (Skatteverket's lägenhetsnummer, e.g. 1102). */
    governmentObjectId: text("government_object_id").notNull(),
    /** apartment | townhouse | commercial */
    objectTypeId: text("object_type_id").notNull().default("apartment"),
    rentalBuilding: boolean("rental_building").notNull().default(false),
    address: text("address").notNull(),
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
  },
  (table) => [
    index("cm_apartments_building_idx").on(table.buildingId),
    uniqueIndex("cm_apartments_building_gov_idx").on(table.buildingId, table.governmentObjectId),
  ],
);

/** A resident's agreement: which apartment a customer lives in, and from when to when. */
export const cmAgreements = pgTable(
  "cm_agreements",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    apartmentId: integer("apartment_id")
      .notNull()
      .references(() => cmApartments.id, { onDelete: "cascade" }),
    validFrom: date("valid_from").notNull(),
    /** Null while it runs. */
    validTo: date("valid_to"),
  },
  (table) => [index("cm_agreements_user_idx").on(table.userId)],
);

/** The properties of a housing association (its board reports for their buildings). */
export const cmAssociationProperties = pgTable(
  "cm_association_properties",
  {
    associationId: integer("association_id")
      .notNull()
      .references(() => housingAssociations.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => cmProperties.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.associationId, table.propertyId] }),
    index("cm_association_properties_property_idx").on(table.propertyId),
  ],
);

/** The board's shared e-mail address of an association (GET and PATCH case_management/account). */
export const cmAssociationAccounts = pgTable("cm_association_accounts", {
  associationId: integer("association_id")
    .primaryKey()
    .references(() => housingAssociations.id, { onDelete: "cascade" }),
  boardEmail: text("board_email").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A problem area (spec 001 section 9): the 9 dwelling rooms and the 13 public-space areas. */
export const cmRooms = pgTable("cm_rooms", {
  /** A stable code, e.g. kitchen, elevator. */
  id: text("id").primaryKey(),
  /** dwelling | public */
  kind: text("kind").notNull(),
  rank: smallint("rank").notNull(),
  names: jsonb("names").$type<LocalizedNames>().notNull(),
});

/** A detail space (asset type) of a problem area, e.g. the kitchen's water. */
export const cmAssets = pgTable(
  "cm_assets",
  {
    /** A stable code, e.g. kitchen.water. */
    id: text("id").primaryKey(),
    roomId: text("room_id")
      .notNull()
      .references(() => cmRooms.id, { onDelete: "cascade" }),
    rank: smallint("rank").notNull(),
    names: jsonb("names").$type<LocalizedNames>().notNull(),
    /** elevator | appliance: the wizard shows supplier guidance and skips the FAQ step. */
    supplierKind: text("supplier_kind"),
  },
  (table) => [index("cm_assets_room_idx").on(table.roomId)],
);

/** An FAQ article shown before a report (FAQ deflection), in one language. */
export const cmFaqArticles = pgTable("cm_faq_articles", {
  id: serial("id").primaryKey(),
  language: text("language").notNull(),
  title: text("title").notNull(),
  text: text("text").notNull(),
  question: text("question"),
  answer: text("answer"),
  youtubeLink: text("youtube_link"),
  youtubeImage: text("youtube_image"),
  youtubeDescription: text("youtube_description"),
  youtubeScriptText: text("youtube_script_text"),
  /** Links to guides: [{ name, url }]. */
  files: jsonb("files").$type<{ name: string; url: string }[]>().notNull().default([]),
});

export const cmAssetFaqs = pgTable(
  "cm_asset_faqs",
  {
    assetId: text("asset_id")
      .notNull()
      .references(() => cmAssets.id, { onDelete: "cascade" }),
    faqArticleId: integer("faq_article_id")
      .notNull()
      .references(() => cmFaqArticles.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.assetId, table.faqArticleId] })],
);

/** Whom to call about an elevator or an appliance: per property, or the site's default (no property). */
export const cmSuppliers = pgTable(
  "cm_suppliers",
  {
    id: serial("id").primaryKey(),
    site: text("site").notNull(),
    /** elevator | appliance */
    kind: text("kind").notNull(),
    propertyId: integer("property_id").references(() => cmProperties.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    url: text("url"),
    /** What to tell the supplier, in the site's language. */
    guidance: text("guidance").notNull(),
  },
  (table) => [index("cm_suppliers_site_kind_idx").on(table.site, table.kind)],
);

/**
 * The errand statuses (spec 001 section 4), seeded by migration 0018 and nowhere else: their
 * GUIDs, display group, colour (by group), sort rank and waiting flag are business rules with one
 * owner. CASE_STATUSES (src/features/case-management/statuses.ts) mirrors them for the browser,
 * and a test holds the two together.
 */
export const cmCaseStatuses = pgTable("cm_case_statuses", {
  id: uuid("id").primaryKey(),
  code: text("code").notNull().unique(),
  /** The Norwegian variant of a status. */
  norwegian: boolean("norwegian").notNull(),
  /** registered | ongoing | executed | completed */
  displayGroup: text("display_group").notNull(),
  rank: smallint("rank").notNull(),
  waiting: boolean("waiting").notNull(),
});

/** An errand: a fault report and everything that happens to it. */
export const cmCases = pgTable(
  "cm_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The number the reporter and staff speak of (ärendenummer). */
    ticketNumber: bigserial("ticket_number", { mode: "number" }).notNull().unique(),
    site: text("site").notNull(),
    /** resident | board | boardNoManagement */
    kind: text("kind").notNull(),
    /** management | managementOther | warranty | complaint */
    caseType: text("case_type").notNull(),
    /** Null for a report without login (board member without management) or a deleted account. */
    reporterUserId: uuid("reporter_user_id").references(() => users.id, { onDelete: "set null" }),
    associationId: integer("association_id").references(() => housingAssociations.id, { onDelete: "set null" }),
    /** apartment | public */
    area: text("area").notNull(),
    propertyId: integer("property_id").references(() => cmProperties.id, { onDelete: "set null" }),
    buildingId: integer("building_id").references(() => cmBuildings.id, { onDelete: "set null" }),
    buildingPartId: integer("building_part_id").references(() => cmBuildingParts.id, { onDelete: "set null" }),
    apartmentId: integer("apartment_id").references(() => cmApartments.id, { onDelete: "set null" }),
    roomId: text("room_id")
      .notNull()
      .references(() => cmRooms.id),
    assetTypeId: text("asset_type_id").references(() => cmAssets.id),
    /** Typed by the reporter for an "other" address. */
    governmentObjectId: text("government_object_id"),
    address: text("address"),
    zipCode: text("zip_code"),
    city: text("city"),
    description: text("description").notNull(),
    reporterFirstName: text("reporter_first_name").notNull(),
    reporterLastName: text("reporter_last_name").notNull(),
    reporterEmail: text("reporter_email").notNull(),
    reporterPhone: text("reporter_phone").notNull(),
    boardEmail: text("board_email"),
    alternativeContactFirstName: text("alternative_contact_first_name"),
    alternativeContactLastName: text("alternative_contact_last_name"),
    alternativeContactEmail: text("alternative_contact_email"),
    alternativeContactPhone: text("alternative_contact_phone"),
    compoundName: text("compound_name"),
    compoundNumber: text("compound_number"),
    isMember: boolean("is_member"),
    statusId: uuid("status_id")
      .notNull()
      .references(() => cmCaseStatuses.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("cm_cases_reporter_idx").on(table.reporterUserId, table.createdAt.desc()),
    index("cm_cases_association_idx").on(table.associationId, table.createdAt.desc()),
    // The duplicate hint: open errands of a building's problem area.
    index("cm_cases_building_room_idx").on(table.buildingId, table.roomId),
    index("cm_cases_status_created_idx").on(table.statusId, table.createdAt.desc()),
  ],
);

/**
 * A file of a case. An upload is stored raw first (`rawFileId`, never served); a photo is served
 * only once a job has stripped its metadata and made its preview (`fileId`, `previewFileId`,
 * state ready). Other types are checked by their bytes and ready at once.
 */
export const cmCaseFiles = pgTable(
  "cm_case_files",
  {
    /** The attachmentId of the download path. */
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cmCases.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    /** processing | ready | failed */
    state: text("state").notNull(),
    rawFileId: uuid("raw_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    previewFileId: uuid("preview_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    /** reporter | staff */
    addedBy: text("added_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("cm_case_files_case_idx").on(table.caseId)],
);

/** Staff who handle cases: a role of their own, not customer accounts. */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** argon2id */
    passwordHash: text("password_hash").notNull(),
    /** caseHandler */
    role: text("role").notNull().default("caseHandler"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("staff_users_email_idx").on(sql`lower(${table.email})`)],
);

/** A staff login; its signed token names it, so logout ends it at once. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffUserId: uuid("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("staff_sessions_staff_idx").on(table.staffUserId)],
);

/** The history of a case: created, status changes, messages, files, edits, closing. */
export const cmCaseEvents = pgTable(
  "cm_case_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cmCases.id, { onDelete: "cascade" }),
    /** created | status | message | files | edited | closed */
    kind: text("kind").notNull(),
    /** The new status of a status change or a closing. */
    statusId: uuid("status_id").references(() => cmCaseStatuses.id),
    /** A message to the reporter (staff) or what changed (edited, files: file names). */
    message: text("message"),
    /** reporter | staff | system */
    actor: text("actor").notNull(),
    staffUserId: uuid("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("cm_case_events_case_idx").on(table.caseId, table.createdAt)],
);

/** A round (inspection) of an association's property, with its control points. */
export const cmRounds = pgTable(
  "cm_rounds",
  {
    id: serial("id").primaryKey(),
    associationId: integer("association_id")
      .notNull()
      .references(() => housingAssociations.id, { onDelete: "cascade" }),
    propertyId: integer("property_id").references(() => cmProperties.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    plannedFor: date("planned_for").notNull(),
    /** planned | done */
    status: text("status").notNull().default("planned"),
    createdByStaffId: uuid("created_by_staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("cm_rounds_association_idx").on(table.associationId, table.plannedFor.desc())],
);

/** A point a round checks; one that concerns a case names it (nrOfCaseControlPoints counts those). */
export const cmRoundControlPoints = pgTable(
  "cm_round_control_points",
  {
    id: serial("id").primaryKey(),
    roundId: integer("round_id")
      .notNull()
      .references(() => cmRounds.id, { onDelete: "cascade" }),
    caseId: uuid("case_id").references(() => cmCases.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    location: text("location"),
    note: text("note"),
    /** open | ok | remark */
    result: text("result").notNull().default("open"),
    rank: smallint("rank").notNull().default(0),
  },
  (table) => [index("cm_round_control_points_round_idx").on(table.roundId)],
);
