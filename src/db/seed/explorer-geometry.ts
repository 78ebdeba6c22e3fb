import type { ClickArea, ExplorerView } from "~/features/explorer/schema";

/** A sun-study surface (the sun study's schema, reached through the explorer's public schema). */
type SunSurface = NonNullable<ExplorerView["sunstudy"]>["surfaces"][number];

/**
 * The geometry of the demo explorer's pictures (issue 19): where each home of a stage sits on the
 * building's facades, in the pictures' pixels. The drawing (explorer-images.ts) and the click
 * areas and sun-study surfaces (explorer.ts) are both computed from these shapes, so a polygon
 * always lies on the windows and balcony it names. Homes are placed by their floor and, within a
 * floor, by their number.
 */

export type Point = [number, number];

/** Size of every view of the building. */
export const VIEW_WIDTH = 1600;
export const VIEW_HEIGHT = 1000;
/** Where the facade pictures' ground line is. */
export const GROUND_Y = 900;
/** The street facade faces south-west; the courtyard facade the opposite. */
export const STREET_AZIMUTH = 225;
export const COURTYARD_AZIMUTH = 45;
/** The aerial view's other visible facade (the gable). */
export const GABLE_AZIMUTH = 135;

export type ViewKind = "street" | "courtyard" | "aerial";
export const VIEW_KINDS: readonly ViewKind[] = ["street", "courtyard", "aerial"];

export interface PlacedHome {
  objectId: number;
  number: string;
  /** 1 = the lowest storey. */
  floor: number;
  /** 0-based position from the left of the street facade. */
  column: number;
}

export interface HomeShape {
  objectId: number;
  /** The home's part of the facade (its windows and balcony). */
  cell: Point[];
  /** Its balcony's front. */
  balcony: Point[];
  /** Its window openings (drawn only). */
  windows: Point[][];
}

export interface FacadeLayout {
  floors: number;
  columns: number;
  left: number;
  right: number;
  top: number;
  cellWidth: number;
  floorHeight: number;
}

/** Homes by floor (missing floors count as 1) and then by number, in the order of the street facade. */
export function placeHomes(homes: { id: number; number: string; floor: number | null }[]): PlacedHome[] {
  const byFloor = new Map<number, { id: number; number: string }[]>();
  for (const home of homes) {
    const floor = Math.max(1, home.floor ?? 1);
    const list = byFloor.get(floor) ?? [];
    list.push(home);
    byFloor.set(floor, list);
  }
  const placed: PlacedHome[] = [];
  for (const [floor, list] of [...byFloor.entries()].sort((a, b) => a[0] - b[0])) {
    list.sort((a, b) => a.number.localeCompare(b.number, "sv", { numeric: true }) || a.id - b.id);
    for (const [column, home] of list.entries()) placed.push({ objectId: home.id, number: home.number, floor, column });
  }
  return placed;
}

export function facadeLayout(homes: readonly PlacedHome[]): FacadeLayout {
  const floors = Math.max(1, ...homes.map((h) => h.floor));
  const columns = Math.max(1, ...homes.map((h) => h.column + 1));
  const cellWidth = Math.min(180, 1160 / columns);
  const floorHeight = Math.min(80, 700 / floors);
  const width = cellWidth * columns;
  const left = Math.round((VIEW_WIDTH - width) / 2);
  return {
    floors,
    columns,
    left,
    right: left + width,
    top: GROUND_Y - floors * floorHeight,
    cellWidth,
    floorHeight,
  };
}

const rectangle = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  [round(x0), round(y0)],
  [round(x1), round(y0)],
  [round(x1), round(y1)],
  [round(x0), round(y1)],
];

const round = (v: number) => Math.round(v * 10) / 10;

/** A home's shapes on the street facade, or mirrored on the courtyard facade (the building seen from behind). */
export function homeShape(layout: FacadeLayout, home: PlacedHome, side: "street" | "courtyard"): HomeShape {
  const column = side === "street" ? home.column : layout.columns - 1 - home.column;
  const x0 = layout.left + column * layout.cellWidth;
  const x1 = x0 + layout.cellWidth;
  const y1 = GROUND_Y - (home.floor - 1) * layout.floorHeight;
  const y0 = y1 - layout.floorHeight;
  const inset = Math.min(6, layout.cellWidth * 0.05);
  const balconyInset = layout.cellWidth * (side === "street" ? 0.18 : 0.26);
  const balconyTop = y1 - layout.floorHeight * 0.4;
  const windowW = layout.cellWidth * 0.22;
  const windowTop = y0 + layout.floorHeight * 0.18;
  const windowBottom = y1 - layout.floorHeight * 0.12;
  return {
    objectId: home.objectId,
    cell: rectangle(x0 + inset, y0 + inset, x1 - inset, y1 - inset / 2),
    balcony: rectangle(x0 + balconyInset, balconyTop, x1 - balconyInset, y1 - inset / 2),
    windows: [
      rectangle(x0 + layout.cellWidth * 0.14, windowTop, x0 + layout.cellWidth * 0.14 + windowW, windowBottom),
      rectangle(x1 - layout.cellWidth * 0.14 - windowW, windowTop, x1 - layout.cellWidth * 0.14, windowBottom),
    ],
  };
}

