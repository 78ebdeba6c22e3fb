import {
  CONCEPTS,
  DEFAULT_INHABIT_DATE,
  DISPOSAL_FORMS,
  INHABIT_DATE_FILTERS,
  OUTDOOR_AREAS,
  PROJECT_STATUSES,
  RESIDENCE_TABS,
  RESIDENCE_TYPES,
  type ResidenceTab,
  SORT_OPTIONS,
  type SortOption,
  VIEWING_FILTERS,
} from "~/domain/residence-enums";
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM } from "~/sites/filter-bounds";
import type { FilterBounds, GeoSearch, SearchFilter, Tag, WidenFilter } from "./schema";

/**
 * The search URL of spec 000 section 2, in both directions:
 *   <search base>[<tag url>/]?q=<tag>;<tag>&minPrice=..&maxPrice=..&minRooms=..&maxRooms=..
 *   &minArea=..&maxArea=..&type=a,b&disposal=..&outdoor=..&concept=..&status=..&viewing=..
 *   &inhabit=..&sort=..&near=<lat>,<lng>[,<radius km>]   plus #map or #object/#area/#stage.
 * Parameters at their defaults are left out, so the bare search path means "everything".
 * Parsing never throws: a value that is not valid for the site is dropped.
 */

export type SearchView = "image" | "map";

/** The filter as the URL carries it: tags go by name (q) and tag path, not by id. */
export type UrlFilter = Omit<SearchFilter, "tags" | "stageIds">;

export interface SearchUrlState {
  /** The tag of the path segment after the search base ("stockholms-lan"), if any. */
  tagPath: string | null;
  /** Tag names of q, in the visitor's order. */
  tagNames: string[];
  filter: UrlFilter;
  sort: SortOption;
  view: SearchView;
  /** #object, #area or #stage: the tab the link asks for. */
  tabOverride: ResidenceTab | null;
}

export interface UrlParts {
  pathname: string;
  search: string;
  hash: string;
}

export const MAX_URL_TAGS = 20;
const TAG_PATH = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export function emptyFilter(): UrlFilter {
  return {
    concepts: [],
    projectStatus: [],
    disposalForm: [],
    outdoorArea: [],
    viewing: "IncludeAll",
    inhabitDate: DEFAULT_INHABIT_DATE,
    residenceType: [],
  };
}

export function defaultSearchState(): SearchUrlState {
  return { tagPath: null, tagNames: [], filter: emptyFilter(), sort: "recommended", view: "image", tabOverride: null };
}

function integer(value: string | null): number | undefined {
  if (value === null || !/^\d{1,12}$/.test(value)) return undefined;
  return Number(value);
}

function decimal(value: string | null): number | undefined {
  if (value === null || !/^-?\d{1,4}(\.\d{1,8})?$/.test(value)) return undefined;
  return Number(value);
}

/** Values of a comma list that the enumeration knows, once each, in the enumeration's order. */
function enumList<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const given = new Set(value.split(","));
  return allowed.filter((item) => given.has(item));
}

/**
 * A range within the bounds, with "no limit" left out: a minimum at the lower bound and a
 * maximum at the upper bound mean no limit (spec decision), values outside the bounds are
 * dropped, and a minimum above the maximum drops both.
 */
function range(
  min: number | undefined,
  max: number | undefined,
  lower: number,
  upper: number,
): [number | undefined, number | undefined] {
  let lo = min !== undefined && min > lower && min <= upper ? min : undefined;
  let hi = max !== undefined && max >= lower && max < upper ? max : undefined;
  if (lo !== undefined && hi !== undefined && lo > hi) {
    lo = undefined;
    hi = undefined;
  }
  return [lo, hi];
}

function geo(value: string | null): GeoSearch | undefined {
  if (!value) return undefined;
  const [lat, lng, radius, ...rest] = value.split(",");
  const latitude = decimal(lat ?? null);
  const longitude = decimal(lng ?? null);
  const radiusKm = radius === undefined ? DEFAULT_RADIUS_KM : decimal(radius);
  if (rest.length > 0 || latitude === undefined || longitude === undefined || radiusKm === undefined) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || radiusKm <= 0 || radiusKm > MAX_RADIUS_KM)
    return undefined;
  return { latitude, longitude, radiusKm };
}

