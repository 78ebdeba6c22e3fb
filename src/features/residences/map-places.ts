import { z } from "zod";

/**
 * The places the site's data knows, for the labels of the offline base map (decision 019):
 * counties and municipalities (each where its areas lie on average), areas and stages.
 * GeoJSON, so MapLibre reads it as a source as it is.
 */
export const MAP_PLACES_PATH = "/api/residence/map/places";

export const MAP_PLACE_KINDS = ["county", "municipality", "area", "stage"] as const;
export type MapPlaceKind = (typeof MAP_PLACE_KINDS)[number];

export const MapPlacesResponseSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(
    z.object({
      type: z.literal("Feature"),
      geometry: z.object({
        type: z.literal("Point"),
        /** Longitude, latitude (GeoJSON's order), five decimals (about a metre). */
        coordinates: z.tuple([z.number(), z.number()]),
      }),
      properties: z.object({ kind: z.enum(MAP_PLACE_KINDS), name: z.string() }),
    }),
  ),
});
export type MapPlacesResponse = z.infer<typeof MapPlacesResponseSchema>;
