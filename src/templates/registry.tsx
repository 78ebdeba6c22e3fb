import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from "react";
import { ArticleTemplate, ContentTemplate, StartTemplate } from "./ContentTemplates";
import { ErrorTemplate } from "./ErrorTemplate";
import { type ContentTemplateName, type FeatureTemplateName, type TemplateName, UnknownTemplateError } from "./names";
import type { TemplateViewModel } from "./page-data";

export type { TemplateProps } from "./page-data";

/**
 * The component of template `K`: it accepts the view model with `K`'s data (./page-data.ts).
 * A function type, not ComponentType: a class component's `defaultProps` would make the props
 * invariant, and a template for several names (text search) could not be registered for each.
 */
export type TemplateComponent<K extends TemplateName> = (props: { vm: TemplateViewModel<K> }) => ReactNode;

/**
 * The registry's tables are typed over every template name, so each entry is checked against
 * its own name: registering a component whose props expect another template's data is a
 * compile error, and getTemplate(name) returns the component of exactly that name's data.
 */
type TemplateComponents = { [K in TemplateName]?: TemplateComponent<K> };

/**
 * The template registry, template name → component (the data schemas are in ./page-data.ts,
 * the loaders in the features' modules; decision 014). Content templates share the block
 * renderer and differ in their head; feature templates are registered as lazily loaded modules.
 */
const CONTENT: TemplateComponents = {
  start: StartTemplate,
  standard: ContentTemplate,
  article: ArticleTemplate,
  newsRoom: ContentTemplate,
  pressRelease: ArticleTemplate,
  blogList: ContentTemplate,
  blogItem: ArticleTemplate,
  inspiration: ArticleTemplate,
  faq: ContentTemplate,
  careerStandard: ContentTemplate,
  availableJobs: ContentTemplate,
  campaign: ContentTemplate,
  customerService: ContentTemplate,
  sustainabilityStart: ContentTemplate,
  sustainabilityCategory: ArticleTemplate,
  referenceProjectStart: ContentTemplate,
  referenceProject: ArticleTemplate,
  corporateStart: StartTemplate,
  corporateAbout: ContentTemplate,
  corporateContact: ContentTemplate,
  corporateNews: ContentTemplate,
  investorRelationsStart: ContentTemplate,
  managementServices: ContentTemplate,
  testimonial: ArticleTemplate,
  residenceNews: ArticleTemplate,
  notFound: ErrorTemplate,
  serverError: ErrorTemplate,
} satisfies Record<ContentTemplateName, unknown>;

interface LazyTemplate<C extends ComponentType<{ vm: never }>> {
  Component: LazyExoticComponent<C>;
}

/**
 * A feature template in its own chunk: pages that do not use it never download it. The
 * component's own type is kept, so FEATURE checks it against the template it is registered for.
 */
function lazyTemplate<E extends string, C extends ComponentType<{ vm: never }>>(
  load: () => Promise<Record<E, C>>,
  exportName: E,
): LazyTemplate<C> {
  return { Component: lazy(() => load().then((module) => ({ default: module[exportName] }))) };
}

/** The public page types of decision 022, in one chunk (./public-templates.ts). */
const loadPublicPages = () => import("./public-templates");

/** The lighter My Pages templates, in one chunk (./my-pages-templates.ts). */
const loadMyPages = () => import("./my-pages-templates");

/** The buy flow (its two templates: the flow and the sign agreement path), and the pages around it (./buy-templates.ts). */
const loadBuyFlow = () => import("~/features/click-to-buy/templates/BuyResidenceTemplate");
const loadBuyPages = () => import("./buy-templates");

/** The not-found home, premises and stage pages: one template for the three names (issue 19). */
const loadResidenceNotFound = () => import("~/features/residences/templates/ResidenceNotFoundTemplate");

/**
 * Every feature template, each lazily loaded (issue 19 registered the last ones, so there is no
 * "coming soon" placeholder any more: a feature template without a component is a compile
 * error). Typed like CONTENT: each entry's component must accept its own template's data.
 */
