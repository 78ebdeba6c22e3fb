/**
 * Builds the offline base map of the Nordic countries (src/ui/map/nordic-base-map.json), so that
 * maps work without a tile service (issues 3 and 13, decision 019):
 *
 * - land and country borders from Natural Earth's 1:10m countries (world-atlas, public domain);
 * - lakes of at least LAKE_MIN_KM2 from OpenStreetMap, simplified to about 1 km
 *   (@geo-maps/earth-lakes-1km, ODbL: the map credits "© OpenStreetMap contributors").
 *
 * Both are clipped to the Nordic region. The place labels are not in this file: they come from
 * the site's own data (GET /api/residence/map/places). Run after changing the region or the
 * sources: `npx tsx scripts/build-map-data.ts`. The output is committed.
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/** Roughly Denmark to Finnmark, Norway's west coast to Finland's east border, with a margin. */
const BOX = { west: 3, south: 53.5, east: 33, north: 71.8 };
/** The countries drawn in the land colour; the neighbours' land is drawn a shade lighter. */
const NORDIC = new Set(["Sweden", "Norway", "Finland", "Denmark", "Estonia"]);
/** Three decimals (about 100 m) is finer than either source. */
const PRECISION = 1000;
/**
 * Smaller lakes are left out: Finland alone has some 56,000 lakes over a hectare. From 2 km² on,
 * every lake a buyer would name is there (6,000 in the region) and the file stays well under a
 * megabyte.
 */
const LAKE_MIN_KM2 = 2;

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve("world-atlas/countries-10m.json"), "utf8")) as Topology<{
  countries: GeometryCollection<{ name: string }>;
}>;

const round = (value: number) => Math.round(value * PRECISION) / PRECISION;

type Edge = { inside: (p: Position) => boolean; cut: (a: Position, b: Position) => Position };
const at = (a: Position, b: Position, t: number): Position => [
  (a[0] as number) + ((b[0] as number) - (a[0] as number)) * t,
  (a[1] as number) + ((b[1] as number) - (a[1] as number)) * t,
];
const x = (p: Position) => p[0] as number;
const y = (p: Position) => p[1] as number;
const EDGES: Edge[] = [
  { inside: (p) => x(p) >= BOX.west, cut: (a, b) => at(a, b, (BOX.west - x(a)) / (x(b) - x(a))) },
  { inside: (p) => x(p) <= BOX.east, cut: (a, b) => at(a, b, (BOX.east - x(a)) / (x(b) - x(a))) },
  { inside: (p) => y(p) >= BOX.south, cut: (a, b) => at(a, b, (BOX.south - y(a)) / (y(b) - y(a))) },
  { inside: (p) => y(p) <= BOX.north, cut: (a, b) => at(a, b, (BOX.north - y(a)) / (y(b) - y(a))) },
];

/**
 * A ring that crosses the antimeridian (Russia's Chukotka) would span the whole plane;
 * shifted east past 180° it stays where it is, far outside the box.
 */
function unwrap(ring: Position[]): Position[] {
  const crosses = ring.some((p, i) => i > 0 && Math.abs(x(p) - x(ring[i - 1] as Position)) > 180);
  return crosses ? ring.map((p) => [x(p) < 0 ? x(p) + 360 : x(p), y(p)]) : ring;
}

/** Sutherland–Hodgman: a ring clipped to the box (a fill needs no more than that). */
function clipRing(ring: Position[]): Position[] {
  let points = unwrap(ring).slice(0, -1);
  for (const edge of EDGES) {
    const next: Position[] = [];
    for (let i = 0; i < points.length; i++) {
      const current = points[i] as Position;
      const previous = points[(i + points.length - 1) % points.length] as Position;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) next.push(edge.cut(previous, current));
        next.push(current);
      } else if (edge.inside(previous)) {
        next.push(edge.cut(previous, current));
      }
    }
    points = next;
    if (points.length === 0) return [];
  }
  const rounded = dedupe(points.map((p) => [round(x(p)), round(y(p))]));
  if (rounded.length < 3) return [];
  return [...rounded, rounded[0] as Position];
}

