import { sql } from "drizzle-orm";
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { objects, stages } from "./residences";

/**
 * The residence explorer and the 360 apartment viewer (issue 19; spec 001 sections 3, 4 and 7).
 * A stage has an explorer when it has a `stage_explorers` row (`hasExplorer`). Its views are
 * pictures of the building with clickable apartment areas and links to other views; a home can
 * have balcony views and 3D/object views, and a 360 tour. Images are media paths (the media
 * store, served by /img/ or /media/). Shapes of the jsonb columns are the zod schemas of
 * src/features/explorer/schema.ts.
 */
export const stageExplorers = pgTable("stage_explorers", {
  stageId: integer("stage_id")
    .primaryKey()
    .references(() => stages.id, { onDelete: "cascade" }),
  /** The view shown first. */
  firstViewId: text("first_view_id").notNull(),
  /** A stage's own external sun study, linked instead of ours when set (sunStudyExternalUrl). */
  sunStudyExternalUrl: text("sun_study_external_url"),
});

/** One picture of the building with its clickable areas (apartments and links to other views). */
export const explorerViews = pgTable(
  "explorer_views",
  {
    /** Stable id, e.g. "s12-south". */
    id: text("id").primaryKey(),
    stageId: integer("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Media path of the picture. */
    image: text("image").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Clickable areas: polygons in the picture's pixels, an apartment's or a link to another view (interLink). */
    clickAreas: jsonb("click_areas").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /** The view's sun study: its surfaces (facades, balconies) as polygons with their compass orientation. */
    sunStudy: jsonb("sun_study").$type<unknown>(),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (table) => [index("explorer_views_stage_idx").on(table.stageId, table.sortOrder)],
);

/** A home's own pictures in the explorer: the views from its balcony and its 3D/object views. */
export const explorerObjectViews = pgTable(
  "explorer_object_views",
  {
    id: serial("id").primaryKey(),
    objectId: integer("object_id")
      .notNull()
      .references(() => objects.id, { onDelete: "cascade" }),
    /** balcony | object3d. */
    kind: text("kind").notNull(),
    image: text("image").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    caption: text("caption").notNull(),
    /** The compass direction the view looks towards (balcony views). */
    azimuth: doublePrecision("azimuth"),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (table) => [index("explorer_object_views_object_idx").on(table.objectId, table.kind, table.sortOrder)],
);

/**
 * A 360 tour of one apartment type (plan) of a stage: its furnishing types (archetypes), its
 * cameras (one per room position) and a panorama per camera and archetype, each in a normal and a
 * low-resolution image. Homes of that plan share the tour (`panorama_object_tours`).
 */
export const panoramaTours = pgTable(
  "panorama_tours",
  {
    id: text("id").primaryKey(),
    stageId: integer("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    defaultArchetypeId: text("default_archetype_id").notNull(),
    /** [{ id, name }] — the furnishing types. */
    archetypes: jsonb("archetypes").$type<unknown[]>().notNull(),
    /** The camera shown first. */
    firstCameraId: text("first_camera_id").notNull(),
  },
  (table) => [index("panorama_tours_stage_idx").on(table.stageId)],
);

export const panoramaCameras = pgTable(
  "panorama_cameras",
  {
    id: text("id").primaryKey(),
    tourId: text("tour_id")
      .notNull()
      .references(() => panoramaTours.id, { onDelete: "cascade" }),
    /** The room's name, e.g. "Vardagsrum". */
    name: text("name").notNull(),
    /** { x, y, z } in metres in the apartment's plan. */
    position: jsonb("position").$type<unknown>().notNull(),
    /** { yaw, pitch } in degrees: where the camera looks first. */
    rotation: jsonb("rotation").$type<unknown>().notNull(),
    /** Field of view in degrees. */
    fov: doublePrecision("fov").notNull(),
    /** Links to other cameras: [{ cameraId, yaw, pitch }]. */
    links: jsonb("links").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (table) => [index("panorama_cameras_tour_idx").on(table.tourId, table.sortOrder)],
);

export const panoramaImages = pgTable(
  "panorama_images",
  {
    cameraId: text("camera_id")
      .notNull()
      .references(() => panoramaCameras.id, { onDelete: "cascade" }),
    archetypeId: text("archetype_id").notNull(),
    /** Media path of the equirectangular panorama (2:1). */
    image: text("image").notNull(),
    /** Media path of its low-resolution variant, shown first. */
    lowImage: text("low_image").notNull(),
  },
  (table) => [primaryKey({ columns: [table.cameraId, table.archetypeId] })],
);

export const panoramaObjectTours = pgTable(
  "panorama_object_tours",
  {
    objectId: integer("object_id")
      .primaryKey()
      .references(() => objects.id, { onDelete: "cascade" }),
    tourId: text("tour_id")
      .notNull()
      .references(() => panoramaTours.id, { onDelete: "cascade" }),
  },
  (table) => [uniqueIndex("panorama_object_tours_tour_idx").on(table.tourId, table.objectId)],
);
