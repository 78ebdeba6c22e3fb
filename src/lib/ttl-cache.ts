/**
 * A small per-process cache of promises with a time to live and a bounded number of entries
 * (least recently used go first). Concurrent callers of a missing key share one load, and a
 * failed load is forgotten at once. A ttl of 0 turns caching off.
 *
 * With `maxBytes` and `sizeOf` the loaded values are bounded by their size too: a value counts
 * from when its load resolves, and one larger than the whole bound is not kept (decision 029).
 */
export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<V>; bytes: number }>();
  let totalBytes = 0;
  const { maxBytes, sizeOf } = options;
  const bytesOf = sizeOf && maxBytes !== undefined ? sizeOf : undefined;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  /** Drops the least recently used entries until both bounds hold (never `keep`, the newest). */
  function evict(keep?: string) {
    for (const key of entries.keys()) {
      const overBytes = maxBytes !== undefined && totalBytes > maxBytes;
      if (entries.size <= options.maxEntries && !overBytes) break;
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
        if (!bytesOf || entries.get(key) !== entry) return;
        const bytes = bytesOf(loaded);
        if (maxBytes !== undefined && bytes > maxBytes) return forget();
        entry.bytes = bytes;
        totalBytes += bytes;
        evict(key);
      }, forget);
      evict(key);
      return value;
    },
    clear() {
      entries.clear();
      totalBytes = 0;
    },
    get size() {
      return entries.size;
    },
    /** The bytes the kept values count (0 without `sizeOf`). */
    get bytes() {
      return totalBytes;
    },
  };
}
