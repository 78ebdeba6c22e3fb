import { useCallback, useEffect, useRef, useState } from "react";
import type { ResidenceTab, SortOption } from "~/domain/residence-enums";
import type {
  HitListResponse,
  MarkersResponse,
  MarkerType,
  ObjectSearchResponse,
  SearchCounts,
  SearchFilter,
  SearchHit,
  StageAndAreaSearchResponse,
  StageAndAreaTab,
  Tag,
  TagListResponse,
  WidenResponse,
} from "./schema";

/** The residence search calls of spec 000 section 7, as the search page makes them. */

export class SearchRequestError extends Error {
  constructor(readonly status: number) {
    super(`search request failed with ${status}`);
  }
}

async function postJson<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new SearchRequestError(response.status);
  return (await response.json()) as T;
}

export interface SearchQuery {
  filter: SearchFilter;
  sort: SortOption;
}

export interface StageAndAreaPage {
  tab?: StageAndAreaTab;
  limit: number;
  offset: number;
}

export function searchStagesAndAreas(siteId: string, query: SearchQuery, page: StageAndAreaPage, signal?: AbortSignal) {
  return postJson<StageAndAreaSearchResponse>(
    "/api/residence/stage_and_area_search",
    { siteId, ...query, ...page },
    signal,
  );
}

export function searchObjects(siteId: string, query: SearchQuery, limit: number, offset: number, signal?: AbortSignal) {
  return postJson<ObjectSearchResponse>("/api/residence/search_object", { siteId, ...query, limit, offset }, signal);
}

export function searchMarkers(siteId: string, query: SearchQuery, type: MarkerType, signal?: AbortSignal) {
  return postJson<MarkersResponse>("/api/residence/search/markers", { siteId, filter: query.filter, type }, signal);
}

/** Hits by id (search/by_ids/{type}): the link and facts of a chosen map marker. */
export async function hitsByIds(siteId: string, type: MarkerType, ids: number[], signal?: AbortSignal) {
  return (await postJson<HitListResponse>(`/api/residence/search/by_ids/${type}`, { siteId, ids }, signal)).hits;
}

export async function suggestTags(siteId: string, text: string, signal?: AbortSignal): Promise<Tag[]> {
  return (await postJson<TagListResponse>("/api/residence/search/tags", { siteId, text }, signal)).tags;
}

export async function tagsByUrl(siteId: string, url: string, q: string, signal?: AbortSignal): Promise<Tag[]> {
  return (await postJson<TagListResponse>("/api/residence/search/tags/url", { siteId, url, q }, signal)).tags;
}

/** What to widen when a search finds nothing (search/widen): counts without each filter, nearby places. */
export function widenSearch(siteId: string, filter: SearchFilter, signal?: AbortSignal) {
  return postJson<WidenResponse>("/api/residence/search/widen", { siteId, filter }, signal);
}

const COUNT_OF: Record<ResidenceTab, keyof SearchCounts> = { area: "areas", stage: "stages", object: "objects" };

/** How many hits a tab has, of the counts of all tabs that come with every answer. */
export function countOf(counts: SearchCounts, tab: ResidenceTab): number {
  return counts[COUNT_OF[tab]];
}

/** The request was aborted on purpose (a newer one replaced it, or the view went away). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** The results of one search, identified by the search's key. */
interface Keyed<T> {
  key: string;
  value: T;
}

/** The hits of one tab loaded so far ("show more" appends), and how many there are. */
export interface ResultList {
  hits: SearchHit[];
  total: number;
}

interface Page extends ResultList {
  counts: SearchCounts;
}

type Lists = Record<ResidenceTab, Keyed<ResultList> | null>;

/** What a search page had loaded (every tab's hits so far, the counts), to show again on return. */
export interface LoadedResults {
  lists: Lists;
  counts: Keyed<SearchCounts>;
}

/** One page of a tab's hits, with the counts of all tabs that come with every answer. */
async function fetchPage(
  siteId: string,
  tab: ResidenceTab,
  query: SearchQuery,
  limit: number,
  offset: number,
  signal: AbortSignal,
): Promise<Page> {
  if (tab === "object") {
    const response = await searchObjects(siteId, query, limit, offset, signal);
    return { hits: response.hits, total: countOf(response.counts, tab), counts: response.counts };
  }
  const response = await searchStagesAndAreas(siteId, query, { tab, limit, offset }, signal);
  const hits = tab === "stage" ? response.stages : response.areas;
  return { hits, total: countOf(response.counts, tab), counts: response.counts };
}

