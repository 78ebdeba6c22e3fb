/**
 * Generated exterior images of the residence inventory (no downloads): flat, architectural-marketing
 * style scenes drawn as SVG in code and rendered to JPEG with sharp, like the content images in
 * ../demo-images.ts. Apartment blocks of different heights and colours, town houses, semi-detached
 * houses, detached houses and a senior-living building. Each scene's randomness is seeded with its
 * path, so the same path always gives the same picture.
 */
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { Rand } from "../prng";
import { circle, el, ellipse, num, poly, rect, shade } from "../svg";
import { EXTERIOR_HEIGHT, EXTERIOR_SCENES, EXTERIOR_WIDTH } from "./exterior-scenes";
import type { SceneKind } from "./texts";

export interface ExteriorImage {
  path: string;
  data: Buffer;
  width: number;
  height: number;
  contentType: "image/jpeg";
  altText: string;
}

const W = EXTERIOR_WIDTH;
const H = EXTERIOR_HEIGHT;
/** Where the buildings stand. */
const GROUND = 800;

/** Collects gradient definitions of one image. */
class Defs {
  private readonly items: string[] = [];
  private seq = 0;

  linear(stops: [number, string][], vertical = true): string {
    const id = `g${this.seq++}`;
    const body = stops.map(([offset, color]) => el("stop", { offset, "stop-color": color })).join("");
    this.items.push(el("linearGradient", { id, x1: 0, y1: 0, x2: vertical ? 0 : 1, y2: vertical ? 1 : 0 }, body));
    return `url(#${id})`;
  }

  toString(): string {
    return `<defs>${this.items.join("")}</defs>`;
  }
}

const FACADES = {
  white: "#eeeae2",
  sand: "#e2d3b8",
  brick: "#a5563f",
  ochre: "#d4a04f",
  sage: "#9fb29a",
  charcoal: "#4a4f57",
  wood: "#b98a5a",
  falu: "#9c3b2e",
  grey: "#8d9399",
  blue: "#7f98ab",
} as const;

const SKIES: [number, string][][] = [
  [
    [0, "#7fb0d6"],
    [0.6, "#b9d6ea"],
    [1, "#eef0e6"],
  ],
  [
    [0, "#f1b77e"],
    [0.5, "#f6d6a8"],
    [1, "#f3eee0"],
  ],
  [
    [0, "#9fb4c6"],
    [0.6, "#c9d4dc"],
    [1, "#e9ebe8"],
  ],
];

function sky(defs: Defs, r: Rand, mood: number): string {
  const parts = [rect(0, 0, W, GROUND + 10, defs.linear(SKIES[mood] ?? (SKIES[0] as [number, string][])))];
  if (mood === 1) parts.push(circle(r.float(200, 1400), r.float(160, 300), 70, "#fff3d6", { "fill-opacity": 0.85 }));
  for (let i = 0; i < r.int(2, 5); i++) {
    const cx = r.float(0, W);
    const cy = r.float(70, 330);
    const s = r.float(0.7, 1.4);
    parts.push(
      el(
        "g",
        { fill: "#ffffff", "fill-opacity": mood === 2 ? 0.55 : 0.75 },
        [
          ellipse(cx, cy, 110 * s, 26 * s, "#ffffff"),
          ellipse(cx - 50 * s, cy + 6 * s, 70 * s, 20 * s, "#ffffff"),
          ellipse(cx + 45 * s, cy - 12 * s, 60 * s, 24 * s, "#ffffff"),
        ].join(""),
      ),
    );
  }
  // Distant tree line.
  let ridge = `M0 ${GROUND}`;
  for (let x = 0; x <= W; x += 40) ridge += ` L${x} ${GROUND - 60 - r.float(0, 50)}`;
  parts.push(
    el("path", { d: `${ridge} L${W} ${GROUND} Z`, fill: mood === 1 ? "#6d7f62" : "#7f9a78", "fill-opacity": 0.7 }),
  );
  return parts.join("");
}

