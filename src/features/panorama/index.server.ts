/** The 360 viewer's server entry for other features: whether a home has a tour (the object page's "Visa i 360°"). */
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client";
import { panoramaObjectTours } from "~/db/schema";

/** Whether the home has a 360 tour: one look-up by the tour table's primary key. */
export async function hasPanoramaTour(db: Database, objectId: number): Promise<boolean> {
  const rows = await db
    .select({ objectId: panoramaObjectTours.objectId })
    .from(panoramaObjectTours)
    .where(eq(panoramaObjectTours.objectId, objectId))
    .limit(1);
  return rows.length > 0;
}
