import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { areas, objects, pages, premises, stages } from "~/db/schema";
import { purchasePriceSql } from "~/domain/purchase-price.server";
import { SEARCHED_OBJECT_STATUSES } from "~/domain/residence-enums";
import { residenceSegments, residencesBasePath } from "~/domain/residence-urls";
import type { DynamicPage, DynamicPageResolver } from "~/features/content/index.server";
import { urlKeyOfPath } from "~/features/content/index.server";
import type { Breadcrumb } from "~/features/content/schema";
import { translate } from "~/i18n/catalogs.server";
import { formatPrice } from "~/i18n/format";
import { createTtlCache } from "~/lib/ttl-cache";
import { isUrlEnabled } from "~/sites/features";
import { LANGUAGE_TAGS, SITES, type SiteCode, type SiteSettings } from "~/sites/sites";
import {
  buildPlaceTree,
  type CountyNode,
  cardOf,
  countySummaryOf,
  type MunicipalityNode,
  type PlaceTree,
  type ProjectRow,
  summaryOf,
} from "./places";
import type { AreasData, PlaceStats, ProjectCard, SeoPlaceData } from "./schema";
import type { SitemapEntry } from "./sitemap";

export interface SeoServiceDeps {
  db: Database;
  /** Seconds to keep a site's places in memory (0 turns it off); content pages use the same. */
  cacheSeconds: number;
  /** Seconds to keep a site's sitemap entries (a few minutes: crawlers come often, data changes rarely). */
  sitemapCacheSeconds: number;
}

interface SiteTree extends PlaceTree {
  /** Titles of the start page and the residences base page, for breadcrumbs. */
  startTitle: string;
  baseTitle: string;
}

const searched = [...SEARCHED_OBJECT_STATUSES];

/** More municipalities than this are counted in a county's introduction, not named. */
const MAX_NAMED_MUNICIPALITIES = 8;

/** Templates that never belong in a sitemap: the error pages. */
const ERROR_TEMPLATES = ["notFound", "serverError"];

