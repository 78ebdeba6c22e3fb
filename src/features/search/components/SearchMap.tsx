import { useEffect, useMemo, useRef, useState } from "react";
import { homeTitle } from "~/domain/residence-format";
import { type StatusKind, statusLook } from "~/domain/residence-status";
import { StatusBadge } from "~/domain/StatusBadge";
import { groupThousands } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import type { SiteSettings } from "~/sites/sites";
import type { BaseMap } from "~/ui/map/base-map";
import { LazyMap, type MapMarker } from "~/ui/map/LazyMap";
// Types only: zod stays out of the page's JavaScript.
import type { Marker, MarkersResponse, MarkerType, SearchHit } from "../schema";
import { hitsByIds, isAbort } from "../use-search";
import { Facts } from "./HitCard";
import { priceFacts, roomsText } from "./hit-format";
import styles from "./results.module.css";

interface SearchMapProps {
  /** Every hit of the tab (POST search/markers); null until they arrive. */
  markers: MarkersResponse | null;
  /** The hits loaded in the list below: a chosen marker's card shows their facts at once. */
  hits: SearchHit[];
  failed: boolean;
  site: SiteSettings;
  label: string;
  baseMap?: BaseMap;
  /** Moves the focus to the results list (past the map's markers). */
  onSkipToList: () => void;
}

const markerKey = (item: { type: string; id: number }) => `${item.type}-${item.id}`;

/** A marker with its fields named (the answer sends them as an array, MarkerSchema). */
interface PlacedMarker {
  id: number;
  latitude: number;
  longitude: number;
  status: string;
  name: string;
  objectNumber: string | null;
  type: MarkerType;
  key: string;
}

function named([id, latitude, longitude, status, name, objectNumber]: Marker, type: MarkerType): PlacedMarker {
  return { id, latitude, longitude, status, name, objectNumber, type, key: markerKey({ type, id }) };
}

/** A hit's place on the map is known unless both coordinates are missing (0, 0). */
const placed = (marker: PlacedMarker) => marker.latitude !== 0 || marker.longitude !== 0;
/** Homes have home statuses; areas and stages have project statuses. */
const kindOf = (type: MarkerType): StatusKind => (type === "object" ? "object" : "project");

/** The chosen marker's hit: from the list when it is loaded there, else fetched (search/by_ids). */
type ChosenHit = { state: "ready"; hit: SearchHit } | { state: "loading" } | { state: "failed" };

function useChosenHit(siteId: string, chosen: PlacedMarker | undefined, hits: SearchHit[]): ChosenHit | undefined {
  const listed = chosen && hits.find((hit) => markerKey(hit) === chosen.key);
  const [fetched, setFetched] = useState<{ key: string; hit: SearchHit | null } | undefined>();
  const wanted = chosen && !listed ? chosen : undefined;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    hitsByIds(siteId, wanted.type, [wanted.id], controller.signal)
      .then(([hit]) => setFetched({ key: wanted.key, hit: hit ?? null }))
      .catch((error: unknown) => {
        if (!isAbort(error)) setFetched({ key: wanted.key, hit: null });
      });
    return () => controller.abort();
  }, [siteId, wanted]);

  if (!chosen) return undefined;
  if (listed) return { state: "ready", hit: listed };
  if (fetched?.key !== chosen.key) return { state: "loading" };
  return fetched.hit ? { state: "ready", hit: fetched.hit } : { state: "failed" };
}

/**
 * The map view: every hit of the current tab as a marker (not only the loaded page); choosing
 * one shows a small card with its link and facts. The results list stays on the page below the
 * map, so nobody depends on the map.
 */
