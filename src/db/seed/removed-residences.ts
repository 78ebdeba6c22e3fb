import { and, asc, eq, exists, inArray, ne, sql } from "drizzle-orm";
import { searchedObjectSql } from "~/domain/purchase-price.server";
import { homeTitle } from "~/domain/residence-format";
import { slugify } from "~/domain/residence-urls";
import { translatorFor } from "~/i18n/catalogs.server";
import { isUrlEnabled } from "~/sites/features";
import { SITES, type SiteCode } from "~/sites/sites";
import type { Database } from "../client";
import { appMeta, areas, objects, premises, removedResidences, stages } from "../schema";
import type { SeedOutcome } from "./seed";

/**
 * Demo tombstones (issue 19, the not-found pages): on every site with residences, in its first
 * area for sale (by id) and that area's first stage with homes for sale, a sold home and a removed home whose pages
 * are gone, and a removed stage; on the sites with premises, sold premises. Their old addresses
 * answer 410 with similar homes; the journeys follow them. Deterministic: the inventory is.
 */

/** Own app_meta key: databases seeded before the tombstones get them on the next start. */
export const REMOVED_RESIDENCES_KEY = "demo_removed_residences";
const REMOVED_RESIDENCES_VERSION = "1";
const REMOVED_RESIDENCES_LOCK_ID = 730_1791;

/** House numbers no demo stage reaches (the inventory numbers homes from 1 by floor). */
const SOLD_NUMBER = "9901";
const REMOVED_NUMBER = "9902";
/** A stage number past every demo area's stages. */
const REMOVED_STAGE_NUMBER = 9;

const PREMISES_NAME: Record<string, (area: string) => string> = {
  sv: (area) => `Butikslokal i ${area}`,
  fi: (area) => `Liiketila, ${area}`,
};

type Tombstone = typeof removedResidences.$inferInsert;

export async function seedDemoRemovedResidences(
  db: Database,
  options: { now?: Date; log?: (m: string) => void } = {},
): Promise<SeedOutcome> {
  const seeded = await db.select().from(appMeta).where(eq(appMeta.key, REMOVED_RESIDENCES_KEY));
  if (seeded.length > 0) return "already-seeded";
  const [anyHome] = await db.select({ id: objects.id }).from(objects).limit(1);
  if (!anyHome) return "already-seeded";
  (options.log ?? (() => {}))("Seeding removed homes, stages and premises (their old addresses answer 410)…");
  const now = options.now ?? new Date();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REMOVED_RESIDENCES_LOCK_ID})`);
    const again = await tx.select().from(appMeta).where(eq(appMeta.key, REMOVED_RESIDENCES_KEY));
    if (again.length > 0) return "already-seeded" satisfies SeedOutcome;
    const rows: Tombstone[] = [];
    for (const code of Object.keys(SITES) as SiteCode[]) {
      rows.push(...(await tombstonesOf(tx, code, now)));
    }
    if (rows.length > 0) await tx.insert(removedResidences).values(rows).onConflictDoNothing();
    await tx.insert(appMeta).values({ key: REMOVED_RESIDENCES_KEY, value: REMOVED_RESIDENCES_VERSION });
    return "seeded" satisfies SeedOutcome;
  });
}

/** The demo tombstones of one site, in its first area for sale and that area's first stage with homes for sale. */
async function tombstonesOf(db: Database, code: SiteCode, now: Date): Promise<Tombstone[]> {
  const site = SITES[code];
  const [first] = await db
    .select({ area: areas, stage: stages })
    .from(stages)
    .innerJoin(areas, eq(areas.id, stages.areaId))
    .where(
      and(
        eq(stages.site, code),
        ne(areas.projectStatus, "soldOut"),
        // A stage with homes for sale: similar homes right next to the removed ones.
        exists(
          db
            .select({ one: sql`1` })
            .from(objects)
            .where(and(eq(objects.stageId, stages.id), searchedObjectSql)),
        ),
      ),
    )
    .orderBy(asc(areas.id), asc(stages.id))
    .limit(1);
  if (!first) return [];
  const { area, stage } = first;
  const [home] = await db
    .select({ url: objects.url, streetAddress: objects.streetAddress, rooms: objects.rooms })
    .from(objects)
    .where(eq(objects.stageId, stage.id))
    .orderBy(asc(objects.id))
    .limit(1);
  const t = translatorFor(site.language);
  const place = { site: code, areaId: area.id, municipality: area.municipality, removedAt: now };
  const rows: Tombstone[] = [];
  if (home) {
    // The home's slug word ("lgh", "leil", "as"), with a number of our own.
    const word =
      home.url
        .split("/")
        .filter(Boolean)
        .at(-1)
        ?.replace(/-[^-]*$/, "") ?? "lgh";
    rows.push(
      {
        ...place,
        url: `${stage.url}${word}-${SOLD_NUMBER}/`,
        kind: "object",
        reason: "sold",
        name: homeTitle(t, SOLD_NUMBER, home.streetAddress),
        rooms: home.rooms,
      },
      {
        ...place,
        url: `${stage.url}${word}-${REMOVED_NUMBER}/`,
        kind: "object",
        reason: "removed",
        name: homeTitle(t, REMOVED_NUMBER, home.streetAddress),
        rooms: Math.max(1, home.rooms - 1),
      },
    );
  }
  // The stage's slug word ("etapp", "trinn", "vaihe") and name, with a number of our own.
  const stageWord = stage.slug.replace(/-[^-]*$/, "");
  const stageName = stage.name.replace(/\d+$/, String(REMOVED_STAGE_NUMBER));
  rows.push({
    ...place,
    url: `${area.url}${stageWord}-${REMOVED_STAGE_NUMBER}/`,
    kind: "stage",
    reason: "removed",
    name: stageName,
    rooms: null,
  });
  const premisesName = PREMISES_NAME[code];
  if (premisesName && site.urls.premises && isUrlEnabled(site, "premises")) {
    const name = premisesName(area.name);
    rows.push({
      ...place,
      url: `${site.urls.premises}${slugify(name)}/`,
      kind: "premises",
      reason: "sold",
      name,
      rooms: null,
    });
  }
  // Never a tombstone over a page that exists (the inventory could grow into these numbers; the
  // demo premises are seeded before).
  const urls = rows.map((row) => row.url);
  const [homesThere, stagesThere, premisesThere] = await Promise.all([
    db
      .select({ url: objects.url })
      .from(objects)
      .where(and(eq(objects.site, code), inArray(objects.url, urls))),
    db
      .select({ url: stages.url })
      .from(stages)
      .where(and(eq(stages.site, code), inArray(stages.url, urls))),
    db
      .select({ url: premises.url })
      .from(premises)
      .where(and(eq(premises.site, code), inArray(premises.url, urls))),
  ]);
  const taken = new Set([...homesThere, ...stagesThere, ...premisesThere].map((row) => row.url));
  return rows.filter((row) => !taken.has(row.url));
}
