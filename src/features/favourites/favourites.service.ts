import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { SEARCHED_OBJECT_STATUSES } from "~/domain/residence-enums";
import { FieldValidationError } from "~/server/plugins/errors";
import type { SiteSettings } from "~/sites/sites";
import { FAVOURITES_LIMIT, type FavouriteKey, type FavouriteKind, favouriteKeyOf } from "./kinds";
import type { Favourite } from "./schema";

/** The table of each kind: a favourite names an item that exists on the site it was made on. */
const TABLE_OF: Record<FavouriteKind, SQL> = {
  area: sql.raw("residence_areas"),
  stage: sql.raw("residence_stages"),
  object: sql.raw("residence_objects"),
};

interface FavouriteRow {
  kind: FavouriteKind;
  id: number;
  name: string;
  object_number: string | null;
  street_address: string | null;
  url: string;
  image: { src?: unknown; alt?: unknown } | null;
  price: string | number | null;
  status: string;
  created_at: string | Date;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function favouriteOf(row: FavouriteRow): Favourite {
  const image =
    row.image && typeof row.image.src === "string"
      ? { src: row.image.src, alt: typeof row.image.alt === "string" ? row.image.alt : "" }
      : null;
  return {
    kind: row.kind,
    id: row.id,
    name: row.name,
    objectNumber: row.object_number,
    streetAddress: row.street_address,
    url: row.url,
    image,
    price: row.price === null ? null : Number(row.price),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const SHOWN_PRICE_STATUSES = sql.join(
  SEARCHED_OBJECT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * A user's favourite areas, stages and homes (spec 000 section 3, User.favorites), per site:
 * each names an item of the site it was made on; a bounded number per user and site. The caller
 * is the owner: every query is scoped to the user's id, so nobody reaches another's list.
 */
export function createFavouritesService({ db }: { db: Database }) {
  /** The user's favourites on the site, newest first, with what lists show; one query. */
  async function list(userId: string, site: SiteSettings): Promise<Favourite[]> {
    const result = await db.execute(sql`
      select f.kind, f.item_id as id, f.created_at,
        coalesce(a.name, s.name, os.name) as name,
        o.number as object_number, o.street_address,
        coalesce(a.url, s.url, o.url) as url,
        coalesce(a.images, s.images, o.images) -> 0 as image,
        case when o.status in (${SHOWN_PRICE_STATUSES})
          then residence_purchase_price(o.site, o.disposal_form, o.price, o.total_price) end as price,
        coalesce(a.project_status, s.project_status, o.status) as status
      from user_favourites f
        left join residence_areas a on f.kind = 'area' and a.id = f.item_id and a.site = f.site
        left join residence_stages s on f.kind = 'stage' and s.id = f.item_id and s.site = f.site
        left join residence_objects o on f.kind = 'object' and o.id = f.item_id and o.site = f.site
        left join residence_stages os on os.id = o.stage_id
      where f.user_id = ${userId} and f.site = ${site.site} and coalesce(a.id, s.id, o.id) is not null
      order by f.created_at desc, f.kind, f.item_id
      limit ${FAVOURITES_LIMIT}`);
    return rowsOf<FavouriteRow>(result).map(favouriteOf);
  }

  /**
   * Adds an item (again: nothing changes). An item that is not on the site answers 404; one more
   * than the limit is a translated 400.
   */
  async function add(userId: string, site: SiteSettings, key: FavouriteKey): Promise<void> {
    const table = TABLE_OF[key.kind];
    const inserted = await db.execute(sql`
      insert into user_favourites (user_id, kind, item_id, site)
      select ${userId}, ${key.kind}, ${key.id}, ${site.site}
      where exists (select 1 from ${table} t where t.id = ${key.id} and t.site = ${site.site})
        and (select count(*) from user_favourites f where f.user_id = ${userId} and f.site = ${site.site}) < ${FAVOURITES_LIMIT}
      on conflict do nothing
      returning item_id`);
    if (rowsOf(inserted).length > 0) return;
    const [why] = rowsOf<{ found: boolean; already: boolean }>(
      await db.execute(sql`
        select exists (select 1 from ${table} t where t.id = ${key.id} and t.site = ${site.site}) as found,
          exists (select 1 from user_favourites f
            where f.user_id = ${userId} and f.kind = ${key.kind} and f.item_id = ${key.id} and f.site = ${site.site}) as already`),
    );
    if (!why?.found) throw new FavouriteNotFound();
    if (why.already) return;
    throw new FieldValidationError(
      [{ field: "id", messageKey: "favourites.errors.limit", values: { limit: FAVOURITES_LIMIT } }],
      "favourites_limit",
    );
  }

  /** Removes one of the user's favourites; false when the user had no such favourite on the site. */
  async function remove(userId: string, site: SiteSettings, key: FavouriteKey): Promise<boolean> {
    const deleted = await db.execute(sql`
      delete from user_favourites
      where user_id = ${userId} and kind = ${key.kind} and item_id = ${key.id} and site = ${site.site}
      returning item_id`);
    return rowsOf(deleted).length > 0;
  }

  /**
   * Adds the browser's list (an anonymous visitor's, at login) in its order: items no longer on
   * the site are skipped, and so is what would pass the limit. Answers how many were skipped.
   */
  async function merge(userId: string, site: SiteSettings, keys: readonly FavouriteKey[]): Promise<number> {
    const unique = [...new Map(keys.map((key) => [favouriteKeyOf(key), key])).values()];
    if (unique.length === 0) return 0;
    const wanted = sql.join(
      unique.map((key, index) => sql`(${key.kind}::text, ${key.id}::int, ${index}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      insert into user_favourites (user_id, kind, item_id, site)
      select ${userId}, w.kind, w.item_id, ${site.site}
      from (values ${wanted}) as w(kind, item_id, ord)
      where (
          (w.kind = 'area' and exists (select 1 from residence_areas t where t.id = w.item_id and t.site = ${site.site}))
          or (w.kind = 'stage' and exists (select 1 from residence_stages t where t.id = w.item_id and t.site = ${site.site}))
          or (w.kind = 'object' and exists (select 1 from residence_objects t where t.id = w.item_id and t.site = ${site.site})))
        and not exists (select 1 from user_favourites f
          where f.user_id = ${userId} and f.kind = w.kind and f.item_id = w.item_id)
      order by w.ord
      limit greatest(0, ${FAVOURITES_LIMIT} - (select count(*) from user_favourites f where f.user_id = ${userId} and f.site = ${site.site}))
      on conflict do nothing`);
    const present = rowsOf<{ count: string | number }>(
      await db.execute(sql`
        select count(*) as count from user_favourites f
        join (values ${wanted}) as w(kind, item_id, ord) on f.kind = w.kind and f.item_id = w.item_id
        where f.user_id = ${userId} and f.site = ${site.site}`),
    );
    return unique.length - Number(present[0]?.count ?? 0);
  }

  return { list, add, remove, merge };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;

/** The item is not on this site, or not among the user's favourites: 404. */
export class FavouriteNotFound extends Error {
  constructor() {
    super("favourite not found");
    this.name = "FavouriteNotFound";
  }
}
