import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { SiteCode } from "~/sites/sites";
import styles from "./residence.module.css";

type Colour = "green" | "blue" | "orange" | "red" | "purple" | "grey" | "black";

/** Spec 001 section 4: the colours of object statuses. */
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

/** Spec 001 section 4 / shared decisions: project and stage statuses. */
const PROJECT_COLOURS: Record<string, Colour> = {
  forSale: "green",
  preselling: "green",
  vip: "purple",
  planned: "grey",
  moveInReady: "green",
  soldOut: "red",
  succession: "blue",
  reference: "grey",
};

/** The colour and label key of an object status; Norway shows a booked home as red "sold". */
export function objectStatusLook(site: SiteCode, status: string): { colour: Colour; labelKey: string } {
  if (site === "no" && status === "booked") return { colour: "red", labelKey: "enums.objectStatus.sold" };
  return { colour: OBJECT_COLOURS[status] ?? "grey", labelKey: `enums.objectStatus.${status}` };
}

export function ObjectStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const { colour, labelKey } = objectStatusLook(site.site, status);
  if (status === "showingApartment") {
    // Black, without a visible label (spec 001 section 4); screen readers still hear the status.
    return (
      <span className={`${styles.badge} ${styles.black} ${styles.unlabelled}`} data-status={status}>
        <span className="visually-hidden">{t(labelKey)}</span>
      </span>
    );
  }
  return (
    <span className={`${styles.badge} ${styles[colour]}`} data-status={status}>
      {t(labelKey)}
    </span>
  );
}

export function ProjectStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[PROJECT_COLOURS[status] ?? "grey"]}`} data-status={status}>
      {t(`enums.projectStatus.${status}`)}
    </span>
  );
}
