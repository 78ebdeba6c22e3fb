import sharp from "sharp";
import {
  type ApartmentPlan,
  CAMERA_HEIGHT,
  CEILING,
  DOOR_HEIGHT,
  type Material,
  type PlanRoom,
  type Wall,
} from "./panorama-plans";
import { hashString } from "./prng";

/**
 * Draws the demo 360 panoramas (issue 19) without downloads: for each pixel of an
 * equirectangular image a ray from the camera into its room, a box with the floor's planks, the
 * walls with windows (sky) and doorways (the ray goes on into the next room), the ceiling and the
 * furniture as shaded boxes in the furnishing type's colours, into a raw RGB buffer that sharp
 * encodes as JPEG: the full image and a heavily compressed low-resolution one. Deterministic: the
 * same plan, camera and furnishing always give the same bytes.
 *
 * Axes: x east, z north, y up. Column u looks towards yaw (u / width - 0.5) * 360° (0 north, 90
 * east: the image's centre is north, as Photo Sphere Viewer places yaw 0), row v towards pitch
 * (0.5 - v / height) * 180°.
 */

export type ArchetypeKey = "unfurnished" | "scandinavian" | "classic";

type Rgb = readonly [number, number, number];

interface Palette {
  wall: Rgb;
  ceiling: Rgb;
  floor: Rgb;
  baseboard: Rgb;
  frame: Rgb;
  furnished: boolean;
  materials: Record<Material, Rgb>;
}

const hex = (value: string): Rgb => [
  Number.parseInt(value.slice(1, 3), 16),
  Number.parseInt(value.slice(3, 5), 16),
  Number.parseInt(value.slice(5, 7), 16),
];

const BUILT_IN = { cabinet: hex("#f3f2ee"), counter: hex("#d9d6cf") };

export const PALETTES: Record<ArchetypeKey, Palette> = {
  unfurnished: {
    wall: hex("#eeebe5"),
    ceiling: hex("#f7f6f3"),
    floor: hex("#c9a77c"),
    baseboard: hex("#f5f4f0"),
    frame: hex("#f8f8f6"),
    furnished: false,
    materials: {
      sofa: hex("#000000"),
      wood: hex("#000000"),
      textile: hex("#000000"),
      rug: hex("#000000"),
      dark: hex("#000000"),
      plant: hex("#000000"),
      ...BUILT_IN,
    },
  },
  scandinavian: {
    wall: hex("#f3f1ec"),
    ceiling: hex("#f8f7f4"),
    floor: hex("#dcc39b"),
    baseboard: hex("#f7f6f2"),
    frame: hex("#f8f8f6"),
    furnished: true,
    materials: {
      sofa: hex("#b9bdb8"),
      wood: hex("#d6b486"),
      cabinet: hex("#f4f3ef"),
      counter: hex("#e4e1da"),
      textile: hex("#e2d8c8"),
      rug: hex("#d3cbbb"),
      dark: hex("#5b6966"),
      plant: hex("#4f7a4a"),
    },
  },
  classic: {
    wall: hex("#e4d8c3"),
    ceiling: hex("#f3efe6"),
    floor: hex("#8d5d3b"),
    baseboard: hex("#efe8da"),
    frame: hex("#efe9dc"),
    furnished: true,
    materials: {
      sofa: hex("#2f5846"),
      wood: hex("#6a4128"),
      cabinet: hex("#415448"),
      counter: hex("#4b4a47"),
      textile: hex("#7b2f36"),
      rug: hex("#8b3d33"),
      dark: hex("#3a2a1f"),
      plant: hex("#3f6b3c"),
    },
  },
};

const SKY_HIGH = hex("#6fa6d6");
const SKY_LOW = hex("#d4e6f3");
const LAND = hex("#7f8f73");
const DOORWAY_DARK = hex("#4a4742");

interface Opening {
  wall: Wall;
  /** Centre along the wall (x for n/s walls, z for e/w). */
  at: number;
  half: number;
  /** The room beyond (an index into the plan's rooms), or -1 for a closed door. */
  to: number;
}

interface RoomGeometry {
  x0: number;
  z0: number;
  x1: number;
  z1: number;
  windows: { wall: Wall; at: number; half: number }[];
  openings: Opening[];
  /** Each box's surface (an index into SURFACES). */
  boxes: Uint8Array;
  /** The boxes' corners, six numbers each (x0, y0, z0, x1, y1, z1). */
  flat: Float64Array;
}

