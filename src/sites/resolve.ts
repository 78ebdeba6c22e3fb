import { isSiteCode, SITES, type SiteCode, type SiteSettings } from "./sites";

/** Local default host map (spec: issue 2). Override with HOST_MAP="host=site,host=site". */
export const DEFAULT_HOST_MAP: Record<string, SiteCode> = {
  localhost: "sv",
  "127.0.0.1": "sv",
  "no.localhost": "no",
  "fi.localhost": "fi",
  "seniorgarden.localhost": "seniorgarden",
  "brf.localhost": "cooperative",
  "entreprenad.localhost": "entreprenad",
};

export type HostMap = Record<string, SiteCode>;

/** Parses "www.example.se=sv,example.no=no". Unknown site codes are a configuration error. */
export function parseHostMap(value: string | undefined): HostMap {
  if (!value?.trim()) return { ...DEFAULT_HOST_MAP };
  const map: HostMap = {};
  for (const pair of value.split(",")) {
    const [host, code] = pair.split("=").map((part) => part.trim());
    if (!host || !code || !isSiteCode(code)) {
      throw new Error(`HOST_MAP entry "${pair}" must be host=siteCode with one of ${Object.keys(SITES).join(", ")}`);
    }
    map[host.toLowerCase()] = code;
  }
  return map;
}

export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? "").trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.split(":")[0] ?? "";
}

/** True when the path belongs to the English sub-site (/en or /en/...). */
export function isEnglishSubSitePath(path: string): boolean {
  return path === "/en" || path.startsWith("/en/");
}

/**
 * The site for a request: from the host name through the host map, then the English
 * sub-site when the Swedish host is asked for a path under /en/. An unknown host falls back
 * to the first site of the map so that health checks and direct IP access still work.
 */
export function resolveSite(hostMap: HostMap, hostHeader: string | undefined, path: string): SiteSettings {
  const host = hostName(hostHeader);
  const code = hostMap[host] ?? Object.values(hostMap)[0] ?? "sv";
  return siteForPath(SITES[code], path);
}

/** The site of a path on the host of `site`: the Swedish host serves the English sub-site under /en/. */
export function siteForPath(site: SiteSettings, path: string): SiteSettings {
  if (site.site !== "sv" && site.site !== "sv_en") return site;
  return isEnglishSubSitePath(path) ? SITES.sv_en : SITES.sv;
}

/** The sites a host serves: the Swedish host also carries the English sub-site under /en/. */
export function sitesOfHost(site: SiteSettings): SiteSettings[] {
  return site.site === "sv" || site.site === "sv_en" ? [SITES.sv, SITES.sv_en] : [site];
}

/** The public host a site is reached at (first host in the map), used for absolute URLs. */
export function hostOfSite(hostMap: HostMap, site: SiteCode): string | undefined {
  const lookup: SiteCode = site === "sv_en" ? "sv" : site;
  return Object.entries(hostMap).find(([, code]) => code === lookup)?.[0];
}
