import type { ComponentType } from "react";
import type { PageViewModel } from "~/features/content/schema";
import { ArticleTemplate, ContentTemplate, StartTemplate } from "./ContentTemplates";
import { ErrorTemplate } from "./ErrorTemplate";
import { CONTENT_TEMPLATES, type ContentTemplateName, isFeatureTemplate, UnknownTemplateError } from "./names";
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

export function getTemplate(name: string): ComponentType<TemplateProps> {
  if ((CONTENT_TEMPLATES as readonly string[]).includes(name)) return CONTENT[name as ContentTemplateName];
  if (isFeatureTemplate(name)) return PlaceholderTemplate;
  throw new UnknownTemplateError(name);
}
