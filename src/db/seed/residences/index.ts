/**
 * Writes the residence inventory: areas, stages, homes, tags, stage tags, showings and (optionally)
 * the generated exterior images. Deterministic for a given scale and `now`: all randomness is seeded.
 *
 *   test   small hand-written inventory for Sweden, Norway and Finland (tests, in-memory PGlite)
 *   demo   at least 80 areas, 200 stages and 5,000 homes on five sites (the demo seed)
 *   bench  the demo inventory plus generated stages up to 100,000 homes (benchmarks)
 */
import { media } from "~/db/schema";
import type { Database } from "../../client";
import { areas, objects, showings, stages, stageTags, tags } from "../../schema/residences";
import { bulkInsert } from "./bulk";
import { generateInventory } from "./generate";
import { type ExteriorImage, generateExteriorImages } from "./images";
import type { Inventory, InventoryScale } from "./model";

export type { Inventory, InventoryScale } from "./model";
export { TEST_INVENTORY_FACTS } from "./test-scale";

export interface SeedResidencesOptions {
  scale: InventoryScale;
  /** The seed date: move-in dates and showings are placed relative to it. */
  now: Date;
  /**
   * Generate and store the exterior images (default true). Tests pass false: the rows still refer
   * to the images, only the media rows are not written. Pre-generated images may be passed in.
   */
  images?: boolean | ExteriorImage[];
  log?: (message: string) => void;
}

export interface ResidenceSeedSummary {
  areas: number;
  stages: number;
  objects: number;
  tags: number;
  showings: number;
  images: number;
}

/** Rows per INSERT (one JSON parameter each). */
const BATCH = 1000;

function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const keyOf = (site: string, url: string) => `${site}|${url}`;

interface Returned extends Record<string, unknown> {
  id: number;
  site: string;
  url: string;
}
const RETURNED = ["id", "site", "url"] as const;

function idOf(ids: Map<string, number>, site: string, url: string): number {
  const id = ids.get(keyOf(site, url));
  if (id === undefined) throw new Error(`No id for ${site} ${url}`);
  return id;
}

export async function seedResidences(db: Database, options: SeedResidencesOptions): Promise<ResidenceSeedSummary> {
  const log = options.log ?? (() => {});
  const inventory = generateInventory(options.scale, options.now);
  let imageCount = 0;
  if (options.images !== false) {
    if (!Array.isArray(options.images)) log("Generating residence images…");
    const images = Array.isArray(options.images) ? options.images : await generateExteriorImages();
    for (const image of images) {
      await db
        .insert(media)
        .values({
          path: image.path,
          contentType: image.contentType,
          data: image.data,
          width: image.width,
          height: image.height,
          altText: image.altText,
        })
        .onConflictDoNothing();
    }
    imageCount = images.length;
  }
  log(`Writing ${options.scale} residences…`);
  return { ...(await writeInventory(db, inventory, log)), images: imageCount };
}

export async function writeInventory(
  db: Database,
  inventory: Inventory,
  log: (message: string) => void = () => {},
): Promise<Omit<ResidenceSeedSummary, "images">> {
  const tagIds = new Map<string, number>();
  for (const batch of chunks(inventory.tags)) {
    const rows = await bulkInsert<Returned>(db, tags, batch, RETURNED);
    for (const row of rows) tagIds.set(keyOf(row.site, row.url), row.id);
  }

  const areaIds = new Map<string, number>();
  for (const batch of chunks(inventory.areas)) {
    const rows = await bulkInsert<Returned>(
      db,
      areas,
      batch.map(({ stages: _stages, ...area }) => area),
      RETURNED,
    );
    for (const row of rows) areaIds.set(keyOf(row.site, row.url), row.id);
  }

  const allStages = inventory.areas.flatMap((area) =>
    area.stages.map((stage) => ({ stage, areaId: idOf(areaIds, area.site, area.url) })),
  );
  const stageIds = new Map<string, number>();
  for (const batch of chunks(allStages)) {
    const rows = await bulkInsert<Returned>(
      db,
      stages,
      batch.map(({ stage: { homes: _h, showings: _s, tagUrls: _t, ...stage }, areaId }) => ({ ...stage, areaId })),
      RETURNED,
    );
    for (const row of rows) stageIds.set(keyOf(row.site, row.url), row.id);
  }

  const allHomes = allStages.flatMap(({ stage, areaId }) =>
    stage.homes.map((home) => ({ ...home, site: stage.site, areaId, stageId: idOf(stageIds, stage.site, stage.url) })),
  );
  const homeIds = new Map<string, number>();
  let written = 0;
  for (const batch of chunks(allHomes)) {
    const rows = await bulkInsert<Returned>(db, objects, batch, RETURNED);
    for (const row of rows) homeIds.set(keyOf(row.site, row.url), row.id);
    written += batch.length;
    if (allHomes.length > 20_000 && written % 10_000 < BATCH) log(`  ${written} homes…`);
  }

  const links = allStages.flatMap(({ stage }) => {
    const stageId = idOf(stageIds, stage.site, stage.url);
    return [...new Set(stage.tagUrls)].map((url) => ({ stageId, tagId: idOf(tagIds, stage.site, url) }));
  });
  for (const batch of chunks(links)) await bulkInsert(db, stageTags, batch);

  const showingRows = allStages.flatMap(({ stage }) =>
    stage.showings.map((showing) => ({
      stageId: idOf(stageIds, stage.site, stage.url),
      objectId: showing.homeUrl ? idOf(homeIds, stage.site, showing.homeUrl) : null,
      startsAt: showing.startsAt,
      endsAt: showing.endsAt,
      capacity: showing.capacity,
      location: showing.location,
    })),
  );
  for (const batch of chunks(showingRows)) await bulkInsert(db, showings, batch);

  return {
    areas: inventory.areas.length,
    stages: allStages.length,
    objects: allHomes.length,
    tags: inventory.tags.length,
    showings: showingRows.length,
  };
}
