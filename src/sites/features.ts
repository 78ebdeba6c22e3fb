import type { SiteFeatures, SiteSettings, UrlKey } from "./sites";

type Feature = keyof SiteFeatures;

/**
 * The features a localized path needs. A path whose features are not all on is not served on
 * that site (spec 000 sections 2 and 6: no login on the English sub-site and the contracting
 * site, no search there either, no VIP in Finland).
 */
const FEATURES_OF_URL: Partial<Record<UrlKey, Feature[]>> = {
  searchHomes: ["search"],
  seoResidences: ["search"],
  premises: ["search"],
  clickToBuy: ["search"],
  clickToBuyInfo: ["search"],
  signAgreement: ["search"],
  succession: ["search"],
  login: ["login"],
  register: ["login"],
  forgotPassword: ["login"],
  setPassword: ["login"],
  changeEmail: ["login"],
  consent: ["login"],
  eIdentReturn: ["login"],
  faultReportContact: ["login"],
  myPages: ["login"],
  myResidences: ["login"],
  myResidence: ["login"],
  mySettings: ["login"],
  myNews: ["login"],
  myAgreements: ["login"],
  mySavedSearches: ["login"],
  myVipShowing: ["login", "vip"],
  myVip: ["login", "vip"],
  myErrands: ["login"],
  myPayments: ["login"],
  myTimeline: ["login"],
  myContact: ["login"],
  vipInfo: ["vip"],
  corporateSearch: ["corporateSearch"],
};

/** True when the site has a path for the purpose and all the features it needs are on. */
export function isUrlEnabled(site: SiteSettings, key: UrlKey): boolean {
  if (!site.urls[key]) return false;
  // The English sub-site's limited My Pages (decision 031): its users log in on the Swedish site,
  // whose session the sub-site (same host) shares, so its My Pages need no login of its own.
  if (site.localizedSubSite && key.startsWith("my")) return true;
  return (FEATURES_OF_URL[key] ?? []).every((feature) => site.features[feature]);
}

/** Header quick links: 2 when search is enabled, otherwise 3 (spec 000 section 9). */
export function headerQuickLinkCount(site: SiteSettings): number {
  return site.features.search ? 2 : 3;
}
