import { type KeyboardEvent, useRef } from "react";
import { RESIDENCE_TABS, type ResidenceTab } from "~/domain/residence-enums";
import { useTranslation } from "~/i18n/react";
import type { SearchCounts } from "../schema";
import { PREMISES_TAB, type SearchTab } from "../search-url";
import { countOf } from "../use-search";
import styles from "./results.module.css";

export const tabId = (tab: SearchTab) => `search-tab-${tab}`;
export const RESULTS_PANEL_ID = "search-results-panel";

interface ResultTabsProps {
  tab: SearchTab;
  counts: SearchCounts | null;
  onSelect: (tab: SearchTab) => void;
  /** The premises tab, on sites with premises: its count once known. */
  premises?: { count: number | null };
}

/**
 * The area / stage / home tabs with their result counts (and premises where the site has them):
 * the WAI-ARIA tabs pattern with automatic activation (arrow keys, Home and End move and select;
 * Tab goes to the panel).
 */
export function ResultTabs({ tab, counts, onSelect, premises }: ResultTabsProps) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<SearchTab, HTMLButtonElement | null>>>({});
  const tabs: readonly SearchTab[] = premises ? [...RESIDENCE_TABS, PREMISES_TAB] : RESIDENCE_TABS;

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(tab);
    const count = tabs.length;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    const move = moves[event.key];
    const next = move === undefined ? null : (move + count) % count;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next] as SearchTab;
    onSelect(target);
    refs.current[target]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t("search.tabs.label")}
      className={styles.tabs}
      data-tabs={tabs.length}
      onKeyDown={onKeyDown}
    >
      {tabs.map((candidate) => {
        const selected = candidate === tab;
        const count =
          candidate === PREMISES_TAB
            ? (premises?.count ?? undefined)
            : counts
              ? countOf(counts, candidate as ResidenceTab)
              : undefined;
        return (
          <button
            key={candidate}
            ref={(element) => {
              refs.current[candidate] = element;
            }}
            type="button"
            role="tab"
            id={tabId(candidate)}
            aria-selected={selected}
            aria-controls={RESULTS_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(candidate)}
          >
            {candidate === PREMISES_TAB ? t("search.tabs.premises") : t(`search.tabs.${candidate}`)}
            {count !== undefined && <span className={styles.tabCount}>{count}</span>}
          </button>
        );
      })}
    </div>
  );
}
