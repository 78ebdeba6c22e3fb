import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentService } from "~/features/content/content.service";
import { createTestApp, hasServerBuild } from "~/test/test-app";

// Server rendering needs the production build; `npm test` builds before it runs Vitest.
describe.runIf(hasServerBuild())("server-rendered pages", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp({ seed: true, ssr: true }));
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, host = "localhost:3000") => app.inject({ url, headers: { host } });

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

  it("protects the page with a nonce-based Content-Security-Policy", async () => {
    const response = await get("/");
    const csp = String(response.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...response.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
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

  it("marks a page of a later capability as coming soon", async () => {
    const response = await get("/logga-in/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Kommer snart");
    expect(response.body).toContain('data-template="login"');
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
