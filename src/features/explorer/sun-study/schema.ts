import { z } from "zod";

/**
 * The sun study of one explorer view (issue 19; spec 001 section 3 "sunstudy per view"): the
 * building's surfaces seen in the picture (facades and balconies) as polygons in the picture's
 * pixels, each with its compass orientation (the direction its outside faces: 0 north, 90 east,
 * 180 south, 270 west). The study shades each surface from the sun's position at a chosen day and
 * time and the surface's orientation; it casts no shadows.
 */
export const SUN_SURFACE_KINDS = ["facade", "balcony"] as const;
export type SunSurfaceKind = (typeof SUN_SURFACE_KINDS)[number];

/** A point [x, y] in the picture's pixels (origin top left). */
export const PicturePointSchema = z.tuple([z.number().min(0).max(20_000), z.number().min(0).max(20_000)]);
export type PicturePoint = z.infer<typeof PicturePointSchema>;

export const PolygonSchema = z.array(PicturePointSchema).min(3).max(64);

export const SunSurfaceSchema = z.object({
  kind: z.enum(SUN_SURFACE_KINDS),
  /** Compass direction the surface's outside faces, degrees 0–360. */
  azimuth: z.number().min(0).max(360),
  /** The home the balcony belongs to (balconies only). */
  objectId: z.number().int().positive().nullable(),
  points: PolygonSchema,
});
export type SunSurface = z.infer<typeof SunSurfaceSchema>;

export const SunStudySchema = z.object({ surfaces: z.array(SunSurfaceSchema).max(400) });
export type SunStudy = z.infer<typeof SunStudySchema>;
