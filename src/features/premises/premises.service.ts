import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { premises, premisesTagLinks, premisesTags } from "~/db/schema";
import { FieldValidationError } from "~/server/plugins/errors";
import { isUrlEnabled } from "~/sites/features";
import { type SiteSettings, siteById } from "~/sites/sites";
import {
  checkPremisesFilterBounds,
  LISTED_PREMISES_STATUSES,
  type PremisesFilter,
  type PremisesHit,
  type PremisesSearchRequest,
  type PremisesSearchResponse,
  type PremisesSort,
  type PremisesStatus,
  type PremisesTag,
  type PremisesType,
  premisesAreaBoundsOf,
} from "./schema";

/**
 * The site of a premises call: one that exists and has premises (Sweden and Finland, spec 000
 * section 2); otherwise 400 on siteId, in words that say why.
 */
export function premisesSiteOf(siteId: string): SiteSettings {
  const site = siteById(siteId);
  if (!site) throw new FieldValidationError([{ field: "siteId", messageKey: "validation.search.unknownSite" }]);
  if (!isUrlEnabled(site, "premises")) {
    throw new FieldValidationError([
      { field: "siteId", messageKey: "premises.search.errors.noPremises", values: { site: site.siteName } },
    ]);
  }
  return site;
}

/** 400 with a field error for an area outside the site's slider or a minimum above the maximum. */
export function assertPremisesFilterInBounds(site: SiteSettings, filter: PremisesFilter): void {
  const problems = checkPremisesFilterBounds(site.site, filter);
  if (problems.length === 0) return;
  const number = new Intl.NumberFormat(site.locale);
  throw new FieldValidationError(
    problems.map((problem) => ({
      field: problem.field,
      messageKey: `premises.search.errors.${problem.problem}`,
      values: { min: number.format(problem.min), max: number.format(problem.max) },
    })),
  );
}

const ORDER: Record<PremisesSort, SQL[]> = {
  // "By agreement" (no access date) after every dated one.
  accessAsc: [sql`${premises.accessDate} asc nulls last`],
  premisesSizeAsc: [asc(premises.premisesArea)],
  premisesSizeDesc: [desc(premises.premisesArea)],
};

/**
 * The premises search (spec 001 sections 3, 7 and 9). Takes its database; the routes and the
 * premises start page's loader share one instance.
 */
export function createPremisesService({ db }: { db: Database }) {
  /** The conditions of a filter on one site's listed premises (premises_site_area_idx serves site and area). */
  function conditionsOf(site: SiteSettings, filter: PremisesFilter): SQL[] {
    const bounds = premisesAreaBoundsOf(site.site);
    const conditions: SQL[] = [eq(premises.site, site.site), inArray(premises.status, [...LISTED_PREMISES_STATUSES])];
    if (filter.minArea !== undefined && filter.minArea > bounds.min)
      conditions.push(gte(premises.premisesArea, filter.minArea));
    // The slider's maximum is "and larger": no upper limit.
    if (filter.maxArea !== undefined && filter.maxArea < bounds.max)
      conditions.push(lte(premises.premisesArea, filter.maxArea));
    if (filter.type) conditions.push(eq(premises.type, filter.type));
    const tagIds = [...new Set(filter.tags)];
    if (tagIds.length > 0) {
      // Every chosen tag (decision 052); premises_tag_links_tag_idx finds the links of each.
      conditions.push(
        inArray(
          premises.id,
          db
            .select({ id: premisesTagLinks.premisesId })
            .from(premisesTagLinks)
            .where(inArray(premisesTagLinks.tagId, tagIds))
            .groupBy(premisesTagLinks.premisesId)
            .having(sql`count(*) = ${tagIds.length}`),
        ),
      );
    }
    return conditions;
  }

  async function tagNamesOf(ids: number[]): Promise<Map<number, string[]>> {
    const names = new Map<number, string[]>();
    if (ids.length === 0) return names;
    const rows = await db
      .select({ premisesId: premisesTagLinks.premisesId, name: premisesTags.name })
      .from(premisesTagLinks)
      .innerJoin(premisesTags, eq(premisesTags.id, premisesTagLinks.tagId))
      .where(inArray(premisesTagLinks.premisesId, ids))
      .orderBy(asc(premisesTags.name));
    for (const row of rows) names.set(row.premisesId, [...(names.get(row.premisesId) ?? []), row.name]);
    return names;
  }

  return {
    /** The listed premises of the site that match, in the chosen order, at most `limit`, and how many match. */
    async search(
      site: SiteSettings,
      request: Pick<PremisesSearchRequest, "filter" | "sort" | "limit">,
    ): Promise<PremisesSearchResponse> {
      assertPremisesFilterInBounds(site, request.filter);
      const rows = await db
        .select({
          id: premises.id,
          name: premises.name,
          url: premises.url,
          type: premises.type,
          status: premises.status,
          premisesArea: premises.premisesArea,
          monthlyRent: premises.monthlyRent,
          price: premises.price,
          accessDate: premises.accessDate,
          streetAddress: premises.streetAddress,
          municipality: premises.municipality,
          latitude: premises.latitude,
          longitude: premises.longitude,
          images: premises.images,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(premises)
        .where(and(...conditionsOf(site, request.filter)))
        // The chosen sort, then the name and id: the same order on every call.
        .orderBy(...ORDER[request.sort], asc(premises.name), asc(premises.id))
        .limit(request.limit);
      const tags = await tagNamesOf(rows.map((row) => row.id));
      const hits: PremisesHit[] = rows.map(({ images, total: _total, ...row }) => ({
        ...row,
        type: row.type as PremisesType,
        status: row.status as PremisesStatus,
        image: images[0] ? { src: images[0].src, alt: images[0].alt } : null,
        tags: tags.get(row.id) ?? [],
      }));
      return { hits, total: rows[0]?.total ?? 0 };
    },

    /** The site's premises tags, by name (the tag filter's choices). */
    async tags(site: SiteSettings): Promise<PremisesTag[]> {
      return db
        .select({ id: premisesTags.id, name: premisesTags.name, url: premisesTags.url })
        .from(premisesTags)
        .where(eq(premisesTags.site, site.site))
        .orderBy(asc(premisesTags.name), asc(premisesTags.id));
    },
  };
}
export type PremisesService = ReturnType<typeof createPremisesService>;
