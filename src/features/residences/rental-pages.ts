import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { areas, type ContactPerson, objects, pages, stages } from "~/db/schema";
import { LET_OBJECT_STATUSES, type RentalObjectStatus, rentalStatusOf } from "~/domain/rental-status";
import { countyPath, municipalityPath } from "~/domain/residence-urls";
import type { DynamicPage, DynamicPageResolver } from "~/features/content/index.server";
import { translatorFor } from "~/i18n/catalogs.server";
import type { PageDataLoader } from "~/server/feature-module";
import type { SiteCode, SiteSettings } from "~/sites/sites";
import type { Range } from "./page-data";
import type {
  RentalHome,
  RentalProjectData,
  RentalProjectStartData,
  RentalProjectSummary,
  RentalStage,
} from "./rental-page-data";

/**
 * The rental pages (spec 000 section 2 "rental project and start", decision 022). A rental
 * project is an area with at least one stage of rented homes (disposal form tenancy). The rental
 * start page is a content page of template "rentalProjectStart" (its place and words are the
 * editors'); its list of projects is loaded per request. Each project has its page below it, at
 * `<rental start><municipality>/<area>/`, listing the rented homes with their rental status.
 */

const TENANCY = "tenancy";

type RentalRow = {
  areaId: number;
  stageId: number;
  status: string;
  stageProjectStatus: string;
  rooms: number;
  price: number;
};

