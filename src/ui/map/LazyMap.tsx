import { type JSX, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { BaseMap } from "./base-map";
import styles from "./map.module.css";
import type { MapEngine } from "./map-engine";

export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** Accessible name of the marker, e.g. "Solängen etapp 2, Solna". */
  label: string;
  /** The short text shown beside the pin where there is room, e.g. "Visningslägenhet 1001". */
  caption?: string;
  /** Where the marker leads when nobody handles `onMarkerSelect`. */
  url?: string;
  /** The marker's colour: the name of a --status-* colour of global.css, e.g. "green". */
  colour?: string;
}

export interface LazyMapProps {
  markers: MapMarker[];
  /** Accessible name of the map region. */
  label: string;
  center?: { latitude: number; longitude: number };
  zoom?: number;
  /** CSS height, default "60vh". */
  height?: string;
  onMarkerSelect?: (id: string) => void;
  /** The marker shown as chosen (e.g. the one whose card is open). */
  selectedId?: string;
  /** What the map draws beneath the markers (useBaseMap); without it the bundled base map. */
  baseMap?: BaseMap;
}

type MapState = "loading" | "ready" | "failed";

/** A new base map means a new map; the same one handed again (a new object) does not. */
const baseMapKey = (baseMap: BaseMap | undefined) =>
  baseMap ? `${baseMap.kind}:${baseMap.kind === "offline" ? baseMap.placesUrl : baseMap.url}` : "";

/**
 * Up to this many markers are HTML buttons or links, each reached and named by keyboard and
 * screen reader; more are dots that the map draws itself (thousands of DOM markers would make
 * the map crawl), chosen by pointer, with the page's list as the way for keyboards.
 */
export const HTML_MARKER_LIMIT = 250;

/** A marker is an HTML button (or link) so that it can be reached and named by keyboard and screen reader. */
function markerElement(marker: MapMarker, onSelect: ((id: string) => void) | undefined): HTMLElement {
  const interactive = onSelect || marker.url;
  const element = document.createElement(onSelect ? "button" : marker.url ? "a" : "span");
  element.className = styles.marker as string;
  element.dataset.markerId = marker.id;
  element.setAttribute("aria-label", marker.label);
  element.title = marker.label;
  if (marker.colour) element.dataset.colour = marker.colour;
  // Beside the pin where there is room (the map hides those that would cover each other).
  if (marker.caption) {
    // Seen, not read twice: the marker's accessible name already says it.
    const caption = document.createElement("span");
    caption.className = styles.caption as string;
    caption.setAttribute("aria-hidden", "true");
    caption.textContent = marker.caption;
    element.append(caption);
  }
  if (element instanceof HTMLButtonElement) {
    element.type = "button";
    element.addEventListener("click", () => onSelect?.(marker.id));
  } else if (element instanceof HTMLAnchorElement && marker.url) {
    element.href = marker.url;
  } else if (!interactive) {
    element.setAttribute("role", "img");
  }
  return element;
}

/**
 * A map that costs nothing until it is shown: the server and the first render give a
 * placeholder of the same size, and the browser then loads MapLibre (a separate chunk)
 * and draws the map. Without WebGL the placeholder says that the map cannot be shown;
 * pages always offer the same content as a list as well.
 */
export function LazyMap({
  markers,
  label,
  center,
  zoom,
  height = "60vh",
  onMarkerSelect,
  selectedId,
  baseMap,
}: LazyMapProps): JSX.Element {
  const { t, language } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<MapEngine | null>(null);
  const [state, setState] = useState<MapState>("loading");
  // The first position only: later changes move the map through the markers.
  const initial = useRef({ center, zoom });
  const onSelectRef = useRef(onMarkerSelect);
  onSelectRef.current = onMarkerSelect;
  const selectable = Boolean(onMarkerSelect);
  const mapKey = baseMapKey(baseMap);

  // A new base map means a new map; the texts and the language are read once, when it is made.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let cancelled = false;
    setState("loading");
    // A PMTiles base map's reader and style come with the engine, as a chunk of their own.
    const street = baseMap?.kind === "pmtiles" ? import("./pmtiles-style") : Promise.resolve(undefined);
    Promise.all([import("./map-engine"), street])
      .then(([{ createMapEngine }, streetModule]) => {
        if (cancelled || !containerRef.current) return;
        engineRef.current = createMapEngine(containerRef.current, {
          baseMap,
          streetStyle: streetModule?.pmtilesStyle,
          language,
          center: initial.current.center,
          zoom: initial.current.zoom,
          locale: {
            // The canvas is a region of its own (keyboard panning); the outer region has the label.
            "Map.Title": t("search.map.canvas"),
            "NavigationControl.ZoomIn": t("search.map.zoomIn"),
            "NavigationControl.ZoomOut": t("search.map.zoomOut"),
            "NavigationControl.ResetBearing": t("search.map.resetNorth"),
            "AttributionControl.ToggleAttribution": t("search.map.attribution"),
            "CooperativeGesturesHandler.WindowsHelpText": t("search.map.zoomHelpWindows"),
            "CooperativeGesturesHandler.MacHelpText": t("search.map.zoomHelpMac"),
            "CooperativeGesturesHandler.MobileHelpText": t("search.map.zoomHelpMobile"),
          },
        });
        setState("ready");
      })
      .catch((error: unknown) => {
        // No WebGL, or the chunk failed to load: the page's list stays the way to the content.
        console.warn("map unavailable", error instanceof Error ? error.message : error);
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      engineRef.current?.destroy();
      engineRef.current = null;
    };
  }, [mapKey]);

  useEffect(() => {
    const engine = engineRef.current;
    if (state !== "ready" || !engine) return;
    const select = selectable ? (id: string) => onSelectRef.current?.(id) : undefined;
    const shown = markers.filter((marker) => Number.isFinite(marker.latitude) && Number.isFinite(marker.longitude));
    const html = shown.length <= HTML_MARKER_LIMIT;
    engine.setMarkers(
      shown.map((marker) => ({
        id: marker.id,
        latitude: marker.latitude,
        longitude: marker.longitude,
        colour: marker.colour,
        url: marker.url,
        caption: marker.caption,
        element: html ? markerElement(marker, select) : undefined,
      })),
      select,
    );
  }, [markers, state, selectable]);

  // Marking the chosen marker needs no new markers, but new markers need marking.
  // biome-ignore lint/correctness/useExhaustiveDependencies: markers are re-created when they change
  useEffect(() => {
    if (state !== "ready") return;
    for (const element of containerRef.current?.querySelectorAll<HTMLButtonElement>("button[data-marker-id]") ?? []) {
      element.setAttribute("aria-pressed", String(element.dataset.markerId === selectedId));
    }
    engineRef.current?.setSelected?.(selectedId);
  }, [selectedId, markers, state]);

  return (
    <section className={styles.map} style={{ height }} aria-label={label} aria-busy={state === "loading"}>
      <div ref={containerRef} className={styles.canvas} />
      {state !== "ready" && (
        <p className={styles.status}>{state === "loading" ? t("search.map.loading") : t("search.map.unavailable")}</p>
      )}
    </section>
  );
}
