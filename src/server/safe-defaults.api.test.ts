import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { outbox, users } from "~/db/schema";
import { hashPassword } from "~/features/account/passwords.server";
import { createTestApp, PRODUCTION_TEST_ENV } from "~/test/test-app";
import { loadConfig, parseTrustProxy } from "./config";

/**
 * Host headers, safe defaults, proxies and the small things (issue 11, items 2, 4, 10 and 11).
 * Each test failed on the code before.
 */

describe("links in e-mail and forged Host headers", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    ({ app, database } = await createTestApp({
      env: { HOST_MAP: "https://www.nordhem.se=sv,localhost=sv,https://www.nordhem.no=no,no.localhost=no" },
    }));
  });
  afterAll(async () => {
    await app.close();
  });

  async function customer() {
    const email = `host.${Date.now()}.${Math.random()}@example.se`;
    await database.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword("hemligt123"), firstName: "A", lastName: "B", homeSite: "sv" });
    return email;
  }

  it("a reset link points at the site's public origin, whatever Host the request named", async () => {
    const email = await customer();
    const response = await app.inject({
      method: "POST",
      url: "/api/forgotpassword",
      headers: { host: "localhost:8080" },
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail?.text).toContain("https://www.nordhem.se/nytt-losenord/?token=");
    expect(mail?.text).not.toContain("localhost");
  });

  it("a host outside the map answers 421 and sends nothing", async () => {
    const email = await customer();
    for (const host of ["evil.example", "www.nordhem.se.evil.example", "127.0.0.1", "localhost.:3000"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/forgotpassword",
        headers: { host },
        payload: { email },
      });
      expect(response.statusCode, host).toBe(421);
    }
    const page = await app.inject({ url: "/", headers: { host: "evil.example" } });
    expect(page.statusCode).toBe(421);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
  });

  it("health and readiness answer whatever the host, for load balancers", async () => {
    for (const url of ["/api/health", "/api/ready"]) {
      const response = await app.inject({ url, headers: { host: "10.0.0.7:3000" } });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe("safe defaults", () => {
  it("listens on 127.0.0.1 locally unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ APP_ENV: "dev" }).host).toBe("0.0.0.0");
  });

  it("refuses a production start without its own secret, public origins and SMTP, naming each", () => {
    for (const appEnv of ["prod", "preprod"]) {
      let message = "";
      try {
        loadConfig({ APP_ENV: appEnv });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain("AUTH_SECRET");
      expect(message).toContain("HOST_MAP");
      expect(message).toContain("SMTP_URL");
    }
    const complete = {
      APP_ENV: "prod",
      AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
      ...PRODUCTION_TEST_ENV,
    };
    expect(loadConfig(complete).publicOrigins.no).toBe("http://no.localhost");
    // One site without a public origin is named.
    expect(() => loadConfig({ ...complete, HOST_MAP: "https://www.nordhem.se=sv,www.nordhem.fi=fi" })).toThrow(
      /public origin.*\bfi\b/,
    );
    expect(() =>
      loadConfig({ ...complete, AUTH_SECRET: "development-only-secret-do-not-use-in-production-0123456789" }),
    ).toThrow(/development key/);
  });

  describe("developer tools", () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      ({ app } = await createTestApp());
    });
    afterAll(async () => {
      await app.close();
    });

    it("answer the developer's own machine only, and a forged X-Forwarded-For does not make one", async () => {
      const local = await app.inject({
        url: "/api/dev/outbox",
        headers: { host: "localhost" },
        remoteAddress: "127.0.0.1",
      });
      expect(local.statusCode).toBe(200);
      const remote = await app.inject({
        url: "/api/dev/outbox",
        headers: { host: "localhost" },
        remoteAddress: "192.0.2.8",
      });
      expect(remote.statusCode).toBe(404);
      const forged = await app.inject({
        url: "/api/dev/outbox",
        headers: { host: "localhost", "x-forwarded-for": "127.0.0.1" },
        remoteAddress: "192.0.2.8",
      });
      expect(forged.statusCode).toBe(404);
      const page = await app.inject({
        url: "/dev/mailbox",
        headers: { host: "localhost" },
        remoteAddress: "192.0.2.8",
      });
      expect(page.statusCode).toBe(404);
      // The router decodes the path: an encoded address reaches the same tools and is refused the same.
      for (const url of ["/api/%64ev/outbox", "/%64ev/mailbox", "/api/d%65v/outbox?to=x"]) {
        const encoded = await app.inject({ url, headers: { host: "localhost" }, remoteAddress: "192.0.2.8" });
        expect(encoded.statusCode, url).toBe(404);
      }
    });
  });
});

