import { z } from "zod";
import {
  fiveDecimals,
  MAP_PREVIEW_COLOURS,
  MAP_PREVIEW_HEIGHT,
  MAP_PREVIEW_LATITUDE,
  MAP_PREVIEW_LONGITUDE,
  MAP_PREVIEW_MAX_MARKERS,
  MAP_PREVIEW_SIZE_STEP,
  MAP_PREVIEW_WIDTH,
  MAP_PREVIEW_ZOOM,
  type MapPreviewMarker,
} from "./map-preview";

const snap = (max: number) => (value: number) =>
  Math.min(Math.ceil(value / MAP_PREVIEW_SIZE_STEP) * MAP_PREVIEW_SIZE_STEP, max);

const latitude = z.number().min(MAP_PREVIEW_LATITUDE.min).max(MAP_PREVIEW_LATITUDE.max).transform(fiveDecimals);
const longitude = z.number().min(MAP_PREVIEW_LONGITUDE.min).max(MAP_PREVIEW_LONGITUDE.max).transform(fiveDecimals);

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

/**
 * The query of GET /api/residence/map/preview (decision 025): bounded (no picture larger than
 * 2560×1600 pixels, at most 20 pins, only where the base map has data), and snapped so that near
 * addresses share one picture.
 */
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
