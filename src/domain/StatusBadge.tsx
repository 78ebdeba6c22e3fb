import { type StatusKind, statusLook } from "~/domain/residence-status";
import styles from "~/domain/status-badge.module.css";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";

/**
 * A project, stage or home status in its spec colour (spec 001 section 4). The one badge of
 * every feature that shows residences: search results, residence pages, landing pages.
 */
export function StatusBadge({ kind, status }: { kind: StatusKind; status: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const look = statusLook(kind, status, site.site);
  const label = t(look.labelKey);
  if (!look.visibleLabel) {
    return (
      <span className={`${styles.badge} ${styles[look.colour]} ${styles.unlabelled}`} data-status={status}>
        <span className="visually-hidden">{label}</span>
      </span>
    );
  }
  return (
    <span className={`${styles.badge} ${styles[look.colour]}`} data-status={status} data-colour={look.colour}>
      {label}
    </span>
  );
}

export function ObjectStatusBadge({ status }: { status: string }) {
  return <StatusBadge kind="object" status={status} />;
}

export function ProjectStatusBadge({ status }: { status: string }) {
  return <StatusBadge kind="project" status={status} />;
}
