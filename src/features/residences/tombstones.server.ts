import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { areas, objects, premises, removedResidences, stages } from "~/db/schema";
import { homeTitle } from "~/domain/residence-format";
import { isSoldObject } from "~/domain/residence-status";
import { translatorFor } from "~/i18n/catalogs.server";
import { SITES, type SiteCode } from "~/sites/sites";

export type TombstoneReason = "sold" | "removed";

/** A tombstone as residence_removed keeps it (issue 19). */
export type TombstoneInput = typeof removedResidences.$inferInsert;

/**
 * Writes tombstones: an address removed twice keeps one, the latest (residence_removed_site_url_idx).
 */
export async function writeTombstones(db: Database, rows: TombstoneInput[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(removedResidences)
    .values(rows)
    .onConflictDoUpdate({
      target: [removedResidences.site, removedResidences.url],
      set: {
        kind: sql`excluded.kind`,
        reason: sql`excluded.reason`,
        name: sql`excluded.name`,
        areaId: sql`excluded.area_id`,
        municipality: sql`excluded.municipality`,
        rooms: sql`excluded.rooms`,
        removedAt: sql`excluded.removed_at`,
      },
    });
}

/**
 * Leaves the tombstone of a home, a stage (and each of its homes, whose pages go with it) or
 * premises that is about to be deleted, so that its old address answers 410 with similar homes
 * instead of a bare 404 (./not-found-pages.ts). Call it in the deleting transaction, before the
 * delete. A sold (or booked) home's tombstone says "sold" whatever `reason` is. Nothing calls it
 * yet: there is no admin screen that deletes residences (decision 057).
 */
export async function leaveTombstone(
  db: Database,
  target: { kind: "object" | "stage" | "premises"; id: number; reason: TombstoneReason },
  now: Date = new Date(),
): Promise<void> {
  if (target.kind === "premises") {
    const [row] = await db.select().from(premises).where(eq(premises.id, target.id)).limit(1);
    if (!row) return;
    await writeTombstones(db, [
      {
        site: row.site,
        url: row.url,
        kind: "premises",
        reason: row.status === "sold" ? "sold" : target.reason,
        name: row.name,
        areaId: row.areaId,
        municipality: row.municipality,
        rooms: null,
        removedAt: now,
      },
    ]);
    return;
  }
  const homes =
    target.kind === "object"
      ? await db.select().from(objects).where(eq(objects.id, target.id))
      : await db.select().from(objects).where(eq(objects.stageId, target.id));
  const stageId = target.kind === "stage" ? target.id : homes[0]?.stageId;
  if (stageId === undefined) return;
  const [place] = await db
    .select({ stage: stages, municipality: areas.municipality })
    .from(stages)
    .innerJoin(areas, eq(areas.id, stages.areaId))
    .where(eq(stages.id, stageId))
    .limit(1);
  if (!place) return;
  const { stage, municipality } = place;
  const t = translatorFor(SITES[stage.site as SiteCode]?.language ?? "sv");
  const rows: TombstoneInput[] = homes.map((home) => ({
    site: home.site,
    url: home.url,
    kind: "object",
    reason: isSoldObject(home.status) ? "sold" : target.reason,
    name: homeTitle(t, home.number, home.streetAddress),
    areaId: home.areaId,
    municipality,
    rooms: home.rooms,
    removedAt: now,
  }));
  if (target.kind === "stage") {
    rows.push({
      site: stage.site,
      url: stage.url,
      kind: "stage",
      reason: stage.projectStatus === "soldOut" ? "sold" : target.reason,
      name: stage.name,
      areaId: stage.areaId,
      municipality,
      rooms: null,
      removedAt: now,
    });
  }
  await writeTombstones(db, rows);
}
