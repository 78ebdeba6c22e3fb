import styles from "~/domain/status-badge.module.css";
import { useTranslation } from "~/i18n/react";
import { PREMISES_STATUS_COLOURS } from "../premises-status";
import type { PremisesStatus } from "../schema";

/** A premises' status (for sale, booked, rented, sold) in the look of the residence status badges. */
export function PremisesStatusBadge({ status }: { status: PremisesStatus }) {
  const { t } = useTranslation();
  const colour = PREMISES_STATUS_COLOURS[status];
  return (
    <span className={`${styles.badge} ${styles[colour]}`} data-status={status} data-colour={colour}>
      {t(`premises.statuses.${status}`)}
    </span>
  );
}
