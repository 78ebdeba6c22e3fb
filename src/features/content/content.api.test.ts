import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUrlEnabled } from "~/sites/features";
import { SITE_CODES, SITES, type SiteCode, type UrlKey } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import type { PageViewModel } from "./schema";

const HOST: Record<SiteCode, string> = {
  sv: "localhost:3000",
  sv_en: "localhost:3000",
  no: "no.localhost:3000",
  fi: "fi.localhost:3000",
  seniorgarden: "seniorgarden.localhost:3000",
  cooperative: "brf.localhost:3000",
  entreprenad: "entreprenad.localhost:3000",
};

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await createTestApp({ seed: true }));
});
afterAll(async () => {
  await app.close();
});

async function viewModel(site: SiteCode, path: string) {
  const response = await app.inject({
    method: "GET",
    url: `/api/page-view-model?path=${encodeURIComponent(path)}`,
    headers: { host: HOST[site] },
  });
  return { status: response.statusCode, body: response.json() as PageViewModel & { loginUrl?: string } };
}

describe("page view model (spec 001 section 7)", () => {
  it("returns the Norwegian start page with everything the shell needs", async () => {
    const { status, body } = await viewModel("no", "/");
    expect(status).toBe(200);
    expect(body.currentComponent).toBe("start");
    expect(body.dataLayer).toMatchObject({ event: "pageview", site: "no", language: "no", siteId: SITES.no.siteId });
    expect(body.navigation.main.length).toBeGreaterThan(0);
    expect(body.navigation.quickLinks).toHaveLength(2);
    expect(body.footer.companyLinks.length).toBeGreaterThan(0);
    expect(body.footer.discoveryLinks.length).toBeGreaterThan(0);
    expect(body.footer.helpLinks.length).toBeGreaterThan(0);
    expect(body.careerNavigation.length).toBeGreaterThan(0);
    expect(body.popularSearches.length).toBeGreaterThan(0);
    expect(body.crisisBanner?.heading).toBeTruthy();
    expect(body.isInEditMode).toBe(false);
    expect(body.epiEditUrl).toBeNull();
    expect(body.cookiesPageUrl).toBe(SITES.no.urls.cookies);
    expect(body.cookiesFaqSectionId).toBeTruthy();
    expect(body.siteVersion).toBe("test-version");
    expect(body.seo.canonical).toBe("http://no.localhost:3000/");
    expect(body.availableLanguages.map((l) => l.language).sort()).toEqual(["en", "fi", "no", "sv"]);
    expect(body.availableLanguages.find((l) => l.isCurrent)?.site).toBe("no");
    expect(body.seo.alternates).toEqual(
      expect.arrayContaining([
        { hreflang: "nb", href: "http://no.localhost:3000/" },
        { hreflang: "sv", href: "http://localhost:3000/" },
        { hreflang: "en", href: "http://localhost:3000/en/" },
        { hreflang: "fi", href: "http://fi.localhost:3000/" },
      ]),
    );
  });

  it("leads the language menu and hreflang from the home search to the other sites' home search (issue 13, point 8)", async () => {
    const { status, body } = await viewModel("sv", "/sok-bostad/");
    expect(status).toBe(200);
    const menu = Object.fromEntries(body.availableLanguages.map((l) => [l.site, l.url]));
    expect(menu).toEqual({
      sv: "/sok-bostad/",
      no: "http://no.localhost:3000/finn-din-bolig/",
      fi: "http://fi.localhost:3000/myytavat-asunnot/",
      // The English sub-site has no home search: its start page.
      sv_en: "/en/",
    });
    expect(body.seo.alternates).toEqual([
      { hreflang: "sv", href: "http://localhost:3000/sok-bostad/" },
      { hreflang: "nb", href: "http://no.localhost:3000/finn-din-bolig/" },
      { hreflang: "fi", href: "http://fi.localhost:3000/myytavat-asunnot/" },
    ]);
    const base = await viewModel("fi", "/asunnot/");
    expect(base.body.availableLanguages.find((l) => l.site === "no")?.url).toBe("http://no.localhost:3000/boliger/");
  });

  it("serves the English sub-site under /en/ in English", async () => {
    const { status, body } = await viewModel("sv_en", "/en/");
    expect(status).toBe(200);
    expect(body.dataLayer.language).toBe("en");
    expect(body.dataLayer.site).toBe("sv_en");
  });

  it("gives three quick links on a site without search and two with search", async () => {
    expect((await viewModel("entreprenad", "/")).body.navigation.quickLinks).toHaveLength(3);
    expect((await viewModel("sv", "/")).body.navigation.quickLinks).toHaveLength(2);
  });

  it("builds breadcrumbs from the page's ancestors", async () => {
    const { body } = await viewModel("sv", "/karriar/lediga-jobb/");
    expect(body.breadcrumbs.map((b) => b.url)).toEqual(["/", "/karriar/", "/karriar/lediga-jobb/"]);
    expect(body.viewModel.jobs.length).toBeGreaterThan(0);
  });

  it("answers 404 with the 404 page's view model and an error in the data layer", async () => {
    const { status, body } = await viewModel("sv", "/finns-inte/alls/");
    expect(status).toBe(404);
    expect(body.currentComponent).toBe("notFound");
    expect(body.dataLayer).toMatchObject({ event: "error", errorStatus: 404 });
    expect(body.navigation.main.length).toBeGreaterThan(0);
    expect(body.seo.noIndex).toBe(true);
  });

  it("redirects a path without its trailing slash", async () => {
    const response = await app.inject({ url: "/api/page-view-model?path=/karriar", headers: { host: HOST.sv } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/karriar/");
  });

  it("redirects a path of any characters with a valid Location (a raw /€ answered 500)", async () => {
    for (const [path, location] of [
      ["/€", "/%E2%82%AC/"],
      ["/bostäder", "/bost%C3%A4der/"],
      ["/😀", "/%F0%9F%98%80/"],
      ["/\u202e", "/%E2%80%AE/"],
    ] as const) {
      const response = await app.inject({
        url: `/api/page-view-model?path=${encodeURIComponent(path)}`,
        headers: { host: HOST.sv },
      });
      expect(response.statusCode, path).toBe(301);
      expect(response.headers.location).toBe(location);
    }
  });

  it("sends a My Pages visitor who is not logged in to the login page with the referrer", async () => {
    const { status, body } = await viewModel("sv", "/mina-sidor/");
    expect(status).toBe(401);
    expect(body.loginUrl).toBe("/logga-in/?referrer=%2Fmina-sidor%2F");
  });

  describe("every localized path of spec 000 section 2 resolves on its site", () => {
    for (const code of SITE_CODES) {
      const site = SITES[code];
      for (const [key, path] of Object.entries(site.urls) as [UrlKey, string][]) {
        const enabled = isUrlEnabled(site, key);
        it(`${code} ${path} (${key}) ${enabled ? "resolves" : "is a 404"}`, async () => {
          const { status, body } = await viewModel(code, path);
          if (!enabled) {
            expect(status).toBe(404);
            return;
          }
          if (key.startsWith("my")) {
            expect(status).toBe(401);
            // The English sub-site's My Pages log in on the Swedish site (decision 031).
            expect(body.loginUrl).toContain(site.urls.login ?? SITES.sv.urls.login);
            return;
          }
          expect(status).toBe(200);
          expect(body.dataLayer.site).toBe(code);
          // A meta description on every page (issue 14: Lighthouse's SEO check).
          expect(body.seo.description.length).toBeGreaterThan(0);
        });
      }
    }
  });

  it("describes the home search and the login page in their own words, and lets search engines index the login page", async () => {
    const search = await viewModel("sv", "/sok-bostad/");
    expect(search.body.seo.description).toMatch(/^Sök bland nyproducerade bostadsrätter/);
    const login = await viewModel("no", "/logg-inn/");
    expect(login.body.seo.description).toMatch(/^Logg inn på Mine sider/);
    expect(login.body.seo.noIndex).toBe(false);
    expect((await viewModel("sv", "/skapa-konto/")).body.seo.noIndex).toBe(true);
  });

  it("describes a page without a description of its own by its title and the site's name", async () => {
    const { body } = await viewModel("sv", "/skapa-konto/");
    expect(body.seo.description).toBe("Skapa konto – Nordhem");
  });

  it("has no login or search on the English sub-site and the contracting site", async () => {
    expect((await viewModel("entreprenad", "/logga-in/")).status).toBe(404);
    expect((await viewModel("entreprenad", "/sok-bostad/")).status).toBe(404);
    expect((await viewModel("entreprenad", "/mina-sidor/")).status).toBe(404);
    expect((await viewModel("sv", "/logga-in/")).status).toBe(200);
    expect((await viewModel("fi", "/sivuni/vip/")).status).toBe(404);
  });
});

describe("bad input never answers 500", () => {
  it.each([
    ["no path", "/api/page-view-model"],
    ["a relative path", "/api/page-view-model?path=karriar"],
    ["an empty path", "/api/page-view-model?path="],
    ["a huge path", `/api/page-view-model?path=/${"a".repeat(3000)}`],
  ])("%s answers 400 with a translated message", async (_name, url) => {
    const response = await app.inject({ url, headers: { host: HOST.no } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toBe("Forespørselen inneholder ugyldige opplysninger.");
  });

  it("answers a translated JSON 404 for an unknown API path", async () => {
    const response = await app.inject({ url: "/api/does-not-exist", headers: { host: HOST.fi } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
  });
});

describe("navigation fallback (GET /api/system/navigation/get)", () => {
  it("returns the navigation and footer of the site, and the English one under /en", async () => {
    const sv = await app.inject({ url: "/api/system/navigation/get", headers: { host: HOST.sv } });
    const en = await app.inject({ url: "/api/system/navigation/get/en", headers: { host: HOST.sv } });
    expect(sv.statusCode).toBe(200);
    expect(en.statusCode).toBe(200);
    expect(sv.json().navigation.main[0].url).not.toMatch(/^\/en\//);
    expect(en.json().navigation.main[0].url).toMatch(/^\/en\//);
    expect(Object.keys(sv.json().footer).sort()).toEqual(["companyLinks", "discoveryLinks", "helpLinks"]);
  });
});

describe("search engines", () => {
  it("keeps environments other than production out of search engines", async () => {
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.body).toContain("Disallow: /");
    expect(robots.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("lets search engines into production", async () => {
    const { app: prod } = await createTestApp({ env: { APP_ENV: "prod" } });
    const robots = await prod.inject({ url: "/robots.txt" });
    expect(robots.body).toContain("Allow: /");
    expect(robots.headers["x-robots-tag"]).toBeUndefined();
    await prod.close();
  });
});

describe("health", () => {
  it("reports liveness and readiness", async () => {
    expect((await app.inject({ url: "/api/health" })).json()).toMatchObject({ status: "ok" });
    expect((await app.inject({ url: "/api/ready" })).json()).toEqual({ status: "ready" });
  });

  it("reports not ready when the database is gone", async () => {
    const { app: other, database: otherDb } = await createTestApp();
    await otherDb.close();
    const response = await other.inject({ url: "/api/ready" });
    expect(response.statusCode).toBe(503);
    await other.close().catch(() => {});
  });
});
