/** Image proxy URLs, shared by the browser and the server (no dependencies, stays small). */

/** Widths of the srcset (spec 001 section 9). */
export const SRCSET_WIDTHS = [1200, 1900, 2560] as const;
export const MIN_IMAGE_WIDTH = 100;
export const MAX_IMAGE_WIDTH = 2560;
/** The proxy renders widths in steps of this many pixels (ask for one to get exactly it). */
export const IMAGE_WIDTH_STEP = 20;
export const IMAGE_ASPECTS = ["3:2", "2:3", "original"] as const;
export type ImageAspect = (typeof IMAGE_ASPECTS)[number];

/** URL of a resized image through the proxy. */
export function imageUrl(src: string, width: number, aspect: ImageAspect = "3:2"): string {
  return `/img/${src}?w=${width}&ar=${encodeURIComponent(aspect)}`;
}

/** srcset for the proxy's standard widths, or for the given ones (a small image needs smaller). */
export function imageSrcSet(
  src: string,
  aspect: ImageAspect = "3:2",
  widths: readonly number[] = SRCSET_WIDTHS,
): string {
  return widths.map((w) => `${imageUrl(src, w, aspect)} ${w}w`).join(", ");
}
