export interface TtlCacheOptions<V> {
  ttlMs: number;
  maxEntries: number;
  /**
   * A bound on the loaded values' total size (with sizeOf): the least recently used go first
   * until the rest fit. Without it only the number of entries is bounded.
   */
  maxBytes?: number;
  /** The size of a loaded value, counted against maxBytes once it has loaded. */
  sizeOf?: (value: V) => number;
  now?: () => number;
}

/**
 * A small per-process cache of promises with a time to live and a bounded number of entries
 * (least recently used go first), and optionally a bound on their total size. Concurrent callers
 * of a missing key share one load, and a failed load is forgotten at once. A ttl of 0 turns
 * caching off.
 */
export function createTtlCache<V>(options: TtlCacheOptions<V>) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<V>; bytes: number }>();
  let totalBytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  /** Drops the least recently used entries (never `keep`, the one just loaded) until both bounds hold. */
  function evict(keep?: string) {
    const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    for (const key of entries.keys()) {
      if (entries.size <= options.maxEntries && totalBytes <= maxBytes) return;
      if (key !== keep) remove(key);
    }
  }

  return {
    /** The cached value of key, or load it; `keep` can refuse to remember a loaded value. */
    get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
      if (options.ttlMs <= 0) return load();
      const hit = entries.get(key);
      const time = now();
      if (hit && time - hit.at < options.ttlMs) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      remove(key);
      const value = load();
      const entry = { at: time, value, bytes: 0 };
      entries.set(key, entry);
      const forget = () => {
        if (entries.get(key) === entry) remove(key);
      };
      value.then((loaded) => {
        if (!keep(loaded)) return forget();
        if (entries.get(key) !== entry || !options.sizeOf) return;
        entry.bytes = options.sizeOf(loaded);
        totalBytes += entry.bytes;
        // A value larger than the whole bound is not kept.
        if (options.maxBytes !== undefined && entry.bytes > options.maxBytes) return forget();
        evict(key);
      }, forget);
      evict();
      return value;
    },
    clear() {
      entries.clear();
      totalBytes = 0;
    },
    /** Drops the entries whose key matches (their data changed before their time ran out). */
    deleteWhere(matches: (key: string) => boolean) {
      for (const key of [...entries.keys()]) if (matches(key)) remove(key);
    },
    get size() {
      return entries.size;
    },
    /** The total size of the loaded values kept (0 without sizeOf). */
    get bytes() {
      return totalBytes;
    },
  };
}
