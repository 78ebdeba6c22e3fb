import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { pages } from "~/db/schema";
import { createContentService } from "~/features/content/content.service";
import { SESSION_COOKIE } from "~/server/app-context";
import { isUrlEnabled } from "~/sites/features";
import { SITE_CODES, SITES, type UrlKey } from "~/sites/sites";
import { createTestApp, hasServerBuild } from "~/test/test-app";
import { preferredEncoding, withoutControlCharacterParams } from "./plugins/ssr";

describe("control characters in a page's query", () => {
  it("drops the parameters that hold them and keeps the rest", () => {
    expect(withoutControlCharacterParams("/sok/?s=hus")).toBe("/sok/?s=hus");
    expect(withoutControlCharacterParams("/sok/")).toBe("/sok/");
    expect(withoutControlCharacterParams("/sok/?s=a%00b")).toBe("/sok/");
    expect(withoutControlCharacterParams("/sok/?s=a%0Ab&p=2")).toBe("/sok/?p=2");
    expect(withoutControlCharacterParams("/sok/?x%1F=1&p=2")).toBe("/sok/?p=2");
  });
});

// Server rendering needs the production build; `npm test` builds before it runs Vitest.
describe.runIf(hasServerBuild())("server-rendered pages", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    ({ app, database } = await createTestApp({ seed: true, ssr: true }));
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, host = "localhost:3000") => app.inject({ url, headers: { host } });

  it("a logged-in visitor's page is kept by no cache", async () => {
    const response = await app.inject({
      url: "/",
      headers: { host: "localhost:3000", cookie: `${SESSION_COOKIE}=whatever` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("a page address with control characters in its query leads to the page without them (a NUL answered 500)", async () => {
    const response = await get("/sok-bostad/?q=Nacka%00&maxRooms=3");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/sok-bostad/?maxRooms=3");
    expect((await get("/sok-bostad/?maxRooms=3")).statusCode).toBe(200);
  });

  it.each([
    ["no.localhost:3000", "/", "nb", "Hopp til innhold"],
    ["fi.localhost:3000", "/", "fi", "Siirry sisältöön"],
    ["localhost:3000", "/", "sv", "Hoppa till innehåll"],
    ["localhost:3000", "/en/", "en", "Skip to content"],
    ["seniorgarden.localhost:3000", "/", "sv", "Seniorgården"],
    ["brf.localhost:3000", "/", "sv", "Bostadsrätt"],
    ["entreprenad.localhost:3000", "/", "sv", "Nordhem Entreprenad"],
  ])("%s%s renders the start page in its language", async (host, path, lang, text) => {
    const response = await get(path, host);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain(`<html lang="${lang}"`);
    expect(response.body).toContain(text);
    expect(response.body).toMatch(/<h1[^>]*>/);
    expect(response.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+"/);
    expect(response.body).toContain('aria-label="');
  });

  it("renders the Norwegian navigation in the HTML", async () => {
    const vm = (
      await app.inject({ url: "/api/page-view-model?path=/", headers: { host: "no.localhost:3000" } })
    ).json();
    const response = await get("/", "no.localhost:3000");
    for (const item of vm.navigation.main) expect(response.body).toContain(item.text.replaceAll("&", "&amp;"));
    expect(response.body).toContain('hrefLang="nb"');
  });

  it("allows exactly the page's own inline scripts in its Content-Security-Policy", async () => {
    const response = await get("/om-oss/");
    const csp = String(response.headers["content-security-policy"]);
    const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      const hash = createHash("sha256").update(script).digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("serves anonymous visitors a cached copy and renders every request of a visitor with a session", async () => {
    const first = await get("/hallbarhet/");
    const second = await get("/hallbarhet/");
    expect(second.body).toBe(first.body);
    const withSession = await app.inject({
      url: "/hallbarhet/",
      headers: { host: "localhost:3000", cookie: `${SESSION_COOKIE}=x` },
    });
    expect(withSession.statusCode).toBe(200);
  });

  it("answers an unknown path with the 404 page and status 404", async () => {
    const response = await get("/det-har-finns-inte/");
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/<h1[^>]*>Sidan kunde inte hittas<\/h1>/);
    expect(response.body).toContain("errorStatus");
    expect(response.body).toContain('name="robots" content="noindex"');
  });

  it("redirects to the trailing-slash form, keeping the query", async () => {
    const response = await get("/karriar?utm=x");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/karriar/?utm=x");
  });

  it("sends a visitor of My Pages to the login page with the referrer", async () => {
    const response = await get("/mina-sidor/betalningar/");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/logga-in/?referrer=%2Fmina-sidor%2Fbetalningar%2F");
  });

  it("answers a page with an unknown template with the 500 page (spec 001 section 2)", async () => {
    await database.db
      .insert(pages)
      .values({ site: "sv", path: "/trasig-mall/", template: "doesNotExist", title: "Trasig" });
    const response = await get("/trasig-mall/");
    expect(response.statusCode).toBe(500);
    expect(response.body).toMatch(/<h1[^>]*>Något gick fel<\/h1>/);
  });

  it("compresses pages for browsers that accept it", async () => {
    const plain = await get("/karriar/");
    const response = await app.inject({
      url: "/karriar/",
      headers: { host: "localhost:3000", "accept-encoding": "br, gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("renders every localized path of every site, or answers 404 where the site lacks the feature", async () => {
    for (const code of SITE_CODES) {
      const site = SITES[code];
      const host = {
        sv: "localhost",
        sv_en: "localhost",
        no: "no.localhost",
        fi: "fi.localhost",
        seniorgarden: "seniorgarden.localhost",
        cooperative: "brf.localhost",
        entreprenad: "entreprenad.localhost",
      }[code];
      for (const [key, path] of Object.entries(site.urls) as [UrlKey, string][]) {
        const response = await get(path, host);
        const expected = !isUrlEnabled(site, key) ? 404 : key.startsWith("my") ? 302 : 200;
        expect(response.statusCode, `${code} ${path}`).toBe(expected);
        if (expected === 200) expect(response.body, `${code} ${path}`).toMatch(/<h1[^>]*>/);
      }
    }
  });

  // Issue 19 registered the last feature templates (the premises start page was the placeholder this test used).
  it("renders the premises start page with its own template", async () => {
    const response = await get("/lokaler/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("PremisesStartTemplate");
    expect(response.body).toMatch(/<h1[^>]*>Lokaler<\/h1>/);
  });
});

describe("response compression", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe.runIf(hasServerBuild())("a page whose service fails", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp({
      seed: true,
      ssr: true,
      services: (database, config) => {
        const real = createContentService({ db: database.db, hostMap: config.hostMap, siteVersion: () => "test" });
        return {
          content: {
            ...real,
            getPage: async () => {
              throw new Error("content service down");
            },
          },
        };
      },
    }));
  });
  afterAll(async () => {
    await app.close();
  });

  it("shows the 500 page with HTTP 500, the navigation and the error in the data layer", async () => {
    const response = await app.inject({ url: "/karriar/", headers: { host: "no.localhost:3000" } });
    expect(response.statusCode).toBe(500);
    expect(response.body).toMatch(/<h1[^>]*>Noe gikk galt<\/h1>/);
    expect(response.body).toContain("Internal server error");
    expect(response.body).toContain("Hovedmeny");
    expect(response.body).not.toContain("content service down");
  });
});
