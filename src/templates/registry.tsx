import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { PageViewModel } from "~/features/content/schema";
import { ArticleTemplate, ContentTemplate, StartTemplate } from "./ContentTemplates";
import { ErrorTemplate } from "./ErrorTemplate";
import {
  CONTENT_TEMPLATES,
  type ContentTemplateName,
  type FeatureTemplateName,
  isFeatureTemplate,
  UnknownTemplateError,
} from "./names";
import { PlaceholderTemplate } from "./PlaceholderTemplate";

export interface TemplateProps {
  vm: PageViewModel;
}

/**
 * The template registry. Content templates share the block renderer and differ in their
 * head; feature templates show a clearly marked placeholder until their capability lands,
 * when they are registered here as lazily loaded modules.
 */
const CONTENT: Record<ContentTemplateName, ComponentType<TemplateProps>> = {
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
};

interface LazyTemplate {
  /** Source path, the key of the template's chunk in Vite's manifest (for preload links). */
  source: string;
  Component: LazyExoticComponent<ComponentType<TemplateProps>>;
}

/** A feature template in its own chunk: pages that do not use it never download it. */
function lazyTemplate<K extends string>(
  source: string,
  load: () => Promise<Record<K, ComponentType<TemplateProps>>>,
  exportName: K,
): LazyTemplate {
  return { source, Component: lazy(() => load().then((module) => ({ default: module[exportName] }))) };
}

/** Feature templates whose capability has landed; the others render the placeholder. */
const FEATURE: Partial<Record<FeatureTemplateName, LazyTemplate>> = {
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

export function getTemplate(name: string): ComponentType<TemplateProps> {
  if ((CONTENT_TEMPLATES as readonly string[]).includes(name)) return CONTENT[name as ContentTemplateName];
  if (isFeatureTemplate(name)) return FEATURE[name]?.Component ?? PlaceholderTemplate;
  throw new UnknownTemplateError(name);
}

/** The source module of a lazily loaded template, whose built chunks the page preloads. */
export function templateSource(name: string): string | undefined {
  return isFeatureTemplate(name) ? FEATURE[name]?.source : undefined;
}
