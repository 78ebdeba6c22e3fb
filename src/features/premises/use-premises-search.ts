import { useCallback, useEffect, useState } from "react";
import type { PremisesFilter, PremisesSearchResponse, PremisesSort, PremisesTagsResponse } from "./schema";

/** The premises calls of spec 001 section 7, as the premises pages make them (types only from ./schema). */

export interface PremisesQuery {
  filter: PremisesFilter;
  sort: PremisesSort;
}

async function postJson<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`premises request failed with ${response.status}`);
  return (await response.json()) as T;
}

export function searchPremises(siteId: string, query: PremisesQuery, limit?: number, signal?: AbortSignal) {
  return postJson<PremisesSearchResponse>("/api/residence/search/premises", { siteId, ...query, limit }, signal);
}

export function premisesTags(siteId: string, signal?: AbortSignal) {
  return postJson<PremisesTagsResponse>("/api/residence/search/premises/tags", { siteId }, signal);
}

export interface PremisesResults {
  results: PremisesSearchResponse | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** A slider's run of steps asks once, after the last one. */
const DEBOUNCE_MS = 250;

/**
 * The results of a query, fetched whenever it changes (the last answer wins; a superseded call is
 * aborted). `initial` is the server's answer for one query: that query is not asked again.
 */
export function usePremisesSearch(
  siteId: string,
  query: PremisesQuery,
  limit?: number,
  initial?: { query: PremisesQuery; results: PremisesSearchResponse },
): PremisesResults {
  const key = JSON.stringify(query);
  const initialKey = initial ? JSON.stringify(initial.query) : null;
  const [state, setState] = useState<{ key: string | null; results: PremisesSearchResponse | null; failed: boolean }>(
    () => ({ key: initialKey, results: initial?.results ?? null, failed: false }),
  );
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the query
  useEffect(() => {
    if (state.key === key && !state.failed && state.results) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchPremises(siteId, query, limit, controller.signal).then(
        (results) => setState({ key, results, failed: false }),
        () => {
          if (!controller.signal.aborted) setState((previous) => ({ ...previous, key, failed: true }));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [siteId, key, limit, attempt]);

  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, key: null, failed: false }));
    setAttempt((n) => n + 1);
  }, []);
  return {
    results: state.results,
    loading: state.key !== key,
    failed: state.failed && state.key === key,
    retry,
  };
}
