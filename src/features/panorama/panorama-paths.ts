/** Where panoramas are kept in the media store: `panorama/<plan>-<room>-<furnishing>-<hash>[-low].jpg` (src/db/seed/panoramas.ts). */
export const PANORAMA_MEDIA_PREFIX = "panorama/";

/** The address panoramas are served from (decision 056): the file's name after it, immutable. */
export const PANORAMA_IMAGE_PREFIX = "/api/residenceexplorer/panorama/image/";

/** A panorama's file name: letters, digits and dashes, `.jpg`; no slashes or dots that could leave the folder. */
export const PANORAMA_FILE_NAME = /^[a-z0-9][a-z0-9-]{0,99}\.jpg$/;

/** The public address of a panorama stored at `mediaPath`. */
export function panoramaImageUrl(mediaPath: string): string {
  const name = mediaPath.startsWith(PANORAMA_MEDIA_PREFIX) ? mediaPath.slice(PANORAMA_MEDIA_PREFIX.length) : mediaPath;
  return `${PANORAMA_IMAGE_PREFIX}${name}`;
}
