import { sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { webVitals } from "~/db/schema";
import { DAY_MS, HOUR_MS, MINUTE_MS, type Throttle, ThrottledError } from "~/server/throttle";
import type { SiteCode } from "~/sites/sites";
import { type MetricName, type ParsedWebVitalReport, UNKNOWN_TEMPLATE, type WebVitalsReport } from "./schema";
import { ratingOf } from "./thresholds";

/**
 * Reports one visitor may send a minute: a page load sends five or six, so this is twenty full
 * page loads (client-side navigations send none), more than a person clicks through.
 */
export const REPORTS_PER_MINUTE = 120;
/** The report's window (issue 16): the last 7 days. */
export const REPORT_DAYS = 7;
/** Rows are kept 30 days (decision 036), then the daily webVitals.purge job deletes them. */
export const RETENTION_DAYS = 30;
/**
 * How far back a resend of the same metric (its id and name) replaces the first report. The
 * library reports CLS and INP again when a page that was hidden comes back and grows them. The
 * table has no unique key (migration 0017), so the lookup is a range of the index on
 * (created_at, site, template, name): an hour keeps that range short on a busy site.
 */
export const RESEND_WINDOW_MS = HOUR_MS;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function createWebVitalsService({
  db,
  clock,
  throttle,
}: {
  db: Database;
  clock: () => Date;
  throttle: Throttle;
}) {
  return {
    /**
     * Stores one metric of a page load of `site` (the request's site, never the body's), within
     * the limit of `visitorKey` (its throttle key: no visitor id or address in clear), else
     * ThrottledError (429). A resend of the same metric id and name within the resend window
     * replaces its value and rating, so sending twice stores one row. One statement: the update
     * and, when it found nothing, the insert.
     */
    async save(site: SiteCode, visitorKey: string, report: ParsedWebVitalReport): Promise<void> {
      const verdict = await throttle.take([{ key: visitorKey, limit: REPORTS_PER_MINUTE, windowMs: MINUTE_MS }]);
      if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds);
      const now = clock();
      const since = new Date(now.getTime() - RESEND_WINDOW_MS);
      const template = report.template ?? UNKNOWN_TEMPLATE;
      await db.execute(sql`
        with resent as (
          update ${webVitals}
            set value = ${report.value}::double precision, rating = ${report.rating}::text
            where created_at > ${since.toISOString()}::timestamptz and site = ${site}::text
              and template = ${template}::text and name = ${report.name}::text and metric_id = ${report.id}::text
            returning id
        )
        insert into ${webVitals} (site, template, path, host, name, value, rating, navigation_type, metric_id, created_at)
        select ${site}::text, ${template}::text, ${report.path}::text, ${report.host}::text, ${report.name}::text,
          ${report.value}::double precision, ${report.rating}::text, ${report.navigationType}::text, ${report.id}::text,
          ${now.toISOString()}::timestamptz
        where not exists (select 1 from resent)`);
    },

    /**
     * The p75 of every metric per site and template over the last 7 days, with the count and the
     * p75's rating. One grouped scan of the created_at index's range.
     */
    async report(): Promise<WebVitalsReport> {
      const to = clock();
      const from = new Date(to.getTime() - REPORT_DAYS * DAY_MS);
      const result = await db.execute(sql`
        select site, template, name, count(*)::int as count,
          percentile_cont(0.75) within group (order by value) as p75
        from ${webVitals}
        where created_at > ${from.toISOString()}::timestamptz and created_at <= ${to.toISOString()}::timestamptz
        group by site, template, name
        order by site, template, name`);
      const rows = rowsOf<{ site: string; template: string; name: MetricName; count: number; p75: number | string }>(
        result,
      ).map((row) => {
        const p75 = Number(row.p75);
        return {
          site: row.site,
          template: row.template,
          name: row.name,
          p75,
          count: row.count,
          rating: ratingOf(row.name, p75),
        };
      });
      return { from: from.toISOString(), to: to.toISOString(), rows };
    },

    /** Deletes what is older than the retention (the daily job); answers how many rows went. */
    async purge(): Promise<number> {
      const before = new Date(clock().getTime() - RETENTION_DAYS * DAY_MS);
      const result = await db.execute(sql`
        with deleted as (delete from ${webVitals} where created_at < ${before.toISOString()}::timestamptz returning 1)
        select count(*)::int as count from deleted`);
      return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
    },
  };
}

export type WebVitalsService = ReturnType<typeof createWebVitalsService>;
