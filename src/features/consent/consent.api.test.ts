import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { consentLog } from "~/db/schema";
import { createTestApp } from "~/test/test-app";
import { createConsentService } from "./consent.service";
import { CONSENT_COOKIE, CONSENT_POLICY_REVISION, parseConsent } from "./consent-cookie";

let app: FastifyInstance;
let database: DatabaseHandle;
/** Each test posts from its own client address: the limit is per client and minute. */
let client = 0;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

const ALL = { marketing: true, statistics: true, thirdParty: true };
const NONE = { marketing: false, statistics: false, thirdParty: false };

function choose(
  code: number | string,
  body: unknown,
  options: { key?: string; cookie?: string; address?: string; host?: string; userAgent?: string } = {},
) {
  client += 1;
  return app.inject({
    method: "POST",
    url: `/api/experiments/${options.key ?? "cookie-consent"}/${code}`,
    remoteAddress: options.address ?? `198.51.100.${client}`,
    headers: {
      host: options.host ?? "localhost:3000",
      "content-type": "application/json",
      "user-agent": options.userAgent ?? "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0",
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function lastEntry() {
  const [row] = await database.db.select().from(consentLog).orderBy(desc(consentLog.id)).limit(1);
  return row!;
}

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const value = response.headers["set-cookie"];
  return value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
}

describe("POST /api/experiments/cookie-consent/{code}", () => {
  it("accept all (2) logs the choice and sets the anonymous visitor id cookie for 6 months", async () => {
    const response = await choose(2, { ...ALL, revision: CONSENT_POLICY_REVISION, source: "dialog" });
    expect(response.statusCode).toBe(204);
    const visitor = setCookies(response).find((cookie) => cookie.startsWith("jmuid="));
    expect(visitor).toBeDefined();
    expect(visitor).toContain("Max-Age=15811200");
    expect(visitor).toContain("HttpOnly");
    expect(visitor).toContain("SameSite=Lax");
    const id = /^jmuid=([^;]+)/.exec(visitor!)![1];
    expect(await lastEntry()).toMatchObject({
      visitorKey: id,
      optionKey: "cookie-consent",
      optionCode: 2,
      marketing: true,
      statistics: true,
      thirdParty: true,
      revision: CONSENT_POLICY_REVISION,
      site: "sv",
      userAgentClass: "desktop",
      source: "dialog",
    });
  });

  it("keeps an existing visitor id, and stores no IP address anywhere in the entry", async () => {
    const visitorId = "0b5f2a3e-8c1d-4a7b-9e6f-123456789abc";
    const response = await choose(
      3,
      { marketing: false, statistics: true, thirdParty: false, revision: CONSENT_POLICY_REVISION, source: "settings" },
      { cookie: `jmuid=${visitorId}`, address: "203.0.113.77" },
    );
    expect(response.statusCode).toBe(204);
    expect(setCookies(response)).toEqual([]);
    const entry = await lastEntry();
    expect(entry.visitorKey).toBe(visitorId);
    expect(JSON.stringify(entry)).not.toContain("203.0.113");
  });

  it("closing (1) or a choice without statistics removes the visitor id and logs a random id", async () => {
    const visitorId = "0b5f2a3e-8c1d-4a7b-9e6f-123456789abd";
    const closed = await choose(
      1,
      { ...NONE, revision: CONSENT_POLICY_REVISION, source: "dialog" },
      {
        cookie: `jmuid=${visitorId}`,
        userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148",
      },
    );
    expect(closed.statusCode).toBe(204);
    const cleared = setCookies(closed).find((cookie) => cookie.startsWith("jmuid="));
    expect(cleared).toMatch(/jmuid=;/);
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const entry = await lastEntry();
    expect(entry.visitorKey).not.toBe(visitorId);
    expect(entry.visitorKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(entry).toMatchObject({ optionCode: 1, statistics: false, userAgentClass: "mobile" });

    const manual = await choose(3, { ...ALL, statistics: false, revision: CONSENT_POLICY_REVISION, source: "video" });
    expect(manual.statusCode).toBe(204);
    expect(setCookies(manual).some((cookie) => /^jmuid=[^;]/.test(cookie))).toBe(false);
  });

  it("logs a choice under an earlier policy revision, but gives it no visitor id", async () => {
    const response = await choose(2, { ...ALL, revision: "2020-01-01", source: "dialog" });
    expect(response.statusCode).toBe(204);
    expect(setCookies(response).some((cookie) => /^jmuid=[^;]/.test(cookie))).toBe(false);
    expect(await lastEntry()).toMatchObject({ revision: "2020-01-01", statistics: true });
  });

  it("records the site of the request's host", async () => {
    await choose(2, { ...ALL, revision: CONSENT_POLICY_REVISION, source: "dialog" }, { host: "no.localhost:3000" });
    expect((await lastEntry()).site).toBe("no");
  });

  it("refuses a choice that contradicts its code with a translated 400", async () => {
    const acceptAllButNot = await choose(2, {
      ...ALL,
      marketing: false,
      revision: CONSENT_POLICY_REVISION,
      source: "dialog",
    });
    expect(acceptAllButNot.statusCode).toBe(400);
    expect(acceptAllButNot.json().error.message).toBe("Godkänn alla gäller alla kategorier.");
    const closeButYes = await choose(1, { ...ALL, revision: CONSENT_POLICY_REVISION, source: "dialog" });
    expect(closeButYes.statusCode).toBe(400);
  });

  it.each([
    ["an unknown code", 4, { ...ALL, revision: CONSENT_POLICY_REVISION, source: "dialog" }],
    ["a code that is no number", "x", { ...ALL, revision: CONSENT_POLICY_REVISION, source: "dialog" }],
    [
      "a missing category",
      3,
      { marketing: true, statistics: true, revision: CONSENT_POLICY_REVISION, source: "dialog" },
    ],
    [
      "a category that is no boolean",
      3,
      { ...ALL, statistics: "yes", revision: CONSENT_POLICY_REVISION, source: "dialog" },
    ],
    ["an unknown field", 3, { ...ALL, revision: CONSENT_POLICY_REVISION, source: "dialog", ip: "1.2.3.4" }],
    ["an unknown source", 3, { ...ALL, revision: CONSENT_POLICY_REVISION, source: "elsewhere" }],
    ["a revision with control characters", 3, { ...ALL, revision: "2026\u0000", source: "dialog" }],
    ["a revision too long", 3, { ...ALL, revision: "r".repeat(21), source: "dialog" }],
    ["malformed JSON", 3, "{"],
  ])("answers 400, never 500, to %s", async (_name, code, body) => {
    const response = await choose(code, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBeTruthy();
  });

  it("answers 404 for another option key", async () => {
    const response = await choose(
      2,
      { ...ALL, revision: CONSENT_POLICY_REVISION, source: "dialog" },
      { key: "other-test" },
    );
    expect(response.statusCode).toBe(404);
  });

  it("answers 413 to an oversized body and stores nothing", async () => {
    const before = (await database.db.select().from(consentLog)).length;
    const response = await choose(3, {
      ...ALL,
      revision: CONSENT_POLICY_REVISION,
      source: "dialog",
      pad: "x".repeat(5000),
    });
    expect(response.statusCode).toBe(413);
    expect((await database.db.select().from(consentLog)).length).toBe(before);
  });

  it("limits the choices of one client per minute (429 with Retry-After), not of another", async () => {
    const body = { ...ALL, revision: CONSENT_POLICY_REVISION, source: "dialog" };
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await choose(2, body, { address: "192.0.2.200" })).statusCode);
    expect(statuses.every((status) => status === 204)).toBe(true);
    const refused = await choose(2, body, { address: "192.0.2.200" });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await choose(2, body, { address: "192.0.2.201" })).statusCode).toBe(204);
  });

  it("refuses a cross-site post (CSRF)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/experiments/cookie-consent/2",
      remoteAddress: "198.51.100.250",
      headers: {
        host: "localhost:3000",
        origin: "https://evil.example",
        "content-type": "application/json",
      },
      payload: JSON.stringify({ ...ALL, revision: CONSENT_POLICY_REVISION, source: "dialog" }),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("the cookies page's form without JavaScript", () => {
  function post(code: number, form: string) {
    client += 1;
    return app.inject({
      method: "POST",
      url: `/api/experiments/cookie-consent/${code}`,
      remoteAddress: `198.51.101.${client}`,
      headers: { host: "no.localhost:3000", "content-type": "application/x-www-form-urlencoded" },
      payload: form,
    });
  }

  it("saves the switches, writes the consent cookie and goes back to the settings with what was saved", async () => {
    const response = await post(3, `statistics=on&revision=${CONSENT_POLICY_REVISION}&choice=mine`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/personvern/informasjonskapsler/?saved=m0s1t0#cookie-settings");
    const cookies = setCookies(response);
    const consent = cookies.find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`))!;
    expect(consent).toContain("Max-Age=15811200");
    expect(consent).toContain("SameSite=Lax");
    expect(consent).not.toContain("HttpOnly");
    expect(parseConsent(/^[^=]+=([^;]+)/.exec(consent)![1])).toMatchObject({
      answered: true,
      statistics: true,
      marketing: false,
      thirdParty: false,
    });
    expect(cookies.some((cookie) => cookie.startsWith("jmuid="))).toBe(true);
    expect(await lastEntry()).toMatchObject({ optionCode: 3, source: "page", site: "no", statistics: true });
  });

  it("accept all (its own button, code 2) accepts every category", async () => {
    const response = await post(2, `revision=${CONSENT_POLICY_REVISION}&choice=all`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toContain("saved=m1s1t1");
  });

  it("answers 400 to a switch with another value or an unknown field", async () => {
    expect((await post(3, `statistics=yes&revision=${CONSENT_POLICY_REVISION}`)).statusCode).toBe(400);
    expect((await post(3, `revision=${CONSENT_POLICY_REVISION}&admin=1`)).statusCode).toBe(400);
  });
});

describe("the consent log's retention", () => {
  it("removes choices older than 12 months and keeps the rest", async () => {
    const now = new Date("2027-06-15T12:00:00Z");
    const service = createConsentService({ db: database.db, clock: () => now });
    const entry = {
      visitorKey: "retention-test",
      optionKey: "cookie-consent",
      optionCode: 2,
      ...ALL,
      revision: CONSENT_POLICY_REVISION,
      site: "sv",
      userAgentClass: "desktop",
      source: "dialog",
    };
    await database.db.insert(consentLog).values([
      { ...entry, createdAt: new Date("2026-06-14T12:00:00Z") },
      { ...entry, createdAt: new Date("2026-06-16T12:00:00Z") },
    ]);
    await service.purge();
    const left = (await database.db.select().from(consentLog)).filter((row) => row.visitorKey === "retention-test");
    expect(left.map((row) => row.createdAt.toISOString())).toEqual(["2026-06-16T12:00:00.000Z"]);
  });
});
