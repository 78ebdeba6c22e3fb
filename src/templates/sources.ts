import type { ContentBlock } from "~/features/content/schema";
import type { TemplateName } from "./names";

/**
 * The source module of each lazily loaded template of the registry (./registry.tsx), the key of
 * its chunk in Vite's manifest: the page loader links the chunk and its CSS for the first paint
 * and hydration. Only the server reads this table (the page route's loader), so the paths stay
 * out of the browser's page chunk, which every page loads; a test holds it to the registry.
 */
export const TEMPLATE_SOURCES: { [K in TemplateName]?: string } = {
  areas: "src/features/seo/AreasTemplate.tsx",
  area: "src/features/residences/templates/AreaTemplate.tsx",
  stage: "src/features/residences/templates/StageTemplate.tsx",
  object: "src/features/residences/templates/ObjectTemplate.tsx",
  soldOut: "src/features/residences/templates/SoldOutTemplate.tsx",
  succession: "src/features/succession/SuccessionTemplates.tsx",
  successionStage: "src/features/succession/SuccessionTemplates.tsx",

  premisesObject: "src/features/premises/templates/PremisesObjectTemplate.tsx",

  notFoundObject: "src/features/residences/templates/ResidenceNotFoundTemplate.tsx",
  notFoundPremises: "src/features/residences/templates/ResidenceNotFoundTemplate.tsx",
  notFoundStage: "src/features/residences/templates/ResidenceNotFoundTemplate.tsx",
  imageFile: "src/templates/public-templates.ts",
  modalContact: "src/templates/public-templates.ts",
  reportList: "src/templates/public-templates.ts",
  sandbox: "src/templates/public-templates.ts",
  rentalProjectStart: "src/templates/public-templates.ts",
  rentalProject: "src/templates/public-templates.ts",
  showingForm: "src/templates/public-templates.ts",
  showingQr: "src/templates/public-templates.ts",
  search: "src/features/search/SearchTemplate.tsx",
  premisesStart: "src/features/premises/templates/PremisesStartTemplate.tsx",
  textSearch: "src/features/text-search/TextSearchTemplate.tsx",
  corporateSearch: "src/features/text-search/TextSearchTemplate.tsx",
  login: "src/features/account/templates/LoginTemplate.tsx",
  eIdentificationReturn: "src/features/account/templates/EidReturnTemplate.tsx",
  seoCounty: "src/features/seo/SeoCountyTemplate.tsx",
  seoMunicipality: "src/features/seo/SeoMunicipalityTemplate.tsx",
  registerUser: "src/features/account/templates/RegisterUserTemplate.tsx",
  forgotPassword: "src/features/account/pages/ForgotPasswordTemplate.tsx",
  setPassword: "src/features/account/pages/SetPasswordTemplate.tsx",
  changeEmail: "src/features/account/pages/ChangeEmailTemplate.tsx",
  consent: "src/features/account/pages/ConsentTemplate.tsx",
  faultReport: "src/features/case-management/FaultReportTemplate.tsx",
  myPages: "src/templates/my-pages-templates.ts",
  myPagesBoardMember: "src/templates/my-pages-templates.ts",
  myPagesNewsList: "src/templates/my-pages-templates.ts",
  myObject: "src/templates/my-pages-templates.ts",
  myPagesTimeline: "src/templates/my-pages-templates.ts",
  myPagesContact: "src/templates/my-pages-templates.ts",
  myErrands: "src/features/case-management/errands/ErrandsTemplate.tsx",
  myDocuments: "src/features/documents/templates/MyDocumentsTemplate.tsx",
  myResidences: "src/templates/my-pages-templates.ts",
  mySavedSearches: "src/templates/my-pages-templates.ts",
  myPagesSettings: "src/features/my-account/templates/SettingsTemplate.tsx",
  myPagesVip: "src/templates/my-pages-templates.ts",
  myPagesVipShowing: "src/templates/my-pages-templates.ts",
  myPagesPayment: "src/templates/my-pages-templates.ts",
  buyResidence: "src/features/click-to-buy/templates/BuyResidenceTemplate.tsx",
  clickToBuyContract: "src/features/click-to-buy/templates/BuyResidenceTemplate.tsx",
  buyResidenceInfo: "src/templates/buy-templates.ts",
  buyResidenceError: "src/templates/buy-templates.ts",
  buyResidenceSuccess: "src/templates/buy-templates.ts",
  clickToBuyComplete: "src/templates/buy-templates.ts",
  orderForm: "src/templates/buy-templates.ts",
  purchaseNotification: "src/templates/buy-templates.ts",
};

/** The source module of a lazily loaded template, whose built chunks the page preloads. */
export function templateSource(name: TemplateName): string | undefined {
  return TEMPLATE_SOURCES[name];
}

/**
 * Content blocks whose component is loaded lazily (src/features/content/components/Blocks.tsx):
 * only pages that have one carry its code, and those pages preload its chunk and link its CSS
 * like a template's, so the block is in the first paint and works without JavaScript.
 */
export const BLOCK_SOURCES: { [T in ContentBlock["type"]]?: string } = {
  video: "src/features/content/components/VideoBlockView.tsx",
  cookieSettings: "src/features/consent/entries/cookie-settings-form.ts",
};

/** The source modules of the lazily loaded blocks among a page's blocks. */
export function blockSources(blocks: readonly { type: ContentBlock["type"] }[]): string[] {
  return [...new Set(blocks.flatMap((block) => BLOCK_SOURCES[block.type] ?? []))];
}
