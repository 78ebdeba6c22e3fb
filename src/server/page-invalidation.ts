/**
 * Pages whose data changed before their cache time ran out (decision 045): the content
 * service's page view models and the SSR page cache (decision 024) keep a page for
 * CONTENT_CACHE_SECONDS, but a home that a buyer has just reserved must show as reserved at once.
 * A feature names the changed paths; the caches of this process drop their entries for them.
 * Other processes (several servers on one PostgreSQL) still serve theirs until their time runs
 * out: at most CONTENT_CACHE_SECONDS (10 s by default).
 */

export interface ChangedPages {
  /** Exact paths (with their trailing slash): any query string of them is dropped too. */
  paths: readonly string[];
  /** Path prefixes: every page under them (e.g. a site's search pages). */
  prefixes?: readonly string[];
}

export type PageMatcher = (path: string) => boolean;

export interface PageInvalidation {
  invalidate(changed: ChangedPages): void;
  /** A cache listens for changed pages; the matcher says whether a path is one of them. */
  subscribe(listener: (matches: PageMatcher) => void): () => void;
}

export function createPageInvalidation(): PageInvalidation {
  const listeners = new Set<(matches: PageMatcher) => void>();
  return {
    invalidate(changed) {
      if (changed.paths.length === 0 && !changed.prefixes?.length) return;
      const paths = new Set(changed.paths);
      const prefixes = changed.prefixes ?? [];
      const matches: PageMatcher = (path) => paths.has(path) || prefixes.some((prefix) => path.startsWith(prefix));
      for (const listener of listeners) listener(matches);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
