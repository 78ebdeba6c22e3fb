import type { UrlKey } from "~/sites/sites";

/**
 * The template registry's names (spec 001 section 2 "Templates include"). Content templates
 * render their blocks; feature templates are their features' own lazily loaded components. The
 * server refuses to render a page
 * whose template is not listed here.
 */
export const CONTENT_TEMPLATES = [
  "start",
  "standard",
  "article",
  "newsRoom",
  "pressRelease",
  "blogList",
  "blogItem",
  "inspiration",
  "faq",
  "careerStandard",
  "availableJobs",
  "campaign",
  "customerService",
  "sustainabilityStart",
  "sustainabilityCategory",
  "referenceProjectStart",
  "referenceProject",
  "corporateStart",
  "corporateAbout",
  "corporateContact",
  "corporateNews",
  "investorRelationsStart",
  "managementServices",
  "testimonial",
  "residenceNews",
  "notFound",
  "serverError",
] as const;

export const FEATURE_TEMPLATES = [
  "search",
  "textSearch",
  "corporateSearch",
  "areas",
  "area",
  "stage",
  "object",
  "premisesStart",
  "premisesObject",
  "seoCounty",
  "seoMunicipality",
  "buyResidence",
  "buyResidenceInfo",
  "buyResidenceSuccess",
  "buyResidenceError",
  "clickToBuyComplete",
  "clickToBuyContract",
  "login",
  "registerUser",
  "forgotPassword",
  "setPassword",
  "changeEmail",
  "consent",
  "eIdentificationReturn",
  "succession",
  "successionStage",
  "faultReport",
  "myPages",
  "myPagesBoardMember",
  "myResidences",
  "myObject",
  "myPagesSettings",
  "myPagesNewsList",
  "myDocuments",
  "mySavedSearches",
  "myPagesVipShowing",
  "myPagesVip",
  "myErrands",
  "myPagesPayment",
  "myPagesTimeline",
  "myPagesContact",
  "soldOut",
  // The not-found home, premises and stage pages (issue 19): 404 or 410 with similar homes.
  "notFoundObject",
  "notFoundPremises",
  "notFoundStage",
  "rentalProjectStart",
  "rentalProject",
  "showingForm",
  "showingQr",
  "orderForm",
  "purchaseNotification",
  "sandbox",
  "imageFile",
  "modalContact",
  "reportList",
] as const;

export type ContentTemplateName = (typeof CONTENT_TEMPLATES)[number];
export type FeatureTemplateName = (typeof FEATURE_TEMPLATES)[number];
export type TemplateName = ContentTemplateName | FeatureTemplateName;

/**
 * A lookup in the two lists, not a Set of both built when the module loads: the browser needs
 * only FEATURE_TEMPLATES, and the bundler kept such a Set's spreads,
 * and with them the content templates' names, in the page chunk every page loads.
 */
export function isTemplateName(name: string): name is TemplateName {
  return (CONTENT_TEMPLATES as readonly string[]).includes(name) || isFeatureTemplate(name);
}

export function isFeatureTemplate(name: string): name is FeatureTemplateName {
  return (FEATURE_TEMPLATES as readonly string[]).includes(name);
}

export class UnknownTemplateError extends Error {
  constructor(readonly template: string) {
    super(`Unknown template "${template}"`);
    this.name = "UnknownTemplateError";
  }
}

/** The template of each localized system path of the site URL sets. */
export const TEMPLATE_OF_URL: Record<UrlKey, TemplateName> = {
  start: "start",
  searchHomes: "search",
  textSearch: "textSearch",
  corporateSearch: "corporateSearch",
  premises: "premisesStart",
  seoResidences: "areas",
  clickToBuy: "buyResidence",
  clickToBuyInfo: "buyResidenceInfo",
  signAgreement: "clickToBuyContract",
  login: "login",
  register: "registerUser",
  forgotPassword: "forgotPassword",
  setPassword: "setPassword",
  changeEmail: "changeEmail",
  consent: "consent",
  eIdentReturn: "eIdentificationReturn",
  cookies: "standard",
  careers: "careerStandard",
  careerJobs: "availableJobs",
  succession: "succession",
  faultReportContact: "faultReport",
  customerService: "customerService",
  vipInfo: "campaign",
  swanLabel: "sustainabilityCategory",
  gdpr: "standard",
  myPages: "myPages",
  myResidences: "myResidences",
  myResidence: "myObject",
  mySettings: "myPagesSettings",
  myNews: "myPagesNewsList",
  myAgreements: "myDocuments",
  mySavedSearches: "mySavedSearches",
  myVipShowing: "myPagesVipShowing",
  myVip: "myPagesVip",
  myErrands: "myErrands",
  myPayments: "myPagesPayment",
  myTimeline: "myPagesTimeline",
  myContact: "myPagesContact",
};

/** URL keys whose pages need a logged-in user (My Pages). */
export function requiresLogin(key: UrlKey): boolean {
  return key.startsWith("my");
}
