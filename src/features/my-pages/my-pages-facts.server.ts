import { sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import type { AuthContext } from "~/features/account/schema";
import type { SiteSettings } from "~/sites/sites";
import { type MenuFacts, recordsSiteOf } from "./menu";

interface FactsRow {
  vip: boolean;
  bookings: { objectPageExists: boolean; succession: boolean; entryDate: string | null }[] | null;
  association_name: string | null;
  has_errands: boolean;
}

/**
 * The facts of the menu rules (./menu.ts) for a user on a site, in one round trip: VIP for the
 * site, the bookings on the site (with their purchase's succession flag and entry date, and
 * whether the home has a page), the association a board member acts for, and whether there are
 * errands to show: cases the user reported on the site, or cases of the user's association.
 */
export async function loadMenuFacts(
  db: Database,
  auth: AuthContext,
  site: SiteSettings,
): Promise<MenuFacts & { associationName: string | null }> {
  // The English sub-site shows the Swedish site's records (decision 031).
  const recordsSite = recordsSiteOf(site);
  const result = (await db.execute(sql`
    select
      exists (select 1 from vip_memberships v where v.user_id = ${auth.userId} and v.site = ${recordsSite}) as vip,
      (select json_agg(json_build_object(
          'objectPageExists', exists (select 1 from residence_objects o where o.id = b.object_id and o.site = b.site),
          'succession', coalesce(p.succession, false),
          'entryDate', p.entry_date))
        from user_bookings b left join purchases p on p.id = b.purchase_id
        where b.user_id = ${auth.userId} and b.site = ${recordsSite}) as bookings,
      (select h.name from housing_associations h where h.id = ${auth.associationId}) as association_name,
      (exists (select 1 from cm_cases c where c.reporter_user_id = ${auth.userId} and c.site = ${recordsSite})
        or exists (select 1 from cm_cases c where c.association_id = ${auth.associationId})) as has_errands`)) as unknown as {
    rows: FactsRow[];
  };
  const row = result.rows[0];
  return {
    boardMember: auth.kind === "boardMember" || auth.kind === "boardMemberCase",
    vip: row?.vip ?? false,
    bookings: row?.bookings ?? [],
    hasErrands: row?.has_errands ?? false,
    associationName: row?.association_name ?? null,
  };
}
