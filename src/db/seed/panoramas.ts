import { createHash } from "node:crypto";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  appMeta,
  media,
  objects,
  panoramaCameras,
  panoramaImages,
  panoramaObjectTours,
  panoramaTours,
  stages,
} from "../schema";
import { explorerDemoStageIds } from "./explorer-stages";
import { APARTMENT_PLANS, type ApartmentPlan, directionTo, planForRooms, type RoomKind } from "./panorama-plans";
import {
  type ArchetypeKey,
  colourPanorama,
  encodePanorama,
  PALETTES,
  PANORAMA_SIZE,
  type RenderedPanorama,
  type TracedPanorama,
  tracePanorama,
} from "./panorama-render";
import type { SeedOutcome } from "./seed";

/**
 * The demo 360 tours (issue 19; decision 056): three apartment plans (2, 3 and 4 rooms) with a
 * camera per room and three furnishing types, their panoramas drawn at seed time (no downloads),
 * and a tour per plan on every stage with an explorer (explorer-stages.ts) and on a few other
 * stages for sale, given to their homes by room count. The pictures belong to the plan, not the
 * stage: 33 pairs of images shared by every tour of that plan.
 *
 * Without images (SEED_IMAGES=false) nothing is written: a tour without pictures would offer a
 * 360 view that cannot show anything. The app_meta key is then left unset, so a later seed with
 * images adds the tours.
 */
export const PANORAMAS_KEY = "demo_panoramas";
const PANORAMAS_VERSION = "1";
const PANORAMAS_LOCK_ID = 730_1791;

/** Besides the explorer's stages: per country site, this many other apartment stages for sale, and homes in each. */
const OTHER_STAGES_PER_SITE = 2;
const OTHER_HOMES_PER_STAGE = 4;
const SITES = ["sv", "no", "fi"] as const;
type TourSite = (typeof SITES)[number];

export const ARCHETYPES: readonly ArchetypeKey[] = ["unfurnished", "scandinavian", "classic"];
const DEFAULT_ARCHETYPE: ArchetypeKey = "scandinavian";

const ARCHETYPE_NAMES: Record<ArchetypeKey, Record<TourSite, string>> = {
  unfurnished: { sv: "Omöblerad", no: "Umøblert", fi: "Kalustamaton" },
  scandinavian: { sv: "Skandinavisk", no: "Skandinavisk", fi: "Skandinaavinen" },
  classic: { sv: "Klassisk", no: "Klassisk", fi: "Klassinen" },
};

const ROOM_NAMES: Record<RoomKind, Record<TourSite, string>> = {
  hall: { sv: "Hall", no: "Entré", fi: "Eteinen" },
  kitchen: { sv: "Kök", no: "Kjøkken", fi: "Keittiö" },
  living: { sv: "Vardagsrum", no: "Stue", fi: "Olohuone" },
  bedroom: { sv: "Sovrum", no: "Soverom", fi: "Makuuhuone" },
};

function tourName(plan: ApartmentPlan, site: TourSite): string {
  if (site === "fi") return `${plan.rooms}h+k`;
  if (site === "no") return `${plan.rooms}-roms leilighet`;
  return `${plan.rooms} rum och kök`;
}

export interface PanoramaPicture {
  plan: ApartmentPlan["key"];
  room: string;
  archetype: ArchetypeKey;
  /** Media paths: `panorama/<plan>-<room>-<archetype>-<hash>.jpg` and its `-low.jpg`. */
  path: string;
  lowPath: string;
  rendered: RenderedPanorama;
}

/** The media path's prefix of every panorama; the image route serves nothing else. */
export const PANORAMA_MEDIA_PREFIX = "panorama/";

/**
 * Draws every plan's panoramas, camera by camera and furnishing by furnishing. The names carry
 * a hash of the picture, so a changed drawing gets new addresses (they are cached immutably).
 */
