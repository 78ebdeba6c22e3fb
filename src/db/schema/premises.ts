import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { areas, type ContactPerson, type ImageItem } from "./residences";

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
