import { useCallback, useEffect, useRef, useState } from "react";
import type { ResidenceTab, SortOption } from "~/features/residences/enums";
import type {
  ObjectSearchResponse,
  SearchFilter,
  SearchHit,
  StageAndAreaSearchResponse,
  Tag,
  TagListResponse,
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

export function searchStagesAndAreas(siteId: string, query: SearchQuery, signal?: AbortSignal) {
  return postJson<StageAndAreaSearchResponse>("/api/residence/stage_and_area_search", { siteId, ...query }, signal);
}

export function searchObjects(siteId: string, query: SearchQuery, limit: number, offset: number, signal?: AbortSignal) {
  return postJson<ObjectSearchResponse>("/api/residence/search_object", { siteId, ...query, limit, offset }, signal);
}

export async function suggestTags(siteId: string, text: string, signal?: AbortSignal): Promise<Tag[]> {
  return (await postJson<TagListResponse>("/api/residence/search/tags", { siteId, text }, signal)).tags;
}

export async function tagsByUrl(siteId: string, url: string, q: string, signal?: AbortSignal): Promise<Tag[]> {
  return (await postJson<TagListResponse>("/api/residence/search/tags/url", { siteId, url, q }, signal)).tags;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** The results of one search, identified by the search's key. */
interface Keyed<T> {
  key: string;
  value: T;
}

interface ObjectPages {
  hits: SearchHit[];
  total: number;
}

export interface SearchResultsOptions {
  siteId: string;
  /** The search to run; null while the URL's tags are being resolved. */
  query: SearchQuery | null;
  tab: ResidenceTab;
  /** Homes per page: the first page and each "show more". */
  pageSize: number;
  /** Results the server rendered for the first search. */
  initial?: { stagesAndAreas: StageAndAreaSearchResponse; objects: ObjectSearchResponse };
  /** Read once per search: how long to wait before it runs (sliders wait for the visitor to stop). */
  delayRef: React.RefObject<number>;
}

export interface SearchResults {
  stagesAndAreas: StageAndAreaSearchResponse | null;
  objects: ObjectPages | null;
  /** A search for the current query is under way (older results may still show). */
  loading: boolean;
  loadingMore: boolean;
  /** The last "show more" failed (the button tries again). */
  moreFailed: boolean;
  /** The current query's search failed. */
  failed: boolean;
  retry: () => void;
  /** Appends the next page of homes; resolves to the index of the first new hit. */
  showMore: () => Promise<number | null>;
}

/**
 * Runs the search whenever the query changes (a navigation change triggers a search, spec 000
 * section 4): the previous request is aborted, sliders are debounced, the results of the
 * current query are kept by key so that stale answers never show as current ones. Areas,
 * stages and the counts of all tabs come from one call; homes are fetched for the home tab.
 */
export function useSearchResults(options: SearchResultsOptions): SearchResults {
  const { siteId, query, tab, pageSize, initial, delayRef } = options;
  const key = query ? JSON.stringify(query) : null;
  const [main, setMain] = useState<Keyed<StageAndAreaSearchResponse> | null>(() =>
    initial && key ? { key, value: initial.stagesAndAreas } : null,
  );
  const [objects, setObjects] = useState<Keyed<ObjectPages> | null>(() =>
    initial && key ? { key, value: { hits: initial.objects.hits, total: initial.objects.counts.objects } } : null,
  );
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const mainKey = useRef(main?.key);
  mainKey.current = main?.key;
  const objectsKey = useRef(objects?.key);
  objectsKey.current = objects?.key;
  const pageSizeRef = useRef(pageSize);
  pageSizeRef.current = pageSize;
  const moreController = useRef<AbortController | null>(null);

  // Areas, stages and the counts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query; attempt retries
  useEffect(() => {
    if (!query || !key || mainKey.current === key) return;
    const controller = new AbortController();
    const delay = delayRef.current;
    const timer = setTimeout(() => {
      searchStagesAndAreas(siteId, query, controller.signal)
        .then((value) => {
          setMain({ key, value });
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
  }, [key, attempt, siteId]);

  // The first page of homes, when the home tab shows them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query; attempt retries
  useEffect(() => {
    if (!query || !key || tab !== "object" || objectsKey.current === key) return;
    moreController.current?.abort();
    const controller = new AbortController();
    const delay = delayRef.current;
    const timer = setTimeout(() => {
      searchObjects(siteId, query, pageSizeRef.current, 0, controller.signal)
        .then((response) => {
          setObjects({ key, value: { hits: response.hits, total: response.counts.objects } });
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

  // Once both searches of a change have read its delay, the next change starts without one
  // (back/forward search at once). Only a new query resets it: other renders come in between.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the query changes
  useEffect(() => {
    delayRef.current = 0;
  }, [key]);

  const showMore = useCallback(async (): Promise<number | null> => {
    if (!query || !key || !objects || objects.key !== key) return null;
    moreController.current?.abort();
    const controller = new AbortController();
    moreController.current = controller;
    const offset = objects.value.hits.length;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const response = await searchObjects(siteId, query, pageSizeRef.current, offset, controller.signal);
      setObjects((current) =>
        current && current.key === key
          ? {
              key,
              value: { hits: [...current.value.hits, ...response.hits], total: response.counts.objects },
            }
          : current,
      );
      return response.hits.length > 0 ? offset : null;
    } catch (error) {
      if (!isAbort(error)) setMoreFailed(true);
      return null;
    } finally {
      if (moreController.current === controller) {
        moreController.current = null;
        setLoadingMore(false);
      }
    }
  }, [query, key, objects, siteId]);

  const retry = useCallback(() => {
    setFailedKey(null);
    setAttempt((n) => n + 1);
  }, []);

  const failed = key !== null && failedKey === key;
  const objectsCurrent = objects?.key === key;
  const mainCurrent = main?.key === key;
  const loading = !failed && (key === null || !mainCurrent || (tab === "object" && !objectsCurrent));
  return {
    stagesAndAreas: main?.value ?? null,
    objects: objects?.value ?? null,
    loading,
    loadingMore,
    moreFailed: moreFailed && objectsCurrent,
    failed,
    retry,
    showMore,
  };
}
