import { sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import type { SiteSettings } from "~/sites/sites";
import type { FavouritesService } from "./favourites.service";
import type { MyHome, MyInterest, MyResidencesData, MyShowing } from "./page-data";

/** How many interests and showings the page lists (the newest interests, the nearest showings). */
const LISTED = 50;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The content of My residences for a user on a site, in three queries (the gate's one makes four,
 * within the six of a My Pages page): the bookings with their purchases, the favourites, and the
 * interests and showings ahead together.
 */
export async function loadMyResidences(
  db: Database,
  favourites: FavouritesService,
  userId: string,
  site: SiteSettings,
  now: Date,
): Promise<Omit<MyResidencesData, "menu">> {
  const [homes, favouriteList, activity] = await Promise.all([
    db.execute(sql`
      select b.object_id, o.number as object_number, o.street_address, s.name as stage_name, o.url,
        p.status as purchase_status, b.role, p.entry_date
      from user_bookings b
        left join purchases p on p.id = b.purchase_id
        left join residence_objects o on o.id = b.object_id and o.site = b.site
        left join residence_stages s on s.id = o.stage_id
      where b.user_id = ${userId} and b.site = ${site.site}
      order by b.created_at desc`),
    favourites.list(userId, site),
    db.execute(sql`
      select
        (select coalesce(json_agg(i order by i.created_at desc), '[]'::json) from (
          select r.id, r.created_at,
            case when o.id is not null then 'object' when s.id is not null then 'stage' else 'area' end as kind,
            coalesce(os.name, s.name, a.name) as name, o.number as object_number,
            coalesce(o.url, s.url, a.url) as url
          from residence_interests r
            left join residence_objects o on o.id = r.object_id
            left join residence_stages os on os.id = o.stage_id
            left join residence_stages s on s.id = r.stage_id
            left join residence_areas a on a.id = r.area_id
          where r.user_id = ${userId} and r.site = ${site.site}
            and coalesce(o.url, s.url, a.url) is not null
          order by r.created_at desc limit ${LISTED}) i) as interests,
        (select coalesce(json_agg(w order by w.starts_at), '[]'::json) from (
          select b.id, sh.starts_at, sh.ends_at, sh.location, s.name as stage_name,
            o.number as object_number, coalesce(o.url, s.url) as url, b.confirmed_at is not null as confirmed
          from residence_showing_bookings b
            join residence_showings sh on sh.id = b.showing_id
            join residence_stages s on s.id = sh.stage_id
            left join residence_objects o on o.id = sh.object_id
          where b.user_id = ${userId} and s.site = ${site.site} and sh.ends_at >= ${now.toISOString()}
          order by sh.starts_at limit ${LISTED}) w) as showings`),
  ]);
  const [lists] = rowsOf<{ interests: RawInterest[] | null; showings: RawShowing[] | null }>(activity);
  return {
    homes: rowsOf<RawHome>(homes).map(
      (row): MyHome => ({
        objectId: row.object_id,
        objectNumber: row.object_number,
        streetAddress: row.street_address,
        stageName: row.stage_name,
        url: row.url,
        purchaseStatus: row.purchase_status,
        role: row.role === "coBuyer" ? "coBuyer" : "buyer",
        entryDate: row.entry_date === null ? null : String(row.entry_date).slice(0, 10),
      }),
    ),
    favourites: favouriteList,
    interests: (lists?.interests ?? []).map(
      (row): MyInterest => ({
        id: row.id,
        kind: row.kind,
        name: row.name,
        objectNumber: row.object_number,
        url: row.url,
        createdAt: iso(row.created_at),
      }),
    ),
    showings: (lists?.showings ?? []).map(
      (row): MyShowing => ({
        id: row.id,
        startsAt: iso(row.starts_at),
        endsAt: iso(row.ends_at),
        location: row.location,
        stageName: row.stage_name,
        objectNumber: row.object_number,
        url: row.url,
        confirmed: row.confirmed,
      }),
    ),
  };
}

interface RawHome {
  object_id: number;
  object_number: string | null;
  street_address: string | null;
  stage_name: string | null;
  url: string | null;
  purchase_status: MyHome["purchaseStatus"];
  role: string;
  entry_date: string | Date | null;
}

interface RawInterest {
  id: string;
  created_at: string;
  kind: MyInterest["kind"];
  name: string;
  object_number: string | null;
  url: string;
}

interface RawShowing {
  id: string;
  starts_at: string;
  ends_at: string;
  location: string;
  stage_name: string;
  object_number: string | null;
  url: string;
  confirmed: boolean;
}
