import { bigserial, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What saved-search alerts look at (issue 15): a home released (it became for sale or
 * pre-selling), its price lowered, or its status changed. Written by a trigger on
 * residence_objects (migration 0016), so no writer (seed, import, admin, a developer command)
 * can forget it; read by the alerts job, which matches the changes against each saved search
 * with the search's own filter. Rows older than a week are deleted by the same job.
 */
export const savedSearchChanges = pgTable(
  "saved_search_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The home (no foreign key: a deleted home's change is simply found by no search). */
    objectId: integer("object_id").notNull(),
    site: text("site").notNull(),
    /** released | priceLowered | statusChanged */
    kind: text("kind").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("saved_search_changes_site_time_idx").on(table.site, table.changedAt)],
);
