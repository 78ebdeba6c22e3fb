import { describe, expect, it } from "vitest";
import { absoluteUrl, escapeXml, renderSitemap, SITEMAP_MAX_URLS, type SitemapEntry } from "./sitemap";

const origin = "https://www.nordhem.se";

describe("sitemap rendering", () => {
  it("escapes the five XML characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("percent-encodes paths outside printable ASCII", () => {
    expect(absoluteUrl(origin, "/bostader/malmö/")).toBe("https://www.nordhem.se/bostader/malm%C3%B6/");
    expect(absoluteUrl(origin, "/bostader/")).toBe("https://www.nordhem.se/bostader/");
  });

  it("writes one URL set with the date of lastmod when everything fits", () => {
    const xml = renderSitemap(
      origin,
      [{ path: "/a&b/", lastmod: new Date("2026-03-04T12:00:00Z") }, { path: "/c/" }],
      undefined,
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://www.nordhem.se/a&amp;b/</loc><lastmod>2026-03-04</lastmod></url>");
    expect(xml).toContain("<url><loc>https://www.nordhem.se/c/</loc></url>");
  });

  it("splits more than 50,000 URLs into parts behind a sitemap index", () => {
    const entries: SitemapEntry[] = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ path: `/p${i}/` }));
    const index = renderSitemap(origin, entries, undefined)!;
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<loc>https://www.nordhem.se/sitemap.xml?page=1</loc>");
    expect(index).toContain("<loc>https://www.nordhem.se/sitemap.xml?page=2</loc>");
    expect(index).not.toContain("page=3");
    const first = renderSitemap(origin, entries, 1)!;
    expect(first.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    const second = renderSitemap(origin, entries, 2)!;
    expect(second.match(/<url>/g)).toHaveLength(1);
    expect(second).toContain(`/p${SITEMAP_MAX_URLS}/`);
    expect(renderSitemap(origin, entries, 3)).toBeUndefined();
  });
});
