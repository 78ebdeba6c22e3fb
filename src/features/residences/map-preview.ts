import { z } from "zod";

/**
 * The static picture a residence page shows in its map's place until the map loads (decision
 * 025): the bundled base map around a place, with its markers, drawn by the server as WebP.
 * Shared by the route (validation, API reference) and the page (the image's address).
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

/** The region the bundled base map covers (its data stops there). */
const LATITUDE = { min: 54, max: 71.5 };
const LONGITUDE = { min: 3, max: 33 };
/** The bundled base map's zooms (decision 019): deeper, its shores are off by a kilometre. */
export const MAP_PREVIEW_ZOOM = { min: 4, max: 10 };
/** Sizes in CSS pixels, snapped to a step so that ever new sizes cannot keep the CPU busy. */
export const MAP_PREVIEW_SIZE_STEP = 40;
export const MAP_PREVIEW_WIDTH = { min: 160, max: 1280 };
export const MAP_PREVIEW_HEIGHT = { min: 160, max: 800 };
export const MAP_PREVIEW_MAX_MARKERS = 20;

const snap = (max: number) => (value: number) =>
  Math.min(Math.ceil(value / MAP_PREVIEW_SIZE_STEP) * MAP_PREVIEW_SIZE_STEP, max);
/** Five decimals, about a metre: the same place always has the same address. */
const fiveDecimals = (value: number) => Math.round(value * 1e5) / 1e5;

const latitude = z.number().min(LATITUDE.min).max(LATITUDE.max).transform(fiveDecimals);
const longitude = z.number().min(LONGITUDE.min).max(LONGITUDE.max).transform(fiveDecimals);

export interface MapPreviewMarker {
  latitude: number;
  longitude: number;
  colour?: MapPreviewColour;
}

/** `59.33,18.06,green;59.34,18.07`: at most 20 markers, each a position and a colour name. */
const MarkersSchema = z
  .string()
  .max(MAP_PREVIEW_MAX_MARKERS * 32)
  .transform((text, context): MapPreviewMarker[] => {
    const markers: MapPreviewMarker[] = [];
    for (const part of text.split(";").filter(Boolean)) {
      const [lat, lng, colour, ...rest] = part.split(",");
      const parsed = z
        .object({
          latitude: z.coerce.number().pipe(latitude),
          longitude: z.coerce.number().pipe(longitude),
          colour: z.enum(MAP_PREVIEW_COLOURS).optional(),
        })
        .safeParse({ latitude: lat, longitude: lng, colour: colour || undefined });
      if (!parsed.success || rest.length > 0 || lat === "" || lng === "") {
        context.addIssue({ code: "custom", message: "invalid markers" });
        return z.NEVER;
      }
      markers.push(parsed.data);
    }
    if (markers.length > MAP_PREVIEW_MAX_MARKERS) {
      context.addIssue({ code: "custom", message: "invalid markers" });
      return z.NEVER;
    }
    return markers;
  });

export const MapPreviewQuerySchema = z.object({
  /** The map's centre. */
  lat: z.coerce.number().pipe(latitude),
  lng: z.coerce.number().pipe(longitude),
  /** MapLibre's zoom (512-pixel tiles), clamped to the base map's zooms as the live map is. */
  z: z.coerce
    .number()
    .int()
    .min(0)
    .max(22)
    .transform((zoom) => Math.min(Math.max(zoom, MAP_PREVIEW_ZOOM.min), MAP_PREVIEW_ZOOM.max)),
  /** Size in CSS pixels; `dpr` 2 draws twice as many pixels for sharp screens. */
  w: z.coerce
    .number()
    .int()
    .min(MAP_PREVIEW_WIDTH.min)
    .max(MAP_PREVIEW_WIDTH.max)
    .transform(snap(MAP_PREVIEW_WIDTH.max)),
  h: z.coerce
    .number()
    .int()
    .min(MAP_PREVIEW_HEIGHT.min)
    .max(MAP_PREVIEW_HEIGHT.max)
    .transform(snap(MAP_PREVIEW_HEIGHT.max)),
  dpr: z.enum(["1", "2"]).default("1").transform(Number),
  m: MarkersSchema.default([]),
  /** The drawing's version (MAP_PREVIEW_VERSION); any other still gets today's drawing. */
  v: z.coerce.number().int().min(0).max(1000).optional(),
});
export type MapPreviewQuery = z.infer<typeof MapPreviewQuerySchema>;

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
  return latitude.safeParse(place.latitude).success && longitude.safeParse(place.longitude).success;
}