function ground(defs: Defs): string {
  return [
    rect(
      0,
      GROUND,
      W,
      H - GROUND,
      defs.linear([
        [0, "#9bb87a"],
        [1, "#7c9d62"],
      ]),
    ),
    poly(
      [
        [0, GROUND + 70],
        [W, GROUND + 55],
        [W, GROUND + 130],
        [0, GROUND + 150],
      ],
      "#d8d3c7",
    ),
    poly(
      [
        [0, GROUND + 150],
        [W, GROUND + 130],
        [W, GROUND + 136],
        [0, GROUND + 157],
      ],
      "#bdb6a8",
    ),
  ].join("");
}

function deciduous(r: Rand, x: number, base: number, size: number): string {
  const greens = ["#5f7a62", "#6f8f5f", "#4e6b50", "#83a06c"];
  const crown = Array.from({ length: 4 }, (_, i) =>
    circle(
      x + r.float(-0.45, 0.45) * size,
      base - size * (1.35 + r.float(0, 0.5)) - i * 4,
      size * r.float(0.45, 0.65),
      r.pick(greens),
    ),
  );
  return rect(x - size * 0.06, base - size * 1.2, size * 0.12, size * 1.2, "#6b5443") + crown.join("");
}

function conifer(r: Rand, x: number, base: number, size: number): string {
  const green = r.pick(["#35503f", "#263c30", "#3f5d48"]);
  const layers = [0, 1, 2].map((i) => {
    const top = base - size * (2.2 - i * 0.55);
    const w = size * (0.35 + i * 0.18);
    return poly(
      [
        [x, top - size * 0.5],
        [x - w, top + size * 0.55],
        [x + w, top + size * 0.55],
      ],
      green,
    );
  });
  return rect(x - size * 0.05, base - size * 0.4, size * 0.1, size * 0.4, "#5a4636") + layers.join("");
}

function trees(r: Rand, xs: number[], base: number): string {
  return xs
    .map((x) => (r.chance(0.35) ? conifer(r, x, base, r.float(70, 110)) : deciduous(r, x, base, r.float(70, 120))))
    .join("");
}

function shrubs(r: Rand, x0: number, x1: number, base: number): string {
  const out: string[] = [];
  for (let x = x0; x < x1; x += r.float(40, 80)) {
    out.push(ellipse(x, base - 8, r.float(22, 36), r.float(14, 22), r.pick(["#5f7a62", "#6f8f5f", "#83a06c"])));
  }
  return out.join("");
}

interface Window {
  x: number;
  y: number;
  w: number;
  h: number;
}

function windowMarkup(win: Window, frame: string, glass: string): string {
  const { x, y, w, h } = win;
  return [
    rect(x - 4, y - 4, w + 8, h + 8, frame),
    rect(x, y, w, h, glass),
    rect(x + w / 2 - 1.5, y, 3, h, frame),
    rect(x, y + h * 0.18, w, 3, frame, { "fill-opacity": 0.6 }),
    poly(
      [
        [x, y + h],
        [x + w * 0.45, y],
        [x + w * 0.7, y],
        [x + w * 0.25, y + h],
      ],
      "#ffffff",
      { "fill-opacity": 0.18 },
    ),
  ].join("");
}

interface BlockOptions {
  x: number;
  width: number;
  floors: number;
  floorHeight: number;
  facade: string;
  frame: string;
  roof: "flat" | "pitched";
  depth: number;
  balconies: boolean;
  columns: number;
  /** Big glazed balconies and a pergola: the senior-living look. */
  generous?: boolean;
}

