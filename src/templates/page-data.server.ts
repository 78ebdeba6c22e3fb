import type { PageViewModel } from "~/features/content/schema";
import { parseWithSchema, SchemaMismatchError } from "~/lib/schema-check";
import type { FeatureModule, PageDataLoaders, PageDataRequest } from "~/server/feature-module";
import { isTemplateName, type TemplateName, UnknownTemplateError } from "./names";
import { type DataTemplateName, PAGE_DATA_SCHEMAS, type TemplateData, type TemplatePageViewModel } from "./page-data";

function hasDataSchema(template: string): template is DataTemplateName {
  return Object.hasOwn(PAGE_DATA_SCHEMAS, template);
}

/**
 * `data` as template `template` gets it: parsed by the template's schema (which also drops
 * anything the schema does not declare, so hydration data carries only what the template may
 * render). Parsing a page's data takes tens of microseconds (the search page's 90 hits about
 * 30 µs), against milliseconds for rendering it, so it runs on every page. With `strict`
 * (development and tests), undeclared keys are an error instead of being dropped silently.
 */
export function templateDataOf(
  template: TemplateName,
  data: unknown,
  options: { strict: boolean; subject?: string },
): TemplateData[TemplateName] {
  const subject = options.subject ?? `the data of template "${template}"`;
  if (hasDataSchema(template)) {
    return parseWithSchema(PAGE_DATA_SCHEMAS[template], data, { subject, strict: options.strict });
  }
  // No schema, no data: neither a loader nor a dynamic page can give such a template any (their
  // types forbid it), so data here is a mistake worth failing a test for.
  if (options.strict && data !== undefined)
    throw new SchemaMismatchError(subject, ["(root): the template has no data"]);
  return undefined;
}

/**
 * The page view model with its data typed for its template (see TemplatePageViewModel), without
 * the site's navigation and footer: the root route sends those once per document, and the career
 * menu no page renders (BrowserPageViewModel, decision 023).
 */
export function templatePageViewModel(
  viewModel: PageViewModel,
  data: unknown,
  options: { strict: boolean; subject?: string },
): TemplatePageViewModel {
  const template = viewModel.currentComponent;
  // The content service refuses unknown templates already; this keeps the type honest.
  if (!isTemplateName(template)) throw new UnknownTemplateError(template);
  const { navigation: _navigation, footer: _footer, careerNavigation: _careerNavigation, ...page } = viewModel;
  return {
    ...page,
    currentComponent: template,
    viewModel: { ...viewModel.viewModel, data: templateDataOf(template, data, options) },
  };
}

/** Every feature's page data loaders in one table; two features loading one template's data is a mistake. */
export function pageDataLoadersOf(features: FeatureModule[]): PageDataLoaders {
  const loaders: PageDataLoaders = {};
  for (const feature of features) {
    if (!feature.pageData) continue;
    for (const template of Object.keys(feature.pageData)) {
      if (Object.hasOwn(loaders, template)) throw new Error(`Two features load the data of template "${template}"`);
    }
    Object.assign(loaders, feature.pageData);
  }
  return loaders;
}

/**
 * The page route's view of page data (src/routes/page.tsx): the page's view model, with the
 * per-request data of its template's loader when it has one (only for pages served with 200:
 * an error page shows no feature's data), parsed by the template's schema.
 */
export function createPageData(loaders: PageDataLoaders, options: { strict: boolean }) {
  return async (viewModel: PageViewModel, request: PageDataRequest): Promise<TemplatePageViewModel> => {
    const template = viewModel.currentComponent;
    let data = viewModel.viewModel.data;
    if (viewModel.status === 200 && hasDataSchema(template)) {
      const loaded = await loaders[template]?.(request);
      // A loader without data for this request (e.g. a site without home search) keeps the page's.
      if (loaded !== undefined) data = loaded;
    }
    return templatePageViewModel(viewModel, data, {
      strict: options.strict,
      subject: `the data of template "${template}" at ${request.url.pathname}`,
    });
  };
}
