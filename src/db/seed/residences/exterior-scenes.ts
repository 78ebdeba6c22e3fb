/**
 * The generated exterior images of the residence inventory (see images.ts). Areas, stages and homes
 * refer to them by path; the image proxy serves them as /img/<path>.
 */
import type { Concept, ResidenceType } from "~/domain/residence-enums";
import type { SceneKind } from "./texts";

export const EXTERIOR_SCENE_COUNTS: Record<SceneKind, number> = {
  apartment: 6,
  townhouse: 3,
  semidetached: 2,
  detached: 3,
  senior: 2,
};

export const EXTERIOR_WIDTH = 1600;
export const EXTERIOR_HEIGHT = 1067;

export function exteriorPath(kind: SceneKind, variant: number): string {
  return `residences/exterior-${kind}-${variant}.jpg`;
}

export const EXTERIOR_SCENES: { kind: SceneKind; variant: number; path: string }[] = Object.entries(
  EXTERIOR_SCENE_COUNTS,
).flatMap(([kind, count]) =>
  Array.from({ length: count }, (_, i) => ({
    kind: kind as SceneKind,
    variant: i + 1,
    path: exteriorPath(kind as SceneKind, i + 1),
  })),
);

/** The kind of exterior that shows a stage of this type. */
export function sceneKindOf(residenceType: ResidenceType, concept: Concept | null): SceneKind {
  if (residenceType === "apartment") return concept === "seniorGarden" ? "senior" : "apartment";
  if (residenceType === "townHouse") return "townhouse";
  if (residenceType === "semiDetached") return "semidetached";
  return "detached";
}
