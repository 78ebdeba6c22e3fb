import type { PageContent, PageViewModel } from "~/features/content/schema";
import type { TemplateName } from "~/templates/names";
import type { TemplateData, TemplateViewModel } from "~/templates/page-data";

/**
 * A complete view model of template `template` with `data`, for rendering a template in a
 * component test. It is typed as the page route hands it over, so a fixture that does not
 * match the template's data schema does not compile. The page around the data is empty. It has
 * the (empty) navigation of the content service's view model too, so it serves as that as well.
 */
export function templateViewModel<K extends TemplateName>(
  template: K,
  data: TemplateData[K],
  content: Partial<Omit<PageContent, "data">> = {},
): TemplateViewModel<K> & Pick<PageViewModel, "navigation" | "footer" | "careerNavigation"> {
  return {
    dataLayer: {
      event: "pageview",
      pageType: template,
      pageId: null,
      siteId: "test-site",
      site: "sv",
      language: "sv",
      isCorporate: false,
    },
    seo: { title: "", description: "", canonical: "", noIndex: true, image: null, alternates: [] },
    currentComponent: template,
    viewModel: {
      title: "",
      summary: null,
      image: null,
      publishedAt: "2026-01-01T00:00:00.000Z",
      blocks: [],
      lists: {},
      jobs: [],
      ...content,
      data,
    },
    breadcrumbs: [],
    navigation: { main: [], quickLinks: [] },
    footer: { companyLinks: [], discoveryLinks: [], helpLinks: [] },
    careerNavigation: [],
    popularSearches: [],
    crisisBanner: null,
    epiEditUrl: null,
    isInEditMode: false,
    pageId: null,
    availableLanguages: [],
    cookiesPageUrl: null,
    cookiesFaqSectionId: null,
    isCorporate: false,
    siteVersion: "test-version",
    status: 200,
  };
}
