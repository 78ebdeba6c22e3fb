import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { housingAssociations, outbox, savedSearches } from "~/db/schema";
import { browserClient } from "~/features/account/account-test-client";
import { createCustomer, loggedInBrowser, type TestCustomer } from "~/features/my-pages/test-customers";
import { createTestApp } from "~/test/test-app";
import { MAX_SAVED_SEARCHES } from "./schema";
import { unsubscribeToken } from "./unsubscribe-token";

/**
 * The saved-search calls (issue 15): validation, the limit, the authorization matrix (anonymous
 * 401, board member 403, another user's search 404), the unsubscribe link, and the developer
 * path from releasing a home to the alert e-mail in the outbox.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
const SECRET = "test-only-secret-of-at-least-thirty-two-characters";

beforeAll(async () => {
  ({ app, database } = await createTestApp({ seed: true, inventory: "test" }));
});
afterAll(async () => {
  // Closing the app closes its database.
  await app?.close();
});

async function customerBrowser(customer?: TestCustomer) {
  const who = customer ?? (await createCustomer(database.db));
  return { customer: who, browser: await loggedInBrowser(app, who) };
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Browser = Awaited<ReturnType<typeof loggedInBrowser>>;
const save = (browser: Browser, body: unknown) => browser.post("/api/saved_searches", body);
const patch = (browser: Browser, id: string, body: unknown) =>
  browser.request({ method: "PATCH", url: `/api/saved_searches/${id}`, payload: body as object });
const remove = (browser: Browser, id: string) =>
  browser.request({ method: "DELETE", url: `/api/saved_searches/${id}` });

describe("saving, listing, renaming and deleting", () => {
  it("saves the search in its canonical form, lists it, renames it, turns alerts off and deletes it", async () => {
    const { browser } = await customerBrowser();
    const created = await save(browser, { name: "  Nacka 3 rum ", url: "/sok-bostad/?minRooms=3&foo=bar#map" });
    expect(created.statusCode).toBe(201);
    const search = created.json();
    expect(search).toMatchObject({ name: "Nacka 3 rum", url: "/sok-bostad/?minRooms=3", alertsEnabled: true });

    const list = await browser.get("/api/saved_searches");
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toContain("no-store");
    expect(list.json()).toEqual({ searches: [search], max: MAX_SAVED_SEARCHES });

    const renamed = await patch(browser, search.id, { name: "Tre rum" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Tre rum", alertsEnabled: true });
    const off = await patch(browser, search.id, { alertsEnabled: false });
    expect(off.json()).toMatchObject({ name: "Tre rum", alertsEnabled: false });

    expect((await remove(browser, search.id)).statusCode).toBe(204);
    expect((await browser.get("/api/saved_searches")).json().searches).toEqual([]);
    expect((await remove(browser, search.id)).statusCode).toBe(404);
  });

  it("refuses saving on a site without the saved-searches page (Norway, Finland)", async () => {
    const customer = await createCustomer(database.db, { site: "no" });
    const norwegian = await loggedInBrowser(app, customer, { host: "no.localhost" });
    const response = await save(norwegian, { name: "Oslo", url: "/finn-din-bolig/" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Lagrede søk finnes ikke på dette nettstedet.");
    expect((await norwegian.get("/api/saved_searches")).json().searches).toEqual([]);
  });

  it("keeps a tag path, and lists a site's searches on that site only", async () => {
    const { customer, browser } = await customerBrowser();
    const [tag] = await rows<{ url: string }>(
      sql`select url from residence_tags where site = 'sv' order by id limit 1`,
    );
    const created = await save(browser, { name: "Taggen", url: `/sok-bostad/${tag?.url}/?maxRooms=4` });
    expect(created.statusCode).toBe(201);
    expect(created.json().url).toBe(`/sok-bostad/${tag?.url}/?maxRooms=4`);
    const norwegian = browserClient(app, "no.localhost");
    await norwegian.post("/api/account_service/login/email", {
      email: customer.email,
      password: "hemligt123",
      loginKind: "private",
    });
    const there = await norwegian.get("/api/saved_searches");
    if (there.statusCode === 200) expect(there.json().searches).toEqual([]);
  });

  it.each([
    ["another page of the site", { name: "Sök", url: "/bostader/" }, "url"],
    ["another host", { name: "Sök", url: "//evil.example/sok-bostad/" }, "url"],
    ["an absolute address", { name: "Sök", url: "https://evil.example/sok-bostad/" }, "url"],
    ["a path below a tag", { name: "Sök", url: "/sok-bostad/a/b/" }, "url"],
    ["a too long address", { name: "Sök", url: `/sok-bostad/?q=${"a".repeat(1000)}` }, "url"],
    ["an empty name", { name: "   ", url: "/sok-bostad/" }, "name"],
    ["a too long name", { name: "x".repeat(51), url: "/sok-bostad/" }, "name"],
    ["a link in the name", { name: "www.evil.example", url: "/sok-bostad/" }, "name"],
    ["no name", { url: "/sok-bostad/" }, "name"],
  ])("refuses %s with a translated field error", async (_case, body, field) => {
    const { browser } = await customerBrowser();
    const response = await save(browser, body);
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(error.message).not.toMatch(/savedSearches\.|validation\./);
  });

  it("refuses control characters in the name", async () => {
    const { browser } = await customerBrowser();
    const response = await save(browser, { name: "Nacka\u0007", url: "/sok-bostad/" });
    expect(response.statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches a user, then says so in the site's language`, async () => {
    const { browser } = await customerBrowser();
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      expect(
        (await save(browser, { name: `Sökning ${String.fromCharCode(65 + i)}`, url: "/sok-bostad/" })).statusCode,
      ).toBe(201);
    }
    const over = await save(browser, { name: "En till", url: "/sok-bostad/" });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toContain(String(MAX_SAVED_SEARCHES));
    expect(over.json().error.message).toMatch(/sökningar/);
  });

  it("a bad rename keeps the search as it was", async () => {
    const { browser } = await customerBrowser();
    const search = (await save(browser, { name: "Första", url: "/sok-bostad/" })).json();
    expect((await patch(browser, search.id, { name: "<b>" })).statusCode).toBe(400);
    expect((await patch(browser, search.id, {})).statusCode).toBe(400);
    expect((await patch(browser, "not-a-uuid", { name: "Ny" })).statusCode).toBe(400);
    expect((await browser.get("/api/saved_searches")).json().searches[0].name).toBe("Första");
  });
});

describe("authorization", () => {
  it("anonymous requests answer 401 on every route", async () => {
    const anonymous = browserClient(app, "localhost");
    const id = crypto.randomUUID();
    expect((await anonymous.get("/api/saved_searches")).statusCode).toBe(401);
    expect((await anonymous.post("/api/saved_searches", { name: "x", url: "/sok-bostad/" })).statusCode).toBe(401);
    expect(
      (await anonymous.request({ method: "PATCH", url: `/api/saved_searches/${id}`, payload: { name: "x" } }))
        .statusCode,
    ).toBe(401);
    expect((await anonymous.request({ method: "DELETE", url: `/api/saved_searches/${id}` })).statusCode).toBe(401);
  });

  it("another user's search answers 404 and stays as it is", async () => {
    const owner = await customerBrowser();
    const other = await customerBrowser();
    const search = (await save(owner.browser, { name: "Min", url: "/sok-bostad/" })).json();
    expect((await patch(other.browser, search.id, { name: "Hans" })).statusCode).toBe(404);
    expect((await patch(other.browser, search.id, { alertsEnabled: false })).statusCode).toBe(404);
    expect((await remove(other.browser, search.id)).statusCode).toBe(404);
    expect((await other.browser.get("/api/saved_searches")).json().searches).toEqual([]);
    expect((await owner.browser.get("/api/saved_searches")).json().searches).toEqual([search]);
  });

  it("a board member's session is refused (403)", async () => {
    const [association] = await database.db.select({ id: housingAssociations.id }).from(housingAssociations).limit(1);
    const member = await createCustomer(database.db, { associations: [association!.id] });
    const browser = await loggedInBrowser(app, member, { loginKind: "boardMember" });
    expect((await browser.get("/api/saved_searches")).statusCode).toBe(403);
    expect((await save(browser, { name: "x", url: "/sok-bostad/" })).statusCode).toBe(403);
  });

  it("developer routes answer 404 to other clients than this machine", async () => {
    const remote = browserClient(app, "localhost");
    expect((await remote.post("/api/dev/saved_searches/run_alerts")).statusCode).toBe(404);
    expect((await remote.post("/api/dev/residences/release", {})).statusCode).toBe(404);
  });
});

const HTML = { accept: "text/html,application/xhtml+xml" };

describe("the unsubscribe link", () => {
  it("answers other clients than browsers in JSON", async () => {
    const anonymous = browserClient(app, "localhost");
    const bad = await anonymous.get("/api/saved_searches/unsubscribe?token=nonsense");
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error.code).toBe("not_found");
  });

  it("turns that search's alerts off without a login, and a bad token changes nothing", async () => {
    const { browser } = await customerBrowser();
    const search = (await save(browser, { name: "Bevakad", url: "/sok-bostad/" })).json();
    const anonymous = browserClient(app, "localhost");
    const forged = `${search.id}.${"A".repeat(43)}`;
    for (const token of [
      "",
      "nonsense",
      forged,
      unsubscribeToken("another-secret-of-enough-length-000000", search.id),
    ]) {
      const bad = await anonymous.get(`/api/saved_searches/unsubscribe?token=${encodeURIComponent(token)}`, HTML);
      expect(bad.statusCode).toBe(404);
      expect(bad.headers["content-type"]).toContain("text/html");
    }
    expect((await browser.get("/api/saved_searches")).json().searches[0].alertsEnabled).toBe(true);

    const token = unsubscribeToken(SECRET, search.id);
    const done = await anonymous.get(`/api/saved_searches/unsubscribe?token=${encodeURIComponent(token)}`, HTML);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("Bevakningen är avstängd");
    expect(done.headers["content-security-policy"]).toContain("default-src 'none'");
    expect((await browser.get("/api/saved_searches")).json().searches[0].alertsEnabled).toBe(false);
  });

  it("answers the one-click POST of mail clients (RFC 8058)", async () => {
    const { browser } = await customerBrowser();
    const search = (await save(browser, { name: "Ett klick", url: "/sok-bostad/" })).json();
    const response = await app.inject({
      method: "POST",
      url: `/api/saved_searches/unsubscribe?token=${encodeURIComponent(unsubscribeToken(SECRET, search.id))}`,
      headers: { host: "localhost", "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(204);
    expect((await browser.get("/api/saved_searches")).json().searches[0].alertsEnabled).toBe(false);
  });
});

describe("from a released home to the alert e-mail (developer routes)", () => {
  it("releases a home, runs the alerts and e-mails the digest with the home's link and the unsubscribe link", async () => {
    const { customer, browser } = await customerBrowser();
    // A searchable home of the Swedish site, taken off the market first.
    const [home] = await rows<{ id: number; url: string }>(
      sql`select o.id, o.url from residence_objects o join residence_search_homes h on h.object_id = o.id
          where o.site = 'sv' and h.listed order by o.id limit 1`,
    );
    await database.db.execute(sql`update residence_objects set status = 'notAvailable' where id = ${home!.id}`);
    const search = (await save(browser, { name: "Allt i Sverige", url: "/sok-bostad/" })).json();
    const dev = (method: "POST", url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { host: "localhost" } });

    const released = await dev("POST", "/api/dev/residences/release", { home: String(home!.id) });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ id: home!.id, previousStatus: "notAvailable" });
    const run = await dev("POST", "/api/dev/saved_searches/run_alerts");
    expect(run.statusCode).toBe(200);
    expect(run.json().sent).toBeGreaterThanOrEqual(1);

    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, customer.email))
      .orderBy(desc(outbox.createdAt));
    expect(mail?.subject).toContain("Allt i Sverige");
    expect(mail?.text).toContain(`${home!.url}`);
    expect(mail?.text).toContain("/api/saved_searches/unsubscribe?token=");
    expect(mail?.html).toContain(`${home!.url}"`);
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Within the hour: no second digest, even after another release.
    const again = await dev("POST", "/api/dev/saved_searches/run_alerts");
    expect(again.json().sent).toBe(0);
    const [row] = await database.db
      .select({ lastAlertAt: savedSearches.lastAlertAt })
      .from(savedSearches)
      .where(and(eq(savedSearches.id, search.id)));
    expect(row?.lastAlertAt).not.toBeNull();
  });

  it("an unknown home to release answers 404", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/dev/residences/release",
      payload: { home: "/no/such/home/" },
      headers: { host: "localhost" },
    });
    expect(response.statusCode).toBe(404);
  });
});
