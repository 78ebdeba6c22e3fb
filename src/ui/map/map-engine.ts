import {
  type ExpressionSpecification,
  type GeoJSONSource,
  type LayerSpecification,
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
import { type BaseMap, OFFLINE_MAX_ZOOM } from "./base-map";
import { FONT_ITALIC, FONT_MEDIUM, FONT_REGULAR, mapFontFaces } from "./map-fonts";
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
  /** The short text a drawn dot shows beside it where there is room (HTML markers carry their own). */
  caption?: string;
}

export interface MapEngine {
  /** Replaces the markers; `onSelect` gets the id of a clicked drawn dot. */
  setMarkers(markers: EngineMarker[], onSelect?: (id: string) => void): void;
  /** Marks a drawn dot as chosen (HTML markers carry aria-pressed instead). */
  setSelected?(id: string | undefined): void;
  destroy(): void;
}

export interface MapEngineOptions {
  /** What the map draws beneath its markers; without it the bundled base map without place labels. */
  baseMap?: BaseMap;
  /** The page's language: the street map's labels are in it where OpenStreetMap has the name. */
  language: string;
  center?: { latitude: number; longitude: number };
  zoom?: number;
  /** MapLibre's own UI texts (zoom buttons, attribution, gesture help), translated. */
  locale: Record<string, string>;
  /** The street map's style of a PMTiles base map (pmtiles-style.ts, a chunk of its own). */
  streetStyle?: (url: string, language: string) => StyleSpecification;
}

/** The Nordic region the offline base map covers. */
const NORDIC_BOUNDS: LngLatBoundsLike = [
  [4, 54.5],
  [32, 71],
];
const SINGLE_MARKER_ZOOM = 12;
/** A street map (a tile service or PMTiles archive) shows streets and buildings this far in. */
const STREET_MAX_ZOOM = 18;

const absolute = (url: string) => new URL(url, window.location.href).href;
const kindIs = (kind: string): ExpressionSpecification => ["==", ["get", "kind"], kind];
const HALO = { "text-halo-color": "#ffffff", "text-halo-width": 1.5, "text-halo-blur": 0.5 };

/** The labels of the places the site's data knows, each kind from the zoom where it fits. */
function placeLabelLayers(): LayerSpecification[] {
  const label = (
    kind: string,
    minzoom: number,
    maxzoom: number,
    font: string,
    size: number,
    colour: string,
    extra: Record<string, unknown> = {},
  ) =>
    ({
      id: `places-${kind}`,
      type: "symbol",
      source: "places",
      filter: kindIs(kind),
      minzoom,
      maxzoom,
      layout: {
        "text-field": ["get", "name"],
        "text-font": [font],
        "text-size": size,
        "text-max-width": 8,
        "text-padding": 4,
        ...extra,
      },
      paint: { "text-color": colour, ...HALO },
    }) as unknown as LayerSpecification;
  return [
    label("county", 4, 8, FONT_MEDIUM, 13, "#6b5d48", {
      "text-transform": "uppercase",
      "text-letter-spacing": 0.08,
    }),
    label("municipality", 7, 24, FONT_REGULAR, 12, "#4a4236"),
    label("area", 9, 24, FONT_MEDIUM, 13, "#1f2a30"),
    label("stage", 10, 24, FONT_ITALIC, 12, "#1f2a30", {
      "text-anchor": "top",
      "text-offset": [0, 0.6],
    }),
  ];
}

/**
 * The bundled base map (decision 019): land, lakes and borders from Natural Earth and
 * OpenStreetMap, the labels of the site's places, and the labels' font from our own origin.
 * No tile service, glyph server or sprite: it works offline.
 */