/** The filter with every value valid for the site's bounds and "no limit" values removed. */
export function normalizeFilter(filter: UrlFilter, bounds: FilterBounds): UrlFilter {
  const [minPrice, maxPrice] = range(filter.minPrice, filter.maxPrice, bounds.price.min, bounds.price.max);
  const [minRooms, maxRooms] = range(filter.minRooms, filter.maxRooms, bounds.rooms.min, bounds.rooms.max);
  const [minArea, maxArea] = range(filter.minArea, filter.maxArea, bounds.area.min, bounds.area.max);
  const normalized: UrlFilter = {
    residenceType: RESIDENCE_TYPES.filter((value) => filter.residenceType.includes(value)),
    // "all" is no constraint, so it is the same as choosing none.
    disposalForm: DISPOSAL_FORMS.filter((value) => value !== "all" && filter.disposalForm.includes(value)),
    outdoorArea: OUTDOOR_AREAS.filter((value) => filter.outdoorArea.includes(value)),
    concepts: CONCEPTS.filter((value) => filter.concepts.includes(value)),
    projectStatus: PROJECT_STATUSES.filter((value) => filter.projectStatus.includes(value)),
    viewing: VIEWING_FILTERS.includes(filter.viewing) ? filter.viewing : "IncludeAll",
    inhabitDate: (INHABIT_DATE_FILTERS as readonly number[]).includes(filter.inhabitDate)
      ? filter.inhabitDate
      : DEFAULT_INHABIT_DATE,
  };
  if (minPrice !== undefined) normalized.minPrice = minPrice;
  if (maxPrice !== undefined) normalized.maxPrice = maxPrice;
  if (minRooms !== undefined) normalized.minRooms = minRooms;
  if (maxRooms !== undefined) normalized.maxRooms = maxRooms;
  if (minArea !== undefined) normalized.minArea = minArea;
  if (maxArea !== undefined) normalized.maxArea = maxArea;
  if (filter.geoSearch) normalized.geoSearch = filter.geoSearch;
  return normalized;
}

/** Tag names of q: separated by semicolons, trimmed, once each (case-insensitively). */
export function parseTagNames(q: string | null): string[] {
  if (!q) return [];
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of q.split(";")) {
    const name = part.trim().slice(0, 100);
    const key = name.toLocaleLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
    if (names.length === MAX_URL_TAGS) break;
  }
  return names;
}

/** The tag path segment after the search base, or null (also for anything that is not a tag slug). */
function parseTagPath(pathname: string, basePath: string): string | null {
  if (!pathname.startsWith(basePath)) return null;
  const segments = pathname.slice(basePath.length).split("/").filter(Boolean);
  const segment = segments[0];
  if (segments.length !== 1 || !segment) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return TAG_PATH.test(decoded) ? decoded.toLowerCase() : null;
}

/** The view and the tab override of the hash; anything else is ignored. */
export function parseHash(hash: string): { view: SearchView; tabOverride: ResidenceTab | null } {
  const value = hash.replace(/^#/, "");
  if (value === "map") return { view: "map", tabOverride: null };
  const tab = RESIDENCE_TABS.find((candidate) => candidate === value);
  return { view: "image", tabOverride: tab ?? null };
}

export function parseSearchUrl(url: UrlParts, basePath: string, bounds: FilterBounds): SearchUrlState {
  const params = new URLSearchParams(url.search);
  const raw: UrlFilter = {
    ...emptyFilter(),
    minPrice: integer(params.get("minPrice")),
    maxPrice: integer(params.get("maxPrice")),
    minRooms: integer(params.get("minRooms")),
    maxRooms: integer(params.get("maxRooms")),
    minArea: decimal(params.get("minArea")),
    maxArea: decimal(params.get("maxArea")),
    residenceType: enumList(params.get("type"), RESIDENCE_TYPES),
    disposalForm: enumList(params.get("disposal"), DISPOSAL_FORMS),
    outdoorArea: enumList(params.get("outdoor"), OUTDOOR_AREAS),
    concepts: enumList(params.get("concept"), CONCEPTS),
    projectStatus: enumList(params.get("status"), PROJECT_STATUSES),
    viewing: VIEWING_FILTERS.find((value) => value === params.get("viewing")) ?? "IncludeAll",
    inhabitDate: integer(params.get("inhabit")) ?? DEFAULT_INHABIT_DATE,
    geoSearch: geo(params.get("near")),
  };
  const sort = SORT_OPTIONS.find((value) => value === params.get("sort")) ?? "recommended";
  return {
    tagPath: parseTagPath(url.pathname, basePath),
    tagNames: parseTagNames(params.get("q")),
    filter: normalizeFilter(raw, bounds),
    sort,
    ...parseHash(url.hash),
  };
}

/** The query string (without "?") of a state: parameters at their defaults are left out. */
export function serializeQuery(state: Pick<SearchUrlState, "tagNames" | "filter" | "sort">): string {
  const { filter } = state;
  const parts: string[] = [];
  const add = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") parts.push(`${name}=${value}`);
  };
  add("q", state.tagNames.map((name) => encodeURIComponent(name)).join(";"));
  add("minPrice", filter.minPrice);
  add("maxPrice", filter.maxPrice);
  add("minRooms", filter.minRooms);
  add("maxRooms", filter.maxRooms);
  add("minArea", filter.minArea);
  add("maxArea", filter.maxArea);
  add("type", filter.residenceType.join(","));
  add("disposal", filter.disposalForm.join(","));
  add("outdoor", filter.outdoorArea.join(","));
  add("concept", filter.concepts.join(","));
  add("status", filter.projectStatus.join(","));
  if (filter.viewing !== "IncludeAll") add("viewing", filter.viewing);
  if (filter.inhabitDate !== DEFAULT_INHABIT_DATE) add("inhabit", filter.inhabitDate);
  if (state.sort !== "recommended") add("sort", state.sort);
  if (filter.geoSearch) {
    const { latitude, longitude, radiusKm } = filter.geoSearch;
    add("near", radiusKm === DEFAULT_RADIUS_KM ? `${latitude},${longitude}` : `${latitude},${longitude},${radiusKm}`);
  }
  return parts.join("&");
}