/** An apartment block: front face, shaded side, roof, windows, balconies and an entrance. */
function block(defs: Defs, r: Rand, o: BlockOptions): string {
  const top = GROUND - o.floors * o.floorHeight;
  const dx = o.depth;
  const dy = o.depth * 0.45;
  const glass = defs.linear([
    [0, "#a9c6da"],
    [1, "#5d7d93"],
  ]);
  const parts: string[] = [];
  // Side face and roof.
  parts.push(
    poly(
      [
        [o.x + o.width, top],
        [o.x + o.width + dx, top - dy],
        [o.x + o.width + dx, GROUND - dy],
        [o.x + o.width, GROUND],
      ],
      shade(o.facade, -0.22),
    ),
  );
  if (o.roof === "flat") {
    parts.push(
      poly(
        [
          [o.x, top],
          [o.x + dx, top - dy],
          [o.x + o.width + dx, top - dy],
          [o.x + o.width, top],
        ],
        shade(o.facade, -0.35),
      ),
      rect(o.x - 4, top - 10, o.width + 8, 12, shade(o.facade, -0.1)),
    );
  } else {
    const ridge = o.floorHeight * 1.3;
    parts.push(
      poly(
        [
          [o.x - 12, top],
          [o.x + dx * 0.5, top - ridge - dy * 0.5],
          [o.x + o.width + dx * 0.5, top - ridge - dy * 0.5],
          [o.x + o.width + 12, top],
        ],
        "#3e454f",
      ),
      poly(
        [
          [o.x + o.width + 12, top],
          [o.x + o.width + dx * 0.5, top - ridge - dy * 0.5],
          [o.x + o.width + dx, top - dy],
        ],
        "#2f343b",
      ),
    );
  }
  parts.push(rect(o.x, top, o.width, o.floors * o.floorHeight, o.facade));
  // Plinth.
  parts.push(rect(o.x, GROUND - 14, o.width, 14, shade(o.facade, -0.3)));
  const cell = o.width / o.columns;
  const winW = cell * (o.generous ? 0.62 : 0.46);
  const winH = o.floorHeight * 0.56;
  const entrance = Math.floor(o.columns / 2);
  for (let f = 0; f < o.floors; f++) {
    const y = GROUND - (f + 1) * o.floorHeight + o.floorHeight * 0.22;
    for (let c = 0; c < o.columns; c++) {
      const x = o.x + c * cell + (cell - winW) / 2;
      if (f === 0 && c === entrance) {
        parts.push(
          rect(x + winW * 0.15, GROUND - o.floorHeight * 0.78, winW * 0.7, o.floorHeight * 0.78, shade(o.frame, -0.4)),
        );
        parts.push(rect(x, GROUND - o.floorHeight * 0.86, winW, 8, shade(o.facade, -0.45)));
        continue;
      }
      parts.push(windowMarkup({ x, y, w: winW, h: winH }, o.frame, glass));
      const balcony = o.balconies && f > 0 && (o.generous || c % 2 === (f % 2 === 0 ? 0 : 1));
      if (balcony) {
        const bw = winW + cell * 0.3;
        const bx = x - cell * 0.15;
        const by = GROUND - f * o.floorHeight;
        parts.push(rect(bx, by - 8, bw, 8, shade(o.facade, -0.35)));
        parts.push(
          rect(bx, by - o.floorHeight * 0.34, bw, o.floorHeight * 0.34 - 8, "#d9e6ee", { "fill-opacity": 0.45 }),
        );
        parts.push(rect(bx, by - o.floorHeight * 0.34, bw, 3, shade(o.frame, -0.2)));
        if (o.generous && r.chance(0.5))
          parts.push(ellipse(bx + bw * 0.2, by - o.floorHeight * 0.36, 14, 10, "#6f8f5f"));
      }
    }
  }
  return parts.join("");
}

interface HouseOptions {
  x: number;
  width: number;
  storeys: number;
  facade: string;
  trim: string;
  roofColor: string;
  depth: number;
  modern: boolean;
}

