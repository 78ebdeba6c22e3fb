import { useEffect, useState } from "react";
import type { ResidenceTab } from "~/domain/residence-enums";
import { useTranslation } from "~/i18n/react";
import type { Tag, WidenFilter, WidenResponse } from "../schema";
import { countOf, isAbort, type SearchQuery, widenSearch } from "../use-search";
import styles from "./results.module.css";

interface EmptyResultProps {
  siteId: string;
  query: SearchQuery;
  tab: ResidenceTab;
  /** The search has filters that "Rensa filter" would remove. */
  canClear: boolean;
  onWiden: (filter: WidenFilter) => void;
  onPlace: (tag: Tag) => void;
  onClear: () => void;
}

/**
 * A search that finds nothing says what would find something (issue 13): each filter that
 * narrows it, with what the tab would show without it, and the nearest places where the rest
 * of the filter finds homes (POST /api/residence/search/widen). Only suggestions that find
 * something are offered; without any, "clear filters" remains.
 */
export function EmptyResult({ siteId, query, tab, canClear, onWiden, onPlace, onClear }: EmptyResultProps) {
  const { t } = useTranslation();
  const key = JSON.stringify(query.filter);
  const [widen, setWiden] = useState<{ key: string; value: WidenResponse } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query's filter
  useEffect(() => {
    const controller = new AbortController();
    widenSearch(siteId, query.filter, controller.signal)
      .then((value) => setWiden({ key, value }))
      .catch((error: unknown) => {
        // Suggestions are a help, not the result: without them the empty state stays as it is.
        if (!isAbort(error)) setWiden({ key, value: { filters: [], places: [] } });
      });
    return () => controller.abort();
  }, [siteId, key]);

  const current = widen?.key === key ? widen.value : null;
  const filters = current?.filters.filter((entry) => countOf(entry.counts, tab) > 0) ?? [];
  const places = current?.places.filter((entry) => countOf(entry.counts, tab) > 0) ?? [];

  return (
    <div className={styles.message}>
      <p className={styles.emptyTitle}>{t("search.results.empty")}</p>
      {(filters.length > 0 || places.length > 0) && (
        <>
          <p>{t("search.widen.intro")}</p>
          <ul className={styles.widenList}>
            {filters.map((entry) => (
              <li key={entry.filter}>
                <button type="button" className={styles.moreButton} onClick={() => onWiden(entry.filter)}>
                  {t(`search.widen.filter.${entry.filter}`)}
                  {" – "}
                  {t(`search.widen.count.${tab}`, { count: countOf(entry.counts, tab) })}
                </button>
              </li>
            ))}
            {places.map((entry) => (
              <li key={entry.tag.id}>
                <button type="button" className={styles.moreButton} onClick={() => onPlace(entry.tag)}>
                  {t("search.widen.place", { name: entry.tag.name })}
                  {" – "}
                  {t(`search.widen.count.${tab}`, { count: countOf(entry.counts, tab) })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {canClear && (
        <button type="button" className={styles.moreButton} onClick={onClear}>
          {t("search.filters.clear")}
        </button>
      )}
    </div>
  );
}

/** The search names a place that does not exist: nothing is searched, and the page says so. */
export function NoPlace({ names, onRemove }: { names: string[]; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.message}>
      <p className={styles.emptyTitle}>{t("search.noPlace.title", { name: names.join(", ") })}</p>
      <p>{t("search.noPlace.hint")}</p>
      <button type="button" className={styles.moreButton} onClick={onRemove}>
        {t("search.noPlace.remove", { count: names.length, name: names.join(", ") })}
      </button>
    </div>
  );
}
