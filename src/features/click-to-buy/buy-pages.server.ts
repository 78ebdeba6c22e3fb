import type { DynamicPageResolver } from "~/features/content/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import { buyPagePaths, flowOfSite } from "./flows";

/**
 * The pages around the buy flow (decision 045): success, complete and error under the site's
 * click-to-buy path. They are dynamic pages with their templates; their data comes from the
 * templates' loaders (the booking in this browser), so the page itself is the same for everyone.
 */
export const buyPagesResolver: DynamicPageResolver = async (site, path) => {
  const clickToBuy = site.urls.clickToBuy;
  if (!clickToBuy || !flowOfSite(site.site) || !path.startsWith(clickToBuy)) return undefined;
  const paths = buyPagePaths(site.site, clickToBuy);
  const t = translatorFor(site.language);
  const template =
    path === paths.success
      ? ("buyResidenceSuccess" as const)
      : path === paths.complete
        ? ("clickToBuyComplete" as const)
        : path === paths.error
          ? ("buyResidenceError" as const)
          : undefined;
  if (!template) return undefined;
  const title = t(`buyResidence.pages.${template}`);
  const base = { id: `${template}-${site.site}`, title, seoTitle: `${title} | ${site.siteName}`, noIndex: true };
  const breadcrumbs = [{ name: title, url: path }];
  // The loaders fill the data per request; the dynamic page carries the template's empty data.
  if (template === "buyResidenceError") {
    return { ...base, template, breadcrumbs, data: { errorCode: 0, reason: null, objectUrl: null } };
  }
  return { ...base, template, breadcrumbs, data: null };
};
