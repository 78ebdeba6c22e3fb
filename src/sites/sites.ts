import { SITE_IDS } from "./site-ids";
/**
 * The seven sites of spec 000 sections 1 and 2: ids, notification codes, languages,
 * feature flags and URL sets. Shared by the server and the browser, so keep it free of
 * server-only imports.
 */

export const SITE_CODES = ["sv", "sv_en", "no", "fi", "seniorgarden", "cooperative", "entreprenad"] as const;
export type SiteCode = (typeof SITE_CODES)[number];

export const LANGUAGES = ["sv", "no", "fi", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** BCP-47 tags of the languages, for lang, hreflang and Intl (Norwegian is bokmål). */
export const LANGUAGE_TAGS: Record<Language, string> = { sv: "sv", no: "nb", fi: "fi", en: "en" };

/** Spec 000 section 3: "There is also a null-GUID constant." */
export const NULL_GUID = "00000000-0000-0000-0000-000000000000";

/** The contract's literal notification site codes (spec 000 section 7). */
export type NotificationSiteCode =
  | "Jmse"
  | "JmseEn"
  | "Seniorgarden"
  | "Cooperative"
  | "Jmno"
  | "Jmoy"
  | "JmEntreprenad";

export interface SiteFeatures {
  search: boolean;
  advancedSearch: boolean;
  simpleSearch: boolean;
  corporateSearch: boolean;
  login: boolean;
  vip: boolean;
  stock: boolean;
  myPagesNews: boolean;
  newNotification: boolean;
}

/**
 * Every purpose a site can have a path for. A site without a purpose (Norway has no
 * premises, the English sub-site no login) simply leaves it out.
 */
export type UrlKey =
  | "start"
  | "searchHomes"
  | "textSearch"
  | "corporateSearch"
  | "premises"
  | "seoResidences"
  | "clickToBuy"
  | "clickToBuyInfo"
  | "signAgreement"
  | "login"
  | "register"
  | "forgotPassword"
  | "setPassword"
  | "changeEmail"
  | "consent"
  | "eIdentReturn"
  | "cookies"
  | "careers"
  | "careerJobs"
  | "succession"
  | "faultReportContact"
  | "customerService"
  | "vipInfo"
  | "swanLabel"
  | "gdpr"
  | "myPages"
  | "myResidences"
  | "myResidence"
  | "mySettings"
  | "myNews"
  | "myAgreements"
  | "mySavedSearches"
  | "myVipShowing"
  | "myVip"
  | "myErrands"
  | "myPayments"
  | "myTimeline"
  | "myContact";

export type UrlSet = Partial<Record<UrlKey, string>>;

export interface SiteSettings {
  site: SiteCode;
  /** Fixed GUID id of the site (spec 000 section 3). */
  siteId: string;
  /** Organisation id used for analytics and the CMS tree. */
  siteOrgId: string;
  siteName: string;
  /** BCP-47 locale used by Intl. */
  locale: string;
  language: Language;
  notificationSiteCode: NotificationSiteCode;
  /** True for a site that lives under a path prefix of another site (the English sub-site). */
  localizedSubSite: boolean;
  /** Path prefix of the site on its host: "" or "/en". */
  pathPrefix: string;
  /** Brand for design tokens and the logo. */
  brand: "nordhem" | "seniorgarden" | "cooperative" | "entreprenad";
  features: SiteFeatures;
  urls: UrlSet;
  /** Currency placement for the price formatter (spec 000 section 9). */
  currency: "SEK" | "NOK" | "EUR";
}

const swedishMyPages = {
  myPages: "/mina-sidor/",
  myResidences: "/mina-sidor/mina-bostader/",
  myResidence: "/mina-sidor/min-bostad/",
  mySettings: "/mina-sidor/mina-installningar/",
  myNews: "/mina-sidor/nyheter/",
  myAgreements: "/mina-sidor/mina-avtal/",
  mySavedSearches: "/mina-sidor/sparade-sokningar/",
  myVipShowing: "/mina-sidor/vip-visning/",
  myVip: "/mina-sidor/vip/",
  myErrands: "/mina-sidor/arenden/",
  myPayments: "/mina-sidor/betalningar/",
  myTimeline: "/mina-sidor/tidslinje/",
  myContact: "/mina-sidor/kontakt/",
} satisfies UrlSet;

/** The main Swedish URL set, verbatim from spec 000 section 2. */
const swedishUrls = {
  start: "/",
  searchHomes: "/sok-bostad/",
  textSearch: "/sok/",
  corporateSearch: "/om-oss/sok/",
  premises: "/lokaler/",
  seoResidences: "/bostader/",
  clickToBuy: "/boka/",
  clickToBuyInfo: "/boka/info/",
  signAgreement: "/boka/bokningsavtal/",
  login: "/logga-in/",
  register: "/skapa-konto/",
  forgotPassword: "/glomt-losenord/",
  setPassword: "/nytt-losenord/",
  changeEmail: "/byt-e-post/",
  consent: "/samtycke/",
  eIdentReturn: "/e-legitimering/",
  cookies: "/anvandarvillkor/cookies/",
  careers: "/karriar/",
  careerJobs: "/karriar/lediga-jobb/",
  succession: "/maklar-objekt/",
  faultReportContact: "/kontakt/felanmalan/",
  customerService: "/kundservice/",
  ...swedishMyPages,
} satisfies UrlSet;

/** Premises exist in Sweden and Finland only (spec 000 section 2), not on the brand sites. */
function withoutPremises(urls: UrlSet): UrlSet {
  const { premises: _premises, ...rest } = urls;
  return rest;
}

/**
 * Built by a call marked pure: the browser uses none of SITES, and as a bare object literal the
 * bundler kept its spreads and SITE_IDS reads, and with them the Swedish URL tables above, in
 * every page's shared chunk (0.5 KiB gzip of the content page; docs/performance.md).
 */
export const SITES: Record<SiteCode, SiteSettings> = /* @__PURE__ */ (() => ({
  sv: {
    site: "sv",
    siteId: SITE_IDS.sv,
    siteOrgId: "5560000001",
    siteName: "Nordhem",
    locale: "sv-SE",
    language: "sv",
    notificationSiteCode: "Jmse",
    localizedSubSite: false,
    pathPrefix: "",
    brand: "nordhem",
    currency: "SEK",
    features: {
      search: true,
      advancedSearch: true,
      simpleSearch: false,
      corporateSearch: true,
      login: true,
      vip: true,
      stock: true,
      myPagesNews: true,
      newNotification: true,
    },
    urls: swedishUrls,
  },
  sv_en: {
    site: "sv_en",
    siteId: SITE_IDS.sv_en,
    siteOrgId: "5560000001",
    siteName: "Nordhem",
    locale: "en-GB",
    language: "en",
    notificationSiteCode: "JmseEn",
    localizedSubSite: true,
    pathPrefix: "/en",
    brand: "nordhem",
    currency: "SEK",
    // Spec 000 section 2: no login, search disabled, only corporate information.
    features: {
      search: false,
      advancedSearch: false,
      simpleSearch: false,
      corporateSearch: true,
      login: false,
      vip: false,
      stock: true,
      myPagesNews: false,
      newNotification: false,
    },
    urls: {
      start: "/en/",
      textSearch: "/en/search/",
      corporateSearch: "/en/about-us/search/",
      cookies: "/en/terms-of-use/cookies/",
      careers: "/en/careers/",
      careerJobs: "/en/careers/vacancies/",
      customerService: "/en/customer-service/",
      // The limited My Pages set of the English sub-site (decision 031): following a purchase.
      myPages: "/en/my-pages/",
      myResidence: "/en/my-pages/my-home/",
      myAgreements: "/en/my-pages/documents/",
      myTimeline: "/en/my-pages/timeline/",
      myContact: "/en/my-pages/contact/",
      mySettings: "/en/my-pages/settings/",
    },
  },
  no: {
    site: "no",
    siteId: SITE_IDS.no,
    siteOrgId: "980000001",
    siteName: "Nordhem",
    locale: "nb-NO",
    language: "no",
    notificationSiteCode: "Jmno",
    localizedSubSite: false,
    pathPrefix: "",
    brand: "nordhem",
    currency: "NOK",
    features: {
      search: true,
      advancedSearch: true,
      simpleSearch: false,
      corporateSearch: true,
      login: true,
      vip: true,
      stock: false,
      myPagesNews: true,
      newNotification: true,
    },
    urls: {
      start: "/",
      searchHomes: "/finn-din-bolig/",
      textSearch: "/sok/",
      corporateSearch: "/om-oss/sok/",
      seoResidences: "/boliger/",
      clickToBuy: "/kjop/",
      clickToBuyInfo: "/kjop/info/",
      signAgreement: "/kjop/kjopsavtale/",
      login: "/logg-inn/",
      register: "/registrer-deg/",
      forgotPassword: "/glemt-passord/",
      setPassword: "/nytt-passord/",
      changeEmail: "/bytt-e-post/",
      consent: "/samtykke/",
      eIdentReturn: "/e-identifisering/",
      cookies: "/personvern/informasjonskapsler/",
      careers: "/karriere/",
      careerJobs: "/karriere/ledige-stillinger/",
      faultReportContact: "/kontakt/reklamasjon/",
      customerService: "/kundeservice/",
      myPages: "/mine-sider/",
      myResidences: "/mine-sider/mine-prosjekter/",
      myResidence: "/mine-sider/min-bolig/",
      mySettings: "/mine-sider/mine-innstillinger/",
      myNews: "/mine-sider/nyheter/",
      myAgreements: "/mine-sider/mine-avtaler/",
      myErrands: "/mine-sider/arenden/",
      myPayments: "/mine-sider/betalinger/",
      myTimeline: "/mine-sider/tidslinje/",
      myContact: "/mine-sider/kontakt/",
      myVip: "/mine-sider/vip/",
    },
  },
  fi: {
    site: "fi",
    siteId: SITE_IDS.fi,
    siteOrgId: "0100000-1",
    siteName: "Nordhem",
    locale: "fi-FI",
    language: "fi",
    notificationSiteCode: "Jmoy",
    localizedSubSite: false,
    pathPrefix: "",
    brand: "nordhem",
    currency: "EUR",
    // Spec 000 section 6: VIP is disabled in Finland.
    features: {
      search: true,
      advancedSearch: true,
      simpleSearch: false,
      corporateSearch: true,
      login: true,
      vip: false,
      stock: false,
      myPagesNews: true,
      newNotification: true,
    },
    urls: {
      start: "/",
      searchHomes: "/myytavat-asunnot/",
      textSearch: "/hae/",
      corporateSearch: "/meista/hae/",
      premises: "/liiketilat/",
      seoResidences: "/asunnot/",
      clickToBuy: "/varaus/",
      clickToBuyInfo: "/varaus/info/",
      signAgreement: "/varaus/varaussopimus/",
      login: "/kirjaudu-sisaan/",
      register: "/luo-tili/",
      forgotPassword: "/unohtuiko-salasana/",
      setPassword: "/uusi-salasana/",
      changeEmail: "/vaihda-sahkoposti/",
      consent: "/suostumus/",
      eIdentReturn: "/tunnistautuminen/",
      cookies: "/kayttoehdot/evasteet/",
      careers: "/ura/",
      careerJobs: "/ura/avoimet-tyopaikat/",
      customerService: "/asiakaspalvelu/",
      myPages: "/sivuni/",
      myNews: "/sivuni/uutiset/",
      myResidences: "/sivuni/asuntoni/",
      mySettings: "/sivuni/omat-asetukset/",
      myAgreements: "/sivuni/asiakirjat/",
      myResidence: "/sivuni/kotini/",
      myErrands: "/sivuni/arenden/",
      myTimeline: "/sivuni/aikajana/",
      myContact: "/sivuni/ota-yhteytta/",
      myVip: "/sivuni/vip/",
    },
  },
  seniorgarden: {
    site: "seniorgarden",
    siteId: SITE_IDS.seniorgarden,
    siteOrgId: "5560000002",
    siteName: "Seniorgården",
    locale: "sv-SE",
    language: "sv",
    notificationSiteCode: "Seniorgarden",
    localizedSubSite: false,
    pathPrefix: "",
    brand: "seniorgarden",
    currency: "SEK",
    features: {
      search: true,
      advancedSearch: false,
      simpleSearch: true,
      corporateSearch: false,
      login: true,
      vip: true,
      stock: false,
      myPagesNews: true,
      newNotification: true,
    },
    urls: {
      ...withoutPremises(swedishUrls),
      vipInfo: "/vip-seniorgarden/",
      swanLabel: "/svanenmarkt/",
      gdpr: "/gdpr/",
    },
  },
  cooperative: {
    site: "cooperative",
    siteId: SITE_IDS.cooperative,
    siteOrgId: "5560000003",
    siteName: "Nordhem Bostadsrätt",
    locale: "sv-SE",
    language: "sv",
    notificationSiteCode: "Cooperative",
    localizedSubSite: false,
    pathPrefix: "",
    brand: "cooperative",
    currency: "SEK",
    features: {
      search: true,
      advancedSearch: false,
      simpleSearch: true,
      corporateSearch: false,
      login: true,
      vip: true,
      stock: false,
      myPagesNews: true,
      newNotification: true,
    },
    urls: { ...withoutPremises(swedishUrls), vipInfo: "/vip-bostadsratt/", swanLabel: "/svanenmarkt/", gdpr: "/gdpr/" },
  },
  entreprenad: {
    site: "entreprenad",
    siteId: SITE_IDS.entreprenad,
    siteOrgId: "5560000004",
    siteName: "Nordhem Entreprenad",
    locale: "sv-SE",
    language: "sv",
    notificationSiteCode: "JmEntreprenad",
    localizedSubSite: false,
    pathPrefix: "",
    brand: "entreprenad",
    currency: "SEK",
    // Spec 000 section 2: no search, login or VIP.
    features: {
      search: false,
      advancedSearch: false,
      simpleSearch: false,
      corporateSearch: true,
      login: false,
      vip: false,
      stock: false,
      myPagesNews: false,
      newNotification: false,
    },
    urls: {
      start: "/",
      textSearch: "/sok/",
      corporateSearch: "/om-oss/sok/",
      searchHomes: "/sok-bostad/",
      login: "/logga-in/",
      register: "/skapa-konto/",
      forgotPassword: "/glomt-losenord/",
      consent: "/samtycke/",
      cookies: "/anvandarvillkor/cookies/",
      careers: "/karriar/",
      careerJobs: "/karriar/lediga-jobb/",
      customerService: "/kundservice/",
      ...swedishMyPages,
    },
  },
}))();

/** The site of a siteId (a GUID; case-insensitive, as the API receives it). */
export function siteById(siteId: string): SiteSettings | undefined {
  const wanted = siteId.toLowerCase();
  return Object.values(SITES).find((site) => site.siteId === wanted);
}

export function isSiteCode(value: string): value is SiteCode {
  return (SITE_CODES as readonly string[]).includes(value);
}
