import type { DynamicPageResolver } from "~/features/content/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";

/** The developer sandbox's path on every site (spec 001 section 2: sandbox paths have the bare layout). */
export const SANDBOX_PATH = "/sandbox/";

/**
 * The developer sandbox (spec 001 section 2, "a sandbox page"; decision 022): the shared UI
 * primitives on one page in the bare layout, to try them in every site's theme and language.
 * It exists only with the developer tools (never in production or pre-production), like the
 * developer outbox; it shows no data, so it needs no further guard.
 */
export function sandboxFeature(deps: FeatureDeps): FeatureModule {
  if (!deps.config.flags.developerTools) return { name: "sandbox" };
  const resolver: DynamicPageResolver = async (site, path) => {
    if (path !== SANDBOX_PATH) return undefined;
    const t = translatorFor(site.language);
    const title = t("pages.sandbox.title");
    return {
      id: "sandbox",
      template: "sandbox",
      title,
      seoTitle: `${title} | ${site.siteName}`,
      noIndex: true,
      breadcrumbs: [{ name: title, url: SANDBOX_PATH }],
      data: undefined,
    };
  };
  return { name: "sandbox", dynamicPages: [resolver] };
}
