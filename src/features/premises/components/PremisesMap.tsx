import { useMemo } from "react";
import { formatArea } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useBaseMap } from "~/shell/use-base-map";
import type { SiteSettings } from "~/sites/sites";
import { LazyMap, type MapMarker } from "~/ui/map/LazyMap";
import type { PremisesHit } from "../schema";
import { PREMISES_STATUS_COLOURS } from "./PremisesList";
import styles from "./premises.module.css";

/**
 * The premises on the map (a chunk of its own, loaded when the visitor chooses the map): a pin per
 * premises, coloured by status, leading to its page. The list stays below the map, so nobody
 * depends on the map; the skip link goes past it to the list.
 */
export function PremisesMap({
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
        label: `${hit.name}, ${t(`premises.search.types.${hit.type}`)}, ${formatArea(hit.premisesArea, site.language)}, ${t(`premises.search.statuses.${hit.status}`)}`,
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
