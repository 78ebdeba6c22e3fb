import type { SiteSettings } from "~/sites/sites";

/**
 * Public paths of residences (issue 3; the spec names only Finland's /asunnot/):
 *   <base>/                                   all counties (template "areas")
 *   <base>/<county>/                          SEO county page
 *   <base>/<county>/<municipality>/           SEO municipality page
 *   <base>/<county>/<municipality>/<area>/    area (project) page, or the sold-out page
 *   <area path><stage>/                       stage page
 *   <stage path><home>/                       home (object) page
 * The base is the site's `seoResidences` path (/bostader/, /boliger/, /asunnot/).
 */
export function residencesBasePath(site: SiteSettings): string | undefined {
  return site.urls.seoResidences;
}

/** Lower-case ASCII slug: "Västra Götalands län" → "vastra-gotalands-lan", "Bærum" → "baerum". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function countyPath(base: string, countySlug: string): string {
  return `${base}${countySlug}/`;
}

export function municipalityPath(base: string, countySlug: string, municipalitySlug: string): string {
  return `${base}${countySlug}/${municipalitySlug}/`;
}

export function areaPath(base: string, countySlug: string, municipalitySlug: string, areaSlug: string): string {
  return `${base}${countySlug}/${municipalitySlug}/${areaSlug}/`;
}

export function stagePath(areaUrl: string, stageSlug: string): string {
  return `${areaUrl}${stageSlug}/`;
}

export function objectPath(stageUrl: string, objectSlug: string): string {
  return `${stageUrl}${objectSlug}/`;
}

/**
 * The segments of a path below the residences base, or undefined when the path is not
 * under it: [county], [county, municipality], [county, municipality, area], ... up to 5.
 */
export function residenceSegments(site: SiteSettings, path: string): string[] | undefined {
  const base = residencesBasePath(site);
  if (!base || !path.startsWith(base)) return undefined;
  const segments = path.slice(base.length).split("/").filter(Boolean);
  return segments.length <= 5 ? segments : undefined;
}
