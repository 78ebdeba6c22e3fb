import { useEffect, useRef, useState } from "react";
import { useNavigationType } from "react-router";
import type { LoadedResults, SearchResults } from "./use-search";

/**
 * Coming back to the search (spec 000 section 9: "scroll positions, search result items about
 * 1 day"): the results loaded so far, with every "show more", and the scroll position, kept per
 * search URL. In sessionStorage, not in cookies: a page of hits is far larger than a cookie, the
 * server never needs it, and it belongs to this browser tab's way through the site (a new tab
 * starts a fresh search). Restored when the visitor comes back (back or forward), never when a
 * link or a typed address opens the search anew, nor on a reload, which starts again from one
 * page (the journey of issue 3: "show more" starts again).
 */
const STORAGE_KEY = "nordhem.search-return";
export const SEARCH_MEMORY_MS = 24 * 60 * 60 * 1000;

interface SearchMemory {
  url: string;
  savedAt: number;
  scrollY: number;
  results: LoadedResults;
}

/** Whether the document's own load has been judged: later mounts are client-side navigations. */
let documentLoadJudged = false;

/**
 * Whether the search page is shown by coming back. React Router calls every first load "POP",
 * so for the page the document was loaded with, the browser's navigation timing tells
 * back/forward from a new visit or a reload; after that, the router's navigation type does.
 */
function isReturn(routerType: string): boolean {
  if (!documentLoadJudged) {
    documentLoadJudged = true;
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (routerType === "POP") {
      // Without the browser's word (no navigation timing), a first load is no return.
      if (!entry || new URL(entry.name).pathname !== window.location.pathname) return false;
      return entry.type === "back_forward";
    }
  }
  return routerType === "POP";
}

function read(url: string, now: number): SearchMemory | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const memory = JSON.parse(raw) as SearchMemory;
    return memory.url === url && now - memory.savedAt < SEARCH_MEMORY_MS ? memory : null;
  } catch {
    return null;
  }
}

function write(memory: SearchMemory) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Storage full or turned off: returning then starts at the top, as without this.
  }
}

/**
 * Keeps the search's results and scroll position for a return, and restores them once the page
 * has hydrated. Returns the handler that saves them (call it when the visitor leaves through a
 * result; leaving the page in any other way saves them too).
 */
export function useSearchMemory(url: string, hydrated: boolean, results: SearchResults): () => void {
  const navigationType = useNavigationType();
  const scrollTo = useRef<number | null>(null);
  const restored = useRef(false);
  const resultsRef = useRef(results);
  resultsRef.current = results;
  const urlRef = useRef(url);
  urlRef.current = url;

  const save = useRef(() => {
    const loaded = resultsRef.current.loaded();
    if (loaded) write({ url: urlRef.current, savedAt: Date.now(), scrollY: window.scrollY, results: loaded });
  }).current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page has hydrated
  useEffect(() => {
    if (!hydrated || restored.current) return;
    restored.current = true;
    if (!isReturn(navigationType)) return;
    const memory = read(url, Date.now());
    if (memory && results.restore(memory.results)) scrollTo.current = memory.scrollY;
  }, [hydrated]);

  // The restored hits are on the page: back to where the visitor was. The page may still be
  // growing when they arrive (the hash's tab applied, the filters laid out), so a position below
  // its end follows the page's height for a moment, until it is reached or the visitor scrolls.
  const stopFollowing = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (scrollTo.current === null || !results.list) return;
    const target = scrollTo.current;
    scrollTo.current = null;
    const reached = () => {
      window.scrollTo(0, target);
      return Math.abs(window.scrollY - target) < 2;
    };
    if (reached() || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (reached()) stop();
    });
    const userEvents = ["wheel", "touchstart", "keydown", "mousedown"] as const;
    const timer = window.setTimeout(() => stop(), 3000);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of userEvents) window.removeEventListener(type, stop);
      stopFollowing.current = null;
    }
    observer.observe(document.body);
    for (const type of userEvents) window.addEventListener(type, stop, { passive: true });
    stopFollowing.current = stop;
  }, [results.list]);
  // Leaving the page ends the following: it must never scroll the next page.
  useEffect(() => () => stopFollowing.current?.(), []);

  useEffect(() => {
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, [save]);

  return save;
}

/**
 * The visitor's selected filters (spec 000 section 9: "selected residence and premises filters",
 * 6 units: js-cookie's unit, days). The last search with filters is kept in localStorage, for
 * this browser only and never sent to the server, and a search page opened without filters
 * offers it again ("Fortsätt med din senaste sökning") instead of applying it unasked, so a
 * shared or typed address always shows what it says.
 */
const FILTERS_KEY = "nordhem.search-filters";
export const SEARCH_FILTERS_MS = 6 * 24 * 60 * 60 * 1000;

export function useRememberedFilters(
  site: string,
  url: string,
  hasFilters: boolean,
  hydrated: boolean,
): { offer: string | null; forget: () => void } {
  const [offer, setOffer] = useState<string | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    try {
      if (hasFilters) {
        window.localStorage.setItem(FILTERS_KEY, JSON.stringify({ site, url, savedAt: Date.now() }));
        setOffer(null);
        return;
      }
      const stored = JSON.parse(window.localStorage.getItem(FILTERS_KEY) ?? "null") as {
        site?: string;
        url?: string;
        savedAt?: number;
      } | null;
      const fresh =
        stored?.site === site &&
        typeof stored.url === "string" &&
        Date.now() - (stored.savedAt ?? 0) < SEARCH_FILTERS_MS;
      setOffer(fresh && stored?.url !== url ? (stored?.url ?? null) : null);
    } catch {
      setOffer(null);
    }
  }, [site, url, hasFilters, hydrated]);
  const forget = () => {
    try {
      window.localStorage.removeItem(FILTERS_KEY);
    } catch {
      // Nothing stored.
    }
    setOffer(null);
  };
  return { offer, forget };
}
