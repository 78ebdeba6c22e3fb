import { and, asc, desc, eq, gte, inArray, like } from "drizzle-orm";
import type { Database } from "~/db/client";
import { crisisBanners, jobPostings, navigations, pages, siteContent } from "~/db/schema";
import { createTtlCache } from "~/lib/ttl-cache";
import type { PageInvalidation } from "~/server/page-invalidation";
import { headerQuickLinkCount, isUrlEnabled } from "~/sites/features";
import { type HostMap, hostOfSite } from "~/sites/resolve";
import { LANGUAGE_TAGS, SITES, type SiteCode, type SiteSettings, type UrlKey } from "~/sites/sites";
import type { TemplateName } from "~/templates/names";
import { isTemplateName, UnknownTemplateError } from "~/templates/names";
import type { TemplateData } from "~/templates/page-data";
import type {
  AvailableLanguage,
  Breadcrumb,
  ContentBlock,
  CrisisBanner,
  DataLayer,
  JobPosting,
  MenuName,
  NavigationFallback,
  NavigationItem,
  PageContent,
  PageTeaser,
  PageViewModel,
  PopularSearch,
} from "./schema";

/** Sites that are one brand in several languages: the language switch moves between them. */
const LANGUAGE_GROUP: SiteCode[] = ["sv", "sv_en", "no", "fi"];

export interface PageRequest {
  site: SiteSettings;
  /** Path name of the request (no query), with the English sub-site's /en prefix kept. */
  path: string;
  /** Origin of the request, e.g. "http://localhost:3000", for absolute URLs. */
  origin: string;
  isLoggedIn: boolean;
}

export type PageResult =
  | { kind: "page"; viewModel: PageViewModel }
  | { kind: "redirect"; location: string; status: 301 | 302 }
  | { kind: "loginRequired"; loginUrl: string };

/**
 * A page that is not stored as content but derived from a feature's data, such as an area,
 * stage or home page, or an SEO landing page of a county (issue 3). Its data is what its
 * template's schema describes (src/templates/page-data.ts): `DynamicPage` is the union over
 * the templates, so a page of template "stage" must carry stage data.
 */
export type DynamicPage = { [K in TemplateName]: DynamicPageOf<K> }[TemplateName];

/** A dynamic page of template `K`. */
export interface DynamicPageOf<K extends TemplateName> {
  /** Stable id for the data layer, e.g. "stage-12". */
  id: string;
  template: K;
  title: string;
  summary?: string | null;
  image?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  noIndex?: boolean;
  /**
   * The HTTP status to answer with: a page about something that is not there (a removed home's
   * old address: 410, an unknown one: 404) still renders its own template and data (spec 001
   * section 2, "Answer 404: the returned data is still used"). Default 200.
   */
  status?: 404 | 410;
  /** From the site's start page down to this page. */
  breadcrumbs: Breadcrumb[];
  data: TemplateData[K];
  structuredData?: Record<string, unknown>[];
}

/** Finds the dynamic page at a path of a site; undefined when it has none. */
export type DynamicPageResolver = (site: SiteSettings, path: string) => Promise<DynamicPage | undefined>;

export interface ContentServiceDeps {
  db: Database;
  hostMap: HostMap;
  /** Version of the running build; browsers reload when it changes (spec 001 section 4). */
  siteVersion: () => string;
  clock?: () => Date;
  /** Seconds to keep a site's menus and page view models in memory (0 turns it off). */
  cacheSeconds?: number;
  /** Asked in order when no content page exists at a path. */
  dynamicPages?: DynamicPageResolver[];
  /** Told of pages whose data changed (a home just reserved): their view models are dropped. */
  invalidation?: PageInvalidation;
}

interface SiteChrome {
  menus: Partial<Record<MenuName, NavigationItem[]>>;
  crisisBanner: CrisisBanner | null;
  popularSearches: PopularSearch[];
  cookiesFaqSectionId: string | null;
}

type PageRow = typeof pages.$inferSelect;

/** Paths end with a slash; an empty path is the root. */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? "/";
  const collapsed = withoutQuery.replace(/\/{2,}/g, "/");
  return collapsed.endsWith("/") ? collapsed : `${collapsed}/`;
}

