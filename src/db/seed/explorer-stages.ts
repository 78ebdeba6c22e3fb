import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { objects, stages } from "../schema";

/**
 * The demo stages that get a residence explorer and whose homes get 360 tours (issue 19): on the
 * three country sites, the first apartment stages for sale (by id) with a building's worth of
 * homes. One rule read by the explorer's seed and the panoramas' seed, so both pick the same
 * stages from the deterministic demo inventory.
 */
export const EXPLORER_STAGES_PER_SITE = { sv: 2, no: 1, fi: 1 } as const;
const MIN_HOMES = 8;
const MAX_HOMES = 48;

export async function explorerDemoStageIds(db: Database): Promise<number[]> {
  const ids: number[] = [];
  for (const [site, count] of Object.entries(EXPLORER_STAGES_PER_SITE)) {
    const rows = await db
      .select({ id: stages.id })
      .from(stages)
      .innerJoin(objects, eq(objects.stageId, stages.id))
      .where(and(eq(stages.site, site), eq(stages.residenceType, "apartment"), eq(stages.projectStatus, "forSale")))
      .groupBy(stages.id)
      .having(sql`count(*) between ${MIN_HOMES} and ${MAX_HOMES}`)
      .orderBy(asc(stages.id))
      .limit(count);
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