/** The plan's rooms as the ray caster reads them, in the furnishing type's colours. */
function geometryOf(plan: ApartmentPlan, furnished: boolean): RoomGeometry[] {
  const index = new Map(plan.cameraRooms.map((room, i) => [room.key, i]));
  return plan.cameraRooms.map((room: PlanRoom) => {
    const [x0, z0, x1, z1] = room.rect;
    const openings: Opening[] = [];
    for (const door of plan.doors) {
      const side = door.rooms.indexOf(room.key);
      if (side < 0) continue;
      const other = door.rooms[1 - side] ?? "";
      const [dx, dz] = door.at;
      const wall: Wall = dz === z1 ? "n" : dz === z0 ? "s" : dx === x1 ? "e" : "w";
      openings.push({
        wall,
        at: wall === "n" || wall === "s" ? dx : dz,
        half: door.width / 2,
        to: index.get(other) ?? -1,
      });
    }
    // The hall's front door, closed, in its south wall.
    if (room.kind === "hall") openings.push({ wall: "s", at: (x0 + x1) / 2, half: 0.5, to: -1 });
    const shown = room.furniture.filter((item) => furnished || item.builtIn);
    const boxes = Uint8Array.from(shown.map((item) => FURNITURE_SURFACE + MATERIALS.indexOf(item.material)));
    const flat = Float64Array.from(shown.flatMap((item) => item.box));
    return {
      x0,
      z0,
      x1,
      z1,
      windows: room.windows.map((w) => ({ wall: w.wall, at: w.at, half: w.width / 2 })),
      openings,
      boxes,
      flat,
    };
  });
}

/** The light: a soft sun through the windows from the south-west, and the room's ambient light. */
const LIGHT = (() => {
  const l = [-0.35, 0.75, -0.55];
  const n = Math.hypot(l[0] ?? 0, l[1] ?? 0, l[2] ?? 0);
  return l.map((v) => v / n) as [number, number, number];
})();

/** Deterministic per-plank shade in [-1, 1]. */
function plankNoise(row: number, segment: number, seed: number): number {
  let h = Math.imul(row * 73856093 + segment * 19349663 + seed, 0x27d4eb2d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return ((h >>> 0) / 4294967296) * 2 - 1;
}

/**
 * What a ray hit: a surface (S_*, or FURNITURE_SURFACE + a material's index) and its shade; the
 * furnishing type's colours are applied afterwards, so the two furnished types share one tracing.
 * One object reused for every pixel: no allocation per ray.
 */
const out = { m: 0, s: 0 };

const S_WALL = 0;
const S_CEILING = 1;
const S_FLOOR = 2;
const S_BASEBOARD = 3;
const S_FRAME = 4;
const S_DOORWAY = 5;
/** The sky: its shade is the mix from the horizon's colour to the zenith's. */
const S_SKY = 6;
const S_LAND = 7;
const S_HANDLE = 8;
const FURNITURE_SURFACE = 9;
const MATERIALS: readonly Material[] = ["sofa", "wood", "cabinet", "counter", "textile", "rug", "dark", "plant"];
/** Relative spread of the planks' shades. */
const PLANK_SPREAD = 0.07;

/** The colour of every surface in a furnishing type's palette, indexed like `out.m`. */
function surfaceColours(palette: Palette): Rgb[] {
  return [
    palette.wall,
    palette.ceiling,
    palette.floor,
    palette.baseboard,
    palette.frame,
    DOORWAY_DARK,
    SKY_LOW,
    LAND,
    [90, 90, 90],
    ...MATERIALS.map((material) => palette.materials[material]),
  ];
}

function put(surface: number, shade: number) {
  out.m = surface;
  out.s = shade;
}

/** Lambert shading with ambient light for a face with normal (nx, ny, nz). */
function lambert(nx: number, ny: number, nz: number): number {
  const d = nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2];
  return 0.72 + 0.24 * Math.max(d, 0) + 0.06 * Math.min(d, 0);
}

