import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { objects } from "~/db/schema";
import { createTestApp, hasServerBuild } from "~/test/test-app";
import { holdsSettled, verifiedBuyer } from "./buyer-test-support";
import { createBookableHome } from "./test-bookings";

// The rendered page's cache (decision 024) needs the production build: `npm test` builds first.
describe.runIf(hasServerBuild())("a home's rendered page after a hold (the SSR page cache)", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    ({ app, database } = await createTestApp({ seed: true, inventory: "test", ssr: true }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it("is rendered again at once when the home is held and when the hold is cancelled", async () => {
    const home = await createBookableHome(database.db);
    const [row] = await database.db.select({ url: objects.url }).from(objects).where(eq(objects.id, home.objectId));
    const page = () => app.inject({ url: row?.url ?? "/", headers: { host: "localhost" } });
    expect((await page()).statusCode).toBe(200);
    const cached = await page();
    expect(cached.headers["server-timing"]).toMatch(/cache;desc="hit"/);
    // The home's own offer (schema.org availability of its status), not the other homes listed beside it.
    expect(cached.body).toMatch(/schema\.org\/InStock/);

    const { browser } = await verifiedBuyer(app, database);
    const started = await browser.post("/api/buyresidence/startbookingasync", { objectId: home.objectId });
    expect(started.statusCode).toBe(200);
    await holdsSettled(database);
    const held = await page();
    expect(held.headers["server-timing"]).not.toMatch(/cache;desc="hit"/);
    expect(held.body).toMatch(/schema\.org\/LimitedAvailability/);

    await browser.post(`/api/buyresidence/buyresidencecookie/${home.objectId}`);
    expect((await browser.get("/api/buyresidence/removebuyresidenceexpire")).json()).toEqual({ cancelled: true });
    const freed = await page();
    expect(freed.headers["server-timing"]).not.toMatch(/cache;desc="hit"/);
    expect(freed.body).toMatch(/schema\.org\/InStock/);
  });
});