export async function renderDemoPanoramas(
  size: { width: number; lowWidth: number } = PANORAMA_SIZE,
): Promise<PanoramaPicture[]> {
  const pictures: Promise<PanoramaPicture>[] = [];
  let encoding: Promise<unknown> = Promise.resolve();
  for (const plan of APARTMENT_PLANS) {
    for (const room of plan.cameraRooms) {
      // The furnished types differ only in colours: one tracing for both, one for the empty room.
      const traced = {
        furnished: tracePanorama(plan, room.key, true, size.width),
        empty: undefined as TracedPanorama | undefined,
      };
      for (const archetype of ARCHETYPES) {
        const furnished = PALETTES[archetype].furnished;
        if (!furnished) traced.empty ??= tracePanorama(plan, room.key, false, size.width);
        const drawn = colourPanorama((furnished ? traced.furnished : traced.empty) as TracedPanorama, archetype);
        // Sharp encodes on its own threads while the next picture is traced (one raw image waiting at a time).
        await encoding;
        const picture = encodePanorama(drawn, size.lowWidth).then((rendered) => {
          const hash = createHash("sha1").update(rendered.image).digest("hex").slice(0, 10);
          const base = `${PANORAMA_MEDIA_PREFIX}${plan.key}-${room.key}-${archetype}-${hash}`;
          return {
            plan: plan.key,
            room: room.key,
            archetype,
            path: `${base}.jpg`,
            lowPath: `${base}-low.jpg`,
            rendered,
          };
        });
        encoding = picture;
        pictures.push(picture);
      }
    }
  }
  return Promise.all(pictures);
}

interface TourHome {
  id: number;
  stageId: number;
  site: TourSite;
  rooms: number;
}

/** The homes that get a tour: every home of the explorer's stages, and the first few for sale of a few other stages. */
async function homesWithTours(db: Database): Promise<TourHome[]> {
  const explorerStages = await explorerDemoStageIds(db);
  const homes: TourHome[] = [];
  if (explorerStages.length > 0) {
    const rows = await db
      .select({ id: objects.id, stageId: objects.stageId, site: objects.site, rooms: objects.rooms })
      .from(objects)
      .where(inArray(objects.stageId, explorerStages))
      .orderBy(asc(objects.id));
    homes.push(...(rows as TourHome[]));
  }
  for (const site of SITES) {
    const others = await db
      .select({ id: stages.id })
      .from(stages)
      .where(
        and(
          eq(stages.site, site),
          eq(stages.residenceType, "apartment"),
          eq(stages.projectStatus, "forSale"),
          explorerStages.length > 0 ? notInArray(stages.id, explorerStages) : undefined,
          sql`exists (select 1 from ${objects} where ${objects.stageId} = ${stages.id} and ${objects.status} = 'forSale')`,
        ),
      )
      .orderBy(asc(stages.id))
      .limit(OTHER_STAGES_PER_SITE);
    for (const stage of others) {
      const rows = await db
        .select({ id: objects.id, stageId: objects.stageId, site: objects.site, rooms: objects.rooms })
        .from(objects)
        .where(and(eq(objects.stageId, stage.id), eq(objects.status, "forSale")))
        .orderBy(asc(objects.id))
        .limit(OTHER_HOMES_PER_STAGE);
      homes.push(...(rows as TourHome[]));
    }
  }
  return homes.filter((home) => (SITES as readonly string[]).includes(home.site));
}

/** The id of a stage's tour of a plan, and of its cameras: stable, readable in the API. */
export const tourIdOf = (stageId: number, plan: ApartmentPlan["key"]) => `s${stageId}-${plan}`;
const cameraIdOf = (tourId: string, room: string) => `${tourId}-${room}`;

