import sharp from "sharp";
import {
  aerialLayout,
  arrowRegion,
  type BalconyScene,
  facadeLayout,
  GROUND_Y,
  homeShape,
  type PlacedHome,
  type Point,
  VIEW_HEIGHT,
  VIEW_WIDTH,
} from "./explorer-geometry";
import { Rand } from "./prng";
import { circle, el, ellipse, poly, rect, shade } from "./svg";

/**
 * The demo explorer's pictures (issue 19), drawn as SVG and rendered to JPEG with sharp like the
 * other demo images (no downloads; randomness seeded by the picture's name). The facades are drawn
 * from explorer-geometry.ts, the same shapes the click areas use.
 */

export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 800;

const FACADE_COLOURS = ["#eeeae2", "#e2d3b8", "#a5563f", "#9fb29a", "#7f98ab", "#d4a04f"] as const;
const GLASS = "#5d7a8f";
const RAIL = "#dfe7ea";

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

function skyAndGround(r: Rand, width: number, height: number, groundY: number, evening: boolean): string {
  const top = evening ? "#f1b77e" : "#7fb0d6";
  const bottom = evening ? "#f6e2c0" : "#dce9f1";
  const parts = [
    el(
      "defs",
      {},
      el(
        "linearGradient",
        { id: "sky", x1: 0, y1: 0, x2: 0, y2: 1 },
        el("stop", { offset: 0, "stop-color": top }) + el("stop", { offset: 1, "stop-color": bottom }),
      ),
    ),
    rect(0, 0, width, groundY, "url(#sky)"),
    rect(0, groundY, width, height - groundY, "#9bb87a"),
  ];
  for (let i = 0; i < r.int(2, 4); i++) {
    const x = r.float(0, width);
    const y = r.float(40, groundY * 0.3);
    parts.push(ellipse(x, y, r.float(60, 120), r.float(14, 24), "#ffffff", { opacity: 0.7 }));
  }
  return parts.join("");
}

function tree(x: number, groundY: number, size: number, colour: string): string {
  return (
    rect(x - size * 0.06, groundY - size * 0.5, size * 0.12, size * 0.5, "#6b5443") +
    ellipse(x, groundY - size * 0.75, size * 0.38, size * 0.5, colour)
  );
}

function polygon(points: readonly Point[], fill: string, extra: Record<string, string | number> = {}) {
  return poly(points, fill, extra);
}

/** A facade of the building: the street side, or the courtyard side (the columns mirrored, trees in front). */
export function facadeSvg(kind: "street" | "courtyard", homes: readonly PlacedHome[], seed: string): string {
  const r = new Rand(`explorer-${seed}-${kind}`);
  const layout = facadeLayout(homes);
  const colour = FACADE_COLOURS[r.int(0, FACADE_COLOURS.length - 1)] ?? "#eeeae2";
  const parts = [skyAndGround(r, VIEW_WIDTH, VIEW_HEIGHT, GROUND_Y, kind === "courtyard")];
  // Neighbouring buildings behind.
  for (let x = 0; x < VIEW_WIDTH; x += r.int(160, 260)) {
    const h = r.float(120, 260);
    parts.push(rect(x, GROUND_Y - h, r.float(120, 220), h, shade("#8d9399", r.float(-0.1, 0.3))));
  }
  parts.push(rect(layout.left - 12, layout.top - 26, layout.right - layout.left + 24, 26, "#3e454f"));
  parts.push(rect(layout.left, layout.top, layout.right - layout.left, GROUND_Y - layout.top, colour));
  for (const home of homes) {
    const shape = homeShape(layout, home, kind);
    for (const window of shape.windows) parts.push(polygon(window, GLASS, { stroke: shade(colour, -0.4) }));
    parts.push(polygon(shape.balcony, RAIL, { opacity: 0.85, stroke: "#59616c", "stroke-width": 2 }));
  }
  // Floor lines.
  for (let f = 1; f < layout.floors; f++) {
    const y = GROUND_Y - f * layout.floorHeight;
    parts.push(rect(layout.left, y - 1, layout.right - layout.left, 2, shade(colour, -0.15)));
  }
  if (kind === "street") {
    parts.push(rect(0, GROUND_Y + 30, VIEW_WIDTH, 50, "#59616c"));
  } else {
    for (let i = 0; i < 6; i++)
      parts.push(tree(r.float(60, VIEW_WIDTH - 60), VIEW_HEIGHT - 10, r.float(90, 150), "#5f7a62"));
  }
  // Arrows to the other views.
  for (const position of ["left", "right"] as const) {
    parts.push(polygon(arrowRegion(position), "#ffffff", { opacity: 0.85, stroke: "#2f343b", "stroke-width": 3 }));
  }
  return svg(VIEW_WIDTH, VIEW_HEIGHT, parts.join(""));
}

