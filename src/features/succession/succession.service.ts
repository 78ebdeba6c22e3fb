import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { areas, objects, stages, stageTags } from "~/db/schema";
import { FieldValidationError } from "~/server/plugins/errors";
import { type SiteSettings, siteById } from "~/sites/sites";
import { brokerOf } from "./brokers";
import {
  checkSuccessionPaging,
  type MunicipalityCount,
  type SuccessionHit,
  type SuccessionSearchRequest,
  type SuccessionSearchResponse,
} from "./schema";

/**
 * The seed of the succession list's fixed shuffle (spec 001 section 4: "Items are shuffled with a
 * fixed seed when no geo filter is set"; docs/decisions/053-succession.md). The order is md5 of
 * the seed and the home's id: the same on every request and page, so "show more" neither
 * repeats nor skips a home, and no municipality's homes come in a block.
 */
export const SUCCESSION_SHUFFLE_SEED = "nordhem-succession-1";

const EARTH_RADIUS_KM = 6371;

/**
 * The site of a succession search: one with the home search (resale homes are homes of its
 * stages); otherwise 400 naming siteId. The succession page itself is only where the site has
 * its path (the Swedish sites: spec 000 section 2).
 */
export function successionSiteOf(siteId: string): SiteSettings {
  const site = siteById(siteId);
  if (!site) throw new FieldValidationError([{ field: "siteId", messageKey: "validation.search.unknownSite" }]);
  if (!site.features.search) {
    throw new FieldValidationError([
      { field: "siteId", messageKey: "validation.search.searchDisabled", values: { site: site.siteName } },
    ]);
  }
  return site;
}

export interface SuccessionService {
  search(site: SiteSettings, request: SuccessionSearchRequest): Promise<SuccessionSearchResponse>;
}

export function createSuccessionService(deps: { db: Database }): SuccessionService {
  const { db } = deps;

  return {
    async search(site, request) {
      const problems = checkSuccessionPaging(request);
      if (problems.length > 0) {
        throw new FieldValidationError(
          problems.map((p) => ({
            field: p.field,
            messageKey: "validation.search.outOfBounds",
            values: { min: p.min, max: p.max },
          })),
        );
      }
      const geo = request.geoSearch;
      // Great-circle distance in km from the geo search's point (the homes are few: no index needed).
      const distance = geo
        ? sql<number>`(${EARTH_RADIUS_KM} * acos(least(1, greatest(-1,
            sin(radians(${geo.latitude})) * sin(radians(${objects.latitude}))
            + cos(radians(${geo.latitude})) * cos(radians(${objects.latitude}))
              * cos(radians(${objects.longitude} - ${geo.longitude}))))))`
        : undefined;
      // Every filter but the municipality: the municipality counts use these alone.
      const common: SQL[] = [eq(objects.site, site.site), eq(objects.status, "succession")];
      if (request.tags.length > 0) {
        common.push(
          inArray(
            objects.stageId,
            db.select({ id: stageTags.stageId }).from(stageTags).where(inArray(stageTags.tagId, request.tags)),
          ),
        );
      }
      if (distance && geo) common.push(sql`${distance} <= ${geo.radiusKm}`);
      const chosen = request.municipality ? [...common, eq(areas.municipalitySlug, request.municipality)] : common;

      const [municipalityRows, totalRows, rows] = await Promise.all([
        db
          .select({ name: areas.municipality, slug: areas.municipalitySlug, count: count() })
          .from(objects)
          .innerJoin(areas, eq(areas.id, objects.areaId))
          .where(and(...common))
          .groupBy(areas.municipality, areas.municipalitySlug)
          .orderBy(asc(areas.municipality)),
        db
          .select({ count: count() })
          .from(objects)
          .innerJoin(areas, eq(areas.id, objects.areaId))
          .where(and(...chosen)),
        db
          .select({
            id: objects.id,
            number: objects.number,
            streetAddress: objects.streetAddress,
            url: objects.url,
            residenceType: objects.residenceType,
            disposalForm: objects.disposalForm,
            rooms: objects.rooms,
            livingArea: objects.livingArea,
            price: objects.price,
            totalPrice: objects.totalPrice,
            images: objects.images,
            municipality: areas.municipality,
            municipalitySlug: areas.municipalitySlug,
            stageId: stages.id,
            stageName: stages.name,
            stageUrl: stages.url,
            stageImages: stages.images,
            stageContacts: stages.contacts,
            areaContacts: areas.contacts,
            distanceKm: distance ?? sql<null>`null`,
          })
          .from(objects)
          .innerJoin(stages, eq(stages.id, objects.stageId))
          .innerJoin(areas, eq(areas.id, objects.areaId))
          .where(and(...chosen))
          .orderBy(
            ...(distance
              ? [asc(distance), asc(objects.id)]
              : [asc(sql`md5(${SUCCESSION_SHUFFLE_SEED} || ':' || ${objects.id})`), asc(objects.id)]),
          )
          .limit(request.limit)
          .offset(request.offset),
      ]);

      const municipalities: MunicipalityCount[] = municipalityRows.map((m) => ({
        name: m.name,
        slug: m.slug,
        count: Number(m.count),
      }));
      const hits: SuccessionHit[] = rows.map((row) => ({
        id: row.id,
        number: row.number,
        streetAddress: row.streetAddress,
        url: row.url,
        residenceType: row.residenceType,
        disposalForm: row.disposalForm,
        rooms: row.rooms,
        livingArea: row.livingArea,
        price: Number(row.price),
        totalPrice: row.totalPrice === null ? null : Number(row.totalPrice),
        image: row.images[0] ?? row.stageImages[0] ?? null,
        municipality: row.municipality,
        municipalitySlug: row.municipalitySlug,
        stage: { id: row.stageId, name: row.stageName, url: row.stageUrl },
        broker: brokerOf(row.stageContacts, row.areaContacts),
        distanceKm: row.distanceKm === null ? null : Math.round(Number(row.distanceKm) * 10) / 10,
      }));
      return {
        hits,
        total: Number(totalRows[0]?.count ?? 0),
        offset: request.offset,
        limit: request.limit,
        municipalities,
        allCount: municipalities.reduce((sum, m) => sum + m.count, 0),
      };
    },
  };
}
