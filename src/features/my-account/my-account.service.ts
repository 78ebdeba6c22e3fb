import { sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import type { AuthContext, PaymentStatus } from "~/features/account/schema";
import { isSiteCode, SITES, type SiteSettings } from "~/sites/sites";
import type { MyPagesSettingsData, MyPagesVipData, PaymentRow, VipShowing } from "./page-data";

/**
 * The data of the settings, VIP, VIP showing and payments pages (issue 15): one query each, only
 * ever about the caller (the user id comes from the session, never from the request).
 */

/** The last segment of a stage's showing form: a literal of the contract (spec 001 section 2, "/visning/"). */
const SHOWING_FORM_SEGMENT = "visning/";
/** The VIP showing page lists at most this many showings (the next ones first). */
export const VIP_SHOWINGS_MAX = 20;

type Rows<T> = { rows: T[] };

interface PaymentDbRow {
  id: string;
  status: PaymentStatus;
  amount: number;
  created_at: string | Date;
  payed_with_code: boolean;
}

function paymentOf(row: PaymentDbRow): PaymentRow {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    date: new Date(row.created_at).toISOString(),
    payedWithCode: row.payed_with_code,
  };
}

export function createMyAccountService(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;

  return {
    /** The profile the settings forms start from, and the sites the user has consented on. */
    async settingsOf(auth: AuthContext, site: SiteSettings): Promise<Omit<MyPagesSettingsData, "menu"> | undefined> {
      const result = (await db.execute(sql`
        select u.first_name, u.last_name, u.email, u.phone_number, u.address, u.postal_code, u.city,
          u.newsletter, u.password_hash is not null as has_password, u.security_number_verified,
          (select coalesce(json_agg(json_build_object('site', c.site, 'consentedAt', c.consented_at) order by c.consented_at), '[]'::json)
             from user_consents c where c.user_id = u.id) as consents
        from users u where u.id = ${auth.userId}`)) as unknown as Rows<{
        first_name: string;
        last_name: string;
        email: string;
        phone_number: string | null;
        address: string | null;
        postal_code: string | null;
        city: string | null;
        newsletter: boolean;
        has_password: boolean;
        security_number_verified: boolean;
        consents: { site: string; consentedAt: string }[];
      }>;
      const row = result.rows[0];
      if (!row) return undefined;
      const consents = row.consents.flatMap((consent) =>
        isSiteCode(consent.site)
          ? [
              {
                site: consent.site,
                siteName: SITES[consent.site].siteName,
                consentedAt: new Date(consent.consentedAt).toISOString(),
              },
            ]
          : [],
      );
      return {
        profile: {
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          phoneNumber: row.phone_number ?? "",
          address: row.address ?? "",
          postalCode: row.postal_code ?? "",
          city: row.city ?? "",
          newsletter: row.newsletter,
          hasPassword: row.has_password,
          identityVerified: row.security_number_verified,
        },
        consents,
        consentedHere: consents.some((consent) => consent.site === site.site),
      };
    },

    /** The user's VIP membership on the site with its campaign's fee and the newest payment. */
    async vipOf(auth: AuthContext, site: SiteSettings): Promise<MyPagesVipData["membership"]> {
      const result = (await db.execute(sql`
        select v.campaign_code, v.created_at, code.fee,
          (select row_to_json(p) from (
             select id, status, amount, created_at, payed_with_code from user_payments
             where user_id = v.user_id and site = v.site order by created_at desc, id limit 1) p) as payment
        from vip_memberships v
        left join vip_campaign_codes code on code.code = v.campaign_code
        where v.user_id = ${auth.userId} and v.site = ${site.site}`)) as unknown as Rows<{
        campaign_code: string | null;
        created_at: string | Date;
        fee: number | null;
        payment: PaymentDbRow | null;
      }>;
      const row = result.rows[0];
      if (!row) return null;
      return {
        campaignCode: row.campaign_code,
        since: new Date(row.created_at).toISOString().slice(0, 10),
        fee: row.fee,
        payment: row.payment ? paymentOf(row.payment) : null,
      };
    },

    /** The user's payments on the site, newest first. */
    async paymentsOf(auth: AuthContext, site: SiteSettings): Promise<PaymentRow[]> {
      const result = (await db.execute(sql`
        select id, status, amount, created_at, payed_with_code from user_payments
        where user_id = ${auth.userId} and site = ${site.site}
        order by created_at desc, id`)) as unknown as Rows<PaymentDbRow>;
      return result.rows.map(paymentOf);
    },

    /**
     * The upcoming showings of the site's VIP stages (project status vip), soonest first, each
     * with its stage's showing form, where a VIP member books a place (decision 033).
     */
    async vipShowingsOf(site: SiteSettings): Promise<VipShowing[]> {
      const result = (await db.execute(sql`
        select s.id, s.starts_at, s.ends_at, s.location, s.capacity, st.name as stage_name, st.url as stage_url
        from residence_showings s join residence_stages st on st.id = s.stage_id
        where st.site = ${site.site} and st.project_status = 'vip' and s.ends_at > ${clock().toISOString()}::timestamptz
        order by s.starts_at, s.id
        limit ${VIP_SHOWINGS_MAX}`)) as unknown as Rows<{
        id: number;
        starts_at: string | Date;
        ends_at: string | Date;
        location: string;
        capacity: number | null;
        stage_name: string;
        stage_url: string;
      }>;
      return result.rows.map((row) => ({
        id: row.id,
        stageName: row.stage_name,
        stageUrl: row.stage_url,
        bookingUrl: `${row.stage_url}${SHOWING_FORM_SEGMENT}`,
        startsAt: new Date(row.starts_at).toISOString(),
        endsAt: new Date(row.ends_at).toISOString(),
        location: row.location,
        capacity: row.capacity,
      }));
    },
  };
}

export type MyAccountService = ReturnType<typeof createMyAccountService>;
