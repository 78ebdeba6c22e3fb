import { countyPath, municipalityPath } from "~/domain/residence-urls";
import type { CountySummary, PlaceStats, PlaceSummary, ProjectCard } from "./schema";

/**
 * Pure grouping of a site's projects into counties and municipalities, with the key numbers
 * of each place. Kept apart from the database so the rules are unit-tested.
 */

export interface ProjectRow extends ProjectCard {
  countySlug: string;
  municipalitySlug: string;
  recommendedRank: number;
}

export interface MunicipalityNode extends PlaceSummary {
  /** The place's projects, in listing order. */
  areas: ProjectRow[];
}

export interface CountyNode extends PlaceSummary {
  municipalities: MunicipalityNode[];
  areas: ProjectRow[];
}

export interface PlaceTree {
  counties: CountyNode[];
  stats: PlaceStats;
}

/** Projects still being sold come first; finished ones (sold out, resale, references) last. */
const STATUS_ORDER: Record<string, number> = {
  forSale: 0,
  preselling: 0,
  vip: 0,
  moveInReady: 0,
  planned: 1,
  soldOut: 2,
  succession: 3,
  reference: 4,
};

export function compareProjects(a: ProjectRow, b: ProjectRow): number {
  return (
    (STATUS_ORDER[a.status] ?? 5) - (STATUS_ORDER[b.status] ?? 5) ||
    a.recommendedRank - b.recommendedRank ||
    a.name.localeCompare(b.name) ||
    a.id - b.id
  );
}

function minOf(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? Math.min(...present) : null;
}

function maxOf(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? Math.max(...present) : null;
}

/**
 * Key numbers of a set of projects. The price range comes from homes for sale; only when none
 * is for sale does it fall back to the projects' planned ranges.
 */
export function statsOf(projects: ProjectRow[]): PlaceStats {
  const selling = projects.filter((p) => p.homesForSale > 0);
  const priced = selling.length ? selling : projects;
  return {
    projects: projects.length,
    homesForSale: projects.reduce((sum, p) => sum + p.homesForSale, 0),
    minPrice: minOf(priced.map((p) => p.minPrice)),
    maxPrice: maxOf(priced.map((p) => p.maxPrice)),
  };
}

/** Groups projects by county and municipality (by slug), places sorted by name in the site's locale. */
export function buildPlaceTree(projects: ProjectRow[], base: string, locale: string): PlaceTree {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);
  const counties = new Map<string, { name: string; municipalities: Map<string, ProjectRow[]> }>();
  for (const project of projects) {
    let county = counties.get(project.countySlug);
    if (!county) {
      county = { name: project.county, municipalities: new Map() };
      counties.set(project.countySlug, county);
    }
    const list = county.municipalities.get(project.municipalitySlug) ?? [];
    list.push(project);
    county.municipalities.set(project.municipalitySlug, list);
  }
  const nodes: CountyNode[] = [...counties.entries()].map(([countySlug, county]) => {
    const municipalities: MunicipalityNode[] = [...county.municipalities.entries()]
      .map(([slug, list]) => {
        const sorted = [...list].sort(compareProjects);
        return {
          name: sorted[0]!.municipality,
          slug,
          url: municipalityPath(base, countySlug, slug),
          ...statsOf(sorted),
          areas: sorted,
        };
      })
      .sort(byName);
    const countyProjects = municipalities.flatMap((m) => m.areas).sort(compareProjects);
    return {
      name: county.name,
      slug: countySlug,
      url: countyPath(base, countySlug),
      ...statsOf(countyProjects),
      municipalities,
      areas: countyProjects,
    };
  });
  nodes.sort(byName);
  return { counties: nodes, stats: statsOf(projects) };
}

/** A place's summary without its projects (what the pages send to the browser). */
export function summaryOf(place: PlaceSummary): PlaceSummary {
  const { name, slug, url, projects, homesForSale, minPrice, maxPrice } = place;
  return { name, slug, url, projects, homesForSale, minPrice, maxPrice };
}

export function countySummaryOf(county: CountyNode): CountySummary {
  return { ...summaryOf(county), municipalities: county.municipalities.map(summaryOf) };
}

/** The card of a project as the browser gets it (without the sorting and grouping fields). */
export function cardOf(project: ProjectRow): ProjectCard {
  const { countySlug: _c, municipalitySlug: _m, recommendedRank: _r, ...card } = project;
  return card;
}
