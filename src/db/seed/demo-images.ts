/**
 * Generates the demo images of the seed (see demo-images.names.ts) without any download: every image is a flat,
 * architectural-marketing style illustration built as an SVG scene in code and rendered to JPEG with sharp.
 *
 * Scenes are drawn in a 1280 x 854 design space and rendered at 2x (DEMO_IMAGE_WIDTH x DEMO_IMAGE_HEIGHT).
 * All randomness comes from a PRNG seeded with the image path, so the same path always gives the same bytes.
 */
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, DEMO_IMAGES, type DemoImagePath } from "./demo-images.names";
import { Rand } from "./prng";
import { type Attrs, circle, el, ellipse, hexToRgb, mix, num, type Pt, path, poly, rect, shade } from "./svg";

export interface GeneratedDemoImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: "image/jpeg";
  altText: string;
}

/** Design-space size; the SVG is rendered at DEMO_IMAGE_WIDTH x DEMO_IMAGE_HEIGHT. */
const W = 1280;
const H = 854;

type Stop = readonly [offset: number, color: string, opacity?: number];

// ---------------------------------------------------------------------------------------------------------------
// Colour
// ---------------------------------------------------------------------------------------------------------------

/** Scandinavian palette shared by the scenes. */
const C = {
  white: "#f3f0e8",
  offWhite: "#e9e4da",
  wood: "#c4935f",
  woodLight: "#d9b287",
  woodDark: "#9b6c43",
  oak: "#d6b189",
  slate: "#3e454f",
  slateLight: "#59616c",
  charcoal: "#2f343b",
  sage: "#8da38a",
  sageDark: "#5f7a62",
  moss: "#4e6b50",
  pine: "#35503f",
  pineDark: "#263c30",
  grass: "#9bb87a",
  grassDark: "#7c9d62",
  falu: "#9c3b2e",
  ochre: "#d6a550",
  stone: "#b9b4aa",
  granite: "#b79f95",
  water: "#4f7f99",
  trunk: "#6b5443",
} as const;

// ---------------------------------------------------------------------------------------------------------------
// SVG primitives
// ---------------------------------------------------------------------------------------------------------------

/** A stroked path without fill. */
const stroke = (d: string, color: string, width: number, extra: Attrs = {}): string =>
  el("path", { d, fill: "none", stroke: color, "stroke-width": width, ...extra });

const line = (x1: number, y1: number, x2: number, y2: number): string => `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`;

const g = (children: string | readonly string[], attrs: Attrs = {}): string =>
  el("g", attrs, typeof children === "string" ? children : children.join(""));

/** Builds the defs (gradients, clip paths, reusable groups) of one image and wraps the final SVG. */
class Scene {
  readonly r: Rand;
  private readonly defs: string[] = [];
  private readonly memo = new Map<string, string>();
  private seq = 0;

  constructor(seed: string) {
    this.r = new Rand(seed);
  }

  id(prefix = "i"): string {
    return `${prefix}${(this.seq++).toString(36)}`;
  }

  private gradient(kind: "linearGradient" | "radialGradient", stops: readonly Stop[], geometry: Attrs): string {
    const key = JSON.stringify([kind, stops, geometry]);
    const cached = this.memo.get(key);
    if (cached) return cached;
    const id = this.id("g");
    const body = stops
      .map(([offset, color, opacity]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity }))
      .join("");
    this.defs.push(el(kind, { id, ...geometry }, body));
    const ref = `url(#${id})`;
    this.memo.set(key, ref);
    return ref;
  }

  /** Linear gradient, by default top to bottom in the shape's bounding box. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    return this.gradient("linearGradient", stops, {
      x1,
      y1,
      x2,
      y2,
      gradientUnits: user ? "userSpaceOnUse" : undefined,
    });
  }

  /** Radial gradient, by default centred in the shape's bounding box. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false): string {
    return this.gradient("radialGradient", stops, { cx, cy, r, gradientUnits: user ? "userSpaceOnUse" : undefined });
  }

  clip(markup: string): string {
    const id = this.id("c");
    this.defs.push(el("clipPath", { id }, markup));
    return `url(#${id})`;
  }

  /** Defines a reusable group and returns its id (for <use>). */
  define(markup: string): string {
    const id = this.id("u");
    this.defs.push(el("g", { id }, markup));
    return id;
  }

  svg(body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
      `width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 ${W} ${H}">` +
      `<defs>${this.defs.join("")}</defs>${body}</svg>`
    );
  }
}

const use = (id: string, extra: Attrs = {}): string => el("use", { "xlink:href": `#${id}`, ...extra });

// ---------------------------------------------------------------------------------------------------------------
// Sky, light and weather
// ---------------------------------------------------------------------------------------------------------------

const SKY = {
  day: [
    [0, "#7fb0d6"],
    [0.55, "#b9d6ea"],
    [1, "#eef0e6"],
  ],
  summer: [
    [0, "#6fa6d3"],
    [0.6, "#b4d5ec"],
    [1, "#f1efe2"],
  ],
  dusk: [
    [0, "#1f2b52"],
    [0.38, "#4b4f82"],
    [0.7, "#c47d8e"],
    [0.9, "#efa47c"],
    [1, "#f8c98a"],
  ],
  golden: [
    [0, "#8fb3d3"],
    [0.55, "#e8d8c4"],
    [1, "#f6cf9b"],
  ],
  winter: [
    [0, "#9fb8d4"],
    [0.6, "#dfe3ec"],
    [1, "#f5dccd"],
  ],
  morning: [
    [0, "#a3c4dd"],
    [0.6, "#dfe6e2"],
    [1, "#f4ead4"],
  ],
} satisfies Record<string, Stop[]>;

function sky(s: Scene, stops: readonly Stop[], bottom = H): string {
  return rect(0, 0, W, bottom, s.linear(stops, 0, 0, 0, bottom, true));
}

/** Soft radial glow (sun, lamp light) without filters. */
function glow(s: Scene, cx: number, cy: number, r: number, color: string, opacity = 0.6): string {
  return circle(
    cx,
    cy,
    r,
    s.radial([
      [0, color, opacity],
      [0.35, color, opacity * 0.45],
      [1, color, 0],
    ]),
  );
}

function sun(s: Scene, cx: number, cy: number, r: number, color = "#fff4d6", halo = "#fff1c9"): string {
  return glow(s, cx, cy, r * 9, halo, 0.55) + circle(cx, cy, r, color);
}

/** Flat cloud: a rounded base with a few puffs on top. */
/** Closed ellipse as a path fragment (all in the same winding, so a union fills once). */
function ellipseD(cx: number, cy: number, rx: number, ry: number): string {
  return `M${num(cx - rx)} ${num(cy)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0`;
}

/** Flat cloud: a flat base with a few puffs on top, as one path so that its opacity stays even. */
function cloud(cx: number, cy: number, size: number, fill: string, opacity: number, r: Rand): string {
  let d = ellipseD(cx, cy - size * 0.12, size, size * 0.14);
  const count = r.int(3, 4);
  for (let i = 0; i < count; i++) {
    const px = cx - size * 0.6 + (i * size * 1.2) / (count - 1) + r.float(-0.08, 0.08) * size;
    const pr = size * (i === 1 || (count === 4 && i === 2) ? r.float(0.42, 0.55) : r.float(0.26, 0.36));
    d += ellipseD(px, cy - pr * 0.55, pr, pr);
  }
  return path(d, fill, { opacity });
}

function clouds(s: Scene, count: number, y0: number, y1: number, fill = "#ffffff", opacity = 0.75): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = ((i + s.r.float(0.1, 0.9)) / count) * W;
    out.push(cloud(x, s.r.float(y0, y1), s.r.float(34, 70), fill, opacity * s.r.float(0.7, 1), s.r));
  }
  return out.join("");
}

/** Long thin evening clouds. */
function streakClouds(s: Scene, count: number, y0: number, y1: number, fill: string, opacity: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = s.r.float(-100, W);
    const y = s.r.float(y0, y1);
    const w = s.r.float(160, 420);
    const h = s.r.float(5, 11);
    out.push(
      path(
        ellipseD(x + w / 2, y, w / 2, h) + ellipseD(x + w * s.r.float(0.3, 0.6), y - h * 0.7, w * 0.22, h * 0.9),
        fill,
        { opacity: opacity * s.r.float(0.6, 1) },
      ),
    );
  }
  return out.join("");
}

function snowfall(s: Scene, count: number, bottom: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = s.r.float(0, W);
    const y = s.r.float(0, bottom);
    const r = s.r.float(0.8, 2.4);
    d += ellipseD(x, y, r, r);
  }
  return path(d, "#ffffff", { opacity: 0.8 });
}

// ---------------------------------------------------------------------------------------------------------------
// Terrain, water and vegetation
// ---------------------------------------------------------------------------------------------------------------

/** A smooth random horizon line as points from x0 to x1. */
function ridgeLine(s: Scene, y: number, amp: number, freq = 1, x0 = -40, x1 = W + 40, step = 16): Pt[] {
  const p1 = s.r.float(0, 6.28);
  const p2 = s.r.float(0, 6.28);
  const p3 = s.r.float(0, 6.28);
  const out: Pt[] = [];
  for (let x = x0; x <= x1 + step; x += step) {
    const k = (x / W) * Math.PI * 2 * freq;
    const n = 0.55 * Math.sin(k + p1) + 0.3 * Math.sin(k * 2.3 + p2) + 0.15 * Math.sin(k * 5.1 + p3);
    out.push([x, y - amp * n]);
  }
  return out;
}

/** Closed smooth path through the points down to `bottom`. */
function smoothArea(points: readonly Pt[], bottom: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return "";
  let d = `M${num(first[0])} ${num(bottom)}L${num(first[0])} ${num(first[1])}`;
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i] as Pt;
    const q = points[i + 1] as Pt;
    d += `Q${num(p[0])} ${num(p[1])} ${num((p[0] + q[0]) / 2)} ${num((p[1] + q[1]) / 2)}`;
  }
  return `${d}L${num(last[0])} ${num(last[1])}L${num(last[0])} ${num(bottom)}Z`;
}

function hill(s: Scene, y: number, amp: number, fill: string, freq = 1, bottom = H): string {
  return path(smoothArea(ridgeLine(s, y, amp, freq), bottom), fill);
}

/** Height of a polyline at x (linear interpolation). */
function heightAt(points: readonly Pt[], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Pt;
    const b = points[i] as Pt;
    if (x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1);
  }
  return (points[points.length - 1] as Pt)[1];
}

/** Outline of a spruce: drooping tiers, returned left-bottom to right-bottom. */
function spruceOutline(cx: number, base: number, h: number, w: number, tiers: number): Pt[] {
  const left: Pt[] = [];
  for (let i = 0; i < tiers; i++) {
    const yb = base - (h * 0.92 * i) / tiers;
    const half = (w / 2) * (1 - i / tiers) ** 0.9;
    left.push([cx - half, yb], [cx - half * 0.38, yb - (h / tiers) * 0.42]);
  }
  const right = left.map(([x, y]) => [2 * cx - x, y] as Pt).reverse();
  return [...left, [cx, base - h], ...right];
}

/** A band of conifer forest whose ground follows `ground` (used for distant and mid-distance forests). */
function forestBand(
  s: Scene,
  ground: readonly Pt[],
  minH: number,
  maxH: number,
  fill: string,
  bottom: number,
  x0 = -20,
  x1 = W + 20,
): string {
  let d = `M${num(x0)} ${num(bottom)}`;
  let x = x0;
  while (x < x1) {
    const h = s.r.float(minH, maxH);
    const w = h * s.r.float(0.3, 0.42);
    const y = heightAt(ground, x + w / 2);
    const outline = spruceOutline(x + w / 2, y, h, w, h > 30 ? 3 : 1);
    for (const [px, py] of outline) d += `L${num(px)} ${num(py)}`;
    x += w * s.r.float(0.55, 0.85);
  }
  return path(`${d}L${num(x1)} ${num(bottom)}Z`, fill);
}

interface TreeOpts {
  snow?: boolean;
  shadow?: boolean;
  /** Darkness of the shaded (right) half. */
  shade?: number;
}

function spruce(x: number, base: number, h: number, color: string, opts: TreeOpts = {}): string {
  const w = h * 0.46;
  const tiers = Math.max(3, Math.round(h / 28));
  const outline = spruceOutline(x, base - h * 0.06, h * 0.94, w, tiers);
  const half = outline.filter(([px]) => px >= x - 0.01);
  const parts = [
    opts.shadow === false ? "" : ellipse(x + h * 0.12, base, w * 0.62, h * 0.045, "#1d2a22", { opacity: 0.16 }),
    rect(x - h * 0.02, base - h * 0.1, h * 0.04, h * 0.1, C.trunk),
    poly(outline, color),
    poly([[x, base - h * 0.06], ...half], shade(color, -(opts.shade ?? 0.22))),
  ];
  if (opts.snow) {
    const snow: string[] = [];
    for (let i = 0; i < tiers; i++) {
      const tip = outline[2 * i] as Pt;
      const notch = outline[2 * i + 1] as Pt;
      const rTip = outline[outline.length - 1 - 2 * i] as Pt;
      const yTop = i + 1 < tiers ? (outline[2 * i + 3] as Pt)[1] : base - h;
      snow.push(
        poly(
          [
            [tip[0] + 2, tip[1] - 2],
            [notch[0], notch[1] - 1],
            [x, yTop + 4],
            [2 * x - notch[0], notch[1] - 1],
            [rTip[0] - 2, rTip[1] - 2],
            [2 * x - notch[0], notch[1] + 3],
            [x, yTop + 10],
            [notch[0], notch[1] + 3],
          ],
          "#f4f7fb",
        ),
      );
    }
    parts.push(g(snow, { opacity: 0.95 }));
  }
  return g(parts);
}

interface LeafyColors {
  leaf: string;
  dark?: string;
  light?: string;
  trunk?: string;
}

/** Deciduous tree made of overlapping circles with a flat light and shadow side. */
function leafyTree(
  r: Rand,
  x: number,
  base: number,
  h: number,
  colors: LeafyColors,
  shape: "round" | "tall" | "birch" = "round",
  opts: TreeOpts = {},
): string {
  const dark = colors.dark ?? shade(colors.leaf, -0.28);
  const light = colors.light ?? shade(colors.leaf, 0.2);
  const trunkColor = colors.trunk ?? (shape === "birch" ? "#ece8e0" : C.trunk);
  const crownR = shape === "round" ? h * 0.29 : h * 0.2;
  const sy = shape === "round" ? 0.92 : shape === "tall" ? 1.75 : 1.45;
  const cy = base - h + crownR * sy;
  // irregular crown: a core plus a ring of blobs of varying size
  const blobs: Array<[number, number, number]> = [[0, 0.08, 0.78]];
  const count = shape === "birch" ? 11 : 9;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + r.float(-0.3, 0.3);
    const dist = r.float(0.42, 0.62);
    const below = Math.sin(a) > 0 ? 0.75 : 1;
    blobs.push([
      Math.cos(a) * dist,
      Math.sin(a) * dist * below,
      shape === "birch" ? r.float(0.26, 0.4) : r.float(0.3, 0.48),
    ]);
  }
  const trunkW = h * (shape === "birch" ? 0.032 : 0.042);
  const parts: string[] = [];
  if (opts.shadow !== false) {
    parts.push(ellipse(x + crownR * 0.4, base, crownR * 1.1, h * 0.045, "#1d2a22", { opacity: 0.16 }));
  }
  const trunkTop = cy - crownR * 0.2;
  parts.push(
    path(
      `M${num(x - trunkW / 2)} ${num(base)}L${num(x - trunkW * 0.25)} ${num(trunkTop)}L${num(x + trunkW * 0.25)} ${num(trunkTop)}L${num(x + trunkW / 2)} ${num(base)}Z`,
      trunkColor,
    ),
    stroke(
      line(x, cy + crownR * 0.5, x - crownR * 0.45, cy - crownR * 0.1) +
        line(x, cy + crownR * 0.3, x + crownR * 0.4, cy - crownR * 0.2),
      trunkColor,
      trunkW * 0.45,
      { "stroke-linecap": "round" },
    ),
  );
  if (shape === "birch") {
    let d = "";
    for (let y = base - h * 0.06; y > cy + crownR * 0.4; y -= r.float(7, 14)) {
      d += line(x - trunkW * 0.45, y, x + r.float(-0.15, 0.3) * trunkW, y - 1.2);
    }
    parts.push(stroke(d, "#3a3632", Math.max(1, trunkW * 0.18), { opacity: 0.75 }));
  }
  const layer = (
    fill: string,
    dx: number,
    dy: number,
    k: number,
    filter: (b: [number, number, number]) => boolean,
  ): string => {
    let d = "";
    for (const b of blobs) {
      if (!filter(b)) continue;
      const [bx, by, br] = b;
      const rx = br * crownR * k;
      const ry = rx * sy;
      const cx = x + bx * crownR + dx;
      const cyy = cy + by * crownR * sy + dy;
      d += ellipseD(cx, cyy, rx, ry);
    }
    return path(d, fill);
  };
  // dark mass, lit mass shifted towards the sun (upper left), and a few highlights
  parts.push(layer(dark, 0, 0, 1, () => true));
  parts.push(layer(colors.leaf, -crownR * 0.09, -crownR * 0.11, 0.9, () => true));
  parts.push(layer(light, -crownR * 0.16, -crownR * 0.2, 0.55, ([bx, by]) => bx + by < -0.25));
  if (opts.snow) {
    parts.push(layer("#f5f8fb", 0, -crownR * 0.12, 0.6, ([, by]) => by < -0.2));
  }
  return g(parts);
}

function bush(x: number, base: number, w: number, color: string, flowers?: string, r?: Rand): string {
  const h = w * 0.55;
  const parts = [
    ellipse(x, base - h * 0.45, w / 2, h / 2, shade(color, -0.2)),
    ellipse(x - w * 0.08, base - h * 0.55, w * 0.4, h * 0.42, color),
  ];
  if (flowers && r) {
    let d = "";
    for (let i = 0; i < Math.round(w / 5); i++) {
      const fx = x + r.float(-0.4, 0.4) * w;
      const fy = base - h * 0.5 + r.float(-0.35, 0.3) * h;
      d += ellipseD(fx, fy, 1.6, 1.6);
    }
    parts.push(path(d, flowers));
  }
  return g(parts);
}

/** A neatly trimmed hedge. */
function hedge(x: number, base: number, w: number, h: number, color: string): string {
  return g([
    rect(x, base - h, w, h, shade(color, -0.18), { rx: h * 0.35 }),
    rect(x, base - h, w, h * 0.55, color, { rx: h * 0.3 }),
  ]);
}

/** Water surface with a gradient, horizontal ripples and optional sun glitter. */
function waterSurface(s: Scene, top: number, colors: readonly Stop[], rippleColor = "#ffffff", ripples = 70): string {
  const parts = [rect(0, top, W, H - top, s.linear(colors, 0, top, 0, H, true))];
  let d = "";
  for (let i = 0; i < ripples; i++) {
    const depth = s.r.next() ** 1.6;
    const y = top + 4 + depth * (H - top);
    const len = 10 + depth * s.r.float(30, 120);
    const x = s.r.float(-20, W);
    d += line(x, y, x + len, y);
  }
  parts.push(stroke(d, rippleColor, 1.3, { opacity: 0.28, "stroke-linecap": "round" }));
  return parts.join("");
}

/** Draws `content` and its mirror image in water below `waterY`, broken up by ripples. */
function withReflection(
  s: Scene,
  content: string,
  waterY: number,
  waterColors: readonly Stop[],
  strength = 0.4,
): string {
  const id = s.define(content);
  const clip = s.clip(rect(0, waterY, W, H - waterY, "#000"));
  const deep = (waterColors[waterColors.length - 1] as Stop)[1];
  const mid = mix((waterColors[0] as Stop)[1], deep, 0.4);
  // horizontal bands of plain water that cut the mirror image into strips, denser further away
  let bands = "";
  for (let y = waterY + 2; y < H; ) {
    const depth = (y - waterY) / (H - waterY);
    const gap = 2 + depth * 16 + s.r.float(0, 4 + depth * 10);
    let x = -20;
    while (x < W) {
      const len = s.r.float(60, 420);
      if (s.r.chance(0.75)) bands += line(x, y, x + len, y);
      x += len + s.r.float(10, 80);
    }
    y += gap;
  }
  return [
    use(id),
    waterSurface(s, waterY, waterColors, "#ffffff", 0),
    g(use(id, { transform: `matrix(1 0 0 -1 0 ${num(2 * waterY)})` }), { opacity: strength, "clip-path": clip }),
    stroke(bands, mid, 1.6, { opacity: 0.45 }),
    rect(
      0,
      waterY,
      W,
      H - waterY,
      s.linear(
        [
          [0, mid, 0.1],
          [1, deep, 0.65],
        ],
        0,
        waterY,
        0,
        H,
        true,
      ),
    ),
    rect(0, waterY, W, 2, "#ffffff", { opacity: 0.35 }),
    ripplesOnly(s, waterY, 110),
  ].join("");
}

