import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { notifications, objects, purchaseDocuments, savedSearches, userFavourites, users } from "~/db/schema";
import { type BrowserClient, browserClient } from "~/features/account/account-test-client";
import { createFileStorage, createLocalDiskStore } from "~/server/files";
import { isUrlEnabled } from "~/sites/features";
import { SITE_CODES, SITES, type SiteCode } from "~/sites/sites";
import { createTestApp, hasServerBuild } from "~/test/test-app";
import { MY_PAGES_KEYS, type MyPagesKey } from "./menu";
import { createCustomer, homeOf, isoDay, loggedInBrowser, type TestCustomer } from "./test-customers";

/**
 * The authorization matrix of My Pages (issue 15, Must show; decision 031), as tables:
 * - every My Pages path of every site: anonymous → the login page with the path as referrer;
 * - a path outside the user's menu → the 404 page (status 404, the notFound template: never
 *   another template);
 * - two customers with a purchase, documents, a file, a favourite, a saved search and a
 *   notification each: no page of one shows the other's name, e-mail, home or records;
 * - API_ROUTES: every My Pages API route, anonymous → 401, another user's record → 404. The
 *   features' routes are added to the table as they arrive (see API_ROUTES).
 */

/** What a customer owns, written as the features would (the factory, then the feature's tables). */
interface Owned {
  customer: TestCustomer;
  browser: BrowserClient;
  /** Strings only this customer's pages may show. */
  markers: string[];
  purchaseId: string;
  objectId: number;
  documentId: string;
  fileId: string;
  favouriteObjectId: number;
  savedSearchId: string;
  notificationId: string;
}

/**
 * One row per API route of My Pages. `request` builds the call for a record of `owner`;
 * the matrix sends it anonymously (401) and as the other customer (404, or for a list route,
 * `notListed`: the other customer's answer lists none of owner's records).
 */
interface ApiRoute {
  name: string;
  request: (owner: Owned) => { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; url: string; payload?: unknown };
  /** For routes answering a list for the caller: what must not be in it (default: the route answers 404). */
  notListed?: (owner: Owned) => string[];
}

/**
 * The My Pages API routes (documents, files, favourites, saved searches, notifications,
 * purchases). Add each route of the features here, for example:
 *   { name: "a document's PDF", request: (o) => ({ method: "GET", url: `/api/my-pages/documents/${o.documentId}/file` }) },
 *   { name: "the notifications", request: () => ({ method: "GET", url: "/api/notifications/Jmse" }),
 *     notListed: (o) => [o.notificationId] },
 */
const API_ROUTES: ApiRoute[] = [
  { name: "a document's PDF", request: (o) => ({ method: "GET", url: `/api/documents/${o.documentId}/file` }) },
  {
    name: "approving a document",
    request: (o) => ({ method: "POST", url: `/api/documents/${o.documentId}/approve`, payload: {} }),
  },
  {
    name: "the notifications",
    request: () => ({ method: "GET", url: "/api/notifications/Jmse" }),
    notListed: (o) => [o.notificationId, o.documentId],
  },
  {
    name: "the favourites",
    request: () => ({ method: "GET", url: "/api/account_service/favorites" }),
    notListed: (o) => [`"id":${o.favouriteObjectId},`],
  },
  {
    name: "removing a favourite",
    request: (o) => ({ method: "DELETE", url: `/api/account_service/favorites/object/${o.favouriteObjectId}` }),
  },
  {
    name: "the saved searches",
    request: () => ({ method: "GET", url: "/api/saved_searches" }),
    notListed: (o) => [o.savedSearchId],
  },
  {
    name: "renaming a saved search",
    request: (o) => ({
      method: "PATCH",
      url: `/api/saved_searches/${o.savedSearchId}`,
      payload: { name: "Nytt namn" },
    }),
  },
  {
    name: "deleting a saved search",
    request: (o) => ({ method: "DELETE", url: `/api/saved_searches/${o.savedSearchId}` }),
  },
  {
    name: "pausing a notification",
    request: (o) => ({ method: "GET", url: `/api/notifications/pause/${o.notificationId}` }),
  },
  {
    name: "whether the user has documents",
    request: () => ({ method: "GET", url: "/api/hasdocuments" }),
    notListed: () => [],
  },
];

