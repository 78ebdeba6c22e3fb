import { useTranslation } from "~/i18n/react";
import type { SiteCode } from "~/sites/sites";
import styles from "./results.module.css";

type Colour = "green" | "blue" | "orange" | "red" | "purple" | "grey" | "black";

/** Spec 001 section 4: the colours of project (area and stage) statuses… */
const PROJECT_COLOURS: Record<string, Colour> = {
  forSale: "green",
  preselling: "green",
  moveInReady: "green",
  vip: "purple",
  planned: "grey",
  reference: "grey",
  soldOut: "red",
  succession: "blue",
};
/** …and of home statuses. */
const OBJECT_COLOURS: Record<string, Colour> = {
  forSale: "green",
  preselling: "green",
  reserved: "blue",
  booked: "orange",
  sold: "red",
  showingApartment: "black",
  notAvailable: "grey",
  succession: "blue",
};

export interface StatusBadgeProps {
  kind: "project" | "object";
  status: string;
  site: SiteCode;
}

/**
 * A status in its spec colour. In Norway a booked home is shown red and labelled sold; a
 * showing apartment is a black badge without a visible label (screen readers still hear it).
 */
export function StatusBadge({ kind, status, site }: StatusBadgeProps) {
  const { t } = useTranslation();
  const soldInNorway = kind === "object" && status === "booked" && site === "no";
  const shown = soldInNorway ? "sold" : status;
  const colour = (kind === "project" ? PROJECT_COLOURS : OBJECT_COLOURS)[shown] ?? "grey";
  const label = t(`enums.${kind === "project" ? "projectStatus" : "objectStatus"}.${shown}`);
  if (shown === "showingApartment") {
    return (
      <span className={`${styles.badge} ${styles.badgeDot}`} data-colour={colour}>
        <span className="visually-hidden">{label}</span>
      </span>
    );
  }
  return (
    <span className={styles.badge} data-colour={colour}>
      {label}
    </span>
  );
}
