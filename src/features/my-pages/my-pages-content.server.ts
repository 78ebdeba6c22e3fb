import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { purchasePriceOf } from "~/domain/purchase-price.server";
import { recordsSiteOf } from "~/sites/records-site";
import type { SiteCode, SiteSettings } from "~/sites/sites";
import type { MyPagesVisit } from "./my-pages-shell.server";
import type {
  MyObjectData,
  MyPagesContactData,
  MyPagesNewsItem,
  MyPagesOverviewData,
  MyPagesTimelineData,
} from "./template-data";

/**
 * The content of the My Pages core pages (issue 15), each page in one database round trip (the
 * gate's menu facts are the other; issue 15's budget is 6 per request): the user's bookings and
 * purchases on the site, their projects' phases, staff and news, read with json_agg into the
 * page's shape.
 * Every query starts from the logged-in user's own bookings, so another user's purchase, document
 * or project never reaches the page.
 */

/** The payment statuses that still wait for the user (spec 000 section 3, "Payment status"). */
const UNPAID_STATUSES = ["NotPaid", "NotPaidSent", "Reminder1"] as const;
/** How many news items the overview shows, and the news page at most. */
const OVERVIEW_NEWS = 3;
const NEWS_PAGE_LIMIT = 50;

/**
 * The user's bookings on the site (a CTE, `mine`) with their purchase where the booking became one
 * (a co-buyer couple: one booking each, one purchase) and the home's stage: the same bookings the
 * menu's facts count, so a page in the menu has the homes that put it there.
 */
function myBookings(userId: string, site: SiteCode): SQL {
  return sql`mine as (
    select b.id as booking_id, b.purchase_id, coalesce(p.succession, false) as succession, o.stage_id
    from user_bookings b
    left join purchases p on p.id = b.purchase_id
    join residence_objects o on o.id = b.object_id
    where b.user_id = ${userId} and b.site = ${site}
  )`;
}

/** The news the user may read: the site's own (where its My Pages news flag is on) and their projects'. */
function newsOf(site: SiteSettings, now: Date, limit: number, withBody: boolean): SQL {
  const siteNews = site.features.myPagesNews;
  return sql`(select coalesce(json_agg(json_build_object(
        'id', n.id, 'title', n.title, 'summary', n.summary, 'publishedAt', n.published_at,
        'stageName', (select st.name from residence_stages st where st.id = n.stage_id)${withBody ? sql`, 'body', n.body` : sql``}) order by n.published_at desc, n.id), '[]'::json)
      from (
        select * from my_pages_news n
        where n.published_at <= ${now.toISOString()}::timestamptz
          and ((n.stage_id is null and n.site = ${recordsSiteOf(site)} and ${siteNews})
            or n.stage_id in (select stage_id from mine))
        order by n.published_at desc, n.id
        limit ${limit}
      ) n)`;
}

/** A stage's phases in order, as json (project_phases of stage alias `st`). */
const phasesOfStage = sql`(select coalesce(json_agg(json_build_object(
    'phase', ph.phase, 'startsOn', ph.starts_on, 'endsOn', ph.ends_on, 'text', ph.text) order by ph.phase), '[]'::json)
  from project_phases ph where ph.stage_id = st.id)`;

/** A stage's staff (residence_stages.contacts of alias `st`) without their pictures. */
const contactsOfStage = sql`(select coalesce(json_agg(json_build_object(
    'name', c->>'name', 'role', (c->>'role')::int, 'phone', c->>'phone', 'email', c->>'email')
    order by (c->>'role')::int, c->>'name'), '[]'::json)
  from jsonb_array_elements(st.contacts) c)`;

async function rowOf<T>(db: Database, query: SQL): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  const row = result.rows[0];
  if (!row) throw new Error("the query returned no row");
  return row;
}

type Own<T> = Omit<T, "menu">;

