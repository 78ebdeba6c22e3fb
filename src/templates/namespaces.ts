import type { Namespace } from "~/i18n/namespaces";
import { type FeatureTemplateName, isFeatureTemplate, type TemplateName } from "./names";

/** The login and account forms: their own texts, the account texts and the browser's field checks. */
const ACCOUNT: readonly Namespace[] = ["account", "accountPages", "validation"];
const ACCOUNT_PAGES: readonly Namespace[] = ["accountPages", "validation"];
/** The residence pages: facts, gallery, showings, the interest form and its checks. */
const RESIDENCE: readonly Namespace[] = ["residence", "enums", "search", "validation"];
/** The not-found home, premises and stage pages: their texts and the status badges' names. */
const RESIDENCE_NOT_FOUND: readonly Namespace[] = ["residenceNotFound", "enums"];
/** The public page types of decision 022 share one chunk (./public-templates.ts), so one list. */
const PUBLIC_PAGES: readonly Namespace[] = ["pages", "residence", "enums", "validation"];
/** The My Pages core pages: their texts and the phase and staff-role names. */
const MY_PAGES: readonly Namespace[] = ["myPages", "enums"];
/** The buy flow: its shell and first steps, the later steps, signing, payment, and the field messages. */
const BUY_FLOW: readonly Namespace[] = [
  "buyResidence",
  "buySteps",
  "buySign",
  "payments",
  "buyValidation",
  "validation",
  "account",
];
/** The pages around the flow share one chunk (./buy-templates.ts), so one list. */
const BUY_PAGES: readonly Namespace[] = ["buyResidence", "buySign", "myPages"];

/**
 * The namespaces each feature template's components use besides the shell's (SHELL_NAMESPACES in
 * src/i18n/catalogs.server.ts, which every page carries with the root route): the page route
 * sends these with the page's data (docs/decisions/023-hydration-data.md). Typed over every
 * template name, so a new template cannot be added without its entry; src/i18n/namespaces.test.ts
 * fails when a template's modules use a namespace not listed here, and
 * src/templates/namespaces.api.test.ts when a rendered page shows a key instead of its text.
 * Only the server reads this table (the page route's loader), like ./sources.ts.
 */
export const TEMPLATE_NAMESPACES: Record<FeatureTemplateName, readonly Namespace[]> = {
  search: ["search", "enums", "residence", "savedSearches", "validation"],
  textSearch: ["textSearch"],
  corporateSearch: ["textSearch"],
  areas: ["seo"],
  area: RESIDENCE,
  // The residence explorer's launcher (issue 19); the explorer itself loads with its own chunk.
  stage: [...RESIDENCE, "explorer"],
  // The link to the stage's explorer with the home selected, and "Visa i 360°" (the viewer's dialog uses the same namespace).
  object: [...RESIDENCE, "explorer", "panorama"],
  soldOut: ["residence", "enums"],
  premisesStart: ["premises"],
  // The premises' page: its texts, and the residence pages' gallery, map (its texts are in search), contacts and interest form.
  premisesObject: ["premises", "residence", "enums", "search", "validation"],

  notFoundObject: RESIDENCE_NOT_FOUND,
  notFoundPremises: RESIDENCE_NOT_FOUND,
  notFoundStage: RESIDENCE_NOT_FOUND,
  seoCounty: ["seo", "enums"],
  seoMunicipality: ["seo", "enums"],
  buyResidence: BUY_FLOW,
  buyResidenceInfo: BUY_PAGES,
  buyResidenceSuccess: BUY_PAGES,
  buyResidenceError: BUY_PAGES,
  clickToBuyComplete: BUY_PAGES,
  clickToBuyContract: BUY_FLOW,
  login: ACCOUNT,
  registerUser: ACCOUNT,
  forgotPassword: ACCOUNT_PAGES,
  setPassword: ACCOUNT_PAGES,
  changeEmail: ACCOUNT_PAGES,
  consent: ACCOUNT_PAGES,
  eIdentificationReturn: ACCOUNT,
  succession: ["succession", "residence", "enums"],
  successionStage: ["succession", "residence", "enums"],
  faultReport: ["faultReport", "faultReportSteps", "validation", "caseValidation", "account"],
  myPages: MY_PAGES,
  myPagesBoardMember: MY_PAGES,
  myResidences: ["myPages", "favourites", "enums"],
  myObject: MY_PAGES,
  myPagesSettings: ["myPages", "myAccount", "account", "accountPages", "validation"],
  myPagesNewsList: ["myPages"],
  myDocuments: ["myPages", "documents", "account"],
  mySavedSearches: ["myPages", "savedSearches", "validation"],
  myPagesVipShowing: ["myPages", "myAccount"],
  myPagesVip: ["myPages", "myAccount", "validation"],
  myErrands: ["myPages", "errands", "validation", "caseValidation"],
  myPagesPayment: ["myPages", "myAccount", "payments"],
  myPagesTimeline: MY_PAGES,
  myPagesContact: MY_PAGES,
  rentalProjectStart: PUBLIC_PAGES,
  rentalProject: PUBLIC_PAGES,
  showingForm: PUBLIC_PAGES,
  showingQr: PUBLIC_PAGES,
  orderForm: BUY_PAGES,
  purchaseNotification: BUY_PAGES,
  sandbox: PUBLIC_PAGES,
  imageFile: PUBLIC_PAGES,
  modalContact: PUBLIC_PAGES,
  reportList: PUBLIC_PAGES,
};

/**
 * The namespaces a page of template `name` carries besides the shell's. The content templates
 * (and the error page) are part of the page route's own chunk, so theirs are the shell's.
 */
export function templateNamespaces(name: TemplateName): readonly Namespace[] {
  return isFeatureTemplate(name) ? TEMPLATE_NAMESPACES[name] : [];
}
