import type { z } from "zod";
import { MyErrandsDataSchema } from "~/features/case-management/errands/page-data";
import { FaultReportDataSchema } from "~/features/case-management/page-data";
import {
  BuyResidenceDataSchema,
  BuyResidenceDoneDataSchema,
  BuyResidenceErrorDataSchema,
  BuyResidenceInfoDataSchema,
  OrderFormDataSchema,
  PurchaseNotificationDataSchema,
} from "~/features/click-to-buy/page-data";
import type { BrowserPageViewModel, PageContent } from "~/features/content/schema";
import { MyDocumentsDataSchema } from "~/features/documents/page-data";
import { MyResidencesDataSchema } from "~/features/favourites/page-data";
import {
  MyPagesPaymentDataSchema,
  MyPagesSettingsDataSchema,
  MyPagesVipDataSchema,
  MyPagesVipShowingDataSchema,
} from "~/features/my-account/page-data";
import {
  MyObjectDataSchema,
  MyPagesContactDataSchema,
  MyPagesNewsListDataSchema,
  MyPagesOverviewDataSchema,
  MyPagesTimelineDataSchema,
} from "~/features/my-pages/template-data";
import { PremisesObjectDataSchema, PremisesStartDataSchema } from "~/features/premises/page-data";

import { ResidenceNotFoundDataSchema } from "~/features/residences/not-found-page-data";
import { AreaPageDataSchema, ObjectPageDataSchema, StagePageDataSchema } from "~/features/residences/page-data";
import { RentalProjectDataSchema, RentalProjectStartDataSchema } from "~/features/residences/rental-page-data";
import { ShowingPageDataSchema } from "~/features/residences/showing-page-data";
import { MySavedSearchesDataSchema } from "~/features/saved-searches/page-data";
import { SearchPageDataSchema } from "~/features/search/search-page-data";
import { AreasDataSchema, SeoPlaceDataSchema } from "~/features/seo/page-data";
import { SuccessionPageDataSchema } from "~/features/succession/page-data";
import { TextSearchPageDataSchema } from "~/features/text-search/page-data";
import type { FeatureTemplateName, TemplateName } from "./names";

/**
 * The schema of each template's own data (`vm.viewModel.data`), by template name: one of the
 * three tables the template registry consists of (docs/decisions/014-typed-page-data.md).
 * - here: template → data schema (each feature declares its schemas in its `page-data` module);
 * - ./registry.tsx: template → component, whose props are typed by this schema;
 * - the features' modules: template → the loader of its per-request data (`pageData`, typed by
 *   this schema), or the dynamic page that carries it (`DynamicPage.data`, typed likewise).
 * A template without an entry here has no data.
 *
 * Only the server loads this module (src/templates/page-data.server.ts parses every page's data
 * with its template's schema). The browser imports its types alone, with `import type`, so zod
 * never reaches the shell; a test (page-data.test.ts) fails on any other import of it.
 */
export const PAGE_DATA_SCHEMAS = {
  // Without data when the site has no home search: the page then searches from the browser.
  search: SearchPageDataSchema.optional(),
  textSearch: TextSearchPageDataSchema,
  corporateSearch: TextSearchPageDataSchema,
  // Without data when the site has no residences base page.
  areas: AreasDataSchema.optional(),
  area: AreaPageDataSchema,
  soldOut: AreaPageDataSchema,
  // Issue 19: an old or unknown address of a home, premises or stage (404 or 410).
  notFoundObject: ResidenceNotFoundDataSchema,
  notFoundPremises: ResidenceNotFoundDataSchema,
  notFoundStage: ResidenceNotFoundDataSchema,
  stage: StagePageDataSchema,
  // Issue 19: a resale stage's page shows the stage's data; the resale page is without data
  // where the site has no succession page.
  successionStage: StagePageDataSchema,
  succession: SuccessionPageDataSchema.optional(),
  object: ObjectPageDataSchema,
  premisesObject: PremisesObjectDataSchema,
  rentalProjectStart: RentalProjectStartDataSchema,
  // Issue 19: without data on a site without premises (the page is not served there).
  premisesStart: PremisesStartDataSchema.optional(),
  rentalProject: RentalProjectDataSchema,
  showingForm: ShowingPageDataSchema,
  showingQr: ShowingPageDataSchema,
  seoCounty: SeoPlaceDataSchema,
  seoMunicipality: SeoPlaceDataSchema,
  // My Pages (issue 15): each with the user's menu (decision 031).
  myPages: MyPagesOverviewDataSchema,
  myPagesBoardMember: MyPagesOverviewDataSchema,
  myPagesNewsList: MyPagesNewsListDataSchema,
  myObject: MyObjectDataSchema,
  myPagesTimeline: MyPagesTimelineDataSchema,
  myPagesContact: MyPagesContactDataSchema,
  myErrands: MyErrandsDataSchema,
  myDocuments: MyDocumentsDataSchema,
  myResidences: MyResidencesDataSchema,
  mySavedSearches: MySavedSearchesDataSchema,
  myPagesSettings: MyPagesSettingsDataSchema,
  myPagesVip: MyPagesVipDataSchema,
  myPagesVipShowing: MyPagesVipShowingDataSchema,
  myPagesPayment: MyPagesPaymentDataSchema,
  // Issue 17: the fault-report page (the wizard's flows for this visitor).
  faultReport: FaultReportDataSchema,
  // Issue 18: click to buy.
  buyResidence: BuyResidenceDataSchema,
  clickToBuyContract: BuyResidenceDataSchema,
  buyResidenceInfo: BuyResidenceInfoDataSchema,
  buyResidenceError: BuyResidenceErrorDataSchema,
  buyResidenceSuccess: BuyResidenceDoneDataSchema,
  clickToBuyComplete: BuyResidenceDoneDataSchema,
  orderForm: OrderFormDataSchema,
  purchaseNotification: PurchaseNotificationDataSchema,
} satisfies { [K in FeatureTemplateName]?: z.ZodType };

type Schemas = typeof PAGE_DATA_SCHEMAS;

/** The templates that have data of their own. */
export type DataTemplateName = keyof Schemas;

/** What each template gets as `vm.viewModel.data`: its schema's output, or nothing. */
export type TemplateData = { [K in TemplateName]: K extends DataTemplateName ? z.output<Schemas[K]> : undefined };

/** The page view model of template `K`, its `viewModel.data` typed by the template's schema. */
export type TemplateViewModel<K extends TemplateName> = Omit<BrowserPageViewModel, "currentComponent" | "viewModel"> & {
  currentComponent: K;
  viewModel: Omit<PageContent, "data"> & { data: TemplateData[K] };
};

/**
 * The page view model as the page route hands it to its template: the server has parsed the
 * data with the schema of exactly `currentComponent` (page-data.server.ts), and the registry
 * (TemplateView) renders the component registered for that same name.
 */
export type TemplatePageViewModel = TemplateViewModel<TemplateName>;

/**
 * The props of a template component. `TemplateProps<"stage">` types `vm.viewModel.data` as
 * the stage page's data; a template that renders several names takes their union
 * (`TemplateProps<"textSearch" | "corporateSearch">`). Without a name: a template that reads no
 * data of its own (content, error and account pages), which also renders the fallback view
 * model of the error boundary.
 */
export type TemplateProps<K extends TemplateName | undefined = undefined> = {
  vm: K extends TemplateName ? TemplateViewModel<K> : BrowserPageViewModel;
};
