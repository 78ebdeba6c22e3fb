import type { SiteCode, SiteSettings } from "./sites";

/**
 * The site whose records (bookings, purchases, documents, memberships, news) a page of `site`
 * shows: the English sub-site is a limited view of the Swedish site's My Pages (decision 031),
 * so its visitors see their Swedish purchases. Every other site is its own.
 */
export function recordsSiteOf(site: SiteSettings): SiteCode {
  return site.localizedSubSite ? "sv" : site.site;
}
