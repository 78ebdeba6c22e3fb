/**
 * SVG building blocks of the generated demo images (content illustrations and residence
 * exteriors): elements, shapes and colour mixing. Numbers are rounded to keep the files small.
 */

export type Pt = readonly [number, number];
export type Attrs = Record<string, string | number | undefined>;

export function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** Positive t lightens towards white, negative darkens towards black. */
export function shade(color: string, t: number): string {
  return t < 0 ? mix(color, "#000000", -t) : mix(color, "#ffffff", t);
}

export const num = (v: number): string => String(Math.round(v * 100) / 100);

export function el(tag: string, attrs: Attrs, children?: string): string {
  let out = `<${tag}`;
  let entries = Object.entries(attrs);
  // Element opacity makes librsvg render the element into an offscreen group; on a single shape the same look is
  // much cheaper with fill-opacity / stroke-opacity.
  if (attrs.opacity !== undefined && tag !== "g" && tag !== "use") {
    const { opacity, ...rest } = attrs;
    entries = Object.entries({
      ...rest,
      "fill-opacity": rest.fill !== "none" ? opacity : undefined,
      "stroke-opacity": rest.stroke !== undefined && rest.stroke !== "none" ? opacity : undefined,
    });
  }
  for (const [key, value] of entries) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === "number" ? num(value) : value}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  el("rect", { x, y, width: w, height: h, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el("circle", { cx, cy, r, fill, ...extra });

export const pts = (points: readonly Pt[]): string => points.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");

export const poly = (points: readonly Pt[], fill: string, extra: Attrs = {}): string =>
  el("polygon", { points: pts(points), fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}): string => el("path", { d, fill, ...extra });
