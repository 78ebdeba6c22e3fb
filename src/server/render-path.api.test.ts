import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { areas } from "~/db/schema";
import { browserClient } from "~/features/account/account-test-client";
import { SESSION_COOKIE, SESSION_EXPIRES_COOKIE } from "~/features/account/session-cookies";
import { createTestApp, hasServerBuild } from "~/test/test-app";
import { inlineScriptHashes } from "./page-csp";

// Server rendering needs the production build; `npm test` builds before it runs Vitest.
describe.runIf(hasServerBuild())("the render path", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let areaUrl: string;
  /** An area whose name is written to end the page's scripts (the page cache keeps pages 60 s). */
  let hostileAreaUrl: string;
  const hostile = "Ängen </script><script>alert(1)</script> <!--";
  beforeAll(async () => {
    // The page cache on (production rendering, CONTENT_CACHE_SECONDS long enough for the test).
    ({ app, database } = await createTestApp({
      seed: true,
      inventory: "test",
      ssr: true,
      env: { CONTENT_CACHE_SECONDS: "60" },
    }));
    const [area, other] = await database.db
      .select({ url: areas.url })
      .from(areas)
      .where(eq(areas.site, "sv"))
      .orderBy(areas.url)
      .limit(2);
    if (!area || !other) throw new Error("the test inventory has too few areas");
    areaUrl = area.url;
    hostileAreaUrl = other.url;
    await database.db.update(areas).set({ name: hostile }).where(eq(areas.url, hostileAreaUrl));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  /** The text of an answer, decompressed as a browser would. */
  function textOf(response: LightMyRequestResponse): string {
    const encoding = response.headers["content-encoding"];
    if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString("utf8");
    if (encoding === "gzip") return gunzipSync(response.rawPayload).toString("utf8");
    return response.body;
  }

  /** Everything of an answer a visitor receives: status line, headers and body. */
  function everythingOf(response: LightMyRequestResponse): string {
    return `${response.statusCode}\n${JSON.stringify(response.headers)}\n${textOf(response)}`;
  }

  const NAMES = [
    ["Zäkarias", "Hemligström"],
    ["Ulvhild", "Gömmaresson"],
    ["Torgny", "Lönnqvist"],
  ] as const;
  let visitors = 0;
  /** A registered, logged-in visitor with names no page of the seed holds (nor another visitor's). */
  async function loggedInVisitor() {
    const [firstName, lastName] = NAMES[visitors++ % NAMES.length] ?? NAMES[0];
    const browser = browserClient(app, "localhost:3000");
    const person = { firstName, lastName, email: `hemlig.${Date.now()}.${visitors}@example.se` };
    const response = await browser.post("/api/account_service/register", {
      ...person,
      password: "hemligt123",
      confirmPassword: "hemligt123",
      phoneNumber: "070-123 45 67",
      terms: true,
    });
    expect(response.statusCode).toBe(200);
    const token = browser.jar.get(SESSION_COOKIE);
    const expires = browser.jar.get(SESSION_EXPIRES_COOKIE);
    if (!token || !expires) throw new Error("registration did not log in");
    /** What of this visitor no one else may ever receive. */
    const secrets = [person.firstName, person.lastName, person.email, token, expires, token.split(".")[1] ?? token];
    return { browser, person, token, secrets };
  }

  type Visitor = Awaited<ReturnType<typeof loggedInVisitor>>;

  function anonymous(url: string, method: "GET" | "HEAD" = "GET", encoding?: string) {
    return app.inject({
      method,
      url,
      headers: { host: "localhost:3000", ...(encoding ? { "accept-encoding": encoding } : {}) },
    });
  }

  function expectNothingOf(visitor: Visitor, response: LightMyRequestResponse) {
    const received = everythingOf(response);
    for (const secret of visitor.secrets) expect(received).not.toContain(secret);
    expect(response.headers["set-cookie"]).toBeUndefined();
  }

  /** A logged-in visitor's answer, whoever's bytes it holds: kept by no cache. */
  function expectPrivate(response: LightMyRequestResponse) {
    expect(response.headers["cache-control"]).toBe("private, no-store");
  }

  /** A logged-in visitor's own render (an account page, My Pages): their name in the header, kept by no cache. */
  function expectOwnPage(visitor: Visitor, response: LightMyRequestResponse) {
    expectPrivate(response);
    expect(response.statusCode).toBe(200);
    expect(textOf(response)).toContain(visitor.person.firstName);
    expect(response.headers["server-timing"]).not.toContain("shared;");
  }

  /** Account pages and My Pages (requires_login) are rendered for the visitor (decision 030). */
  const PERSONAL_ADDRESSES = ["/logga-in/", "/mina-sidor/", "/mina-sidor/?utm_source=x"];

  describe("a cached or shared page never carries one visitor's session to another", () => {
    let visitor: Visitor;
    let other: Visitor;
    beforeAll(async () => {
      visitor = await loggedInVisitor();
      other = await loggedInVisitor();
    }, 60_000);

    // Each address is asked for first by the logged-in visitor, so that a leak would be cached.
    const addresses = () => [
      "/",
      "/om-oss/",
      "/?utm_source=newsletter&utm_medium=email&utm_campaign=host",
      "/om-oss/?gclid=abc&fbclid=def",
      `/?x=${Math.random().toString(36).slice(2)}`,
      "/sok-bostad/?q=Nacka",
      `${areaUrl}?utm_source=x`,
      "/det-har-finns-inte/?utm_source=y",
      "/_root.data",
      "/om-oss/_.data?utm_source=z",
    ];

    it("logged in first, then anonymous: the anonymous visitor gets nothing of the session", async () => {
      for (const url of addresses()) {
        const own = await visitor.browser.get(url, { "accept-encoding": "br" });
        expectPrivate(own);
        for (const encoding of [undefined, "br", "gzip"]) {
          const response = await anonymous(url, "GET", encoding);
          expect(response.statusCode, url).toBeLessThan(500);
          expectNothingOf(visitor, response);
        }
      }
    });

    it("an address known to be personal is rendered for the next logged-in visitor without an anonymous render first", async () => {
      const url = `/mina-sidor/?known=${Date.now()}`;
      const first = await visitor.browser.get(url);
      expectOwnPage(visitor, first);
      expect(first.headers["server-timing"]).not.toContain("personal;");
      const second = await other.browser.get(url);
      expectOwnPage(other, second);
      expect(second.headers["server-timing"]).toContain('personal;desc="known"');
      // The anonymous visitor still gets the login redirect.
      expect((await anonymous(url, "GET")).statusCode).toBe(302);
    });

    it("account pages and My Pages, logged in first: the anonymous visitor gets nothing of the session", async () => {
      for (const url of PERSONAL_ADDRESSES) {
        expectOwnPage(visitor, await visitor.browser.get(url, { "accept-encoding": "br" }));
        for (const encoding of [undefined, "br", "gzip"]) {
          const response = await anonymous(url, "GET", encoding);
          expect(response.statusCode, url).toBeLessThan(500);
          expectNothingOf(visitor, response);
        }
      }
    });

    it("a logged-in visitor on a public page gets the shared page's bytes, private and no-store", async () => {
      for (const url of ["/", "/om-oss/", "/om-oss/?utm_source=a", "/sok-bostad/?q=Nacka", areaUrl, "/finns-inte/"]) {
        const own = await visitor.browser.get(url, { "accept-encoding": "br" });
        expectPrivate(own);
        expect(own.headers["server-timing"], url).toContain('shared;desc="session-independent"');
        const shared = await anonymous(url, "GET", "br");
        expect(shared.headers["cache-control"]).toBeUndefined();
        expect(textOf(own), url).toBe(textOf(shared));
        expectNothingOf(visitor, own);
        expect(textOf(own)).not.toContain('"session":{');
      }
    });

    it("anonymous first, then logged in: each logged-in visitor sees their own header and nobody else's", async () => {
      for (const url of [
        ...addresses(),
        ...PERSONAL_ADDRESSES,
        "/karriar/?utm_source=a",
        `/hallbarhet/?x=${Date.now()}`,
      ]) {
        const shared = await anonymous(url, "GET", "br");
        expectNothingOf(visitor, shared);
        for (const [who, notWho] of [
          [visitor, other],
          [other, visitor],
        ] as const) {
          const own = await who.browser.get(url, { "accept-encoding": "br" });
          if (PERSONAL_ADDRESSES.includes(url)) expectOwnPage(who, own);
          else expectPrivate(own);
          for (const secret of notWho.secrets) expect(everythingOf(own)).not.toContain(secret);
        }
        expectNothingOf(visitor, await anonymous(url));
      }
    });

    it("the session endpoint tells the visitor who is logged in, private and no-store; a stranger null", async () => {
      const own = await visitor.browser.get("/api/account_service/session");
      expect(own.statusCode).toBe(200);
      expectPrivate(own);
      expect(own.json()).toMatchObject({ session: { firstName: visitor.person.firstName } });
      expect(own.body).not.toContain(visitor.token);
      const stranger = await anonymous("/api/account_service/session");
      expect(stranger.json()).toEqual({ session: null });
      expectNothingOf(visitor, stranger);
    });

    it("HEAD requests and addresses with control characters carry nothing either", async () => {
      for (const url of ["/kontakt/?utm_source=%00", "/om-oss/?s=a%0Ab", "/_root.data?x=%01"]) {
        const own = await visitor.browser.get(url);
        expect([301, 400]).toContain(own.statusCode);
        const response = await anonymous(url);
        expect(response.statusCode).toBe(own.statusCode);
        expectNothingOf(visitor, response);
      }
      const url = `/karriar/?utm_source=head${Date.now()}`;
      expectPrivate(await visitor.browser.request({ method: "HEAD", url }));
      expectNothingOf(visitor, await anonymous(url, "HEAD"));
      expectNothingOf(visitor, await anonymous(url));
    });

    it("a page asked for with a bearer token (no cookie) is rendered for that visitor only", async () => {
      const url = `/mina-sidor/?bearer=${Date.now()}`;
      const own = await app.inject({
        url,
        headers: { host: "localhost:3000", authorization: `Bearer ${visitor.token}` },
      });
      expectOwnPage(visitor, own);
      expectNothingOf(visitor, await anonymous(url));
    });

    it("a logged-out session shows no name at once", async () => {
      const leaving = await loggedInVisitor();
      const url = "/logga-in/";
      expectOwnPage(leaving, await leaving.browser.get(url));
      const cookie = `${SESSION_COOKIE}=${leaving.token}`;
      expect(
        (await leaving.browser.post("/api/account_service/logout", undefined, { origin: "http://localhost:3000" }))
          .statusCode,
      ).toBeLessThan(400);
      // The old token, sent again after the logout, is a stranger's.
      const after = await app.inject({ url, headers: { host: "localhost:3000", cookie } });
      expect(after.statusCode).toBe(200);
      expect(after.body).not.toContain(leaving.person.firstName);
    });
  });

  describe("marketing parameters", () => {
    it("share the page cache's copy of the page without them and are not in the page", async () => {
      const plain = await anonymous("/karriar/");
      const tagged = await anonymous("/karriar/?utm_source=utmkalla4711&utm_campaign=spring&fbclid=abc&gclid=def");
      expect(tagged.statusCode).toBe(200);
      expect(tagged.headers["server-timing"]).toContain('cache;desc="hit"');
      expect(tagged.body).toBe(plain.body);
      expect(tagged.body).not.toContain("utmkalla4711");
    });

    it("keep the other parameters in the cache's key", async () => {
      const first = await anonymous("/sok/?s=hus&utm_source=a");
      const second = await anonymous("/sok/?s=hus&utm_source=b");
      expect(second.headers["server-timing"]).toContain('cache;desc="hit"');
      const other = await anonymous("/sok/?s=lagenhet&utm_source=a");
      expect(other.headers["server-timing"]).not.toContain("cache;");
      expect(first.body).toBe(second.body);
    });

    it("stay on a redirect's address, so the browser keeps them", async () => {
      const response = await anonymous("/karriar?p=2&utm_source=newsletter");
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe("/karriar/?p=2&utm_source=newsletter");
    });
  });

  describe("Server-Timing", () => {
    it("names each step of a rendered page, and a cache hit", async () => {
      const url = `/om-oss/?timing=${Date.now()}`;
      const rendered = String((await anonymous(url, "GET", "br")).headers["server-timing"]);
      for (const step of ["session", "loaders", "render", "csp", "compress", "total"]) {
        expect(rendered).toMatch(new RegExp(`(^|, )${step};dur=\\d+(\\.\\d)?(,|$)`));
      }
      expect(String((await anonymous(url)).headers["server-timing"])).toMatch(/^cache;desc="hit", total;dur=/);
    });
  });

  describe("the CSP of a page whose data holds a </script>", () => {
    it("hashes exactly the page's executable inline scripts; the data cannot end a script early", async () => {
      const response = await anonymous(hostileAreaUrl);
      expect(response.statusCode).toBe(200);
      const body = response.body;
      expect(body).not.toContain("<script>alert(1)");
      // Every script the page opens ends where React Router meant it to: as many ends as starts.
      expect(body.split("<script").length).toBe(body.split("</script>").length);
      const structured = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1] ?? "null"),
      );
      expect(JSON.stringify(structured)).toContain(hostile);
      const csp = String(response.headers["content-security-policy"]);
      const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
      const executable = [...body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>/g)].length;
      const hashes = inlineScriptHashes(Buffer.from(body));
      expect(hashes.length).toBeGreaterThan(0);
      expect(new Set(hashes).size).toBeLessThanOrEqual(executable);
      expect(scriptSrc).toBe(`script-src 'self' ${hashes.join(" ")}`);
    });
  });
});
