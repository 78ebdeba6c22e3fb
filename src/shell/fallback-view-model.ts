import type { NavigationFallback, PageViewModel } from "~/features/content/schema";
import type { SiteSettings } from "~/sites/sites";

/**
 * A view model for the 500 page when the page's own could not be used (a failed client-side
 * fetch, or a template that failed to render), with whatever navigation could be loaded.
 */
export function fallbackViewModel(
  site: SiteSettings,
  navigation: NavigationFallback | null,
  siteVersion: string,
): PageViewModel {
  return {
    dataLayer: {
      event: "error",
      pageType: "serverError",
      pageId: null,
      siteId: site.siteId,
      site: site.site,
      language: site.language,
      isCorporate: false,
      errorStatus: 500,
      errorMessage: "Page failed to load",
    },
    seo: { title: site.siteName, description: "", canonical: "", noIndex: true, image: null, alternates: [] },
    currentComponent: "serverError",
    viewModel: {
      title: "",
      summary: null,
      image: null,
      publishedAt: new Date(0).toISOString(),
      blocks: [],
      lists: {},
      jobs: [],
    },
    breadcrumbs: [],
    navigation: navigation?.navigation ?? { main: [], quickLinks: [] },
    footer: navigation?.footer ?? { companyLinks: [], discoveryLinks: [], helpLinks: [] },
    careerNavigation: navigation?.careerNavigation ?? [],
    popularSearches: [],
    crisisBanner: null,
    epiEditUrl: null,
    isInEditMode: false,
    pageId: null,
    availableLanguages: [],
    cookiesPageUrl: site.urls.cookies ?? null,
    cookiesFaqSectionId: null,
    isCorporate: false,
    siteVersion,
    status: 500,
  };
}
