import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { areas, objects, stages } from "~/db/schema";
import { NAMESPACES } from "~/i18n/catalogs.server";
import { SITES } from "~/sites/sites";
import { createTestApp, hasServerBuild } from "~/test/test-app";

/**
 * Pages render with only the namespaces they carry (decision 023): the shell's and their
 * template's. The translator shows a key it cannot find as the key itself, so a page of each
 * kind is rendered and its HTML (scripts aside) must hold no key. The static check of the
 * modules is src/i18n/namespaces.test.ts; this one catches keys built at run time.
 */

/** A key as the translator shows it when missing: `residence.facts.title` between tags or in an attribute. */
const SHOWN_KEY = new RegExp(
  `[>"]\\s*((?:${NAMESPACES.join("|")})\\.[a-z][A-Za-z0-9_]*(?:\\.[A-Za-z0-9_]+)*)\\s*[<"]`,
  "g",
);

function keysShownIn(html: string): string[] {
  const withoutScripts = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
  return [...withoutScripts.matchAll(SHOWN_KEY)].map((match) => match[1]!);
}

describe("keysShownIn", () => {
  it("finds a key shown instead of its text (the check can fail)", () => {
    expect(keysShownIn('<h2>residence.facts.title</h2><a aria-label="search.tabs.objects">')).toEqual([
      "residence.facts.title",
      "search.tabs.objects",
    ]);
    expect(keysShownIn('<p>Bostäder i Nacka</p><img src="/img/residence.jpg"><script>"enums.x"</script>')).toEqual([]);
  });
});

describe.runIf(hasServerBuild())("every kind of page renders with the namespaces it carries", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    ({ app, database } = await createTestApp({ seed: true, ssr: true, inventory: "test" }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string) => app.inject({ url, headers: { host: "localhost:3000" } });

  it("the system pages, the content pages and the residence pages of the Swedish site show no key", async () => {
    const { db } = database;
    const residences = await Promise.all([
      db.select({ url: areas.url }).from(areas).where(eq(areas.site, "sv")).limit(1),
      db.select({ url: stages.url }).from(stages).where(eq(stages.site, "sv")).limit(1),
      db.select({ url: objects.url }).from(objects).where(eq(objects.site, "sv")).limit(1),
    ]).then((rows) => rows.map(([row]) => row?.url));
    const urls = [
      ...Object.values(SITES.sv.urls),
      "/sok/?s=hus",
      "/bostader/stockholms-lan/",
      "/bostader/stockholms-lan/nacka/",
      "/finns-inte/",
      ...residences.filter((url): url is string => url !== undefined),
    ];
    expect(residences.every(Boolean), "the test inventory's residence pages").toBe(true);
    const rendered: string[] = [];
    const shown: string[] = [];
    for (const url of urls) {
      const response = await get(url);
      if (response.statusCode >= 300 && response.statusCode < 400) continue;
      rendered.push(url);
      for (const key of keysShownIn(response.body)) shown.push(`${url}: ${key}`);
    }
    expect(rendered.length).toBeGreaterThan(15);
    expect(shown).toEqual([]);
  });
});