/** The URL-set purpose of a path on a site, if it is one of the localized system paths. */
export function urlKeyOfPath(site: SiteSettings, path: string): UrlKey | undefined {
  return (Object.entries(site.urls) as [UrlKey, string][]).find(([, p]) => p === path)?.[0];
}

export function createContentService(deps: ContentServiceDeps) {
  const { db, hostMap, siteVersion } = deps;
  const clock = deps.clock ?? (() => new Date());
  const ttlMs = (deps.cacheSeconds ?? 10) * 1000;
  // Content is the same for every visitor: keep menus and page view models briefly per
  // process (docs/decisions/004-caching.md). Bounded, so random 404 paths cannot fill memory.
  const chromeCache = createTtlCache<SiteChrome>({ ttlMs, maxEntries: 50 });
  const pageCache = createTtlCache<PageResult>({ ttlMs, maxEntries: 2000 });
  // Keys are site|origin|path|loggedIn: the path is the third part.
  deps.invalidation?.subscribe((matches) => pageCache.deleteWhere((key) => matches(key.split("|")[2] ?? "")));

  async function loadChrome(site: SiteCode): Promise<SiteChrome> {
    const [menuRows, bannerRows, contentRows] = await Promise.all([
      db.select().from(navigations).where(eq(navigations.site, site)),
      db
        .select()
        .from(crisisBanners)
        .where(and(eq(crisisBanners.site, site), eq(crisisBanners.active, true)))
        .orderBy(desc(crisisBanners.updatedAt))
        .limit(1),
      db.select().from(siteContent).where(eq(siteContent.site, site)),
    ]);
    const menus: SiteChrome["menus"] = {};
    for (const row of menuRows) menus[row.menu as MenuName] = row.items;
    const banner = bannerRows[0];
    return {
      menus,
      crisisBanner: banner ? { heading: banner.heading, text: banner.text, linkUrl: banner.linkUrl } : null,
      popularSearches: contentRows[0]?.popularSearches ?? [],
      cookiesFaqSectionId: contentRows[0]?.cookiesFaqSectionId ?? null,
    };
  }

  function chrome(site: SiteCode): Promise<SiteChrome> {
    return chromeCache.get(site, () => loadChrome(site));
  }

  function originOf(site: SiteCode, request: PageRequest): string {
    const current = new URL(request.origin);
    const host = hostOfSite(hostMap, site);
    if (!host || hostMap[current.hostname] === hostMap[host]) return request.origin;
    return `${current.protocol}//${host}${current.port && !host.includes(":") ? `:${current.port}` : ""}`;
  }

  function navigationOf(site: SiteSettings, chromeData: SiteChrome): NavigationFallback {
    const menu = (name: MenuName) => chromeData.menus[name] ?? [];
    return {
      navigation: { main: menu("main"), quickLinks: menu("quick").slice(0, headerQuickLinkCount(site)) },
      footer: {
        companyLinks: menu("footerCompany"),
        discoveryLinks: menu("footerDiscovery"),
        helpLinks: menu("footerHelp"),
      },
      careerNavigation: menu("career"),
    };
  }

  async function breadcrumbsOf(site: SiteSettings, page: PageRow): Promise<Breadcrumb[]> {
    const segments = page.path.split("/").filter(Boolean);
    const ancestors = segments.map((_, i) => `/${segments.slice(0, i + 1).join("/")}/`);
    const root = site.urls.start ?? "/";
    const paths = [root, ...ancestors.filter((p) => p !== root)];
    const rows = await db
      .select({ path: pages.path, title: pages.title })
      .from(pages)
      .where(and(eq(pages.site, site.site), inArray(pages.path, paths)));
    const titleOf = new Map(rows.map((r) => [r.path, r.title]));
    // Ancestors without a page of their own (a folder) are left out.
    return paths.filter((p) => titleOf.has(p)).map((p) => ({ name: titleOf.get(p)!, url: p }));
  }

  /**
   * The page's equivalents on the other sites of its language group (issue 13, point 8). A page
   * is the same page on another site when both are stored under one translation key, or when its
   * path is an entry of the site's URL set (the home search, the residences base, login, …) that
   * the other site has too: the Swedish /sok-bostad/ is the Norwegian /finn-din-bolig/. These are
   * the hreflang alternates. The language menu also leads from a page that has no equivalent but
   * lies under the home search or the residences base (a tag search, a county, an area, a stage,
   * a home: the other country's homes are others) to the other site's home search, and from any
   * other page to the other site's start page.
   */
  async function alternatesOf(site: SiteSettings, page: PageRow, request: PageRequest) {
    const group = LANGUAGE_GROUP.includes(site.site) ? LANGUAGE_GROUP : [site.site];
    const rows = page.translationKey
      ? await db
          .select({ site: pages.site, path: pages.path })
          .from(pages)
          .where(and(eq(pages.translationKey, page.translationKey), inArray(pages.site, group)))
      : [];
    const pathBySite = new Map(rows.map((r) => [r.site, r.path]));
    const urlKey = (Object.keys(site.urls) as UrlKey[]).find((key) => key !== "start" && site.urls[key] === page.path);
    if (urlKey) {
      for (const code of group) {
        const path = SITES[code].urls[urlKey];
        if (path && isUrlEnabled(SITES[code], urlKey) && !pathBySite.has(code)) pathBySite.set(code, path);
      }
    }
    pathBySite.set(site.site, page.path);
    const underHomes = [site.urls.searchHomes, site.urls.seoResidences].some(
      (base) => base !== undefined && page.path.startsWith(base),
    );
    const languages: AvailableLanguage[] = group.map((code) => {
      const other = SITES[code];
      const path =
        pathBySite.get(code) ??
        (underHomes && isUrlEnabled(other, "searchHomes") ? other.urls.searchHomes : undefined) ??
        other.urls.start ??
        "/";
      const origin = originOf(code, request);
      return {
        language: other.language,
        site: code,
        url: origin === request.origin ? path : `${origin}${path}`,
        isCurrent: code === site.site,
      };
    });
    const hreflang = [...pathBySite.entries()].map(([code, path]) => ({
      hreflang: LANGUAGE_TAGS[SITES[code as SiteCode].language],
      href: `${originOf(code as SiteCode, request)}${path}`,
    }));
    return { languages, hreflang };
  }

  /** The pages each pageList block lists, keyed by block index. */
  async function listsOf(site: SiteSettings, blocks: ContentBlock[]): Promise<Record<string, PageTeaser[]>> {
    const lists: Record<string, PageTeaser[]> = {};
    await Promise.all(
      blocks.map(async (block, index) => {
        if (block.type !== "pageList") return;
        const conditions = [eq(pages.site, site.site), eq(pages.template, block.template)];
        if (block.pathPrefix) conditions.push(like(pages.path, `${escapeLike(block.pathPrefix)}%`));
        const rows = await db
          .select({
            title: pages.title,
            url: pages.path,
            summary: pages.summary,
            image: pages.image,
            publishedAt: pages.publishedAt,
            template: pages.template,
          })
          .from(pages)
          .where(and(...conditions))
          .orderBy(desc(pages.publishedAt))
          .limit(block.limit ?? 12);
        lists[String(index)] = rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() }));
      }),
    );
    return lists;
  }

  /** The site's open job postings, soonest deadline first. */
  async function openJobsOf(site: SiteSettings): Promise<JobPosting[]> {
    const today = clock().toISOString().slice(0, 10);
    return db
      .select({
        id: jobPostings.id,
        title: jobPostings.title,
        location: jobPostings.location,
        department: jobPostings.department,
        summary: jobPostings.summary,
        applyBy: jobPostings.applyBy,
      })
      .from(jobPostings)
      .where(and(eq(jobPostings.site, site.site), gte(jobPostings.applyBy, today)))
      .orderBy(asc(jobPostings.applyBy));
  }

  async function findPage(site: SiteSettings, path: string): Promise<PageRow | undefined> {
    const rows = await db
      .select()
      .from(pages)
      .where(and(eq(pages.site, site.site), eq(pages.path, path)))
      .limit(1);
    return rows[0];
  }

  function errorPath(site: SiteSettings, status: 404 | 500): string {
    return `${site.pathPrefix}/${status}/`;
  }

  async function buildViewModel(
    site: SiteSettings,
    page: PageRow,
    request: PageRequest,
    status: number,
    error?: { status: number; message: string },
    dynamic?: DynamicPage,
  ): Promise<PageViewModel> {
    if (!isTemplateName(page.template)) throw new UnknownTemplateError(page.template);
    const [chromeData, breadcrumbs, alternates, lists, jobs] = await Promise.all([
      chrome(site.site),
      dynamic ? Promise.resolve(dynamic.breadcrumbs) : status === 200 ? breadcrumbsOf(site, page) : Promise.resolve([]),
      alternatesOf(site, page, request),
      listsOf(site, page.blocks),
      page.blocks.some((block) => block.type === "jobList") ? openJobsOf(site) : Promise.resolve([]),
    ]);
    const shell = navigationOf(site, chromeData);
    const dataLayer: DataLayer = {
      event: error ? "error" : "pageview",
      pageType: page.template,
      pageId: page.id,
      siteId: site.siteId,
      site: site.site,
      language: site.language,
      isCorporate: page.isCorporate,
      ...(error ? { errorStatus: error.status, errorMessage: error.message } : {}),
    };
    const viewModel: PageContent = {
      title: page.title,
      summary: page.summary,
      image: page.image,
      publishedAt: page.publishedAt.toISOString(),
      blocks: page.blocks,
      lists,
      jobs,
      ...(dynamic
        ? {
            data: dynamic.data,
            structuredData: dynamic.structuredData?.map((item) => absoluteUrls(item, request.origin)),
          }
        : {}),
    };
    return {
      dataLayer,
      seo: {
        title: page.seoTitle ?? `${page.title} | ${site.siteName}`,
        // Every page has a meta description (search results' snippet; Lighthouse's SEO check):
        // an editor's, else the summary, else the page's title with the site's name.
        description: page.seoDescription ?? page.summary ?? [page.title, site.siteName].filter(Boolean).join(" – "),
        canonical: `${request.origin}${status === 200 ? page.path : request.path}`,
        noIndex: page.noIndex || status !== 200,
        image: page.image,
        alternates: status === 200 ? alternates.hreflang : [],
      },
      currentComponent: page.template,
      viewModel,
      breadcrumbs,
      ...shell,
      popularSearches: chromeData.popularSearches,
      crisisBanner: chromeData.crisisBanner,
      epiEditUrl: null,
      isInEditMode: false,
      pageId: page.id,
      availableLanguages: alternates.languages,
      cookiesPageUrl: site.urls.cookies ?? null,
      cookiesFaqSectionId: chromeData.cookiesFaqSectionId,
      isCorporate: page.isCorporate,
      siteVersion: siteVersion(),
      status,
    };
  }

  /** A page with no content of its own: the error pages when the seed lacks them. */
  function syntheticPage(site: SiteSettings, status: 404 | 500): PageRow {
    const now = clock();
    return {
      id: `${site.site}-${status}`,
      site: site.site,
      path: errorPath(site, status),
      template: status === 404 ? "notFound" : "serverError",
      // No title of its own: the error template shows the translated one.
      title: "",
      summary: null,
      image: null,
      seoTitle: null,
      seoDescription: null,
      noIndex: true,
      translationKey: String(status),
      isCorporate: false,
      requiresLogin: false,
      blocks: [],
      publishedAt: now,
      updatedAt: now,
    };
  }

  /** A dynamic page in the shape of a stored one, so one view-model builder serves both. */
  function dynamicRow(site: SiteSettings, path: string, dynamic: DynamicPage): PageRow {
    const now = clock();
    return {
      id: dynamic.id,
      site: site.site,
      path,
      template: dynamic.template,
      title: dynamic.title,
      summary: dynamic.summary ?? null,
      image: dynamic.image ?? null,
      seoTitle: dynamic.seoTitle ?? null,
      seoDescription: dynamic.seoDescription ?? null,
      noIndex: dynamic.noIndex ?? false,
      translationKey: null,
      isCorporate: false,
      requiresLogin: false,
      blocks: [],
      publishedAt: now,
      updatedAt: now,
    };
  }

  async function errorViewModel(site: SiteSettings, request: PageRequest, status: 404 | 500, message: string) {
    const page = (await findPage(site, errorPath(site, status))) ?? syntheticPage(site, status);
    return buildViewModel(site, page, request, status, { status, message });
  }

  async function resolvePage(request: PageRequest): Promise<PageResult> {
    const { site } = request;
    const path = normalizePath(request.path);
    // One URL per page: the canonical form ends with a slash; the route keeps the query.
    if (path !== request.path) return { kind: "redirect", location: path, status: 301 };
    const key = urlKeyOfPath(site, path);
    if (key && !isUrlEnabled(site, key)) {
      return { kind: "page", viewModel: await errorViewModel(site, request, 404, "Feature not on this site") };
    }
    const page = await findPage(site, path);
    if (!page) {
      for (const resolve of deps.dynamicPages ?? []) {
        const dynamic = await resolve(site, path);
        if (dynamic) {
          const status = dynamic.status ?? 200;
          // Like the 404 page, a page answered with an error status records it in the data layer.
          const error = dynamic.status ? { status, message: status === 410 ? "Gone" : "Page not found" } : undefined;
          return {
            kind: "page",
            viewModel: await buildViewModel(site, dynamicRow(site, path, dynamic), request, status, error, dynamic),
          };
        }
      }
    }
    if (!page || page.template === "notFound" || page.template === "serverError") {
      const status = page?.template === "serverError" ? 500 : 404;
      return { kind: "page", viewModel: await errorViewModel(site, request, status, "Page not found") };
    }
    if (page.requiresLogin && !request.isLoggedIn) {
      // The English sub-site has no login of its own: its visitors log in on the Swedish site (same
      // host, same session) and come back (decision 031).
      const loginPath = site.features.login ? site.urls.login : site.localizedSubSite ? SITES.sv.urls.login : undefined;
      if (!loginPath) return { kind: "page", viewModel: await errorViewModel(site, request, 404, "No login") };
      return { kind: "loginRequired", loginUrl: `${loginPath}?referrer=${encodeURIComponent(path)}` };
    }
    return { kind: "page", viewModel: await buildViewModel(site, page, request, 200) };
  }

  return {
    /**
     * The page view model for a path on a site (spec 001 section 7), or a redirect, or the
     * demand to log in first. Unknown paths and paths of features the site lacks give the
     * 404 page's view model with status 404.
     */
    getPage(request: PageRequest): Promise<PageResult> {
      const key = `${request.site.site}|${request.origin}|${request.path}|${request.isLoggedIn}`;
      return pageCache.get(key, () => resolvePage(request));
    },

    /** The 500 page's view model, for when building a page failed (spec 001 section 8). */
    async getErrorPage(request: PageRequest, message: string): Promise<PageViewModel> {
      return errorViewModel(request.site, request, 500, message);
    },

    /**
     * The 404 page's view model, for a page whose template's data loader found nothing for this
     * visitor (a My Pages path that is not in the user's menu, decision 031).
     */
    async getNotFoundPage(request: PageRequest, message: string): Promise<PageViewModel> {
      return errorViewModel(request.site, request, 404, message);
    },

    /** GET /api/system/navigation/get: the fallback navigation and footer. */
    async getNavigation(site: SiteSettings): Promise<NavigationFallback> {
      return navigationOf(site, await chrome(site.site));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

const ADDRESS_KEYS = new Set(["url", "item", "@id", "image"]);

/**
 * schema.org wants absolute addresses: site-relative url, item, @id and image values get the
 * origin, also inside a list of them ("image": ["/img/a.jpg", ...]).
 */
function absoluteUrls<T>(value: T, origin: string): T {
  if (Array.isArray(value)) return value.map((item) => absoluteUrls(item, origin)) as T;
  if (!value || typeof value !== "object") return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = ADDRESS_KEYS.has(key) ? absoluteAddress(item, origin) : absoluteUrls(item, origin);
  }
  return result as T;
}

function absoluteAddress(value: unknown, origin: string): unknown {
  if (typeof value === "string") return value.startsWith("/") && !value.startsWith("//") ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absoluteAddress(item, origin));
  return absoluteUrls(value, origin);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
