import type { BrowserPageViewModel } from "~/features/content/schema";
import type { SiteSettings } from "~/sites/sites";

/**
 * A view model for the 500 page when the page's own could not be used (a failed client-side
 * fetch, or a template that failed to render). The shell shows the site's navigation from the
 * root route, or the fallback navigation call's when the root has none (src/routes/page.tsx).
 */
export function fallbackViewModel(site: SiteSettings, siteVersion: string): BrowserPageViewModel {
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