/** The facade's outline (for the sun study's facade surface). */
export function facadeOutline(layout: FacadeLayout): Point[] {
  return rectangle(layout.left, layout.top, layout.right, GROUND_Y);
}

/** The arrow regions that lead to the other views: facades link to each other and to the aerial view. */
export function arrowRegion(position: "left" | "right"): Point[] {
  const y = 430;
  return position === "right"
    ? [
        [1470, y],
        [1580, y + 60],
        [1470, y + 120],
      ]
    : [
        [130, y],
        [20, y + 60],
        [130, y + 120],
      ];
}

/** The aerial view: the building as an oblique box; its front face is the street facade, its right face the gable. */
export interface AerialLayout {
  front: Point[];
  roof: Point[];
  gable: Point[];
}

export function aerialLayout(layout: FacadeLayout): AerialLayout {
  const width = Math.min(900, (layout.right - layout.left) * 0.8);
  const height = Math.min(520, (GROUND_Y - layout.top) * 0.75);
  const depth = 220;
  const x0 = (VIEW_WIDTH - width - depth * 0.7) / 2;
  const y1 = 880;
  const y0 = y1 - height;
  const dx = depth * 0.7;
  const dy = depth * 0.45;
  return {
    front: rectangle(x0, y0, x0 + width, y1),
    roof: [
      [round(x0), round(y0)],
      [round(x0 + dx), round(y0 - dy)],
      [round(x0 + width + dx), round(y0 - dy)],
      [round(x0 + width), round(y0)],
    ],
    gable: [
      [round(x0 + width), round(y0)],
      [round(x0 + width + dx), round(y0 - dy)],
      [round(x0 + width + dx), round(y1 - dy)],
      [round(x0 + width), round(y1)],
    ],
  };
}

export interface ViewGeometry {
  clickAreas: ClickArea[];
  surfaces: SunSurface[];
}

/**
 * Click areas and sun-study surfaces of one view. `viewIds` name the stage's views and
 * `labels` the interLinks' texts (in the site's language).
 */
export function viewGeometry(
  kind: ViewKind,
  homes: readonly PlacedHome[],
  viewIds: Record<ViewKind, string>,
  labels: Record<ViewKind, string>,
): ViewGeometry {
  const layout = facadeLayout(homes);
  if (kind === "aerial") {
    const aerial = aerialLayout(layout);
    return {
      clickAreas: [
        { kind: "interLink", targetViewId: viewIds.street, label: labels.street, points: aerial.front },
        { kind: "interLink", targetViewId: viewIds.courtyard, label: labels.courtyard, points: aerial.roof },
      ],
      surfaces: [
        { kind: "facade", azimuth: STREET_AZIMUTH, objectId: null, points: aerial.front },
        { kind: "facade", azimuth: GABLE_AZIMUTH, objectId: null, points: aerial.gable },
      ],
    };
  }
  const azimuth = kind === "street" ? STREET_AZIMUTH : COURTYARD_AZIMUTH;
  const shapes = homes.map((home) => homeShape(layout, home, kind));
  const other: ViewKind = kind === "street" ? "courtyard" : "street";
  return {
    clickAreas: [
      ...shapes.map((shape): ClickArea => ({ kind: "apartment", objectId: shape.objectId, points: shape.cell })),
      { kind: "interLink", targetViewId: viewIds[other], label: labels[other], points: arrowRegion("right") },
      { kind: "interLink", targetViewId: viewIds.aerial, label: labels.aerial, points: arrowRegion("left") },
    ],
    surfaces: [
      { kind: "facade", azimuth, objectId: null, points: facadeOutline(layout) },
      ...shapes.map(
        (shape): SunSurface => ({ kind: "balcony", azimuth, objectId: shape.objectId, points: shape.balcony }),
      ),
    ],
  };
}

/** The balcony scene a home looks at: by height (low, middle, high) and the side it faces. */
export type BalconyScene = `${"street" | "courtyard"}-${"low" | "mid" | "high"}`;

export function balconySceneOf(floor: number, side: "street" | "courtyard"): BalconyScene {
  const band = floor <= 2 ? "low" : floor <= 5 ? "mid" : "high";
  return `${side}-${band}`;
}

export const BALCONY_SCENES: readonly BalconyScene[] = (["street", "courtyard"] as const).flatMap((side) =>
  (["low", "mid", "high"] as const).map((band): BalconyScene => `${side}-${band}`),
);

/** Room counts with their own axonometric sketch; larger homes share the largest. */
export const SKETCH_ROOMS = [1, 2, 3, 4, 5, 6] as const;
export const sketchRoomsOf = (rooms: number) => Math.min(6, Math.max(1, Math.round(rooms)));
