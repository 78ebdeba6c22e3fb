import { sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { cmAssets, cmRooms } from "~/db/schema";
import { ALL_PROBLEM_AREAS, assetIdOf, DETAIL_NAMES, supplierKindOf } from "./catalogue-data";

/**
 * Writes the problem areas and their detail spaces (./catalogue-data.ts) to cm_rooms and cm_assets,
 * updating names that changed. Idempotent: the demo seed runs it, and so do tests that need the
 * catalogue without the demo content.
 */
export async function ensureCaseCatalogue(db: Database): Promise<void> {
  const rooms = ALL_PROBLEM_AREAS.map((room, rank) => ({ id: room.id, kind: room.kind, rank, names: room.names }));
  await db
    .insert(cmRooms)
    .values(rooms)
    .onConflictDoUpdate({ target: cmRooms.id, set: { names: sqlExcluded("names"), rank: sqlExcluded("rank") } });
  const assets = ALL_PROBLEM_AREAS.flatMap((room) =>
    room.details.map((detail, rank) => ({
      id: assetIdOf(room.id, detail),
      roomId: room.id,
      rank,
      names: DETAIL_NAMES[detail],
      supplierKind: supplierKindOf(room.id, detail),
    })),
  );
  await db
    .insert(cmAssets)
    .values(assets)
    .onConflictDoUpdate({
      target: cmAssets.id,
      set: { names: sqlExcluded("names"), rank: sqlExcluded("rank"), supplierKind: sqlExcluded("supplier_kind") },
    });
}

function sqlExcluded(column: string) {
  return sql.raw(`excluded.${column}`);
}
