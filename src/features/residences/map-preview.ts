/**
 * The static picture a residence page shows in its map's place until the map loads (decision
 * 025): the bundled base map around a place, with its markers, drawn by the server as WebP.
 * The page builds the image's address with this module; the route validates it with
 * map-preview-schema.ts (kept apart so that zod's schema is not part of the page's JavaScript).
 */
export const MAP_PREVIEW_PATH = "/api/residence/map/preview";

/**
 * Bumped when the drawing changes (base map data, colours, pin): answers are immutable by their
 * address, so a new drawing needs a new address.
 */
export const MAP_PREVIEW_VERSION = 1;

/** The colours a marker may have: the names of the --status-* tokens of global.css. */
export const MAP_PREVIEW_COLOURS = ["green", "blue", "orange", "red", "purple", "grey", "black"] as const;
export type MapPreviewColour = (typeof MAP_PREVIEW_COLOURS)[number];

export interface MapPreviewMarker {
  latitude: number;
  longitude: number;
  colour?: MapPreviewColour;
}

/** The region the bundled base map covers (its data stops there). */
export const MAP_PREVIEW_LATITUDE = { min: 54, max: 71.5 };
export const MAP_PREVIEW_LONGITUDE = { min: 3, max: 33 };
/** The bundled base map's zooms (decision 019): deeper, its shores are off by a kilometre. */
export const MAP_PREVIEW_ZOOM = { min: 4, max: 10 };
/** Sizes in CSS pixels, snapped to a step so that ever new sizes cannot keep the CPU busy. */
export const MAP_PREVIEW_SIZE_STEP = 40;
export const MAP_PREVIEW_WIDTH = { min: 160, max: 1280 };
export const MAP_PREVIEW_HEIGHT = { min: 160, max: 800 };
export const MAP_PREVIEW_MAX_MARKERS = 20;

/** Five decimals, about a metre: the same place always has the same address. */
export const fiveDecimals = (value: number) => Math.round(value * 1e5) / 1e5;

/** The image's address for a place, its markers and a size (in CSS pixels). */
export function mapPreviewUrl(options: {
  center: { latitude: number; longitude: number };
  zoom: number;
  width: number;
  height: number;
  dpr?: 1 | 2;
  markers: MapPreviewMarker[];
}): string {
  const round = (value: number) => String(fiveDecimals(value));
  const markers = options.markers
    .slice(0, MAP_PREVIEW_MAX_MARKERS)
    .map((marker) => [round(marker.latitude), round(marker.longitude), marker.colour ?? ""].join(",").replace(/,$/, ""))
    .join(";");
  const params = new URLSearchParams({
    lat: round(options.center.latitude),
    lng: round(options.center.longitude),
    z: String(Math.round(Math.min(Math.max(options.zoom, MAP_PREVIEW_ZOOM.min), MAP_PREVIEW_ZOOM.max))),
    w: String(options.width),
    h: String(options.height),
  });
  if (options.dpr === 2) params.set("dpr", "2");
  if (markers) params.set("m", markers);
  params.set("v", String(MAP_PREVIEW_VERSION));
  return `${MAP_PREVIEW_PATH}?${params}`;
}

/** Whether a place lies where the bundled base map can draw it (else the page shows no preview). */
export function previewable(place: { latitude: number; longitude: number }): boolean {
  const { latitude, longitude } = place;
  return (
    latitude >= MAP_PREVIEW_LATITUDE.min &&
    latitude <= MAP_PREVIEW_LATITUDE.max &&
    longitude >= MAP_PREVIEW_LONGITUDE.min &&
    longitude <= MAP_PREVIEW_LONGITUDE.max
  );
}