/** Writes the demo tours once (own app_meta key), after the residence inventory. */
export async function seedDemoPanoramas(
  db: Database,
  options: {
    log?: (m: string) => void;
    images?: boolean;
    /** Smaller pictures for tests (default PANORAMA_SIZE). */
    size?: { width: number; lowWidth: number };
  } = {},
): Promise<SeedOutcome> {
  if (options.images === false) return "already-seeded";
  const seeded = await db.select().from(appMeta).where(eq(appMeta.key, PANORAMAS_KEY));
  if (seeded.length > 0) return "already-seeded";
  const log = options.log ?? (() => {});
  log("Drawing the 360 panoramas…");
  // Drawn before taking the lock, like the other generated images.
  const pictures = await renderDemoPanoramas(options.size ?? PANORAMA_SIZE);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PANORAMAS_LOCK_ID})`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, PANORAMAS_KEY));
    if (again.length > 0) return "already-seeded" satisfies SeedOutcome;
    const homes = await homesWithTours(tx as unknown as Database);

    for (const picture of pictures) {
      const { rendered } = picture;
      await tx
        .insert(media)
        .values([
          {
            path: picture.path,
            contentType: "image/jpeg",
            data: rendered.image,
            width: rendered.width,
            height: rendered.height,
          },
          {
            path: picture.lowPath,
            contentType: "image/jpeg",
            data: rendered.lowImage,
            width: rendered.lowWidth,
            height: rendered.lowHeight,
          },
        ])
        .onConflictDoNothing();
    }
    const pictureOf = new Map(pictures.map((p) => [`${p.plan}:${p.room}:${p.archetype}`, p]));

    // One tour per stage and plan, shared by the stage's homes of that plan.
    const tours = new Map<string, { stageId: number; site: TourSite; plan: ApartmentPlan }>();
    const objectTours: { objectId: number; tourId: string }[] = [];
    for (const home of homes) {
      const plan = planForRooms(home.rooms);
      const tourId = tourIdOf(home.stageId, plan.key);
      if (!tours.has(tourId)) tours.set(tourId, { stageId: home.stageId, site: home.site, plan });
      objectTours.push({ objectId: home.id, tourId });
    }
    for (const [tourId, { stageId, site, plan }] of tours) {
      const first = plan.cameraRooms[0];
      await tx.insert(panoramaTours).values({
        id: tourId,
        stageId,
        name: tourName(plan, site),
        defaultArchetypeId: DEFAULT_ARCHETYPE,
        archetypes: ARCHETYPES.map((id) => ({ id, name: ARCHETYPE_NAMES[id][site] })),
        firstCameraId: cameraIdOf(tourId, first?.key ?? "hall"),
      });
      await tx.insert(panoramaCameras).values(
        plan.cameraRooms.map((room, index) => ({
          id: cameraIdOf(tourId, room.key),
          tourId,
          name: ROOM_NAMES[room.kind][site],
          position: { x: room.camera[0], y: 1.5, z: room.camera[1] },
          rotation: { yaw: room.look.yaw, pitch: 0 },
          fov: room.look.fov,
          // A link per doorway to another room with a camera, where the picture shows it.
          links: plan.doors
            .filter((door) => door.rooms.includes(room.key))
            .map((door) => ({
              cameraId: cameraIdOf(tourId, door.rooms[0] === room.key ? door.rooms[1] : door.rooms[0]),
              ...directionTo(room.camera, door.at),
            })),
          sortOrder: index,
        })),
      );
      await tx.insert(panoramaImages).values(
        plan.cameraRooms.flatMap((room) =>
          ARCHETYPES.map((archetypeId) => {
            const picture = pictureOf.get(`${plan.key}:${room.key}:${archetypeId}`);
            if (!picture) throw new Error(`No panorama for ${plan.key} ${room.key} ${archetypeId}`);
            return {
              cameraId: cameraIdOf(tourId, room.key),
              archetypeId,
              image: picture.path,
              lowImage: picture.lowPath,
            };
          }),
        ),
      );
    }
    if (objectTours.length > 0) await tx.insert(panoramaObjectTours).values(objectTours).onConflictDoNothing();
    await tx.insert(appMeta).values({ key: PANORAMAS_KEY, value: PANORAMAS_VERSION });
    log(`360 tours: ${tours.size} tours for ${objectTours.length} homes.`);
    return "seeded" satisfies SeedOutcome;
  });
}