export function serializeHash(state: Pick<SearchUrlState, "view" | "tabOverride">): string {
  if (state.view === "map") return "#map";
  return state.tabOverride ? `#${state.tabOverride}` : "";
}

/** The full URL (path, query and hash) of a state. */
export function serializeSearchUrl(state: SearchUrlState, basePath: string, bounds: FilterBounds): string {
  const path = state.tagPath ? `${basePath}${encodeURIComponent(state.tagPath)}/` : basePath;
  const query = serializeQuery({ ...state, filter: normalizeFilter(state.filter, bounds) });
  return `${path}${query ? `?${query}` : ""}${serializeHash(state)}`;
}

/** The search request's filter: the URL's filter plus the resolved tag ids. */
export function toSearchFilter(filter: UrlFilter, tagIds: number[]): SearchFilter {
  return { ...filter, tags: [...new Set(tagIds)].sort((a, b) => a - b), stageIds: [] };
}

/** The cookie that remembers the visitor's tab for about a day (spec 000 section 9). */
export const RESIDENCE_TAB_COOKIE = "residenceType";
export const RESIDENCE_TAB_COOKIE_SECONDS = 24 * 60 * 60;

/** The tab a cookie value names, or undefined for anything else. */
export function tabFromCookie(value: string | undefined | null): ResidenceTab | undefined {
  return RESIDENCE_TABS.find((tab) => tab === value);
}

/**
 * The fourth tab, premises (spec 000 section 2), on the sites that have premises. It comes from
 * the cookie only: the hash override accepts object, area or stage alone.
 */
export const PREMISES_TAB = "premises";
export type SearchTab = ResidenceTab | typeof PREMISES_TAB;

/** The tab a cookie value names: a residence tab, or premises where the site has them. */
export function searchTabFromCookie(value: string | undefined | null, withPremises: boolean): SearchTab | undefined {
  if (withPremises && value === PREMISES_TAB) return PREMISES_TAB;
  return tabFromCookie(value);
}

/**
 * The filter without one of its dimensions: what "widen the search" changes (the empty result's
 * suggestions, and the server's counts of them: POST /api/residence/search/widen).
 */
export function widenFilter<F extends UrlFilter>(filter: F, which: WidenFilter): F {
  switch (which) {
    case "price":
      return { ...filter, minPrice: undefined, maxPrice: undefined };
    case "rooms":
      return { ...filter, minRooms: undefined, maxRooms: undefined };
    case "area":
      return { ...filter, minArea: undefined, maxArea: undefined };
    case "viewing":
      return { ...filter, viewing: "IncludeAll" };
    case "inhabitDate":
      return { ...filter, inhabitDate: DEFAULT_INHABIT_DATE };
    case "geoSearch":
      return { ...filter, geoSearch: undefined };
    default:
      return { ...filter, [which]: [] };
  }
}

/** Whether a filter narrows the search in a dimension (so widening it could find more). */
export function narrows(filter: UrlFilter, which: WidenFilter): boolean {
  switch (which) {
    case "price":
      return filter.minPrice !== undefined || filter.maxPrice !== undefined;
    case "rooms":
      return filter.minRooms !== undefined || filter.maxRooms !== undefined;
    case "area":
      return filter.minArea !== undefined || filter.maxArea !== undefined;
    case "viewing":
      return filter.viewing !== "IncludeAll";
    case "inhabitDate":
      return filter.inhabitDate !== DEFAULT_INHABIT_DATE;
    case "geoSearch":
      return filter.geoSearch !== undefined;
    default:
      return filter[which].length > 0;
  }
}

const tagKey = (text: string) => text.toLocaleLowerCase();

/**
 * The names of q that no tag has, by name or URL slug, case-insensitively (as the server's
 * search/tags/url reads them). A place that does not exist must never be dropped silently: the
 * search would then show every home under a chip that names a place (issue 13). A search with
 * an unknown place finds nothing, and the page says which name it does not know.
 */
export function unknownTagNames(names: readonly string[], tags: readonly Tag[]): string[] {
  const known = new Set(tags.flatMap((tag) => [tagKey(tag.name), tagKey(tag.url)]));
  return names.filter((name) => !known.has(tagKey(name)));
}