export interface SearchResultsOptions {
  siteId: string;
  /** The search to run; null while the URL's tags are being resolved. */
  query: SearchQuery | null;
  tab: ResidenceTab;
  /** Hits per page: the first page and each "show more", on every tab. */
  pageSize: number;
  /**
   * Results the server rendered for the first search: the counts of all tabs, and the hits of
   * its tab when the page's data holds them (the server renders them without sending them, the
   * other tabs' lists load when shown, decision 023).
   */
  initial?: { tab: ResidenceTab; stagesAndAreas: StageAndAreaSearchResponse; objects: ObjectSearchResponse };
  /**
   * The page shows the server's markup of the initial tab's first page, whose hits the page's
   * data does not carry (decision 023): until this hook has fetched its own copy, that search
   * counts as shown (not loading) and `adopted` says so.
   */
  serverMarkup?: boolean;
  /** Read once per search: how long to wait before it runs (sliders wait for the visitor to stop). */
  delayRef: React.RefObject<number>;
}

export interface SearchResults {
  /** The current tab's hits (those of an older search while the current one runs). */
  list: ResultList | null;
  /** The server's markup shows the current search's first page; its hits are being fetched. */
  adopted: boolean;
  /** The counts of all three tabs. */
  counts: SearchCounts | null;
  /** A search for the current query and tab is under way (older results may still show). */
  loading: boolean;
  loadingMore: boolean;
  /** The last "show more" failed (the button tries again). */
  moreFailed: boolean;
  /** The current query's search failed. */
  failed: boolean;
  retry: () => void;
  /** Appends the current tab's next page; resolves to the index of the first new hit. */
  showMore: () => Promise<number | null>;
  /** The results loaded so far for the current query (null before any). */
  loaded: () => LoadedResults | null;
  /** Shows results loaded earlier for the same query (a return to the search); false when they are of another query. */
  restore: (results: LoadedResults) => boolean;
}

/**
 * Runs the search whenever the query changes (a navigation change triggers a search, spec 000
 * section 4): the previous request is aborted, sliders are debounced, the results of the
 * current query are kept by key so that stale answers never show as current ones. Each tab
 * loads its own first page when it is shown (stages and areas page separately, homes through
 * search_object); every answer brings the counts of all three tabs.
 */
