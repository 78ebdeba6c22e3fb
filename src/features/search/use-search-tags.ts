import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Tag } from "./schema";
import { isAbort, tagsByUrl } from "./use-search";

const byName = (name: string) => `name:${name.toLocaleLowerCase()}`;
const byUrl = (url: string) => `url:${url.toLowerCase()}`;

/** A tag of q is named by its name or by its URL slug, as the server reads it (tags/url). */
const isKnown = (map: Map<string, Tag | null>, name: string) => map.has(byName(name)) || map.has(byUrl(name));
const tagOf = (map: Map<string, Tag | null>, name: string) => map.get(byName(name)) ?? map.get(byUrl(name)) ?? null;

export interface ResolvedTags {
  /** The URL's tags that exist, tag path first, once each. */
  tags: Tag[];
  /** The names of q that no tag has (looked up and not found): the search finds nothing then. */
  unknown: string[];
  /** The tag of the path segment, when it exists. */
  pathTag: Tag | null;
  /** Tags of the URL are still being looked up: the search waits for them. */
  pending: boolean;
  failed: boolean;
  retry: () => void;
  /** A tag the visitor picked from the suggestions: known from now on, no lookup needed. */
  remember: (tag: Tag) => void;
}

/**
 * The search URL names tags (q, by name or URL slug) and a tag path; the search filters by tag
 * id. Names are resolved from the tags the page already knows (the site's stage tags, picked suggestions),
 * and only unknown ones are asked for (POST /api/residence/search/tags/url). A name that no
 * tag has is reported as unknown: the page then shows no results (issue 13).
 */
export function useResolvedTags(
  siteId: string,
  tagPath: string | null,
  tagNames: string[],
  known: Tag[],
  /** Names the server already looked up and did not find (the page's first URL). */
  knownMissing: string[] = [],
): ResolvedTags {
  const cache = useRef<Map<string, Tag | null> | null>(null);
  if (!cache.current) {
    cache.current = new Map();
    for (const tag of known) {
      cache.current.set(byName(tag.name), tag);
      cache.current.set(byUrl(tag.url), tag);
    }
    for (const name of knownMissing) if (!isKnown(cache.current, name)) cache.current.set(byName(name), null);
  }
  const [version, setVersion] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const namesKey = tagNames.join(";");
  // biome-ignore lint/correctness/useExhaustiveDependencies: version re-reads the cache; namesKey stands for tagNames
  const { tags, pathTag, missingPath, missingNames, unknown } = useMemo(() => {
    const map = cache.current as Map<string, Tag | null>;
    const missingPath = tagPath !== null && !map.has(byUrl(tagPath));
    const missingNames = tagNames.filter((name) => !isKnown(map, name));
    const pathTag = tagPath ? (map.get(byUrl(tagPath)) ?? null) : null;
    const found = [pathTag, ...tagNames.map((name) => tagOf(map, name))];
    const seen = new Set<number>();
    const tags = found.filter((tag): tag is Tag => tag !== null && !seen.has(tag.id) && Boolean(seen.add(tag.id)));
    const unknown = tagNames.filter((name) => isKnown(map, name) && tagOf(map, name) === null);
    return { tags, pathTag, missingPath, missingNames, unknown };
  }, [tagPath, namesKey, version]);

  const pending = missingPath || missingNames.length > 0;
  const missingKey = `${missingPath ? tagPath : ""}|${missingNames.join(";")}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: missingKey stands for what is missing
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    setFailed(false);
    tagsByUrl(siteId, missingPath ? (tagPath ?? "") : "", missingNames.join(";"), controller.signal)
      .then((found) => {
        const map = cache.current as Map<string, Tag | null>;
        for (const tag of found) {
          map.set(byName(tag.name), tag);
          map.set(byUrl(tag.url), tag);
        }
        // Whatever was asked for and not found does not exist.
        if (missingPath && tagPath && !map.has(byUrl(tagPath))) map.set(byUrl(tagPath), null);
        for (const name of missingNames) if (!isKnown(map, name)) map.set(byName(name), null);
        setVersion((n) => n + 1);
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) setFailed(true);
      });
    return () => controller.abort();
  }, [missingKey, siteId, attempt]);

  const remember = useCallback((tag: Tag) => {
    cache.current?.set(byName(tag.name), tag);
    cache.current?.set(byUrl(tag.url), tag);
    setVersion((n) => n + 1);
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { tags, unknown, pathTag, pending: pending && !failed, failed, retry, remember };
}
