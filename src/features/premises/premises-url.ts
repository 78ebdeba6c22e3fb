import {
  DEFAULT_PREMISES_SORT,
  PREMISES_SORTS,
  PREMISES_TYPES,
  type PremisesSort,
  type PremisesType,
  premisesAreaBoundsOf,
} from "./constants";

/**
 * The premises start page's state in its URL (shareable, the back button restores it):
 * `?minArea=50&maxArea=150&type=office&tags=centralt-lage;parkering&sort=premisesSizeAsc&view=map`.
 * Tags by their URL names, separated by semicolons like the home search's q. A value the page
 * cannot use (outside the site's slider, an unknown type) is left out rather than refused: a
 * shared address always opens. Free of zod: the page's browser code parses with it too.
 */
export interface PremisesUrlState {
  minArea?: number;
  maxArea?: number;
  type?: PremisesType;
  /** Tag URL names, in the URL's order. */
  tags: string[];
  sort: PremisesSort;
  view: PremisesView;
}

export type PremisesView = "list" | "map";

/** Spec 000 section 9: "selected residence and premises filters", 6 units (days). */
export const PREMISES_FILTERS_COOKIE = "selectedPremisesFilters";
export const PREMISES_FILTERS_COOKIE_SECONDS = 6 * 24 * 60 * 60;

/** The slider's step in square metres. */
export const PREMISES_AREA_STEP = 10;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function areaOf(raw: string | null, site: string): number | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  const value = Number(raw);
  const { min, max } = premisesAreaBoundsOf(site);
  return Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

export function parsePremisesUrl(search: string, site: string): PremisesUrlState {
  const params = new URLSearchParams(search);
  const { min, max } = premisesAreaBoundsOf(site);
  let minArea = areaOf(params.get("minArea"), site);
  let maxArea = areaOf(params.get("maxArea"), site);
  // The slider's ends are no limit at all.
  if (minArea === min) minArea = undefined;
  if (maxArea === max) maxArea = undefined;
  if (minArea !== undefined && maxArea !== undefined && minArea > maxArea) [minArea, maxArea] = [maxArea, minArea];
  const type = params.get("type");
  const sort = params.get("sort");
  const tags = (params.get("tags") ?? "")
    .split(";")
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    minArea,
    maxArea,
    type: isOneOf(PREMISES_TYPES, type) ? type : undefined,
    tags: [...new Set(tags)].slice(0, 20),
    sort: isOneOf(PREMISES_SORTS, sort) ? sort : DEFAULT_PREMISES_SORT,
    view: params.get("view") === "map" ? "map" : "list",
  };
}

/** The query string of a state ("" for the defaults), in a fixed order so equal states give equal URLs. */
export function serializePremisesUrl(state: PremisesUrlState): string {
  const params = new URLSearchParams();
  if (state.minArea !== undefined) params.set("minArea", String(state.minArea));
  if (state.maxArea !== undefined) params.set("maxArea", String(state.maxArea));
  if (state.type) params.set("type", state.type);
  if (state.tags.length > 0) params.set("tags", state.tags.join(";"));
  if (state.sort !== DEFAULT_PREMISES_SORT) params.set("sort", state.sort);
  if (state.view === "map") params.set("view", "map");
  const query = params.toString().replaceAll("%3B", ";");
  return query ? `?${query}` : "";
}

/** How many filters the state sets (what "Rensa filter" removes). */
export function activePremisesFilters(state: PremisesUrlState): number {
  return (
    (state.minArea !== undefined || state.maxArea !== undefined ? 1 : 0) + (state.type ? 1 : 0) + state.tags.length
  );
}

export function withoutFilters(state: PremisesUrlState): PremisesUrlState {
  return { ...state, minArea: undefined, maxArea: undefined, type: undefined, tags: [] };
}

/**
 * The search a state asks for: tag URL names resolved to the site's tag ids (unknown names are
 * left out), the keys always in one order, so that equal searches compare equal as JSON.
 */
export function premisesQueryOf(
  state: PremisesUrlState,
  tags: readonly { id: number; url: string }[],
): { filter: { minArea?: number; maxArea?: number; tags: number[]; type?: PremisesType }; sort: PremisesSort } {
  const byUrl = new Map(tags.map((tag) => [tag.url.toLowerCase(), tag.id]));
  const tagIds = state.tags.flatMap((name) => byUrl.get(name.toLowerCase()) ?? []);
  return {
    filter: { minArea: state.minArea, maxArea: state.maxArea, tags: [...new Set(tagIds)], type: state.type },
    sort: state.sort,
  };
}