function offlineStyle(placesUrl: string | undefined): StyleSpecification {
  const land = kindIs("land");
  const lake = kindIs("lake");
  return {
    version: 8,
    "font-faces": mapFontFaces(),
    sources: {
      nordic: {
        type: "geojson",
        data: absolute(baseMapUrl),
        attribution: "Natural Earth, © OpenStreetMap contributors",
      },
      ...(placesUrl ? { places: { type: "geojson", data: absolute(placesUrl) } } : {}),
    },
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
      { id: "lakes", type: "fill", source: "nordic", filter: lake, paint: { "fill-color": "#bcd7e6" } },
      {
        id: "coast",
        type: "line",
        source: "nordic",
        filter: ["any", land, lake],
        paint: { "line-color": "#8aaec2", "line-width": ["interpolate", ["linear"], ["zoom"], 4, 0.4, 10, 1] },
      },
      {
        id: "borders",
        type: "line",
        source: "nordic",
        filter: kindIs("border"),
        paint: { "line-color": "#8c7f6a", "line-width": 1.2, "line-dasharray": [3, 2] },
      },
      ...(placesUrl ? placeLabelLayers() : []),
    ],
  } as StyleSpecification;
}

function styleOf(options: MapEngineOptions): StyleSpecification | string {
  const { baseMap } = options;
  if (baseMap?.kind === "style") return baseMap.url;
  if (baseMap?.kind === "pmtiles") {
    if (!options.streetStyle) throw new Error("a PMTiles base map needs its style (pmtiles-style.ts)");
    return options.streetStyle(baseMap.url, options.language);
  }
  return offlineStyle(baseMap?.placesUrl);
}

