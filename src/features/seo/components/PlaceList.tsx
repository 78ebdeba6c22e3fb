import { useTranslation } from "~/i18n/react";
import type { PlaceSummary } from "../schema";
import styles from "../seo.module.css";

/** Links to places with their number of projects and homes for sale. */
export function PlaceList({ places, className }: { places: PlaceSummary[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`${styles.places} ${className ?? ""}`}>
      {places.map((place) => (
        <li key={place.slug}>
          <a href={place.url}>{place.name}</a>{" "}
          <span className={styles.meta}>
            {t("seo.places.projects", { count: place.projects })}
            {place.homesForSale > 0 && ` · ${t("seo.places.homes", { count: place.homesForSale })}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