/** One house volume with its gable towards the viewer (or a flat-roofed modern cube). */
function house(defs: Defs, o: HouseOptions): string {
  const storeyH = 120;
  const top = GROUND - o.storeys * storeyH;
  const dx = o.depth;
  const dy = o.depth * 0.45;
  const glass = defs.linear([
    [0, "#b3cde0"],
    [1, "#56768c"],
  ]);
  const parts: string[] = [];
  parts.push(
    poly(
      [
        [o.x + o.width, top],
        [o.x + o.width + dx, top - dy],
        [o.x + o.width + dx, GROUND - dy],
        [o.x + o.width, GROUND],
      ],
      shade(o.facade, -0.25),
    ),
  );
  if (o.modern) {
    parts.push(
      poly(
        [
          [o.x - 10, top],
          [o.x + dx - 10, top - dy],
          [o.x + o.width + dx + 10, top - dy],
          [o.x + o.width + 10, top],
        ],
        o.roofColor,
      ),
      rect(o.x - 10, top - 4, o.width + 20, 14, shade(o.roofColor, 0.15)),
    );
  } else {
    const ridgeY = top - o.width * 0.38;
    parts.push(
      poly(
        [
          [o.x + o.width / 2, ridgeY],
          [o.x + o.width / 2 + dx, ridgeY - dy],
          [o.x + o.width + dx + 14, top - dy + 6],
          [o.x + o.width + 14, top + 6],
        ],
        o.roofColor,
      ),
    );
    parts.push(
      poly(
        [
          [o.x, top],
          [o.x + o.width / 2, ridgeY],
          [o.x + o.width, top],
        ],
        o.facade,
      ),
      el("polyline", {
        points: `${num(o.x - 14)},${num(top + 6)} ${num(o.x + o.width / 2)},${num(ridgeY - 6)} ${num(o.x + o.width + 14)},${num(top + 6)}`,
        fill: "none",
        stroke: o.roofColor,
        "stroke-width": 14,
      }),
    );
  }
  parts.push(rect(o.x, top, o.width, o.storeys * storeyH, o.facade));
  if (!o.modern) {
    // Vertical board cladding.
    for (let x = o.x + 12; x < o.x + o.width; x += 12)
      parts.push(rect(x, top, 1.5, o.storeys * storeyH, shade(o.facade, -0.12)));
  }
  parts.push(
    rect(o.x, top, 8, o.storeys * storeyH, o.trim),
    rect(o.x + o.width - 8, top, 8, o.storeys * storeyH, o.trim),
  );
  const doorW = Math.min(70, o.width * 0.22);
  parts.push(rect(o.x + o.width * 0.12, GROUND - 100, doorW, 100, shade(o.trim, -0.55)));
  parts.push(rect(o.x + o.width * 0.12 - 10, GROUND - 108, doorW + 20, 8, o.trim));
  for (let s = 0; s < o.storeys; s++) {
    const y = GROUND - (s + 1) * storeyH + 26;
    if (o.modern && s === 0) {
      const x = o.x + o.width * 0.42;
      parts.push(windowMarkup({ x, y, w: o.width * 0.5, h: storeyH - 40 }, o.trim, glass));
    } else {
      const count = o.width > 260 ? 2 : 1;
      for (let i = 0; i < count; i++) {
        const w = o.modern ? 90 : 56;
        const x = s === 0 ? o.x + o.width * (0.5 + i * 0.25) : o.x + o.width * ((i + 1) / (count + 1)) - w / 2;
        parts.push(windowMarkup({ x, y, w, h: 64 }, o.trim, glass));
      }
    }
  }
  if (!o.modern && o.storeys === 1) {
    // Small gable window.
    parts.push(windowMarkup({ x: o.x + o.width / 2 - 18, y: top - o.width * 0.2, w: 36, h: 36 }, o.trim, glass));
  }
  return parts.join("");
}

function fence(x0: number, x1: number, color: string): string {
  const out: string[] = [rect(x0, GROUND + 30, x1 - x0, 5, color)];
  for (let x = x0; x <= x1; x += 16) out.push(rect(x, GROUND + 14, 5, 40, color));
  return out.join("");
}

const APARTMENT_LOOKS: {
  facades: string[];
  floors: [number, number];
  roof: "flat" | "pitched";
  blocks: number;
  mood: number;
}[] = [
  { facades: [FACADES.white, FACADES.sand], floors: [5, 6], roof: "flat", blocks: 2, mood: 0 },
  { facades: [FACADES.brick, FACADES.sand], floors: [6, 8], roof: "flat", blocks: 2, mood: 1 },
  { facades: [FACADES.wood, FACADES.charcoal], floors: [4, 5], roof: "pitched", blocks: 2, mood: 0 },
  { facades: [FACADES.charcoal, FACADES.white], floors: [8, 10], roof: "flat", blocks: 1, mood: 2 },
  { facades: [FACADES.ochre, FACADES.sage], floors: [4, 6], roof: "pitched", blocks: 3, mood: 0 },
  { facades: [FACADES.sage, FACADES.blue], floors: [3, 4], roof: "flat", blocks: 3, mood: 1 },
];

