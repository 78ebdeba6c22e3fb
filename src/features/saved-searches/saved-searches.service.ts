import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { savedSearches } from "~/db/schema";
import { FieldValidationError } from "~/server/plugins/errors";
import type { SiteSettings } from "~/sites/sites";
import { type CreateSavedSearch, MAX_SAVED_SEARCHES, type SavedSearch, type UpdateSavedSearch } from "./schema";
import { canonicalSearchAddress } from "./search-address";

/**
 * A user's saved searches (issue 15). Every call is scoped to the user and the site: another
 * user's search (or the user's own on another site) is not found, never changed.
 */

type Row = typeof savedSearches.$inferSelect;

function view(row: Row): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    alertsEnabled: row.alertsEnabled,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createSavedSearchesService({ db, clock }: { db: Database; clock: () => Date }) {
  const mine = (userId: string, site: SiteSettings, id: string) =>
    and(eq(savedSearches.id, id), eq(savedSearches.userId, userId), eq(savedSearches.site, site.site));

  return {
    async list(userId: string, site: SiteSettings): Promise<SavedSearch[]> {
      const rows = await db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, userId), eq(savedSearches.site, site.site)))
        .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
      return rows.map(view);
    },

    /**
     * Saves a search of this site's search page. A user has at most MAX_SAVED_SEARCHES: the
     * count and the insert are one statement, so two saves at once cannot pass the limit.
     */
    async create(userId: string, site: SiteSettings, input: CreateSavedSearch): Promise<SavedSearch> {
      // Saved searches belong to the sites with their My Pages page (spec 000 section 2: the
      // Swedish sites; Norway and Finland have none).
      if (!site.urls.mySavedSearches) {
        throw new FieldValidationError([{ field: "url", messageKey: "savedSearches.errors.unavailable" }]);
      }
      const url = canonicalSearchAddress(site, input.url);
      if (!url) throw new FieldValidationError([{ field: "url", messageKey: "savedSearches.errors.notSearchUrl" }]);
      const now = clock().toISOString();
      const result = await db.execute<{ id: string; created_at: string | Date }>(sql`
        insert into saved_searches (user_id, site, name, url, alerts_enabled, created_at, updated_at)
        select ${userId}::uuid, ${site.site}, ${input.name}, ${url}, true, ${now}::timestamptz, ${now}::timestamptz
        where (select count(*) from saved_searches where user_id = ${userId}::uuid) < ${MAX_SAVED_SEARCHES}
        returning id, created_at`);
      const [inserted] = (result as unknown as { rows: { id: string; created_at: string | Date }[] }).rows;
      if (!inserted) {
        throw new FieldValidationError([
          { field: "name", messageKey: "savedSearches.errors.limit", values: { max: MAX_SAVED_SEARCHES } },
        ]);
      }
      return view({
        id: inserted.id,
        userId,
        site: site.site,
        name: input.name,
        url,
        alertsEnabled: true,
        lastAlertAt: null,
        createdAt: new Date(inserted.created_at),
        updatedAt: new Date(inserted.created_at),
      });
    },

    /** Renames it or turns its alerts on or off; undefined when the user has no such search here. */
    async update(
      userId: string,
      site: SiteSettings,
      id: string,
      change: UpdateSavedSearch,
    ): Promise<SavedSearch | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.alertsEnabled !== undefined ? { alertsEnabled: change.alertsEnabled } : {}),
          updatedAt: clock(),
        })
        .where(mine(userId, site, id))
        .returning();
      return row ? view(row) : undefined;
    },

    /** False when the user has no such search here. */
    async remove(userId: string, site: SiteSettings, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(mine(userId, site, id))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** The unsubscribe link's change (no user: the signed token named the search). False: no such search. */
    async disableAlerts(id: string): Promise<boolean> {
      const rows = await db
        .update(savedSearches)
        .set({ alertsEnabled: false, updatedAt: clock() })
        .where(eq(savedSearches.id, id))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