export function SearchMap({ markers, hits, failed, site, label, baseMap, onSkipToList }: SearchMapProps) {
  const { t } = useTranslation();
  const [selectedKey, setSelectedKey] = useState<string | undefined>();
  const card = useRef<HTMLElement>(null);
  const cardLink = useRef<HTMLAnchorElement>(null);
  const focusCard = useRef(false);
  const linkAwaited = useRef(false);

  const all = useMemo<PlacedMarker[]>(() => {
    if (!markers) return [];
    return markers.markers.map((marker) => named(marker, markers.type));
  }, [markers]);

  const mapMarkers = useMemo<MapMarker[]>(
    () =>
      all.filter(placed).map((marker) => {
        // The badge's colour: Norway shows a booked home red, as sold.
        const look = statusLook(kindOf(marker.type), marker.status, site.site);
        return {
          id: marker.key,
          latitude: marker.latitude,
          longitude: marker.longitude,
          label: marker.objectNumber
            ? `${t("search.hit.homeNumber", { number: marker.objectNumber })}, ${marker.name}`
            : marker.name,
          // A home by its number; a showing apartment (a black pin) says what it is.
          caption: marker.objectNumber
            ? look.visibleLabel
              ? marker.objectNumber
              : `${t(look.labelKey)} ${marker.objectNumber}`
            : marker.name,
          colour: look.colour,
        };
      }),
    [all, t, site.site],
  );
  const selected = all.find((marker) => marker.key === selectedKey);
  const chosen = useChosenHit(site.siteId, selected, hits);
  const hit = chosen?.state === "ready" ? chosen.hit : undefined;

  // A chosen marker's card takes the focus: its link when the hit is at hand, else the card,
  // and the link once it arrives if the focus is still on the card.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the choice or its hit changes
  useEffect(() => {
    if (!selected) return;
    if (focusCard.current) {
      focusCard.current = false;
      if (cardLink.current) {
        cardLink.current.focus();
      } else {
        card.current?.focus();
        linkAwaited.current = true;
      }
    } else if (linkAwaited.current && cardLink.current) {
      linkAwaited.current = false;
      if (document.activeElement === card.current) cardLink.current.focus();
    }
  }, [selected, hit]);

  // The chosen home's street address arrives with its hit; until then its one name.
  const title = selected?.objectNumber ? homeTitle(t, selected.objectNumber, hit?.streetAddress) : selected?.name;
  const unplaced = all.length - mapMarkers.length;
  return (
    <div className={styles.mapView}>
      <button type="button" className={styles.skip} onClick={onSkipToList}>
        {t("search.map.skipToList")}
      </button>
      <LazyMap
        markers={mapMarkers}
        label={label}
        baseMap={baseMap}
        selectedId={selectedKey}
        onMarkerSelect={(key) => {
          focusCard.current = true;
          linkAwaited.current = false;
          setSelectedKey(key);
        }}
      />
      {selected && (
        // Focused when a marker is chosen: its name is read, then the link follows.
        <section
          ref={card}
          tabIndex={-1}
          className={styles.mapCard}
          aria-label={selected.name}
          aria-busy={chosen?.state === "loading"}
        >
          <div className={styles.objectHead}>
            <h3 className={styles.objectTitle}>
              {hit ? (
                <a ref={cardLink} href={hit.url}>
                  {title}
                </a>
              ) : (
                title
              )}
            </h3>
            <StatusBadge kind={kindOf(selected.type)} status={selected.status} />
          </div>
          {selected.objectNumber && <p className={styles.cardPlace}>{selected.name}</p>}
          {hit && (
            <>
              <p className={styles.cardPlace}>{hit.municipality}</p>
              <Facts
                facts={[
                  ...priceFacts(hit, site, t),
                  { label: t("search.hit.rooms"), value: roomsText(hit, site.language) },
                ]}
              />
            </>
          )}
          {chosen?.state === "loading" && <p className={styles.cardPlace}>{t("shell.loading")}</p>}
          {chosen?.state === "failed" && (
            <p role="alert" className={styles.inlineError}>
              {t("search.results.failed")}
            </p>
          )}
          <button type="button" className={styles.mapCardClose} onClick={() => setSelectedKey(undefined)}>
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