function apartmentScene(defs: Defs, r: Rand, variant: number, senior: boolean): string {
  const look = senior
    ? {
        facades: variant === 1 ? [FACADES.sand, FACADES.white] : [FACADES.white, FACADES.wood],
        floors: [5, 5] as [number, number],
        roof: "flat" as const,
        blocks: 1,
        mood: variant === 1 ? 0 : 1,
      }
    : (APARTMENT_LOOKS[(variant - 1) % APARTMENT_LOOKS.length] ??
      (APARTMENT_LOOKS[0] as (typeof APARTMENT_LOOKS)[number]));
  const parts = [sky(defs, r, look.mood), ground(defs)];
  const behind: string[] = [];
  const front: string[] = [];
  const gap = 60;
  const totalWidth = W - 260;
  const width = (totalWidth - gap * (look.blocks - 1)) / look.blocks;
  for (let b = 0; b < look.blocks; b++) {
    const floors = r.int(look.floors[0], look.floors[1]);
    // Low buildings are seen from closer: taller storeys fill the frame.
    const floorHeight = Math.min(88, 600 / floors);
    const markup = block(defs, r, {
      x: 110 + b * (width + gap),
      width: senior ? width * 0.9 : width * r.float(0.86, 1),
      floors: Math.min(floors, Math.floor(640 / floorHeight)),
      floorHeight,
      facade: look.facades[b % look.facades.length] ?? FACADES.white,
      frame: look.facades.includes(FACADES.charcoal) ? "#e9e4da" : "#3e454f",
      roof: look.roof,
      depth: 70,
      balconies: true,
      columns: Math.max(4, Math.round(width / 110)),
      generous: senior,
    });
    (b % 2 === 0 ? front : behind).push(markup);
  }
  parts.push(...behind, ...front);
  parts.push(shrubs(r, 100, W - 120, GROUND + 4));
  if (senior) {
    // The shared garden: a pergola, benches and flower beds.
    parts.push(
      rect(220, GROUND + 40, 360, 10, "#9b6c43"),
      rect(230, GROUND + 40, 10, 70, "#9b6c43"),
      rect(560, GROUND + 40, 10, 70, "#9b6c43"),
    );
    for (let x = 260; x < 540; x += 40)
      parts.push(ellipse(x, GROUND + 36, 22, 12, r.pick(["#c97a8a", "#e2b64f", "#83a06c"])));
    parts.push(
      rect(900, GROUND + 110, 120, 10, "#9b6c43"),
      rect(910, GROUND + 120, 8, 22, "#6b5443"),
      rect(1002, GROUND + 120, 8, 22, "#6b5443"),
    );
  }
  parts.push(trees(r, [60, W - 70, r.float(500, 700), r.float(1000, 1200)], H - 40));
  return parts.join("");
}

function rowScene(defs: Defs, r: Rand, variant: number, units: number, mirrored: boolean): string {
  const palettes = [
    { facade: FACADES.wood, trim: "#f3f0e8", roof: "#3e454f", mood: 0 },
    { facade: FACADES.falu, trim: "#f3f0e8", roof: "#2f343b", mood: 1 },
    { facade: FACADES.grey, trim: "#f3f0e8", roof: "#2f343b", mood: 2 },
    { facade: FACADES.white, trim: "#59616c", roof: "#59616c", mood: 0 },
  ];
  const p =
    palettes[(variant - 1 + (mirrored ? 2 : 0)) % palettes.length] ?? (palettes[0] as (typeof palettes)[number]);
  const parts = [sky(defs, r, p.mood), ground(defs)];
  const totalWidth = mirrored ? 760 : W - 240;
  const unitW = totalWidth / units;
  const x0 = mirrored ? 420 : 120;
  // Draw right to left so each unit's side face hides under its neighbour.
  for (let u = units - 1; u >= 0; u--) {
    parts.push(
      house(defs, {
        x: x0 + u * unitW,
        width: unitW - 2,
        storeys: 2,
        facade: u % 2 === 0 || mirrored ? p.facade : shade(p.facade, 0.12),
        trim: p.trim,
        roofColor: p.roof,
        depth: 60,
        modern: false,
      }),
    );
  }
  for (let u = 0; u < units; u++) parts.push(fence(x0 + u * unitW + 10, x0 + (u + 1) * unitW - 20, p.trim));
  parts.push(trees(r, mirrored ? [180, 1340, 1480] : [50, W - 60], H - 50));
  return parts.join("");
}

