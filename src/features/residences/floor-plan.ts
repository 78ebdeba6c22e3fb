/**
 * Floor-plan drawings of homes as SVG, generated from the home's rooms and living area (the demo
 * inventory has no architect's drawings). Nordic room counting: "rooms" are the living room plus
 * the bedrooms; kitchen, bathroom and hall come on top. The rooms are laid out to fill a rectangle
 * whose drawn area equals the living area, and the layout varies per home id but is always the
 * same for the same id.
 */

import { Rand } from "~/db/seed/prng";
import { formatArea } from "~/i18n/format";
import type { Language } from "~/sites/sites";

export interface FloorPlanHome {
  id: number | string;
  /** Living room + bedrooms (1 = a one-room home with kitchen). */
  rooms: number;
  /** Square metres. */
  livingArea: number;
  floor?: number | null;
}

/** Translated texts of the drawing. */
export interface FloorPlanLabels {
  /** Accessible name, e.g. "Planritning, 3 rum och kök, 78 m²". */
  title: string;
  livingRoom: string;
  bedroom: string;
  kitchen: string;
  bathroom: string;
  hall: string;
  /** Living-area text under the plan, e.g. "Boarea 78 m²"; default "78 m²". */
  area?: string;
  /** Floor text, e.g. "Våning 3"; drawn when given. */
  floor?: string;
}

export type FloorPlanSpaceKind = "livingRoom" | "bedroom" | "kitchen" | "bathroom" | "hall";

export interface FloorPlanSpace {
  kind: FloorPlanSpaceKind;
  /** Square metres. */
  area: number;
  /** Position and size in metres from the plan's top-left corner. */
  x: number;
  y: number;
  width: number;
  depth: number;
}

/** Counted rooms: the living room and the bedrooms. */
export const COUNTED_SPACES: readonly FloorPlanSpaceKind[] = ["livingRoom", "bedroom"];

const VIEW_WIDTH = 800;
const MARGIN = 40;
const PLAN_HEIGHT = 520;

interface Rect {
  x: number;
  y: number;
  width: number;
  depth: number;
}

interface Item {
  kind: FloorPlanSpaceKind;
  area: number;
}

function worstRatio(row: Item[], side: number): number {
  const sum = row.reduce((n, i) => n + i.area, 0);
  let worst = 0;
  for (const item of row) {
    const a = (side * side * item.area) / (sum * sum);
    worst = Math.max(worst, a, 1 / a);
  }
  return worst;
}

/** Squarified treemap: splits the rectangle into parts with the items' areas and sensible shapes. */
function squarify(items: Item[], box: Rect): FloorPlanSpace[] {
  const out: FloorPlanSpace[] = [];
  let rest = [...items];
  let free = { ...box };
  while (rest.length > 0) {
    const side = Math.min(free.width, free.depth);
    const row: Item[] = [];
    while (rest.length > 0) {
      const next = rest[0] as Item;
      if (row.length > 0 && worstRatio([...row, next], side) > worstRatio(row, side)) break;
      row.push(next);
      rest = rest.slice(1);
    }
    const sum = row.reduce((n, i) => n + i.area, 0);
    if (free.width >= free.depth) {
      // A column on the left.
      const columnWidth = sum / free.depth;
      let y = free.y;
      for (const item of row) {
        const depth = item.area / columnWidth;
        out.push({ kind: item.kind, area: item.area, x: free.x, y, width: columnWidth, depth });
        y += depth;
      }
      free = { x: free.x + columnWidth, y: free.y, width: free.width - columnWidth, depth: free.depth };
    } else {
      const rowDepth = sum / free.width;
      let x = free.x;
      for (const item of row) {
        const width = item.area / rowDepth;
        out.push({ kind: item.kind, area: item.area, x, y: free.y, width, depth: rowDepth });
        x += width;
      }
      free = { x: free.x, y: free.y + rowDepth, width: free.width, depth: free.depth - rowDepth };
    }
  }
  return out;
}