function rangeOf(values: number[]): Range | null {
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** The rental project's page below the rental start page. */
export function rentalProjectPath(startPath: string, area: { municipalitySlug: string; slug: string }): string {
  return `${startPath}${area.municipalitySlug}/${area.slug}/`;
}

export function createRentalPages({ db }: { db: Database }) {
  /** The site's rental start pages (normally one), shortest path first. */
  async function startPages(site: SiteCode): Promise<{ path: string; title: string }[]> {
    return db
      .select({ path: pages.path, title: pages.title })
      .from(pages)
      .where(and(eq(pages.site, site), eq(pages.template, "rentalProjectStart")))
      .orderBy(asc(sql`length(${pages.path})`));
  }

  /** Let homes of the site's (or one area's) rental stages, with what their rental status needs. */
  async function letHomes(site: SiteCode, areaId?: number): Promise<RentalRow[]> {
    return db
      .select({
        areaId: objects.areaId,
        stageId: objects.stageId,
        status: objects.status,
        stageProjectStatus: stages.projectStatus,
        rooms: objects.rooms,
        price: objects.price,
      })
      .from(objects)
      .innerJoin(stages, eq(stages.id, objects.stageId))
      .where(
        and(
          eq(objects.site, site),
          eq(stages.disposalForm, TENANCY),
          inArray(objects.status, [...LET_OBJECT_STATUSES]),
          areaId === undefined ? undefined : eq(objects.areaId, areaId),
        ),
      );
  }

  /**
   * Template "rentalProjectStart": the site's rental projects, most free homes first. A project
   * whose homes are not let yet (planned, VIP) is listed too, with no homes to apply for.
   */
  async function startData(site: SiteSettings, startPath: string): Promise<RentalProjectStartData> {
    const [homes, stageRows] = await Promise.all([
      letHomes(site.site),
      db
        .select({ areaId: stages.areaId, inhabitFrom: stages.inhabitFrom })
        .from(stages)
        .where(and(eq(stages.site, site.site), eq(stages.disposalForm, TENANCY))),
    ]);
    const areaIds = [...new Set(stageRows.map((stage) => stage.areaId))];
    if (areaIds.length === 0) return { kind: "rentalProjectStart", projects: [] };
    const areaRows = await db.select().from(areas).where(inArray(areas.id, areaIds));
    const projects: RentalProjectSummary[] = areaRows.map((area) => {
      const rows = homes.filter((home) => home.areaId === area.id);
      const free = rows.filter((row) => rentalStatusOf(row.status, row.stageProjectStatus) === "forSale");
      const moveIns = stageRows
        .filter((stage) => stage.areaId === area.id && stage.inhabitFrom)
        .map((stage) => stage.inhabitFrom as string)
        .sort();
      return {
        id: area.id,
        name: area.name,
        url: rentalProjectPath(startPath, area),
        county: area.county,
        municipality: area.municipality,
        shortDescription: area.shortDescription,
        image: area.images[0] ?? null,
        available: free.length,
        homes: rows.length,
        rent: rangeOf(free.map((row) => row.price)),
        rooms: rangeOf(free.map((row) => row.rooms)),
        inhabitFrom: moveIns[0] ?? null,
      };
    });
    projects.sort(
      (a, b) => b.available - a.available || b.homes - a.homes || a.name.localeCompare(b.name, site.language),
    );
    return { kind: "rentalProjectStart", projects };
  }

  /** The area of a rental project's path, if it has rented homes. */
  async function projectAt(site: SiteSettings, path: string) {
    for (const start of await startPages(site.site)) {
      if (!path.startsWith(start.path)) continue;
      const rest = path.slice(start.path.length).split("/").filter(Boolean);
      if (rest.length !== 2) continue;
      const [municipalitySlug, slug] = rest as [string, string];
      const [area] = await db
        .select()
        .from(areas)
        .where(and(eq(areas.site, site.site), eq(areas.municipalitySlug, municipalitySlug), eq(areas.slug, slug)))
        .limit(1);
      if (area) return { start, area };
    }
    return undefined;
  }

  async function projectData(
    site: SiteSettings,
    start: string,
    area: typeof areas.$inferSelect,
  ): Promise<RentalProjectData | undefined> {
    const stageRows = await db
      .select()
      .from(stages)
      .where(and(eq(stages.areaId, area.id), eq(stages.disposalForm, TENANCY)))
      .orderBy(asc(stages.recommendedRank), asc(stages.id));
    if (stageRows.length === 0) return undefined;
    const homeRows = await db
      .select()
      .from(objects)
      .where(
        and(
          inArray(
            objects.stageId,
            stageRows.map((stage) => stage.id),
          ),
          inArray(objects.status, [...LET_OBJECT_STATUSES]),
        ),
      )
      .orderBy(asc(sql`length(${objects.number})`), asc(objects.number), asc(objects.id));
    const counts: Record<RentalObjectStatus, number> = { forSale: 0, booked: 0, rented: 0, sold: 0 };
    const freeRents: number[] = [];
    const rentalStages: RentalStage[] = stageRows.map((stage) => {
      const homes: RentalHome[] = [];
      for (const home of homeRows) {
        if (home.stageId !== stage.id) continue;
        const status = rentalStatusOf(home.status, stage.projectStatus);
        if (!status) continue;
        counts[status]++;
        if (status === "forSale") freeRents.push(home.price);
        homes.push({
          id: home.id,
          number: home.number,
          url: home.url,
          residenceType: home.residenceType,
          rooms: home.rooms,
          livingArea: Number(home.livingArea),
          floor: home.floor,
          rent: home.price,
          inhabitDate: home.inhabitDate ?? stage.inhabitFrom,
          status,
        });
      }
      return {
        id: stage.id,
        name: stage.name,
        url: stage.url,
        projectStatus: stage.projectStatus,
        inhabitFrom: stage.inhabitFrom,
        inhabitTo: stage.inhabitTo,
        homes,
      };
    });
    // The people of the rental stages, else of the area (as on the area's own page).
    const contacts: ContactPerson[] =
      [...stageRows.map((stage) => stage.contacts), area.contacts].find((list) => list.length > 0) ?? [];
    const base = site.urls.seoResidences ?? "/";
    return {
      kind: "rentalProject",
      area: {
        id: area.id,
        name: area.name,
        url: area.url,
        county: area.county,
        countyUrl: countyPath(base, area.countySlug),
        municipality: area.municipality,
        municipalityUrl: municipalityPath(base, area.countySlug, area.municipalitySlug),
        latitude: area.latitude,
        longitude: area.longitude,
        projectStatus: area.projectStatus,
        shortDescription: area.shortDescription,
        description: area.description,
        images: area.images,
      },
      stages: rentalStages,
      counts,
      rent: rangeOf(freeRents),
      contacts,
      startUrl: start,
    };
  }

  /** The rental project pages, as dynamic pages of the content service. */
  const resolver: DynamicPageResolver = async (site, path) => {
    const found = await projectAt(site, path);
    if (!found) return undefined;
    const data = await projectData(site, found.start.path, found.area);
    if (!data) return undefined;
    return rentalProjectPage(site, path, data, found.start.title);
  };

  /** The start page's list of projects, per request (rents and statuses change). */
  const startLoader: PageDataLoader<"rentalProjectStart"> = async (request) =>
    startData(request.site, request.url.pathname);

  return { resolver, startLoader, startData, projectData };
}

function rentalProjectPage(site: SiteSettings, path: string, data: RentalProjectData, startTitle: string): DynamicPage {
  const t = translatorFor(site.language);
  const title = t("pages.rental.projectTitle", { name: data.area.name });
  return {
    id: `rentalProject-${data.area.id}`,
    template: "rentalProject",
    title,
    summary: data.area.shortDescription,
    image: data.area.images[0]?.src ?? null,
    seoTitle: t("pages.rental.seoTitle", {
      name: data.area.name,
      municipality: data.area.municipality,
      siteName: site.siteName,
    }),
    seoDescription: data.area.shortDescription,
    breadcrumbs: [
      { name: t("residence.breadcrumbs.start"), url: site.urls.start ?? "/" },
      { name: startTitle, url: data.startUrl },
      { name: data.area.name, url: path },
    ],
    data,
  };
}
