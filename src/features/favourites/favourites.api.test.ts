import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { areas, housingAssociations, interests, objects, stages, userFavourites } from "~/db/schema";
import { browserClient } from "~/features/account/account-test-client";
import { createCustomer, loggedInBrowser } from "~/features/my-pages/test-customers";
import { createTestApp } from "~/test/test-app";
import { FAVOURITES_LIMIT } from "./kinds";
import type { FavouritesResponse, MergeFavouritesResponse } from "./schema";

/**
 * The favourite calls (docs/api.md): per user and site, customers only (board members 403,
 * anonymous 401), items checked to exist on the site, bounded, and the browser's list merged at
 * login. Another user's favourites are never seen or changed.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let svHome: number;
let svStage: number;
let svArea: number;
let noHome: number;

const LIST = "/api/account_service/favorites";

beforeAll(async () => {
  ({ app, database } = await createTestApp({ seed: true, inventory: "test" }));
  const db = database.db;
  const [home] = await db.select({ id: objects.id }).from(objects).where(eq(objects.site, "sv")).limit(1);
  const [stage] = await db.select({ id: stages.id }).from(stages).where(eq(stages.site, "sv")).limit(1);
  const [area] = await db.select({ id: areas.id }).from(areas).where(eq(areas.site, "sv")).limit(1);
  const [other] = await db.select({ id: objects.id }).from(objects).where(eq(objects.site, "no")).limit(1);
  if (!home || !stage || !area || !other) throw new Error("the test inventory lacks homes");
  svHome = home.id;
  svStage = stage.id;
  svArea = area.id;
  noHome = other.id;
});
afterAll(async () => {
  await app?.close();
});

async function customerBrowser() {
  const customer = await createCustomer(database.db);
  return { customer, browser: await loggedInBrowser(app, customer) };
}

function put(browser: Awaited<ReturnType<typeof customerBrowser>>["browser"], kind: string, id: number | string) {
  return browser.request({ method: "PUT", url: `${LIST}/${kind}/${id}` });
}

function del(browser: Awaited<ReturnType<typeof customerBrowser>>["browser"], kind: string, id: number | string) {
  return browser.request({ method: "DELETE", url: `${LIST}/${kind}/${id}` });
}

describe("the user's favourites", () => {
  it("adds an area, a stage and a home, lists them newest first with their names and links, and removes one", async () => {
    const { browser } = await customerBrowser();
    expect((await browser.get(LIST)).json()).toEqual({ favourites: [], limit: FAVOURITES_LIMIT });
    for (const [kind, id] of [
      ["area", svArea],
      ["stage", svStage],
      ["object", svHome],
    ] as const) {
      const added = await put(browser, kind, id);
      expect(added.statusCode, kind).toBe(200);
    }
    // Adding again changes nothing.
    expect((await put(browser, "object", svHome)).statusCode).toBe(200);
    const listed = await browser.get(LIST);
    expect(listed.headers["cache-control"]).toBe("private, no-store");
    const body = listed.json() as FavouritesResponse;
    expect(body.favourites.map((f) => [f.kind, f.id]).sort()).toEqual(
      [
        ["area", svArea],
        ["object", svHome],
        ["stage", svStage],
      ].sort(),
    );
    const [home] = await database.db.select().from(objects).where(eq(objects.id, svHome));
    const object = body.favourites.find((f) => f.kind === "object");
    expect(object).toMatchObject({ objectNumber: home?.number, url: home?.url, status: home?.status });
    expect(object?.name.length).toBeGreaterThan(0);

    expect((await del(browser, "stage", svStage)).statusCode).toBe(200);
    const after = (await browser.get(LIST)).json() as FavouritesResponse;
    expect(after.favourites.map((f) => f.kind).sort()).toEqual(["area", "object"]);
    // Removing what is not (any more) a favourite: 404.
    expect((await del(browser, "stage", svStage)).statusCode).toBe(404);
  });

  it("refuses items that are not on the host's site (404) and bad kinds or ids (translated 400)", async () => {
    const { browser } = await customerBrowser();
    expect((await put(browser, "object", noHome)).statusCode).toBe(404);
    expect((await put(browser, "object", 2_000_000_000)).statusCode).toBe(404);
    for (const [kind, id] of [
      ["house", svHome],
      ["object", "abc"],
      ["object", -1],
      ["object", "99999999999999"],
    ] as const) {
      const answer = await put(browser, kind, id);
      expect(answer.statusCode, `${kind}/${id}`).toBe(400);
      expect(answer.json().error.message).toMatch(/[a-zåäö]/i);
    }
    const bad = await browser.post(`${LIST}/merge`, { favourites: [{ kind: "object", id: "x" }] });
    expect(bad.statusCode).toBe(400);
    expect((await browser.post(`${LIST}/merge`, {})).statusCode).toBe(400);
  });

  it("keeps each site's favourites apart", async () => {
    const { browser } = await customerBrowser();
    expect((await put(browser, "object", svHome)).statusCode).toBe(200);
    const norway = browserClient(app, "no.localhost");
    norway.jar.clear();
    for (const [name, value] of browser.jar) norway.jar.set(name, value);
    expect(((await norway.get(LIST)).json() as FavouritesResponse).favourites).toEqual([]);
    expect((await norway.request({ method: "PUT", url: `${LIST}/object/${noHome}` })).statusCode).toBe(200);
    expect(((await norway.get(LIST)).json() as FavouritesResponse).favourites.map((f) => f.id)).toEqual([noHome]);
    expect(((await browser.get(LIST)).json() as FavouritesResponse).favourites.map((f) => f.id)).toEqual([svHome]);
  });

  it(`allows at most ${FAVOURITES_LIMIT} per site, with a translated message`, async () => {
    const { customer, browser } = await customerBrowser();
    const [kept] = await database.db
      .select({ id: objects.id })
      .from(objects)
      .where(and(eq(objects.site, "sv"), ne(objects.id, svHome)))
      .limit(1);
    if (!kept) throw new Error("the test inventory lacks homes");
    // The limit counts rows: a real home and stand-ins for the rest (the test inventory is small).
    const itemIds = [kept.id, ...Array.from({ length: FAVOURITES_LIMIT - 1 }, (_, index) => 1_500_000_000 + index)];
    await database.db
      .insert(userFavourites)
      .values(itemIds.map((itemId) => ({ userId: customer.userId, kind: "object", itemId, site: "sv" })));
    const over = await put(browser, "object", svHome);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatchObject({ code: "favourites_limit" });
    expect(over.json().error.message).toContain(String(FAVOURITES_LIMIT));
    // One that is already there is still fine.
    expect((await put(browser, "object", kept.id)).statusCode).toBe(200);
    // The merge skips what does not fit.
    const merged = (await browser.post(`${LIST}/merge`, { favourites: [{ kind: "object", id: svHome }] })).json();
    expect(merged).toMatchObject({ skipped: 1 });
  });

  it("merges the browser's list at login: adds new items in order, skips gone and foreign ones, keeps what was there", async () => {
    const { browser } = await customerBrowser();
    await put(browser, "area", svArea);
    const answer = await browser.post(`${LIST}/merge`, {
      favourites: [
        { kind: "object", id: svHome },
        { kind: "area", id: svArea },
        { kind: "object", id: svHome },
        { kind: "stage", id: svStage },
        { kind: "object", id: noHome },
        { kind: "object", id: 2_000_000_000 },
      ],
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as MergeFavouritesResponse;
    expect(body.skipped).toBe(2);
    expect(body.favourites.map((f) => `${f.kind}:${f.id}`).sort()).toEqual(
      [`area:${svArea}`, `object:${svHome}`, `stage:${svStage}`].sort(),
    );
    // An empty list changes nothing.
    const empty = (await browser.post(`${LIST}/merge`, { favourites: [] })).json() as MergeFavouritesResponse;
    expect(empty).toMatchObject({ skipped: 0 });
    expect(empty.favourites).toHaveLength(3);
  });
});

describe("GET /api/account_service/user", () => {
  it("names the favourite homes, interests and showings of the user on this site", async () => {
    const { customer, browser } = await customerBrowser();
    await put(browser, "object", svHome);
    await put(browser, "stage", svStage);
    await database.db.insert(interests).values({
      site: "sv",
      stageId: svStage,
      firstName: "A",
      lastName: "B",
      email: customer.email,
      phone: "070-1234567",
      userId: customer.userId,
    });
    const user = (await browser.get("/api/account_service/user")).json();
    expect(user.favorites).toEqual([svHome]);
    expect(user.interests).toEqual([{ objectId: null, stageId: svStage }]);
    expect(user.showings).toEqual([]);
  });
});

describe("authorization of every favourite route", () => {
  const routes = [
    { method: "GET", url: LIST },
    { method: "PUT", url: `${LIST}/object/1` },
    { method: "DELETE", url: `${LIST}/object/1` },
    { method: "POST", url: `${LIST}/merge`, payload: { favourites: [] } },
  ] as const;

  it("anonymous visitors get 401 on each", async () => {
    const anonymous = browserClient(app, "localhost");
    for (const route of routes) {
      const answer = await anonymous.request({ ...route, url: route.url.replace("/1", `/${svHome}`) });
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("board members get 403 on each (no favourites for them)", async () => {
    const [association] = await database.db.select({ id: housingAssociations.id }).from(housingAssociations).limit(1);
    if (!association) throw new Error("no association in the seed");
    const member = await createCustomer(database.db, { associations: [association.id] });
    const board = await loggedInBrowser(app, member, { loginKind: "boardMember" });
    for (const route of routes) {
      const answer = await board.request({ ...route, url: route.url.replace("/1", `/${svHome}`) });
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it("another user's favourites are never listed, and cannot be removed by anyone else (404)", async () => {
    const owner = await customerBrowser();
    const other = await customerBrowser();
    expect((await put(owner.browser, "object", svHome)).statusCode).toBe(200);
    expect(((await other.browser.get(LIST)).json() as FavouritesResponse).favourites).toEqual([]);
    expect((await del(other.browser, "object", svHome)).statusCode).toBe(404);
    // The owner's favourite is still there.
    const mine = (await owner.browser.get(LIST)).json() as FavouritesResponse;
    expect(mine.favourites.map((f) => f.id)).toEqual([svHome]);
    // Adding the same home is the other user's own favourite, not a view of the owner's.
    expect((await put(other.browser, "object", svHome)).statusCode).toBe(200);
    expect((await del(other.browser, "object", svHome)).statusCode).toBe(200);
    expect(((await owner.browser.get(LIST)).json() as FavouritesResponse).favourites).toHaveLength(1);
  });
});
