import { z } from "zod";
import { OBJECT_STATUSES } from "~/domain/residence-enums";
import { siteIdField } from "~/lib/validation";
import { PolygonSchema, SunStudySchema } from "./sun-study/schema";

/**
 * The residence explorer's contract (issue 19; spec 001 sections 3 "Residence explorer", 4
 * "Succession and explorer", 7 "Premises, succession and explorer", 9: explorer limit 200). One
 * schema for the API, the explorer on the stage page and the tests. The database rows are in
 * src/db/schema/explorer.ts; their jsonb columns hold ClickArea[] and SunStudy.
 */

/** Explorer object limit (spec 001 section 9). */
export const EXPLORER_OBJECT_LIMIT = 200;

/** A clickable area of a view: an apartment, or a link to another view of the building (interLink). */
export const ClickAreaSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("apartment"), objectId: z.number().int().positive(), points: PolygonSchema }),
  z.object({
    kind: z.literal("interLink"),
    targetViewId: z.string().min(1).max(100),
    /** What the link shows, e.g. "Gården" or "Norra fasaden". */
    label: z.string().min(1).max(100),
    points: PolygonSchema,
  }),
]);
export type ClickArea = z.infer<typeof ClickAreaSchema>;

export const ExplorerImageSchema = z.object({
  /** Image URL (through the image proxy). */
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const ExplorerViewSchema = ExplorerImageSchema.extend({
  id: z.string(),
  name: z.string(),
  clickAreas: z.array(ClickAreaSchema),
  /** The view's sun study; null when it has none. */
  sunstudy: SunStudySchema.nullable(),
});
export type ExplorerView = z.infer<typeof ExplorerViewSchema>;

export const ExplorerPictureSchema = ExplorerImageSchema.extend({
  caption: z.string(),
  /** Compass direction the picture looks towards (balcony views). */
  azimuth: z.number().nullable(),
});
export type ExplorerPicture = z.infer<typeof ExplorerPictureSchema>;

/** An apartment of the explorer (spec 001 section 3: number, name, viewId, files; the object's figures). */
export const ExplorerApartmentSchema = z.object({
  objectId: z.number().int().positive(),
  apartmentNumber: z.string(),
  name: z.string(),
  /** The home's page. */
  url: z.string(),
  /** The view where the apartment is clickable. */
  viewId: z.string(),
  rooms: z.number(),
  /** Other room counts the plan allows, e.g. "3–4"; null when fixed. */
  possibleRooms: z.string().nullable(),
  /** Null when the price is not shown (sold, not released). */
  price: z.number().nullable(),
  primaryArea: z.number(),
  objectStatus: z.enum(OBJECT_STATUSES),
  floor: z.number().nullable(),
  files: z.object({
    balconyViews: z.array(ExplorerPictureSchema),
    object3DViews: z.array(ExplorerPictureSchema),
  }),
  /** Whether the home has a 360 tour (the panorama feature's viewer opens it by object id). */
  hasPanorama: z.boolean(),
});
export type ExplorerApartment = z.infer<typeof ExplorerApartmentSchema>;

/** The explorer's settings (spec 001 section 3). */
export const ExplorerSettingsSchema = z.object({
  siteId: z.string(),
  stageIds: z.array(z.number().int()),
  stageId: z.number().int(),
  hasExplorer: z.boolean(),
  /** The home whose page opened the explorer, shown selected; null on a stage page. */
  currentObjectId: z.number().int().nullable(),
  /** A stage's external sun study, linked instead of ours. */
  sunStudyExternalUrl: z.string().nullable(),
});
export type ExplorerSettings = z.infer<typeof ExplorerSettingsSchema>;

/** The explorer data of a stage (spec 001 section 3: views, apts, sunstudy per view, a first view). */
export const ExplorerDataSchema = z.object({
  stageId: z.number().int(),
  firstViewId: z.string(),
  views: z.array(ExplorerViewSchema),
  apts: z.array(ExplorerApartmentSchema),
  /** Where the building stands: the sun's position is computed for it. */
  location: z.object({ latitude: z.number(), longitude: z.number(), timeZone: z.string() }),
});
export type ExplorerData = z.infer<typeof ExplorerDataSchema>;

/**
 * The explorer search (spec 001 section 7): a stage's homes in the statuses asked for, sorted by
 * access date ascending, offset 0, at most EXPLORER_OBJECT_LIMIT. The isEditMode and hasMadePurchase
 * flags some callers add are accepted; they change nothing in this product.
 */
export const EXPLORER_SORTS = ["accessAscending"] as const;
export const ExplorerSearchRequestSchema = z
  .object({
    siteId: siteIdField(),
    stageId: z.number().int().positive().max(2_147_483_647),
    /** Statuses to answer; empty or absent: every status. */
    objectStatus: z.array(z.enum(OBJECT_STATUSES)).max(OBJECT_STATUSES.length).default([]),
    sort: z.enum(EXPLORER_SORTS).default("accessAscending"),
    offset: z.number().int().min(0).max(10_000).default(0),
    limit: z.number().int().min(1).max(EXPLORER_OBJECT_LIMIT).default(EXPLORER_OBJECT_LIMIT),
    isEditMode: z.boolean().optional(),
    hasMadePurchase: z.boolean().optional(),
  })
  .strict();
export type ExplorerSearchRequest = z.infer<typeof ExplorerSearchRequestSchema>;

export const ExplorerSearchHitSchema = z.object({
  objectId: z.number().int(),
  apartmentNumber: z.string(),
  url: z.string(),
  objectStatus: z.enum(OBJECT_STATUSES),
  rooms: z.number(),
  primaryArea: z.number(),
  /** Null where the site does not show the price (sold, booked, not released). */
  price: z.number().nullable(),
  floor: z.number().nullable(),
  /** Access (move-in) date, yyyy-mm-dd; null when not set. */
  access: z.string().nullable(),
});
export type ExplorerSearchHit = z.infer<typeof ExplorerSearchHitSchema>;

export const ExplorerSearchResponseSchema = z.object({
  hits: z.array(ExplorerSearchHitSchema),
  totalCount: z.number().int(),
});
export type ExplorerSearchResponse = z.infer<typeof ExplorerSearchResponseSchema>;

/** GET /api/residenceexplorer/stage/{stageId} */
export const ExplorerStageParamsSchema = z.object({ stageId: z.coerce.number().int().positive().max(2_147_483_647) });