/** The spaces of the plan in metres: exactly `rooms` living room + bedrooms, plus kitchen, bathroom(s) and hall. */
export function floorPlanLayout(home: FloorPlanHome): { width: number; depth: number; spaces: FloorPlanSpace[] } {
  // Seeded by the id, so the same home always gets the same plan.
  const rand = new Rand(`floor-plan:${home.id}`);
  const random = () => rand.next();
  const rooms = Math.max(1, Math.min(12, Math.round(home.rooms)));
  const total = Math.max(15, home.livingArea);
  const kitchen = Math.min(18, 6 + total * 0.05 + random() * 2);
  const bathroom = Math.min(9, 3.5 + total * 0.012 + random());
  const hall = Math.min(14, 3 + total * 0.035 + random());
  const bathrooms = rooms >= 4 ? 2 : 1;
  const service = kitchen + bathroom * bathrooms + hall;
  const roomArea = Math.max(total - service, rooms * 6);
  const scale = total / (roomArea + service);
  const living = rooms === 1 ? roomArea : roomArea * (0.34 + random() * 0.08);
  const weights = Array.from({ length: rooms - 1 }, () => 0.85 + random() * 0.3);
  const weightSum = weights.reduce((n, w) => n + w, 0);
  const bedrooms = weights.map((w) => ((roomArea - living) * w) / weightSum);

  // Day zone (living room and kitchen) along the front, night zone behind it.
  const day: Item[] = [
    { kind: "livingRoom", area: living * scale },
    { kind: "kitchen", area: kitchen * scale },
  ];
  const night: Item[] = [
    ...bedrooms.map((area) => ({ kind: "bedroom" as const, area: area * scale })),
    ...Array.from({ length: bathrooms }, () => ({ kind: "bathroom" as const, area: bathroom * scale })),
    { kind: "hall" as const, area: hall * scale },
  ].sort((a, b) => b.area - a.area);

  const ratio = 1.25 + random() * 0.45;
  const width = Math.sqrt(total * ratio);
  const depth = total / width;
  const dayArea = day.reduce((n, i) => n + i.area, 0);
  const dayDepth = (dayArea / total) * depth;
  const flip = random() < 0.5;
  const dayBox = { x: 0, y: 0, width, depth: dayDepth };
  const nightBox = { x: 0, y: dayDepth, width, depth: depth - dayDepth };
  const spaces = [...squarify(flip ? [...day].reverse() : day, dayBox), ...squarify(night, nightBox)];
  if (random() < 0.5) {
    // Mirror left to right for variety.
    for (const s of spaces) s.x = width - s.x - s.width;
  }
  return { width, depth, spaces };
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const n1 = (v: number) => String(round1(v));

const FILL: Record<FloorPlanSpaceKind, string> = {
  livingRoom: "#f4ecdf",
  bedroom: "#eef2ea",
  kitchen: "#f6f0e4",
  bathroom: "#e4eef3",
  hall: "#efefec",
};

/**
 * The floor plan of a home as a standalone SVG document (role="img" with a title), with the room
 * names from `labels`, each room's area and the living area under the plan.
 */
export function floorPlanSvg(home: FloorPlanHome, labels: FloorPlanLabels, language: Language): string {
  const { width, depth, spaces } = floorPlanLayout(home);
  const scale = Math.min((VIEW_WIDTH - 2 * MARGIN) / width, PLAN_HEIGHT / depth);
  const offsetX = (VIEW_WIDTH - width * scale) / 2;
  const offsetY = MARGIN;
  const px = (m: number) => m * scale;
  // The scale bar and the living area go under the plan.
  const barY = offsetY + px(depth) + 34;
  const height = Math.ceil(barY + 30);
  /** "78 m²", "78,5 m²" (or "78.5 m²" in English): areas as drawn, to one decimal. */
  const areaText = (value: number) => formatArea(round1(value), language);
  const idBase = `fp-${String(home.id).replace(/[^a-zA-Z0-9_-]/g, "") || "home"}`;
  const names: Record<FloorPlanSpaceKind, string> = {
    livingRoom: labels.livingRoom,
    bedroom: labels.bedroom,
    kitchen: labels.kitchen,
    bathroom: labels.bathroom,
    hall: labels.hall,
  };
  const areaLabel = labels.area || areaText(home.livingArea);
  const parts: string[] = [];
  parts.push(`<rect x="0" y="0" width="${VIEW_WIDTH}" height="${height}" fill="#ffffff"/>`);
  parts.push(`<g transform="translate(${n1(offsetX)} ${n1(offsetY)})">`);
  for (const space of spaces) {
    const x = px(space.x);
    const y = px(space.y);
    const w = px(space.width);
    const h = px(space.depth);
    const counted = COUNTED_SPACES.includes(space.kind);
    parts.push(
      `<g data-space="${counted ? "room" : space.kind}" data-kind="${space.kind}">` +
        `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(w)}" height="${n1(h)}" fill="${FILL[space.kind]}" stroke="#2f343b" stroke-width="3"/>`,
    );
    const name = escapeXml(names[space.kind]);
    const size = Math.max(9, Math.min(17, (w - 8) / Math.max(4, names[space.kind].length * 0.58), h / 3.2));
    const cx = x + w / 2;
    const cy = y + h / 2;
    parts.push(
      `<text x="${n1(cx)}" y="${n1(cy - size * 0.15)}" font-size="${n1(size)}" text-anchor="middle" fill="#2f343b" font-family="system-ui, sans-serif">${name}</text>` +
        `<text x="${n1(cx)}" y="${n1(cy + size * 1.05)}" font-size="${n1(size * 0.85)}" text-anchor="middle" fill="#59616c" font-family="system-ui, sans-serif">${areaText(space.area)}</text>`,
    );
    // Windows where a living room or bedroom meets the outer wall.
    if (counted) {
      const pane = (x1: number, y1: number, x2: number, y2: number) =>
        `<line x1="${n1(x1)}" y1="${n1(y1)}" x2="${n1(x2)}" y2="${n1(y2)}" stroke="#7fa7c2" stroke-width="5"/>`;
      const wx = Math.min(w * 0.5, px(1.6));
      const wy = Math.min(h * 0.5, px(1.6));
      if (space.y < 0.01) parts.push(pane(cx - wx / 2, 0, cx + wx / 2, 0));
      if (space.y + space.depth > depth - 0.01) parts.push(pane(cx - wx / 2, px(depth), cx + wx / 2, px(depth)));
      if (space.x < 0.01) parts.push(pane(0, cy - wy / 2, 0, cy + wy / 2));
      if (space.x + space.width > width - 0.01) parts.push(pane(px(width), cy - wy / 2, px(width), cy + wy / 2));
    }
    parts.push("</g>");
  }
  parts.push(
    `<rect x="0" y="0" width="${n1(px(width))}" height="${n1(px(depth))}" fill="none" stroke="#2f343b" stroke-width="8"/>`,
  );
  parts.push("</g>");
  // Scale bar (1, 2, 5 or 10 metres, at most a third of the plan's width) and the living area.
  const barMetres = [10, 5, 2, 1].find((m) => m <= width / 3) ?? 1;
  const bar = px(barMetres);
  parts.push(
    `<g data-part="scale"><line x1="${n1(offsetX)}" y1="${n1(barY)}" x2="${n1(offsetX + bar)}" y2="${n1(barY)}" stroke="#2f343b" stroke-width="3"/>` +
      `<text x="${n1(offsetX + bar + 8)}" y="${n1(barY + 5)}" font-size="14" fill="#59616c" font-family="system-ui, sans-serif">${barMetres} m</text></g>`,
  );
  const footer = [areaLabel, home.floor !== null && home.floor !== undefined && labels.floor ? labels.floor : undefined]
    .filter(Boolean)
    .map((t) => escapeXml(t as string))
    .join(" · ");
  parts.push(
    `<text data-part="area" x="${n1(offsetX + px(width))}" y="${n1(barY + 6)}" font-size="20" font-weight="600" text-anchor="end" fill="#2f343b" font-family="system-ui, sans-serif">${footer}</text>`,
  );
  const description = spaces.map((s) => `${names[s.kind]} ${areaText(s.area)}`).join(", ");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_WIDTH} ${height}" width="${VIEW_WIDTH}" height="${height}" role="img" aria-labelledby="${idBase}-title ${idBase}-desc">` +
    `<title id="${idBase}-title">${escapeXml(labels.title)}</title>` +
    `<desc id="${idBase}-desc">${escapeXml(`${areaLabel}: ${description}`)}</desc>` +
    parts.join("") +
    "</svg>"
  );
}
