/**
 * The 360 viewer's public entry for the browser: the object page's "Visa i 360°" button. The
 * dialog itself (for the explorer) is entries/panorama-dialog.ts, to be loaded lazily.
 */
export { PanoramaButton } from "./PanoramaButton";
