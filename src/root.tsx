import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { SessionSummary } from "~/features/account/schema";
import type { SiteNavigation } from "~/features/content/schema";
import { catalogOf, SHELL_NAMESPACES } from "~/i18n/catalogs.server";
import { I18nProvider } from "~/i18n/react";
import type { Catalog } from "~/i18n/translator";
import { safeErrorMessage } from "~/lib/redact";
import { SESSION_MARKER_SCRIPT } from "~/shell/session-store";
import { LANGUAGE_TAGS, type SiteSettings } from "~/sites/sites";
import type { BaseMap } from "~/ui/map/base-map";
import type { Route } from "./+types/root";
import { requestContext } from "./server/app-context";
import "./ui/global.css";

export interface RootData {
  site: SiteSettings;
  /** The shell's namespaces; the page route adds its template's (docs/decisions/023-hydration-data.md). */
  catalog: Catalog;
  developerTools: boolean;
  /** What the maps draw beneath their markers (MAP_STYLE_URL, MAP_PMTILES_*, or the bundled base map). */
  baseMap: BaseMap;
  /** The logged-in user (header, session watch); null for anonymous visitors. */
  session: SessionSummary | null;
  /**
   * The site's header menus and footer, once per document: pages do not carry them again, so a
   * client-side navigation does not fetch them again (decision 023). Null when they could not
   * be read; the page's error boundary then asks the fallback navigation call.
   */
  siteNavigation: SiteNavigation | null;
}

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const ctx = context.get(requestContext);
  let siteNavigation: SiteNavigation | null = null;
  try {
    const { navigation, footer } = await ctx.services.content.getNavigation(ctx.site);
    siteNavigation = { navigation, footer };
  } catch (error) {
    // The page loader shows the 500 page when the content cannot be read; the shell does without menus.
    console.error("navigation failed", safeErrorMessage(error));
  }
  return {
    siteNavigation,
    site: ctx.site,
    catalog: catalogOf(ctx.site.language, SHELL_NAMESPACES),
    developerTools: ctx.flags.developerTools,
    baseMap: ctx.baseMap,
    session: ctx.session,
  };
}

/** The site and language never change without a full page load (the language switch is a link). */
export function shouldRevalidate() {
  return false;
}

const NO_SCRIPT_CSS =
  "[id^=foldout-][hidden]{display:block!important;position:static!important;box-shadow:none!important;max-height:none!important}" +
  "[aria-controls^=foldout-],[data-crisis-toggle]{display:none!important}" +
  "[data-crisis-text][hidden]{display:block!important}";

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const language = data?.site.language ?? "sv";
  return (
    // The head's script may mark <html> as having a session before React hydrates it.
    <html lang={LANGUAGE_TAGS[language]} data-brand={data?.site.brand ?? "nordhem"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Before the first paint: a session's marker cookie holds the login button's place (decision 030). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed text of ours, hashed in the CSP. */}
        <script dangerouslySetInnerHTML={{ __html: SESSION_MARKER_SCRIPT }} />
        <Meta />
        <Links />
        {/* Without JavaScript nothing can open: show the foldouts' panels and the crisis text in the page. */}
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </head>
      <body>
        {data ? (
          <I18nProvider language={language} catalog={data.catalog}>
            {children}
          </I18nProvider>
        ) : (
          children
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Last resort when even the 500 page could not be built (for example the database is down
 * and the navigation cannot be read): a self-contained message in the site's language.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const catalog = (data?.catalog ?? {}) as { errors?: Record<string, string> };
  const notFound = status === 404;
  const title = (notFound ? catalog.errors?.notFoundTitle : catalog.errors?.serverErrorTitle) ?? "Något gick fel";
  const text = (notFound ? catalog.errors?.notFoundText : catalog.errors?.serverErrorText) ?? "";
  return (
    <main id="main" className="fatal-error">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href={data?.site.urls.start ?? "/"}>{catalog.errors?.backHome ?? "Startsida"}</a>
      </p>
    </main>
  );
}
