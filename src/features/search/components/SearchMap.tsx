import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { SiteSettings } from "~/sites/sites";
import { LazyMap, type MapMarker } from "~/ui/map/LazyMap";
import type { SearchHit } from "../schema";
import { Facts } from "./HitCard";
import { priceText, roomsText } from "./hit-format";
import styles from "./results.module.css";
import { StatusBadge } from "./StatusBadge";

interface SearchMapProps {
  hits: SearchHit[];
  site: SiteSettings;
  label: string;
  styleUrl?: string;
  /** Moves the focus to the results list (past the map's markers). */
  onSkipToList: () => void;
}

/** A hit's place on the map is known unless both coordinates are missing (0, 0). */
const placed = (hit: SearchHit) => hit.geo.latitude !== 0 || hit.geo.longitude !== 0;

/**
 * The map view: the current tab's hits as markers; choosing one shows a small card with its
 * link. The results list stays on the page below the map, so nobody depends on the map.
 */
export function SearchMap({ hits, site, label, styleUrl, onSkipToList }: SearchMapProps) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const cardLink = useRef<HTMLAnchorElement>(null);
  const focusCard = useRef(false);

  const markers = useMemo<MapMarker[]>(
    () =>
      hits.filter(placed).map((hit) => ({
        id: `${hit.type}-${hit.id}`,
        latitude: hit.geo.latitude,
        longitude: hit.geo.longitude,
        label:
          hit.type === "object" && hit.objectNumber
            ? `${t("search.hit.homeNumber", { number: hit.objectNumber })}, ${hit.name}`
            : `${hit.name}, ${hit.municipality}`,
        url: hit.url,
        status: hit.status,
      })),
    [hits, t],
  );
  const selected = hits.find((hit) => `${hit.type}-${hit.id}` === selectedId);

  useEffect(() => {
    if (selected && focusCard.current) {
      focusCard.current = false;
      cardLink.current?.focus();
    }
  }, [selected]);

  return (
    <div className={styles.mapView}>
      <button type="button" className={styles.skip} onClick={onSkipToList}>
        {t("search.map.skipToList")}
      </button>
      <LazyMap
        markers={markers}
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
                {selected.type === "object" && selected.objectNumber
                  ? t("search.hit.homeNumber", { number: selected.objectNumber })
                  : selected.name}
              </a>
            </h3>
            <StatusBadge
              kind={selected.type === "object" ? "object" : "project"}
              status={selected.status}
              site={site.site}
            />
          </div>
          <p className={styles.cardPlace}>{selected.municipality}</p>
          <Facts
            facts={[
              { label: t("search.hit.price"), value: priceText(selected, site) },
              { label: t("search.hit.rooms"), value: roomsText(selected, site.language) },
            ]}
          />
          <button type="button" className={styles.mapCardClose} onClick={() => setSelectedId(undefined)}>
            {t("search.map.closeCard")}
          </button>
        </section>
      )}
      {markers.length < hits.length && (
        <p className={styles.moreCount}>{t("search.map.unplaced", { count: hits.length - markers.length })}</p>
      )}
    </div>
  );
}
