/**
 * The generated pictures of the demo premises (issue 19; no downloads): a shopfront, an office, a
 * restaurant and a storage hall, flat illustrations drawn as SVG in code and rendered to JPEG with
 * sharp like ./demo-images.ts. Four pictures shared by every premises of their type keep the seed
 * quick; each scene's randomness is seeded with its path, so the same path gives the same bytes.
 */
import sharp from "sharp";
import type { PremisesType } from "~/features/premises/schema";
import { Rand } from "./prng";
import { circle, el, ellipse, poly, rect, shade } from "./svg";

export const PREMISES_PICTURE_WIDTH = 1500;
export const PREMISES_PICTURE_HEIGHT = 1000;
const W = PREMISES_PICTURE_WIDTH;
const H = PREMISES_PICTURE_HEIGHT;

export const PREMISES_PICTURES: Record<PremisesType, string> = {
  shop: "premises/shopfront.jpg",
  office: "premises/office.jpg",
  restaurant: "premises/restaurant.jpg",
  storage: "premises/storage.jpg",
};

/** Swedish alt text of the media row (pages use the translated alt stored with each premises). */
const MEDIA_ALT: Record<PremisesType, string> = {
  shop: "Butikslokal med skyltfönster mot gatan",
  office: "Kontorslokal med arbetsplatser och stora fönster",
  restaurant: "Restauranglokal med bord och bar",
  storage: "Lagerlokal med lastport och pallställ",
};

export interface PremisesPicture {
  path: string;
  data: Buffer;
  width: number;
  height: number;
  contentType: "image/jpeg";
  altText: string;
}

