import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from "react";
import { ArticleTemplate, ContentTemplate, StartTemplate } from "./ContentTemplates";
import { ErrorTemplate } from "./ErrorTemplate";
import { type ContentTemplateName, isFeatureTemplate, type TemplateName, UnknownTemplateError } from "./names";
import { PlaceholderTemplate } from "./PlaceholderTemplate";
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
 * renderer and differ in their head; feature templates show a clearly marked placeholder until
 * their capability lands, when they are registered here as lazily loaded modules.
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
  /** Source path, the key of the template's chunk in Vite's manifest (for preload links). */
  source: string;
  Component: LazyExoticComponent<C>;
}

/**
 * A feature template in its own chunk: pages that do not use it never download it. The
 * component's own type is kept, so FEATURE checks it against the template it is registered for.
 */
function lazyTemplate<E extends string, C extends ComponentType<{ vm: never }>>(
  source: string,
  load: () => Promise<Record<E, C>>,
  exportName: E,
): LazyTemplate<C> {
  return { source, Component: lazy(() => load().then((module) => ({ default: module[exportName] }))) };
}

/**
 * Feature templates whose capability has landed; the others render the placeholder. Typed
 * like CONTENT: each entry's component must accept its own template's data.
 */
const FEATURE: { [K in TemplateName]?: { source: string; Component: TemplateComponent<K> } } = {
  areas: lazyTemplate(
    "src/features/seo/AreasTemplate.tsx",
    () => import("~/features/seo/AreasTemplate"),
    "AreasTemplate",
  ),
  area: lazyTemplate(
    "src/features/residences/templates/AreaTemplate.tsx",
    () => import("~/features/residences/templates/AreaTemplate"),
    "AreaTemplate",
  ),
  stage: lazyTemplate(
    "src/features/residences/templates/StageTemplate.tsx",
    () => import("~/features/residences/templates/StageTemplate"),
    "StageTemplate",
  ),
  object: lazyTemplate(
    "src/features/residences/templates/ObjectTemplate.tsx",
    () => import("~/features/residences/templates/ObjectTemplate"),
    "ObjectTemplate",
  ),
  soldOut: lazyTemplate(
    "src/features/residences/templates/SoldOutTemplate.tsx",
    () => import("~/features/residences/templates/SoldOutTemplate"),
    "SoldOutTemplate",
  ),
  imageFile: lazyTemplate("src/templates/EditorTemplates.tsx", () => import("./EditorTemplates"), "ImageFileTemplate"),
  modalContact: lazyTemplate(
    "src/templates/EditorTemplates.tsx",
    () => import("./EditorTemplates"),
    "ModalContactTemplate",
  ),
  reportList: lazyTemplate(
    "src/templates/EditorTemplates.tsx",
    () => import("./EditorTemplates"),
    "ReportListTemplate",
  ),
  sandbox: lazyTemplate(
    "src/features/sandbox/SandboxTemplate.tsx",
    () => import("~/features/sandbox/SandboxTemplate"),
    "SandboxTemplate",
  ),
  rentalProjectStart: lazyTemplate(
    "src/features/residences/templates/RentalTemplates.tsx",
    () => import("~/features/residences/templates/RentalTemplates"),
    "RentalProjectStartTemplate",
  ),
  rentalProject: lazyTemplate(
    "src/features/residences/templates/RentalTemplates.tsx",
    () => import("~/features/residences/templates/RentalTemplates"),
    "RentalProjectTemplate",
  ),
  showingForm: lazyTemplate(
    "src/features/residences/templates/ShowingTemplates.tsx",
    () => import("~/features/residences/templates/ShowingTemplates"),
    "ShowingFormTemplate",
  ),
  showingQr: lazyTemplate(
    "src/features/residences/templates/ShowingTemplates.tsx",
    () => import("~/features/residences/templates/ShowingTemplates"),
    "ShowingQrTemplate",
  ),
  search: lazyTemplate(
    "src/features/search/SearchTemplate.tsx",
    () => import("~/features/search/SearchTemplate"),
    "SearchTemplate",
  ),
  textSearch: lazyTemplate(
    "src/features/text-search/TextSearchTemplate.tsx",
    () => import("~/features/text-search/TextSearchTemplate"),
    "TextSearchTemplate",
  ),
  corporateSearch: lazyTemplate(
    "src/features/text-search/TextSearchTemplate.tsx",
    () => import("~/features/text-search/TextSearchTemplate"),
    "TextSearchTemplate",
  ),
  login: lazyTemplate(
    "src/features/account/templates/LoginTemplate.tsx",
    () => import("~/features/account/templates/LoginTemplate"),
    "LoginTemplate",
  ),
  eIdentificationReturn: lazyTemplate(
    "src/features/account/templates/EidReturnTemplate.tsx",
    () => import("~/features/account/templates/EidReturnTemplate"),
    "EidReturnTemplate",
  ),
  seoCounty: lazyTemplate(
    "src/features/seo/SeoCountyTemplate.tsx",
    () => import("~/features/seo/SeoCountyTemplate"),
    "SeoCountyTemplate",
  ),
  seoMunicipality: lazyTemplate(
    "src/features/seo/SeoMunicipalityTemplate.tsx",
    () => import("~/features/seo/SeoMunicipalityTemplate"),
    "SeoMunicipalityTemplate",
  ),
  registerUser: lazyTemplate(
    "src/features/account/templates/RegisterUserTemplate.tsx",
    () => import("~/features/account/templates/RegisterUserTemplate"),
    "RegisterUserTemplate",
  ),
  forgotPassword: lazyTemplate(
    "src/features/account/pages/ForgotPasswordTemplate.tsx",
    () => import("~/features/account/pages/ForgotPasswordTemplate"),
    "ForgotPasswordTemplate",
  ),
  setPassword: lazyTemplate(
    "src/features/account/pages/SetPasswordTemplate.tsx",
    () => import("~/features/account/pages/SetPasswordTemplate"),
    "SetPasswordTemplate",
  ),
  changeEmail: lazyTemplate(
    "src/features/account/pages/ChangeEmailTemplate.tsx",
    () => import("~/features/account/pages/ChangeEmailTemplate"),
    "ChangeEmailTemplate",
  ),
  consent: lazyTemplate(
    "src/features/account/pages/ConsentTemplate.tsx",
    () => import("~/features/account/pages/ConsentTemplate"),
    "ConsentTemplate",
  ),
};

/** The component of template `name`; a template name the registry does not know raises an error. */
export function getTemplate<K extends TemplateName>(name: K): TemplateComponent<K> {
  const template = CONTENT[name] ?? FEATURE[name]?.Component;
  if (template) return template;
  if (isFeatureTemplate(name)) return PlaceholderTemplate;
  throw new UnknownTemplateError(name);
}

/** The source module of a lazily loaded template, whose built chunks the page preloads. */
export function templateSource(name: TemplateName): string | undefined {
  return FEATURE[name]?.source;
}
