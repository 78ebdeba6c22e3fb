import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { SiteSettings } from "~/sites/sites";
import type { SearchHit } from "../schema";
import { PAGE_SIZE_OPTIONS } from "../use-page-size";
import { Facts } from "./HitCard";
import { areaText, moveInText, priceText, roomsText } from "./hit-format";
import styles from "./results.module.css";
import { StatusBadge } from "./StatusBadge";

interface ObjectListProps {
  hits: SearchHit[];
  total: number;
  site: SiteSettings;
  label: string;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  loadingMore: boolean;
  moreFailed: boolean;
  /** Appends the next page; resolves to the index of the first new home (or null). */
  onShowMore: () => Promise<number | null>;
}

/**
 * The homes of the search. "Show more" appends the next page (spec 000 section 4) and moves
 * the focus to the first new home, so keyboard and screen-reader users continue where the
 * new homes begin.
 */
export function ObjectList(props: ObjectListProps) {
  const { hits, total, site, label, pageSize, loadingMore, moreFailed } = props;
  const { t } = useTranslation();
  const sizeId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || hits.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus();
  }, [hits.length]);

  const showMore = async () => {
    const first = await props.onShowMore();
    if (first !== null) {
      focusIndex.current = first;
      // The new homes may already be in the list when the promise settles.
      listRef.current?.querySelector<HTMLElement>(`[data-index="${first}"]`)?.focus();
    }
  };

  const language = site.language;
  return (
    <div>
      <ul ref={listRef} className={styles.objects} aria-label={label}>
        {hits.map((hit, index) => (
          <li key={hit.id} className={styles.object}>
            <div className={styles.objectHead}>
              <h3 className={styles.objectTitle}>
                <a href={hit.url} data-index={index} className={styles.cardLink}>
                  {hit.objectNumber ? t("search.hit.homeNumber", { number: hit.objectNumber }) : hit.name}
                </a>
              </h3>
              <StatusBadge kind="object" status={hit.status} site={site.site} />
            </div>
            <p className={styles.cardPlace}>{[hit.name, hit.municipality].filter(Boolean).join(", ")}</p>
            <Facts
              facts={[
                { label: t("search.hit.rooms"), value: roomsText(hit, language) },
                { label: t("search.hit.livingArea"), value: areaText(hit, language) },
                { label: t("search.hit.price"), value: priceText(hit, site) },
                { label: t("search.hit.moveIn"), value: moveInText(hit, language) },
              ]}
            />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <p className={styles.moreCount}>{t("search.results.showing", { shown: hits.length, total })}</p>
        {hits.length < total && (
          <button type="button" className={styles.moreButton} onClick={showMore} disabled={loadingMore}>
            {loadingMore ? t("search.results.loadingMore") : t("search.results.showMore")}
          </button>
        )}
        {moreFailed && (
          <p role="alert" className={styles.inlineError}>
            {t("search.results.moreFailed")}
          </p>
        )}
        <label className={styles.pageSize} htmlFor={sizeId}>
          {t("search.results.perPage")}
          <select id={sizeId} value={pageSize} onChange={(event) => props.onPageSizeChange(Number(event.target.value))}>
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
