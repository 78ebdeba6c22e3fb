import { asc, eq, inArray, sql } from "drizzle-orm";
import { SITES, type SiteCode } from "~/sites/sites";
import type { Database } from "../client";
import { appMeta, explorerObjectViews, explorerViews, media, objects, stageExplorers, stages } from "../schema";
import {
  BALCONY_SCENES,
  type BalconyScene,
  balconySceneOf,
  COURTYARD_AZIMUTH,
  type PlacedHome,
  placeHomes,
  SKETCH_ROOMS,
  STREET_AZIMUTH,
  sketchRoomsOf,
  VIEW_HEIGHT,
  VIEW_KINDS,
  VIEW_WIDTH,
  type ViewKind,
  viewGeometry,
} from "./explorer-geometry";
import { aerialSvg, balconySvg, facadeSvg, renderJpeg, SCENE_HEIGHT, SCENE_WIDTH, sketchSvg } from "./explorer-images";
import { explorerDemoStageIds } from "./explorer-stages";
import type { SeedOutcome } from "./seed";

/**
 * The residence explorer's demo data (issue 19): for the stages of explorerDemoStageIds, a
 * stage_explorers row, three views of the building (street facade, courtyard facade, aerial view)
 * with a click area per home and interLinks between the views, the views' sun-study surfaces, and
 * each home's balcony views and 3D sketch. Pictures are drawn at seed time (explorer-images.ts);
 * click areas and sun-study surfaces come from the same geometry (explorer-geometry.ts).
 */

export const EXPLORER_KEY = "demo_explorer";
const EXPLORER_VERSION = "1";
const EXPLORER_LOCK_ID = 730_1901;

/** The second Swedish explorer stage links an external sun study instead of ours (the journey uses the first). */
const EXTERNAL_SUN_STUDY_URL = "https://solstudie.example.com/";

type Language = "sv" | "no" | "fi" | "en";

const VIEW_NAMES: Record<Language, Record<ViewKind, string>> = {
  sv: { street: "Gatufasaden", courtyard: "Gården", aerial: "Flygbild" },
  no: { street: "Gatefasaden", courtyard: "Gårdsrommet", aerial: "Flyfoto" },
  fi: { street: "Katujulkisivu", courtyard: "Piha", aerial: "Ilmakuva" },
  en: { street: "Street facade", courtyard: "Courtyard", aerial: "Aerial view" },
};

const BALCONY_CAPTIONS: Record<Language, Record<"street" | "courtyard", string>> = {
  sv: { street: "Utsikt från balkongen mot sydväst", courtyard: "Utsikt från balkongen mot gården (nordost)" },
  no: { street: "Utsikt fra balkongen mot sørvest", courtyard: "Utsikt fra balkongen mot gårdsrommet (nordøst)" },
  fi: { street: "Näkymä parvekkeelta lounaaseen", courtyard: "Näkymä parvekkeelta pihalle (koilliseen)" },
  en: {
    street: "View from the balcony to the south-west",
    courtyard: "View from the balcony over the courtyard (north-east)",
  },
};

const SKETCH_CAPTIONS: Record<Language, (rooms: number) => string> = {
  sv: (rooms) => `3D-skiss, ${rooms} rum`,
  no: (rooms) => `3D-skisse, ${rooms} rom`,
  fi: (rooms) => `3D-luonnos, ${rooms} h`,
  en: (rooms) => `3D sketch, ${rooms} rooms`,
};

export const explorerViewId = (stageId: number, kind: ViewKind) => `s${stageId}-${kind}`;
export const explorerViewImage = (stageId: number, kind: ViewKind) => `explorer/stage-${stageId}-${kind}.jpg`;
export const balconyImage = (scene: BalconyScene) => `explorer/balcony-${scene}.jpg`;
export const sketchImage = (rooms: number) => `explorer/sketch-${rooms}-rooms.jpg`;

interface StagePlan {
  stageId: number;
  site: SiteCode;
  language: Language;
  homes: PlacedHome[];
  rooms: Map<number, number>;
  externalSunStudy: string | null;
}

interface Picture {
  path: string;
  data: Buffer;
  width: number;
  height: number;
  altText: string;
}

