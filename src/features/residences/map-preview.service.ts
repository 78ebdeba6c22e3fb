import { createHash } from "node:crypto";
import sharp from "sharp";
import { createTtlCache } from "~/lib/ttl-cache";
import type { MapPreviewColour } from "./map-preview";
import type { MapPreviewQuery } from "./map-preview-schema";

/**
 * Draws the map preview (decision 025): the bundled base map around a place (land, lakes,
 * shores, borders) in the colours of the live map's offline style (src/ui/map/map-engine.ts),
 * and the markers as the live map's pins, as an SVG that sharp turns into WebP.
 */

/** The offline style's colours and line widths (map-engine.ts, offlineStyle; map.module.css). */
const STYLE = {
  sea: "#bcd7e6",
  neighbours: "#f3f1ea",
  land: "#e6e1d3",
  lake: "#bcd7e6",
  coast: "#8aaec2",
  border: "#8c7f6a",
  borderWidth: 1.2,
} as const;
/** The pins' colours: global.css's --status-* tokens, and --color-brand for a marker without one. */
const PIN_COLOURS: Record<MapPreviewColour | "brand", string> = {
  green: "#1d6b38",
  blue: "#1d5fa8",
  orange: "#a04a00",
  red: "#a4161a",
  purple: "#6a3d9a",
  grey: "#59616b",
  black: "#111111",
  brand: "#1f4e46",
};
/** MapLibre's tiles are 512 pixels: at zoom z the world is 512·2^z pixels wide. */
const TILE_SIZE = 512;
/** Shapes are cut this far outside the picture, so that their cut edges' strokes are not seen. */
const CUT_MARGIN = 8;

