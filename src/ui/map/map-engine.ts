import {
  type GeoJSONSource,
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

/**
 * A marker with an element is an HTML marker (a button or link that keyboards reach); without
 * one it is a dot that the map draws itself (WebGL), for thousands of markers.
 */
export interface EngineMarker {
  id: string;
  latitude: number;
  longitude: number;
  element?: HTMLElement;
  /** Colours a drawn dot: the name of a --status-* colour of global.css, e.g. "green". */
  colour?: string;
  /** Where a click on a drawn dot leads when there is no `onSelect`. */
  url?: string;
}

export interface MapEngine {
  /** Replaces the markers; `onSelect` gets the id of a clicked drawn dot. */
  setMarkers(markers: EngineMarker[], onSelect?: (id: string) => void): void;
  /** Marks a drawn dot as chosen (HTML markers carry aria-pressed instead). */
  setSelected?(id: string | undefined): void;
  destroy(): void;
}

export interface MapEngineOptions {
  /** A tile service's style (production); without it the bundled offline base map. */
  styleUrl?: string;
  center?: { latitude: number; longitude: number };
  zoom?: number;
  /** MapLibre's own UI texts (zoom buttons, attribution, gesture help), translated. */
  locale: Record<string, string>;
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

/** A dot without a known colour, when not even the page's brand colour can be read. */
const FALLBACK_DOT_COLOUR = "#0b4f6c";
const DOTS = "search-hits";
const DOTS_SELECTED = "search-hits-selected";

/**
 * MapLibre paints with colour values, not CSS variables: each --status-<colour> (the pins'
 * colours in map.module.css) is read from the page once, when a dot first needs it.
 */
function cssColours(container: HTMLElement): (colour: string | undefined) => string {
  const style = getComputedStyle(container);
  const read = (name: string) => style.getPropertyValue(name).trim();
  const known = new Map<string, string>();
  return (colour) => {
    const key = colour ?? "";
    let value = known.get(key);
    if (value === undefined) {
      value = (colour && read(`--status-${colour}`)) || read("--color-brand") || FALLBACK_DOT_COLOUR;
      known.set(key, value);
    }
    return value;
  };
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
  // A failed tile or style request is not the page's error (the list stays the way to the
  // content); without a listener MapLibre would log every one.
  map.on("error", () => {});

  let markers: Marker[] = [];
  let first = true;
  let selectDot: ((id: string) => void) | undefined;
  let dotUrls = new Map<string, string>();
  const colourOf = cssColours(container);

  /** Runs now if the style is there, else once it has loaded (sources need the style). */
  const whenStyled = (run: () => void) => (map.isStyleLoaded() ? run() : map.once("load", run));

  function setDots(next: EngineMarker[]) {
    const data: GeoJSON.FeatureCollection = {
      type: "FeatureCollection",
      features: next.map((item) => ({
        type: "Feature",
        geometry: { type: "Point", coordinates: [item.longitude, item.latitude] },
        properties: { id: item.id, colour: colourOf(item.colour) },
      })),
    };
    const source = map.getSource<GeoJSONSource>(DOTS);
    if (source) {
      source.setData(data);
      return;
    }
    map.addSource(DOTS, { type: "geojson", data });
    map.addLayer({
      id: DOTS,
      type: "circle",
      source: DOTS,
      paint: {
        "circle-color": ["get", "colour"],
        "circle-radius": ["interpolate", ["linear"], ["zoom"], 4, 3, 10, 6, 14, 9],
        "circle-stroke-color": "#ffffff",
        "circle-stroke-width": 1.5,
      },
    });
    map.addLayer({
      id: DOTS_SELECTED,
      type: "circle",
      source: DOTS,
      filter: ["==", ["get", "id"], ""],
      paint: {
        "circle-color": ["get", "colour"],
        "circle-radius": ["interpolate", ["linear"], ["zoom"], 4, 6, 10, 9, 14, 12],
        "circle-stroke-color": "#111111",
        "circle-stroke-width": 3,
      },
    });
    map.on("click", DOTS, (event) => {
      const id = event.features?.[0]?.properties?.id as string | undefined;
      if (!id) return;
      if (selectDot) selectDot(id);
      else {
        const url = dotUrls.get(id);
        if (url) window.location.assign(url);
      }
    });
    map.on("mouseenter", DOTS, () => {
      map.getCanvas().style.cursor = "pointer";
    });
    map.on("mouseleave", DOTS, () => {
      map.getCanvas().style.cursor = "";
    });
  }

  return {
    setMarkers(next, onSelect) {
      for (const marker of markers) marker.remove();
      const elements = next.filter((item) => item.element);
      const dots = next.filter((item) => !item.element);
      markers = elements.map((item) =>
        new Marker({ element: item.element, anchor: "bottom" }).setLngLat([item.longitude, item.latitude]).addTo(map),
      );
      selectDot = onSelect;
      dotUrls = new Map(dots.flatMap((item) => (item.url ? [[item.id, item.url] as const] : [])));
      whenStyled(() => setDots(dots));
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
    setSelected(id) {
      whenStyled(() => {
        if (map.getLayer(DOTS_SELECTED)) map.setFilter(DOTS_SELECTED, ["==", ["get", "id"], id ?? ""]);
      });
    },
    destroy() {
      for (const marker of markers) marker.remove();
      map.remove();
    },
  };
}
