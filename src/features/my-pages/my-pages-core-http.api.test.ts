import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { myPagesNews, objects, purchaseDocuments, stages } from "~/db/schema";
import { writeMyPagesContent } from "~/db/seed/my-pages";
import { createTestApp, hasServerBuild } from "~/test/test-app";
import { createCustomer, isoDay, loggedInBrowser } from "./test-customers";

/**
 * The My Pages core pages over HTTP, server-rendered as a browser gets them: the owner's page,
 * the 404 page for a path outside the user's menu, the login page for an anonymous visitor, and
 * never another user's content. Server rendering needs the production build (`npm run build`).
 */
describe.runIf(hasServerBuild())("My Pages core pages over HTTP", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    ({ app, database } = await createTestApp({ seed: true, inventory: "test", ssr: true }));
    await writeMyPagesContent(database.db, new Date());
  });
  afterAll(async () => {
    await app?.close();
  });

  async function stageOf(objectId: number | undefined) {
    const [row] = await database.db
      .select({ id: stages.id, name: stages.name })
      .from(objects)
      .innerJoin(stages, eq(stages.id, objects.stageId))
      .where(eq(objects.id, objectId ?? 0));
    if (!row) throw new Error("no stage");
    return row;
  }

  it("sends an anonymous visitor of every core page to the login page, and back after it", async () => {
    for (const path of [
      "/mina-sidor/",
      "/mina-sidor/nyheter/",
      "/mina-sidor/min-bostad/",
      "/mina-sidor/tidslinje/",
      "/mina-sidor/kontakt/",
      "/mina-sidor/arenden/",
    ]) {
      const response = await app.inject({ url: path, headers: { host: "localhost:3000" } });
      expect(response.statusCode, path).toBeGreaterThanOrEqual(300);
      expect(response.statusCode, path).toBeLessThan(400);
      expect(response.headers.location, path).toBe(`/logga-in/?referrer=${encodeURIComponent(path)}`);
    }
  });

  it("renders the buyer's overview, residence, timeline and contacts with their own content", async () => {
    const buyer = await createCustomer(database.db, { vip: true, purchase: { status: "booked" } });
    await database.db
      .insert(purchaseDocuments)
      .values({ purchaseId: buyer.purchaseId ?? "", kind: "purchaseContract", action: "sign" });
    const stage = await stageOf(buyer.objectId);
    const browser = await loggedInBrowser(app, buyer);

    const overview = await browser.get("/mina-sidor/");
    expect(overview.statusCode).toBe(200);
    expect(overview.body).toContain("Att göra just nu");
    expect(overview.body).toContain("1 dokument väntar på din signatur eller ditt godkännande.");
    expect(overview.body).toContain('href="/mina-sidor/mina-avtal/"');

    const home = await browser.get("/mina-sidor/min-bostad/");
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(stage.name);
    expect(home.body).toContain("Köpekontrakt");
    expect(home.body).toContain(`/api/residence/floorplan/${buyer.objectId}.svg`);

    const timeline = await browser.get("/mina-sidor/tidslinje/");
    expect(timeline.statusCode).toBe(200);
    expect(timeline.body).toContain('aria-current="step"');
    expect(timeline.body.match(/aria-current="step"/g)).toHaveLength(1);

    const contacts = await browser.get("/mina-sidor/kontakt/");
    expect(contacts.statusCode).toBe(200);
    expect(contacts.body).toContain('href="tel:');
    expect(contacts.body).toContain('href="mailto:');
  });

  it("never shows another project's news to a buyer", async () => {
    const buyer = await createCustomer(database.db, { purchase: {} });
    const stage = await stageOf(buyer.objectId);
    const [other] = await database.db
      .select({ id: stages.id })
      .from(stages)
      .where(and(eq(stages.site, "sv"), ne(stages.id, stage.id)))
      .limit(1);
    const now = new Date();
    await database.db.insert(myPagesNews).values([
      { site: "sv", stageId: stage.id, title: "Nytt om ditt hus", summary: "s", body: "b", publishedAt: now },
      {
        site: "sv",
        stageId: other?.id ?? 0,
        title: "Nytt om ett annat hus",
        summary: "s",
        body: "b",
        publishedAt: now,
      },
    ]);
    const news = await (await loggedInBrowser(app, buyer)).get("/mina-sidor/nyheter/");
    expect(news.statusCode).toBe(200);
    expect(news.body).toContain("Nytt om ditt hus");
    expect(news.body).not.toContain("Nytt om ett annat hus");
  });

  it("answers 404 for a page outside the user's menu, never another template", async () => {
    const customer = await createCustomer(database.db);
    const browser = await loggedInBrowser(app, customer);
    for (const path of ["/mina-sidor/min-bostad/", "/mina-sidor/tidslinje/", "/mina-sidor/arenden/"]) {
      const response = await browser.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).not.toContain('data-template="myObject"');
    }
    expect((await browser.get("/mina-sidor/")).statusCode).toBe(200);
    expect((await browser.get("/mina-sidor/kontakt/")).statusCode).toBe(200);
  });

  it("gives a board member the board portal: the association's name, errands and contacts, and nothing else", async () => {
    const member = await createCustomer(database.db, { associations: [2] });
    const browser = await loggedInBrowser(app, member, { loginKind: "boardMember" });
    const overview = await browser.get("/mina-sidor/");
    expect(overview.statusCode).toBe(200);
    expect(overview.body).toContain("Brf Sjöutsikten");
    expect(overview.body).toContain('href="/kontakt/felanmalan/"');
    expect((await browser.get("/mina-sidor/kontakt/")).statusCode).toBe(200);
    expect((await browser.get("/mina-sidor/arenden/")).statusCode).toBe(200);
    for (const path of ["/mina-sidor/nyheter/", "/mina-sidor/tidslinje/", "/mina-sidor/min-bostad/"]) {
      expect((await browser.get(path)).statusCode, path).toBe(404);
    }
  });

  it("has no errands page in Finland, even long after the entry date", async () => {
    const finn = await createCustomer(database.db, {
      site: "fi",
      purchase: { status: "completed", entryDate: isoDay(-120) },
    });
    const browser = await loggedInBrowser(app, finn, { host: "fi.localhost:3000" });
    expect((await browser.get("/sivuni/arenden/")).statusCode).toBe(404);
    const home = await browser.get("/sivuni/kotini/");
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("Pohjapiirros");
  });

  it("speaks each site's language: Norway, Finland and the English sub-site", async () => {
    for (const [site, host, path, text] of [
      ["no", "no.localhost:3000", "/mine-sider/", "Dette venter på deg"],
      ["fi", "fi.localhost:3000", "/sivuni/", "Odottaa sinua nyt"],
    ] as const) {
      const customer = await createCustomer(database.db, { site, purchase: {} });
      const browser = await loggedInBrowser(app, customer, { host });
      const overview = await browser.get(path);
      expect(overview.statusCode, path).toBe(200);
      expect(overview.body, path).toContain(text);
    }
    // The English sub-site's limited My Pages, on the Swedish host and session.
    const swede = await createCustomer(database.db, { purchase: {} });
    const browser = await loggedInBrowser(app, swede);
    const overview = await browser.get("/en/my-pages/");
    expect(overview.statusCode).toBe(200);
    expect(overview.body).toContain("Waiting for you now");
    const contact = await browser.get("/en/my-pages/contact/");
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toContain("Customer service");
  });
});
