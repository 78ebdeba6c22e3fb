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
  /**
   * A picture of the map drawn by the server (decision 025). With one, the map loads only when
   * it comes near the screen or the picture (a button) is pressed, never during the page's load.
   */
  preview?: MapPreviewImage;
}

export interface MapPreviewImage {
  src: string;
  /** E.g. the same picture for sharp screens: "….&dpr=2 2x". */
  srcSet?: string;
  /** In CSS pixels: the picture covers the map's box, centred on the map's centre. */
  width: number;
  height: number;
}

/** "idle": a preview waits to be needed; the map's code is not loaded. */
type MapState = "idle" | "loading" | "ready" | "failed";

/** The map starts loading when it is this near the screen, so that it is drawn by the time it is seen. */
const NEAR_SCREEN = "300px 0px";

/**
 * Calls `onNear` once the element comes near the screen, but never before the page has loaded:
 * the map's code must not compete with the page's own first load. Without IntersectionObserver
 * the preview stays until it is pressed.
 */
function whenNearScreenAfterLoad(element: Element, onNear: () => void): () => void {
  let observer: IntersectionObserver | undefined;
  const observe = () => {
    if (typeof IntersectionObserver === "undefined") return;
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          onNear();
        }
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
  };
  if (document.readyState === "complete") {
    observe();
    return () => observer?.disconnect();
  }
  window.addEventListener("load", observe, { once: true });
  return () => {
    window.removeEventListener("load", observe);
    observer?.disconnect();
  };
}

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
 * placeholder of the same size (with `preview`, the server's picture of the map), and the
 * browser then loads MapLibre (a separate chunk) and draws the map: on mount, or with a
 * preview only once the map comes near the screen after the page's load, or is pressed. Without WebGL the placeholder says that the map cannot be shown;
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
  preview,
}: LazyMapProps): JSX.Element {
  const { t, language } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<MapEngine | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // With a preview the map waits until it is needed; without one it loads on mount.
  const [wanted, setWanted] = useState(!preview);
  const [state, setState] = useState<MapState>(preview ? "idle" : "loading");
  // Opened by a press: the keyboard's focus goes on to the map when it is there.
  const focusWhenReady = useRef(false);
  // The first position only: later changes move the map through the markers.
  const initial = useRef({ center, zoom });
  const onSelectRef = useRef(onMarkerSelect);
  onSelectRef.current = onMarkerSelect;
  const selectable = Boolean(onMarkerSelect);
  const mapKey = baseMapKey(baseMap);

  useEffect(() => {
    if (wanted || !sectionRef.current) return;
    return whenNearScreenAfterLoad(sectionRef.current, () => setWanted(true));
  }, [wanted]);

  // A new base map means a new map; the texts and the language are read once, when it is made.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!wanted) return;
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
  }, [mapKey, wanted]);

  useEffect(() => {
    if (state !== "ready" || !focusWhenReady.current) return;
    focusWhenReady.current = false;
    // MapLibre's canvas is the focusable region that pans with the arrow keys.
    containerRef.current?.querySelector<HTMLElement>("[tabindex]")?.focus();
  }, [state]);

  const open = () => {
    focusWhenReady.current = true;
    setWanted(true);
  };

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
    <section
      ref={sectionRef}
      className={styles.map}
      style={{ height }}
      aria-label={label}
      aria-busy={state === "loading"}
    >
      <div ref={containerRef} className={styles.canvas} />
      {preview && state !== "ready" && (
        <button
          type="button"
          className={styles.preview}
          // Pressed again while the map loads, it does nothing more (the focus stays on it).
          onClick={open}
        >
          <img
            className={styles.previewImage}
            src={preview.src}
            srcSet={preview.srcSet}
            width={preview.width}
            height={preview.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
          <span className={styles.previewLabel}>{t("search.map.show")}</span>
        </button>
      )}
      {(state === "loading" || state === "failed") && (
        <p className={styles.status}>{state === "loading" ? t("search.map.loading") : t("search.map.unavailable")}</p>
      )}
    </section>
  );
}