export function createMyPagesContent(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;

  return {
    /** The overview: documents to sign, unpaid payments, showings ahead, next milestones, latest news. */
    async overview({ auth }: MyPagesVisit, site: SiteSettings): Promise<Own<MyPagesOverviewData>> {
      const now = clock();
      const dataSite = recordsSiteOf(site);
      const row = await rowOf<{
        documents: number;
        payments: number;
        showings: MyPagesOverviewData["showings"];
        milestones: MyPagesOverviewData["milestones"];
        news: MyPagesNewsItem[];
      }>(
        db,
        sql`with ${myBookings(auth.userId, dataSite)}
        select
          (select count(*)::int from purchase_documents d join mine m on m.purchase_id = d.purchase_id
            where d.status = 'pending' and not m.succession
              and not exists (select 1 from document_signatures s where s.document_id = d.id and s.user_id = ${auth.userId})
          ) as documents,
          (select count(*)::int from user_payments up
            where up.user_id = ${auth.userId} and up.site = ${dataSite}
              and up.status in (${sql.join(
                UNPAID_STATUSES.map((status) => sql`${status}`),
                sql`, `,
              )})) as payments,
          (select coalesce(json_agg(json_build_object(
              'id', sb.id, 'startsAt', sh.starts_at, 'endsAt', sh.ends_at, 'location', sh.location,
              'stageName', st.name, 'stageUrl', st.url, 'confirmed', sb.confirmed_at is not null) order by sh.starts_at), '[]'::json)
            from residence_showing_bookings sb
            join residence_showings sh on sh.id = sb.showing_id
            join residence_stages st on st.id = sh.stage_id
            where sb.user_id = ${auth.userId} and st.site = ${dataSite} and sh.ends_at >= ${now.toISOString()}::timestamptz
          ) as showings,
          (select coalesce(json_agg(json_build_object('stageName', x.name, 'phase', x.phase, 'startsOn', x.starts_on)
              order by x.starts_on, x.name), '[]'::json)
            from (
              select distinct on (st.id) st.name, ph.phase, ph.starts_on
              from residence_stages st join project_phases ph on ph.stage_id = st.id
              where st.id in (select stage_id from mine) and ph.phase > st.project_phase
              order by st.id, ph.phase
            ) x
          ) as milestones,
          ${newsOf(site, now, OVERVIEW_NEWS, false)} as news`,
      );
      return {
        documentsToSign: row.documents,
        unpaidPayments: row.payments,
        showings: row.showings,
        milestones: row.milestones,
        news: row.news,
      };
    },

    /** The news page: the site's own news and the user's projects', newest first. */
    async news({ auth }: MyPagesVisit, site: SiteSettings) {
      const row = await rowOf<{ news: (MyPagesNewsItem & { body: string })[] }>(
        db,
        sql`with ${myBookings(auth.userId, recordsSiteOf(site))}
        select ${newsOf(site, clock(), NEWS_PAGE_LIMIT, true)} as news`,
      );
      return { news: row.news };
    },

    /**
     * My residence: each home the user booked or bought that has a page on this site (the menu's
     * rule), with its purchase's documents and buyers, its project's phases and staff.
     */
    async myHomes({ auth }: MyPagesVisit, site: SiteSettings): Promise<Own<MyObjectData>> {
      const row = await rowOf<{ homes: MyObjectData["homes"] }>(
        db,
        sql`select coalesce(json_agg(json_build_object(
            'bookingId', b.id, 'purchaseId', p.id, 'objectId', o.id, 'number', o.number,
            'streetAddress', o.street_address, 'url', o.url, 'rooms', o.rooms, 'livingArea', o.living_area,
            'floor', o.floor, 'price', ${purchasePriceOf("o")}, 'status', coalesce(p.status, 'booked'),
            'contractDate', p.contract_date, 'entryDate', coalesce(p.entry_date, o.inhabit_date),
            'stageName', st.name, 'currentPhase', st.project_phase,
            'buyers', (select json_agg(json_build_object(
                  'name', trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')),
                  'me', u.id = ${auth.userId}) order by u.id <> ${auth.userId}, bb.role, u.first_name)
                from user_bookings bb join users u on u.id = bb.user_id
                where bb.purchase_id = p.id or (p.id is null and bb.id = b.id)),
            'documents', (select coalesce(json_agg(json_build_object(
                  'id', d.id, 'kind', d.kind, 'action', d.action, 'status', d.status,
                  'doneByMe', exists (select 1 from document_signatures s where s.document_id = d.id and s.user_id = ${auth.userId}))
                  order by d.created_at, d.kind), '[]'::json)
                from purchase_documents d where d.purchase_id = p.id and not p.succession),
            'phases', ${phasesOfStage},
            'contacts', ${contactsOfStage}
          ) order by coalesce(p.entry_date, o.inhabit_date) nulls last, b.created_at), '[]'::json) as homes
        from user_bookings b
        left join purchases p on p.id = b.purchase_id
        join residence_objects o on o.id = b.object_id and o.site = b.site
        join residence_stages st on st.id = o.stage_id
        where b.user_id = ${auth.userId} and b.site = ${recordsSiteOf(site)}`,
      );
      return { homes: row.homes };
    },

    /** The timeline: the phases of each project the user booked or bought a home in. */
    async timeline({ auth }: MyPagesVisit, site: SiteSettings): Promise<Own<MyPagesTimelineData>> {
      const row = await rowOf<{ projects: MyPagesTimelineData["projects"] }>(
        db,
        sql`with ${myBookings(auth.userId, recordsSiteOf(site))}
        select coalesce(json_agg(json_build_object(
            'stageId', st.id, 'stageName', st.name, 'currentPhase', st.project_phase, 'phases', ${phasesOfStage}
          ) order by st.name, st.id), '[]'::json) as projects
        from residence_stages st where st.id in (select stage_id from mine)`,
      );
      return { projects: row.projects };
    },

    /** The contacts: the staff of each project the user booked or bought a home in (a board member: none of their own). */
    async contacts({ auth, facts }: MyPagesVisit, site: SiteSettings): Promise<Own<MyPagesContactData>> {
      // A board member acts for the association here, not for their own purchases.
      if (facts.boardMember) return { projects: [] };
      const row = await rowOf<{ projects: MyPagesContactData["projects"] }>(
        db,
        sql`with ${myBookings(auth.userId, recordsSiteOf(site))}
        select coalesce(json_agg(json_build_object(
            'stageId', st.id, 'stageName', st.name, 'contacts', ${contactsOfStage}
          ) order by st.name, st.id), '[]'::json) as projects
        from residence_stages st where st.id in (select stage_id from mine)`,
      );
      return { projects: row.projects };
    },
  };
}

export type MyPagesContent = ReturnType<typeof createMyPagesContent>;