/** The building from above, as an oblique box in its surroundings. */
export function aerialSvg(homes: readonly PlacedHome[], seed: string): string {
  const r = new Rand(`explorer-${seed}-aerial`);
  const aerial = aerialLayout(facadeLayout(homes));
  const colour = FACADE_COLOURS[r.int(0, FACADE_COLOURS.length - 1)] ?? "#eeeae2";
  const parts = [rect(0, 0, VIEW_WIDTH, VIEW_HEIGHT, "#a9c28c")];
  // Streets and neighbouring roofs.
  parts.push(
    poly(
      [
        [0, 940],
        [VIEW_WIDTH, 900],
        [VIEW_WIDTH, 980],
        [0, 1000],
      ],
      "#8d9399",
    ),
  );
  for (let i = 0; i < 10; i++) {
    const x = r.float(0, VIEW_WIDTH - 140);
    const y = r.float(0, 180);
    parts.push(rect(x, y, r.float(100, 180), r.float(60, 110), shade("#9c3b2e", r.float(-0.2, 0.3))));
  }
  for (let i = 0; i < 14; i++)
    parts.push(circle(r.float(0, VIEW_WIDTH), r.float(200, 980), r.float(18, 36), "#5f7a62"));
  parts.push(polygon(aerial.roof, "#59616c"));
  parts.push(polygon(aerial.gable, shade(colour, -0.2)));
  parts.push(polygon(aerial.front, colour));
  const [[x0, y0], , [x1, y1]] = aerial.front as [Point, Point, Point, Point];
  for (let y = y0 + 20; y < y1 - 30; y += 44) {
    for (let x = x0 + 20; x < x1 - 40; x += 60) parts.push(rect(x, y, 34, 26, GLASS));
  }
  return svg(VIEW_WIDTH, VIEW_HEIGHT, parts.join(""));
}

/** The view from a balcony: sky, the railing, trees and neighbouring roofs, lower the higher up. */
export function balconySvg(scene: BalconyScene): string {
  const r = new Rand(`explorer-balcony-${scene}`);
  const [side, band] = scene.split("-") as ["street" | "courtyard", "low" | "mid" | "high"];
  const horizon = band === "low" ? 560 : band === "mid" ? 470 : 380;
  const parts = [skyAndGround(r, SCENE_WIDTH, SCENE_HEIGHT, horizon, side === "courtyard")];
  if (side === "street") parts.push(circle(r.float(200, 1000), r.float(80, 200), 50, "#fff3d6", { opacity: 0.9 }));
  for (let x = 0; x < SCENE_WIDTH; x += r.int(90, 170)) {
    const h = r.float(40, band === "high" ? 120 : 220);
    const w = r.float(80, 150);
    parts.push(rect(x, horizon - h, w, h, shade("#b9b4aa", r.float(-0.3, 0.2))));
    parts.push(
      poly(
        [
          [x - 6, horizon - h],
          [x + w / 2, horizon - h - 30],
          [x + w + 6, horizon - h],
        ],
        "#9c3b2e",
      ),
    );
  }
  const trees = band === "high" ? 5 : 9;
  for (let i = 0; i < trees; i++)
    parts.push(tree(r.float(0, SCENE_WIDTH), horizon + r.float(10, 80), r.float(80, 170), "#4e6b50"));
  // The railing in front.
  parts.push(rect(0, 640, SCENE_WIDTH, 12, "#3e454f"));
  parts.push(rect(0, 652, SCENE_WIDTH, 148, RAIL, { opacity: 0.55 }));
  for (let x = 0; x < SCENE_WIDTH; x += 120) parts.push(rect(x, 640, 8, 160, "#3e454f"));
  return svg(SCENE_WIDTH, SCENE_HEIGHT, parts.join(""));
}

/** An axonometric sketch of a plan with this many rooms: room boxes on a floor slab. */
export function sketchSvg(rooms: number): string {
  const r = new Rand(`explorer-sketch-${rooms}`);
  const parts = [rect(0, 0, SCENE_WIDTH, SCENE_HEIGHT, "#f3f0e8")];
  const iso = (x: number, y: number, z = 0): Point => [600 + (x - y) * 0.87, 260 + (x + y) * 0.5 - z];
  const size = 300 + rooms * 40;
  parts.push(poly([iso(0, 0), iso(size, 0), iso(size, size * 0.7), iso(0, size * 0.7)], "#d6b189"));
  // Rooms: a row of boxes split along x, walls drawn as the back edges raised.
  const count = rooms + 2; // Kitchen and bathroom besides the rooms.
  let x = 0;
  for (let i = 0; i < count; i++) {
    const w = (size / count) * r.float(0.8, 1.2);
    const x1 = Math.min(size, x + w);
    const depth = size * 0.7 * (i % 2 === 0 ? 1 : 0.55);
    const wall = 70;
    parts.push(
      poly([iso(x, 0), iso(x1, 0), iso(x1, 0, wall), iso(x, 0, wall)], "#e9e4da", { stroke: "#59616c" }),
      poly([iso(x, 0), iso(x, depth), iso(x, depth, wall), iso(x, 0, wall)], "#ffffff", { stroke: "#59616c" }),
      poly(
        [iso(x + 6, 6), iso(x1 - 6, 6), iso(x1 - 6, depth - 6), iso(x + 6, depth - 6)],
        shade("#c4935f", r.float(-0.1, 0.3)),
      ),
    );
    x = x1;
  }
  return svg(SCENE_WIDTH, SCENE_HEIGHT, parts.join(""));
}

export async function renderJpeg(markup: string): Promise<Buffer> {
  return sharp(Buffer.from(markup)).jpeg({ quality: 78, mozjpeg: false }).toBuffer();
}