function detachedScene(defs: Defs, r: Rand, variant: number): string {
  const styles = [
    { facade: FACADES.falu, trim: "#f3f0e8", roof: "#2f343b", modern: false, storeys: 2, mood: 0 },
    { facade: FACADES.white, trim: "#3e454f", roof: "#3e454f", modern: true, storeys: 2, mood: 1 },
    { facade: FACADES.charcoal, trim: "#d9b287", roof: "#2f343b", modern: false, storeys: 1, mood: 2 },
  ];
  const s = styles[(variant - 1) % styles.length] ?? (styles[0] as (typeof styles)[number]);
  const parts = [sky(defs, r, s.mood), ground(defs)];
  parts.push(trees(r, [180, 320], GROUND + 10));
  parts.push(
    house(defs, {
      x: 500,
      width: 560,
      storeys: s.storeys,
      facade: s.facade,
      trim: s.trim,
      roofColor: s.roof,
      depth: 110,
      modern: s.modern,
    }),
  );
  // Terrace deck.
  parts.push(rect(440, GROUND - 6, 700, 18, "#c4935f"), rect(440, GROUND + 12, 700, 6, "#9b6c43"));
  parts.push(shrubs(r, 460, 1120, GROUND + 36));
  parts.push(fence(60, 420, "#f3f0e8"), fence(1240, 1560, "#f3f0e8"));
  parts.push(trees(r, [1350, 1500], H - 60));
  return parts.join("");
}

function sceneMarkup(kind: SceneKind, variant: number, path: string): string {
  const r = new Rand(path);
  const defs = new Defs();
  let body: string;
  switch (kind) {
    case "apartment":
      body = apartmentScene(defs, r, variant, false);
      break;
    case "senior":
      body = apartmentScene(defs, r, variant, true);
      break;
    case "townhouse":
      body = rowScene(defs, r, variant, variant === 2 ? 4 : 5, false);
      break;
    case "semidetached":
      body = rowScene(defs, r, variant, 2, true);
      break;
    case "detached":
      body = detachedScene(defs, r, variant);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}</svg>`;
}

/** Swedish alt text stored with the media row (pages use the translated alt of the reference). */
const MEDIA_ALT: Record<SceneKind, string> = {
  apartment: "Flerbostadshus med balkonger",
  townhouse: "Radhus med små trädgårdar",
  semidetached: "Parhus med uteplatser",
  detached: "Fristående villa med trädgård",
  senior: "Seniorboende med gemensam trädgård",
};

export function exteriorSvg(kind: SceneKind, variant: number): string {
  const scene = EXTERIOR_SCENES.find((s) => s.kind === kind && s.variant === variant);
  if (!scene) throw new Error(`Unknown exterior scene ${kind} ${variant}`);
  return sceneMarkup(kind, variant, scene.path);
}

/** Renders every exterior scene to JPEG, a few at a time. */
export async function generateExteriorImages(): Promise<ExteriorImage[]> {
  const out: ExteriorImage[] = new Array(EXTERIOR_SCENES.length);
  let next = 0;
  const worker = async () => {
    while (next < EXTERIOR_SCENES.length) {
      const index = next++;
      const scene = EXTERIOR_SCENES[index];
      if (!scene) break;
      const data = await sharp(Buffer.from(sceneMarkup(scene.kind, scene.variant, scene.path)))
        .jpeg({ quality: 82, progressive: true })
        .toBuffer();
      out[index] = {
        path: scene.path,
        data,
        width: W,
        height: H,
        contentType: "image/jpeg",
        altText: MEDIA_ALT[scene.kind],
      };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(4, availableParallelism())) }, worker));
  return out;
}
