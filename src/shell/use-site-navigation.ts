import { useRouteLoaderData } from "react-router";
import type { SiteNavigation } from "~/features/content/schema";
import type { RootData } from "~/root";

const NO_NAVIGATION: SiteNavigation = {
  navigation: { main: [], quickLinks: [] },
  footer: { companyLinks: [], discoveryLinks: [], helpLinks: [] },
};

/** The site's header menus and footer, sent once per document with the root route (decision 023). */
export function useSiteNavigation(): SiteNavigation {
  return useRouteLoaderData<RootData>("root")?.siteNavigation ?? NO_NAVIGATION;
}