/** Traces one ray from (ox, oy, oz) inside `rooms[ri]`; the colour is left in `out`. */
function trace(
  rooms: RoomGeometry[],
  ri: number,
  seed: number,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  depth: number,
): void {
  const room = rooms[ri] as RoomGeometry;
  // The room's own surfaces: the nearest plane in the ray's direction on each axis.
  const tx = dx > 0 ? (room.x1 - ox) / dx : dx < 0 ? (room.x0 - ox) / dx : Number.POSITIVE_INFINITY;
  const ty = dy > 0 ? (CEILING - oy) / dy : dy < 0 ? -oy / dy : Number.POSITIVE_INFINITY;
  const tz = dz > 0 ? (room.z1 - oz) / dz : dz < 0 ? (room.z0 - oz) / dz : Number.POSITIVE_INFINITY;
  let t = tx;
  let axis = 0;
  if (ty < t) {
    t = ty;
    axis = 1;
  }
  if (tz < t) {
    t = tz;
    axis = 2;
  }

  // Furniture: slab test of each box (unrolled: this runs for every pixel), the nearest in front of the room's surface wins.
  let boxHit = -1;
  let boxAxis = 0;
  const flat = room.flat;
  const ix = 1 / dx;
  const iy = 1 / dy;
  const iz = 1 / dz;
  for (let i = 0, k = 0; k < flat.length; i++, k += 6) {
    // Looking up from above a box's top (or down from under its bottom) misses it.
    if (dy > 0 ? (flat[k + 4] as number) <= oy : (flat[k + 1] as number) >= oy) continue;
    let a0 = ((flat[k] as number) - ox) * ix;
    let a1 = ((flat[k + 3] as number) - ox) * ix;
    if (a0 > a1) {
      const s = a0;
      a0 = a1;
      a1 = s;
    }
    let b0 = ((flat[k + 1] as number) - oy) * iy;
    let b1 = ((flat[k + 4] as number) - oy) * iy;
    if (b0 > b1) {
      const s = b0;
      b0 = b1;
      b1 = s;
    }
    let c0 = ((flat[k + 2] as number) - oz) * iz;
    let c1 = ((flat[k + 5] as number) - oz) * iz;
    if (c0 > c1) {
      const s = c0;
      c0 = c1;
      c1 = s;
    }
    let near = a0;
    let nearAxis = 0;
    if (b0 > near) {
      near = b0;
      nearAxis = 1;
    }
    if (c0 > near) {
      near = c0;
      nearAxis = 2;
    }
    const far = a1 < b1 ? Math.min(a1, c1) : Math.min(b1, c1);
    // NaN (a ray along a face) fails these comparisons and misses, as it should.
    if (near > 0 && near <= far && near < t) {
      t = near;
      boxHit = i;
      boxAxis = nearAxis;
    }
  }

  const hx = ox + dx * t;
  const hy = oy + dy * t;
  const hz = oz + dz * t;
  const fade = 1 - Math.min(0.18, t * 0.018);

  if (boxHit >= 0) {
    const nx = boxAxis === 0 ? (dx > 0 ? -1 : 1) : 0;
    const ny = boxAxis === 1 ? (dy > 0 ? -1 : 1) : 0;
    const nz = boxAxis === 2 ? (dz > 0 ? -1 : 1) : 0;
    // Darker towards the floor: the box's own contact shadow.
    const contact = 0.82 + 0.18 * Math.min(1, hy / 0.4);
    put(room.boxes[boxHit] as number, lambert(nx, ny, nz) * contact * fade);
    return;
  }

  if (axis === 1) {
    if (dy < 0) {
      // Floor: planks 0.18 m wide running north, 1.2 m long, staggered per row.
      const row = Math.floor(hx / 0.18);
      const along = hz + (row % 3) * 0.4;
      const segment = Math.floor(along / 1.2);
      const seamX = hx - row * 0.18;
      const seamZ = along - segment * 1.2;
      const seam = seamX < 0.006 || seamZ < 0.008 ? 0.82 : 1;
      // Grain: a cheap triangle wave along the plank.
      const wave = (hz * 6 + row * 0.37) % 1;
      const grain = 0.985 + 0.05 * (wave < 0.5 ? wave : 1 - wave);
      const shade = (1 + PLANK_SPREAD * plankNoise(row, segment, seed)) * seam * grain;
      put(S_FLOOR, shade * edgeShade(room, hx, hz) * 0.92 * fade);
    } else {
      // Ceiling, with the light fixture's glow above the camera's room centre.
      const cx = (room.x0 + room.x1) / 2;
      const cz = (room.z0 + room.z1) / 2;
      const r = Math.sqrt((hx - cx) * (hx - cx) + (hz - cz) * (hz - cz));
      const glow = r < 0.18 ? 1.08 : 1 - Math.min(0.12, r * 0.035);
      put(S_CEILING, glow * edgeShade(room, hx, hz) * fade);
    }
    return;
  }

  // A wall: which one, and where along it.
  const wall: Wall = axis === 0 ? (dx > 0 ? "e" : "w") : dz > 0 ? "n" : "s";
  const along = axis === 0 ? hz : hx;
  for (const opening of room.openings) {
    if (opening.wall !== wall) continue;
    const off = along - opening.at;
    if (off < -opening.half - 0.07 || off > opening.half + 0.07 || hy > DOOR_HEIGHT + 0.07) continue;
    const inFrame = off < -opening.half || off > opening.half || hy > DOOR_HEIGHT;
    if (inFrame) {
      put(S_FRAME, 0.9 * fade);
      return;
    }
    if (opening.to < 0) {
      // A closed door: a panel with a handle.
      const handle = Math.abs(off - opening.half * 0.75) < 0.04 && Math.abs(hy - 1.0) < 0.03;
      put(handle ? S_HANDLE : S_FRAME, (handle ? 1 : 0.8) * fade);
      return;
    }
    if (depth > 0) {
      put(S_DOORWAY, fade);
      return;
    }
    // Through the doorway into the next room, a little darker.
    trace(rooms, opening.to, seed, hx + dx * 1e-4, hy, hz + dz * 1e-4, dx, dy, dz, depth + 1);
    if (out.m !== S_SKY) out.s *= 0.9;
    return;
  }
  for (const window of room.windows) {
    if (window.wall !== wall) continue;
    const off = along - window.at;
    if (off < -window.half || off > window.half || hy < 0.8 || hy > 2.2) continue;
    const frame = window.half - Math.abs(off) < 0.05 || Math.abs(off) < 0.025 || hy < 0.85 || hy > 2.15;
    if (frame) {
      put(S_FRAME, 0.95 * fade);
      return;
    }
    // Outside: the sky above the horizon, the land below it (the home is a few floors up).
    if (dy > -0.04) {
      const k = Math.min(1, (dy + 0.04) * 2.2);
      put(S_SKY, k);
    } else {
      put(S_LAND, 1 + Math.max(-0.3, dy));
    }
    return;
  }
  const nx = wall === "e" ? -1 : wall === "w" ? 1 : 0;
  const nz = wall === "n" ? -1 : wall === "s" ? 1 : 0;
  const base = hy < 0.08 ? S_BASEBOARD : S_WALL;
  // Brighter towards the ceiling, darker in the corners.
  const height = 0.9 + 0.1 * (hy / CEILING);
  const corner = Math.min(
    hy,
    CEILING - hy,
    along - (axis === 0 ? room.z0 : room.x0),
    (axis === 0 ? room.z1 : room.x1) - along,
  );
  put(base, lambert(nx, 0, nz) * height * (0.86 + 0.14 * Math.min(1, corner / 0.45)) * fade * 1.12);
}

