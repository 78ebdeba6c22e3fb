import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { areas, objects, premises, removedResidences, searchHomes, stages } from "~/db/schema";
import { municipalityPath } from "~/domain/residence-urls";
import { PREMISES_TYPES, type PremisesType } from "~/features/premises/schema";
import type { SiteCode } from "~/sites/sites";
import type { OtherPremises, PlaceLink } from "./not-found-page-data";

/** How many similar homes, or other premises, the page lists. */
export const SIMILAR_LIMIT = 6;

export type TombstoneRow = typeof removedResidences.$inferSelect;
type AreaRow = typeof areas.$inferSelect;

/** A home for sale before it gets its title (the translator's work, in the page). */
export interface SimilarHomeRow {
  id: number;
  url: string;
  number: string;
  streetAddress: string | null;
  areaName: string;
  municipality: string;
  status: string;
  rooms: number;
  livingArea: number;
  price: number | null;
  monthlyRent: number | null;
  image: { src: string; alt: string } | null;
}

/** Where to look for similar homes: an area, a municipality (by slugs or by name), or the site. */
export type HomeScope =
  | { kind: "area"; areaId: number }
  | { kind: "municipality"; countySlug: string; municipalitySlug: string }
  | { kind: "site" };

/**
 * The queries of the not-found pages (issue 19): tombstones, the places an old address still
 * points to, homes for sale ranked by closeness in rooms, and available premises. Reads only
 * public data (never users, interests or bookings).
 */
export function createNotFoundService(deps: { db: Database }) {
  const { db } = deps;

  async function firstArea(where: SQL | undefined): Promise<AreaRow | undefined> {
    const [row] = await db.select().from(areas).where(where).orderBy(asc(areas.id)).limit(1);
    return row;
  }

  /** The municipality's landing page (it exists while the site has an area there). */
  function municipalityLink(base: string, area: AreaRow): PlaceLink {
    return { name: area.municipality, url: municipalityPath(base, area.countySlug, area.municipalitySlug) };
  }

  return {
    /** The tombstone of a removed page at this path (residence_removed_site_url_idx). */
    async findTombstone(site: SiteCode, path: string): Promise<TombstoneRow | undefined> {
      const [row] = await db
        .select()
        .from(removedResidences)
        .where(and(eq(removedResidences.site, site), eq(removedResidences.url, path)))
        .limit(1);
      return row;
    },

    areaByUrl: (site: SiteCode, url: string) => firstArea(and(eq(areas.site, site), eq(areas.url, url))),
    areaById: (site: SiteCode, id: number) => firstArea(and(eq(areas.site, site), eq(areas.id, id))),
    /** Any area of a municipality, found by the slugs of an address (residence_areas_site_county_idx). */
    areaInMunicipality: (site: SiteCode, countySlug: string, municipalitySlug: string) =>
      firstArea(
        and(eq(areas.site, site), eq(areas.countySlug, countySlug), eq(areas.municipalitySlug, municipalitySlug)),
      ),
    /** Any area of a municipality, found by its name (a tombstone's). */
    areaInMunicipalityNamed: (site: SiteCode, municipality: string) =>
      firstArea(and(eq(areas.site, site), eq(areas.municipality, municipality))),
    municipalityLink,

    /**
     * Up to SIMILAR_LIMIT homes the search lists (its read model, decision 010: homes for sale,
     * reserved or preselling in stages the search shows) in the scope, the closest in rooms first
     * (then in price, when a price is given), else in the search's recommended order. The order is
     * decided on the read model's narrow rows; only the chosen few are read in full.
     */
    async similarHomes(
      site: SiteCode,
      scope: HomeScope,
      near: { rooms: number | null; price?: number | null },
    ): Promise<SimilarHomeRow[]> {
      const inScope =
        scope.kind === "area"
          ? eq(searchHomes.areaId, scope.areaId)
          : scope.kind === "municipality"
            ? inArray(
                searchHomes.areaId,
                db
                  .select({ id: areas.id })
                  .from(areas)
                  .where(
                    and(
                      eq(areas.site, site),
                      eq(areas.countySlug, scope.countySlug),
                      eq(areas.municipalitySlug, scope.municipalitySlug),
                    ),
                  ),
              )
            : undefined;
      const order: SQL[] = [];
      if (near.rooms !== null) order.push(sql`abs(${searchHomes.rooms} - ${near.rooms})`);
      if (near.price != null) order.push(sql`abs(coalesce(${searchHomes.price}, ${searchHomes.rent}) - ${near.price})`);
      order.push(asc(searchHomes.stageRank), asc(searchHomes.objectId));
      const chosen = await db
        .select({ id: searchHomes.objectId, price: searchHomes.price, rent: searchHomes.rent })
        .from(searchHomes)
        .where(and(eq(searchHomes.site, site), eq(searchHomes.listed, true), inScope))
        .orderBy(...order)
        .limit(SIMILAR_LIMIT);
      if (chosen.length === 0) return [];
      const rows = await db
        .select({
          id: objects.id,
          url: objects.url,
          number: objects.number,
          streetAddress: objects.streetAddress,
          areaName: areas.name,
          municipality: areas.municipality,
          status: objects.status,
          rooms: objects.rooms,
          livingArea: objects.livingArea,
          objectImage: sql<{ src: string; alt: string } | null>`${objects.images} -> 0`,
          stageImage: sql<{ src: string; alt: string } | null>`${stages.images} -> 0`,
        })
        .from(objects)
        .innerJoin(stages, eq(stages.id, objects.stageId))
        .innerJoin(areas, eq(areas.id, objects.areaId))
        .where(
          inArray(
            objects.id,
            chosen.map((home) => home.id),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return chosen.flatMap(({ id, price, rent }) => {
        const row = byId.get(id);
        if (!row) return [];
        const { objectImage, stageImage, ...home } = row;
        return [
          { ...home, price, monthlyRent: price === null ? rent : null, image: objectImage ?? stageImage ?? null },
        ];
      });
    },

    /**
     * Up to SIMILAR_LIMIT premises for sale or to let on the site, in a municipality when given,
     * the soonest available first (the premises search's default sort).
     */
    async availablePremises(site: SiteCode, municipality?: string): Promise<OtherPremises[]> {
      const rows = await db
        .select({
          id: premises.id,
          url: premises.url,
          name: premises.name,
          type: premises.type,
          city: premises.city,
          premisesArea: premises.premisesArea,
          monthlyRent: premises.monthlyRent,
          price: premises.price,
          image: sql<{ src: string; alt: string } | null>`${premises.images} -> 0`,
        })
        .from(premises)
        .where(
          and(
            eq(premises.site, site),
            eq(premises.status, "forSale"),
            inArray(premises.type, [...PREMISES_TYPES]),
            municipality === undefined ? undefined : eq(premises.municipality, municipality),
          ),
        )
        .orderBy(sql`${premises.accessDate} asc nulls last`, asc(premises.id))
        .limit(SIMILAR_LIMIT);
      return rows.map((row) => ({ ...row, type: row.type as PremisesType, image: row.image ?? null }));
    },
  };
}

export type NotFoundService = ReturnType<typeof createNotFoundService>;

/** The scopes to try for similar homes, nearest first, each once. */
export function scopesOf(area: AreaRow | undefined, municipality: AreaRow | undefined): HomeScope[] {
  const result: HomeScope[] = [];
  if (area) result.push({ kind: "area", areaId: area.id });
  const place = area ?? municipality;
  if (place)
    result.push({ kind: "municipality", countySlug: place.countySlug, municipalitySlug: place.municipalitySlug });
  result.push({ kind: "site" });
  return result;
}
