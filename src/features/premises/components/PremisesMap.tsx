import { useMemo } from "react";
import { formatArea } from "~/i18n/format";
import { withMessages } from "~/i18n/lazy-messages";
import { useTranslation } from "~/i18n/react";
import { useBaseMap } from "~/shell/use-base-map";
import type { SiteSettings } from "~/sites/sites";
import { LazyMap, type MapMarker } from "~/ui/map/LazyMap";
import { PREMISES_STATUS_COLOURS } from "../premises-status";
import type { PremisesHit } from "../schema";
import styles from "./premises.module.css";

/**
 * The premises on the map (a chunk of its own, loaded when the visitor chooses the map): a pin per
 * premises, coloured by status, leading to its page. The list stays below the map, so nobody
 * depends on the map; the skip link goes past it to the list.
 */
function PremisesMapView({
  hits,
  site,
  onSkipToList,
}: {
  hits: PremisesHit[];
  site: SiteSettings;
  onSkipToList: () => void;
}) {
  const { t } = useTranslation();
  const baseMap = useBaseMap();
  const markers = useMemo<MapMarker[]>(
    () =>
      hits.map((hit) => ({
        id: String(hit.id),
        latitude: hit.latitude,
        longitude: hit.longitude,
        label: `${hit.name}, ${t(`premises.types.${hit.type}`)}, ${formatArea(hit.premisesArea, site.language)}, ${t(`premises.statuses.${hit.status}`)}`,
        caption: hit.name,
        url: hit.url,
        colour: PREMISES_STATUS_COLOURS[hit.status],
      })),
    [hits, t, site.language],
  );
  return (
    <div className={styles.map}>
      <button type="button" className={styles.skip} onClick={onSkipToList}>
        {t("premises.search.map.skip")}
      </button>
      <LazyMap markers={markers} label={t("premises.search.map.label")} baseMap={baseMap} height="28rem" />
    </div>
  );
}

/** The map's own texts (zoom buttons, attribution) are the search's: loaded with the map. */
export const PremisesMap = withMessages(["search"], PremisesMapView);