export async function seedDemoExplorer(
  db: Database,
  options: { log?: (m: string) => void; images?: boolean } = {},
): Promise<SeedOutcome> {
  const seeded = await db.select().from(appMeta).where(eq(appMeta.key, EXPLORER_KEY));
  if (seeded.length > 0) return "already-seeded";
  const plans = await planStages(db);
  if (plans.length === 0) return "already-seeded";
  const log = options.log ?? (() => {});
  // Drawn before taking the lock, like the other demo images.
  let pictures: Picture[] = [];
  if (options.images !== false) {
    log("Drawing the residence explorer's pictures…");
    pictures = await drawPictures(plans);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EXPLORER_LOCK_ID})`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, EXPLORER_KEY));
    if (again.length > 0) return "already-seeded" satisfies SeedOutcome;
    for (const picture of pictures) {
      await tx
        .insert(media)
        .values({ ...picture, contentType: "image/jpeg" })
        .onConflictDoNothing();
    }
    for (const plan of plans) await writeStage(tx, plan);
    await tx.insert(appMeta).values({ key: EXPLORER_KEY, value: EXPLORER_VERSION });
    return "seeded" satisfies SeedOutcome;
  });
}

async function planStages(db: Database): Promise<StagePlan[]> {
  const ids = await explorerDemoStageIds(db);
  if (ids.length === 0) return [];
  const stageRows = await db
    .select({ id: stages.id, site: stages.site })
    .from(stages)
    .where(inArray(stages.id, ids))
    .orderBy(asc(stages.id));
  const homeRows = await db
    .select({
      id: objects.id,
      stageId: objects.stageId,
      number: objects.number,
      floor: objects.floor,
      rooms: objects.rooms,
    })
    .from(objects)
    .where(inArray(objects.stageId, ids));
  let swedish = 0;
  return stageRows.map((stage) => {
    const site = stage.site as SiteCode;
    const homes = homeRows.filter((home) => home.stageId === stage.id);
    const externalSunStudy = site === "sv" && swedish++ === 1 ? EXTERNAL_SUN_STUDY_URL : null;
    return {
      stageId: stage.id,
      site,
      language: (SITES[site]?.language ?? "sv") as Language,
      homes: placeHomes(homes),
      rooms: new Map(homes.map((home) => [home.id, home.rooms])),
      externalSunStudy,
    };
  });
}

async function drawPictures(plans: StagePlan[]): Promise<Picture[]> {
  const jobs: { path: string; width: number; height: number; altText: string; markup: () => string }[] = [];
  for (const plan of plans) {
    const names = VIEW_NAMES[plan.language];
    for (const kind of VIEW_KINDS) {
      jobs.push({
        path: explorerViewImage(plan.stageId, kind),
        width: VIEW_WIDTH,
        height: VIEW_HEIGHT,
        altText: names[kind],
        markup: () =>
          kind === "aerial"
            ? aerialSvg(plan.homes, String(plan.stageId))
            : facadeSvg(kind, plan.homes, String(plan.stageId)),
      });
    }
  }
  for (const scene of BALCONY_SCENES) {
    jobs.push({
      path: balconyImage(scene),
      width: SCENE_WIDTH,
      height: SCENE_HEIGHT,
      altText: "",
      markup: () => balconySvg(scene),
    });
  }
  for (const rooms of SKETCH_ROOMS) {
    jobs.push({
      path: sketchImage(rooms),
      width: SCENE_WIDTH,
      height: SCENE_HEIGHT,
      altText: "",
      markup: () => sketchSvg(rooms),
    });
  }
  // Two at a time: the machine's cores are shared with the server and the other seeds.
  const pictures: Picture[] = [];
  for (let i = 0; i < jobs.length; i += 2) {
    const batch = jobs.slice(i, i + 2);
    const rendered = await Promise.all(batch.map((job) => renderJpeg(job.markup())));
    for (const [k, job] of batch.entries()) {
      pictures.push({
        path: job.path,
        width: job.width,
        height: job.height,
        altText: job.altText,
        data: rendered[k] as Buffer,
      });
    }
  }
  return pictures;
}

async function writeStage(db: Database, plan: StagePlan): Promise<void> {
  const names = VIEW_NAMES[plan.language];
  const viewIds = Object.fromEntries(VIEW_KINDS.map((kind) => [kind, explorerViewId(plan.stageId, kind)])) as Record<
    ViewKind,
    string
  >;
  await db.insert(stageExplorers).values({
    stageId: plan.stageId,
    firstViewId: viewIds.street,
    sunStudyExternalUrl: plan.externalSunStudy,
  });
  await db.insert(explorerViews).values(
    VIEW_KINDS.map((kind, sortOrder) => {
      const geometry = viewGeometry(kind, plan.homes, viewIds, names);
      return {
        id: viewIds[kind],
        stageId: plan.stageId,
        name: names[kind],
        image: explorerViewImage(plan.stageId, kind),
        width: VIEW_WIDTH,
        height: VIEW_HEIGHT,
        clickAreas: geometry.clickAreas,
        sunStudy: { surfaces: geometry.surfaces },
        sortOrder,
      };
    }),
  );
  const rows: (typeof explorerObjectViews.$inferInsert)[] = [];
  const captions = BALCONY_CAPTIONS[plan.language];
  for (const home of plan.homes) {
    const rooms = plan.rooms.get(home.objectId) ?? 2;
    rows.push({
      objectId: home.objectId,
      kind: "balcony",
      image: balconyImage(balconySceneOf(home.floor, "street")),
      width: SCENE_WIDTH,
      height: SCENE_HEIGHT,
      caption: captions.street,
      azimuth: STREET_AZIMUTH,
      sortOrder: 0,
    });
    // Larger homes go through the building: a second balcony on the courtyard.
    if (rooms >= 3) {
      rows.push({
        objectId: home.objectId,
        kind: "balcony",
        image: balconyImage(balconySceneOf(home.floor, "courtyard")),
        width: SCENE_WIDTH,
        height: SCENE_HEIGHT,
        caption: captions.courtyard,
        azimuth: COURTYARD_AZIMUTH,
        sortOrder: 1,
      });
    }
    const sketch = sketchRoomsOf(rooms);
    rows.push({
      objectId: home.objectId,
      kind: "object3d",
      image: sketchImage(sketch),
      width: SCENE_WIDTH,
      height: SCENE_HEIGHT,
      caption: SKETCH_CAPTIONS[plan.language](sketch),
      azimuth: null,
      sortOrder: 0,
    });
  }
  if (rows.length > 0) await db.insert(explorerObjectViews).values(rows);
}
