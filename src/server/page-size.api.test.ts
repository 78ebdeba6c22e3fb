import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, hasServerBuild } from "~/test/test-app";

/**
 * The Swedish start page's HTML stays under 45 KB (issue 14; 88.7 KB before decision 023, of
 * which 67 KB hydration data, 44.6 KB of it the whole catalog). A page grows back over it when
 * its hydration data carries what it does not render, which this test is here to notice.
 */
const START_PAGE_BUDGET = 45_000;

/** The hydration data React Router writes into the page (the turbo-stream of the loaders' data). */
function hydrationData(html: string): string {
  return [...html.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)].map((m) => m[1]).join("");
}

describe.runIf(hasServerBuild())("the size of the pages' HTML", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp({ seed: true, ssr: true }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string) => app.inject({ url, headers: { host: "localhost:3000" } });

  it(`the Swedish start page is under ${START_PAGE_BUDGET} bytes`, async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(Buffer.byteLength(response.body)).toBeLessThan(START_PAGE_BUDGET);
  });

  it("carries the shell's translations, not the catalog's others", async () => {
    const data = hydrationData((await get("/")).body);
    expect(data).toContain('\\"shell\\"');
    for (const namespace of ["residence", "account", "accountPages", "enums", "validation", "timeseries"]) {
      expect(data, namespace).not.toContain(`\\"${namespace}\\"`);
    }
  });
});
