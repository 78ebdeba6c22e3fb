import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client";
import { interests, showingBookings, showings, stages, userFavourites } from "~/db/schema";

/**
 * The user's favourites, interests and showings as GET /api/account_service/user names them
 * (spec 000 section 3, User): `favorites` are the ids of the favourite homes on the site (areas
 * and stages are in GET /api/account_service/favorites), `interests` the interests registered
 * while logged in on the site, `showings` the showings of the site booked while logged in. Three small
 * queries by the user's indexes, run beside the account's own.
 */
export async function userResidenceLinks(db: Database, userId: string, site: string) {
  const [favourites, interestRows, showingRows] = await Promise.all([
    db
      .select({ id: userFavourites.itemId })
      .from(userFavourites)
      .where(and(eq(userFavourites.userId, userId), eq(userFavourites.site, site), eq(userFavourites.kind, "object"))),
    db
      .select({ objectId: interests.objectId, stageId: interests.stageId })
      .from(interests)
      .where(and(eq(interests.userId, userId), eq(interests.site, site))),
    db
      .select({ showingId: showingBookings.showingId })
      .from(showingBookings)
      .innerJoin(showings, eq(showings.id, showingBookings.showingId))
      .innerJoin(stages, eq(stages.id, showings.stageId))
      .where(and(eq(showingBookings.userId, userId), eq(stages.site, site))),
  ]);
  return {
    favorites: favourites.map((row) => row.id),
    interests: interestRows,
    showings: showingRows,
  };
}
