import { statusLook } from "~/domain/residence-status";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import styles from "./explorer-view.module.css";
import { patternOf } from "./status-patterns";

/** The statuses of the explorer's homes: each a checkbox with its colour and pattern, so the legend is the filter too. */
export function StatusLegend({
  statuses,
  shown,
  onToggle,
}: {
  statuses: readonly string[];
  shown: ReadonlySet<string>;
  onToggle: (status: string) => void;
}) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <ul className={styles.legend}>
      {statuses.map((status) => {
        const look = statusLook("object", status, site.site);
        return (
          <li key={status}>
            <label className={styles.legendItem}>
              <input type="checkbox" checked={shown.has(status)} onChange={() => onToggle(status)} />
              <svg className={styles.swatch} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <rect width="24" height="24" fill={`var(--status-${look.colour})`} />
                <rect width="24" height="24" fill={`url(#explorer-pattern-${patternOf(status)})`} />
              </svg>
              {t(look.labelKey)}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
