import {
  LngLatBounds,
  type LngLatBoundsLike,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  type StyleSpecification,
  setWorkerUrl,
} from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
// The worker as its own built file on our origin: CSP `script-src 'self'` covers it, no blob: needed.
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import baseMapUrl from "./nordic-base-map.json?url";

/**
 * MapLibre behind a small interface. This module is only ever imported dynamically (LazyMap),
 * so MapLibre and its style sheet are a separate chunk that pages without a map never load.
 */

export interface EngineMarker {
  id: string;
  latitude: number;
  longitude: number;
  element: HTMLElement;
}

export interface MapEngine {
  setMarkers(markers: EngineMarker[]): void;
  destroy(): void;
}

export interface MapEngineOptions {
  /** A tile service's style (production); without it the bundled offline base map. */
  styleUrl?: string;
  center?: { latitude: number; longitude: number };
  zoom?: number;
  /** MapLibre's own UI texts (zoom buttons, attribution, gesture help), translated. */
  locale: Record<string, string>;
  onError?: () => void;
}

/** The Nordic region the offline base map covers. */
const NORDIC_BOUNDS: LngLatBoundsLike = [
  [4, 54.5],
  [32, 71],
];
const SINGLE_MARKER_ZOOM = 12;

/** Land, sea and borders from Natural Earth: no tiles, glyphs or sprites, so it works offline. */
function offlineStyle(): StyleSpecification {
  const data = new URL(baseMapUrl, window.location.href).href;
  const land = ["==", ["get", "kind"], "land"];
  return {
    version: 8,
    sources: { nordic: { type: "geojson", data, attribution: "Natural Earth" } },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": "#bcd7e6" } },
      {
        id: "land-neighbours",
        type: "fill",
        source: "nordic",
        filter: ["all", land, ["!", ["get", "nordic"]]],
        paint: { "fill-color": "#f3f1ea" },
      },
      {
        id: "land",
        type: "fill",
        source: "nordic",
        filter: ["all", land, ["get", "nordic"]],
        paint: { "fill-color": "#e6e1d3" },
      },
      {
        id: "coast",
        type: "line",
        source: "nordic",
        filter: land,
        paint: { "line-color": "#8aaec2", "line-width": 0.6 },
      },
      {
        id: "borders",
        type: "line",
        source: "nordic",
        filter: ["==", ["get", "kind"], "border"],
        paint: { "line-color": "#8c7f6a", "line-width": 1.2, "line-dasharray": [3, 2] },
      },
    ],
  } as StyleSpecification;
}

let workerSet = false;

export function createMapEngine(container: HTMLElement, options: MapEngineOptions): MapEngine {
  if (!workerSet) {
    setWorkerUrl(new URL(workerUrl, window.location.href).href);
    workerSet = true;
  }
  const offline = !options.styleUrl;
  const map = new MapLibreMap({
    container,
    style: options.styleUrl ?? offlineStyle(),
    bounds: options.center ? undefined : NORDIC_BOUNDS,
    center: options.center ? [options.center.longitude, options.center.latitude] : undefined,
    zoom: options.center ? (options.zoom ?? SINGLE_MARKER_ZOOM) : undefined,
    // The offline map has data for the Nordic region only.
    maxBounds: offline
      ? [
          [-12, 48],
          [48, 76],
        ]
      : undefined,
    renderWorldCopies: !offline,
    minZoom: 2,
    maxZoom: offline ? 14 : 18,
    // The page scrolls past the map; zooming needs Ctrl (or two fingers), as the help text says.
    cooperativeGestures: true,
    attributionControl: { compact: true },
    locale: options.locale,
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  map.on("error", () => options.onError?.());

  let markers: Marker[] = [];
  let first = true;

  return {
    setMarkers(next) {
      for (const marker of markers) marker.remove();
      markers = next.map((item) =>
        new Marker({ element: item.element, anchor: "bottom" }).setLngLat([item.longitude, item.latitude]).addTo(map),
      );
      const animate = !first;
      first = false;
      const [only] = next;
      if (next.length === 1 && only) {
        map.jumpTo({ center: [only.longitude, only.latitude], zoom: options.zoom ?? SINGLE_MARKER_ZOOM });
      } else if (next.length > 1) {
        const bounds = new LngLatBounds();
        for (const item of next) bounds.extend([item.longitude, item.latitude]);
        map.fitBounds(bounds, { padding: 56, maxZoom: 13, animate });
      } else if (!options.center) {
        map.fitBounds(NORDIC_BOUNDS, { animate });
      }
    },
    destroy() {
      for (const marker of markers) marker.remove();
      map.remove();
    },
  };
}
