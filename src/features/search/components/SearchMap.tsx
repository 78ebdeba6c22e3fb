import { useEffect, useMemo, useRef, useState } from "react";
import { StatusBadge } from "~/features/residences/StatusBadge";
import { type StatusKind, statusLook } from "~/features/residences/status";
import { groupThousands } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import type { SiteSettings } from "~/sites/sites";
import { LazyMap, type MapMarker } from "~/ui/map/LazyMap";
import type { Marker, MarkersResponse, SearchHit } from "../schema";
import { Facts, priceFacts } from "./HitCard";
import { roomsText } from "./hit-format";
import styles from "./results.module.css";

interface SearchMapProps {
  /** Every hit of the tab (POST search/markers); null until they arrive. */
  markers: MarkersResponse | null;
  /** The hits loaded in the list below: a chosen marker's card shows their facts. */
  hits: SearchHit[];
  failed: boolean;
  site: SiteSettings;
  label: string;
  styleUrl?: string;
  /** Moves the focus to the results list (past the map's markers). */
  onSkipToList: () => void;
}

/** A hit's place on the map is known unless both coordinates are missing (0, 0). */
const placed = (marker: Marker) => marker.latitude !== 0 || marker.longitude !== 0;
const markerId = (item: { type: string; id: number }) => `${item.type}-${item.id}`;
/** Homes have home statuses; areas and stages have project statuses. */
const kindOf = (marker: Marker): StatusKind => (marker.type === "object" ? "object" : "project");

/**
 * The map view: every hit of the current tab as a marker (not only the loaded page); choosing
 * one shows a small card with its link. The results list stays on the page below the map, so
 * nobody depends on the map.
 */
export function SearchMap({ markers, hits, failed, site, label, styleUrl, onSkipToList }: SearchMapProps) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const cardLink = useRef<HTMLAnchorElement>(null);
  const focusCard = useRef(false);
  const all = markers?.markers;

  const mapMarkers = useMemo<MapMarker[]>(
    () =>
      (all ?? []).filter(placed).map((marker) => ({
        id: markerId(marker),
        latitude: marker.latitude,
        longitude: marker.longitude,
        label: marker.objectNumber
          ? `${t("search.hit.homeNumber", { number: marker.objectNumber })}, ${marker.name}`
          : marker.name,
        url: marker.url,
        // The badge's colour: Norway shows a booked home red, as sold.
        colour: statusLook(kindOf(marker), marker.status, site.site).colour,
      })),
    [all, t, site.site],
  );
  const selected = all?.find((marker) => markerId(marker) === selectedId);
  const selectedHit = selected && hits.find((hit) => markerId(hit) === selectedId);

  useEffect(() => {
    if (selected && focusCard.current) {
      focusCard.current = false;
      cardLink.current?.focus();
    }
  }, [selected]);

  const unplaced = all ? all.length - mapMarkers.length : 0;
  return (
    <div className={styles.mapView}>
      <button type="button" className={styles.skip} onClick={onSkipToList}>
        {t("search.map.skipToList")}
      </button>
      <LazyMap
        markers={mapMarkers}
        label={label}
        styleUrl={styleUrl}
        selectedId={selectedId}
        onMarkerSelect={(id) => {
          focusCard.current = true;
          setSelectedId(id);
        }}
      />
      {selected && (
        <section className={styles.mapCard} aria-label={selected.name}>
          <div className={styles.objectHead}>
            <h3 className={styles.objectTitle}>
              <a ref={cardLink} href={selected.url}>
                {selected.objectNumber ? t("search.hit.homeNumber", { number: selected.objectNumber }) : selected.name}
              </a>
            </h3>
            <StatusBadge kind={kindOf(selected)} status={selected.status} />
          </div>
          {selectedHit && (
            <>
              <p className={styles.cardPlace}>{selectedHit.municipality}</p>
              <Facts
                facts={[
                  ...priceFacts(selectedHit, site, t),
                  { label: t("search.hit.rooms"), value: roomsText(selectedHit, site.language) },
                ]}
              />
            </>
          )}
          <button type="button" className={styles.mapCardClose} onClick={() => setSelectedId(undefined)}>
            {t("search.map.closeCard")}
          </button>
        </section>
      )}
      {failed && (
        <p role="alert" className={styles.inlineError}>
          {t("search.map.markersFailed")}
        </p>
      )}
      {markers?.truncated && (
        <p className={styles.moreCount}>
          {t("search.map.truncated", {
            shown: groupThousands(markers.markers.length),
            total: groupThousands(markers.total),
          })}
        </p>
      )}
      {unplaced > 0 && <p className={styles.moreCount}>{t("search.map.unplaced", { count: unplaced })}</p>}
    </div>
  );
}