const linear = (id: string, top: string, bottom: string): string =>
  el(
    "linearGradient",
    { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    el("stop", { offset: 0, "stop-color": top }) + el("stop", { offset: 1, "stop-color": bottom }),
  );

function plant(x: number, floor: number, size: number): string {
  return [
    poly(
      [
        [x - 28 * size, floor - 60 * size],
        [x + 28 * size, floor - 60 * size],
        [x + 20 * size, floor],
        [x - 20 * size, floor],
      ],
      "#c4935f",
    ),
    ellipse(x, floor - 110 * size, 55 * size, 60 * size, "#5f7a62"),
    ellipse(x - 30 * size, floor - 150 * size, 35 * size, 45 * size, "#8da38a"),
    ellipse(x + 28 * size, floor - 160 * size, 32 * size, 42 * size, "#4e6b50"),
  ].join("");
}

/** A shopfront on a street: display windows, a door, an awning and a blank sign. */
function shopfront(r: Rand): string {
  const wall = r.pick(["#e2d3b8", "#eeeae2", "#d4a04f", "#9fb29a"]);
  const awning = r.pick(["#9c3b2e", "#35503f", "#3e454f"]);
  const parts = [
    el("defs", {}, linear("sky", "#9fc3de", "#e9eef0") + linear("glass", "#7f98ab", "#c9d4dc")),
    rect(0, 0, W, H, "url(#sky)"),
    rect(0, 60, W, 760, wall),
    // Upper floors' windows.
    ...Array.from({ length: 6 }, (_, i) => rect(90 + i * 235, 120, 130, 150, "#59616c")),
    ...Array.from({ length: 6 }, (_, i) => rect(100 + i * 235, 130, 110, 130, "url(#glass)")),
    // Sign band and awning.
    rect(120, 330, 1260, 90, shade(awning, -0.1)),
    rect(520, 350, 460, 50, "#f3f0e8", { "fill-opacity": 0.9 }),
    poly(
      [
        [120, 430],
        [1380, 430],
        [1430, 520],
        [70, 520],
      ],
      awning,
    ),
    ...Array.from({ length: 14 }, (_, i) => rect(70 + i * 97, 505, 48, 22, shade(awning, 0.25))),
    // Display windows and the door.
    rect(140, 540, 520, 280, "#3e454f"),
    rect(155, 555, 490, 265, "url(#glass)"),
    rect(700, 540, 150, 280, "#3e454f"),
    rect(712, 555, 126, 265, "#59616c"),
    rect(890, 540, 470, 280, "#3e454f"),
    rect(905, 555, 440, 265, "url(#glass)"),
    // Goods on show.
    ...Array.from({ length: 5 }, (_, i) =>
      rect(190 + i * 90, 700 - r.int(0, 80), 60, 120 + r.int(0, 80), r.pick(["#d9b287", "#f3f0e8", "#8da38a"])),
    ),
    ...Array.from({ length: 4 }, (_, i) => circle(980 + i * 95, 700, 36, r.pick(["#d6a550", "#9c3b2e", "#f3f0e8"]))),
    // Pavement.
    rect(0, 820, W, 180, "#b9b4aa"),
    ...Array.from({ length: 16 }, (_, i) => rect(i * 100, 820, 4, 180, "#a5a097")),
    plant(1430, 900, 0.8),
    plant(70, 900, 0.8),
  ];
  return parts.join("");
}

/** An open-plan office: windows along the back wall, desks with screens, plants. */
function office(r: Rand): string {
  const parts = [
    el("defs", {}, linear("view", "#b9d6ea", "#eef0e6") + linear("floor", "#d6b189", "#b98a5a")),
    rect(0, 0, W, H, "#f3f0e8"),
    rect(0, 0, W, 90, "#e9e4da"),
    ...Array.from({ length: 4 }, (_, i) => rect(80 + i * 350, 140, 300, 380, "url(#view)")),
    ...Array.from({ length: 4 }, (_, i) => rect(80 + i * 350 + 146, 140, 8, 380, "#e9e4da")),
    // Distant city through the windows.
    ...Array.from({ length: 14 }, (_, i) => rect(90 + i * 100, 420 - r.int(20, 140), 70, 120, "#9fb4c6")),
    rect(0, 520, W, 480, "url(#floor)"),
    // Pendant lights.
    ...Array.from({ length: 4 }, (_, i) => rect(250 + i * 330, 90, 4, 120, "#2f343b")),
    ...Array.from({ length: 4 }, (_, i) => ellipse(252 + i * 330, 215, 50, 20, "#2f343b")),
  ];
  for (let row = 0; row < 2; row++) {
    const y = 640 + row * 170;
    for (let i = 0; i < 4; i++) {
      const x = 140 + i * 330 + row * 60;
      parts.push(
        rect(x, y, 260, 18, "#f3f0e8"),
        rect(x + 10, y + 18, 10, 90, "#59616c"),
        rect(x + 240, y + 18, 10, 90, "#59616c"),
        rect(x + 90, y - 80, 90, 62, "#2f343b"),
        rect(x + 96, y - 74, 78, 50, r.pick(["#7f98ab", "#8da38a", "#9fb4c6"])),
        rect(x + 130, y - 18, 10, 18, "#2f343b"),
      );
    }
  }
  parts.push(plant(60, 960, 1.1), plant(1440, 960, 1.1));
  return parts.join("");
}

/** A restaurant: tables with chairs, a bar with stools, pendant lamps and warm light. */
function restaurant(r: Rand): string {
  const parts = [
    el("defs", {}, linear("wall", "#f1d9b5", "#e2c49a") + linear("floor", "#9b6c43", "#6b5443")),
    rect(0, 0, W, H, "url(#wall)"),
    rect(0, 600, W, 400, "url(#floor)"),
    // Bar and shelves.
    rect(900, 200, 520, 20, "#6b5443"),
    rect(900, 300, 520, 20, "#6b5443"),
    ...Array.from({ length: 12 }, (_, i) =>
      rect(920 + i * 42, 150 + (i % 2) * 100, 22, 50, r.pick(["#35503f", "#9c3b2e", "#d6a550"])),
    ),
    rect(860, 470, 600, 180, "#4e3b2e"),
    rect(840, 455, 640, 24, "#c4935f"),
    ...Array.from({ length: 5 }, (_, i) => rect(900 + i * 115, 660, 12, 120, "#2f343b")),
    ...Array.from({ length: 5 }, (_, i) => ellipse(906 + i * 115, 660, 36, 10, "#9c3b2e")),
    // A big window on the left.
    rect(60, 120, 360, 420, "#9fb4c6"),
    rect(236, 120, 8, 420, "#e2c49a"),
    // Pendant lamps with warm light.
    ...Array.from({ length: 3 }, (_, i) => rect(300 + i * 220, 0, 3, 230, "#2f343b")),
    ...Array.from({ length: 3 }, (_, i) => circle(302 + i * 220, 250, 34, "#d6a550")),
    ...Array.from({ length: 3 }, (_, i) => circle(302 + i * 220, 260, 120, "#fff3d6", { "fill-opacity": 0.25 })),
  ];
  for (let i = 0; i < 3; i++) {
    const x = 180 + i * 230;
    const y = 760 + (i % 2) * 60;
    parts.push(
      ellipse(x, y, 90, 24, "#f3f0e8"),
      rect(x - 6, y, 12, 110, "#2f343b"),
      rect(x - 140, y - 40, 50, 10, "#c4935f"),
      rect(x - 130, y - 40, 8, 150, "#9b6c43"),
      rect(x + 90, y - 40, 50, 10, "#c4935f"),
      rect(x + 122, y - 40, 8, 150, "#9b6c43"),
      circle(x - 30, y - 12, 10, "#8da38a"),
    );
  }
  return parts.join("");
}

/** A storage hall: a loading door and dock, pallet racks, a concrete floor. */
function storage(r: Rand): string {
  const parts = [
    el("defs", {}, linear("roof", "#8d9399", "#b9b4aa") + linear("floor", "#b9b4aa", "#8d9399")),
    rect(0, 0, W, H, "#d8d5ce"),
    rect(0, 0, W, 120, "url(#roof)"),
    ...Array.from({ length: 8 }, (_, i) => rect(i * 200, 0, 14, 120, "#59616c")),
    rect(0, 720, W, 280, "url(#floor)"),
    // Loading door with its dock.
    rect(560, 240, 380, 480, "#59616c"),
    ...Array.from({ length: 12 }, (_, i) => rect(570, 250 + i * 39, 360, 30, "#8d9399")),
    rect(520, 720, 460, 50, "#3e454f"),
    ...Array.from({ length: 6 }, (_, i) => rect(530 + i * 80, 722, 40, 10, "#d6a550")),
  ];
  // Pallet racks on both sides.
  for (const x0 of [60, 1020]) {
    for (let level = 0; level < 3; level++) {
      const y = 300 + level * 160;
      parts.push(rect(x0, y + 120, 420, 14, "#d6a550"));
      for (let i = 0; i < 3; i++) {
        const boxH = r.int(60, 110);
        parts.push(
          rect(x0 + 15 + i * 135, y + 120 - boxH, 115, boxH, r.pick(["#c4935f", "#d9b287", "#9b6c43"])),
          rect(x0 + 15 + i * 135, y + 120 - boxH / 2 - 4, 115, 8, "#f3f0e8", { "fill-opacity": 0.6 }),
        );
      }
    }
    parts.push(rect(x0, 260, 14, 460, "#2f6f9f"), rect(x0 + 406, 260, 14, 460, "#2f6f9f"));
  }
  return parts.join("");
}

const SCENES: Record<PremisesType, (r: Rand) => string> = { shop: shopfront, office, restaurant, storage };

export function premisesPictureSvg(type: PremisesType): string {
  const path = PREMISES_PICTURES[type];
  const body = SCENES[type](new Rand(path));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

/** Renders the four pictures to JPEG (a fraction of a second each). */
export async function generatePremisesPictures(): Promise<PremisesPicture[]> {
  return Promise.all(
    (Object.keys(PREMISES_PICTURES) as PremisesType[]).map(async (type) => ({
      path: PREMISES_PICTURES[type],
      data: await sharp(Buffer.from(premisesPictureSvg(type)))
        .jpeg({ quality: 82, progressive: true })
        .toBuffer(),
      width: W,
      height: H,
      contentType: "image/jpeg" as const,
      altText: MEDIA_ALT[type],
    })),
  );
}
