import { z } from "zod";

/**
 * The 360 apartment viewer's contract (issue 19; spec 001 section 3 "360 viewer", section 7: 360
 * images as binary files in normal and low-resolution variants). A tour belongs to an apartment
 * plan of a stage; its views are per furnishing type (archetype) and camera.
 */
export const PanoramaArchetypeSchema = z.object({ id: z.string(), name: z.string() });

export const PanoramaCameraSchema = z.object({
  id: z.string(),
  /** The room, e.g. "Vardagsrum". */
  name: z.string(),
  position: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  /** Where the camera looks first, degrees. */
  rotation: z.object({ yaw: z.number(), pitch: z.number() }),
  /** Field of view, degrees. */
  fov: z.number().min(10).max(140),
  /** Ways to other cameras (rooms), placed at a direction in this panorama. */
  links: z.array(z.object({ cameraId: z.string(), yaw: z.number(), pitch: z.number() })),
});
export type PanoramaCamera = z.infer<typeof PanoramaCameraSchema>;

export const PanoramaImagePairSchema = z.object({
  /** URL of the full equirectangular image. */
  image: z.string(),
  /** URL of the low-resolution variant, shown first. */
  lowImage: z.string(),
});

export const PanoramaTourSchema = z.object({
  id: z.string(),
  objectId: z.number().int(),
  stageId: z.number().int(),
  stageUrl: z.string(),
  name: z.string(),
  config: z.object({ defaultArchetypeId: z.string(), archetypes: z.array(PanoramaArchetypeSchema) }),
  firstCameraId: z.string(),
  cameras: z.array(PanoramaCameraSchema),
  /** views[archetypeId][cameraId]. */
  views: z.record(z.string(), z.record(z.string(), PanoramaImagePairSchema)),
});
export type PanoramaTour = z.infer<typeof PanoramaTourSchema>;
