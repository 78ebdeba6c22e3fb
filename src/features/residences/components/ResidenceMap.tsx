import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { useBaseMap } from "~/shell/use-base-map";
import { LazyMap, type MapMarker } from "~/ui/map/LazyMap";
import styles from "./residence.module.css";

/** Where the project or home lies. The map loads its code only in the browser, on mount. */
export function ResidenceMap({
  name,
  markers,
  center,
  zoom = 13,
}: {
  name: string;
  markers: MapMarker[];
  center: { latitude: number; longitude: number };
  zoom?: number;
}) {
  const { t } = useTranslation();
  const baseMap = useBaseMap();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("residence.map.heading")}</h2>
      <LazyMap
        markers={markers}
        label={t("residence.map.label", { name })}
        center={center}
        zoom={zoom}
        height="24rem"
        baseMap={baseMap}
      />
    </section>
  );
}