export function createSeoService(deps: SeoServiceDeps) {
  const { db } = deps;
  const treeCache = createTtlCache<SiteTree | undefined>({ ttlMs: deps.cacheSeconds * 1000, maxEntries: 20 });
  const sitemapCache = createTtlCache<SitemapEntry[]>({ ttlMs: deps.sitemapCacheSeconds * 1000, maxEntries: 20 });

  /** Every area of the site with its stage count and the price and rooms range of its homes. */
  async function loadProjects(site: SiteCode): Promise<ProjectRow[]> {
    const [areaRows, homeRows, stageRows] = await Promise.all([
      db
        .select({
          id: areas.id,
          name: areas.name,
          url: areas.url,
          county: areas.county,
          countySlug: areas.countySlug,
          municipality: areas.municipality,
          municipalitySlug: areas.municipalitySlug,
          status: areas.projectStatus,
          images: areas.images,
          shortDescription: areas.shortDescription,
          recommendedRank: areas.recommendedRank,
        })
        .from(areas)
        .where(eq(areas.site, site)),
      db
        .select({
          areaId: objects.areaId,
          homes: sql<number>`count(*)`.mapWith(Number),
          minPrice: sql<number | null>`min(${purchasePriceSql})`.mapWith(Number),
          maxPrice: sql<number | null>`max(${purchasePriceSql})`.mapWith(Number),
          minRooms: sql<number | null>`min(${objects.rooms})`.mapWith(Number),
          maxRooms: sql<number | null>`max(${objects.rooms})`.mapWith(Number),
        })
        .from(objects)
        .where(and(eq(objects.site, site), inArray(objects.status, searched)))
        .groupBy(objects.areaId),
      db
        .select({
          areaId: stages.areaId,
          stages: sql<number>`count(*)`.mapWith(Number),
          minPrice: sql<number | null>`min(${stages.plannedMinPrice})`.mapWith(Number),
          maxPrice: sql<number | null>`max(${stages.plannedMaxPrice})`.mapWith(Number),
          minRooms: sql<number | null>`min(${stages.plannedMinRooms})`.mapWith(Number),
          maxRooms: sql<number | null>`max(${stages.plannedMaxRooms})`.mapWith(Number),
        })
        .from(stages)
        .where(eq(stages.site, site))
        .groupBy(stages.areaId),
    ]);
    const homesOf = new Map(homeRows.map((r) => [r.areaId, r]));
    const stagesOf = new Map(stageRows.map((r) => [r.areaId, r]));
    return areaRows.map(({ images, ...area }) => {
      const homes = homesOf.get(area.id);
      const planned = stagesOf.get(area.id);
      // Before homes are released, the stages' planned ranges tell what is coming.
      const range = homes ?? planned;
      const image = images[0];
      return {
        ...area,
        image: image ? { src: image.src, alt: image.alt } : null,
        stages: planned?.stages ?? 0,
        homesForSale: homes?.homes ?? 0,
        minPrice: range?.minPrice ?? null,
        maxPrice: range?.maxPrice ?? null,
        minRooms: range?.minRooms ?? null,
        maxRooms: range?.maxRooms ?? null,
      };
    });
  }

  async function loadTree(site: SiteSettings): Promise<SiteTree | undefined> {
    const base = residencesBasePath(site);
    if (!base || !isUrlEnabled(site, "seoResidences")) return undefined;
    const start = site.urls.start ?? "/";
    const [projects, titleRows] = await Promise.all([
      loadProjects(site.site),
      db
        .select({ path: pages.path, title: pages.title })
        .from(pages)
        .where(and(eq(pages.site, site.site), inArray(pages.path, [start, base]))),
    ]);
    const titleOf = new Map(titleRows.map((r) => [r.path, r.title]));
    return {
      ...buildPlaceTree(projects, base, site.locale),
      startTitle: titleOf.get(start) ?? translate(site.language, "seo.breadcrumbStart"),
      baseTitle: titleOf.get(base) ?? translate(site.language, "seo.areas.title"),
    };
  }

  function treeOf(site: SiteSettings): Promise<SiteTree | undefined> {
    return treeCache.get(site.site, () => loadTree(site));
  }

  function searchUrlOf(site: SiteSettings, place?: string): string | null {
    const path = site.urls.searchHomes;
    if (!path || !isUrlEnabled(site, "searchHomes")) return null;
    // The search URL form of spec 000 section 2: q carries tag names (here the place's name).
    return place ? `${path}?q=${encodeURIComponent(place)}` : path;
  }

  /** The generated introduction of a place page, or of the whole site when place is left out. */
  function introOf(site: SiteSettings, stats: PlaceStats, place?: string, municipalities?: string[]): string[] {
    const { language, siteName } = site;
    const t = (key: string, vars?: Record<string, unknown>) => translate(language, key, { siteName, ...vars });
    const paragraphs = [
      place
        ? t("seo.intro.projects", { count: stats.projects, place })
        : t("seo.intro.projectsSite", { count: stats.projects }),
    ];
    // Name a handful of municipalities; a long list reads badly, so then only their number.
    if (municipalities && municipalities.length > 1) {
      paragraphs.push(
        municipalities.length <= MAX_NAMED_MUNICIPALITIES
          ? t("seo.intro.municipalities", { count: municipalities.length, list: joinList(municipalities, language) })
          : t("seo.intro.municipalityCount", { count: municipalities.length }),
      );
    }
    if (stats.homesForSale > 0 && stats.minPrice !== null && stats.maxPrice !== null) {
      paragraphs.push(
        t("seo.intro.homesWithPrice", {
          count: stats.homesForSale,
          min: formatPrice(stats.minPrice, site),
          max: formatPrice(stats.maxPrice, site),
        }),
      );
    } else if (stats.homesForSale > 0) {
      paragraphs.push(t("seo.intro.homes", { count: stats.homesForSale }));
    } else {
      paragraphs.push(t("seo.intro.noHomes"));
    }
    paragraphs.push(place ? t("seo.intro.closing", { place }) : t("seo.intro.closingSite"));
    return [paragraphs.slice(0, -1).join(" "), paragraphs[paragraphs.length - 1]!];
  }

  function structuredDataOf(heading: string, projects: ProjectCard[], breadcrumbs: Breadcrumb[]) {
    return [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: heading,
        numberOfItems: projects.length,
        itemListElement: projects.map((project, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: project.name,
          url: project.url,
        })),
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: breadcrumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: crumb.url,
        })),
      },
    ];
  }

  function placePage(
    site: SiteSettings,
    tree: SiteTree,
    county: CountyNode,
    municipality: MunicipalityNode | undefined,
  ): DynamicPage {
    const place = municipality ?? county;
    const t = (key: string, vars?: Record<string, unknown>) =>
      translate(site.language, key, { siteName: site.siteName, place: place.name, ...vars });
    const heading = t("seo.heading");
    const breadcrumbs: Breadcrumb[] = [
      { name: tree.startTitle, url: site.urls.start ?? "/" },
      { name: tree.baseTitle, url: residencesBasePath(site)! },
      { name: county.name, url: county.url },
      ...(municipality ? [{ name: municipality.name, url: municipality.url }] : []),
    ];
    const projects = place.areas.map(cardOf);
    const stats = summaryOf(place);
    const data: SeoPlaceData = {
      level: municipality ? "municipality" : "county",
      heading,
      intro: introOf(site, stats, place.name, municipality ? undefined : county.municipalities.map((m) => m.name)),
      county: { name: county.name, slug: county.slug, url: county.url },
      municipality: municipality ? { name: municipality.name, slug: municipality.slug, url: municipality.url } : null,
      stats: {
        projects: stats.projects,
        homesForSale: stats.homesForSale,
        minPrice: stats.minPrice,
        maxPrice: stats.maxPrice,
      },
      municipalities: county.municipalities.filter((m) => m !== municipality).map(summaryOf),
      projects,
      searchUrl: searchUrlOf(site, place.name),
    };
    return {
      id: municipality ? `seo-${site.site}-${county.slug}-${municipality.slug}` : `seo-${site.site}-${county.slug}`,
      template: municipality ? "seoMunicipality" : "seoCounty",
      title: heading,
      summary: data.intro[0] ?? null,
      image: projects.find((p) => p.image)?.image?.src ?? null,
      seoTitle: t("seo.seoTitle"),
      seoDescription: t("seo.seoDescription", { count: stats.homesForSale }),
      breadcrumbs,
      data,
      structuredData: structuredDataOf(heading, projects, breadcrumbs),
    };
  }

  /** County and municipality pages: one or two segments below the residences base. */
  const resolvePlacePage: DynamicPageResolver = async (site, path) => {
    const segments = residenceSegments(site, path);
    if (!segments || segments.length < 1 || segments.length > 2) return undefined;
    const tree = await treeOf(site);
    const county = tree?.counties.find((c) => c.slug === segments[0]);
    if (!tree || !county) return undefined;
    if (segments.length === 1) return placePage(site, tree, county, undefined);
    const municipality = county.municipalities.find((m) => m.slug === segments[1]);
    return municipality ? placePage(site, tree, county, municipality) : undefined;
  };

  /** The residences base page's data: every county with its municipalities. */
  async function areasData(site: SiteSettings): Promise<AreasData | undefined> {
    const tree = await treeOf(site);
    if (!tree) return undefined;
    return {
      intro: introOf(site, tree.stats),
      stats: tree.stats,
      counties: tree.counties.map(countySummaryOf),
      searchUrl: searchUrlOf(site),
    };
  }

  /**
   * Every public page of the sites on one host (the Swedish host also serves the English
   * sub-site): indexable content pages, the landing pages, and every area, stage and home.
   */
  async function loadSitemap(sites: SiteSettings[]): Promise<SitemapEntry[]> {
    const codes = sites.map((s) => s.site);
    // Premises pages only where the site offers premises (Sweden and Finland, spec 000 section 2).
    const premisesSites = sites.filter((site) => isUrlEnabled(site, "premises")).map((site) => site.site);
    const [contentRows, areaRows, stageRows, objectRows, premisesRows, trees] = await Promise.all([
      db
        .select({ site: pages.site, path: pages.path, updatedAt: pages.updatedAt })
        .from(pages)
        .where(
          and(
            inArray(pages.site, codes),
            eq(pages.noIndex, false),
            eq(pages.requiresLogin, false),
            notInArray(pages.template, ERROR_TEMPLATES),
          ),
        )
        .orderBy(pages.path),
      db
        .select({ url: areas.url, createdAt: areas.createdAt })
        .from(areas)
        .where(inArray(areas.site, codes))
        .orderBy(areas.url),
      db.select({ url: stages.url }).from(stages).where(inArray(stages.site, codes)).orderBy(stages.url),
      db.select({ url: objects.url }).from(objects).where(inArray(objects.site, codes)).orderBy(objects.url),
      premisesSites.length === 0
        ? Promise.resolve([])
        : db
            .select({ url: premises.url, createdAt: premises.createdAt })
            .from(premises)
            .where(inArray(premises.site, premisesSites))
            .orderBy(premises.url),
      Promise.all(sites.map((site) => treeOf(site))),
    ]);
    const entries: SitemapEntry[] = [];
    for (const row of contentRows) {
      const site = SITES[row.site as SiteCode];
      // A stored page at the path of a feature the site lacks is answered with 404.
      const key = site ? urlKeyOfPath(site, row.path) : undefined;
      if (!site || (key && !isUrlEnabled(site, key))) continue;
      entries.push({ path: row.path, lastmod: row.updatedAt });
    }
    for (const tree of trees) {
      for (const county of tree?.counties ?? []) {
        entries.push({ path: county.url });
        for (const municipality of county.municipalities) entries.push({ path: municipality.url });
      }
    }
    for (const row of areaRows) entries.push({ path: row.url, lastmod: row.createdAt });
    for (const row of stageRows) entries.push({ path: row.url });
    for (const row of objectRows) entries.push({ path: row.url });
    for (const row of premisesRows) entries.push({ path: row.url, lastmod: row.createdAt });
    return entries;
  }

  return {
    resolvePlacePage,
    areasData,
    /** The sitemap entries of the sites on a host, cached for a few minutes. */
    sitemapEntries(sites: SiteSettings[]): Promise<SitemapEntry[]> {
      return sitemapCache.get(sites.map((s) => s.site).join(","), () => loadSitemap(sites));
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;

/** "A, B och C" in the site's language. */
function joinList(items: string[], language: SiteSettings["language"]): string {
  return new Intl.ListFormat(LANGUAGE_TAGS[language], { style: "long", type: "conjunction" }).format(items);
}