// Pages render with the production build; `npm test` builds before it runs Vitest.
describe.runIf(hasServerBuild())("the authorization matrix of My Pages", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let first: Owned;
  let second: Owned;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(os.tmpdir(), "authorization-test-"));
    ({ app, database } = await createTestApp({
      seed: true,
      inventory: "test",
      ssr: true,
      env: { FILE_STORAGE_DIR: filesDir },
    }));
    first = await ownerWithData("Ingeborg", 1);
    second = await ownerWithData("Bertil", 3);
  });
  afterAll(async () => {
    await app?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  /** A full Swedish customer (VIP, moved in two months ago) with one of every record of theirs. */
  async function ownerWithData(firstName: string, favouriteOffset: number): Promise<Owned> {
    const { db } = database;
    const customer = await createCustomer(db, { vip: true, purchase: { status: "completed", entryDate: isoDay(-60) } });
    const unique = randomUUID().slice(0, 8);
    const lastName = `Efternamn${unique}`;
    await db.update(users).set({ firstName, lastName }).where(eq(users.id, customer.userId));
    if (!customer.purchaseId || !customer.objectId) throw new Error("the factory made no purchase");
    // A real file in the app's file storage, so the owner's download succeeds.
    const file = await createFileStorage({ db, store: createLocalDiskStore(filesDir) }).put(
      Readable.from([Buffer.from("%PDF-1.4 test")]),
      { fileName: `kopekontrakt-${unique}.pdf`, contentType: "application/pdf" },
    );
    const [document] = await db
      .insert(purchaseDocuments)
      .values({ purchaseId: customer.purchaseId, kind: "interiorChoices", action: "approve", fileId: file.id })
      .returning({ id: purchaseDocuments.id });
    const favouriteObjectId = await homeOf(db, "sv", 10 + favouriteOffset);
    await db
      .insert(userFavourites)
      .values({ userId: customer.userId, kind: "object", itemId: favouriteObjectId, site: "sv" });
    const [saved] = await db
      .insert(savedSearches)
      .values({ userId: customer.userId, site: "sv", name: `Sökning ${unique}`, url: `/sok-bostad/?q=${unique}` })
      .returning({ id: savedSearches.id });
    const [notification] = await db
      .insert(notifications)
      .values({
        userId: customer.userId,
        site: "sv",
        notificationType: "DocumentSigning",
        name: "awaiting_signature",
        subjectId: document?.id ?? "",
      })
      .returning({ id: notifications.id });
    const [home] = await db.select({ url: objects.url }).from(objects).where(eq(objects.id, customer.objectId));
    const [favourite] = await db.select({ url: objects.url }).from(objects).where(eq(objects.id, favouriteObjectId));
    if (!file || !document || !saved || !notification || !home || !favourite) throw new Error("fixture incomplete");
    return {
      customer,
      browser: await loggedInBrowser(app, customer),
      markers: [
        lastName,
        customer.email,
        home.url,
        favourite.url,
        customer.purchaseId,
        document.id,
        file.id,
        `kopekontrakt-${unique}.pdf`,
        `Sökning ${unique}`,
        `/sok-bostad/?q=${unique}`,
        notification.id,
      ],
      purchaseId: customer.purchaseId,
      objectId: customer.objectId,
      documentId: document.id,
      fileId: file.id,
      favouriteObjectId,
      savedSearchId: saved.id,
      notificationId: notification.id,
    };
  }

  describe("anonymous visitors are sent to the login page with the path as referrer", () => {
    // Every My Pages path of every site with a login; the English sub-site logs in on the Swedish site.
    const rows = SITE_CODES.flatMap((code) =>
      MY_PAGES_KEYS.flatMap((key) => {
        const path = SITES[code].urls[key];
        return path ? [[code, key, path] as const] : [];
      }),
    );
    it.each(rows)("%s %s (%s)", async (code, key, path) => {
      const response = await app.inject({ url: path, headers: { host: hostOf(code) } });
      if (!isUrlEnabled(SITES[code], key)) {
        // A page of a feature the site lacks (no login on the contracting site, no VIP in Finland)
        // does not exist there: 404 for everyone.
        expect(response.statusCode).toBe(404);
        return;
      }
      const login = loginPathOf(code);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${login}?referrer=${encodeURIComponent(path)}`);
    });
  });

  it("client navigation (.data) of a My Pages path sends an anonymous visitor to the login page too", async () => {
    for (const path of ["/mina-sidor/", "/mina-sidor/mina-avtal/", "/en/my-pages/documents/"]) {
      const response = await app.inject({ url: `${path}_.data`, headers: { host: "localhost" } });
      expect(response.body, path).toContain("SingleFetchRedirect");
      expect(response.body, path).toContain(`/logga-in/?referrer=${encodeURIComponent(path)}`);
      expect(response.body, path).not.toContain("menu");
    }
  });

  describe("a path outside the user's menu is the 404 page, never another template", () => {
    let bare: BrowserClient;
    let board: BrowserClient;
    let finnish: BrowserClient;
    beforeAll(async () => {
      // A customer without bookings or VIP, a board member, and a Finnish customer with everything.
      bare = await loggedInBrowser(app, await createCustomer(database.db));
      const member = await createCustomer(database.db, { vip: true, associations: [1], purchase: {} });
      board = await loggedInBrowser(app, member, { loginKind: "boardMember" });
      const finn = await createCustomer(database.db, {
        site: "fi",
        purchase: { status: "completed", entryDate: isoDay(-60) },
      });
      finnish = await loggedInBrowser(app, finn, { host: "fi.localhost" });
    });

    const outside: Record<string, { site: SiteCode; keys: MyPagesKey[] }> = {
      "a customer without bookings or VIP": {
        site: "sv",
        keys: ["myResidence", "myAgreements", "myTimeline", "myPayments", "myVipShowing", "myErrands"],
      },
      "the same customer on the English sub-site": {
        site: "sv_en",
        keys: ["myResidence", "myAgreements", "myTimeline"],
      },
      "a board member (VIP, with a booking)": {
        site: "sv",
        keys: MY_PAGES_KEYS.filter((key) => !["myPages", "myErrands", "myContact"].includes(key)),
      },
      "a Finnish customer moved in two months ago": { site: "fi", keys: ["myVip", "myErrands"] },
    };
    const rows = Object.entries(outside).flatMap(([who, { site, keys }]) =>
      keys.map((key) => [who, key, site, SITES[site].urls[key] ?? ""] as const),
    );
    it.each(rows)("%s: %s (%s %s)", async (who, _key, _site, path) => {
      const browser = who.startsWith("a board") ? board : who.startsWith("a Finnish") ? finnish : bare;
      const response = await browser.get(path);
      expect(response.statusCode).toBe(404);
      expect(templateOf(response.body)).toBe("notFound");
    });

    it("client navigation (.data) to a path outside the menu is the 404 page's data too", async () => {
      for (const path of ["/mina-sidor/tidslinje/", "/mina-sidor/betalningar/", "/en/my-pages/my-home/"]) {
        const response = await bare.get(`${path}_.data`);
        expect(response.statusCode, path).toBe(404);
        expect(response.body, path).toContain('"notFound"');
      }
    });

    it("the pages of their menus answer (so the 404s above are the rule, not a broken page)", async () => {
      for (const [browser, path] of [
        [bare, "/mina-sidor/"],
        [bare, "/en/my-pages/"],
        [board, "/mina-sidor/arenden/"],
        [finnish, "/sivuni/kotini/"],
        // The English sub-site shows the Swedish site's purchase (decision 031).
        [first.browser, "/en/my-pages/my-home/"],
        [first.browser, "/en/my-pages/documents/"],
        [first.browser, "/en/my-pages/timeline/"],
      ] as const) {
        const response = await browser.get(path);
        expect(response.statusCode, path).toBe(200);
        expect(templateOf(response.body), path).not.toBe("notFound");
      }
    });
  });

  describe("two customers with data: neither sees the other's", () => {
    it("the two own different homes, documents and records", () => {
      expect(first.objectId).not.toBe(second.objectId);
      expect(first.favouriteObjectId).not.toBe(second.favouriteObjectId);
    });

    const pages = MY_PAGES_KEYS.map((key) => [key, SITES.sv.urls[key] ?? ""] as const);
    it.each(pages)("%s (%s)", async (_key, path) => {
      for (const [viewer, other] of [
        [first, second],
        [second, first],
      ] as const) {
        const response = await viewer.browser.get(path);
        expect(response.statusCode, path).toBe(200);
        for (const marker of other.markers) expect(response.body, `${path} shows ${marker}`).not.toContain(marker);
      }
    });

    it("the page data (.data requests of client navigation) shows none of the other's either", async () => {
      for (const key of MY_PAGES_KEYS) {
        const path = SITES.sv.urls[key] ?? "";
        const response = await first.browser.get(`${path}_.data`);
        expect(response.statusCode, path).toBe(200);
        for (const marker of second.markers)
          expect(response.body, `${path}.data shows ${marker}`).not.toContain(marker);
      }
    });
  });

  describe.runIf(API_ROUTES.length > 0)("API routes: anonymous → 401, another user's record → 404", () => {
    it.each(API_ROUTES.map((route) => [route.name, route] as const))("%s", async (_name, route) => {
      const call = route.request(first);
      const anonymous = await browserClient(app, "localhost").request({ ...call, payload: call.payload as never });
      expect(anonymous.statusCode, `${call.method} ${call.url} anonymously`).toBe(401);
      const other = await second.browser.request({ ...call, payload: call.payload as never });
      if (route.notListed) {
        expect(other.statusCode).toBe(200);
        for (const id of route.notListed(first)) expect(other.body).not.toContain(id);
      } else {
        expect(other.statusCode, `${call.method} ${call.url} as another user`).toBe(404);
      }
      // The owner is let through (so the 404 above is about the owner, not a broken route).
      const own = await first.browser.request({ ...call, payload: call.payload as never });
      expect(own.statusCode, `${call.method} ${call.url} as its owner`).toBeLessThan(400);
    });
  });
});

function hostOf(code: SiteCode): string {
  const hosts: Record<SiteCode, string> = {
    sv: "localhost",
    sv_en: "localhost",
    no: "no.localhost",
    fi: "fi.localhost",
    seniorgarden: "seniorgarden.localhost",
    cooperative: "brf.localhost",
    entreprenad: "entreprenad.localhost",
  };
  return hosts[code];
}

/** Where a site sends visitors to log in (the English sub-site: the Swedish site's login; decision 031). */
function loginPathOf(code: SiteCode): string | undefined {
  return SITES[code].localizedSubSite ? SITES.sv.urls.login : SITES[code].urls.login;
}

/** The template a server-rendered page was rendered with (its hydration data). */
function templateOf(html: string): string | undefined {
  return /currentComponent\\?"\s*[:,]\s*\\?"(\w+)/.exec(html)?.[1];
}
