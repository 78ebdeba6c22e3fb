/**
 * The demo apartment plans of the 360 tours (issue 19): three plans (2, 3 and 4 rooms), each a
 * few rooms as boxes in metres (x east, z north, y up; ceiling 2.6 m) with doorways between them,
 * windows, furniture and one camera per room that has a tour stop. The panoramas are drawn from
 * these (panorama-render.ts) and the tours' camera links point at the same doorways, so an arrow
 * lies where the picture shows the door.
 */

export const CEILING = 2.6;
export const DOOR_HEIGHT = 2.1;
export const CAMERA_HEIGHT = 1.5;

export type RoomKind = "hall" | "kitchen" | "living" | "bedroom";
export type Wall = "n" | "s" | "e" | "w";

/** What a piece of furniture is made of; each furnishing type (archetype) colours them its own way. */
export type Material = "sofa" | "wood" | "cabinet" | "counter" | "textile" | "rug" | "dark" | "plant";

export interface Furniture {
  box: [x0: number, y0: number, z0: number, x1: number, y1: number, z1: number];
  material: Material;
  /** Built in (kitchen cabinets, wardrobes): also in the unfurnished home. */
  builtIn?: boolean;
}

export interface PlanRoom {
  key: string;
  kind: RoomKind;
  /** [x0, z0, x1, z1] in metres. */
  rect: [number, number, number, number];
  /** The camera's place on the floor (x, z); it stands at CAMERA_HEIGHT. */
  camera: [number, number];
  /** Where the camera looks first (yaw in degrees, 0 north, 90 east) and its field of view. */
  look: { yaw: number; fov: number };
  /** Windows: the wall, the centre along it (x for n/s walls, z for e/w) and the width, sill at 0.8 m, top at 2.2 m. */
  windows: { wall: Wall; at: number; width: number }[];
  furniture: Furniture[];
}

export interface PlanDoor {
  rooms: [string, string];
  /** The doorway's centre on the wall the two rooms share. */
  at: [number, number];
  width: number;
}

export interface ApartmentPlan {
  key: "2r" | "3r" | "4r";
  rooms: number;
  cameraRooms: PlanRoom[];
  doors: PlanDoor[];
}

const hall = (rect: PlanRoom["rect"], camera: [number, number], yaw: number, extra: Furniture[] = []): PlanRoom => ({
  key: "hall",
  kind: "hall",
  rect,
  camera,
  look: { yaw, fov: 90 },
  windows: [],
  furniture: [
    // Wardrobe along the west wall, a bench by the east wall's north end and a mat.
    { box: [rect[0], 0, rect[1] + 0.3, rect[0] + 0.6, 2.3, rect[1] + 1.5], material: "cabinet", builtIn: true },
    { box: [rect[2] - 0.45, 0, rect[3] - 1.0, rect[2], 0.45, rect[3] - 0.1], material: "wood" },
    { box: [rect[0] + 0.9, 0, rect[1] + 0.2, rect[0] + 1.9, 0.015, rect[1] + 0.9], material: "rug" },
    ...extra,
  ],
});

