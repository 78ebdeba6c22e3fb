/** What the viewer shows, shared by the sphere, the flat fallback and the dialog (and read by the journey and the bench). */
export interface PanoramaShown {
  /** The low-resolution image is on screen, or the full one replaced it. */
  level: "low" | "full";
  cameraId: string;
  archetypeId: string;
}

/** The tour of a home (GET, public, cacheable). */
export function panoramaTourUrl(objectId: number): string {
  return `/api/residenceexplorer/panorama/${objectId}`;
}

/**
 * Marks the moment an image reached the screen as a performance mark (`panorama:low`,
 * `panorama:full`), which the bench (bench/panorama.ts) reads; only the first of each per page.
 */
export function markShown(level: PanoramaShown["level"]): void {
  const name = `panorama:${level}`;
  if (typeof performance === "undefined" || performance.getEntriesByName(name).length > 0) return;
  performance.mark(name);
}
