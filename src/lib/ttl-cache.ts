/**
 * A small per-process cache of promises with a time to live and a bounded number of entries
 * (least recently used go first). Concurrent callers of a missing key share one load, and a
 * failed load is forgotten at once. A ttl of 0 turns caching off.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<V> }>();

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
      const value = load();
      entries.set(key, { at: time, value });
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then((loaded) => {
        if (!keep(loaded)) forget();
      }, forget);
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
