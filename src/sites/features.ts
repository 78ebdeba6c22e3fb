import type { SiteFeatures, SiteSettings, UrlKey } from "./sites";

/**
 * The feature a localized path belongs to. A path whose feature is off on a site is not
 * served there (spec 000 sections 2 and 6: no login on the English sub-site and the
 * contracting site, no search there either, no VIP in Finland).
 */
const FEATURE_OF_URL: Partial<Record<UrlKey, keyof SiteFeatures>> = {
  searchHomes: "search",
  seoResidences: "search",
  premises: "search",
  clickToBuy: "search",
  clickToBuyInfo: "search",
  signAgreement: "search",
  succession: "search",
  login: "login",
  register: "login",
  forgotPassword: "login",
  setPassword: "login",
  changeEmail: "login",
  consent: "login",
  eIdentReturn: "login",
  faultReportContact: "login",
  myPages: "login",
  myResidences: "login",
  myResidence: "login",
  mySettings: "login",
  myNews: "login",
  myAgreements: "login",
  mySavedSearches: "login",
  myVipShowing: "vip",
  myVip: "vip",
  myErrands: "login",
  myPayments: "login",
  myTimeline: "login",
  myContact: "login",
  vipInfo: "vip",
  corporateSearch: "corporateSearch",
};

/** True when the site serves the path of this purpose. */
export function isUrlEnabled(site: SiteSettings, key: UrlKey): boolean {
  if (!site.urls[key]) return false;
  const feature = FEATURE_OF_URL[key];
  if (!feature) return true;
  if (!site.features[feature]) return false;
  // My Pages VIP pages also need login.
  if ((key === "myVip" || key === "myVipShowing") && !site.features.login) return false;
  // Payments are not shown in Finland (spec 000 section 6).
  if (key === "myPayments" && site.site === "fi") return false;
  return true;
}

/** The enabled URL set of a site: purpose to path. */
export function enabledUrls(site: SiteSettings): Partial<Record<UrlKey, string>> {
  const result: Partial<Record<UrlKey, string>> = {};
  for (const [key, path] of Object.entries(site.urls) as [UrlKey, string][]) {
    if (isUrlEnabled(site, key)) result[key] = path;
  }
  return result;
}

/** Header quick links: 2 when search is enabled, otherwise 3 (spec 000 section 9). */
export function headerQuickLinkCount(site: SiteSettings): number {
  return site.features.search ? 2 : 3;
}
