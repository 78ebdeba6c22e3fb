import { useCallback, useEffect, useState } from "react";
import { DEFAULT_OBJECT_LIMIT } from "./filter-bounds";

export const PAGE_SIZE_STORAGE_KEY = "search.pageSize";
export const PAGE_SIZE_OPTIONS = [DEFAULT_OBJECT_LIMIT, 60, 120] as const;

function store(size: number) {
  try {
    window.localStorage.setItem(PAGE_SIZE_STORAGE_KEY, String(size));
  } catch {
    // Storage can be off (private mode, blocked cookies): the size then lasts for this page only.
  }
}

/**
 * Hits per page, on every tab: the stored preference, which is reset to the default 30 whenever
 * the search page opens (spec 000 section 9).
 */
export function usePageSize(): [number, (size: number) => void] {
  const [size, setSize] = useState<number>(DEFAULT_OBJECT_LIMIT);
  useEffect(() => store(DEFAULT_OBJECT_LIMIT), []);
  const choose = useCallback((next: number) => {
    setSize(next);
    store(next);
  }, []);
  return [size, choose];
}
