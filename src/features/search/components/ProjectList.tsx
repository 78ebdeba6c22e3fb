import { memo, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { SiteSettings } from "~/sites/sites";
import type { SearchHit } from "../schema";
import { HitCard } from "./HitCard";
import styles from "./results.module.css";
import { type PagingProps, ShowMore, useShowMoreFocus } from "./ShowMore";

export type Presentation = "list" | "slider";

interface ProjectListProps extends PagingProps {
  tab: "area" | "stage";
  hits: SearchHit[];
  site: SiteSettings;
  presentation: Presentation;
  label: string;
}

/**
 * Areas or stages as a List (a grid of cards) or a Slider (one row that scrolls sideways,
 * with previous/next buttons; every card's link is reached by Tab as in the list). "Show more"
 * appends the next page, as for homes, and moves the focus to the first new card.
 */
export const ProjectList = memo(function ProjectList({
  tab,
  hits,
  site,
  presentation,
  label,
  ...paging
}: ProjectListProps) {
  const { t } = useTranslation();
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const showMore = useShowMoreFocus(listRef, hits.length, paging.onShowMore);
  const more = <ShowMore tab={tab} shown={hits.length} {...paging} onShowMore={showMore} />;
  const [edges, setEdges] = useState({ start: true, end: false });

  const updateEdges = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setEdges({
      start: list.scrollLeft <= 1,
      end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
    });
  }, []);
  // New hits change the slider's width, so its ends are measured again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: hits stands for the list's width
  useEffect(() => {
    if (presentation === "slider") updateEdges();
  }, [presentation, hits, updateEdges]);

  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: reduce ? "auto" : "smooth" });
  };

  const list = (
    <ul
      id={listId}
      ref={listRef}
      className={presentation === "slider" ? styles.slider : styles.grid}
      aria-label={label}
      onScroll={presentation === "slider" ? updateEdges : undefined}
    >
      {hits.map((hit, index) => (
        <li key={`${hit.type}-${hit.id}`} className={styles.gridItem}>
          <HitCard hit={hit} site={site} priority={index === 0} index={index} />
        </li>
      ))}
    </ul>
  );
  if (presentation === "list") {
    return (
      <div>
        {list}
        {more}
      </div>
    );
  }
  return (
    <div>
      <div className={styles.sliderFrame}>
        <button
          type="button"
          className={`${styles.sliderButton} ${styles.sliderPrevious}`}
          aria-controls={listId}
          aria-label={t("search.results.previous")}
          disabled={edges.start}
          onClick={() => scroll(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        {list}
        <button
          type="button"
          className={`${styles.sliderButton} ${styles.sliderNext}`}
          aria-controls={listId}
          aria-label={t("search.results.next")}
          disabled={edges.end}
          onClick={() => scroll(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {more}
    </div>
  );
});