describe("behind a proxy (TRUST_PROXY)", () => {
  async function bucketsWith(trustProxy: string) {
    const { app } = await createTestApp({ env: { TRUST_PROXY: trustProxy, RATE_LIMIT_PER_MINUTE: "3" } });
    try {
      const visit = (forwardedFor: string, remoteAddress = "10.0.0.1") =>
        app.inject({
          url: "/api/account_service/user",
          headers: { host: "localhost", "x-forwarded-for": forwardedFor },
          remoteAddress,
        });
      for (let i = 0; i < 3; i++) await visit("203.0.113.1");
      return {
        sameVisitor: (await visit("203.0.113.1")).statusCode,
        otherVisitor: (await visit("203.0.113.2")).statusCode,
        // The exhausted visitor's address, named by a client that is no trusted proxy.
        forgedThroughUnknownProxy: (await visit("203.0.113.1", "10.0.0.99")).statusCode,
      };
    } finally {
      await app.close();
    }
  }

  it("counts each visitor apart behind a trusted proxy (hop count)", async () => {
    const result = await bucketsWith("1");
    expect(result.sameVisitor).toBe(429);
    expect(result.otherVisitor).toBe(401);
  });

  it("trusts only the named proxy addresses", async () => {
    const result = await bucketsWith("10.0.0.1");
    expect(result.sameVisitor).toBe(429);
    expect(result.otherVisitor).toBe(401);
    // A client that talks to us directly cannot choose its address with X-Forwarded-For.
    expect(result.forgedThroughUnknownProxy).toBe(401);
  });

  it("ignores X-Forwarded-For without a trusted proxy", async () => {
    const result = await bucketsWith("false");
    expect(result.otherVisitor).toBe(429);
  });

  it("reads addresses, CIDRs and hop counts, and refuses anything else", () => {
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("10.0.0.1, 10.1.0.0/16, fd00::/8")).toEqual(["10.0.0.1", "10.1.0.0/16", "fd00::/8"]);
    expect(() => parseTrustProxy("loadbalancer")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("10.0.0.0/40")).toThrow(/TRUST_PROXY/);
  });
});

describe("small things", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await createTestApp());
  });
  afterAll(async () => {
    await app.close();
  });

  it.each(["TRACE", "OPTIONS", "PROPFIND", "CONNECT"] as const)("%s answers 405 with Allow", async (method) => {
    const response = await app.inject({ method, url: "/", headers: { host: "localhost" } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
  });

  it("no cache keeps an answer of the account API", async () => {
    for (const url of ["/api/account_service/user", "/api/account_service/login/refresh_token"]) {
      const response = await app.inject({ url, headers: { host: "localhost" } });
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("logout clears the session cookie with the attributes it was set with (HttpOnly, SameSite)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/account_service/logout",
      headers: { host: "localhost" },
    });
    const cleared = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
    const session = cleared.find((cookie) => cookie.startsWith("nordhem_session="));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(cleared.find((cookie) => cookie.startsWith("nordhem_session_expires="))).toMatch(/SameSite=Lax/);
  });

  it("registration is limited per client, so identity numbers cannot be tried at scale", async () => {
    const register = (n: number) =>
      app.inject({
        method: "POST",
        url: "/api/account_service/register",
        headers: { host: "localhost" },
        remoteAddress: "192.0.2.77",
        payload: {
          firstName: "Anna",
          lastName: "Svensson",
          email: `many.${n}.${Date.now()}@example.se`,
          password: "hemligt123",
          phoneNumber: "070-123 45 67",
          terms: true,
        },
      });
    for (let n = 0; n < 10; n++) {
      const response = await register(n);
      expect(response.statusCode, `${n}: ${response.body}`).toBe(200);
    }
    const refused = await register(10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toContain("konton");
    // Another client registers as usual.
    const other = await app.inject({
      method: "POST",
      url: "/api/account_service/register",
      headers: { host: "localhost" },
      remoteAddress: "192.0.2.78",
      payload: {
        firstName: "Bo",
        lastName: "Berg",
        email: `other.${Date.now()}@example.se`,
        password: "hemligt123",
        phoneNumber: "070-123 45 67",
        terms: true,
      },
    });
    expect(other.statusCode).toBe(200);
  });

  it("serves the API reference outside production, and in production only when API_DOCS turns it on", async () => {
    const docs = (instance: FastifyInstance) =>
      instance.inject({ url: "/api/docs/json", headers: { host: "localhost" } });
    expect((await docs(app)).statusCode).toBe(200);
    const prod = await createTestApp({ env: { APP_ENV: "prod" } });
    const prodWithDocs = await createTestApp({ env: { APP_ENV: "prod", API_DOCS: "true" } });
    try {
      expect((await docs(prod.app)).statusCode).toBe(404);
      expect((await docs(prodWithDocs.app)).statusCode).toBe(200);
    } finally {
      await prod.app.close();
      await prodWithDocs.app.close();
    }
  });
});

describe("indexing by search engines", () => {
  it("is production's alone unless ALLOW_INDEXING says otherwise, either way", () => {
    expect(loadConfig({ APP_ENV: "local" }).flags.indexable).toBe(false);
    expect(loadConfig({ APP_ENV: "local", ALLOW_INDEXING: "true" }).flags.indexable).toBe(true);
    const production = {
      ...PRODUCTION_TEST_ENV,
      APP_ENV: "prod",
      AUTH_SECRET: "a-production-key-of-at-least-32-characters",
    };
    expect(loadConfig(production).flags.indexable).toBe(true);
    expect(loadConfig({ ...production, ALLOW_INDEXING: "false" }).flags.indexable).toBe(false);
    expect(() => loadConfig({ APP_ENV: "local", ALLOW_INDEXING: "yes" })).toThrow(/ALLOW_INDEXING/);
  });

  it("outside production, ALLOW_INDEXING=true drops the noindex header and lets robots.txt allow crawling", async () => {
    const robots = (instance: FastifyInstance) =>
      instance.inject({ url: "/robots.txt", headers: { host: "localhost" } });
    const closed = await createTestApp();
    const open = await createTestApp({ env: { ALLOW_INDEXING: "true" } });
    try {
      const turnedAway = await robots(closed.app);
      expect(turnedAway.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(turnedAway.body).toContain("Disallow: /");
      const allowed = await robots(open.app);
      expect(allowed.headers["x-robots-tag"]).toBeUndefined();
      expect(allowed.body).toMatch(/^User-agent: \*\nAllow: \/\nSitemap: http:\/\/localhost[^\n]*\/sitemap\.xml\n$/);
    } finally {
      await closed.app.close();
      await open.app.close();
    }
  });
});
