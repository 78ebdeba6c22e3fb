import { homeTitle } from "~/domain/residence-format";
import { residenceSegments } from "~/domain/residence-urls";
import type { DynamicPage, DynamicPageResolver } from "~/features/content/index.server";
import type { Breadcrumb } from "~/features/content/schema";
import { translatorFor } from "~/i18n/catalogs.server";
import type { Translate } from "~/i18n/translator";
import { isUrlEnabled } from "~/sites/features";
import type { SiteSettings } from "~/sites/sites";
import {
  type HomeScope,
  type NotFoundService,
  type SimilarHomeRow,
  scopesOf,
  type TombstoneRow,
} from "./not-found.service";
import {
  NOT_FOUND_KINDS,
  type NotFoundKind,
  type NotFoundReason,
  type NotFoundScope,
  type PlaceLink,
  type ResidenceNotFoundData,
} from "./not-found-page-data";

/**
 * Longer paths are no address we ever gave out: the generic 404 page answers them without a
 * query (a stored path is a few slugs, well under this).
 */
const MAX_PATH_LENGTH = 400;

const TEMPLATE_OF_KIND = {
  object: "notFoundObject",
  stage: "notFoundStage",
  premises: "notFoundPremises",
} as const satisfies Record<NotFoundKind, string>;

/**
 * The not-found object, stage and premises pages (spec 001 section 2; issue 19). Registered after
 * every feature that owns pages under the residences base or the premises path, so it only sees
 * addresses nobody else answered:
 * - a path with a tombstone (residence_removed) answers 410 with what it was and why;
 * - a stage-shaped (4 segments) or home-shaped (5 segments) path under the residences base answers
 *   404 with homes for sale from the nearest place that still exists (its area, else its
 *   municipality, else the site);
 * - one segment under the site's premises path answers 404 with other available premises.
 * Anything else is left to the generic 404 page.
 */
