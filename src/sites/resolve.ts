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

/** The origin (scheme, host, port) at which each site of the map is public: where e-mail links point. */
export type PublicOrigins = Partial<Record<SiteCode, string>>;

/**
 * Parses "https://www.nordhem.se=sv,nordhem.se=sv,https://www.nordhem.no=no". An entry is a host
 * name, or an origin whose host is served and which is then the site's public origin (the first
 * such entry of a site). Unknown site codes and malformed origins are configuration errors.
 */
export function parseHostConfig(value: string | undefined): { hostMap: HostMap; origins: PublicOrigins } {
  if (!value?.trim()) return { hostMap: { ...DEFAULT_HOST_MAP }, origins: {} };
  const hostMap: HostMap = {};
  const origins: PublicOrigins = {};
  for (const pair of value.split(",")) {
    const at = pair.lastIndexOf("=");
    const entry = pair.slice(0, at).trim();
    const code = pair.slice(at + 1).trim();
    if (at < 1 || !entry || !isSiteCode(code)) {
      throw new Error(
        `HOST_MAP entry "${pair}" must be host=siteCode or https://host=siteCode with one of ${Object.keys(SITES).join(", ")}`,
      );
    }
    if (entry.includes("://")) {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`HOST_MAP entry "${pair}": "${entry}" is no origin`);
      }
      if (!/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search || url.username) {
        throw new Error(`HOST_MAP entry "${pair}": an origin is http(s)://host[:port] and nothing more`);
      }
      hostMap[url.hostname] = code;
      origins[code] ??= url.origin;
    } else {
      hostMap[entry.toLowerCase()] = code;
    }
  }
  return { hostMap, origins };
}

/** The host map alone (see parseHostConfig). */
export function parseHostMap(value: string | undefined): HostMap {
  return parseHostConfig(value).hostMap;
}

/** The sites a host map serves. */
export function sitesOfMap(hostMap: HostMap): SiteCode[] {
  return [...new Set(Object.values(hostMap))];
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
 * sub-site when the Swedish host is asked for a path under /en/. Undefined for a host the map
 * does not know (the server answers 421: a forged Host header never reaches a site).
 */
export function resolveSite(hostMap: HostMap, hostHeader: string | undefined, path: string): SiteSettings | undefined {
  const code = hostMap[hostName(hostHeader)];
  return code ? siteForPath(SITES[code], path) : undefined;
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
