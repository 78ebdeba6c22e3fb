import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { NBSP } from "~/i18n/format";
import { createTestApp, hasServerBuild } from "~/test/test-app";
import { createPremises, createPremisesTag } from "./test-premises";

/** The server-rendered premises' page (run `npm run build` first): what a visitor and a crawler get. */
describe.runIf(hasServerBuild())("the premises' page as HTML", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    ({ app, database } = await createTestApp({ seed: true, ssr: true, inventory: "test" }));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const get = (host: string, url: string) => app.inject({ url, headers: { host } });

  it("renders a Swedish premises' title, status, facts, tags and interest form without rooms", async () => {
    const tag = await createPremisesTag(database.db, { site: "sv", name: "Skyltfönster" });
    await createPremises(database.db, {
      site: "sv",
      slug: "storgatan-5-solna",
      name: "Butik Storgatan 5",
      type: "shop",
      premisesArea: 64,
      monthlyRent: 12_500,
      accessDate: null,
      municipality: "Solna",
      shortDescription: "Butik med skyltfönster.",
      tagIds: [tag.id],
    });
    const response = await get("localhost", "/lokaler/storgatan-5-solna/");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<h1[^>]*>Butik Storgatan 5<\/h1>/);
    expect(html).toContain('data-status="forSale"');
    expect(html).toContain(">Ledig<");
    expect(html).toContain(`12${NBSP}500${NBSP}kr/mån`);
    expect(html).toContain(`64${NBSP}m²`);
    expect(html).toContain("Enligt överenskommelse");
    expect(html).toContain(">Skyltfönster<");
    expect(html).toContain("Intresseanmälan");
    expect(html).toContain('name="firstName"');
    expect(html).not.toContain('name="minRooms"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/lokaler\/storgatan-5-solna\/"/);
    expect(html).toMatch(/<meta name="description" content="Butik med skyltfönster\. Butik · 64/);
    // Every text found in the namespaces the page carries: no key shown instead (decision 023).
    const visible = html.replace(/<script\b[\s\S]*?<\/script>/g, "");
    expect(visible.match(/[>"]\s*(premises|residence|enums|search|validation)\.[a-z][\w.]*\s*[<"]/g)).toBeNull();
  });

  it("shows sold premises with their status and no form; a Finnish one in euros", async () => {
    await createPremises(database.db, { site: "sv", slug: "sald-butik", status: "sold", price: 2_950_000 });
    const sold = await get("localhost", "/lokaler/sald-butik/");
    expect(sold.statusCode).toBe(200);
    expect(sold.body).toContain(">Såld<");
    expect(sold.body).toContain(`2${NBSP}950${NBSP}000${NBSP}kr`);
    expect(sold.body).not.toContain('name="firstName"');
    expect(sold.body).toContain("Lokalen är såld.");
    await createPremises(database.db, { site: "fi", slug: "kauppakatu-1", monthlyRent: 2_200 });
    const finnish = await get("fi.localhost", "/liiketilat/kauppakatu-1/");
    expect(finnish.statusCode).toBe(200);
    expect(finnish.body).toContain(`2${NBSP}200${NBSP}€/kk`);
    expect(finnish.body).toContain(">Vapaa<");
  });

  it("answers 404 on a site without premises", async () => {
    await createPremises(database.db, { site: "no", slug: "oslo-lokal", url: "/lokaler/oslo-lokal/" });
    expect((await get("no.localhost", "/lokaler/oslo-lokal/")).statusCode).toBe(404);
  });
});