/** A ring or line in Web Mercator units (0..1 across the world), with its bounding box. */
interface Shape {
  kind: "land" | "neighbours" | "lake" | "border";
  points: Float64Array;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const mercatorX = (longitude: number) => (longitude + 180) / 360;
function mercatorY(latitude: number): number {
  const sin = Math.sin((latitude * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

function toShape(kind: Shape["kind"], coordinates: number[][]): Shape {
  const points = new Float64Array(coordinates.length * 2);
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [i, [longitude = 0, latitude = 0]] of coordinates.entries()) {
    const x = mercatorX(longitude);
    const y = mercatorY(latitude);
    points[i * 2] = x;
    points[i * 2 + 1] = y;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { kind, points, minX, minY, maxX, maxY };
}

interface BaseMapFeature {
  properties: { kind: string; nordic?: boolean };
  geometry: { type: string; coordinates: unknown };
}

/** The bundled base map as projected rings and lines, read once (about 71,000 points). */
let shapes: Promise<Shape[]> | undefined;
function baseMapShapes(): Promise<Shape[]> {
  shapes ??= import("~/ui/map/nordic-base-map.json").then((module) => {
    const collection = (module.default ?? module) as unknown as { features: BaseMapFeature[] };
    const result: Shape[] = [];
    for (const { properties, geometry } of collection.features) {
      const kind =
        properties.kind === "land"
          ? properties.nordic
            ? "land"
            : "neighbours"
          : properties.kind === "lake"
            ? "lake"
            : properties.kind === "border"
              ? "border"
              : undefined;
      if (!kind) continue;
      const polygons =
        geometry.type === "MultiPolygon"
          ? (geometry.coordinates as number[][][][])
          : geometry.type === "Polygon"
            ? [geometry.coordinates as number[][][]]
            : geometry.type === "MultiLineString"
              ? [geometry.coordinates as number[][][]]
              : geometry.type === "LineString"
                ? [[geometry.coordinates as number[][]]]
                : [];
      for (const polygon of polygons) for (const ring of polygon) result.push(toShape(kind, ring));
    }
    return result;
  });
  return shapes;
}

type Point = [number, number];

/** Sutherland–Hodgman: a ring cut to a rectangle still fills exactly the same inside it. */
function cutRing(ring: Point[], left: number, top: number, right: number, bottom: number): Point[] {
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p[0] >= left, (a, b) => [left, a[1] + ((b[1] - a[1]) * (left - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= right, (a, b) => [right, a[1] + ((b[1] - a[1]) * (right - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= top, (a, b) => [a[0] + ((b[0] - a[0]) * (top - a[1])) / (b[1] - a[1]), top]],
    [(p) => p[1] <= bottom, (a, b) => [a[0] + ((b[0] - a[0]) * (bottom - a[1])) / (b[1] - a[1]), bottom]],
  ];
  let output = ring;
  for (const [inside, cross] of edges) {
    const input = output;
    output = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i] as Point;
      const previous = input[(i + input.length - 1) % input.length] as Point;
      if (inside(current)) {
        if (!inside(previous)) output.push(cross(previous, current));
        output.push(current);
      } else if (inside(previous)) {
        output.push(cross(previous, current));
      }
    }
    if (output.length === 0) break;
  }
  return output;
}

/** Path data of points in picture pixels, leaving out points within half a pixel of the last. */
function pathData(points: Point[], closed: boolean): string {
  let data = "";
  let lastX = Number.NaN;
  let lastY = Number.NaN;
  for (const [x, y] of points) {
    if (Math.abs(x - lastX) < 0.5 && Math.abs(y - lastY) < 0.5) continue;
    data += `${data ? "L" : "M"}${x.toFixed(1)} ${y.toFixed(1)}`;
    lastX = x;
    lastY = y;
  }
  return data && closed ? `${data}Z` : data;
}

/** The live map's pin (map.module.css .marker): a rotated drop with a white rim, tip on the place. */
function pin(x: number, y: number, colour: string): string {
  const drop = "M-11.5 11.5V0A11.5 11.5 0 0 1 0-11.5A11.5 11.5 0 0 1 11.5 0A11.5 11.5 0 0 1 0 11.5Z";
  // The element is 32×40 with its bottom on the place; the drop's centre is 25 px above it.
  const at = `translate(${x.toFixed(1)} ${(y - 25).toFixed(1)}) rotate(-45)`;
  return (
    `<path transform="translate(${x.toFixed(1)} ${(y - 24).toFixed(1)}) rotate(-45)" d="${drop}" fill="#000" fill-opacity="0.35" filter="url(#shadow)"/>` +
    `<path transform="${at}" d="${drop}" fill="${colour}" stroke="#fff" stroke-width="3"/>`
  );
}

/** The SVG of a preview, in CSS pixels (`dpr` scales the whole picture). */
export async function mapPreviewSvg(query: MapPreviewQuery): Promise<string> {
  const { w: width, h: height, z: zoom, dpr } = query;
  const world = TILE_SIZE * 2 ** zoom;
  const originX = mercatorX(query.lng) * world - width / 2;
  const originY = mercatorY(query.lat) * world - height / 2;
  const toPixel = (x: number, y: number): Point => [x * world - originX, y * world - originY];
  const [left, top, right, bottom] = [-CUT_MARGIN, -CUT_MARGIN, width + CUT_MARGIN, height + CUT_MARGIN];
  const view = {
    minX: (originX + left) / world,
    maxX: (originX + right) / world,
    minY: (originY + top) / world,
    maxY: (originY + bottom) / world,
  };

  const paths: Record<Shape["kind"], string[]> = { neighbours: [], land: [], lake: [], border: [] };
  for (const shape of await baseMapShapes()) {
    if (shape.maxX < view.minX || shape.minX > view.maxX || shape.maxY < view.minY || shape.minY > view.maxY) continue;
    const points: Point[] = [];
    for (let i = 0; i < shape.points.length; i += 2) {
      points.push(toPixel(shape.points[i] as number, shape.points[i + 1] as number));
    }
    if (shape.kind === "border") {
      // Lines are not cut: the few border lines near a place are short enough to draw whole.
      paths.border.push(pathData(points, false));
    } else {
      const cut = cutRing(points, left, top, right, bottom);
      if (cut.length >= 3) paths[shape.kind].push(pathData(cut, true));
    }
  }

  // The offline style's shore widens from 0.4 px at zoom 4 to 1 px at zoom 10.
  const coastWidth = 0.4 + ((Math.min(Math.max(zoom, 4), 10) - 4) * 0.6) / 6;
  const centre = toPixel(mercatorX(query.lng), mercatorY(query.lat));
  const pins = query.m
    .map((marker) => ({
      at: toPixel(mercatorX(marker.longitude), mercatorY(marker.latitude)),
      colour: PIN_COLOURS[marker.colour ?? "brand"],
    }))
    .filter(({ at: [x, y] }) => x > -20 && x < width + 20 && y > -5 && y < height + 45)
    .map(({ at: [x, y], colour }) => pin(x, y, colour));
  const group = (kind: Shape["kind"], attributes: string) =>
    paths[kind].length ? `<path d="${paths[kind].join("")}" ${attributes}/>` : "";

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * dpr}" height="${height * dpr}" viewBox="0 0 ${width} ${height}">`,
    `<defs><filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2"/></filter></defs>`,
    `<rect width="${width}" height="${height}" fill="${STYLE.sea}"/>`,
    group("neighbours", `fill="${STYLE.neighbours}" fill-rule="evenodd"`),
    group("land", `fill="${STYLE.land}" fill-rule="evenodd"`),
    group("lake", `fill="${STYLE.lake}" fill-rule="evenodd"`),
    group("land", `fill="none" stroke="${STYLE.coast}" stroke-width="${coastWidth.toFixed(2)}"`),
    group("lake", `fill="none" stroke="${STYLE.coast}" stroke-width="${coastWidth.toFixed(2)}"`),
    group(
      "border",
      `fill="none" stroke="${STYLE.border}" stroke-width="${STYLE.borderWidth}" stroke-dasharray="${3 * STYLE.borderWidth} ${2 * STYLE.borderWidth}"`,
    ),
    ...pins,
    // Where the map is centred when it has no marker there (an area without stages).
    query.m.length === 0 ? pin(centre[0], centre[1], PIN_COLOURS.brand) : "",
    "</svg>",
  ].join("");
}

export interface MapPreviewImage {
  data: Buffer;
  etag: string;
  contentType: "image/webp";
}

/**
 * Previews by their (validated, snapped) parameters, drawn once per process and kept in an LRU
 * bounded in bytes; the same preview asked for twice at once is drawn once.
 */
export function createMapPreviewService(deps: { cacheBytes: number }) {
  // A picture never changes for its parameters: kept until the byte bound pushes it out (the
  // shared cache also lets concurrent requests for one picture share one drawing).
  const cache = createTtlCache<MapPreviewImage>({
    ttlMs: Number.POSITIVE_INFINITY,
    maxEntries: 10_000,
    maxBytes: deps.cacheBytes,
    sizeOf: (image) => image.data.length,
  });

  async function draw(query: MapPreviewQuery): Promise<MapPreviewImage> {
    const svg = await mapPreviewSvg(query);
    // Effort 2 of 6: a third of the default's time for a few per cent more bytes (decision 025).
    const data = await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
    const etag = `"${createHash("sha1").update(data).digest("base64url")}"`;
    return { data, etag, contentType: "image/webp" };
  }

  return {
    async get(query: MapPreviewQuery): Promise<MapPreviewImage> {
      const markers = query.m.map((m) => `${m.latitude},${m.longitude},${m.colour ?? ""}`).join(";");
      const key = `${query.lat}|${query.lng}|${query.z}|${query.w}|${query.h}|${query.dpr}|${markers}`;
      return cache.get(key, () => draw(query));
    },
    /** The bytes the cache holds now (for tests and memory figures). */
    cachedBytes: () => cache.bytes,
  };
}

export type MapPreviewService = ReturnType<typeof createMapPreviewService>;
