/**
 * sitemap.xml per the sitemaps.org protocol: at most 50,000 URLs per file; a site with more
 * gets a sitemap index whose parts are /sitemap.xml?page=1, ?page=2, ...
 */

export interface SitemapEntry {
  /** Path on the host, with leading and trailing slash. */
  path: string;
  lastmod?: Date;
}

export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** Absolute URL of a path; characters outside printable ASCII are percent-encoded (RFC 3986). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${/[^\x21-\x7e]/.test(path) ? encodeURI(path) : path}`;
}

/** Number of sitemap files the entries need (1 means no index). */
export function sitemapPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS));
}

export function renderUrlSet(origin: string, entries: SitemapEntry[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const entry of entries) {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
    lines.push(`<url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>${lastmod}</url>`);
  }
  lines.push("</urlset>");
  return `${lines.join("\n")}\n`;
}

export function renderSitemapIndex(origin: string, pageCount: number): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (let page = 1; page <= pageCount; page++) {
    lines.push(`<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?page=${page}`)}</loc></sitemap>`);
  }
  lines.push("</sitemapindex>");
  return `${lines.join("\n")}\n`;
}

/**
 * The document for a request: the URL set when everything fits in one file, otherwise the
 * index (no page) or one part (page 1..n). Undefined for a part that does not exist.
 */
export function renderSitemap(origin: string, entries: SitemapEntry[], page: number | undefined): string | undefined {
  const pages = sitemapPageCount(entries.length);
  if (page === undefined) return pages === 1 ? renderUrlSet(origin, entries) : renderSitemapIndex(origin, pages);
  if (page > pages) return undefined;
  return renderUrlSet(origin, entries.slice((page - 1) * SITEMAP_MAX_URLS, page * SITEMAP_MAX_URLS));
}