/** Darker near the walls (floor and ceiling corners). */
function edgeShade(room: RoomGeometry, x: number, z: number): number {
  const d = Math.min(x - room.x0, room.x1 - x, z - room.z0, room.z1 - z);
  return 0.86 + 0.14 * Math.min(1, d / 0.5);
}

export interface RenderedPanorama {
  image: Buffer;
  lowImage: Buffer;
  width: number;
  height: number;
  lowWidth: number;
  lowHeight: number;
}

/** The full image's and the low-resolution variant's sizes (2:1) and JPEG qualities. */
export const PANORAMA_SIZE = { width: 2048, lowWidth: 512, quality: 78, lowQuality: 35 } as const;

/** The raw RGB pixels of a drawn panorama, before encoding. */
export interface DrawnPanorama {
  pixels: Buffer;
  width: number;
  height: number;
}

/** What each pixel's ray hit (surface and shade), before a furnishing type's colours. */
export interface TracedPanorama {
  surfaces: Uint8Array;
  shades: Float32Array;
  width: number;
  height: number;
}

/** Traces every pixel of the panorama of `roomKey` of `plan`, furnished or not (CPU only, synchronous). */
export function tracePanorama(plan: ApartmentPlan, roomKey: string, furnished: boolean, width: number): TracedPanorama {
  const rooms = geometryOf(plan, furnished);
  const ri = plan.cameraRooms.findIndex((room) => room.key === roomKey);
  const room = plan.cameraRooms[ri];
  if (!room) throw new Error(`No room ${roomKey} in plan ${plan.key}`);
  const seed = hashString(`${plan.key}:${roomKey}`);
  const height = width / 2;
  const sinYaw = new Float64Array(width);
  const cosYaw = new Float64Array(width);
  for (let u = 0; u < width; u++) {
    const yaw = ((u + 0.5) / width - 0.5) * 2 * Math.PI;
    sinYaw[u] = Math.sin(yaw);
    cosYaw[u] = Math.cos(yaw);
  }
  const surfaces = new Uint8Array(width * height);
  const shades = new Float32Array(width * height);
  const [cx, cz] = room.camera;
  let p = 0;
  for (let v = 0; v < height; v++) {
    const pitch = (0.5 - (v + 0.5) / height) * Math.PI;
    const sp = Math.sin(pitch);
    const cp = Math.cos(pitch);
    for (let u = 0; u < width; u++) {
      trace(rooms, ri, seed, cx, CAMERA_HEIGHT, cz, cp * (sinYaw[u] as number), sp, cp * (cosYaw[u] as number), 0);
      surfaces[p] = out.m;
      shades[p++] = out.s;
    }
  }
  return { surfaces, shades, width, height };
}

