import { createHash } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client";
import {
  media,
  objects,
  panoramaCameras,
  panoramaImages,
  panoramaObjectTours,
  panoramaTours,
  stages,
} from "~/db/schema";
import type { SiteCode } from "~/sites/sites";
import { PANORAMA_IMAGE_PREFIX, PANORAMA_MEDIA_PREFIX, panoramaImageUrl } from "./panorama-paths";
import { PanoramaArchetypeSchema, PanoramaCameraSchema, type PanoramaTour } from "./schema";

export interface PanoramaImageFile {
  data: Buffer;
  contentType: string;
  etag: string;
}

/**
 * The 360 tours (issue 19; decision 056): a home's tour with its cameras and the addresses of
 * its panoramas, and the panoramas themselves as stored (JPEG, normal and low resolution).
 */
export function createPanoramaService(deps: { db: Database }) {
  const { db } = deps;

  /** The tour of a home of the site, or undefined when it has none (or is another site's). */
  async function tourOfObject(site: SiteCode, objectId: number): Promise<PanoramaTour | undefined> {
    const [tour] = await db
      .select({
        id: panoramaTours.id,
        stageId: panoramaTours.stageId,
        stageUrl: stages.url,
        name: panoramaTours.name,
        defaultArchetypeId: panoramaTours.defaultArchetypeId,
        archetypes: panoramaTours.archetypes,
        firstCameraId: panoramaTours.firstCameraId,
      })
      .from(panoramaObjectTours)
      .innerJoin(objects, eq(objects.id, panoramaObjectTours.objectId))
      .innerJoin(panoramaTours, eq(panoramaTours.id, panoramaObjectTours.tourId))
      .innerJoin(stages, eq(stages.id, panoramaTours.stageId))
      .where(and(eq(panoramaObjectTours.objectId, objectId), eq(objects.site, site)))
      .limit(1);
    if (!tour) return undefined;
    const cameras = await db
      .select()
      .from(panoramaCameras)
      .where(eq(panoramaCameras.tourId, tour.id))
      .orderBy(asc(panoramaCameras.sortOrder), asc(panoramaCameras.id));
    const images =
      cameras.length === 0
        ? []
        : await db
            .select()
            .from(panoramaImages)
            .where(
              inArray(
                panoramaImages.cameraId,
                cameras.map((camera) => camera.id),
              ),
            );
    const views: PanoramaTour["views"] = {};
    for (const row of images) {
      const byCamera = views[row.archetypeId] ?? {};
      byCamera[row.cameraId] = { image: panoramaImageUrl(row.image), lowImage: panoramaImageUrl(row.lowImage) };
      views[row.archetypeId] = byCamera;
    }
    return {
      id: tour.id,
      objectId,
      stageId: tour.stageId,
      stageUrl: tour.stageUrl,
      name: tour.name,
      config: {
        defaultArchetypeId: tour.defaultArchetypeId,
        archetypes: PanoramaArchetypeSchema.array().parse(tour.archetypes),
      },
      firstCameraId: tour.firstCameraId,
      // The jsonb columns are checked against the contract, so a bad row fails here and not in the viewer.
      cameras: cameras.map((camera) =>
        PanoramaCameraSchema.parse({
          id: camera.id,
          name: camera.name,
          position: camera.position,
          rotation: camera.rotation,
          fov: camera.fov,
          links: camera.links,
        }),
      ),
      views,
    };
  }

  /** A stored panorama by its file name (`<name>.jpg`); nothing but panoramas is reachable here. */
  async function image(fileName: string): Promise<PanoramaImageFile | undefined> {
    const [row] = await db
      .select({ data: media.data, contentType: media.contentType, updatedAt: media.updatedAt })
      .from(media)
      .where(eq(media.path, `${PANORAMA_MEDIA_PREFIX}${fileName}`))
      .limit(1);
    if (!row) return undefined;
    const etag = `"${createHash("sha1").update(row.data).digest("base64url")}"`;
    return { data: row.data, contentType: row.contentType, etag };
  }

  return { tourOfObject, image, imagePrefix: PANORAMA_IMAGE_PREFIX };
}

export type PanoramaService = ReturnType<typeof createPanoramaService>;
