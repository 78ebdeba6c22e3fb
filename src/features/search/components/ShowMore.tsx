import { type RefObject, useEffect, useId, useRef } from "react";
import type { ResidenceTab } from "~/domain/residence-enums";
import { groupThousands } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { PAGE_SIZE_OPTIONS } from "../use-page-size";
import styles from "./results.module.css";

/** "Showing 30 of 1 532 stages" and the failure message, per tab. */
const SHOWING_KEY: Record<ResidenceTab, string> = {
  object: "search.results.showing",
  stage: "search.results.showingStages",
  area: "search.results.showingAreas",
};
const FAILED_KEY: Record<ResidenceTab, string> = {
  object: "search.results.moreFailed",
  stage: "search.results.moreFailedStages",
  area: "search.results.moreFailedAreas",
};

/**
 * "Show more" that moves the focus to the first new item's link (`data-index` in the list)
 * once it is there, so keyboard and screen-reader users continue where the new items begin.
 */
export function useShowMoreFocus(
  listRef: RefObject<HTMLElement | null>,
  count: number,
  showMore: () => Promise<number | null>,
): () => Promise<void> {
  const focusIndex = useRef<number | null>(null);
  const focus = (index: number) => listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the new items arrive with the count
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || count <= index) return;
    focusIndex.current = null;
    focus(index);
  }, [count]);

  return async () => {
    const first = await showMore();
    if (first === null) return;
    focusIndex.current = first;
    // The new items may already be in the list when the promise settles.
    focus(first);
  };
}

/** What a paged list gets from the page: the total, the page size and "show more". */
export interface PagingProps {
  total: number;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  loadingMore: boolean;
  moreFailed: boolean;
  /** Appends the next page; resolves to the index of the first new item (or null). */
  onShowMore: () => Promise<number | null>;
}

interface ShowMoreProps extends Omit<PagingProps, "onShowMore"> {
  tab: ResidenceTab;
  shown: number;
  onShowMore: () => void;
}

/** Below a list: how many are shown, "show more" while there are more, and the page size. */
export function ShowMore({
  tab,
  shown,
  total,
  pageSize,
  onPageSizeChange,
  loadingMore,
  moreFailed,
  onShowMore,
}: ShowMoreProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  return (
    <div className={styles.more}>
      <p className={styles.moreCount}>
        {t(SHOWING_KEY[tab], { shown: groupThousands(shown), total: groupThousands(total) })}
      </p>
      {shown < total && (
        <button type="button" className={styles.moreButton} onClick={onShowMore} disabled={loadingMore}>
          {loadingMore ? t("search.results.loadingMore") : t("search.results.showMore")}
        </button>
      )}
      {moreFailed && (
        <p role="alert" className={styles.inlineError}>
          {t(FAILED_KEY[tab])}
        </p>
      )}
      <label className={styles.pageSize} htmlFor={sizeId}>
        {t("search.results.perPage")}
        <select id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
