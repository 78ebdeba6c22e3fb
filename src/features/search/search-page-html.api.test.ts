import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, hasServerBuild } from "~/test/test-app";
import { RESULTS_LIST_ID } from "./first-results";

/** The hydration data React Router writes into the page (the turbo-stream of the loaders' data). */
function hydrationData(html: string): string {
  return [...html.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)].map((m) => m[1]).join("");
}

/** The server-rendered results list: the element the browser adopts at hydration. */
function resultsList(html: string): string {
  const start = html.indexOf(`id="${RESULTS_LIST_ID}"`);
  expect(start, "the results list").toBeGreaterThan(0);
  return html.slice(start, html.indexOf("</section>", start));
}

/**
 * The search page's first results are in its HTML once (decision 023): the server renders them,
 * the hydration data carries the counts, filter and tab but not the hits.
 */
describe.runIf(hasServerBuild())("the search page's first results", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp({ seed: true, ssr: true, inventory: "test" }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ["localhost:3000", "/sok-bostad/"],
    ["localhost:3000", "/sok-bostad/?sort=priceAsc"],
    ["no.localhost:3000", "/finn-din-bolig/"],
  ])("are in the HTML and not in the hydration data (%s%s)", async (host, url) => {
    const response = await app.inject({ url, headers: { host } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const list = resultsList(html);
    const links = [...list.matchAll(/<a href="(\/[^"]+)"[^>]*>([^<]+)</g)].slice(0, 3);
    expect(links.length, "hits rendered by the server").toBeGreaterThan(0);
    const data = hydrationData(html);
    expect(data).toContain("counts");
    for (const [, href, name] of links) {
      expect(html).toContain(`href="${href}"`);
      expect(data, href).not.toContain(href);
      expect(data, name).not.toContain(`\\"${name}\\"`);
    }
  });
});
