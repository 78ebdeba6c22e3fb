import { readFileSync } from "node:fs";
import path from "node:path";
import { geoJSONToTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import { zxyToTileId } from "pmtiles";

/**
 * A small PMTiles v3 archive made from the bundled base map (src/ui/map/nordic-base-map.json),
 * for the journey of the PMTiles base map (decision 019): Mapbox vector tiles with the layers the
 * Protomaps basemap style draws (`earth` for land, `water` for the lakes, `places` for one town),
 * zooms 0 to MAX_ZOOM over southern Sweden, uncompressed. The tiles are cut with MapLibre's own
 * geojson-vt and vt-pbf (dependencies of maplibre-gl).
 *
 * The format (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md): a 127-byte header,
 * the root directory, the metadata (JSON), no leaf directories, then the tiles' data.
 */

const MAX_ZOOM = 6;
/** Southern Sweden: Stockholm, Gothenburg and Malmö with the demo data's places. */
const BOX = { west: 11, south: 55, east: 19.5, north: 60.5 };
/** The town the journey looks for among the map's labels (placed where the journey's stage is). */
export const ARCHIVE_PLACE = "Provstad";

type Geometry = { type: string; coordinates: unknown };
interface Feature {
  type: "Feature";
  geometry: Geometry;
  properties: Record<string, unknown>;
}

function layerSources(place: {
  longitude: number;
  latitude: number;
}): Record<string, { type: "FeatureCollection"; features: Feature[] }> {
  const file = path.resolve("src/ui/map/nordic-base-map.json");
  const base = JSON.parse(readFileSync(file, "utf8")) as { features: Feature[] };
  const of = (kind: string) => base.features.filter((feature) => feature.properties.kind === kind);
  return {
    earth: { type: "FeatureCollection", features: of("land").map((f) => ({ ...f, properties: { kind: "earth" } })) },
    water: { type: "FeatureCollection", features: of("lake").map((f) => ({ ...f, properties: { kind: "lake" } })) },
    places: {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [place.longitude, place.latitude] },
          properties: { kind: "locality", name: ARCHIVE_PLACE, min_zoom: 2, population_rank: 12, population: 500_000 },
        },
      ],
    },
  };
}

function lon2tile(lon: number, z: number) {
  return Math.floor(((lon + 180) / 360) * 2 ** z);
}
function lat2tile(lat: number, z: number) {
  const rad = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
}

function varints(values: number[]): number[] {
  const bytes: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      bytes.push((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    bytes.push(value);
  }
  return bytes;
}

/** The archive's bytes, with the town ARCHIVE_PLACE at `place` (inside BOX). */
export function buildTestArchive(place: { longitude: number; latitude: number }): Buffer {
  const sources = layerSources(place);
  const tiles: { id: number; data: Buffer }[] = [];
  for (let z = 0; z <= MAX_ZOOM; z++) {
    for (let x = lon2tile(BOX.west, z); x <= lon2tile(BOX.east, z); x++) {
      for (let y = lat2tile(BOX.north, z); y <= lat2tile(BOX.south, z); y++) {
        const layers = Object.fromEntries(
          Object.entries(sources).map(([name, data]) => [
            name,
            geoJSONToTile(data as never, z, x, y, { extent: 4096, buffer: 64, wrap: false, clip: true }),
          ]),
        );
        tiles.push({
          id: zxyToTileId(z, x, y),
          data: Buffer.from(fromGeojsonVt(layers as never, { version: 2, extent: 4096 })),
        });
      }
    }
  }
  tiles.sort((a, b) => a.id - b.id);

  // Root directory: tile ids (delta), run lengths, lengths, offsets (0 = right after the previous).
  const ids: number[] = [];
  let previous = 0;
  for (const tile of tiles) {
    ids.push(tile.id - previous);
    previous = tile.id;
  }
  const directory = Buffer.from(
    varints([
      tiles.length,
      ...ids,
      ...tiles.map(() => 1),
      ...tiles.map((tile) => tile.data.length),
      ...tiles.map((_, i) => (i === 0 ? 1 : 0)),
    ]),
  );
  const metadata = Buffer.from(
    JSON.stringify({
      name: "Nordhem test base map",
      attribution: "Natural Earth, © OpenStreetMap contributors",
      vector_layers: Object.keys(sources).map((id) => ({ id, fields: {} })),
    }),
  );
  const data = Buffer.concat(tiles.map((tile) => tile.data));

  const header = Buffer.alloc(127);
  header.write("PMTiles", 0, "ascii");
  header.writeUInt8(3, 7);
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const leafOffset = metadataOffset + metadata.length;
  const dataOffset = leafOffset;
  const u64 = (offset: number, value: number) => header.writeBigUInt64LE(BigInt(value), offset);
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, leafOffset);
  u64(48, 0);
  u64(56, dataOffset);
  u64(64, data.length);
  u64(72, tiles.length);
  u64(80, tiles.length);
  u64(88, tiles.length);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(1, 99); // tile type: Mapbox vector tiles
  header.writeUInt8(0, 100);
  header.writeUInt8(MAX_ZOOM, 101);
  const e7 = (offset: number, degrees: number) => header.writeInt32LE(Math.round(degrees * 1e7), offset);
  e7(102, BOX.west);
  e7(106, BOX.south);
  e7(110, BOX.east);
  e7(114, BOX.north);
  header.writeUInt8(5, 118);
  e7(119, 18);
  e7(123, 59.3);
  return Buffer.concat([header, directory, metadata, data]);
}
