import { useEffect, useState } from "react";
import { data, redirect, type ShouldRevalidateFunctionArgs, useRouteLoaderData } from "react-router";
import type { NavigationFallback } from "~/features/content/schema";
import { catalogOf } from "~/i18n/catalogs.server";
import { I18nProvider, useTranslation } from "~/i18n/react";
import type { Catalog } from "~/i18n/translator";
import { safeErrorMessage } from "~/lib/redact";
import type { RootData } from "~/root";
import { requestContext } from "~/server/app-context";
import { isPageNotFound } from "~/server/feature-module";
import type { ModuleAssets } from "~/server/template-assets";
import { fallbackViewModel } from "~/shell/fallback-view-model";
import { PageShell } from "~/shell/PageShell";
import { useSite } from "~/shell/use-site";
import type { Language } from "~/sites/sites";
import { ErrorTemplate } from "~/templates/ErrorTemplate";
import { templateNamespaces } from "~/templates/namespaces";
import type { TemplatePageViewModel } from "~/templates/page-data";
import { RenderOnlyData, renderOnlyRouterContext } from "~/templates/render-only";
import { isSessionIndependent } from "~/templates/session-independent";
import { blockSources, templateSource } from "~/templates/sources";
import { TemplateView } from "~/templates/TemplateView";
import type { Route } from "./+types/page";

/**
 * Every content page: fetch the page's view model for the site and path (spec 001 section 2
 * "Route and page handling") and render its template inside the page shell.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const request = { site: ctx.site, path: url.pathname, origin: ctx.origin, isLoggedIn: ctx.isLoggedIn };
  let result: Awaited<ReturnType<typeof ctx.services.content.getPage>>;
  try {
    result = await ctx.services.content.getPage(request);
  } catch (error) {
    // The page's service failed: show the 500 page with the navigation (spec 001 section 8).
    console.error("page failed", url.pathname, safeErrorMessage(error));
    // The data layer records that a server error happened, never its internals.
    const viewModel = await ctx.services.content.getErrorPage(request, "Internal server error");
    const errorPage = await ctx.services.pageData(viewModel, { site: ctx.site, url });
    return data<PageData>({ ...errorPage, messages: messagesOf(ctx.site.language, errorPage) }, { status: 500 });
  }
  switch (result.kind) {
    case "redirect":
      throw redirect(`${result.location}${url.search}`, result.status);
    case "loginRequired":
      // 401/403 on a page leads to the login page with the referrer (spec 001 section 2).
      throw redirect(result.loginUrl, 302);
    case "page": {
      // The template's per-request data (e.g. the search page's first results), typed by its schema.
      const renderOnly = new RenderOnlyData();
      context.set(renderOnlyRouterContext, renderOnly);
      let viewModel: TemplatePageViewModel;
      try {
        viewModel = await ctx.services.pageData(result.viewModel, {
          site: ctx.site,
          url,
          renderOnly,
          auth: ctx.auth ?? undefined,
        });
      } catch (error) {
        if (!isPageNotFound(error)) throw error;
        // Not this visitor's page (decision 031): the 404 page, as for a path that does not exist.
        const notFound = await ctx.services.content.getNotFoundPage(request, "Page not found");
        const notFoundPage = await ctx.services.pageData(notFound, { site: ctx.site, url });
        return data<PageData>(
          { ...notFoundPage, messages: messagesOf(ctx.site.language, notFoundPage) },
          { status: 404 },
        );
      }
      if (ctx.rendered) ctx.rendered.sessionIndependent = isSessionIndependent(viewModel.currentComponent);
      const templateAssets = mergedAssets([
        ctx.templateAssets(templateSource(viewModel.currentComponent)),
        ...blockSources(viewModel.viewModel.blocks).map((source) => ctx.templateAssets(source)),
      ]);
      return data<PageData>(
        { ...viewModel, templateAssets, messages: messagesOf(ctx.site.language, viewModel) },
        { status: result.viewModel.status },
      );
    }
  }
}

/** The chunks and style sheets of the template and the lazily loaded blocks, each once. */
function mergedAssets(parts: ModuleAssets[]): ModuleAssets {
  return {
    modules: [...new Set(parts.flatMap((part) => part.modules))],
    styles: [...new Set(parts.flatMap((part) => part.styles))],
  };
}

/**
 * The page's view model, plus the built files of its template when that is loaded lazily, and
 * the namespaces of the translations its template uses besides the shell's (the root route's).
 */
type PageData = TemplatePageViewModel & { templateAssets?: ModuleAssets; messages: Catalog };

function messagesOf(language: Language, vm: TemplatePageViewModel): Catalog {
  return catalogOf(language, templateNamespaces(vm.currentComponent));
}

/** No fetch for a change of query or hash only (spec 001 section 2). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const vm = loaderData;
  if (!vm) return [];
  const { seo } = vm;
  const assets = vm.templateAssets ?? { modules: [], styles: [] };
  return [
    // A lazily loaded template's CSS is needed for the first paint and its code for hydration.
    ...assets.styles.map((href) => ({ tagName: "link", rel: "stylesheet", href })),
    ...assets.modules.map((href) => ({ tagName: "link", rel: "modulepreload", href })),
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: a.href })),
    ...(seo.noIndex ? [{ name: "robots", content: "noindex" }] : []),
    { name: "site-version", content: vm.siteVersion },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    ...(seo.image ? [{ property: "og:image", content: `/img/${seo.image}?w=1200&ar=3:2` }] : []),
    // schema.org data of listings (areas, stages, homes, landing pages) for search engines.
    ...(vm.viewModel.structuredData ?? []).map((item) => ({ "script:ld+json": item })),
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const vm = loaderData;
  const { language } = useTranslation();
  return (
    <I18nProvider language={language} catalog={vm.messages}>
      <PageShell vm={vm}>
        <TemplateView vm={vm} />
      </PageShell>
    </I18nProvider>
  );
}

/**
 * A page that failed after the server answered (a network error on client-side navigation,
 * or a template that failed to render): the 500 page, with the site's navigation from the root
 * route, or from the fallback navigation call when the root has none (spec 001 section 7).
 */
export function ErrorBoundary({ loaderData: pageData }: Route.ErrorBoundaryProps) {
  const site = useSite();
  const rootNavigation = useRouteLoaderData<RootData>("root")?.siteNavigation;
  const [fallback, setFallback] = useState<NavigationFallback | null>(null);
  useEffect(() => {
    // The root route sent the navigation with the document; ask for it only when it could not.
    if (rootNavigation) return;
    const url = site.site === "sv_en" ? "/api/system/navigation/get/en" : "/api/system/navigation/get";
    fetch(url, { credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<NavigationFallback>) : null))
      .then(setFallback)
      .catch(() => {});
  }, [rootNavigation, site.site]);
  const vm = fallbackViewModel(site, pageData?.siteVersion ?? "");
  return (
    <PageShell vm={vm} navigation={rootNavigation ? null : fallback}>
      <ErrorTemplate vm={vm} />
    </PageShell>
  );
}