function ripplesOnly(s: Scene, top: number, count: number, color = "#ffffff", opacity = 0.32): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const depth = s.r.next() ** 1.5;
    const y = top + 3 + depth * (H - top);
    const len = 8 + depth * s.r.float(30, 140);
    const x = s.r.float(-40, W);
    d += line(x, y, x + len, y);
  }
  return stroke(d, color, 1.2, { opacity, "stroke-linecap": "round" });
}

function rock(r: Rand, cx: number, base: number, w: number, h: number, color: string): string {
  const n = 9;
  const outline: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const a = Math.PI - (i / n) * Math.PI;
    const k = r.float(0.85, 1.05);
    outline.push([cx + Math.cos(a) * (w / 2) * k, base - Math.sin(a) * h * k]);
  }
  const top = outline.slice(1, Math.ceil(n / 2) + 1);
  return g([
    path(smoothArea(outline, base), color),
    path(
      smoothArea([[cx - w * 0.45, base] as Pt, ...top.map(([x, y]) => [x + w * 0.02, y + h * 0.12] as Pt)], base),
      shade(color, 0.12),
      {
        opacity: 0.7,
      },
    ),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// People, cars and street furniture
// ---------------------------------------------------------------------------------------------------------------

function person(x: number, base: number, h: number, body: string, legs = "#3b4048", skin = "#d9ae8e"): string {
  const headR = h * 0.075;
  return g([
    rect(x - h * 0.085, base - h * 0.5, h * 0.075, h * 0.5, legs, { rx: h * 0.03 }),
    rect(x + h * 0.01, base - h * 0.5, h * 0.075, h * 0.5, shade(legs, -0.15), { rx: h * 0.03 }),
    rect(x - h * 0.115, base - h * 0.84, h * 0.23, h * 0.42, body, { rx: h * 0.08 }),
    circle(x, base - h + headR, headR, skin),
    path(
      `M${num(x - headR)} ${num(base - h + headR)}a${num(headR)} ${num(headR)} 0 0 1 ${num(2 * headR)} 0l0 -${num(headR * 0.2)}a${num(headR)} ${num(headR * 1.05)} 0 0 0 ${num(-2 * headR)} 0z`,
      "#4a3b30",
    ),
  ]);
}

function car(x: number, base: number, w: number, color: string, dusk = false): string {
  const h = w * 0.36;
  const glass = dusk ? "#2d3550" : "#a9c3d3";
  const parts = [
    ellipse(x + w / 2, base, w * 0.52, h * 0.08, "#000000", { opacity: 0.18 }),
    path(
      `M${num(x)} ${num(base - h * 0.2)}L${num(x)} ${num(base - h * 0.5)}Q${num(x)} ${num(base - h * 0.62)} ${num(x + w * 0.08)} ${num(base - h * 0.62)}` +
        `L${num(x + w * 0.22)} ${num(base - h * 0.64)}L${num(x + w * 0.33)} ${num(base - h)}L${num(x + w * 0.7)} ${num(base - h)}` +
        `L${num(x + w * 0.83)} ${num(base - h * 0.64)}L${num(x + w * 0.95)} ${num(base - h * 0.58)}Q${num(x + w)} ${num(base - h * 0.55)} ${num(x + w)} ${num(base - h * 0.45)}` +
        `L${num(x + w)} ${num(base - h * 0.2)}Z`,
      color,
    ),
    poly(
      [
        [x + w * 0.26, base - h * 0.62],
        [x + w * 0.35, base - h * 0.92],
        [x + w * 0.5, base - h * 0.92],
        [x + w * 0.5, base - h * 0.62],
      ],
      glass,
    ),
    poly(
      [
        [x + w * 0.53, base - h * 0.62],
        [x + w * 0.53, base - h * 0.92],
        [x + w * 0.68, base - h * 0.92],
        [x + w * 0.78, base - h * 0.62],
      ],
      glass,
    ),
    rect(x, base - h * 0.28, w, h * 0.08, shade(color, -0.2)),
  ];
  for (const wx of [x + w * 0.2, x + w * 0.8]) {
    parts.push(circle(wx, base - h * 0.18, h * 0.19, "#23262b"), circle(wx, base - h * 0.18, h * 0.08, "#9aa0a6"));
  }
  if (dusk) parts.push(ellipse(x + w - 2, base - h * 0.42, 3, 2, "#fff3c4"));
  return g(parts);
}

function streetLamp(s: Scene, x: number, base: number, h: number, lit: boolean): string {
  return g([
    lit ? glow(s, x + h * 0.12, base - h, h * 0.6, "#ffd98f", 0.55) : "",
    rect(x - 1.5, base - h, 3, h, "#2f3439"),
    rect(x - 1.5, base - h, h * 0.16, 3, "#2f3439"),
    rect(x + h * 0.08, base - h + 2, h * 0.1, 3, lit ? "#fff1c6" : "#d8dde0"),
  ]);
}

function bench(x: number, base: number, w: number, wood: string = C.wood): string {
  return g([
    rect(x + w * 0.08, base - 10, 2.5, 10, C.charcoal),
    rect(x + w * 0.88, base - 10, 2.5, 10, C.charcoal),
    rect(x, base - 11, w, 3.5, wood),
    rect(x, base - 21, w, 3.5, shade(wood, -0.08)),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Buildings (front elevations)
// ---------------------------------------------------------------------------------------------------------------

type Light = "day" | "dusk" | "winter";

function glassFill(s: Scene, light: Light, lit: boolean): string {
  if (lit) {
    return s.linear([
      [0, "#ffe6ad"],
      [1, "#f1a95c"],
    ]);
  }
  if (light === "dusk") {
    return s.linear([
      [0, "#56628a"],
      [1, "#2b3350"],
    ]);
  }
  if (light === "winter") {
    return s.linear([
      [0, "#c9d6e6"],
      [1, "#6d7f98"],
    ]);
  }
  return s.linear([
    [0, "#c8dceb"],
    [0.5, "#8fb0c8"],
    [1, "#5e7f99"],
  ]);
}

interface WindowOpts {
  frame: string;
  light: Light;
  lit?: boolean;
  mullions?: number;
  transom?: boolean;
  r?: Rand;
}

function windowEl(s: Scene, x: number, y: number, w: number, h: number, o: WindowOpts): string {
  const f = Math.max(1.2, Math.min(w, h) * 0.07);
  const parts = [
    rect(x - f * 0.6, y - f * 0.6, w + f * 1.2, h + f * 1.2, o.frame),
    rect(x, y, w, h, glassFill(s, o.light, o.lit === true)),
  ];
  if (o.lit && o.r?.chance(0.45)) {
    const cw = w * o.r.float(0.18, 0.3);
    parts.push(rect(o.r.chance(0.5) ? x : x + w - cw, y, cw, h, "#e39a57", { opacity: 0.55 }));
  }
  if (!o.lit) {
    parts.push(
      poly(
        [
          [x + w * 0.12, y],
          [x + w * 0.48, y],
          [x + w * 0.08, y + h * 0.72],
          [x, y + h * 0.72],
          [x, y + h * 0.3],
        ],
        "#ffffff",
        { opacity: o.light === "dusk" ? 0.07 : 0.2 },
      ),
    );
  }
  let d = "";
  const m = o.mullions ?? (w > h * 0.9 ? 1 : 0);
  for (let i = 1; i <= m; i++) d += line(x + (w * i) / (m + 1), y, x + (w * i) / (m + 1), y + h);
  if (o.transom) d += line(x, y + h * 0.3, x + w, y + h * 0.3);
  if (d) parts.push(stroke(d, o.frame, f * 0.8));
  parts.push(rect(x, y + h, w, f * 0.9, "#000000", { opacity: 0.08 }));
  return parts.join("");
}

/** Vertical board cladding lines over an area (cheap: one path). */
function boards(x: number, y: number, w: number, h: number, color: string, spacing = 5, opacity = 0.35): string {
  let d = "";
  for (let bx = x + spacing; bx < x + w - 0.5; bx += spacing) d += line(bx, y, bx, y + h);
  return stroke(d, color, 0.7, { opacity });
}

function hLines(x: number, y: number, w: number, h: number, color: string, spacing: number, opacity = 0.25): string {
  let d = "";
  for (let by = y + spacing; by < y + h - 0.5; by += spacing) d += line(x, by, x + w, by);
  return stroke(d, color, 0.6, { opacity });
}

interface BlockOpts {
  x: number;
  base: number;
  w: number;
  floors: number;
  floorH: number;
  color: string;
  cladding?: "boards" | "render" | "brick" | "panels";
  trim?: string;
  frame?: string;
  cols: number;
  winW: number;
  /** Window height as a share of the floor height. */
  winH?: number;
  light: Light;
  /** Share of lit windows. */
  lit?: number;
  balconies?: { cols: readonly number[]; color?: string; glass?: boolean; from?: number };
  ground?: "shop" | "entrance" | "plain";
  roof?: { type: "flat" | "hip" | "shed"; color: string; h?: number; snow?: boolean };
  /** Darkening of the whole block (haze or distance). */
  tone?: number;
}

/** A multi-storey block in elevation: facade, window grid, balconies, roof and shading. */
function block(s: Scene, o: BlockOpts): string {
  const top = o.base - o.floors * o.floorH;
  const trim = o.trim ?? shade(o.color, -0.18);
  const frame = o.frame ?? (hexToRgb(o.color)[0] > 170 ? C.charcoal : C.white);
  const parts: string[] = [];
  // roof
  const roof = o.roof ?? { type: "flat", color: trim };
  if (roof.type === "hip" || roof.type === "shed") {
    const rh = roof.h ?? o.floorH * 0.9;
    const roofPts: Pt[] =
      roof.type === "hip"
        ? [
            [o.x - 8, top + 2],
            [o.x + o.w + 8, top + 2],
            [o.x + o.w - rh * 0.9, top - rh],
            [o.x + rh * 0.9, top - rh],
          ]
        : [
            [o.x - 8, top + 2],
            [o.x + o.w + 8, top + 2],
            [o.x + o.w + 8, top - rh],
            [o.x - 8, top - rh * 0.45],
          ];
    parts.push(poly(roofPts, roof.color));
    parts.push(hLines(o.x, top - rh, o.w, rh, shade(roof.color, 0.25), 6, 0.2));
    if (roof.snow) {
      const snowPts = roofPts.map(([px, py]) => [px, py - 3] as Pt);
      const [a, b, c, d] = snowPts as [Pt, Pt, Pt, Pt];
      parts.push(poly([[a[0], a[1] - 4], [b[0], b[1] - 4], c, d], "#f4f7fb"));
    }
  }
  // facade with a soft vertical gradient
  parts.push(rect(o.x, top, o.w, o.floors * o.floorH, o.color));
  if (o.cladding === "boards") parts.push(boards(o.x, top, o.w, o.floors * o.floorH, shade(o.color, -0.35), 4.5));
  if (o.cladding === "brick") parts.push(hLines(o.x, top, o.w, o.floors * o.floorH, shade(o.color, -0.3), 3.2, 0.25));
  if (o.cladding === "panels") {
    let d = "";
    for (let f = 1; f < o.floors; f++) d += line(o.x, o.base - f * o.floorH, o.x + o.w, o.base - f * o.floorH);
    parts.push(stroke(d, shade(o.color, -0.2), 0.8, { opacity: 0.5 }));
  }
  parts.push(
    rect(
      o.x,
      top,
      o.w,
      o.floors * o.floorH,
      s.linear([
        [0, "#ffffff", 0.06],
        [0.6, "#000000", 0],
        [1, "#000000", 0.12],
      ]),
    ),
  );
  if (roof.type === "flat") {
    parts.push(rect(o.x - 2, top - 5, o.w + 4, 6, roof.color));
    parts.push(rect(o.x, top + 1, o.w, 5, "#000000", { opacity: 0.1 }));
    if (roof.snow) parts.push(rect(o.x - 3, top - 9, o.w + 6, 5, "#f4f7fb", { rx: 2 }));
  }
  // windows
  const gap = (o.w - o.cols * o.winW) / o.cols;
  const winH = (o.winH ?? 0.55) * o.floorH;
  const balconyCols = new Set(o.balconies?.cols ?? []);
  const balconyFrom = o.balconies?.from ?? 1;
  const slabs: string[] = [];
  for (let f = 0; f < o.floors; f++) {
    const floorBottom = o.base - f * o.floorH;
    const floorTop = floorBottom - o.floorH;
    if (f === 0 && o.ground === "shop") {
      parts.push(rect(o.x, floorTop, o.w, o.floorH, shade(o.color, -0.08)));
      const shopW = (o.w - 24) / 2;
      for (let i = 0; i < 2; i++) {
        parts.push(
          windowEl(s, o.x + 8 + i * (shopW + 8), floorTop + o.floorH * 0.18, shopW, o.floorH * 0.76, {
            frame: C.charcoal,
            light: o.light,
            lit: o.light !== "day",
            mullions: 2,
            r: s.r,
          }),
        );
      }
      parts.push(rect(o.x, floorTop + o.floorH * 0.06, o.w, 4, C.charcoal));
      continue;
    }
    for (let c = 0; c < o.cols; c++) {
      const wx = o.x + gap / 2 + c * (o.winW + gap);
      const hasBalcony = balconyCols.has(c) && f >= balconyFrom;
      const isDoor = f === 0 && o.ground === "entrance" && c === Math.floor(o.cols / 2);
      const lit = o.light !== "day" && s.r.chance(o.lit ?? 0);
      if (isDoor) {
        parts.push(rect(wx - 4, floorTop + o.floorH * 0.12, o.winW + 8, 4, C.charcoal));
        parts.push(
          windowEl(s, wx, floorTop + o.floorH * 0.22, o.winW, o.floorH * 0.78, {
            frame: C.charcoal,
            light: o.light,
            lit: o.light !== "day",
            transom: true,
          }),
        );
        continue;
      }
      const wy = hasBalcony ? floorTop + o.floorH * 0.16 : floorTop + (o.floorH - winH) * 0.45;
      const wh = hasBalcony ? o.floorH * 0.8 : winH;
      parts.push(windowEl(s, wx, wy, o.winW, wh, { frame, light: o.light, lit, r: s.r }));
      if (hasBalcony) {
        const bw = o.winW + gap * 0.8;
        const bx = wx + o.winW / 2 - bw / 2;
        const slabColor = o.balconies?.color ?? C.white;
        const railH = o.floorH * 0.36;
        slabs.push(
          rect(bx, floorBottom + 3, bw, 9, "#000000", { opacity: 0.14 }),
          rect(bx - 2, floorBottom - 1, bw + 4, 5, slabColor),
          rect(bx - 2, floorBottom + 3, bw + 4, 1.4, shade(slabColor, -0.25)),
          o.balconies?.glass === false
            ? rect(bx - 1, floorBottom - 1 - railH, bw + 2, railH, slabColor)
            : rect(bx - 1, floorBottom - 1 - railH, bw + 2, railH, o.light === "dusk" ? "#c7cbe0" : "#e8f2f7", {
                opacity: 0.42,
                stroke: shade(slabColor, -0.1),
                "stroke-width": 0.8,
              }),
          rect(bx - 1, floorBottom - 2 - railH, bw + 2, 1.6, shade(slabColor, -0.3)),
        );
      }
    }
  }
  parts.push(...slabs);
  if (o.tone)
    parts.push(
      rect(
        o.x - 8,
        top - (o.roof?.h ?? 8) - 4,
        o.w + 16,
        o.floors * o.floorH + (o.roof?.h ?? 8) + 4,
        o.tone > 0 ? "#ffffff" : "#1a2035",
        { opacity: Math.abs(o.tone) },
      ),
    );
  return g(parts);
}

interface GableOpts {
  x: number;
  base: number;
  w: number;
  wallH: number;
  roofH: number;
  color: string;
  roofColor: string;
  boards?: boolean;
  light: Light;
  lit?: number;
  snow?: boolean;
  chimney?: boolean;
  /** Windows as [x, y, w, h] relative to the facade's left/bottom, y upwards. */
  windows?: ReadonlyArray<readonly [number, number, number, number]>;
  door?: readonly [number, number, string?];
  frame?: string;
}

/** A gable-fronted house (steep modern gable) in elevation. */
function gableHouse(s: Scene, o: GableOpts): string {
  const eave = o.base - o.wallH;
  const ridge = eave - o.roofH;
  const cx = o.x + o.w / 2;
  const k = o.roofH / (o.w / 2);
  const oh = 6;
  const t = 7;
  const parts: string[] = [];
  if (o.chimney) parts.push(rect(o.x + o.w * 0.68, ridge + o.roofH * 0.2, o.w * 0.08, o.roofH * 0.45, C.slateLight));
  const facade: Pt[] = [
    [o.x, o.base],
    [o.x, eave],
    [cx, ridge],
    [o.x + o.w, eave],
    [o.x + o.w, o.base],
  ];
  parts.push(poly(facade, o.color));
  if (o.boards) {
    let d = "";
    for (let bx = o.x + 4; bx < o.x + o.w - 1; bx += 4) {
      const yTop = bx < cx ? eave - k * (bx - o.x) : eave - k * (o.x + o.w - bx);
      d += line(bx, o.base, bx, yTop + 2);
    }
    parts.push(stroke(d, shade(o.color, -0.35), 0.6, { opacity: 0.35 }));
  }
  parts.push(
    poly(
      facade,
      s.linear([
        [0, "#ffffff", 0.05],
        [1, "#000000", 0.1],
      ]),
    ),
  );
  // eave shadow under the roof edge
  parts.push(
    poly(
      [
        [o.x, eave],
        [cx, ridge],
        [o.x + o.w, eave],
        [o.x + o.w, eave + 8],
        [cx, ridge + 10],
        [o.x, eave + 8],
      ],
      "#000000",
      { opacity: 0.12 },
    ),
  );
  const frame = o.frame ?? (hexToRgb(o.color)[0] > 170 ? C.charcoal : C.white);
  for (const [wx, wy, ww, wh] of o.windows ?? []) {
    parts.push(
      windowEl(s, o.x + wx, o.base - wy - wh, ww, wh, {
        frame,
        light: o.light,
        lit: o.light !== "day" && s.r.chance(o.lit ?? 0),
        r: s.r,
      }),
    );
  }
  if (o.door) {
    const [dx, dw, dc] = o.door;
    parts.push(
      rect(o.x + dx, o.base - 46, dw, 46, dc ?? C.charcoal),
      rect(o.x + dx + dw - 5, o.base - 24, 2, 6, "#d9c9a0"),
    );
    parts.push(rect(o.x + dx - 6, o.base - 50, dw + 12, 4, C.charcoal));
  }
  const outerY = (xx: number): number => ridge - t + k * Math.abs(cx - xx);
  const innerY = (xx: number): number => ridge + k * Math.abs(cx - xx);
  parts.push(
    poly(
      [
        [o.x - oh, outerY(o.x - oh)],
        [cx, ridge - t],
        [o.x + o.w + oh, outerY(o.x + o.w + oh)],
        [o.x + o.w + oh, innerY(o.x + o.w + oh)],
        [cx, ridge],
        [o.x - oh, innerY(o.x - oh)],
      ],
      o.roofColor,
    ),
  );
  if (o.snow) {
    parts.push(
      poly(
        [
          [o.x - oh - 1, outerY(o.x - oh) + 1],
          [cx, ridge - t - 6],
          [o.x + o.w + oh + 1, outerY(o.x + o.w + oh) + 1],
          [o.x + o.w + oh - 3, outerY(o.x + o.w + oh) - 3],
          [cx, ridge - t - 1],
          [o.x - oh + 3, outerY(o.x - oh) - 3],
        ],
        "#f6f9fc",
      ),
    );
  }
  return g(parts);
}

// ---------------------------------------------------------------------------------------------------------------
// Interiors (one-point perspective)
// ---------------------------------------------------------------------------------------------------------------

/** Room whose back wall spans x0..x1, y0..y1 with the vanishing point vp; depth t = 1 at the back wall. */
interface Room {
  vp: Pt;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Projects back-wall coordinates (u, v) at depth t. */
const P = (rm: Room, u: number, v: number, t: number): Pt => [
  rm.vp[0] + (u - rm.vp[0]) * t,
  rm.vp[1] + (v - rm.vp[1]) * t,
];

interface RoomColors {
  wall: string;
  left: string;
  right: string;
  ceiling: string;
  floor: readonly [string, string];
  plank?: string;
}

function roomShell(s: Scene, rm: Room, c: RoomColors): string {
  const far = 4;
  const parts = [
    rect(0, 0, W, H, c.ceiling),
    poly([P(rm, rm.x0, rm.y0, 1), P(rm, rm.x0, rm.y0, far), P(rm, rm.x0, rm.y1, far), P(rm, rm.x0, rm.y1, 1)], c.left),
    poly([P(rm, rm.x1, rm.y0, 1), P(rm, rm.x1, rm.y0, far), P(rm, rm.x1, rm.y1, far), P(rm, rm.x1, rm.y1, 1)], c.right),
    poly(
      [P(rm, rm.x0, rm.y1, 1), P(rm, rm.x1, rm.y1, 1), P(rm, rm.x1, rm.y1, far), P(rm, rm.x0, rm.y1, far)],
      s.linear([[0, c.floor[0]] as Stop, [1, c.floor[1]] as Stop], 0, rm.y1, 0, H, true),
    ),
    rect(rm.x0, rm.y0, rm.x1 - rm.x0, rm.y1 - rm.y0, c.wall),
    // soft light falloff on walls and ceiling corners
    poly(
      [P(rm, rm.x0, rm.y0, 1), P(rm, rm.x1, rm.y0, 1), P(rm, rm.x1, rm.y0, far), P(rm, rm.x0, rm.y0, far)],
      s.linear([
        [0, "#000000", 0.05],
        [1, "#ffffff", 0],
      ]),
    ),
  ];
  if (c.plank) {
    let d = "";
    const spacing = 26;
    const rays: number[] = [];
    for (let u = rm.x0 + spacing * 0.5; u < rm.x1; u += spacing) rays.push(u);
    for (const u of rays) d += line(...P(rm, u, rm.y1, 1), ...P(rm, u, rm.y1, far));
    for (let i = 0; i + 1 < rays.length; i++) {
      let t = 1 + s.r.float(0, 0.4);
      while (t < 3) {
        const a = P(rm, rays[i] as number, rm.y1, t);
        const b = P(rm, rays[i + 1] as number, rm.y1, t);
        d += line(a[0], a[1], b[0], b[1]);
        t *= s.r.float(1.35, 1.9);
      }
    }
    parts.push(stroke(d, c.plank, 0.9, { opacity: 0.4 }));
  }
  // skirting
  parts.push(rect(rm.x0, rm.y1 - 8, rm.x1 - rm.x0, 8, shade(c.wall, 0.4)));
  parts.push(
    poly(
      [P(rm, rm.x0, rm.y1 - 8, 1), P(rm, rm.x0, rm.y1 - 8, far), P(rm, rm.x0, rm.y1, far), P(rm, rm.x0, rm.y1, 1)],
      shade(c.left, 0.3),
    ),
  );
  parts.push(
    poly(
      [P(rm, rm.x1, rm.y1 - 8, 1), P(rm, rm.x1, rm.y1 - 8, far), P(rm, rm.x1, rm.y1, far), P(rm, rm.x1, rm.y1, 1)],
      shade(c.right, 0.3),
    ),
  );
  return parts.join("");
}

interface BoxColors {
  front: string;
  top?: string;
  side?: string;
}

/** A box spanning u0..u1, v0 (top) ..v1 (bottom), depth t0 (back) .. t1 (front), in one-point perspective. */
function box3(
  rm: Room,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  t0: number,
  t1: number,
  c: BoxColors,
  extra: Attrs = {},
): string {
  const parts: string[] = [];
  const side = c.side ?? shade(c.front, -0.12);
  if (u1 < rm.vp[0])
    parts.push(poly([P(rm, u1, v0, t0), P(rm, u1, v0, t1), P(rm, u1, v1, t1), P(rm, u1, v1, t0)], side));
  if (u0 > rm.vp[0])
    parts.push(poly([P(rm, u0, v0, t0), P(rm, u0, v0, t1), P(rm, u0, v1, t1), P(rm, u0, v1, t0)], side));
  if (v0 > rm.vp[1]) {
    parts.push(
      poly([P(rm, u0, v0, t0), P(rm, u1, v0, t0), P(rm, u1, v0, t1), P(rm, u0, v0, t1)], c.top ?? shade(c.front, 0.12)),
    );
  }
  if (v1 < rm.vp[1]) {
    parts.push(
      poly([P(rm, u0, v1, t0), P(rm, u1, v1, t0), P(rm, u1, v1, t1), P(rm, u0, v1, t1)], c.top ?? shade(c.front, -0.2)),
    );
  }
  const [fx, fy] = P(rm, u0, v0, t1);
  const [gx, gy] = P(rm, u1, v1, t1);
  parts.push(rect(fx, fy, gx - fx, gy - fy, c.front, extra));
  return parts.join("");
}

/** A rectangle on the floor (rug, light patch) between u0..u1 and depths t0..t1. */
function floorQuad(rm: Room, u0: number, u1: number, t0: number, t1: number, fill: string, extra: Attrs = {}): string {
  return poly([P(rm, u0, rm.y1, t0), P(rm, u1, rm.y1, t0), P(rm, u1, rm.y1, t1), P(rm, u0, rm.y1, t1)], fill, extra);
}

/** A view out of a window: sky, lake or lawn and trees, clipped to the opening. */
function outsideView(s: Scene, x: number, y: number, w: number, h: number, kind: "nature" | "city" | "garden"): string {
  const parts: string[] = [sky(s, SKY.summer, y + h)];
  const horizon = y + h * (kind === "city" ? 0.62 : 0.55);
  if (kind === "city") {
    let bx = x - 10;
    while (bx < x + w) {
      const bw = s.r.float(40, 90);
      const bh = s.r.float(0.15, 0.45) * h;
      const col = s.r.pick(["#c8ccd0", "#d9d3c8", "#b7bec5", "#cfc3b1"]);
      parts.push(rect(bx, horizon - bh, bw, bh + h, col));
      let d = "";
      for (let wy = horizon - bh + 8; wy < horizon + h * 0.3; wy += 12) d += line(bx + 6, wy, bx + bw - 6, wy);
      parts.push(stroke(d, "#8d9aa6", 3, { opacity: 0.45, "stroke-dasharray": "6 4" }));
      bx += bw + s.r.float(4, 16);
    }
    parts.push(rect(x, horizon + h * 0.18, w, h, "#9db58a"));
    for (let tx = x; tx < x + w; tx += s.r.float(30, 60)) {
      parts.push(
        leafyTree(s.r, tx, horizon + h * 0.3, s.r.float(50, 80), { leaf: C.sage }, "round", { shadow: false }),
      );
    }
  } else {
    parts.push(
      forestBand(
        s,
        ridgeLine(s, horizon - 6, 8, 2, x - 20, x + w + 20),
        18,
        46,
        "#6f8f7f",
        horizon + 5,
        x - 20,
        x + w + 20,
      ),
    );
    if (kind === "nature") {
      parts.push(rect(x, horizon, w, h, s.linear([[0, "#8fb3c8"] as Stop, [1, "#6d97b0"] as Stop])));
      parts.push(ripplesOnly(s, horizon, 14));
      parts.push(rect(x, horizon + h * 0.22, w, h, C.grass));
    } else {
      parts.push(rect(x, horizon, w, h, C.grass));
    }
    for (let tx = x - 10; tx < x + w + 20; tx += s.r.float(40, 90)) {
      const birch = kind === "nature" && s.r.chance(0.6);
      parts.push(
        leafyTree(
          s.r,
          tx,
          y + h + 20,
          s.r.float(h * 0.55, h * 0.8),
          { leaf: birch ? "#9fbd6e" : C.sage },
          birch ? "birch" : "round",
          { shadow: false },
        ),
      );
    }
  }
  return g(parts, { "clip-path": s.clip(rect(x, y, w, h, "#000")) });
}

/** A window set into the back wall with frame, mullions and a deep sill. */
function wallWindow(
  s: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  panes: number,
  view: "nature" | "city" | "garden",
  frame = "#f7f5f0",
): string {
  const parts = [rect(x - 8, y - 8, w + 16, h + 16, shade(frame, -0.06)), outsideView(s, x, y, w, h, view)];
  let d = "";
  for (let i = 1; i < panes; i++) d += line(x + (w * i) / panes, y, x + (w * i) / panes, y + h);
  parts.push(stroke(d, frame, 6));
  parts.push(rect(x, y, w, h, "none", { stroke: frame, "stroke-width": 7 }));
  parts.push(
    poly(
      [
        [x + w * 0.05, y],
        [x + w * 0.3, y],
        [x + w * 0.1, y + h],
        [x - w * 0.15, y + h],
      ],
      "#ffffff",
      { opacity: 0.1, "clip-path": s.clip(rect(x, y, w, h, "#000")) },
    ),
  );
  return parts.join("");
}

function pottedPlant(r: Rand, x: number, base: number, h: number, pot: string, leaf: string = C.sageDark): string {
  const potH = h * 0.28;
  const potW = h * 0.3;
  const leaves: string[] = [];
  const count = 11;
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + (i / (count - 1) - 0.5) * 2.4 + r.float(-0.15, 0.15);
    const len = h * r.float(0.35, 0.6);
    const lx = x + Math.cos(a) * len * 0.55;
    const ly = base - potH - h * 0.05 + Math.sin(a) * len * 0.8;
    const deg = (a * 180) / Math.PI + 90;
    leaves.push(
      ellipse(
        lx,
        ly,
        len * 0.2,
        len * 0.45,
        i % 3 === 0 ? shade(leaf, 0.15) : i % 3 === 1 ? leaf : shade(leaf, -0.15),
        {
          transform: `rotate(${num(deg)} ${num(lx)} ${num(ly)})`,
        },
      ),
    );
  }
  return g([
    ellipse(x, base, potW * 0.8, potW * 0.12, "#000000", { opacity: 0.12 }),
    ...leaves,
    path(
      `M${num(x - potW / 2)} ${num(base - potH)}L${num(x + potW / 2)} ${num(base - potH)}L${num(x + potW * 0.38)} ${num(base)}L${num(x - potW * 0.38)} ${num(base)}Z`,
      pot,
    ),
    rect(x - potW / 2, base - potH, potW, potH * 0.15, shade(pot, -0.1)),
  ]);
}

function pendantLamp(s: Scene, x: number, cordTop: number, y: number, w: number, color: string, lit = true): string {
  return g([
    lit ? glow(s, x, y + w * 0.2, w * 2.2, "#ffe3a6", 0.35) : "",
    stroke(line(x, cordTop, x, y - w * 0.35), "#3a3a3a", 1),
    path(
      `M${num(x - w / 2)} ${num(y)}Q${num(x - w / 2)} ${num(y - w * 0.45)} ${num(x)} ${num(y - w * 0.45)}Q${num(x + w / 2)} ${num(y - w * 0.45)} ${num(x + w / 2)} ${num(y)}Z`,
      color,
    ),
    ellipse(x, y, w / 2, w * 0.07, lit ? "#fff0c8" : shade(color, -0.2)),
  ]);
}

function artwork(s: Scene, x: number, y: number, w: number, h: number, palette: readonly string[]): string {
  const inner = [rect(x, y, w, h, "#f7f4ee")];
  const clip = s.clip(rect(x + w * 0.1, y + h * 0.1, w * 0.8, h * 0.8, "#000"));
  const shapes = [
    circle(x + w * s.r.float(0.3, 0.7), y + h * s.r.float(0.3, 0.5), w * s.r.float(0.22, 0.32), palette[0] ?? C.ochre),
    ellipse(x + w * 0.5, y + h * 0.95, w * 0.6, h * 0.35, palette[1] ?? C.sage),
    rect(x + w * s.r.float(0.05, 0.5), y + h * 0.55, w * 0.3, h * 0.5, palette[2] ?? C.slate, { opacity: 0.8 }),
  ];
  return g([
    rect(x + 3, y + 4, w, h, "#000000", { opacity: 0.08 }),
    rect(x - 3, y - 3, w + 6, h + 6, palette[3] ?? "#2f2b27"),
    ...inner,
    g(shapes, { "clip-path": clip }),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Oblique projection helpers (timber frame, solar roof)
// ---------------------------------------------------------------------------------------------------------------

/** Oblique projection: a point at ground position (x, height) and depth d. */
function oblique(dir: Pt) {
  return (x: number, y: number, d: number): Pt => [x + d * dir[0], y - d * dir[1]];
}

/** A lattice strut path between two chords (for cranes). */
function lattice(a0: Pt, a1: Pt, b0: Pt, b1: Pt, segments: number): string {
  let d = line(...a0, ...a1) + line(...b0, ...b1);
  for (let i = 0; i <= segments; i++) {
    const t = i / segments;
    const pa: Pt = [a0[0] + (a1[0] - a0[0]) * t, a0[1] + (a1[1] - a0[1]) * t];
    const pb: Pt = [b0[0] + (b1[0] - b0[0]) * t, b0[1] + (b1[1] - b0[1]) * t];
    d += line(...pa, ...pb);
    if (i < segments) {
      const t2 = (i + 1) / segments;
      const pb2: Pt = [b0[0] + (b1[0] - b0[0]) * t2, b0[1] + (b1[1] - b0[1]) * t2];
      d += line(...pa, ...pb2);
    }
  }
  return d;
}

// ---------------------------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------------------------

function sceneApartments(s: Scene): string {
  const base = 640;
  const parts: string[] = [
    sky(s, SKY.dusk, 700),
    glow(s, 1010, 640, 520, "#ffc98a", 0.55),
    streakClouds(s, 7, 300, 480, "#f7c0a6", 0.45),
    streakClouds(s, 4, 120, 260, "#9a88b0", 0.35),
  ];
  parts.push(hill(s, 600, 14, "#6a6288", 1.3), forestBand(s, ridgeLine(s, 622, 8, 2), 16, 40, "#3d4660", 700));
  parts.push(
    block(s, {
      x: 760,
      base: base - 6,
      w: 420,
      floors: 8,
      floorH: 50,
      color: "#4b505e",
      cols: 7,
      winW: 30,
      light: "dusk",
      lit: 0.55,
      cladding: "panels",
      balconies: { cols: [1, 3, 5], color: "#d9d6e0" },
      trim: "#2c303b",
      tone: -0.08,
    }),
    block(s, {
      x: 60,
      base,
      w: 380,
      floors: 6,
      floorH: 54,
      color: "#d9d4d6",
      cols: 6,
      winW: 32,
      light: "dusk",
      lit: 0.6,
      balconies: { cols: [0, 2, 4] },
      ground: "entrance",
      trim: "#9d98a8",
    }),
    block(s, {
      x: 470,
      base: base + 4,
      w: 330,
      floors: 5,
      floorH: 54,
      color: "#a7795a",
      cladding: "boards",
      cols: 5,
      winW: 34,
      light: "dusk",
      lit: 0.6,
      balconies: { cols: [1, 3], color: "#e2ddd8" },
      ground: "entrance",
      trim: "#6d4f3e",
      frame: "#efe7dc",
    }),
  );
  // ground: lawn, path and street
  parts.push(
    rect(0, base + 4, W, H - base, s.linear([[0, "#55664f"] as Stop, [1, "#2e3b33"] as Stop])),
    path(`M0 ${base + 38}L${W} ${base + 30}L${W} ${base + 58}L0 ${base + 70}Z`, "#8a8096", { opacity: 0.8 }),
    rect(0, 760, W, 94, "#3a3d4a"),
    rect(0, 756, W, 6, "#8e8aa0"),
    stroke(`M0 808L${W} 808`, "#d8cfa8", 2, { "stroke-dasharray": "26 22", opacity: 0.6 }),
  );
  // light spill from entrances
  parts.push(
    ellipse(255, base + 12, 90, 16, "#ffcf84", { opacity: 0.25 }),
    ellipse(640, base + 14, 80, 14, "#ffcf84", { opacity: 0.25 }),
  );
  for (let x = 20; x < W; x += 70) parts.push(bush(x + s.r.float(0, 30), base + 34, s.r.float(40, 60), "#3f5546"));
  for (const [x, h] of [
    [20, 300],
    [460, 180],
    [840, 200],
    [1250, 320],
  ] as const)
    parts.push(leafyTree(s.r, x, 700 + (h - 180) * 0.1, h, { leaf: "#45584a", dark: "#2f3d36", light: "#5d6e5b" }));
  for (const x of [150, 560, 1000]) parts.push(streetLamp(s, x, 756, 86, true));
  parts.push(person(620, 700, 34, "#c9a36e"), person(645, 702, 32, "#6f7f99"), person(1105, 712, 33, "#a3585a"));
  parts.push(car(860, 790, 150, "#8b93a6", true), car(240, 836, 160, "#5f6a7c", true));
  return parts.join("");
}

function sceneTownhouses(s: Scene): string {
  const base = 560;
  const parts: string[] = [sky(s, SKY.summer, 620), sun(s, 200, 100, 32), clouds(s, 5, 60, 210)];
  parts.push(hill(s, 480, 18, "#a9c0b2", 1), forestBand(s, ridgeLine(s, 505, 10, 1.6), 26, 60, "#6e8f74", 620));
  parts.push(rect(0, base - 2, W, H, s.linear([[0, C.grass] as Stop, [1, C.grassDark] as Stop])));
  const houses = [
    { color: C.white, roof: C.slate, boards: false },
    { color: "#b9845a", roof: C.charcoal, boards: true },
    { color: "#e4ddd0", roof: C.slate, boards: true },
    { color: "#7f9580", roof: C.charcoal, boards: true },
    { color: C.white, roof: C.slate, boards: false },
    { color: "#a8744c", roof: C.charcoal, boards: true },
  ];
  const w = 176;
  const x0 = 100;
  // ground plane in gentle perspective towards the viewer
  const vx = 640;
  const vy = base - 520;
  const gx = (x: number, y: number): number => vx + ((x - vx) * (y - vy)) / (base - vy);
  const k = (y: number): number => (y - vy) / (base - vy);
  const front = base + 210;
  houses.forEach((hs, i) => {
    const x = x0 + i * (w + 2);
    parts.push(
      gableHouse(s, {
        x,
        base,
        w,
        wallH: 190,
        roofH: 120,
        color: hs.color,
        roofColor: hs.roof,
        boards: hs.boards,
        light: "day",
        chimney: i % 3 === 1,
        windows: [
          [18, 8, 70, 108],
          [112, 60, 42, 56],
          [22, 132, 50, 48],
          [104, 132, 50, 48],
          [w / 2 - 18, 205, 36, 46],
        ],
        door: [108, 36, i % 2 ? "#2f3a35" : "#d4b48c"],
      }),
    );
  });
  parts.push(rect(x0 - 10, base - 2, houses.length * (w + 2) + 18, 6, "#000000", { opacity: 0.12 }));
  for (let i = 0; i < houses.length; i++) {
    const x = x0 + i * (w + 2);
    const patio = base + 62;
    // stone patio and garden path
    parts.push(
      poly(
        [
          [gx(x + 2, base), base],
          [gx(x + 100, base), base],
          [gx(x + 100, patio), patio],
          [gx(x + 2, patio), patio],
        ],
        "#d9d1c3",
      ),
    );
    let joints = "";
    for (let y = base + 12; y < patio; y += 12 * k(y)) joints += line(gx(x + 2, y), y, gx(x + 100, y), y);
    parts.push(stroke(joints, "#b9ad98", 0.8));
    parts.push(
      poly(
        [
          [gx(x + 110, base), base],
          [gx(x + 146, base), base],
          [gx(x + 146, front), front],
          [gx(x + 110, front), front],
        ],
        "#d9d1c3",
      ),
    );
    // outdoor table and chairs, pots
    const tx = gx(x + 48, base + 30);
    parts.push(
      rect(tx - 22, base + 22, 44, 5, C.woodDark),
      rect(tx - 18, base + 27, 3, 14, C.charcoal),
      rect(tx + 15, base + 27, 3, 14, C.charcoal),
    );
    parts.push(
      rect(tx - 40, base + 24, 12, 18, C.white, { rx: 2 }),
      rect(tx + 28, base + 24, 12, 18, C.white, { rx: 2 }),
    );
    parts.push(pottedPlant(s.r, gx(x + 92, base + 10), base + 12, 34, "#e7e1d6", "#5c8150"));
    // privacy screen between the patios, continued by a low hedge
    const fx = x - 1;
    const screenEnd = base + 80;
    const fh = (y: number): number => 46 * k(y);
    parts.push(
      poly(
        [
          [gx(fx, base), base - fh(base)],
          [gx(fx, screenEnd), screenEnd - fh(screenEnd)],
          [gx(fx, screenEnd), screenEnd],
          [gx(fx, base), base],
        ],
        i % 2 ? C.wood : "#b08256",
      ),
    );
    let slats = "";
    for (let y = base + 6; y < screenEnd; y += 6) slats += line(gx(fx, y), y, gx(fx, y), y - fh(y));
    parts.push(stroke(slats, "#7d5a39", 0.8, { opacity: 0.6 }));
    const hedgeTop = (y: number): number => y - 20 * k(y);
    parts.push(
      poly(
        [
          [gx(fx - 6, screenEnd), hedgeTop(screenEnd)],
          [gx(fx - 12, front), hedgeTop(front)],
          [gx(fx + 12, front), front],
          [gx(fx + 6, screenEnd), screenEnd],
        ],
        "#5f8553",
      ),
    );
    parts.push(bush(gx(x + 160, base + 30), base + 36, 46, "#6f8f5b", i % 2 ? "#f2f0e9" : "#e7a0a6", s.r));
    if (i % 2 === 0)
      parts.push(leafyTree(s.r, gx(x + 60, base + 150), base + 150, 150, { leaf: s.r.pick(["#86a865", "#7c9f5c"]) }));
  }
  // last screen and front hedge with gaps for the paths
  for (let i = 0; i < houses.length; i++) {
    const x = x0 + i * (w + 2);
    parts.push(hedge(gx(x - 10, front), front + 4, gx(x + 110, front) - gx(x - 10, front), 30, "#5c7d52"));
    parts.push(hedge(gx(x + 146, front), front + 4, gx(x + w - 2, front) - gx(x + 146, front), 30, "#5c7d52"));
  }
  parts.push(leafyTree(s.r, 40, 700, 330, { leaf: "#6f9459" }), leafyTree(s.r, 1230, 720, 360, { leaf: "#5f8a55" }));
  parts.push(path(`M0 ${H}L0 ${front + 20}Q${W / 2} ${front + 4} ${W} ${front + 20}L${W} ${H}Z`, "#d6cbb6"));
  parts.push(
    person(420, H - 24, 62, "#d79a58"),
    person(448, H - 22, 40, "#6d8fb0"),
    person(940, H - 28, 64, "#3f5a6e"),
  );
  return parts.join("");
}

function sceneVilla(s: Scene): string {
  const base = 610;
  const parts: string[] = [
    sky(s, SKY.golden, 660),
    sun(s, 1080, 170, 30, "#fff1d0", "#ffe2b0"),
    clouds(s, 3, 90, 220, "#ffffff", 0.6),
  ];
  parts.push(hill(s, 520, 16, "#b2b9a4", 1), forestBand(s, ridgeLine(s, 560, 14, 1.3), 40, 110, "#58735d", 660));
  parts.push(rect(0, base, W, H, s.linear([[0, "#a7bd82"] as Stop, [1, "#7f9c63"] as Stop])));
  const lx = 300;
  const ux = 520;
  const upperBottom = base - 178;
  // shadow on the ground
  parts.push(rect(lx - 40, base - 4, 760, 14, "#000000", { opacity: 0.12 }));
  // lower white volume with a sliding glass wall
  parts.push(rect(lx, base - 170, 520, 170, C.white));
  parts.push(rect(lx, base - 170, 520, 170, s.linear([[0, "#ffffff", 0] as Stop, [1, "#000000", 0.08] as Stop])));
  parts.push(windowEl(s, lx + 30, base - 150, 300, 150, { frame: C.charcoal, light: "day", mullions: 3 }));
  parts.push(windowEl(s, lx + 370, base - 120, 110, 80, { frame: C.charcoal, light: "day", mullions: 1 }));
  parts.push(rect(lx - 6, base - 178, 532, 10, C.charcoal));
  // cantilevered timber volume: dark soffit and a slim steel column below the overhang
  parts.push(rect(lx + 520, upperBottom, ux + 470 - (lx + 520), 8, "#3a2f27"));
  parts.push(rect(ux + 440, upperBottom + 8, 8, base - upperBottom - 8, C.charcoal));
  parts.push(rect(ux, upperBottom - 150, 470, 150, "#b78555"));
  parts.push(boards(ux, upperBottom - 150, 470, 150, "#6e4a2c", 4.5, 0.4));
  parts.push(
    rect(ux, upperBottom - 150, 470, 150, s.linear([[0, "#ffffff", 0.05] as Stop, [1, "#000000", 0.1] as Stop])),
  );
  parts.push(windowEl(s, ux + 30, base - 305, 180, 110, { frame: C.charcoal, light: "day", mullions: 1 }));
  parts.push(windowEl(s, ux + 250, base - 305, 60, 110, { frame: C.charcoal, light: "day" }));
  parts.push(windowEl(s, ux + 340, base - 290, 100, 80, { frame: C.charcoal, light: "day" }));
  parts.push(
    rect(ux - 6, upperBottom - 158, 482, 10, C.charcoal),
    rect(ux - 6, upperBottom - 148, 482, 6, "#000000", { opacity: 0.12 }),
  );
  // deck, steps and glass railing
  parts.push(
    poly(
      [
        [lx - 80, base],
        [lx + 980, base],
        [lx + 1000, base + 34],
        [lx - 100, base + 34],
      ],
      "#c79d6d",
    ),
  );
  parts.push(hLines(lx - 100, base, 1100, 34, "#8e6a45", 6, 0.6));
  parts.push(rect(lx - 100, base + 34, 1100, 8, "#8a6845"));
  parts.push(
    rect(lx + 560, base - 28, 70, 8, C.wood),
    rect(lx + 566, base - 20, 3, 20, C.charcoal),
    rect(lx + 620, base - 20, 3, 20, C.charcoal),
  );
  parts.push(
    rect(lx + 540, base - 22, 14, 22, C.white, { rx: 2 }),
    rect(lx + 640, base - 22, 14, 22, C.white, { rx: 2 }),
  );
  parts.push(pottedPlant(s.r, lx - 40, base, 90, "#d5cfc4"), pottedPlant(s.r, lx + 900, base, 80, "#3b3f44"));
  // pines around the house
  for (const [x, h] of [
    [120, 380],
    [200, 300],
    [1110, 360],
    [1200, 420],
    [40, 330],
  ] as const)
    parts.push(spruce(x, base + 40 + h * 0.1, h, C.pine));
  parts.push(leafyTree(s.r, 1000, base + 120, 220, { leaf: "#93b064" }, "birch"));
  // path in the lawn
  parts.push(
    path(
      `M${lx + 420} ${base + 42}Q${lx + 360} ${H - 60} ${lx + 520} ${H}L${lx + 640} ${H}Q${lx + 460} ${H - 60} ${lx + 470} ${base + 42}Z`,
      "#d9d0bf",
    ),
  );
  parts.push(
    bush(230, base + 90, 80, "#6f8f5b"),
    bush(1080, base + 110, 90, "#7a9660", "#f1efe6", s.r),
    bush(600, base + 110, 70, "#6f8f5b", "#d9a2b8", s.r),
  );
  return parts.join("");
}

function sceneWaterfront(s: Scene): string {
  const waterY = 590;
  const above: string[] = [
    sky(s, SKY.golden, waterY),
    sun(s, 260, 200, 28, "#fff6da", "#ffe5b8"),
    clouds(s, 4, 80, 240, "#ffffff", 0.55),
  ];
  above.push(hill(s, 470, 12, "#aab6b4", 1.2));
  const specs = [
    { w: 200, floors: 7, color: C.white, cladding: "render" },
    { w: 170, floors: 6, color: "#b9895e", cladding: "boards" },
    { w: 230, floors: 8, color: "#5b6470", cladding: "panels" },
    { w: 180, floors: 6, color: "#e8dfcf", cladding: "render" },
    { w: 200, floors: 7, color: "#8b9e8a", cladding: "boards" },
    { w: 170, floors: 5, color: C.white, cladding: "render" },
  ] as const;
  let x = 40;
  for (const [i, b] of specs.entries()) {
    above.push(
      block(s, {
        x,
        base: waterY - 22,
        w: b.w,
        floors: b.floors,
        floorH: 46,
        color: b.color,
        cladding: b.cladding,
        cols: Math.round(b.w / 42),
        winW: 26,
        light: "day",
        balconies: { cols: i % 2 ? [0, 2] : [1, 3], color: b.color === C.white ? "#dcd8cf" : C.white },
        ground: i % 2 ? "shop" : "entrance",
      }),
    );
    x += b.w + 8;
  }
  // trees on the quay and the quay edge
  for (let tx = 80; tx < W; tx += 170)
    above.push(
      leafyTree(s.r, tx + s.r.float(-20, 20), waterY - 18, s.r.float(90, 120), { leaf: "#7c9b5d" }, "round", {
        shadow: false,
      }),
    );
  above.push(rect(0, waterY - 22, W, 14, "#cfc7b8"), rect(0, waterY - 8, W, 8, "#8e8a82"));
  for (let px = 20; px < W; px += 90)
    above.push(person(px + s.r.float(0, 40), waterY - 22, 24, s.r.pick(["#c98f5a", "#4f6d8a", "#a3585a", "#e8e2d6"])));
  const waterStops: Stop[] = [
    [0, "#6f98ac"],
    [1, "#2f5c74"],
  ];
  const parts = [withReflection(s, above.join(""), waterY, waterStops, 0.5)];
  // boats, a jetty and the boardwalk in the foreground
  parts.push(boat(640, 690, 120, "#f4f1ea"), boat(960, 730, 150, "#f4f1ea", true), boat(250, 680, 90, "#c9553f"));
  parts.push(
    poly(
      [
        [846, waterY],
        [878, waterY],
        [900, 790],
        [846, 790],
      ],
      "#a78158",
    ),
    hLines(846, waterY, 54, 200, "#6f5236", 7, 0.6),
  );
  const deck = 786;
  parts.push(
    rect(0, deck, W, H - deck, "#b88d60"),
    boards(0, deck, W, H - deck, "#7d5a39", 16, 0.45),
    rect(0, deck, W, 5, "#d2a877"),
  );
  parts.push(rect(0, deck + 26, W, 2, "#000000", { opacity: 0.08 }));
  for (const bx of [90, 520, 1180])
    parts.push(rect(bx, deck - 16, 14, 18, "#3a3d42", { rx: 4 }), rect(bx - 2, deck - 18, 18, 5, "#4a4e55", { rx: 2 }));
  parts.push(bench(300, deck + 30, 110, C.woodLight), bench(760, deck + 30, 110, C.woodLight));
  parts.push(
    person(330, deck + 40, 70, "#3f5a6e"),
    person(365, deck + 42, 66, "#d79a58"),
    person(1000, deck + 50, 74, "#a3585a"),
    person(1040, deck + 52, 48, "#e8e2d6"),
  );
  parts.push(pottedPlant(s.r, 640, deck + 48, 80, "#3b3f44", "#5c8150"));
  return parts.join("");
}

function boat(x: number, y: number, w: number, hull: string, sail = false): string {
  const h = w * 0.16;
  const parts = [
    ellipse(x + w / 2, y + h * 0.2, w * 0.55, h * 0.35, "#1d3a4a", { opacity: 0.3 }),
    path(
      `M${num(x)} ${num(y - h)}L${num(x + w)} ${num(y - h)}L${num(x + w * 0.86)} ${num(y)}L${num(x + w * 0.1)} ${num(y)}Z`,
      hull,
    ),
    rect(x + w * 0.02, y - h, w * 0.98, h * 0.18, shade(hull, -0.15)),
  ];
  if (sail) {
    parts.push(
      rect(x + w * 0.45, y - h - w * 0.9, 2, w * 0.9, "#5a5f66"),
      poly(
        [
          [x + w * 0.47, y - h - w * 0.86],
          [x + w * 0.47, y - h - 4],
          [x + w * 0.9, y - h - 4],
        ],
        "#fbfaf6",
      ),
      poly(
        [
          [x + w * 0.44, y - h - w * 0.8],
          [x + w * 0.44, y - h - 4],
          [x + w * 0.12, y - h - 4],
        ],
        "#ecebe4",
      ),
    );
  } else {
    parts.push(
      rect(x + w * 0.35, y - h * 2, w * 0.3, h, "#dfe6ea"),
      rect(x + w * 0.4, y - h * 1.8, w * 0.2, h * 0.5, "#5b7b93"),
    );
  }
  return g(parts);
}

function sceneWinter(s: Scene): string {
  const base = 600;
  const parts: string[] = [
    sky(s, SKY.winter, 640),
    sun(s, 980, 420, 26, "#fff5e8", "#ffd9c0"),
    clouds(s, 3, 80, 200, "#ffffff", 0.5),
  ];
  parts.push(hill(s, 470, 24, "#c8d2e0", 1.2), forestBand(s, ridgeLine(s, 520, 16, 1.5), 30, 80, "#5d7480", 640));
  // snowy ground with blue shadows
  parts.push(path(smoothArea(ridgeLine(s, base, 6, 1.2), H), "#eef3f8"));
  parts.push(path(smoothArea(ridgeLine(s, base + 140, 18, 0.8), H), "#dfe8f2"));
  const houses = [
    { x: 150, w: 200, color: C.falu, roof: "#2f3136" },
    { x: 470, w: 230, color: "#f1ede4", roof: "#383c42" },
    { x: 820, w: 210, color: "#d9a74f", roof: "#2f3136" },
  ];
  for (const [i, hs] of houses.entries()) {
    parts.push(ellipse(hs.x + hs.w / 2 + 30, base + 6, hs.w * 0.75, 14, "#9fb1c9", { opacity: 0.45 }));
    parts.push(
      gableHouse(s, {
        x: hs.x,
        base,
        w: hs.w,
        wallH: 160,
        roofH: 110,
        color: hs.color,
        roofColor: hs.roof,
        boards: true,
        light: "winter",
        lit: 0.85,
        snow: true,
        chimney: true,
        frame: "#f6f3ec",
        windows: [
          [24, 24, 60, 80],
          [hs.w - 84, 24, 60, 80],
          [hs.w / 2 - 25, 175, 50, 50],
        ],
        door: [hs.w / 2 - 16, 32],
      }),
    );
    parts.push(rect(hs.x - 10, base - 2, hs.w + 20, 8, "#f6f9fc", { rx: 4 }));
    // chimney smoke
    const sx = hs.x + hs.w * 0.72;
    const sy = base - 160 - 110 * 0.55;
    parts.push(
      g(
        [
          circle(sx, sy - 20, 10, "#ffffff"),
          circle(sx + 10, sy - 38, 14, "#ffffff"),
          circle(sx + 24, sy - 60, 18, "#ffffff"),
        ],
        { opacity: 0.35 + i * 0.05 },
      ),
    );
  }
  // warm light on snow from windows
  for (const hs of houses) parts.push(ellipse(hs.x + hs.w / 2, base + 26, hs.w * 0.5, 14, "#ffd9a0", { opacity: 0.3 }));
  for (const [x, h] of [
    [60, 260],
    [400, 170],
    [740, 200],
    [1110, 300],
    [1200, 240],
    [1060, 180],
  ] as const) {
    parts.push(spruce(x, base + 30 + (h - 160) * 0.3, h, "#2e4a3e", { snow: true }));
  }
  parts.push(
    path(`M560 ${base + 6}Q520 ${base + 120} 640 ${H}L760 ${H}Q610 ${base + 120} 620 ${base + 6}Z`, "#d4deea"),
  );
  for (const x of [450, 780]) parts.push(streetLamp(s, x, base + 40, 80, true));
  parts.push(person(700, base + 150, 46, "#b04a3a", "#2e3440"), person(730, base + 155, 34, "#3e6a8f", "#2e3440"));
  parts.push(snowfall(s, 260, H));
  return parts.join("");
}

function sceneSenior(s: Scene): string {
  const base = 470;
  const parts: string[] = [sky(s, SKY.day, 520), sun(s, 1100, 100, 28), clouds(s, 4, 60, 200)];
  parts.push(forestBand(s, ridgeLine(s, base - 30, 10, 1.4), 30, 70, "#7d9a83", 520));
  parts.push(
    block(s, {
      x: 90,
      base,
      w: 620,
      floors: 3,
      floorH: 62,
      color: C.white,
      cols: 9,
      winW: 36,
      light: "day",
      balconies: { cols: [1, 3, 5, 7], color: "#e8e2d6", from: 1 },
      ground: "entrance",
      roof: { type: "hip", color: C.slate, h: 56 },
    }),
    block(s, {
      x: 730,
      base,
      w: 460,
      floors: 3,
      floorH: 62,
      color: "#c69766",
      cladding: "boards",
      cols: 6,
      winW: 38,
      light: "day",
      balconies: { cols: [0, 2, 4], color: C.white },
      roof: { type: "hip", color: C.slate, h: 56 },
      frame: C.white,
    }),
  );
  // shared garden
  parts.push(rect(0, base, W, H, s.linear([[0, "#a6c184"] as Stop, [1, "#84a466"] as Stop])));
  parts.push(path(`M0 ${base + 50}L${W} ${base + 50}L${W} ${base + 90}L0 ${base + 90}Z`, "#ded4c2"));
  parts.push(path(`M560 ${base + 90}L720 ${base + 90}L820 ${H}L460 ${H}Z`, "#ded4c2"));
  // pergola with climbing plants
  const px = 140;
  const py = base + 250;
  parts.push(rect(px - 10, py - 4, 360, 10, "#000000", { opacity: 0.1 }));
  for (const x of [px, px + 110, px + 220, px + 330]) parts.push(rect(x, py - 150, 10, 150, C.woodDark));
  parts.push(rect(px - 20, py - 160, 380, 12, C.wood));
  for (let x = px - 10; x < px + 350; x += 26) parts.push(rect(x, py - 168, 8, 8, C.woodDark));
  // climbing plants: a leafy mass along the beam and strands down the posts
  let vine = "";
  let vineLight = "";
  for (let i = 0; i < 40; i++) {
    const vx = px - 14 + s.r.float(0, 370);
    const vy = py - 162 + s.r.float(-10, 14);
    vine += ellipseD(vx, vy, s.r.float(10, 18), s.r.float(7, 11));
    if (s.r.chance(0.5)) vineLight += ellipseD(vx - 3, vy - 4, s.r.float(5, 9), s.r.float(4, 6));
  }
  for (const x of [px, px + 330]) {
    for (let y = py - 150; y < py - 20; y += 10)
      vine += ellipseD(x + 5 + s.r.float(-8, 8), y, s.r.float(6, 10), s.r.float(5, 7));
  }
  parts.push(
    path(vine, "#5f8450"),
    path(vineLight, "#86ab62"),
    path(blossomDots(s.r, px + 170, py - 160, 190, 16, 30), "#e9a3c0"),
  );
  parts.push(bench(px + 40, py, 90), bench(px + 200, py, 90));
  parts.push(rect(px + 140, py - 22, 50, 4, C.white), rect(px + 163, py - 18, 4, 18, C.charcoal));
  // raised beds
  const bedY = base + 160;
  for (const bx of [820, 980]) {
    parts.push(
      rect(bx, bedY, 130, 36, C.wood),
      rect(bx, bedY, 130, 6, C.woodLight),
      hLines(bx, bedY + 6, 130, 30, C.woodDark, 10, 0.6),
    );
    for (let i = 0; i < 6; i++)
      parts.push(
        bush(bx + 14 + i * 20, bedY + 2, 22, i % 2 ? "#6b9a4f" : "#86ab5e", i % 3 === 0 ? "#e0704f" : undefined, s.r),
      );
  }
  for (const bx of [840, 1010]) {
    const by = bedY + 140;
    parts.push(rect(bx, by, 150, 40, C.wood), rect(bx, by, 150, 6, C.woodLight));
    for (let i = 0; i < 7; i++)
      parts.push(
        bush(bx + 14 + i * 20, by + 2, 24, "#7aa35a", s.r.pick(["#f0c64f", "#e48aa0", "#f5f3ea", "#b98ad8"]), s.r),
      );
  }
  for (const [x, h] of [
    [40, 240],
    [1230, 260],
    [700, 200],
  ] as const)
    parts.push(leafyTree(s.r, x, base + 60 + h * 0.2, h, { leaf: "#7ea35e" }));
  parts.push(leafyTree(s.r, 1150, base + 180, 170, { leaf: "#8fae5e" }));
  parts.push(path(blossomDots(s.r, 1150, base + 180 - 120, 50, 40, 60), "#f6dbe4"));
  for (let x = 20; x < W; x += 60)
    parts.push(
      bush(x + s.r.float(0, 30), base + 50, s.r.float(40, 60), "#6a8d52", s.r.chance(0.5) ? "#f0e9dc" : "#e7a3b3", s.r),
    );
  // foreground planting that frames the garden
  for (let x = -10; x < 440; x += 34)
    parts.push(
      bush(
        x + s.r.float(0, 12),
        H - 6 + s.r.float(0, 10),
        s.r.float(50, 70),
        s.r.pick(["#6a8d52", "#7aa35a"]),
        s.r.pick(["#f0c64f", "#e48aa0", "#f5f3ea", "#b98ad8"]),
        s.r,
      ),
    );
  parts.push(bench(480, H - 90, 80), bench(760, H - 70, 80));
  parts.push(leafyTree(s.r, 1240, H + 20, 330, { leaf: "#6f9459" }));
  parts.push(
    person(905, bedY + 36, 64, "#c07e55"),
    person(610, H - 40, 84, "#7b8fa8"),
    person(652, H - 38, 80, "#d6c2a4"),
    person(px + 290, py, 70, "#b9826a"),
  );
  return parts.join("");
}

function sceneLiving(s: Scene): string {
  const rm: Room = { vp: [600, 380], x0: 120, x1: 1160, y0: 100, y1: 580 };
  const parts: string[] = [
    roomShell(s, rm, {
      wall: "#efe9e0",
      left: "#e4ddd2",
      right: "#e8e1d6",
      ceiling: "#f6f3ee",
      floor: ["#d9b994", "#c29466"],
      plank: "#94683f",
    }),
  ];
  parts.push(wallWindow(s, 170, 150, 420, 400, 3, "nature"));
  // sunlight falling through the window onto the floor
  parts.push(
    poly([P(rm, 170, rm.y1, 1), P(rm, 590, rm.y1, 1), P(rm, 760, rm.y1, 1.55), P(rm, 340, rm.y1, 1.55)], "#fff6e0", {
      opacity: 0.2,
    }),
  );
  parts.push(
    artwork(s, 800, 190, 150, 190, [C.ochre, C.sage, C.slate, "#3b332c"]),
    artwork(s, 975, 230, 110, 140, ["#d99a7e", "#b9c7b0", "#6b7c8a", "#3b332c"]),
  );
  // rug
  parts.push(
    floorQuad(rm, 500, 1120, 1.12, 1.7, "#e9e2d4"),
    floorQuad(rm, 520, 1100, 1.15, 1.66, "none", { stroke: "#c9bca5", "stroke-width": 3 }),
  );
  // sofa
  const sofa = "#8f9e92";
  const y = rm.y1;
  parts.push(
    box3(rm, 640, 1100, y - 185, y - 40, 1.02, 1.08, { front: shade(sofa, -0.05) }),
    box3(rm, 660, 1080, y - 110, y - 40, 1.08, 1.24, { front: shade(sofa, -0.08), top: shade(sofa, 0.12) }),
    box3(rm, 640, 680, y - 130, y - 30, 1.02, 1.25, { front: shade(sofa, -0.12), top: shade(sofa, 0.05) }),
    box3(rm, 1060, 1100, y - 130, y - 30, 1.02, 1.25, { front: shade(sofa, -0.12), top: shade(sofa, 0.05) }),
  );
  for (const [u, c] of [
    [700, "#d8b07a"],
    [760, "#e9e3d7"],
    [980, "#b9826a"],
  ] as const) {
    const [cx, cy] = P(rm, u + 25, y - 140, 1.1);
    parts.push(
      rect(cx - 30, cy - 28, 60, 58, c, {
        rx: 14,
        transform: `rotate(${num(s.r.float(-8, 8))} ${num(cx)} ${num(cy)})`,
      }),
    );
  }
  parts.push(
    box3(rm, 650, 670, y - 30, y, 1.22, 1.24, { front: "#3a3531" }),
    box3(rm, 1070, 1090, y - 30, y, 1.22, 1.24, { front: "#3a3531" }),
  );
  // coffee table
  const [tx, ty] = P(rm, 860, y - 70, 1.45);
  parts.push(ellipse(tx + 10, P(rm, 860, y, 1.5)[1], 170, 16, "#000000", { opacity: 0.1 }));
  for (const dx of [-120, 120]) parts.push(rect(tx + dx - 4, ty, 8, P(rm, 860, y, 1.45)[1] - ty, "#7a5634"));
  parts.push(ellipse(tx, ty, 175, 26, "#c79b6b"), ellipse(tx, ty - 4, 175, 24, "#dcb58a"));
  parts.push(
    rect(tx - 90, ty - 26, 26, 22, "#eeeae2", { rx: 4 }),
    circle(tx + 40, ty - 18, 16, "#7d8f78"),
    rect(tx - 40, ty - 14, 60, 8, "#c6693f"),
  );
  // armchair with an oak frame
  const oak = "#9a7048";
  parts.push(
    floorQuad(rm, 240, 450, 1.36, 1.64, "#000000", { opacity: 0.08 }),
    box3(rm, 258, 268, y - 40, y, 1.38, 1.4, { front: oak }),
    box3(rm, 422, 432, y - 40, y, 1.38, 1.4, { front: oak }),
    box3(rm, 265, 425, y - 160, y - 60, 1.37, 1.43, { front: "#e2d6c3", top: "#ece3d4" }),
    box3(rm, 262, 428, y - 80, y - 42, 1.43, 1.6, { front: "#d8cab4", top: "#eadfcc" }),
    box3(rm, 248, 262, y - 100, y - 90, 1.38, 1.62, { front: oak, top: "#b88c60" }),
    box3(rm, 428, 442, y - 100, y - 90, 1.38, 1.62, { front: oak, top: "#b88c60" }),
    box3(rm, 250, 260, y - 90, y, 1.58, 1.6, { front: oak }),
    box3(rm, 430, 440, y - 90, y, 1.58, 1.6, { front: oak }),
  );
  const [cx0, cy0] = P(rm, 300, y - 130, 1.44);
  parts.push(rect(cx0, cy0, 80, 56, "#9fb09a", { rx: 16 }));
  // throw over the sofa arm and books on the table
  parts.push(rect(tx + 60, ty - 12, 70, 6, "#3f5a6e"), rect(tx + 64, ty - 18, 62, 6, "#e0c08a"));
  // floor lamp and plant
  const [lx, ly] = P(rm, 1130, y, 1.05);
  parts.push(
    glow(s, lx, ly - 300, 160, "#ffe3a6", 0.35),
    rect(lx - 2, ly - 300, 4, 300, "#2f2f2f"),
    path(`M${lx - 38} ${ly - 290}L${lx - 22} ${ly - 345}L${lx + 22} ${ly - 345}L${lx + 38} ${ly - 290}Z`, "#f4efe2"),
  );
  const [ppx, ppy] = P(rm, 140, y, 1.45);
  parts.push(pottedPlant(s.r, ppx + 40, ppy, 300, "#e4dccd", "#4f7552"));
  parts.push(pendantLamp(s, 860, 0, 130, 70, "#2f3436"));
  return parts.join("");
}

function sceneKitchen(s: Scene): string {
  const rm: Room = { vp: [640, 360], x0: 150, x1: 1130, y0: 90, y1: 590 };
  const y = rm.y1;
  const cab = "#8c9f89";
  const top = "#ece8e0";
  const parts: string[] = [
    roomShell(s, rm, {
      wall: "#f1ede6",
      left: "#e6e1d8",
      right: "#e9e4db",
      ceiling: "#f7f5f1",
      floor: ["#dcbd98", "#c6996b"],
      plank: "#94683f",
    }),
  ];
  // backsplash tiles
  parts.push(
    rect(rm.x0, y - 330, rm.x1 - rm.x0, 160, "#f7f5f0"),
    hLines(rm.x0, y - 330, rm.x1 - rm.x0, 160, "#cfc9bf", 16, 0.7),
  );
  let tileD = "";
  for (let row = 0; row < 10; row++) {
    for (let tx = rm.x0 + (row % 2 ? 24 : 0); tx < rm.x1; tx += 48)
      tileD += line(tx, y - 330 + row * 16, tx, y - 314 + row * 16);
  }
  parts.push(stroke(tileD, "#cfc9bf", 0.8, { opacity: 0.7 }));
  parts.push(wallWindow(s, 540, 150, 200, 210, 2, "garden"));
  // lower cabinets along the back wall
  parts.push(box3(rm, rm.x0, rm.x1, y - 160, y - 10, 1, 1.12, { front: cab, top: shade(cab, 0.1) }));
  parts.push(box3(rm, rm.x0, rm.x1, y - 10, y, 1.1, 1.1, { front: shade(cab, -0.35) }));
  const [ax, ay] = P(rm, rm.x0, y - 160, 1.12);
  const [bx] = P(rm, rm.x1, y - 160, 1.12);
  let doors = "";
  const doorW = (bx - ax) / 10;
  for (let i = 1; i < 10; i++) doors += line(ax + i * doorW, ay + 16, ax + i * doorW, P(rm, 0, y - 10, 1.12)[1]);
  doors += line(ax, ay + 60, bx, ay + 60);
  parts.push(stroke(doors, shade(cab, -0.25), 1.5));
  let handles = "";
  for (let i = 0; i < 10; i++)
    handles += line(ax + i * doorW + doorW / 2 - 12, ay + 28, ax + i * doorW + doorW / 2 + 12, ay + 28);
  parts.push(stroke(handles, "#c9a66b", 3, { "stroke-linecap": "round" }));
  parts.push(box3(rm, rm.x0, rm.x1, y - 172, y - 160, 1, 1.13, { front: top, top: "#f6f4ef" }));
  // upper cabinets and open shelf
  parts.push(
    box3(rm, rm.x0, 500, 110, 290, 1, 1.07, { front: cab }),
    box3(rm, 780, rm.x1, 110, 290, 1, 1.07, { front: cab }),
  );
  const upper = (u0: number, u1: number): string => {
    const [p0x, p0y] = P(rm, u0, 110, 1.07);
    const [p1x, p1y] = P(rm, u1, 290, 1.07);
    let d = "";
    const n = 3;
    for (let i = 1; i < n; i++) d += line(p0x + ((p1x - p0x) * i) / n, p0y, p0x + ((p1x - p0x) * i) / n, p1y);
    return stroke(d, shade(cab, -0.25), 1.5);
  };
  parts.push(upper(rm.x0, 500), upper(780, rm.x1));
  // tap, kettle, board
  const [sx, sy] = P(rm, 640, y - 172, 1.04);
  parts.push(
    stroke(`M${sx} ${sy}L${sx} ${sy - 50}Q${sx} ${sy - 62} ${sx + 14} ${sy - 62}L${sx + 22} ${sy - 58}`, "#b89460", 5, {
      "stroke-linecap": "round",
    }),
  );
  const [kx, ky] = P(rm, 930, y - 172, 1.05);
  parts.push(
    rect(kx - 20, ky - 46, 40, 46, "#3a3f44", { rx: 8 }),
    rect(kx - 56, ky - 70, 30, 70, C.woodLight, { rx: 10 }),
  );
  parts.push(pottedPlant(s.r, ...P(rm, 300, y - 172, 1.05), 110, "#f3efe7", "#5a7d54"));
  // island
  const isl = "#e8e3da";
  parts.push(floorQuad(rm, 410, 880, 1.36, 1.72, "#000000", { opacity: 0.1 }));
  parts.push(box3(rm, 420, 860, y - 160, y - 8, 1.38, 1.64, { front: isl, side: shade(isl, -0.1) }));
  const [ix0, iy0] = P(rm, 420, y - 160, 1.64);
  const [ix1, iy1] = P(rm, 860, y - 8, 1.64);
  let islandD = "";
  for (let i = 1; i < 6; i++) islandD += line(ix0 + ((ix1 - ix0) * i) / 6, iy0 + 20, ix0 + ((ix1 - ix0) * i) / 6, iy1);
  parts.push(stroke(islandD, shade(isl, -0.15), 1.5));
  parts.push(box3(rm, 405, 875, y - 175, y - 160, 1.34, 1.68, { front: "#b98a5d", top: "#d9b386" }));
  // fruit bowl and vase on the island
  const [fx, fy] = P(rm, 560, y - 175, 1.5);
  parts.push(
    ellipse(fx, fy - 10, 46, 18, "#f5f2ec"),
    circle(fx - 16, fy - 22, 13, "#e0a53c"),
    circle(fx + 8, fy - 24, 13, "#c9553f"),
    circle(fx + 24, fy - 18, 11, "#9ab55a"),
  );
  const [vx, vy] = P(rm, 760, y - 175, 1.5);
  parts.push(rect(vx - 12, vy - 60, 24, 60, "#6e7f8d", { rx: 8 }));
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.28;
    parts.push(
      ellipse(vx + Math.cos(a) * 40, vy - 60 + Math.sin(a) * 50, 8, 22, i % 2 ? "#6f9159" : "#557a4c", {
        transform: `rotate(${num((a * 180) / Math.PI + 90)} ${num(vx + Math.cos(a) * 40)} ${num(vy - 60 + Math.sin(a) * 50)})`,
      }),
    );
  }
  // stools
  for (const u of [470, 610, 750]) {
    const [cx, cy] = P(rm, u, y - 110, 1.82);
    const [, floorY] = P(rm, u, y, 1.82);
    parts.push(ellipse(cx + 40, floorY, 60, 8, "#000000", { opacity: 0.12 }));
    parts.push(
      stroke(
        `M${cx + 6} ${cy}L${cx - 2} ${floorY}M${cx + 74} ${cy}L${cx + 82} ${floorY}M${cx + 40} ${cy}L${cx + 40} ${floorY - 4}`,
        "#2f3338",
        5,
      ),
    );
    parts.push(stroke(line(cx + 2, cy + 110, cx + 78, cy + 110), "#2f3338", 4));
    parts.push(rect(cx - 4, cy - 14, 88, 18, "#c9a06f", { rx: 8 }), rect(cx - 4, cy - 14, 88, 7, "#d9b386", { rx: 6 }));
  }
  for (const u of [520, 640, 760]) parts.push(pendantLamp(s, P(rm, u, 0, 1.5)[0], 0, 250, 64, "#2e3236"));
  return parts.join("");
}

function sceneBedroom(s: Scene): string {
  const rm: Room = { vp: [640, 300], x0: 170, x1: 1110, y0: 80, y1: 620 };
  const y = rm.y1;
  const parts: string[] = [
    roomShell(s, rm, {
      wall: "#ece4d9",
      left: "#e3dacd",
      right: "#e8e0d4",
      ceiling: "#f5f2ec",
      floor: ["#e3c9a6", "#cfa97d"],
      plank: "#a57a50",
    }),
  ];
  // accent panelling behind the bed
  parts.push(rect(400, 150, 480, y - 150, "#c9d1c4"), boards(400, 150, 480, y - 150, "#9aa795", 24, 0.6));
  // side window on the left wall with sheer curtains, and the light it throws on the floor
  const win: Pt[] = [P(rm, rm.x0, 150, 1.2), P(rm, rm.x0, 150, 1.9), P(rm, rm.x0, 520, 1.9), P(rm, rm.x0, 520, 1.2)];
  parts.push(
    poly(win, s.linear([[0, "#cfe3f0"] as Stop, [1, "#f6f1e4"] as Stop])),
    poly(win, "none", { stroke: "#f8f6f2", "stroke-width": 8 }),
  );
  parts.push(
    poly(
      [P(rm, rm.x0, 130, 1.12), P(rm, rm.x0, 130, 1.3), P(rm, rm.x0, y - 10, 1.3), P(rm, rm.x0, y - 10, 1.12)],
      "#f8f4ec",
      { opacity: 0.85 },
    ),
  );
  parts.push(
    poly(
      [P(rm, rm.x0, 130, 1.82), P(rm, rm.x0, 130, 2.05), P(rm, rm.x0, y - 10, 2.05), P(rm, rm.x0, y - 10, 1.82)],
      "#f8f4ec",
      { opacity: 0.85 },
    ),
  );
  parts.push(
    poly(
      [P(rm, rm.x0, y, 1.3), P(rm, rm.x0, y, 1.85), P(rm, rm.x0 + 330, y, 2.1), P(rm, rm.x0 + 330, y, 1.5)],
      "#fff7e6",
      { opacity: 0.28 },
    ),
  );
  // art above the bed
  parts.push(
    artwork(s, 480, 180, 140, 150, ["#d9b79a", "#b8c4b0", "#8a8f96", "#c8a47a"]),
    artwork(s, 660, 180, 140, 150, ["#e5c9a0", "#9fb0a0", "#c0ab95", "#c8a47a"]),
  );
  // rug
  parts.push(
    floorQuad(rm, 350, 930, 1.25, 2.2, "#f3eee4"),
    floorQuad(rm, 365, 915, 1.28, 2.15, "none", { stroke: "#d8cdb9", "stroke-width": 2 }),
  );
  // bed: upholstered headboard, oak frame, mattress, duvet and a throw
  parts.push(box3(rm, 430, 850, y - 250, y, 1, 1.02, { front: "#ddd6ca", top: "#e7e1d6" }));
  let channels = "";
  const [hx0, hy0] = P(rm, 430, y - 250, 1.02);
  const [hx1, hy1] = P(rm, 850, y - 60, 1.02);
  for (let i = 1; i < 10; i++)
    channels += line(hx0 + ((hx1 - hx0) * i) / 10, hy0 + 8, hx0 + ((hx1 - hx0) * i) / 10, hy1);
  parts.push(stroke(channels, "#c7bfb1", 2));
  parts.push(floorQuad(rm, 440, 840, 1.02, 1.6, "#000000", { opacity: 0.12 }));
  for (const u of [452, 812]) parts.push(box3(rm, u, u + 16, y - 20, y, 1.5, 1.54, { front: "#7d5a3a" }));
  parts.push(box3(rm, 445, 835, y - 62, y - 18, 1.02, 1.56, { front: "#b68a5e", top: "#c99c6d" }));
  parts.push(box3(rm, 450, 830, y - 104, y - 62, 1.02, 1.55, { front: "#eeebe5", top: "#f7f5f1" }));
  for (const [u, c, k, t] of [
    [462, "#fbfaf7", 1, 1.05],
    [660, "#fbfaf7", 1, 1.05],
    [500, "#c9b39a", 0.75, 1.12],
    [650, "#aab7a4", 0.75, 1.12],
  ] as const) {
    const [px, py] = P(rm, u, y - 104, t);
    const sc = t * k;
    parts.push(
      rect(px, py - 92 * sc, 160 * sc, 92 * sc, c, { rx: 22 * sc, stroke: shade(c, -0.1), "stroke-width": 1.5 }),
    );
  }
  parts.push(box3(rm, 446, 834, y - 114, y - 100, 1.14, 1.22, { front: "#f1eee8", top: "#ffffff" }));
  parts.push(box3(rm, 446, 834, y - 118, y - 64, 1.22, 1.58, { front: "#f5f3ee", top: "#fdfcf9" }));
  const [dx0, dy0] = P(rm, 446, y - 118, 1.58);
  const [dx1] = P(rm, 834, y - 52, 1.58);
  let folds = "";
  for (const k of [0.22, 0.5, 0.78]) folds += `M${num(dx0 + (dx1 - dx0) * k)} ${num(dy0 + 6)}q6 30 0 ${num(60)}`;
  parts.push(stroke(folds, "#e1ddd4", 2));
  parts.push(box3(rm, 442, 838, y - 121, y - 92, 1.46, 1.585, { front: "#b98a6a", top: "#c99b7a" }));
  parts.push(stroke(line(...P(rm, 442, y - 112, 1.585), ...P(rm, 838, y - 112, 1.585)), "#a27656", 2));
  // nightstands and lamps
  for (const [u0, u1] of [
    [300, 410],
    [870, 980],
  ] as const) {
    parts.push(box3(rm, u0, u1, y - 110, y - 24, 1.01, 1.1, { front: "#c69c6e", top: "#d8b185" }));
    parts.push(
      box3(rm, u0 + 8, u0 + 16, y - 24, y, 1.07, 1.09, { front: "#8b6442" }),
      box3(rm, u1 - 16, u1 - 8, y - 24, y, 1.07, 1.09, { front: "#8b6442" }),
    );
    parts.push(stroke(line(...P(rm, u0 + 10, y - 70, 1.1), ...P(rm, u1 - 10, y - 70, 1.1)), "#9e7750", 1.5));
    const [lx, ly] = P(rm, (u0 + u1) / 2, y - 110, 1.05);
    parts.push(glow(s, lx, ly - 70, 140, "#ffdca0", 0.5));
    parts.push(
      rect(lx - 6, ly - 50, 12, 50, "#e9e2d6"),
      path(`M${lx - 34} ${ly - 45}L${lx - 24} ${ly - 95}L${lx + 24} ${ly - 95}L${lx + 34} ${ly - 45}Z`, "#fbf3e2"),
    );
  }
  const [bkx, bky] = P(rm, 320, y - 110, 1.07);
  parts.push(rect(bkx, bky - 8, 50, 8, "#6f7f8d"), rect(bkx + 4, bky - 14, 44, 6, "#d9c3a0"));
  const [plx, ply] = P(rm, 1060, y, 1.2);
  parts.push(pottedPlant(s.r, plx, ply, 280, "#d8cfc1", "#5b7f58"));
  return parts.join("");
}

function sceneBathroom(s: Scene): string {
  const rm: Room = { vp: [660, 360], x0: 170, x1: 1110, y0: 80, y1: 610 };
  const y = rm.y1;
  const tile = "#e9ece9";
  const grout = "#c9cfcc";
  const parts: string[] = [
    roomShell(s, rm, {
      wall: tile,
      left: "#dfe3e0",
      right: "#e3e7e4",
      ceiling: "#f6f6f3",
      floor: ["#8f9592", "#6f7572"],
    }),
  ];
  // tiles on the back wall, and large floor tiles in perspective
  let wallD = "";
  for (let v = rm.y0 + 60; v < y; v += 60) wallD += line(rm.x0, v, rm.x1, v);
  for (let u = rm.x0 + 60; u < rm.x1; u += 60) wallD += line(u, rm.y0, u, y);
  parts.push(stroke(wallD, grout, 1.2, { opacity: 0.9 }));
  let floorD = "";
  for (let u = rm.x0; u <= rm.x1; u += 94) floorD += line(...P(rm, u, y, 1), ...P(rm, u, y, 4));
  for (const t of [1.25, 1.6, 2.1, 2.8, 3.7]) floorD += line(...P(rm, rm.x0, y, t), ...P(rm, rm.x1, y, t));
  parts.push(stroke(floorD, "#5f6562", 1.2, { opacity: 0.55 }));
  // a green accent wall of small tiles behind the vanity
  parts.push(rect(640, rm.y0, 470, y - rm.y0, "#a9bdb0"));
  let accentD = "";
  for (let v = rm.y0 + 24; v < y; v += 24) accentD += line(640, v, rm.x1, v);
  for (let row = 0; row * 24 < y - rm.y0; row++)
    for (let u = 640 + (row % 2 ? 24 : 0); u < rm.x1; u += 48)
      accentD += line(u, rm.y0 + row * 24, u, rm.y0 + row * 24 + 24);
  parts.push(stroke(accentD, "#8ea395", 1, { opacity: 0.8 }));
  // a high window with frosted glass
  parts.push(
    rect(300, 120, 220, 110, "#f7f5f0"),
    rect(310, 130, 200, 90, s.linear([[0, "#dfeaf1"] as Stop, [1, "#f4f1ea"] as Stop])),
    stroke(line(410, 130, 410, 220), "#f7f5f0", 6),
  );
  // walk-in shower: a glass wall, a rain shower head and a drain
  parts.push(
    poly(
      [P(rm, 520, rm.y0 + 60, 1.02), P(rm, 520, rm.y0 + 60, 1.9), P(rm, 520, y, 1.9), P(rm, 520, y, 1.02)],
      "#d6e6ee",
      {
        opacity: 0.35,
      },
    ),
    poly([P(rm, 520, rm.y0 + 60, 1.02), P(rm, 520, rm.y0 + 60, 1.9), P(rm, 520, y, 1.9), P(rm, 520, y, 1.02)], "none", {
      stroke: "#9aa6ab",
      "stroke-width": 3,
    }),
  );
  const [hx, hy] = P(rm, 330, 170, 1.2);
  parts.push(
    stroke(`M${num(hx)} ${num(hy - 60)}L${num(hx)} ${num(hy)}`, "#8b8f93", 5),
    ellipse(hx, hy + 4, 46, 9, "#9ea3a7"),
    stroke(line(...P(rm, 250, y - 340, 1.01), ...P(rm, 250, y - 120, 1.01)), "#8b8f93", 4),
    floorQuad(rm, 320, 380, 1.4, 1.46, "#4b5054"),
  );
  // floating oak vanity with a white basin, a round mirror and a light above it
  parts.push(
    circle(860, 228, 104, "#b8c6c4"),
    circle(860, 228, 96, s.linear([[0, "#eef3f4"] as Stop, [1, "#c9d6d9"] as Stop])),
    poly(
      [
        [800, 180],
        [836, 154],
        [896, 270],
        [862, 292],
      ],
      "#ffffff",
      { opacity: 0.25 },
    ),
    glow(s, 860, 110, 130, "#fff1cf", 0.35),
    rect(800, 104, 120, 10, "#e9e1d2", { rx: 5 }),
  );
  const oak = "#c39a6b";
  parts.push(floorQuad(rm, 700, 1020, 1.02, 1.3, "#000000", { opacity: 0.06 }));
  parts.push(box3(rm, 700, 1020, y - 250, y - 150, 1.01, 1.22, { front: oak, top: "#d3ad80" }));
  let vanityD = "";
  const [vx0, vy0] = P(rm, 700, y - 250, 1.22);
  const [vx1, vy1] = P(rm, 1020, y - 150, 1.22);
  vanityD += line((vx0 + vx1) / 2, vy0 + 8, (vx0 + vx1) / 2, vy1);
  parts.push(stroke(vanityD, "#9b7650", 1.5));
  parts.push(
    stroke(line(vx0 + 30, vy0 + 20, vx0 + 90, vy0 + 20), "#4a4e52", 3, { "stroke-linecap": "round" }),
    stroke(line(vx1 - 90, vy0 + 20, vx1 - 30, vy0 + 20), "#4a4e52", 3, { "stroke-linecap": "round" }),
  );
  const [bx, by] = P(rm, 860, y - 250, 1.12);
  parts.push(ellipse(bx, by - 4, 120, 22, "#fbfbf9"), ellipse(bx, by - 6, 96, 14, "#e7ebec"));
  parts.push(
    stroke(
      `M${num(bx)} ${num(by - 20)}L${num(bx)} ${num(by - 70)}Q${num(bx)} ${num(by - 84)} ${num(bx + 18)} ${num(by - 84)}`,
      "#3f4347",
      6,
      {
        "stroke-linecap": "round",
      },
    ),
  );
  // towels, a towel rail, a plant and a bath mat
  const [tx, ty] = P(rm, 1080, 330, 1.05);
  parts.push(
    stroke(line(tx - 40, ty, tx + 40, ty), "#9a9fa3", 5, { "stroke-linecap": "round" }),
    rect(tx - 34, ty, 30, 120, "#f1ece2", { rx: 4 }),
    rect(tx + 2, ty, 30, 100, "#cdb89a", { rx: 4 }),
  );
  parts.push(pottedPlant(s.r, ...P(rm, 740, y - 250, 1.15), 120, "#f3efe7", "#4f7552"));
  parts.push(
    floorQuad(rm, 720, 1000, 1.5, 1.9, "#e8e1d4"),
    floorQuad(rm, 735, 985, 1.53, 1.86, "none", { stroke: "#d1c6b2", "stroke-width": 2 }),
  );
  return parts.join("");
}

function sceneForest(s: Scene): string {
  const waterY = 520;
  const above: string[] = [
    sky(s, SKY.morning, waterY),
    sun(s, 880, 300, 24, "#fff8e6", "#fff0cf"),
    clouds(s, 3, 80, 220, "#ffffff", 0.55),
  ];
  above.push(hill(s, 390, 40, "#b7c5c9", 0.8, waterY), hill(s, 430, 30, "#9fb3b4", 1.1, waterY));
  above.push(forestBand(s, ridgeLine(s, 460, 26, 1.2), 16, 40, "#6f8b83", waterY));
  above.push(forestBand(s, ridgeLine(s, 495, 14, 1.6), 24, 56, "#4e6b5f", waterY));
  above.push(rect(0, 440, W, 80, s.linear([[0, "#ffffff", 0] as Stop, [1, "#f4f1e8", 0.5] as Stop])));
  const waterStops: Stop[] = [
    [0, "#9db8c2"],
    [1, "#4c7589"],
  ];
  const parts = [withReflection(s, above.join(""), waterY, waterStops, 0.55)];
  // near shore with rocks, birches and pines
  const shore = ridgeLine(s, 720, 30, 0.9);
  parts.push(path(smoothArea(shore, H), "#5d7a4c"), path(smoothArea(ridgeLine(s, 790, 20, 1.3), H), "#4d6a3f"));
  parts.push(rock(s.r, 520, 735, 140, 40, "#9c9a94"), rock(s.r, 610, 740, 80, 24, "#8c8a85"));
  for (const [x, h] of [
    [80, 520],
    [190, 420],
    [1080, 480],
    [1180, 560],
    [980, 380],
  ] as const)
    parts.push(spruce(x, heightAt(shore, x) + 40, h, C.pine));
  for (const [x, h] of [
    [330, 320],
    [840, 300],
    [900, 260],
  ] as const)
    parts.push(leafyTree(s.r, x, heightAt(shore, x) + 30, h, { leaf: "#a3bd6c" }, "birch"));
  // wooden jetty from the near shore into the lake
  const jetty: Pt[] = [
    [596, 780],
    [724, 780],
    [686, 590],
    [652, 590],
  ];
  parts.push(poly(jetty, "#a98257"));
  let planks = "";
  for (let y = 596; y < 780; y += 4 + ((y - 590) / 190) * 9) {
    const t = (y - 590) / 190;
    planks += line(652 - 56 * t, y, 686 + 38 * t, y);
  }
  parts.push(stroke(planks, "#6f5236", 1, { opacity: 0.6 }));
  parts.push(
    rect(648, 590, 6, 26, "#5e4630"),
    rect(684, 590, 6, 26, "#5e4630"),
    rect(600, 760, 10, 40, "#5e4630"),
    rect(712, 760, 10, 40, "#5e4630"),
  );
  parts.push(boat(730, 660, 90, C.falu));
  return parts.join("");
}

function sceneFjord(s: Scene): string {
  const waterY = 560;
  const above: string[] = [sky(s, SKY.day, waterY), sun(s, 980, 110, 24), clouds(s, 4, 60, 200, "#ffffff", 0.7)];
  // distant snowy range at the end of the fjord
  above.push(
    mountainRange(
      s,
      [
        [300, waterY],
        [420, 290],
        [520, 330],
        [620, 230],
        [720, 300],
        [820, 250],
        [960, waterY],
      ],
      "#a9b8c9",
      90,
      0.35,
    ),
  );
  // middle slopes on both sides
  above.push(
    mountainRange(
      s,
      [
        [-60, waterY],
        [60, 230],
        [200, 170],
        [330, 300],
        [560, waterY],
      ],
      "#7f98a0",
      70,
      0.2,
    ),
  );
  above.push(
    mountainRange(
      s,
      [
        [700, waterY],
        [880, 320],
        [1040, 190],
        [1180, 140],
        [1340, waterY],
      ],
      "#7b95a0",
      70,
      0.2,
    ),
  );
  // steep green walls in front
  above.push(
    mountainRange(
      s,
      [
        [-60, waterY],
        [-40, 300],
        [120, 380],
        [420, waterY],
      ],
      "#55735f",
      0,
      0,
    ),
  );
  above.push(
    mountainRange(
      s,
      [
        [880, waterY],
        [1100, 360],
        [1260, 290],
        [1340, waterY],
      ],
      "#4f6d58",
      0,
      0,
    ),
  );
  above.push(forestBand(s, ridgeLine(s, waterY - 4, 4, 2, -20, 420), 10, 26, "#3c5846", waterY + 2, -20, 420));
  above.push(forestBand(s, ridgeLine(s, waterY - 4, 4, 2, 880, W + 20), 10, 26, "#3c5846", waterY + 2, 880, W + 20));
  // a small village on the left shore
  for (let i = 0; i < 8; i++) {
    const x = 190 + i * 24 + s.r.float(-3, 3);
    const c = s.r.pick([C.falu, C.white, "#e2c27a", C.falu, "#f0ece4"]);
    const h = s.r.float(10, 14);
    above.push(
      rect(x, waterY - 4 - h, 17, h, c),
      poly(
        [
          [x - 2, waterY - 4 - h],
          [x + 8.5, waterY - 11 - h],
          [x + 19, waterY - 4 - h],
        ],
        C.slate,
      ),
    );
  }
  above.push(rect(160, waterY - 5, 240, 5, "#8b8f86"));
  const waterStops: Stop[] = [
    [0, "#86a9bb"],
    [1, "#2e566d"],
  ];
  const parts = [withReflection(s, above.join(""), waterY, waterStops, 0.4)];
  parts.push(boat(560, 640, 110, "#f4f1ea", true), boat(760, 600, 60, "#f4f1ea"));
  // foreground shore
  const shore = ridgeLine(s, 805, 22, 1.1);
  parts.push(path(smoothArea(shore, H), "#5b7448"), path(smoothArea(ridgeLine(s, 835, 10, 1.7), H), "#4b623d"));
  parts.push(rock(s.r, 420, 812, 120, 34, "#8f8d88"), rock(s.r, 500, 816, 70, 20, "#7f7d78"));
  for (const [x, h] of [
    [60, 320],
    [150, 230],
    [1190, 340],
    [1110, 250],
  ] as const)
    parts.push(spruce(x, heightAt(shore, x) + 30, h, C.pineDark));
  return parts.join("");
}

/** Mountains through the given peaks with a shaded right face, snow caps and haze. */
function mountainRange(s: Scene, peaks: readonly Pt[], color: string, snowDepth: number, haze: number): string {
  const first = peaks[0] as Pt;
  const last = peaks[peaks.length - 1] as Pt;
  const outline: Pt[] = [];
  for (let i = 0; i + 1 < peaks.length; i++) {
    const a = peaks[i] as Pt;
    const b = peaks[i + 1] as Pt;
    outline.push(a);
    const steps = 5;
    for (let k = 1; k < steps; k++) {
      const t = k / steps;
      outline.push([a[0] + (b[0] - a[0]) * t + s.r.float(-5, 5), a[1] + (b[1] - a[1]) * t + s.r.float(-6, 6)]);
    }
  }
  outline.push(last);
  const clip = s.clip(poly(outline, "#000"));
  const bottom = Math.max(first[1], last[1]);
  const topY = Math.min(...peaks.map(([, py]) => py));
  const snow: string[] = [];
  const shadows: string[] = [];
  for (let i = 1; i + 1 < peaks.length; i++) {
    const [px, py] = peaks[i] as Pt;
    const prev = peaks[i - 1] as Pt;
    const next = peaks[i + 1] as Pt;
    // only real peaks (higher than both neighbours) get snow
    if (snowDepth > 0 && py < prev[1] && py < next[1]) {
      const depth = snowDepth * s.r.float(0.8, 1.2);
      let d = `M${num(px - depth * 3)} ${num(py - 10)}L${num(px + depth * 3)} ${num(py - 10)}`;
      for (let x = px + depth * 3; x >= px - depth * 3; x -= 9) {
        const drip = s.r.chance(0.3) ? s.r.float(8, 22) : 0;
        d += `L${num(x)} ${num(py + depth * (1 - Math.abs(x - px) / (depth * 6)) + s.r.float(-6, 4) + drip)}`;
      }
      snow.push(path(`${d}Z`, "#f4f7fa"));
    }
    if (py < prev[1] && py < next[1]) {
      shadows.push(
        poly(
          [
            [px, py],
            [next[0] + (next[1] < bottom ? 0 : 0), next[1]],
            [px + (bottom - py) * 0.55, bottom + 10],
            [px + (bottom - py) * 0.12, bottom + 10],
          ],
          "#1f2d3a",
          { opacity: 0.2 },
        ),
      );
    }
  }
  return g([
    poly(outline, color),
    g(
      [
        ...snow,
        ...shadows,
        rect(
          -60,
          topY - 20,
          W + 120,
          bottom - topY + 20,
          s.linear([[0, "#ffffff", haze * 0.3] as Stop, [1, "#ffffff", haze] as Stop]),
        ),
      ],
      {
        "clip-path": clip,
      },
    ),
  ]);
}

function sceneArchipelago(s: Scene): string {
  const horizon = 470;
  const parts: string[] = [sky(s, SKY.summer, horizon), sun(s, 300, 140, 30), clouds(s, 4, 70, 240)];
  parts.push(
    waterSurface(
      s,
      horizon,
      [
        [0, "#8fb4c9"],
        [0.4, "#4f86a6"],
        [1, "#2b5d7e"],
      ],
      "#ffffff",
      160,
    ),
  );
  // glitter under the sun
  let glitter = "";
  for (let i = 0; i < 90; i++) {
    const yy = horizon + 4 + s.r.float(0, 1) ** 2 * 280;
    const xx = 300 + s.r.float(-1, 1) * (20 + (yy - horizon) * 0.6);
    glitter += line(xx, yy, xx + s.r.float(6, 18), yy);
  }
  parts.push(stroke(glitter, "#fff8e0", 2, { opacity: 0.6, "stroke-linecap": "round" }));
  // distant islands with pines
  for (const [x, w, hgt] of [
    [60, 300, 30],
    [470, 160, 18],
    [820, 380, 26],
    [1150, 160, 16],
  ] as const) {
    const top = ridgeLine(s, horizon - 4, 3, 3, x, x + w, 10);
    parts.push(path(smoothArea(top, horizon + 2), "#9b948f"));
    parts.push(forestBand(s, top, hgt * 0.4, hgt, "#4d6756", horizon, x + 14, x + w - 14));
  }
  // mid island with a red boathouse and a jetty
  parts.push(
    path("M660 566Q740 500 880 503Q1000 508 1060 566Z", "#b7a198"),
    path("M730 530Q830 498 950 512L990 540L730 540Z", "#7d9a63"),
  );
  parts.push(
    rect(790, 498, 70, 44, C.falu),
    poly(
      [
        [782, 500],
        [825, 468],
        [868, 500],
      ],
      "#2f3136",
    ),
    rect(814, 514, 22, 28, "#f3efe6"),
  );
  parts.push(
    rect(860, 536, 90, 6, "#a07a52"),
    spruce(930, 530, 100, C.pine),
    spruce(962, 534, 76, C.pine),
    spruce(742, 534, 60, C.pine),
  );
  parts.push(ellipse(860, 568, 210, 5, "#ffffff", { opacity: 0.35 }));
  parts.push(boat(380, 610, 130, "#fbfaf6", true), boat(1080, 560, 70, "#fbfaf6", true), boat(620, 660, 90, "#f0ede6"));
  // foreground granite rocks, smoothed by ice
  parts.push(
    graniteRock(s, 150, 900, 760, 330),
    graniteRock(s, 1140, 880, 520, 220),
    graniteRock(s, 700, 900, 420, 120),
  );
  parts.push(spruce(120, 642, 220, C.pineDark), spruce(215, 652, 150, C.pine));
  parts.push(
    bush(330, 700, 60, "#7f9c5a", "#f0d35a", s.r),
    bush(1020, 716, 50, "#7f9c5a", "#e7a3b3", s.r),
    bush(1220, 684, 40, "#7f9c5a"),
  );
  return parts.join("");
}

function graniteRock(s: Scene, cx: number, base: number, w: number, h: number): string {
  const outline: Pt[] = [];
  const n = 12;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = cx - w / 2 + t * w;
    const bump = Math.sin(t * Math.PI) ** 0.6;
    outline.push([x, base - h * bump * s.r.float(0.88, 1.04)]);
  }
  const d = smoothArea(outline, base);
  const top = (x: number): number => heightAt(outline, x);
  const clip = s.clip(path(d, "#000"));
  let cracks = "";
  for (let i = 0; i < 6; i++) {
    const x = cx + s.r.float(-0.4, 0.4) * w;
    const y = top(x) + s.r.float(10, 40);
    cracks += `M${num(x)} ${num(y)}q${num(s.r.float(-20, 20))} ${num(s.r.float(20, 40))} ${num(s.r.float(-30, 30))} ${num(s.r.float(50, 90))}`;
  }
  let lichen = "";
  for (let i = 0; i < 10; i++) {
    const x = cx + s.r.float(-0.4, 0.4) * w;
    lichen += ellipseD(x, top(x) + s.r.float(6, 40), s.r.float(4, 12), s.r.float(2, 5));
  }
  // light comes from the upper left: a lit upper band, a shaded right flank
  const lit: Pt[] = outline.map(([x, y]) => [x - w * 0.03, y + h * 0.02] as Pt);
  return g([
    path(d, "#a8918a"),
    g(
      [
        path(smoothArea(lit, base), "#c4ada2"),
        path(
          smoothArea(
            outline.map(([x, y]) => [x + w * 0.06, y + h * 0.28] as Pt),
            base,
          ),
          "#a08a83",
        ),
        path(
          smoothArea(
            outline.map(([x, y]) => [x + w * 0.1, y + h * 0.55] as Pt),
            base,
          ),
          "#8b7770",
        ),
        stroke(cracks, "#6f5f59", 1.6, { opacity: 0.45, "stroke-linecap": "round" }),
        path(lichen, "#d9c98a", { opacity: 0.5 }),
      ],
      { "clip-path": clip },
    ),
  ]);
}

/** Tower crane drawn at the origin (mast foot), facing right; place it with a transform. */
function crane(
  h: number,
  jib: number,
  counter: number,
  color: string,
  trolley: number,
  hookLen: number,
  load: string,
): string {
  const mastW = 20;
  const top = -h;
  const dark = shade(color, -0.28);
  const jibY = top - 14;
  const parts: string[] = [rect(-14, -10, mastW + 28, 12, "#9d9a94")];
  parts.push(stroke(lattice([0, 0], [0, top], [mastW, 0], [mastW, top], Math.round(h / 22)), color, 2.6));
  parts.push(stroke(line(0, 0, 0, top) + line(mastW, 0, mastW, top), dark, 3.2));
  // slewing unit, cab and cat head
  parts.push(
    rect(-6, top - 6, mastW + 12, 22, dark),
    rect(mastW + 4, top + 2, 22, 18, "#d5e3ea", { stroke: dark, "stroke-width": 2.5 }),
  );
  parts.push(stroke(line(0, jibY, mastW / 2, jibY - 62) + line(mastW, jibY, mastW / 2, jibY - 62), color, 3.5));
  // jib and counter-jib
  parts.push(
    stroke(
      lattice(
        [-counter, jibY],
        [mastW + jib, jibY + 3],
        [-counter, jibY + 16],
        [mastW + jib, jibY + 12],
        Math.round((jib + counter) / 20),
      ),
      color,
      2.2,
    ),
  );
  parts.push(stroke(line(-counter, jibY + 16, mastW + jib, jibY + 12), dark, 2.6));
  parts.push(
    stroke(
      line(mastW / 2, jibY - 62, mastW + jib * 0.7, jibY) + line(mastW / 2, jibY - 62, -counter * 0.85, jibY),
      "#4a4e55",
      1.3,
    ),
  );
  parts.push(
    rect(-counter + 4, jibY + 16, 34, 30, "#a6aaae"),
    rect(-counter + 40, jibY + 16, 34, 30, "#969a9f"),
    rect(-counter + 76, jibY + 16, 20, 18, dark),
  );
  // trolley, ropes, hook and load
  const tx = mastW + jib * trolley;
  parts.push(
    rect(tx - 8, jibY + 12, 16, 7, dark),
    stroke(
      line(tx - 2, jibY + 19, tx - 2, jibY + hookLen) + line(tx + 2, jibY + 19, tx + 2, jibY + hookLen),
      "#3a3d42",
      1,
    ),
  );
  parts.push(
    rect(tx - 7, jibY + hookLen, 14, 12, "#e0a22c"),
    g(load, { transform: `translate(${num(tx)} ${num(jibY + hookLen + 12)})` }),
  );
  return g(parts);
}

function sceneCranes(s: Scene): string {
  const base = 640;
  const parts: string[] = [sky(s, SKY.day, 700), sun(s, 1180, 90, 24), clouds(s, 5, 60, 260)];
  parts.push(forestBand(s, ridgeLine(s, 600, 8, 1.4), 20, 50, "#7d9686", 700));
  parts.push(
    block(s, {
      x: 980,
      base: base - 4,
      w: 260,
      floors: 6,
      floorH: 46,
      color: "#e6e1d6",
      cols: 5,
      winW: 26,
      light: "day",
      balconies: { cols: [1, 3] },
      tone: 0.18,
    }),
    block(s, {
      x: 40,
      base: base - 4,
      w: 200,
      floors: 5,
      floorH: 46,
      color: "#c9a07a",
      cladding: "boards",
      cols: 4,
      winW: 26,
      light: "day",
      tone: 0.2,
    }),
  );
  // building under construction: finished lower floors, then an open concrete frame
  const bx = 300;
  const bw = 600;
  const fh = 52;
  parts.push(
    block(s, {
      x: bx,
      base,
      w: bw,
      floors: 3,
      floorH: fh,
      color: "#ddd6c9",
      cols: 10,
      winW: 30,
      light: "day",
      ground: "plain",
      roof: { type: "flat", color: "#b9b6b0" },
    }),
  );
  for (let f = 3; f < 7; f++) {
    const y = base - (f + 1) * fh;
    const bare = f >= 5;
    parts.push(rect(bx, y, bw, fh, bare ? "#565b63" : "#676c73"));
    // props and formwork inside the open floors
    let props = "";
    for (let px = bx + 18; px < bx + bw; px += 22) props += line(px, y + 6, px, y + fh - 8);
    parts.push(stroke(props, "#8a8f95", 1.2, { opacity: 0.6 }));
    for (let c = 0; c <= 8; c++) parts.push(rect(bx + c * (bw / 8) - 6, y, 12, fh - 8, "#b4b0a8"));
    parts.push(
      rect(bx - 8, y + fh - 9, bw + 16, 10, "#cfcac1"),
      rect(bx - 8, y + fh + 1, bw + 16, 2, "#000000", { opacity: 0.15 }),
    );
    if (!bare) {
      // facade elements being installed on the lower open floors
      const installed = f === 3 ? 6 : 2;
      for (let c = 0; c < installed; c++) {
        const ex = bx + c * (bw / 8) + 6;
        parts.push(
          rect(ex, y, bw / 8 - 12, fh - 9, "#ddd6c9"),
          windowEl(s, ex + 20, y + 12, 30, 26, { frame: C.charcoal, light: "day" }),
        );
      }
    }
    parts.push(
      stroke(line(bx - 8, y + 16, bx + bw + 8, y + 16) + line(bx - 8, y + 30, bx + bw + 8, y + 30), "#e3b63a", 2.2),
    );
  }
  // rebar sticking up from the top slab
  let rebar = "";
  for (let c = 0; c <= 8; c++)
    rebar +=
      line(bx + c * (bw / 8) - 3, base - 7 * fh, bx + c * (bw / 8) - 3, base - 7 * fh - 22) +
      line(bx + c * (bw / 8) + 3, base - 7 * fh, bx + c * (bw / 8) + 3, base - 7 * fh - 22);
  parts.push(rect(bx - 8, base - 7 * fh - 9, bw + 16, 10, "#cfcac1"), stroke(rebar, "#8b5e3c", 1.5));
  // scaffolding with netting on the right and a hoist on the left
  const scx = bx + bw + 8;
  let scaff = "";
  for (let y = base; y >= base - 6 * fh; y -= fh / 2) scaff += line(scx, y, scx + 64, y);
  for (const xx of [scx, scx + 32, scx + 64]) scaff += line(xx, base, xx, base - 6 * fh - 14);
  parts.push(rect(scx, base - 4.5 * fh, 64, 4.5 * fh, "#5f8c6a", { opacity: 0.6 }), stroke(scaff, "#8a8f95", 2));
  parts.push(
    stroke(
      lattice([bx - 40, base], [bx - 40, base - 7 * fh - 30], [bx - 16, base], [bx - 16, base - 7 * fh - 30], 18),
      "#9aa0a6",
      1.6,
    ),
  );
  parts.push(
    rect(bx - 46, base - 3 * fh - 40, 36, 40, "#e3b63a"),
    rect(bx - 40, base - 3 * fh - 34, 24, 14, "#cfe0ea"),
  );
  // cranes: a yellow one lifting a wall element, a white one with a bundle of rebar
  const element =
    rect(-55, 26, 110, 40, "#d9d4ca") +
    stroke("M-7 0L-50 26M7 0L50 26", "#3a3d42", 1) +
    rect(-20, 36, 30, 22, "#9fb6c6");
  parts.push(g(crane(530, 760, 150, "#e8b630", 0.62, 170, element), { transform: `translate(170 ${base})` }));
  const bundle =
    stroke("M0 0L-40 20M0 0L40 20", "#3a3d42", 1) +
    rect(-60, 20, 120, 10, "#8b5e3c") +
    rect(-60, 30, 120, 4, "#6f4a30");
  parts.push(
    g(crane(470, 260, 230, "#f0efe9", 0.7, 140, bundle), { transform: `translate(1080 ${base}) scale(-1 1)` }),
  );
  // site ground, huts, machines, material and people
  parts.push(rect(0, base, W, H, s.linear([[0, "#bcae98"] as Stop, [1, "#9f917b"] as Stop])));
  parts.push(
    path(
      `M0 ${base + 60}Q400 ${base + 40} 800 ${base + 70}T${W} ${base + 60}L${W} ${base + 100}L0 ${base + 100}Z`,
      "#a99b84",
    ),
  );
  for (const [x, y, c] of [
    [40, base + 6, "#3d6d8f"],
    [40, base - 40, "#3d6d8f"],
    [148, base + 6, "#f3f1ea"],
  ] as const) {
    parts.push(
      rect(x, y, 104, 46, c),
      rect(x + 10, y + 12, 24, 16, "#cfe0ea"),
      rect(x + 60, y + 12, 24, 16, "#cfe0ea"),
      rect(x, y + 44, 104, 2, "#000000", { opacity: 0.2 }),
    );
  }
  parts.push(stroke(line(40, base - 40, 144, base - 40), "#e8b630", 2), excavator(1020, base + 96, 0.9, "#e8b630"));
  parts.push(
    rect(640, base + 60, 150, 12, C.woodLight),
    rect(640, base + 48, 150, 12, C.wood),
    rect(646, base + 36, 140, 12, C.woodLight),
  );
  parts.push(rect(460, base + 54, 120, 18, "#9d9a94"), rect(470, base + 40, 100, 14, "#b1aea8"));
  parts.push(
    person(600, base + 110, 44, "#f08a2a", "#3a4050"),
    person(632, base + 108, 44, "#f2d23a", "#3a4050"),
    person(860, base + 90, 40, "#f08a2a", "#3a4050"),
  );
  parts.push(
    circle(600, base + 69, 5, "#f4f2ea"),
    circle(632, base + 67, 5, "#f2d23a"),
    circle(860, base + 53.5, 4.5, "#f4f2ea"),
  );
  // hoarding along the street with the developer's stripe
  const fy = base + 140;
  parts.push(rect(0, fy, W, 76, "#eeebe4"), rect(0, fy, W, 10, C.sageDark), rect(0, fy + 66, W, 10, "#d9d4ca"));
  let posts = "";
  for (let x = 0; x < W; x += 128) posts += line(x, fy + 10, x, fy + 76);
  parts.push(stroke(posts, "#c9c4ba", 1.5));
  parts.push(
    poly(
      [
        [560, fy + 56],
        [560, fy + 34],
        [584, fy + 20],
        [608, fy + 34],
        [608, fy + 56],
      ],
      C.sageDark,
    ),
    rect(620, fy + 30, 120, 8, C.sageDark),
    rect(620, fy + 44, 80, 6, "#9aa59a"),
  );
  parts.push(
    leafyTree(s.r, 1210, fy + 120, 250, { leaf: "#7ea35e" }),
    leafyTree(s.r, 70, fy + 130, 230, { leaf: "#6f9459" }),
  );
  parts.push(rect(0, fy + 76, W, H, "#cfc8bb"));
  return parts.join("");
}

function sceneTimber(s: Scene): string {
  const ground = 680;
  const parts: string[] = [sky(s, SKY.summer, 720), sun(s, 1120, 110, 26), clouds(s, 4, 60, 220)];
  parts.push(hill(s, 560, 20, "#a9bfb0"), forestBand(s, ridgeLine(s, 600, 14, 1.3), 40, 110, "#587a62", 720));
  parts.push(rect(0, ground - 40, W, H, s.linear([[0, "#c3b49a"] as Stop, [1, "#a8977b"] as Stop])));
  const ob = oblique([0.55, 0.32]);
  const x0 = 300;
  const x1 = 860;
  const D = 300;
  const wallH = 190;
  const roofH = 170;
  const front = "#e0b37c";
  const side = "#c8965e";
  const back = "#b3875a";
  const studs = (
    xa: number,
    xb: number,
    d0: number,
    d1: number,
    yb: number,
    yt: number,
    spacing: number,
    color: string,
    w: number,
  ): string => {
    let d = "";
    const len = Math.hypot(xb - xa, d1 - d0);
    const n = Math.max(1, Math.round(len / spacing));
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const px = xa + (xb - xa) * t;
      const pd = d0 + (d1 - d0) * t;
      d += line(...ob(px, yb, pd), ...ob(px, yt, pd));
    }
    d += line(...ob(xa, yb, d0), ...ob(xb, yb, d1)) + line(...ob(xa, yt, d0), ...ob(xb, yt, d1));
    return stroke(d, color, w, { "stroke-linecap": "square" });
  };
  // foundation slab and floor deck
  parts.push(
    poly(
      [
        ob(x0 - 10, ground + 14, -10),
        ob(x1 + 10, ground + 14, -10),
        ob(x1 + 10, ground + 14, D + 10),
        ob(x0 - 10, ground + 14, D + 10),
      ],
      "#b9b6b0",
    ),
  );
  parts.push(
    poly(
      [
        ob(x0 - 10, ground + 14, -10),
        ob(x1 + 10, ground + 14, -10),
        ob(x1 + 10, ground + 30, -10),
        ob(x0 - 10, ground + 30, -10),
      ],
      "#9c9992",
    ),
  );
  parts.push(poly([ob(x0, ground, 0), ob(x1, ground, 0), ob(x1, ground, D), ob(x0, ground, D)], "#d6b98f"));
  // back and left walls (behind)
  parts.push(studs(x0, x1, D, D, ground, ground - wallH, 34, back, 5));
  parts.push(studs(x0, x0, 0, D, ground, ground - wallH, 30, side, 5));
  // sheathing panels on part of the back wall
  parts.push(
    poly(
      [ob(x0, ground, D), ob(x0 + 260, ground, D), ob(x0 + 260, ground - wallH, D), ob(x0, ground - wallH, D)],
      "#cfa86f",
      { opacity: 0.85 },
    ),
  );
  // right wall, sheathed lower part
  parts.push(studs(x1, x1, 0, D, ground, ground - wallH, 30, side, 5.5));
  parts.push(
    poly(
      [ob(x1, ground, 0), ob(x1, ground, D * 0.55), ob(x1, ground - wallH, D * 0.55), ob(x1, ground - wallH, 0)],
      "#d4ad75",
    ),
  );
  parts.push(stroke(line(...ob(x1, ground, D * 0.27), ...ob(x1, ground - wallH, D * 0.27)), "#b48b58", 1.2));
  // ceiling joists across the depth
  let joists = "";
  for (let x = x0; x <= x1; x += 40) joists += line(...ob(x, ground - wallH, 0), ...ob(x, ground - wallH, D));
  parts.push(stroke(joists, "#c9965c", 4));
  // roof trusses from back to front
  for (let d = D; d >= 0; d -= 30) {
    const a = ob(x0 - 14, ground - wallH + 6, d);
    const b = ob(x1 + 14, ground - wallH + 6, d);
    const c = ob((x0 + x1) / 2, ground - wallH - roofH, d);
    const m1 = ob(x0 + (x1 - x0) * 0.25, ground - wallH, d);
    const m2 = ob(x0 + (x1 - x0) * 0.75, ground - wallH, d);
    const mid = ob((x0 + x1) / 2, ground - wallH, d);
    const col = d === 0 ? front : mix(back, front, 1 - d / D);
    parts.push(
      stroke(line(...a, ...c) + line(...c, ...b) + line(...a, ...b), col, d === 0 ? 7 : 6, {
        "stroke-linejoin": "round",
      }),
    );
    parts.push(
      stroke(
        line(...m1, ...c) +
          line(...m2, ...c) +
          line(...mid, ...c) +
          line(...m1, ...ob(x0 + (x1 - x0) * 0.38, ground - wallH - roofH * 0.75, d)),
        col,
        3.5,
      ),
    );
  }
  parts.push(
    stroke(
      line(...ob((x0 + x1) / 2, ground - wallH - roofH, 0), ...ob((x0 + x1) / 2, ground - wallH - roofH, D)),
      "#b98750",
      6,
    ),
  );
  // front wall with window and door openings
  let fd = "";
  for (let x = x0; x <= x1; x += 34) {
    const inWindow = (x > x0 + 80 && x < x0 + 200) || (x > x0 + 360 && x < x0 + 480);
    const inDoor = x > x0 + 250 && x < x0 + 320;
    if (inDoor) continue;
    if (inWindow) {
      fd += line(x, ground, x, ground - 60) + line(x, ground - 150, x, ground - wallH);
    } else fd += line(x, ground, x, ground - wallH);
  }
  for (const [wa, wb] of [
    [x0 + 80, x0 + 200],
    [x0 + 360, x0 + 480],
  ] as const)
    fd +=
      line(wa, ground - 60, wb, ground - 60) +
      line(wa, ground - 150, wb, ground - 150) +
      line(wa, ground - 156, wb, ground - 156);
  fd +=
    line(x0 + 244, ground - 150, x0 + 326, ground - 150) +
    line(x0 + 244, ground, x0 + 244, ground - wallH) +
    line(x0 + 326, ground, x0 + 326, ground - wallH);
  fd +=
    line(x0, ground, x1, ground) +
    line(x0, ground - wallH, x1, ground - wallH) +
    line(x0, ground - wallH + 6, x1, ground - wallH + 6);
  parts.push(stroke(fd, front, 6.5, { "stroke-linecap": "square" }));
  parts.push(stroke(fd, "#f0cf9f", 1.5, { opacity: 0.7 }));
  // scaffold and ladder at the right
  parts.push(
    stroke(
      line(x1 + 60, ground + 10, x1 + 60, ground - 230) + line(x1 + 90, ground + 10, x1 + 90, ground - 230),
      "#7d858c",
      3,
    ),
  );
  let rungs = "";
  for (let y = ground; y > ground - 230; y -= 20) rungs += line(x1 + 60, y, x1 + 90, y);
  parts.push(stroke(rungs, "#7d858c", 2));
  // lumber stacks
  for (const [lx, ly] of [
    [90, ground + 70],
    [960, ground + 90],
  ] as const) {
    for (let i = 0; i < 4; i++)
      parts.push(
        rect(lx, ly - i * 12, 200, 11, i % 2 ? C.woodLight : "#e3be8c"),
        rect(lx + 200, ly - i * 12, 8, 11, "#b08653"),
      );
    parts.push(rect(lx + 20, ly + 11, 10, 8, "#6f6a62"), rect(lx + 170, ly + 11, 10, 8, "#6f6a62"));
  }
  // workers
  parts.push(
    person(x0 + 420, ground - wallH, 44, "#f08a2a", "#3a4050"),
    person(x0 + 140, ground, 46, "#f2d23a", "#3a4050"),
    person(1020, ground + 50, 46, "#f08a2a", "#3a4050"),
  );
  parts.push(
    circle(x0 + 420, ground - wallH - 41, 4.5, "#f4f2ea"),
    circle(x0 + 140, ground - 43, 4.6, "#f4f2ea"),
    circle(1020, ground + 50 - 43, 4.6, "#f4f2ea"),
  );
  // crane hook lowering a truss
  parts.push(
    stroke(line(1000, 0, 1000, 120), "#3a3d42", 1.5),
    rect(994, 120, 12, 12, "#e8b630"),
    stroke(line(1000, 132, 925, 205) + line(1000, 132, 1075, 205), "#3a3d42", 1),
  );
  parts.push(
    stroke(line(920, 205, 1080, 205) + line(920, 205, 1000, 160) + line(1000, 160, 1080, 205), "#e0b37c", 5, {
      "stroke-linejoin": "round",
    }),
    stroke(line(1000, 160, 1000, 205) + line(960, 205, 1000, 160) + line(1040, 205, 1000, 160), "#e0b37c", 3),
  );
  for (const [x, h] of [
    [40, 280],
    [1230, 320],
    [1150, 240],
  ] as const)
    parts.push(spruce(x, ground + 30, h, C.pine));
  return parts.join("");
}

function sceneSkyline(s: Scene): string {
  const waterY = 600;
  const above: string[] = [
    sky(s, SKY.dusk, waterY),
    glow(s, 640, 600, 560, "#ffc487", 0.6),
    circle(640, 590, 34, "#ffe0a8", { opacity: 0.9 }),
    streakClouds(s, 7, 250, 470, "#f4b8a2", 0.4),
  ];
  const layer = (baseY: number, minH: number, maxH: number, color: string, lit: number, spires: boolean): string => {
    const out: string[] = [];
    let x = -20;
    while (x < W + 20) {
      const w = s.r.float(36, 90);
      const h = s.r.float(minH, maxH);
      out.push(rect(x, baseY - h, w, h + 40, color));
      if (spires && s.r.chance(0.12))
        out.push(
          poly(
            [
              [x + w / 2 - 8, baseY - h],
              [x + w / 2, baseY - h - s.r.float(60, 120)],
              [x + w / 2 + 8, baseY - h],
            ],
            color,
          ),
        );
      else if (s.r.chance(0.25))
        out.push(
          poly(
            [
              [x, baseY - h],
              [x + w / 2, baseY - h - w * 0.4],
              [x + w, baseY - h],
            ],
            color,
          ),
        );
      if (lit > 0) {
        let d = "";
        for (let wy = baseY - h + 10; wy < baseY - 6; wy += 11) {
          for (let wx = x + 6; wx < x + w - 8; wx += 10) if (s.r.chance(lit)) d += `M${num(wx)} ${num(wy)}h4v5h-4z`;
        }
        out.push(path(d, "#ffd48a", { opacity: 0.85 }));
      }
      x += w + s.r.float(-6, 4);
    }
    return out.join("");
  };
  above.push(layer(waterY - 10, 90, 200, "#7a6f96", 0, true));
  above.push(layer(waterY - 6, 60, 160, "#4f4f78", 0.18, true));
  // landmarks: a city hall tower with a lantern, a copper church spire and two new residential towers
  const dark = "#363a5c";
  above.push(
    rect(860, waterY - 300, 64, 300, dark),
    rect(868, waterY - 340, 48, 40, dark),
    path(`M864 ${waterY - 340}Q892 ${waterY - 372} 920 ${waterY - 340}Z`, "#3f5d68"),
    rect(889, waterY - 392, 6, 40, "#3f5d68"),
    circle(892, waterY - 396, 5, "#e0b860"),
    rect(872, waterY - 330, 40, 10, "#ffcf86", { opacity: 0.7 }),
  );
  above.push(
    rect(300, waterY - 250, 40, 250, dark),
    poly(
      [
        [294, waterY - 250],
        [320, waterY - 390],
        [346, waterY - 250],
      ],
      "#3f5d68",
    ),
  );
  for (const [tx, tw, th] of [
    [1010, 70, 330],
    [1090, 56, 270],
  ] as const) {
    above.push(rect(tx, waterY - th, tw, th, "#3a3e63"));
    let d = "";
    for (let wy = waterY - th + 12; wy < waterY - 10; wy += 14) {
      for (let wx = tx + 8; wx < tx + tw - 8; wx += 12) if (s.r.chance(0.5)) d += `M${num(wx)} ${num(wy)}h6v7h-6z`;
    }
    above.push(path(d, "#ffd48a", { opacity: 0.9 }), rect(tx, waterY - th, 4, th, "#ffffff", { opacity: 0.06 }));
  }
  above.push(layer(waterY, 40, 120, "#2d3150", 0.35, false));
  above.push(rect(0, waterY - 8, W, 8, "#23263d"));
  // bridge
  above.push(rect(0, waterY - 60, 420, 8, "#2a2d46"));
  let arch = "";
  for (let i = 0; i < 4; i++)
    arch += `M${i * 105} ${waterY - 52}Q${i * 105 + 52} ${waterY - 10} ${i * 105 + 105} ${waterY - 52}`;
  above.push(stroke(arch, "#2a2d46", 6));
  let lamps = "";
  for (let x = 10; x < 420; x += 26) lamps += `M${x} ${waterY - 63}h3v3h-3z`;
  above.push(path(lamps, "#ffd48a"));
  const parts = [
    withReflection(
      s,
      above.join(""),
      waterY,
      [
        [0, "#6b5a7e"],
        [1, "#1f2440"],
      ],
      0.55,
    ),
  ];
  let glitter = "";
  for (let i = 0; i < 60; i++) {
    const yy = waterY + 4 + s.r.float(0, 1) ** 2 * 250;
    const xx = 640 + s.r.float(-1, 1) * (30 + (yy - waterY) * 0.5);
    glitter += line(xx, yy, xx + s.r.float(8, 26), yy);
  }
  parts.push(stroke(glitter, "#ffd9a0", 2, { opacity: 0.55, "stroke-linecap": "round" }));
  return parts.join("");
}

function sceneStreet(s: Scene): string {
  const base = 620;
  const parts: string[] = [sky(s, SKY.day, 660), sun(s, 1150, 90, 24), clouds(s, 5, 60, 200)];
  const specs = [
    { w: 200, floors: 5, color: "#e9e3d8", cladding: "render", roof: "flat" },
    { w: 180, floors: 6, color: "#a86a52", cladding: "brick", roof: "flat" },
    { w: 210, floors: 5, color: "#c19062", cladding: "boards", roof: "shed" },
    { w: 190, floors: 6, color: "#8d9f8c", cladding: "render", roof: "flat" },
    { w: 220, floors: 5, color: C.white, cladding: "render", roof: "hip" },
    { w: 170, floors: 6, color: "#5d6672", cladding: "panels", roof: "flat" },
  ] as const;
  let x = 10;
  for (const [i, b] of specs.entries()) {
    parts.push(
      block(s, {
        x,
        base,
        w: b.w,
        floors: b.floors,
        floorH: 56,
        color: b.color,
        cladding: b.cladding,
        cols: Math.round(b.w / 48),
        winW: 28,
        light: "day",
        ground: i % 3 === 1 ? "entrance" : "shop",
        balconies:
          i % 2
            ? { cols: [0, 2], glass: i !== 3, color: i === 5 ? "#e9e5dc" : C.white }
            : { cols: [1], color: "#e9e5dc" },
        roof:
          b.roof === "flat" ? { type: "flat", color: shade(b.color, -0.3) } : { type: b.roof, color: C.slate, h: 46 },
      }),
    );
    x += b.w + 4;
  }
  // awnings over shops
  parts.push(rect(30, base - 58, 150, 10, "#5f7a62"), rect(650, base - 58, 140, 10, "#c9a45e"));
  // sidewalk, curb, street
  parts.push(
    rect(0, base, W, 70, "#d7d1c6"),
    hLines(0, base, W, 70, "#b9b2a6", 14, 0.6),
    rect(0, base + 70, W, 8, "#a9a39a"),
    rect(0, base + 78, W, H, "#5d6168"),
  );
  parts.push(stroke(`M0 ${base + 160}L${W} ${base + 160}`, "#f1eee6", 4, { "stroke-dasharray": "40 30" }));
  // cycle lane
  parts.push(
    rect(0, base + 84, W, 30, "#b35d4a"),
    stroke(`M0 ${base + 99}L${W} ${base + 99}`, "#f4efe6", 2, { "stroke-dasharray": "18 14" }),
  );
  for (let tx = 70; tx < W; tx += 210) {
    parts.push(
      leafyTree(s.r, tx, base + 66, s.r.float(250, 290), { leaf: s.r.pick(["#7e9f5a", "#6f9459", "#89a864"]) }),
    );
    parts.push(rect(tx - 22, base + 56, 44, 10, "#8c7a64"));
  }
  for (const lx of [170, 590, 1010]) parts.push(streetLamp(s, lx, base + 66, 140, false));
  parts.push(
    car(240, base + 210, 180, "#9aa9b8"),
    car(820, base + 250, 200, "#e9e6df"),
    car(1150, base + 200, 170, "#5f6f5c"),
  );
  parts.push(
    person(420, base + 50, 50, "#d79a58"),
    person(460, base + 54, 48, "#3f5a6e"),
    person(960, base + 46, 52, "#a3585a"),
    person(1180, base + 50, 48, "#e8e2d6"),
  );
  parts.push(bench(520, base + 36, 70), bush(300, base + 40, 50, "#6f8f5b", "#f0e9dc", s.r));
  return parts.join("");
}

function sceneOffice(s: Scene): string {
  const rm: Room = { vp: [640, 360], x0: 110, x1: 1170, y0: 100, y1: 590 };
  const y = rm.y1;
  const parts: string[] = [
    roomShell(s, rm, {
      wall: "#ece8e1",
      left: "#e3ded6",
      right: "#e6e1d9",
      ceiling: "#f3f1ed",
      floor: ["#cfcac1", "#b3ada3"],
      plank: "#8a857c",
    }),
  ];
  // glass facade across the back wall
  parts.push(wallWindow(s, rm.x0 + 20, rm.y0 + 20, rm.x1 - rm.x0 - 40, y - rm.y0 - 40, 6, "city", "#3a3f45"));
  // light strips in the ceiling
  for (const u of [330, 640, 950])
    parts.push(
      poly(
        [P(rm, u - 8, rm.y0, 1.08), P(rm, u + 8, rm.y0, 1.08), P(rm, u + 8, rm.y0, 2.6), P(rm, u - 8, rm.y0, 2.6)],
        "#fffdf5",
      ),
    );
  // a row of workstations: chairs behind the desks, screens facing the viewer
  const desks = (u0: number, u1: number, t0: number, t1: number, seats: number): string => {
    const out: string[] = [floorQuad(rm, u0 - 10, u1 + 10, t0 - 0.02, t1 + 0.04, "#000000", { opacity: 0.08 })];
    const seatW = (u1 - u0) / seats;
    for (let i = 0; i < seats; i++) {
      const u = u0 + seatW * (i + 0.5);
      out.push(box3(rm, u - 32, u + 32, y - 185, y - 120, t0 - 0.03, t0 - 0.01, { front: "#3d4248" }));
    }
    out.push(
      box3(rm, u0 + 4, u0 + 12, y - 104, y, t0, t1, { front: "#f1efea" }),
      box3(rm, u1 - 12, u1 - 4, y - 104, y, t0, t1, { front: "#f1efea" }),
    );
    out.push(box3(rm, u0 + 12, u1 - 12, y - 104, y - 50, t1 - 0.015, t1 - 0.01, { front: "#9aa59a" }));
    out.push(box3(rm, u0, u1, y - 112, y - 104, t0, t1, { front: "#f4f2ee", top: "#dcc09a" }));
    for (let i = 0; i < seats; i++) {
      const u = u0 + seatW * (i + 0.5);
      const [mx, my] = P(rm, u, y - 112, t0 + (t1 - t0) * 0.35);
      const k = t0;
      out.push(
        rect(mx - 3 * k, my - 20 * k, 6 * k, 20 * k, "#2e3237"),
        rect(mx - 16 * k, my - 2, 32 * k, 3, "#2e3237"),
      );
      out.push(rect(mx - 44 * k, my - 76 * k, 88 * k, 54 * k, "#2a2e33", { rx: 3 }));
      out.push(
        rect(mx - 40 * k, my - 72 * k, 80 * k, 46 * k, s.linear([[0, "#e9eef2"] as Stop, [1, "#cfdbe4"] as Stop])),
      );
      out.push(
        rect(mx - 36 * k, my - 68 * k, 22 * k, 38 * k, "#5f7a62", { opacity: 0.8 }),
        rect(mx - 10 * k, my - 66 * k, 44 * k, 5 * k, "#8fa3b8"),
        rect(mx - 10 * k, my - 56 * k, 34 * k, 4 * k, "#b9c6d2"),
        rect(mx - 10 * k, my - 48 * k, 40 * k, 4 * k, "#b9c6d2"),
      );
      const [cx, cy] = P(rm, u + 50, y - 112, t0 + (t1 - t0) * 0.6);
      if (i % 2 === 0)
        out.push(
          rect(cx - 7 * k, cy - 14 * k, 14 * k, 14 * k, "#f1ede6", { rx: 2 }),
          circle(cx, cy - 18 * k, 9 * k, "#6f9159"),
        );
    }
    return out.join("");
  };
  parts.push(desks(180, 580, 1.1, 1.24, 3), desks(700, 1100, 1.1, 1.24, 3));
  // planters between the rows
  for (const [u0, u1] of [
    [220, 520],
    [760, 1060],
  ] as const) {
    parts.push(box3(rm, u0, u1, y - 46, y, 1.36, 1.44, { front: "#c9a77c", top: "#8a6b4c" }));
    for (let u = u0 + 30; u < u1; u += 60) {
      const [px, py] = P(rm, u, y - 46, 1.4);
      parts.push(
        pottedPlant(s.r, px, py + 8, s.r.float(90, 130), "#8a6b4c", s.r.pick(["#55784f", "#4a6b48", "#6f9159"])),
      );
    }
  }
  parts.push(desks(130, 560, 1.55, 1.72, 3), desks(720, 1150, 1.55, 1.72, 3));
  // tall plants in the corners
  parts.push(
    pottedPlant(s.r, ...P(rm, 150, y, 1.3), 360, "#3b3f44", "#4f7552"),
    pottedPlant(s.r, ...P(rm, 1140, y, 1.25), 340, "#f1ede6", "#55784f"),
  );
  for (const u of [380, 900]) parts.push(pendantLamp(s, P(rm, u, 0, 1.6)[0], 0, 120, 80, "#2f3436"));
  return parts.join("");
}

function sceneSolar(s: Scene): string {
  const parts: string[] = [sky(s, SKY.summer, H), sun(s, 170, 100, 34), clouds(s, 4, 60, 220)];
  parts.push(hill(s, 520, 16, "#a9c0b2", 1.1), forestBand(s, ridgeLine(s, 560, 14, 1.3), 40, 110, "#6a8a70", H));
  parts.push(rect(0, 660, W, H, s.linear([[0, "#9bb87a"] as Stop, [1, "#7c9d62"] as Stop])));
  const ob = oblique([0.62, 0.3]);
  const x0 = 120;
  const x1 = 960;
  const ground = 800;
  const wallH = 250;
  const D = 380;
  const rise = 190;
  const eave = ground - wallH;
  const oh = 18;
  const eaveL = ob(x0 - oh, eave, -oh * 0.6);
  const ridgeL = ob(x0 - oh, eave - rise, D / 2);
  const eaveR = ob(x1 + oh, eave, -oh * 0.6);
  const ridgeR = ob(x1 + oh, eave - rise, D / 2);
  const backEaveR = ob(x1 + oh, eave, D + oh * 0.6);
  // shadow on the lawn, rear roof plane, shaded gable wall
  parts.push(
    poly([ob(x1, ground, 0), ob(x1 + 160, ground, 0), ob(x1 + 160, ground, D), ob(x1, ground, D)], "#000000", {
      opacity: 0.1,
    }),
  );
  parts.push(poly([ridgeL, ridgeR, backEaveR, ob(x0 - oh, eave, D + oh * 0.6)], "#2c3138"));
  const gable: Pt[] = [
    ob(x1, ground, 0),
    ob(x1, eave, 0),
    ob(x1, eave - rise, D / 2),
    ob(x1, eave, D),
    ob(x1, ground, D),
  ];
  parts.push(poly(gable, "#cdc6b9"));
  // the gable window lives in the wall plane: map wall coordinates (depth, height) with a shear
  const gableWin = windowEl(s, D / 2 - 40, -215, 80, 110, { frame: C.white, light: "day", mullions: 1 });
  parts.push(g(gableWin, { transform: `matrix(0.62 -0.3 0 1 ${x1} ${ground})` }));
  parts.push(g(rect(D - 120, -120, 60, 120, "#3a4a44"), { transform: `matrix(0.62 -0.3 0 1 ${x1} ${ground})` }));
  // front facade with large windows and a door
  parts.push(
    rect(x0, eave, x1 - x0, wallH, "#f2eee6"),
    rect(
      x0,
      eave,
      x1 - x0,
      wallH,
      s.linear([[0, "#000000", 0.1] as Stop, [0.1, "#000000", 0] as Stop, [1, "#000000", 0.05] as Stop]),
    ),
  );
  for (const wx of [170, 400, 620])
    parts.push(windowEl(s, wx, eave + 60, 150, 130, { frame: C.charcoal, light: "day", mullions: 1 }));
  parts.push(
    rect(840, eave + 70, 64, 180, "#34443e"),
    rect(830, eave + 62, 84, 8, C.charcoal),
    rect(892, eave + 160, 3, 16, "#d9c9a0"),
  );
  // roof plane with solar panels, drawn in roof space and mapped with an affine transform
  parts.push(poly([eaveL, eaveR, ridgeR, ridgeL], "#3b4149"));
  const L = eaveR[0] - eaveL[0];
  const S = 100;
  const vx = (ridgeL[0] - eaveL[0]) / S;
  const vy = (ridgeL[1] - eaveL[1]) / S;
  let tiles = "";
  for (let b = 4; b < S; b += 4) tiles += line(0, b, L, b);
  const roof: string[] = [stroke(tiles, "#4d545d", 0.8, { opacity: 0.8 })];
  const cols = 7;
  const rows = 3;
  const pw = (L - 120) / cols;
  const ph = 25;
  const panelFill = s.linear([[0, "#2c4a78"] as Stop, [0.5, "#1c3157"] as Stop, [1, "#2f5487"] as Stop], 0, 0, 1, 1);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const px = 60 + c * pw;
      const py = 12 + r * (ph + 2);
      let cells = "";
      for (let k = 1; k < 6; k++) cells += line(px + (pw * k) / 6, py, px + (pw * k) / 6, py + ph);
      for (let k = 1; k < 4; k++) cells += line(px, py + (ph * k) / 4, px + pw, py + (ph * k) / 4);
      roof.push(
        rect(px + 1, py + 1, pw - 2, ph - 2, panelFill, { stroke: "#c9d0d6", "stroke-width": 1.1 }),
        stroke(cells, "#6f8fb8", 0.5, { opacity: 0.7 }),
      );
    }
  }
  const top = 12 + rows * (ph + 2);
  roof.push(
    poly(
      [
        [60 + pw * 1.2, 12],
        [60 + pw * 2.6, 12],
        [60 + pw * 1.6, top],
        [60 + pw * 0.2, top],
      ],
      "#ffffff",
      { opacity: 0.13 },
    ),
  );
  roof.push(
    poly(
      [
        [60 + pw * 2.9, 12],
        [60 + pw * 3.3, 12],
        [60 + pw * 2.3, top],
        [60 + pw * 1.9, top],
      ],
      "#ffffff",
      { opacity: 0.08 },
    ),
  );
  parts.push(g(roof, { transform: `matrix(1 0 ${num(vx)} ${num(vy)} ${num(eaveL[0])} ${num(eaveL[1])})` }));
  // fascia, verge and ridge
  parts.push(stroke(`M${num(eaveL[0])} ${num(eaveL[1])}L${num(eaveR[0])} ${num(eaveR[1])}`, "#2d3238", 6));
  parts.push(
    stroke(
      `M${num(eaveR[0])} ${num(eaveR[1])}L${num(ridgeR[0])} ${num(ridgeR[1])}L${num(backEaveR[0])} ${num(backEaveR[1])}`,
      "#2d3238",
      6,
      { "stroke-linejoin": "round" },
    ),
  );
  parts.push(stroke(`M${num(ridgeL[0])} ${num(ridgeL[1])}L${num(ridgeR[0])} ${num(ridgeR[1])}`, "#2d3238", 5));
  parts.push(stroke(`M${num(eaveL[0])} ${num(eaveL[1] + 5)}L${num(eaveR[0])} ${num(eaveR[1] + 5)}`, "#8d949b", 3));
  // garden
  parts.push(
    rect(x0 - 20, ground - 2, x1 - x0 + 40, 12, "#d8cfbf"),
    rect(x0 - 40, ground + 10, 1000, 10, "#000000", { opacity: 0.06 }),
  );
  for (const [x, h] of [
    [1150, 380],
    [1250, 300],
    [50, 280],
  ] as const)
    parts.push(leafyTree(s.r, x, ground + 30, h, { leaf: s.r.pick(["#7ea35e", "#6f9459"]) }));
  parts.push(hedge(0, H, W, 36, "#5c7d52"));
  parts.push(
    bush(300, ground + 22, 90, "#6a8d52", "#f0e9dc", s.r),
    bush(560, ground + 24, 80, "#6a8d52", "#e7a3b3", s.r),
    bush(760, ground + 20, 70, "#6a8d52"),
  );
  return parts.join("");
}

function excavator(x: number, base: number, s: number, color: string): string {
  return g(
    [
      rect(-60, -22, 120, 22, "#3a3d42", { rx: 11 }),
      rect(-52, -52, 92, 30, color),
      rect(-10, -92, 44, 42, color),
      rect(-4, -86, 30, 24, "#cfe0ea"),
      rect(-60, -50, 22, 20, shade(color, -0.2)),
      stroke("M38 -46L110 -110L150 -60", color, 11, { "stroke-linejoin": "round" }),
      path("M140 -66L168 -58L160 -30L136 -38Z", "#4a4e55"),
    ],
    { transform: `translate(${num(x)} ${num(base)}) scale(${num(s)})` },
  );
}

/** Small round blossoms scattered in an ellipse (as one path). */
function blossomDots(r: Rand, cx: number, cy: number, rx: number, ry: number, count: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const a = r.float(0, Math.PI * 2);
    const k = Math.sqrt(r.next());
    const rad = r.float(1.8, 3.2);
    d += ellipseD(cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k, rad, rad);
  }
  return d;
}

const SCENES: Record<DemoImagePath, (s: Scene) => string> = {
  "demo/exterior-apartments.jpg": sceneApartments,
  "demo/exterior-townhouses.jpg": sceneTownhouses,
  "demo/exterior-villa.jpg": sceneVilla,
  "demo/exterior-waterfront.jpg": sceneWaterfront,
  "demo/exterior-winter.jpg": sceneWinter,
  "demo/exterior-senior.jpg": sceneSenior,
  "demo/interior-living.jpg": sceneLiving,
  "demo/interior-kitchen.jpg": sceneKitchen,
  "demo/interior-bedroom.jpg": sceneBedroom,
  "demo/interior-bathroom.jpg": sceneBathroom,
  "demo/nature-forest.jpg": sceneForest,
  "demo/nature-fjord.jpg": sceneFjord,
  "demo/nature-archipelago.jpg": sceneArchipelago,
  "demo/construction-cranes.jpg": sceneCranes,
  "demo/construction-timber.jpg": sceneTimber,
  "demo/city-skyline.jpg": sceneSkyline,
  "demo/city-street.jpg": sceneStreet,
  "demo/office.jpg": sceneOffice,
  "demo/solar-roof.jpg": sceneSolar,
};

/** Builds the SVG markup of one demo image (exported for previews and tests). */
export function demoImageSvg(imagePath: DemoImagePath): string {
  const scene = new Scene(imagePath);
  const body = SCENES[imagePath](scene);
  return scene.svg(body);
}

export async function generateDemoImage(imagePath: DemoImagePath): Promise<GeneratedDemoImage> {
  // The SVG's own width/height already are the target size, so no resize is needed.
  const data = await sharp(Buffer.from(demoImageSvg(imagePath)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return {
    data,
    width: DEMO_IMAGE_WIDTH,
    height: DEMO_IMAGE_HEIGHT,
    contentType: "image/jpeg",
    altText: DEMO_IMAGES[imagePath],
  };
}

/** Generates every demo image, in the order of DEMO_IMAGES. */
export async function generateAllDemoImages(): Promise<Array<GeneratedDemoImage & { path: DemoImagePath }>> {
  const paths = Object.keys(DEMO_IMAGES) as DemoImagePath[];
  const out: Array<GeneratedDemoImage & { path: DemoImagePath }> = [];
  // SVG rendering and JPEG encoding are single-threaded per image, so a few images render side by side
  // (sharp runs them on libuv's thread pool).
  const workers = Math.max(1, Math.min(4, availableParallelism()));
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < paths.length) {
        const index = next++;
        const imagePath = paths[index] as DemoImagePath;
        out[index] = { path: imagePath, ...(await generateDemoImage(imagePath)) };
      }
    }),
  );
  return out;
}