/** A dot without a known colour, when not even the page's brand colour can be read. */
const FALLBACK_DOT_COLOUR = "#0b4f6c";
const DOTS = "search-hits";
const DOTS_SELECTED = "search-hits-selected";
const DOTS_LABELS = "search-hits-labels";
/** A caption's place beside its pin and its line height, as in map.module.css (.caption). */
const CAPTION_LEFT = 30;
const CAPTION_LINE = 26;
/** Up to this many captions stack when they would cover each other; more are hidden instead. */
const STACKED_CAPTIONS = 12;

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
  const offline = !options.baseMap || options.baseMap.kind === "offline";
  // Never deeper than the base map can show: the bundled one is drawn from 1:10m data.
  const maxZoom = offline ? OFFLINE_MAX_ZOOM : STREET_MAX_ZOOM;
  const map = new MapLibreMap({
    container,
    style: styleOf(options),
    bounds: options.center ? undefined : NORDIC_BOUNDS,
    center: options.center ? [options.center.longitude, options.center.latitude] : undefined,
    zoom: options.center ? Math.min(options.zoom ?? SINGLE_MARKER_ZOOM, maxZoom) : undefined,
    // The offline map has data for the Nordic region only.
    maxBounds: offline
      ? [
          [-12, 48],
          [48, 76],
        ]
      : undefined,
    renderWorldCopies: !offline,
    minZoom: 2,
    maxZoom,
    // The page scrolls past the map; zooming needs Ctrl (or two fingers), as the help text says.
    cooperativeGestures: true,
    attributionControl: { compact: true },
    locale: options.locale,
  });
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  // A failed tile or style request is not the page's error (the list stays the way to the
  // content); without a listener MapLibre would log every one.
  map.on("error", () => {});
  container.dataset.maxZoom = String(maxZoom);
  // What the map shows once it has drawn: its zoom and the labels on screen (the place names and
  // the dots' captions), for journeys and for anyone debugging a map in the browser's tools.
  map.on("idle", () => {
    const labelLayers = map
      .getStyle()
      .layers.filter((layer) => layer.type === "symbol")
      .map((layer) => layer.id);
    const names = new Set(
      map
        .queryRenderedFeatures({ layers: labelLayers })
        .map((feature) => String(feature.properties.name ?? feature.properties.caption ?? "")),
    );
    container.dataset.zoom = map.getZoom().toFixed(2);
    container.dataset.labels = [...names].filter(Boolean).sort().join("|");
  });

  let markers: Marker[] = [];
  let first = true;
  let selectDot: ((id: string) => void) | undefined;
  let dotUrls = new Map<string, string>();
  const colourOf = cssColours(container);

  /** Runs now if the style is there, else once it has loaded (sources need the style). */
  const whenStyled = (run: () => void) => (map.isStyleLoaded() ? run() : map.once("load", run));

  /**
   * Captions where there is room. On a map of a few pins (a stage and its showing apartments)
   * a caption that would cover an earlier one moves down a line (--stack); on a map of many, it
   * is hidden until the zoom gives it room. Run at every zoom; widths are read before any write.
   */
  function placeCaptions() {
    const shown = markers.flatMap((marker) => {
      const element = marker.getElement();
      // The caption is the pin's one aria-hidden child (LazyMap's markerElement).
      const caption = element.querySelector<HTMLElement>(":scope > [aria-hidden='true']");
      if (!caption) return [];
      return [{ element, at: map.project(marker.getLngLat()), width: caption.offsetWidth || 120 }];
    });
    const stacking = shown.length <= STACKED_CAPTIONS;
    // On a map of many, a caption does not cover another pin either (a pin is 32 × 40 px, its
    // caption 22 px high beside its top).
    const pins = stacking ? [] : markers.map((marker) => map.project(marker.getLngLat()));
    const placed: { left: number; right: number; top: number }[] = [];
    for (const { element, at, width } of shown) {
      const left = at.x + CAPTION_LEFT;
      const right = left + width;
      let stack = 0;
      const covers = (box: (typeof placed)[number]) =>
        box.left < right && left < box.right && Math.abs(box.top - (at.y + stack * CAPTION_LINE)) < CAPTION_LINE;
      while (stacking && placed.some(covers) && stack < STACKED_CAPTIONS) stack++;
      const room =
        !placed.some(covers) &&
        !pins.some((pin) => pin.x + 16 > left && pin.x - 16 < right && pin.y - 40 < at.y - 14 && pin.y > at.y - 36);
      element.style.setProperty("--stack", String(stack));
      element.dataset.caption = room ? "shown" : "hidden";
      if (room) placed.push({ left, right, top: at.y + stack * CAPTION_LINE });
    }
  }
  map.on("zoom", placeCaptions);

  /** A place a marker shows with its caption is not labelled a second time by the base map. */
  function hideMarkedPlaces(next: EngineMarker[]) {
    const captions = next.flatMap((item) => (item.caption ? [item.caption] : []));
    for (const kind of ["area", "stage"]) {
      if (!map.getLayer(`places-${kind}`)) continue;
      map.setFilter(`places-${kind}`, ["all", kindIs(kind), ["!", ["in", ["get", "name"], ["literal", captions]]]]);
    }
  }

  function setDots(next: EngineMarker[]) {
    const data: GeoJSON.FeatureCollection = {
      type: "FeatureCollection",
      features: next.map((item) => ({
        type: "Feature",
        geometry: { type: "Point", coordinates: [item.longitude, item.latitude] },
        properties: { id: item.id, colour: colourOf(item.colour), caption: item.caption ?? "" },
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
    // Captions where there is room: MapLibre leaves out those that would overlap.
    map.addLayer({
      id: DOTS_LABELS,
      type: "symbol",
      source: DOTS,
      minzoom: 9,
      layout: {
        "text-field": ["get", "caption"],
        "text-font": [FONT_MEDIUM],
        "text-size": 12,
        "text-anchor": "left",
        "text-offset": [0.9, 0],
        "text-max-width": 10,
      },
      paint: { "text-color": "#1f2a30", ...HALO },
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
      placeCaptions();
      selectDot = onSelect;
      dotUrls = new Map(dots.flatMap((item) => (item.url ? [[item.id, item.url] as const] : [])));
      whenStyled(() => {
        setDots(dots);
        hideMarkedPlaces(next);
      });
      const animate = !first;
      first = false;
      const [only] = next;
      if (next.length === 1 && only) {
        map.jumpTo({
          center: [only.longitude, only.latitude],
          zoom: Math.min(options.zoom ?? SINGLE_MARKER_ZOOM, maxZoom),
        });
      } else if (next.length > 1) {
        const bounds = new LngLatBounds();
        for (const item of next) bounds.extend([item.longitude, item.latitude]);
        map.fitBounds(bounds, { padding: 56, maxZoom: Math.min(13, maxZoom), animate });
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
