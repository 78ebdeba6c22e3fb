/**
 * What the maps draw beneath their markers (decision 019), chosen by configuration and handed
 * from the server to the browser in the root loader's data:
 *
 * - `offline`: the bundled Nordic base map (land, lakes, borders) with the labels of the places
 *   the site's data knows, read from `placesUrl` on our own origin;
 * - `style`: a tile service's MapLibre style (MAP_STYLE_URL);
 * - `pmtiles`: a PMTiles archive of OpenStreetMap data (MAP_PMTILES_URL or MAP_PMTILES_FILE),
 *   read with the `pmtiles` protocol and drawn with the Protomaps basemap style.
 */
export type BaseMap =
  | { kind: "offline"; placesUrl: string }
  | { kind: "style"; url: string }
  | { kind: "pmtiles"; url: string };

/**
 * The deepest zoom of the offline base map (decision 019): its coastline is Natural Earth's
 * 1:10m and its lakes are simplified to about a kilometre, some 13 pixels at zoom 10; deeper,
 * the shores would stand visibly beside the places and markers.
 */
export const OFFLINE_MAX_ZOOM = 10;
