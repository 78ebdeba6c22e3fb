/**
 * The 360 viewer's dialog for other features (the object page, the residence explorer): load it
 * lazily, `lazy(() => import("~/features/panorama/entries/panorama-dialog").then((m) => ({ default: m.PanoramaDialog })))`,
 * so the viewer and three.js stay out of the page's first JavaScript.
 */
export { PanoramaDialog, type PanoramaDialogProps } from "../PanoramaDialog";
