import type { SiteCode, SiteSettings } from "./sites";

/** Links a page offers beyond the site's own URL set (issue 13). */

/**
 * The privacy pages of the sites whose URL set (verbatim from spec 000 section 2) names none: the
 * integrity policy of the demo content. Not a URL key, so that the spec's sets stay as written
 * (decision 021).
 */
const PRIVACY_PAGES: Partial<Record<SiteCode, string>> = {
  sv: "/anvandarvillkor/integritetspolicy/",
  sv_en: "/en/terms-of-use/privacy-policy/",
};

/**
 * Where a form's consent links to (issue 13): the site's GDPR page, else its privacy policy, else
 * its cookie page (Norway's lies under "personvern", Finland's under the terms of use).
 */
export function privacyUrlOf(site: Pick<SiteSettings, "site" | "urls">): string | undefined {
  return site.urls.gdpr ?? PRIVACY_PAGES[site.site] ?? site.urls.cookies;
}
