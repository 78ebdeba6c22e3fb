import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { useBaseMap } from "~/shell/use-base-map";
import { LazyMap, type MapMarker, type MapPreviewImage } from "~/ui/map/LazyMap";
import { MAP_PREVIEW_COLOURS, type MapPreviewColour, mapPreviewUrl, previewable } from "../map-preview";
import styles from "./residence.module.css";

/** The map's box: 24rem high (384 CSS pixels); the preview is wide enough for the widest column. */
const MAP_HEIGHT = "24rem";
const PREVIEW_WIDTH = 960;
const PREVIEW_HEIGHT = 384;

const isPreviewColour = (colour: string | undefined): colour is MapPreviewColour =>
  (MAP_PREVIEW_COLOURS as readonly (string | undefined)[]).includes(colour);

/** The server's picture of this map (decision 025), or none where the base map has no data. */
function previewOf(
  center: { latitude: number; longitude: number },
  zoom: number,
  markers: MapMarker[],
): MapPreviewImage | undefined {
  if (!previewable(center)) return undefined;
  const options = {
    center,
    zoom,
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    markers: markers.filter(previewable).map((marker) => ({
      latitude: marker.latitude,
      longitude: marker.longitude,
      colour: isPreviewColour(marker.colour) ? marker.colour : undefined,
    })),
  };
  return {
    src: mapPreviewUrl(options),
    srcSet: `${mapPreviewUrl({ ...options, dpr: 2 })} 2x`,
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
  };
}

/**
 * Where the project or home lies. The page shows the server's picture of the map; the map itself
 * (MapLibre) loads when it comes near the screen or the picture is pressed (decision 025).
 */
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
        height={MAP_HEIGHT}
        baseMap={baseMap}
        preview={previewOf(center, zoom, markers)}
      />
    </section>
  );
}