function dedupe(points: Position[]): Position[] {
  return points.filter(
    (p, i) => i === 0 || x(p) !== x(points[i - 1] as Position) || y(p) !== y(points[i - 1] as Position),
  );
}

const inBox = (p: Position) => x(p) >= BOX.west && x(p) <= BOX.east && y(p) >= BOX.south && y(p) <= BOX.north;

/** A line cut into the pieces that lie in the box (segments that leave it are dropped whole). */
function clipLine(line: Position[]): Position[][] {
  const pieces: Position[][] = [];
  let piece: Position[] = [];
  for (const point of line) {
    if (inBox(point)) piece.push([round(x(point)), round(y(point))]);
    else {
      if (piece.length > 1) pieces.push(dedupe(piece));
      piece = [];
    }
  }
  if (piece.length > 1) pieces.push(dedupe(piece));
  return pieces.filter((p) => p.length > 1);
}

const countries = feature(topology, topology.objects.countries) as FeatureCollection<
  Polygon | MultiPolygon,
  { name: string }
>;
const land: Feature<MultiPolygon, { kind: "land"; nordic: boolean }>[] = [];
for (const country of countries.features) {
  const polygons = country.geometry.type === "Polygon" ? [country.geometry.coordinates] : country.geometry.coordinates;
  const clipped = polygons
    .map((rings) => rings.map(clipRing).filter((ring) => ring.length > 0))
    .filter((rings) => rings.length > 0 && (rings[0]?.length ?? 0) > 0);
  if (clipped.length === 0) continue;
  land.push({
    type: "Feature",
    properties: { kind: "land", nordic: NORDIC.has(country.properties.name) },
    geometry: { type: "MultiPolygon", coordinates: clipped },
  });
}

const borderMesh = mesh(topology, topology.objects.countries, (a, b) => a !== b);
const borders: Feature<MultiLineString, { kind: "border" }> = {
  type: "Feature",
  properties: { kind: "border" },
  geometry: { type: "MultiLineString", coordinates: borderMesh.coordinates.flatMap(clipLine) },
};

/** A ring's area in km², near enough for a size threshold (equirectangular at its latitude). */
function areaKm2(ring: Position[]): number {
  let sum = 0;
  let latitude = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const a = ring[i] as Position;
    const b = ring[i + 1] as Position;
    sum += x(a) * y(b) - x(b) * y(a);
    latitude += y(a);
  }
  const km = 111.32;
  return (Math.abs(sum) / 2) * km * km * Math.cos(((latitude / (ring.length - 1)) * Math.PI) / 180);
}

const lakeSource = JSON.parse(readFileSync(require.resolve("@geo-maps/earth-lakes-1km/map.geo.json"), "utf8")) as {
  geometries: (Polygon | MultiPolygon)[];
};
const lakePolygons: Position[][][] = [];
for (const geometry of lakeSource.geometries) {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
  for (const rings of polygons) {
    const outer = rings[0];
    if (!outer?.some(inBox) || areaKm2(outer) < LAKE_MIN_KM2) continue;
    const clipped = rings.map(clipRing).filter((ring) => ring.length > 0);
    if ((clipped[0]?.length ?? 0) > 0) lakePolygons.push(clipped);
  }
}
const lakes: Feature<MultiPolygon, { kind: "lake" }> = {
  type: "Feature",
  properties: { kind: "lake" },
  geometry: { type: "MultiPolygon", coordinates: lakePolygons },
};

const output: FeatureCollection = { type: "FeatureCollection", features: [...land, lakes, borders] };
const target = path.resolve("src/ui/map/nordic-base-map.json");
// Compact: about a megabyte of coordinates, which biome.json leaves out of formatting and lint.
writeFileSync(target, JSON.stringify(output));
console.log(
  `${target}: ${land.length} countries, ${lakePolygons.length} lakes, ${(statSync(target).size / 1024).toFixed(0)} KiB`,
);