/** 2 rooms and an open kitchen, about 55 m². */
const TWO_ROOMS: ApartmentPlan = {
  key: "2r",
  rooms: 2,
  cameraRooms: [
    hall([0, 0, 3.6, 3.2], [1.8, 1.4], 45),
    {
      key: "living",
      kind: "living",
      rect: [3.6, 0, 8.8, 6.8],
      camera: [6.0, 3.2],
      look: { yaw: 20, fov: 85 },
      windows: [
        { wall: "n", at: 6.2, width: 2.2 },
        { wall: "e", at: 4.5, width: 1.4 },
      ],
      furniture: [
        // Open kitchen along the south wall.
        { box: [5.4, 0, 0, 8.8, 0.9, 0.62], material: "counter", builtIn: true },
        { box: [5.4, 1.45, 0, 8.8, 2.2, 0.35], material: "cabinet", builtIn: true },
        { box: [4.3, 0, 5.9, 7.0, 0.45, 6.8], material: "sofa" },
        { box: [4.3, 0.45, 6.5, 7.0, 0.85, 6.8], material: "sofa" },
        { box: [4.8, 0, 4.3, 6.6, 0.42, 5.2], material: "wood" },
        { box: [4.1, 0, 3.9, 7.4, 0.015, 6.0], material: "rug" },
        { box: [8.3, 0, 1.6, 8.8, 1.9, 2.8], material: "dark" },
        { box: [3.9, 0, 6.3, 4.25, 1.1, 6.65], material: "plant" },
      ],
    },
    {
      key: "bedroom",
      kind: "bedroom",
      rect: [0, 3.2, 3.6, 6.8],
      camera: [1.9, 4.4],
      look: { yaw: 0, fov: 85 },
      windows: [{ wall: "n", at: 1.8, width: 1.4 }],
      furniture: [
        { box: [0, 0, 4.9, 1.6, 0.5, 6.8], material: "textile" },
        { box: [0, 0.5, 6.55, 1.6, 1.05, 6.8], material: "wood" },
        { box: [1.65, 0, 6.3, 2.15, 0.55, 6.8], material: "wood" },
        { box: [3.0, 0, 3.4, 3.6, 2.3, 5.2], material: "cabinet", builtIn: true },
      ],
    },
  ],
  doors: [
    { rooms: ["hall", "bedroom"], at: [1.5, 3.2], width: 0.9 },
    { rooms: ["hall", "living"], at: [3.6, 1.2], width: 1.0 },
  ],
};

const kitchenRoom = (rect: PlanRoom["rect"], camera: [number, number]): PlanRoom => {
  const [x0, z0, x1] = rect;
  return {
    key: "kitchen",
    kind: "kitchen",
    rect,
    camera,
    look: { yaw: 150, fov: 85 },
    windows: [{ wall: "s", at: (x0 + x1) / 2 + 0.6, width: 1.4 }],
    furniture: [
      // Counter and upper cabinets along the east wall, a table with two chairs.
      { box: [x1 - 0.62, 0, z0 + 0.2, x1, 0.9, rect[3] - 0.2], material: "counter", builtIn: true },
      { box: [x1 - 0.35, 1.45, z0 + 0.2, x1, 2.2, rect[3] - 0.2], material: "cabinet", builtIn: true },
      { box: [x0 + 0.9, 0.72, z0 + 0.9, x0 + 1.9, 0.76, z0 + 1.9], material: "wood" },
      { box: [x0 + 1.3, 0, z0 + 1.3, x0 + 1.5, 0.72, z0 + 1.5], material: "wood" },
      { box: [x0 + 0.5, 0, z0 + 1.2, x0 + 0.85, 0.9, z0 + 1.6], material: "textile" },
      { box: [x0 + 1.95, 0, z0 + 1.2, x0 + 2.3, 0.9, z0 + 1.6], material: "textile" },
    ],
  };
};

const livingRoom = (rect: PlanRoom["rect"], camera: [number, number], windows: PlanRoom["windows"]): PlanRoom => {
  const [x0, , x1, z1] = rect;
  return {
    key: "living",
    kind: "living",
    rect,
    camera,
    look: { yaw: 10, fov: 90 },
    windows,
    furniture: [
      { box: [x0 + 0.8, 0, z1 - 0.95, x0 + 3.6, 0.45, z1], material: "sofa" },
      { box: [x0 + 0.8, 0.45, z1 - 0.3, x0 + 3.6, 0.85, z1], material: "sofa" },
      { box: [x0 + 1.3, 0, z1 - 2.1, x0 + 3.1, 0.42, z1 - 1.3], material: "wood" },
      { box: [x0 + 0.6, 0, z1 - 2.6, x0 + 3.9, 0.015, z1 - 1.0], material: "rug" },
      { box: [x1 - 0.45, 0, z1 - 3.6, x1, 1.9, z1 - 2.0], material: "dark" },
      { box: [x1 - 0.5, 0, z1 - 4.2, x1 - 0.1, 1.2, z1 - 3.8], material: "plant" },
    ],
  };
};

