import { type KeyboardEvent, useRef } from "react";
import { RESIDENCE_TABS, type ResidenceTab } from "~/domain/residence-enums";
import { useTranslation } from "~/i18n/react";
import type { SearchCounts } from "../schema";
import { countOf } from "../use-search";
import styles from "./results.module.css";

export const tabId = (tab: ResidenceTab) => `search-tab-${tab}`;
export const RESULTS_PANEL_ID = "search-results-panel";

interface ResultTabsProps {
  tab: ResidenceTab;
  counts: SearchCounts | null;
  onSelect: (tab: ResidenceTab) => void;
}

/**
 * The area / stage / home tabs with their result counts: the WAI-ARIA tabs pattern with
 * automatic activation (arrow keys, Home and End move and select; Tab goes to the panel).
 */
export function ResultTabs({ tab, counts, onSelect }: ResultTabsProps) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<ResidenceTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = RESIDENCE_TABS.indexOf(tab);
    const count = RESIDENCE_TABS.length;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    const move = moves[event.key];
    const next = move === undefined ? null : (move + count) % count;
    if (next === null) return;
    event.preventDefault();
    const target = RESIDENCE_TABS[next] as ResidenceTab;
    onSelect(target);
    refs.current[target]?.focus();
  };

  return (
    <div role="tablist" aria-label={t("search.tabs.label")} className={styles.tabs} onKeyDown={onKeyDown}>
      {RESIDENCE_TABS.map((candidate) => {
        const selected = candidate === tab;
        const count = counts ? countOf(counts, candidate) : undefined;
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
            {t(`search.tabs.${candidate}`)}
            {count !== undefined && <span className={styles.tabCount}>{count}</span>}
          </button>
        );
      })}
    </div>
  );
}
