import { useState } from "react";
import { DEFAULT_OBJECT_LIMIT } from "~/sites/filter-bounds";

export const PAGE_SIZE_OPTIONS = [DEFAULT_OBJECT_LIMIT, 60, 120] as const;

/**
 * Hits per page, on every tab: the visitor's choice lasts while the page is open and is back at
 * the default 30 whenever the search page opens (spec 000 section 9).
 */
export function usePageSize(): [number, (size: number) => void] {
  return useState<number>(DEFAULT_OBJECT_LIMIT);
}