const bedroomRoom = (rect: PlanRoom["rect"], camera: [number, number]): PlanRoom => {
  const [x0, , x1, z1] = rect;
  return {
    key: "bedroom",
    kind: "bedroom",
    rect,
    camera,
    look: { yaw: 0, fov: 85 },
    windows: [{ wall: "n", at: (x0 + x1) / 2, width: 1.4 }],
    furniture: [
      { box: [x0 + 0.5, 0, z1 - 2.1, x0 + 2.1, 0.5, z1], material: "textile" },
      { box: [x0 + 0.5, 0.5, z1 - 0.25, x0 + 2.1, 1.05, z1], material: "wood" },
      { box: [x0 + 2.15, 0, z1 - 0.5, x0 + 2.65, 0.55, z1], material: "wood" },
      { box: [x1 - 0.6, 0, z1 - 3.4, x1, 2.3, z1 - 1.6], material: "cabinet", builtIn: true },
    ],
  };
};

/** 3 rooms and a kitchen, about 75 m². */
const THREE_ROOMS: ApartmentPlan = {
  key: "3r",
  rooms: 3,
  cameraRooms: [
    hall([0, 0, 3.0, 3.0], [1.6, 1.3], 60),
    kitchenRoom([3.0, 0, 7.0, 3.4], [5.4, 2.3]),
    livingRoom(
      [3.0, 3.4, 8.6, 8.0],
      [5.4, 5.2],
      [
        { wall: "n", at: 5.8, width: 2.2 },
        { wall: "e", at: 7.0, width: 1.4 },
      ],
    ),
    bedroomRoom([0, 3.0, 3.0, 6.6], [1.1, 4.0]),
  ],
  doors: [
    { rooms: ["hall", "kitchen"], at: [3.0, 1.5], width: 1.0 },
    { rooms: ["kitchen", "living"], at: [5.5, 3.4], width: 1.4 },
    { rooms: ["hall", "bedroom"], at: [1.4, 3.0], width: 0.9 },
  ],
};

/** 4 rooms and a kitchen, about 95 m². */
const FOUR_ROOMS: ApartmentPlan = {
  key: "4r",
  rooms: 4,
  cameraRooms: [
    hall([0, 0, 3.2, 3.6], [1.7, 1.5], 60),
    kitchenRoom([3.2, 0, 8.0, 3.6], [5.8, 2.5]),
    livingRoom(
      [3.2, 3.6, 10.0, 9.0],
      [6.0, 5.6],
      [
        { wall: "n", at: 5.2, width: 2.0 },
        { wall: "n", at: 8.2, width: 2.0 },
        { wall: "e", at: 8.0, width: 1.4 },
      ],
    ),
    bedroomRoom([0, 3.6, 3.2, 7.6], [1.2, 4.6]),
  ],
  doors: [
    { rooms: ["hall", "kitchen"], at: [3.2, 1.8], width: 1.0 },
    { rooms: ["kitchen", "living"], at: [6.5, 3.6], width: 1.6 },
    { rooms: ["hall", "bedroom"], at: [1.6, 3.6], width: 0.9 },
  ],
};

export const APARTMENT_PLANS: readonly ApartmentPlan[] = [TWO_ROOMS, THREE_ROOMS, FOUR_ROOMS];

/** The plan of a home with `rooms` rooms: 1–2 rooms the smallest, 4 and more the largest. */
export function planForRooms(rooms: number): ApartmentPlan {
  if (rooms <= 2) return TWO_ROOMS;
  if (rooms === 3) return THREE_ROOMS;
  return FOUR_ROOMS;
}

/** Where a camera sees a doorway: yaw (0 north, clockwise) and pitch in degrees, towards its centre at 1 m. */
export function directionTo(from: [number, number], to: [number, number]): { yaw: number; pitch: number } {
  const dx = to[0] - from[0];
  const dz = to[1] - from[1];
  const yaw = (Math.atan2(dx, dz) * 180) / Math.PI;
  const pitch = (Math.atan2(1.0 - CAMERA_HEIGHT, Math.hypot(dx, dz)) * 180) / Math.PI;
  return { yaw: round1(yaw), pitch: round1(pitch) };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