export function useSearchResults(options: SearchResultsOptions): SearchResults {
  const { siteId, query, tab, pageSize, initial, serverMarkup = false, delayRef } = options;
  const key = query ? JSON.stringify(query) : null;
  // The initial tab's first page: held when the page's data carries its hits (or it has none);
  // otherwise only the server's markup shows it (decision 023) and the hits are fetched.
  const [first] = useState(() => {
    if (!initial || !key) return null;
    const { stagesAndAreas, objects } = initial;
    const lists: Record<ResidenceTab, ResultList> = {
      stage: { hits: stagesAndAreas.stages, total: countOf(stagesAndAreas.counts, "stage") },
      area: { hits: stagesAndAreas.areas, total: countOf(stagesAndAreas.counts, "area") },
      object: { hits: objects.hits, total: countOf(objects.counts, "object") },
    };
    const list = lists[initial.tab];
    return { key, tab: initial.tab, list, held: list.hits.length > 0 || list.total === 0 };
  });
  const [lists, setLists] = useState<Lists>(() => {
    const lists: Lists = { area: null, stage: null, object: null };
    return first?.held ? { ...lists, [first.tab]: { key: first.key, value: first.list } } : lists;
  });
  const [counts, setCounts] = useState<Keyed<SearchCounts> | null>(() =>
    initial && key ? { key, value: initial.stagesAndAreas.counts } : null,
  );
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [more, setMore] = useState<{ tab: ResidenceTab; key: string; failed: boolean } | null>(null);
  const listsRef = useRef(lists);
  listsRef.current = lists;
  const pageSizeRef = useRef(pageSize);
  pageSizeRef.current = pageSize;
  const moreController = useRef<AbortController | null>(null);

  const store = useCallback((listTab: ResidenceTab, listKey: string, page: Page, append: boolean) => {
    setLists((current) => {
      const previous = current[listTab];
      const hits = append && previous?.key === listKey ? [...previous.value.hits, ...page.hits] : page.hits;
      return { ...current, [listTab]: { key: listKey, value: { hits, total: page.total } } };
    });
    setCounts({ key: listKey, value: page.counts });
  }, []);

  // The current tab's first page, when the tab shows results of another search (or none).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query; attempt retries
  useEffect(() => {
    if (!query || !key || listsRef.current[tab]?.key === key) return;
    moreController.current?.abort();
    const controller = new AbortController();
    const delay = delayRef.current;
    const timer = setTimeout(() => {
      fetchPage(siteId, tab, query, pageSizeRef.current, 0, controller.signal)
        .then((page) => {
          // A return to the search restored this search's list meanwhile (decision 021), with
          // every page loaded before: the first page must not replace it.
          if (listsRef.current[tab]?.key !== key) store(tab, key, page, false);
          setFailedKey((failed) => (failed === key ? null : failed));
        })
        .catch((error: unknown) => {
          if (!isAbort(error)) setFailedKey(key);
        });
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, tab, attempt, siteId]);

  // Once the searches of a change have read its delay, the next change starts without one
  // (back/forward search at once). Only a new query resets it: other renders come in between.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the query changes
  useEffect(() => {
    delayRef.current = 0;
  }, [key]);

  const current = lists[tab];
  const showMore = useCallback(async (): Promise<number | null> => {
    if (!query || !key || !current || current.key !== key) return null;
    moreController.current?.abort();
    const controller = new AbortController();
    moreController.current = controller;
    const offset = current.value.hits.length;
    setMore({ tab, key, failed: false });
    try {
      const page = await fetchPage(siteId, tab, query, pageSizeRef.current, offset, controller.signal);
      store(tab, key, page, true);
      setMore(null);
      return page.hits.length > 0 ? offset : null;
    } catch (error) {
      if (!isAbort(error)) setMore({ tab, key, failed: true });
      return null;
    } finally {
      if (moreController.current === controller) moreController.current = null;
    }
  }, [query, key, current, tab, siteId, store]);

  const retry = useCallback(() => {
    setFailedKey(null);
    setAttempt((n) => n + 1);
  }, []);

  const countsRef = useRef(counts);
  countsRef.current = counts;
  const keyRef = useRef(key);
  keyRef.current = key;
  const loaded = useCallback((): LoadedResults | null => {
    const current = countsRef.current;
    if (!keyRef.current || current?.key !== keyRef.current) return null;
    const lists = listsRef.current;
    const own = (list: Keyed<ResultList> | null) => (list?.key === keyRef.current ? list : null);
    return { lists: { area: own(lists.area), stage: own(lists.stage), object: own(lists.object) }, counts: current };
  }, []);
  const restore = useCallback((results: LoadedResults): boolean => {
    if (!keyRef.current || results.counts.key !== keyRef.current) return false;
    setLists(results.lists);
    setCounts(results.counts);
    return true;
  }, []);

  const listCurrent = current?.key === key;
  // A failed fetch of the adopted page keeps the server's markup: it is right, only not held.
  const adopted =
    serverMarkup && !listCurrent && first !== null && !first.held && first.key === key && first.tab === tab;
  const failed = key !== null && failedKey === key && !adopted;
  const moreHere = more !== null && more.tab === tab && more.key === key;
  return {
    list: current?.value ?? null,
    adopted,
    counts: counts?.value ?? null,
    loading: !failed && (key === null || (!listCurrent && !adopted)),
    loadingMore: moreHere && !more.failed,
    moreFailed: moreHere && more.failed,
    failed,
    retry,
    showMore,
    loaded,
    restore,
  };
}

/** The map's markers of the current tab and search (fetched only while the map view is open). */
export interface SearchMarkers {
  markers: MarkersResponse | null;
  loading: boolean;
  failed: boolean;
}

export function useSearchMarkers(options: {
  siteId: string;
  query: SearchQuery | null;
  tab: ResidenceTab;
  enabled: boolean;
  delayRef: React.RefObject<number>;
}): SearchMarkers {
  const { siteId, query, tab, enabled, delayRef } = options;
  const key = query ? `${tab} ${JSON.stringify(query.filter)}` : null;
  const [markers, setMarkers] = useState<Keyed<MarkersResponse> | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const markersKey = useRef(markers?.key);
  markersKey.current = markers?.key;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filter and the tab
  useEffect(() => {
    if (!enabled || !query || !key || markersKey.current === key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchMarkers(siteId, query, tab, controller.signal)
        .then((value) => {
          setMarkers({ key, value });
          setFailedKey(null);
        })
        .catch((error: unknown) => {
          if (!isAbort(error)) setFailedKey(key);
        });
    }, delayRef.current);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, key, siteId]);

  const failed = key !== null && failedKey === key;
  return {
    // Markers of the previous search stay until the new ones arrive, so the map does not flicker.
    markers: markers?.value ?? null,
    loading: enabled && !failed && markers?.key !== key,
    failed,
  };
}