export function notFoundPageResolver(deps: { service: NotFoundService }): DynamicPageResolver {
  const { service } = deps;

  return async (site, path) => {
    if (path.length > MAX_PATH_LENGTH) return undefined;
    const shape = kindOfPath(site, path);
    if (!shape) return undefined;
    const tombstone = await service.findTombstone(site.site, path);
    // A tombstone knows what was there; an unknown address is what its shape says.
    const kind = NOT_FOUND_KINDS.find((k) => k === tombstone?.kind) ?? shape;
    if (kind === "premises") return premisesPage(site, tombstone);
    return residencePage(site, path, kind, tombstone);
  };

  async function residencePage(
    site: SiteSettings,
    path: string,
    kind: "object" | "stage",
    tombstone: TombstoneRow | undefined,
  ): Promise<DynamicPage> {
    const t = translatorFor(site.language);
    const base = site.urls.seoResidences ?? "/";
    // The nearest places that still exist: the tombstone's area (or municipality), or the address's.
    const segments = residenceSegments(site, path) ?? [];
    const [countySlug = "", municipalitySlug = "", areaSlug = ""] = segments;
    const area = tombstone
      ? tombstone.areaId === null
        ? undefined
        : await service.areaById(site.site, tombstone.areaId)
      : await service.areaByUrl(site.site, `${base}${countySlug}/${municipalitySlug}/${areaSlug}/`);
    const inMunicipality =
      area ??
      (tombstone
        ? await service.areaInMunicipalityNamed(site.site, tombstone.municipality)
        : await service.areaInMunicipality(site.site, countySlug, municipalitySlug));
    const { scope, homes } = await nearestHomes(site, scopesOf(area, inMunicipality), tombstone?.rooms ?? null);
    const areaLink: PlaceLink | null = area ? { name: area.name, url: area.url } : null;
    const data: ResidenceNotFoundData = {
      kind,
      reason: reasonOf(tombstone),
      name: tombstone?.name ?? null,
      scope,
      area: areaLink,
      municipality: inMunicipality ? service.municipalityLink(base, inMunicipality) : null,
      searchUrl: isUrlEnabled(site, "searchHomes") ? (site.urls.searchHomes ?? null) : null,
      homes: homes.map((home) => ({
        id: home.id,
        url: home.url,
        title: homeTitle(t, home.number, home.streetAddress),
        areaName: home.areaName,
        municipality: home.municipality,
        status: home.status,
        rooms: home.rooms,
        livingArea: home.livingArea,
        price: home.price,
        monthlyRent: home.monthlyRent,
        image: home.image,
      })),
      premises: [],
    };
    const crumbs: Breadcrumb[] = [
      { name: t("residence.breadcrumbs.start"), url: site.urls.start ?? "/" },
      { name: t("residence.breadcrumbs.residences"), url: base },
      ...(areaLink ? [areaLink] : []),
    ];
    return page(site, t, kind, tombstone, data, crumbs);
  }

  /** Homes for sale from the first scope that has any, nearest first (a sold-out area: its municipality's). */
  async function nearestHomes(
    site: SiteSettings,
    scopes: HomeScope[],
    rooms: number | null,
  ): Promise<{ scope: NotFoundScope; homes: SimilarHomeRow[] }> {
    for (const scope of scopes) {
      const homes = await service.similarHomes(site.site, scope, { rooms });
      if (homes.length > 0) return { scope: scope.kind, homes };
    }
    return { scope: "site", homes: [] };
  }

  async function premisesPage(site: SiteSettings, tombstone: TombstoneRow | undefined): Promise<DynamicPage> {
    const t = translatorFor(site.language);
    const start = site.urls.premises ?? "/";
    let scope: "municipality" | "site" = "site";
    let premises = tombstone ? await service.availablePremises(site.site, tombstone.municipality) : [];
    if (premises.length > 0) scope = "municipality";
    else premises = await service.availablePremises(site.site);
    const data: ResidenceNotFoundData = {
      kind: "premises",
      reason: reasonOf(tombstone),
      name: tombstone?.name ?? null,
      scope,
      area: null,
      municipality: null,
      searchUrl: start,
      homes: [],
      premises,
    };
    const crumbs: Breadcrumb[] = [
      { name: t("residence.breadcrumbs.start"), url: site.urls.start ?? "/" },
      { name: t("residenceNotFound.premisesCrumb"), url: start },
    ];
    return page(site, t, "premises", tombstone, data, crumbs);
  }
}

/** Which not-found page a path would be, if nobody answered it: undefined for any other path. */
function kindOfPath(site: SiteSettings, path: string): NotFoundKind | undefined {
  const premisesStart = site.urls.premises;
  if (premisesStart && isUrlEnabled(site, "premises") && path.startsWith(premisesStart)) {
    const below = path.slice(premisesStart.length).split("/").filter(Boolean);
    return below.length === 1 ? "premises" : undefined;
  }
  if (!isUrlEnabled(site, "seoResidences")) return undefined;
  const segments = residenceSegments(site, path);
  if (segments?.length === 4) return "stage";
  if (segments?.length === 5) return "object";
  return undefined;
}

function reasonOf(tombstone: TombstoneRow | undefined): NotFoundReason {
  if (!tombstone) return "notFound";
  return tombstone.reason === "sold" ? "sold" : "removed";
}

function page(
  site: SiteSettings,
  t: Translate,
  kind: NotFoundKind,
  tombstone: TombstoneRow | undefined,
  data: ResidenceNotFoundData,
  breadcrumbs: Breadcrumb[],
): DynamicPage {
  const title = tombstone?.name ?? t(`residenceNotFound.title.${kind}`);
  const summary = t(`residenceNotFound.reason.${data.reason}.${kind}`);
  const common = {
    id: tombstone ? `removed-${tombstone.id}` : `not-found-${kind}`,
    title,
    summary,
    seoTitle: `${title} | ${site.siteName}`,
    seoDescription: summary,
    // An address that is gone is not for search engines (the content service adds noindex to any
    // status but 200; said here too, for the page's own sake).
    noIndex: true,
    status: tombstone ? (410 as const) : (404 as const),
    breadcrumbs,
    data,
  };
  return { ...common, template: TEMPLATE_OF_KIND[kind] };
}