/** Colours a traced panorama in a furnishing type's palette. */
export function colourPanorama(traced: TracedPanorama, archetype: ArchetypeKey): DrawnPanorama {
  const colours = surfaceColours(PALETTES[archetype]);
  const { surfaces, shades, width, height } = traced;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0, p = 0; i < surfaces.length; i++) {
    const surface = surfaces[i] as number;
    const shade = shades[i] as number;
    if (surface === S_SKY) {
      pixels[p++] = SKY_LOW[0] + (SKY_HIGH[0] - SKY_LOW[0]) * shade;
      pixels[p++] = SKY_LOW[1] + (SKY_HIGH[1] - SKY_LOW[1]) * shade;
      pixels[p++] = SKY_LOW[2] + (SKY_HIGH[2] - SKY_LOW[2]) * shade;
      continue;
    }
    const colour = colours[surface] as Rgb;
    pixels[p++] = Math.min(colour[0] * shade, 255);
    pixels[p++] = Math.min(colour[1] * shade, 255);
    pixels[p++] = Math.min(colour[2] * shade, 255);
  }
  return { pixels, width, height };
}

/** Draws the panorama of `roomKey` of `plan` furnished as `archetype`. */
export function drawPanorama(
  plan: ApartmentPlan,
  roomKey: string,
  archetype: ArchetypeKey,
  width: number,
): DrawnPanorama {
  return colourPanorama(tracePanorama(plan, roomKey, PALETTES[archetype].furnished, width), archetype);
}

/** Encodes a drawn panorama as the full JPEG and the heavily compressed low-resolution one (sharp's threads). */
export async function encodePanorama(drawn: DrawnPanorama, lowWidth: number): Promise<RenderedPanorama> {
  const { pixels, width, height } = drawn;
  const raw = { raw: { width, height, channels: 3 as const } };
  const [image, lowImage] = await Promise.all([
    sharp(pixels, raw).jpeg({ quality: PANORAMA_SIZE.quality, progressive: true }).toBuffer(),
    sharp(pixels, raw)
      .resize(lowWidth, lowWidth / 2, { kernel: "cubic" })
      .blur(0.6)
      .jpeg({ quality: PANORAMA_SIZE.lowQuality })
      .toBuffer(),
  ]);
  return { image, lowImage, width, height, lowWidth, lowHeight: lowWidth / 2 };
}

/** Draws and encodes one panorama. */
export function renderPanorama(
  plan: ApartmentPlan,
  roomKey: string,
  archetype: ArchetypeKey,
  size: { width: number; lowWidth: number } = PANORAMA_SIZE,
): Promise<RenderedPanorama> {
  return encodePanorama(drawPanorama(plan, roomKey, archetype, size.width), size.lowWidth);
}
