/**
 * The pictures of a demo home (issue 13, point 6): six, in the order buyers expect them, the
 * exterior, living room, kitchen, bathroom, bedroom and the view. Nothing is rendered per home:
 * the exterior is the stage's generated scene (./images.ts) and the others are demo images the
 * content seed renders once (../demo-images.names.ts), so 5,400 homes cost six pictures' worth
 * of rendering, not 32,000. Every home of a stage has the same pictures; stages differ by their
 * exterior and their view.
 */
import type { ImageItem } from "~/db/schema/residences";
import type { DemoImagePath } from "../demo-images.names";
import { hashString } from "../prng";
import type { Country } from "./places";
import type { LanguageTexts, ViewKind } from "./texts";

export const INTERIOR_PICTURES = {
  living: "demo/interior-living.jpg",
  kitchen: "demo/interior-kitchen.jpg",
  bathroom: "demo/interior-bathroom.jpg",
  bedroom: "demo/interior-bedroom.jpg",
} as const satisfies Record<string, DemoImagePath>;

export const VIEW_PICTURES = {
  sea: "demo/nature-archipelago.jpg",
  forest: "demo/nature-forest.jpg",
  fjord: "demo/nature-fjord.jpg",
  city: "demo/city-skyline.jpg",
} as const satisfies Record<ViewKind, DemoImagePath>;

/** The views each country's homes may have. */
const VIEWS_OF: Record<Country, readonly ViewKind[]> = {
  se: ["sea", "forest", "city"],
  no: ["fjord", "forest", "city"],
  fi: ["forest", "sea", "city"],
};

/** The view of a stage's homes: one of its country's, the same for the same stage url. */
export function viewOf(country: Country, stageUrl: string): ViewKind {
  const views = VIEWS_OF[country];
  return views[hashString(`${stageUrl}#view`) % views.length] as ViewKind;
}

/** The six pictures of a stage's homes, with alt texts in the site's language. */
export function homePictures(
  exterior: ImageItem,
  texts: Pick<LanguageTexts, "interiorAlt" | "viewAlt">,
  view: ViewKind,
): ImageItem[] {
  return [
    exterior,
    { src: INTERIOR_PICTURES.living, alt: texts.interiorAlt.living },
    { src: INTERIOR_PICTURES.kitchen, alt: texts.interiorAlt.kitchen },
    { src: INTERIOR_PICTURES.bathroom, alt: texts.interiorAlt.bathroom },
    { src: INTERIOR_PICTURES.bedroom, alt: texts.interiorAlt.bedroom },
    { src: VIEW_PICTURES[view], alt: texts.viewAlt[view] },
  ];
}