const FEATURE: { [K in FeatureTemplateName]: { Component: TemplateComponent<K> } } = {
  areas: lazyTemplate(() => import("~/features/seo/AreasTemplate"), "AreasTemplate"),
  area: lazyTemplate(() => import("~/features/residences/templates/AreaTemplate"), "AreaTemplate"),
  stage: lazyTemplate(() => import("~/features/residences/templates/StageTemplate"), "StageTemplate"),
  object: lazyTemplate(() => import("~/features/residences/templates/ObjectTemplate"), "ObjectTemplate"),
  soldOut: lazyTemplate(() => import("~/features/residences/templates/SoldOutTemplate"), "SoldOutTemplate"),
  // Succession sale (issue 19): the resale homes' page and a resale stage's page (one chunk).
  succession: lazyTemplate(() => import("~/features/succession/SuccessionTemplates"), "SuccessionTemplate"),
  successionStage: lazyTemplate(() => import("~/features/succession/SuccessionTemplates"), "SuccessionStageTemplate"),

  premisesObject: lazyTemplate(
    () => import("~/features/premises/templates/PremisesObjectTemplate"),
    "PremisesObjectTemplate",
  ),

  notFoundObject: lazyTemplate(loadResidenceNotFound, "ResidenceNotFoundTemplate"),
  notFoundPremises: lazyTemplate(loadResidenceNotFound, "ResidenceNotFoundTemplate"),
  notFoundStage: lazyTemplate(loadResidenceNotFound, "ResidenceNotFoundTemplate"),
  imageFile: lazyTemplate(loadPublicPages, "ImageFileTemplate"),
  modalContact: lazyTemplate(loadPublicPages, "ModalContactTemplate"),
  reportList: lazyTemplate(loadPublicPages, "ReportListTemplate"),
  sandbox: lazyTemplate(loadPublicPages, "SandboxTemplate"),
  rentalProjectStart: lazyTemplate(loadPublicPages, "RentalProjectStartTemplate"),
  rentalProject: lazyTemplate(loadPublicPages, "RentalProjectTemplate"),
  showingForm: lazyTemplate(loadPublicPages, "ShowingFormTemplate"),
  showingQr: lazyTemplate(loadPublicPages, "ShowingQrTemplate"),
  search: lazyTemplate(() => import("~/features/search/SearchTemplate"), "SearchTemplate"),
  premisesStart: lazyTemplate(
    () => import("~/features/premises/templates/PremisesStartTemplate"),
    "PremisesStartTemplate",
  ),
  textSearch: lazyTemplate(() => import("~/features/text-search/TextSearchTemplate"), "TextSearchTemplate"),
  corporateSearch: lazyTemplate(() => import("~/features/text-search/TextSearchTemplate"), "TextSearchTemplate"),
  login: lazyTemplate(() => import("~/features/account/templates/LoginTemplate"), "LoginTemplate"),
  eIdentificationReturn: lazyTemplate(
    () => import("~/features/account/templates/EidReturnTemplate"),
    "EidReturnTemplate",
  ),
  seoCounty: lazyTemplate(() => import("~/features/seo/SeoCountyTemplate"), "SeoCountyTemplate"),
  seoMunicipality: lazyTemplate(() => import("~/features/seo/SeoMunicipalityTemplate"), "SeoMunicipalityTemplate"),
  registerUser: lazyTemplate(() => import("~/features/account/templates/RegisterUserTemplate"), "RegisterUserTemplate"),
  forgotPassword: lazyTemplate(
    () => import("~/features/account/pages/ForgotPasswordTemplate"),
    "ForgotPasswordTemplate",
  ),
  setPassword: lazyTemplate(() => import("~/features/account/pages/SetPasswordTemplate"), "SetPasswordTemplate"),
  changeEmail: lazyTemplate(() => import("~/features/account/pages/ChangeEmailTemplate"), "ChangeEmailTemplate"),
  consent: lazyTemplate(() => import("~/features/account/pages/ConsentTemplate"), "ConsentTemplate"),
  faultReport: lazyTemplate(() => import("~/features/case-management/FaultReportTemplate"), "FaultReportTemplate"),
  myPages: lazyTemplate(loadMyPages, "OverviewTemplate"),
  myPagesBoardMember: lazyTemplate(loadMyPages, "OverviewTemplate"),
  myPagesNewsList: lazyTemplate(loadMyPages, "NewsListTemplate"),
  myObject: lazyTemplate(loadMyPages, "MyObjectTemplate"),
  myPagesTimeline: lazyTemplate(loadMyPages, "TimelineTemplate"),
  myPagesContact: lazyTemplate(loadMyPages, "ContactTemplate"),
  myErrands: lazyTemplate(() => import("~/features/case-management/errands/ErrandsTemplate"), "ErrandsTemplate"),
  myResidences: lazyTemplate(loadMyPages, "MyResidencesTemplate"),
  mySavedSearches: lazyTemplate(loadMyPages, "SavedSearchesTemplate"),
  myPagesVip: lazyTemplate(loadMyPages, "VipTemplate"),
  myPagesVipShowing: lazyTemplate(loadMyPages, "VipShowingTemplate"),
  myPagesPayment: lazyTemplate(loadMyPages, "PaymentsTemplate"),
  myDocuments: lazyTemplate(() => import("~/features/documents/templates/MyDocumentsTemplate"), "MyDocumentsTemplate"),
  myPagesSettings: lazyTemplate(() => import("~/features/my-account/templates/SettingsTemplate"), "SettingsTemplate"),
  // Click to buy (issue 18): the flow, and the pages around it and after a purchase.
  buyResidence: lazyTemplate(loadBuyFlow, "BuyResidenceTemplate"),
  clickToBuyContract: lazyTemplate(loadBuyFlow, "BuyResidenceTemplate"),
  buyResidenceInfo: lazyTemplate(loadBuyPages, "BuyResidenceInfoTemplate"),
  buyResidenceError: lazyTemplate(loadBuyPages, "BuyResidenceErrorTemplate"),
  buyResidenceSuccess: lazyTemplate(loadBuyPages, "BuyResidenceDoneTemplate"),
  clickToBuyComplete: lazyTemplate(loadBuyPages, "BuyResidenceDoneTemplate"),
  orderForm: lazyTemplate(loadBuyPages, "OrderFormTemplate"),
  purchaseNotification: lazyTemplate(loadBuyPages, "PurchaseNotificationTemplate"),
};

/**
 * The component of template `name`: a content template or a feature template. Names that are no
 * template never get here: the
 * server refuses their pages (UnknownTemplateError, in the content service and
 * templatePageViewModel). So the browser's page chunk, which every page loads, needs no list of
 * the feature templates' names (docs/performance.md, the JavaScript budget).
 */
export function getTemplate<K extends TemplateName>(name: K): TemplateComponent<K> {
  const features: { [K in TemplateName]?: { Component: TemplateComponent<K> } } = FEATURE;
  const component = CONTENT[name] ?? features[name]?.Component;
  if (!component) throw new UnknownTemplateError(name);
  return component;
}
