import { sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import type { Mailer } from "~/features/mail/index.server";
import { type SearchService, toSearchFilter, unknownTagNames } from "~/features/search/index.server";
import { MAX_IDS } from "~/sites/filter-bounds";
import { isSiteCode, SITES, type SiteCode } from "~/sites/sites";
import { type AlertHome, alertDigestMail } from "./alert-mail";
import { searchStateOf } from "./search-address";
import { unsubscribeToken } from "./unsubscribe-token";

/**
 * Saved-search alerts (issue 15): the changes the trigger on residence_objects logged (a home
 * released, its price lowered, its status changed) are matched against each saved search with
 * alerts on, by the search's own filter (the search service), and each search with matching
 * homes gets one digest e-mail, at most one an hour. Changes after a search's last digest wait
 * for its next one; a change its search does not find is never sent.
 */

export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;
/** Changes are kept this long: longer than any search waits for its next digest. */
export const CHANGE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Searches handled per run (the next run takes the rest). */
const SEARCHES_PER_RUN = 500;
/** Homes listed in one digest (the search's link shows them all). */
export const DIGEST_HOMES_MAX = 20;
/** Changed homes matched per statement: the search service's bound of ids. */
const MATCH_BATCH = MAX_IDS;

export const UNSUBSCRIBE_PATH = "/api/saved_searches/unsubscribe";

/** Whether a search may get a digest now: never had one, or its last is an hour old. */
export function digestDue(lastAlertAt: Date | null, now: Date): boolean {
  return lastAlertAt === null || now.getTime() - lastAlertAt.getTime() >= DIGEST_INTERVAL_MS;
}

/** The strongest change of a home: released over a lower price over another status. */
const CHANGE_RANK: Record<AlertHome["change"], number> = { released: 3, priceLowered: 2, statusChanged: 1 };
export function strongestChange(kinds: readonly string[]): AlertHome["change"] {
  let best: AlertHome["change"] = "statusChanged";
  for (const kind of kinds) {
    if (kind in CHANGE_RANK && CHANGE_RANK[kind as AlertHome["change"]] > CHANGE_RANK[best]) {
      best = kind as AlertHome["change"];
    }
  }
  return best;
}

export interface SavedSearchAlertsDeps {
  db: Database;
  clock: () => Date;
  search: SearchService;
  mailer: Pick<Mailer, "send">;
  publicOrigins: Partial<Record<SiteCode, string>>;
  secret: string;
  log?: { warn(message: string): void };
}

interface DueSearch {
  id: string;
  site: string;
  name: string;
  url: string;
  since: Date;
  lastAlertAt: Date | null;
  email: string;
  firstName: string;
}

interface Change {
  objectId: number;
  kind: string;
  changedAt: Date;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createSavedSearchAlerts(deps: SavedSearchAlertsDeps) {
  const { db, clock, search, mailer } = deps;

  async function dueSearches(now: Date): Promise<DueSearch[]> {
    const hourAgo = new Date(now.getTime() - DIGEST_INTERVAL_MS).toISOString();
    const rows = rowsOf<{
      id: string;
      site: string;
      name: string;
      url: string;
      since: string | Date;
      last_alert_at: string | Date | null;
      email: string;
      first_name: string;
    }>(
      await db.execute(sql`
        select s.id, s.site, s.name, s.url, coalesce(s.last_alert_at, s.created_at) as since, s.last_alert_at,
          u.email, u.first_name
        from saved_searches s join users u on u.id = s.user_id
        where s.alerts_enabled and (s.last_alert_at is null or s.last_alert_at <= ${hourAgo}::timestamptz)
          and exists (select 1 from saved_search_changes c
            where c.site = s.site
              and date_trunc('milliseconds', c.changed_at) > coalesce(s.last_alert_at, s.created_at))
        order by s.last_alert_at nulls first, s.id
        limit ${SEARCHES_PER_RUN}`),
    );
    return rows.map((row) => ({
      id: row.id,
      site: row.site,
      name: row.name,
      url: row.url,
      since: new Date(row.since),
      lastAlertAt: row.last_alert_at === null ? null : new Date(row.last_alert_at),
      email: row.email,
      firstName: row.first_name,
    }));
  }

  /**
   * Every change since the earliest of these searches' last digests, per site (one statement).
   * Compared at the millisecond, the precision of the job's clock and of `last_alert_at`: the
   * database stamps changes in microseconds, and a change stamped within the job's own
   * millisecond would otherwise miss this digest's window (changed_at <= now) yet never be after
   * it either; truncated, it belongs to exactly one digest.
   */
  async function changesSince(searches: DueSearch[], now: Date): Promise<Map<string, Change[]>> {
    const sites = [...new Set(searches.map((s) => s.site))];
    const earliest = new Date(Math.min(...searches.map((s) => s.since.getTime()))).toISOString();
    const rows = rowsOf<{ object_id: number; site: string; kind: string; changed_at: string | Date }>(
      await db.execute(sql`
        select object_id, site, kind, changed_at from saved_search_changes
        where site in (${sql.join(
          sites.map((site) => sql`${site}`),
          sql`, `,
        )}) and date_trunc('milliseconds', changed_at) > ${earliest}::timestamptz
          and date_trunc('milliseconds', changed_at) <= ${now.toISOString()}::timestamptz`),
    );
    const bySite = new Map<string, Change[]>();
    for (const row of rows) {
      const list = bySite.get(row.site) ?? [];
      list.push({ objectId: Number(row.object_id), kind: row.kind, changedAt: new Date(row.changed_at) });
      bySite.set(row.site, list);
    }
    return bySite;
  }

  /** The homes the saved search finds among these, by its own filter (undefined: it finds nothing anyway). */
  async function matching(saved: DueSearch, objectIds: number[]): Promise<number[]> {
    if (!isSiteCode(saved.site)) return [];
    const site = SITES[saved.site];
    const state = searchStateOf(site, saved.url);
    if (!state) return [];
    const tags = await search.tagsByUrl(site, state.tagPath ?? "", state.tagNames.join(";"));
    // A place that no longer exists finds nothing (as on the search page).
    if (unknownTagNames(state.tagNames, tags).length > 0) return [];
    const filter = toSearchFilter(
      state.filter,
      tags.map((tag) => tag.id),
    );
    // The search takes a bounded list of ids at a time; a bulk release is asked in parts until
    // the digest is full.
    const found: number[] = [];
    for (let start = 0; start < objectIds.length && found.length < DIGEST_HOMES_MAX; start += MATCH_BATCH) {
      found.push(...(await search.homesAmong(site, filter, objectIds.slice(start, start + MATCH_BATCH))));
    }
    return found;
  }

  async function homesOf(ids: number[]): Promise<Map<number, Omit<AlertHome, "change">>> {
    const rows = rowsOf<{
      id: number;
      number: string;
      url: string;
      stage_name: string;
      price: string | number | null;
      rent: string | number | null;
    }>(
      await db.execute(sql`
        select o.id, o.number, o.url, s.name as stage_name, h.price, h.rent
        from residence_objects o
          join residence_stages s on s.id = o.stage_id
          join residence_search_homes h on h.object_id = o.id
        where o.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    );
    return new Map(
      rows.map((row) => [
        Number(row.id),
        {
          number: String(row.number),
          url: row.url,
          stageName: row.stage_name,
          price: row.price === null ? null : Number(row.price),
          rent: row.rent === null ? null : Number(row.rent),
        },
      ]),
    );
  }

  /**
   * Takes the search's digest for now: only one run (of any process) gets it, and only when the
   * last one is an hour old. False when another run took it first.
   */
  async function claim(saved: DueSearch, now: Date): Promise<boolean> {
    const hourAgo = new Date(now.getTime() - DIGEST_INTERVAL_MS).toISOString();
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        update saved_searches set last_alert_at = ${now.toISOString()}::timestamptz
        where id = ${saved.id} and alerts_enabled
          and (last_alert_at is null or last_alert_at <= ${hourAgo}::timestamptz)
        returning id`),
    );
    return rows.length > 0;
  }

  /** One run: every due search's digest. Returns how many digests were sent. */
  async function run(): Promise<{ sent: number }> {
    const now = clock();
    await db.execute(
      sql`delete from saved_search_changes where changed_at < ${new Date(now.getTime() - CHANGE_RETENTION_MS).toISOString()}::timestamptz`,
    );
    const searches = await dueSearches(now);
    if (searches.length === 0) return { sent: 0 };
    const changes = await changesSince(searches, now);
    let sent = 0;
    for (const saved of searches) {
      const mine = (changes.get(saved.site) ?? []).filter((change) => change.changedAt > saved.since);
      const kinds = new Map<number, string[]>();
      for (const change of mine) kinds.set(change.objectId, [...(kinds.get(change.objectId) ?? []), change.kind]);
      const found = await matching(saved, [...kinds.keys()]);
      if (found.length === 0) continue;
      if (!(await claim(saved, now))) continue;
      const site = SITES[saved.site as SiteCode];
      const origin = deps.publicOrigins[site.site];
      if (!origin) {
        deps.log?.warn(`saved search ${saved.id}: no public origin for site ${site.site}, no alert sent`);
        continue;
      }
      const details = await homesOf(found.slice(0, DIGEST_HOMES_MAX));
      const homes = found.flatMap((id) => {
        const home = details.get(id);
        return home ? [{ ...home, change: strongestChange(kinds.get(id) ?? []) }] : [];
      });
      if (homes.length === 0) continue;
      const token = unsubscribeToken(deps.secret, saved.id);
      await mailer.send(
        alertDigestMail(site, {
          to: saved.email,
          firstName: saved.firstName,
          searchName: saved.name,
          searchUrl: saved.url,
          homes,
          origin,
          unsubscribeUrl: `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
        }),
      );
      sent++;
    }
    return { sent };
  }

  return { run };
}

export type SavedSearchAlerts = ReturnType<typeof createSavedSearchAlerts>;
