import type { SiteSettings } from "~/sites/sites";

export type ShellLayout = "default" | "bare" | "minimal" | "clickToBuy" | "clickToBuyFi";

/**
 * Layout by path (spec 001 section 2 "Layout by path"): the Finnish booking success path and
 * developer sandbox paths are bare; succession pages and paths ending /qr/ or /visning/ are
 * minimal (no menu); the click-to-buy route, except its info page and in edit mode, uses the
 * buy-flow layout (Finland's old-style variant in Finland).
 */
export function layoutForPath(
  path: string,
  site: Pick<SiteSettings, "site" | "urls">,
  options: { template?: string; isInEditMode?: boolean } = {},
): ShellLayout {
  if ((site.site === "fi" && path.includes("/kirja/success")) || path.includes("/sandbox/")) return "bare";
  if (
    options.template === "succession" ||
    options.template === "successionStage" ||
    path.endsWith("/qr/") ||
    path.endsWith("/visning/")
  ) {
    return "minimal";
  }
  const clickToBuy = site.urls.clickToBuy;
  const info = site.urls.clickToBuyInfo;
  if (clickToBuy && path.includes(clickToBuy) && !(info && path.includes(info)) && !options.isInEditMode) {
    return site.site === "fi" ? "clickToBuyFi" : "clickToBuy";
  }
  return "default";
}
