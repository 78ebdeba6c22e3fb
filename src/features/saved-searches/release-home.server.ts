import { sql } from "drizzle-orm";
import type { Database } from "~/db/client";

/**
 * Developer tool (issue 15): releases a home of the inventory, i.e. puts it up for sale, as the
 * sales system would. The trigger on residence_objects logs the change and the alerts job does
 * the rest, so testers and the journey see the whole path. Without a home named, a home that is
 * not available yet in a stage on sale of the Swedish site is taken.
 */

export interface ReleasedHome {
  id: number;
  site: string;
  url: string;
  previousStatus: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `home`: an id, or the home page's path (or full URL). Undefined when there is no such home. */
export async function releaseHome(db: Database, home?: string): Promise<ReleasedHome | undefined> {
  const pick = home === undefined || home === "" ? await anyUnreleased(db) : await named(db, home);
  if (!pick) return undefined;
  if (pick.status !== "forSale") {
    await db.execute(sql`update residence_objects set status = 'forSale' where id = ${pick.id}`);
  }
  return { id: pick.id, site: pick.site, url: pick.url, previousStatus: pick.status };
}

interface Pick {
  id: number;
  site: string;
  url: string;
  status: string;
}

async function named(db: Database, home: string): Promise<Pick | undefined> {
  let where = /^\d{1,9}$/.test(home) ? sql`o.id = ${Number(home)}` : undefined;
  if (!where) {
    let path = home;
    try {
      path = new URL(home, "http://x.invalid").pathname;
    } catch {
      return undefined;
    }
    where = sql`o.url = ${path}`;
  }
  const [row] = rowsOf<Pick>(
    await db.execute(sql`select o.id, o.site, o.url, o.status from residence_objects o where ${where} limit 1`),
  );
  return row;
}

async function anyUnreleased(db: Database): Promise<Pick | undefined> {
  const [row] = rowsOf<Pick>(
    await db.execute(sql`
      select o.id, o.site, o.url, o.status from residence_objects o
        join residence_stages s on s.id = o.stage_id
      where o.site = 'sv' and o.status in ('notAvailable', 'booked')
        and s.project_status in ('forSale', 'preselling', 'moveInReady')
      order by o.id limit 1`),
  );
  return row;
}
