/** Whether the browser can draw with WebGL, which the 360 sphere needs (without it the panorama is shown flat). */
export function hasWebGl(): boolean {
  if (typeof document === "undefined") return false;
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}
