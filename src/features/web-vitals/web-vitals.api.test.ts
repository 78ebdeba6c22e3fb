import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { throttleEvents, webVitals } from "~/db/schema";
import { CONSENT_COOKIE, CONSENT_POLICY_REVISION, serializeConsent } from "~/features/consent";
import { translate } from "~/i18n/catalogs.server";
import { loadConfig } from "~/server/config";
import { countStatements, createTestApp, PRODUCTION_TEST_ENV, testFeatureDeps } from "~/test/test-app";
import { MAX_METRIC_VALUE, type WebVitalReport } from "./schema";
import { webVitalsFeature } from "./web-vitals.module";
import { SAVE_BODY_LIMIT } from "./web-vitals.routes";
import { REPORTS_PER_MINUTE } from "./web-vitals.service";

/**
 * The web-vitals call and its report (issue 16, decision 036): what is stored and for which
 * site, bad and oversized input, the consent the server checks itself, the limit per visitor,
 * who may read the report, the p75 it shows, and the retention job.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
const statements = countStatements();

beforeAll(async () => {
  ({ app, database } = await createTestApp({ onStatement: statements.onStatement }));
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await database.db.delete(webVitals);
  await database.db.delete(throttleEvents);
});

const DAY = 24 * 3_600_000;
const consentCookie = (statistics: boolean, revision = CONSENT_POLICY_REVISION) =>
  `${CONSENT_COOKIE}=${serializeConsent({ answered: true, marketing: false, statistics, thirdParty: true, revision })}`;
const STATISTICS = consentCookie(true);

function metric(overrides: Partial<Record<keyof WebVitalReport, unknown>> = {}): Record<string, unknown> {
  return {
    id: `v5-1764115200000-${Math.random().toString().slice(2, 15)}`,
    name: "LCP",
    value: 1234.5,
    navigationType: "navigate",
    rating: "good",
    path: "/sok-bostad/",
    host: "localhost:3000",
    template: "search",
    ...overrides,
  };
}

function save(
  payload: unknown,
  {
    cookie = STATISTICS,
    host = "localhost",
    ...rest
  }: Partial<InjectOptions> & { cookie?: string; host?: string } = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/webvitals/save",
    headers: { host, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    ...rest,
  });
}

const stored = () => database.db.select().from(webVitals);

describe("POST /api/webvitals/save", () => {
  it("stores a metric for the request's site, not the body's host, with the path's query and hash cut off", async () => {
    const sent = metric({ host: "localhost:3000", path: "/boliger/oslo/?utm_source=x&token=secret#map" });
    const response = await save(sent, { host: "no.localhost" });
    expect(response.statusCode).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      site: "no",
      host: "localhost:3000",
      path: "/boliger/oslo/",
      template: "search",
      name: "LCP",
      value: 1234.5,
      rating: "good",
      navigationType: "navigate",
      metricId: sent.id,
    });
  });

  it("costs three statements: the throttle's record and count, and the store (one without consent: none)", async () => {
    const { result, statements: sent } = await statements.during(() => save(metric()));
    expect(result.statusCode).toBe(204);
    expect(sent).toHaveLength(3);
    const declined = await statements.during(() => save(metric(), { cookie: consentCookie(false) }));
    expect(declined.statements).toHaveLength(0);
  });

  it("accepts INP, the spec's names, FID from older reporters, and no template (stored as unknown)", async () => {
    for (const name of ["CLS", "FCP", "LCP", "TTFB", "INP", "FID"]) {
      const value = name === "CLS" ? 0.12 : 80;
      expect((await save(metric({ name, value, template: undefined }))).statusCode).toBe(204);
    }
    const rows = await stored();
    expect(rows.map((row) => row.name).sort()).toEqual(["CLS", "FCP", "FID", "INP", "LCP", "TTFB"]);
    expect(new Set(rows.map((row) => row.template))).toEqual(new Set(["unknown"]));
    expect(new Set(rows.map((row) => row.site))).toEqual(new Set(["sv"]));
  });

  it("stores a resend of the same metric id and name once, with the latest value", async () => {
    const first = metric({ name: "CLS", value: 0.05, rating: "good" });
    expect((await save(first)).statusCode).toBe(204);
    expect((await save(first)).statusCode).toBe(204);
    expect((await save({ ...first, value: 0.3, rating: "poor" })).statusCode).toBe(204);
    // The same id under another name is another metric.
    expect((await save({ ...first, name: "INP", value: 120 })).statusCode).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.name === "CLS")).toMatchObject({ value: 0.3, rating: "poor" });
  });

  const badFields: [string, Record<string, unknown>][] = [
    ["id", { id: "" }],
    ["id", { id: "x".repeat(101) }],
    ["id", { id: "has space" }],
    ["id", { id: 12 }],
    ["name", { name: "FOO" }],
    ["name", { name: "lcp" }],
    ["value", { value: -1 }],
    ["value", { value: MAX_METRIC_VALUE + 1 }],
    ["value", { value: "1200" }],
    ["value", { value: null }],
    ["navigationType", { navigationType: "teleport" }],
    ["rating", { rating: "excellent" }],
    ["path", { path: "sok-bostad/" }],
    ["path", { path: "https://evil.example/" }],
    ["path", { path: `/${"a".repeat(2048)}` }],
    ["host", { host: "" }],
    ["host", { host: "h".repeat(256) }],
    ["host", { host: "evil.example/<script>" }],
    ["template", { template: "noSuchTemplate" }],
    ["template", { template: 3 }],
  ];
  it.each(badFields)("answers 400 with the translated message for a bad %s (%j)", async (field, overrides) => {
    const response = await save(metric(overrides));
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("invalid_request");
    expect(error.message).toBe(translate("sv", "errors.invalidRequest"));
    expect(error.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await stored()).toHaveLength(0);
  });

  it("answers 400 for a missing field, a body that is no object, and malformed JSON; never 500", async () => {
    for (const field of ["id", "name", "value", "navigationType", "rating", "path", "host"]) {
      const body = metric();
      delete body[field];
      expect((await save(body)).statusCode, field).toBe(400);
    }
    expect((await save([metric()])).statusCode).toBe(400);
    expect((await save("{not json")).statusCode).toBe(400);
    expect((await save("")).statusCode).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  it("answers 400 for control characters in any text, in the site's language", async () => {
    for (const overrides of [
      { path: "/sok-bostad/\u0000" },
      { path: "/sok-bostad/\nx" },
      { id: "v5-\u0007" },
      { host: "localhost\u001b" },
      { template: "search\u0000" },
    ]) {
      const response = await save(metric(overrides), { host: "fi.localhost" });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.message).toBe(translate("fi", "errors.invalidRequest"));
    }
    expect(await stored()).toHaveLength(0);
  });

  it(`answers 413 for a body over ${SAVE_BODY_LIMIT} bytes`, async () => {
    const response = await save(metric({ path: `/${"a".repeat(SAVE_BODY_LIMIT)}` }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(translate("sv", "errors.invalidRequest"));
    expect(await stored()).toHaveLength(0);
  });

  it("stores nothing without statistics consent (no cookie, statistics declined, another policy revision), and answers 204", async () => {
    for (const cookie of ["", consentCookie(false), consentCookie(true, "2020-01-01"), `${CONSENT_COOKIE}=garbage`]) {
      const response = await save(metric(), { cookie });
      expect(response.statusCode, cookie).toBe(204);
    }
    expect(await stored()).toHaveLength(0);
  });

  it(`limits one visitor to ${REPORTS_PER_MINUTE} a minute (429 with Retry-After), and not another`, async () => {
    const visitor = (id: string) => `${STATISTICS}; jmuid=${id}`;
    const first = visitor("0f4c1f7e-1111-4a8b-9c0d-000000000001");
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) {
      expect((await save(metric(), { cookie: first })).statusCode).toBe(204);
    }
    const refused = await save(metric(), { cookie: first });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error.message).toBe(translate("sv", "errors.tooManyRequests"));
    expect(await stored()).toHaveLength(REPORTS_PER_MINUTE);

    // Another visitor from the same address is counted apart.
    expect((await save(metric(), { cookie: visitor("0f4c1f7e-2222-4a8b-9c0d-000000000002") })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(REPORTS_PER_MINUTE + 1);
    // The throttle keeps neither the visitor id nor the address in clear.
    const keys = (await database.db.select().from(throttleEvents)).map((event) => event.key);
    expect(keys.some((key) => key.includes("0f4c1f7e") || key.includes("127.0.0.1"))).toBe(false);
  });

  it("gives a visitor with statistics consent but no visitor id one, and counts them by it", async () => {
    const response = await save(metric(), { remoteAddress: "203.0.113.7" });
    expect(response.statusCode).toBe(204);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^jmuid=[0-9a-f-]{36};/);
    expect(cookie).toContain("HttpOnly");
    const visitorId = /^jmuid=([^;]+)/.exec(cookie)![1];
    // Its next reports carry it and set nothing; many visitors behind one address are not one.
    const next = await save(metric(), { remoteAddress: "203.0.113.7", cookie: `${STATISTICS}; jmuid=${visitorId}` });
    expect(next.statusCode).toBe(204);
    expect(next.headers["set-cookie"]).toBeUndefined();
    for (let i = 0; i < REPORTS_PER_MINUTE + 1; i++) {
      expect((await save(metric(), { remoteAddress: "203.0.113.8" })).statusCode).toBe(204);
    }
  });
});

/** Rows written straight into the table: known values at known times. */
async function insertRows(
  rows: { value: number; daysAgo?: number; site?: string; template?: string; name?: string }[],
) {
  const now = Date.now();
  await database.db.insert(webVitals).values(
    rows.map((row, i) => ({
      site: row.site ?? "sv",
      template: row.template ?? "stage",
      path: "/bostader/x/",
      host: "localhost",
      name: row.name ?? "LCP",
      value: row.value,
      rating: "good",
      navigationType: "navigate",
      metricId: `seed-${i}`,
      createdAt: new Date(now - (row.daysAgo ?? 1) * DAY),
    })),
  );
}

describe("GET /api/webvitals/report", () => {
  const report = (options: Partial<InjectOptions> = {}, target = app) =>
    target.inject({ method: "GET", url: "/api/webvitals/report?format=json", ...options });

  it("computes the p75 per site, template and metric over the last 7 days, with the count and the p75's rating", async () => {
    await insertRows([
      // LCP of the stage page on the Swedish site: p75 of 1000, 2000, 3000, 4000 is 3250 (needs improvement).
      { value: 1000 },
      { value: 2000 },
      { value: 3000 },
      { value: 4000, daysAgo: 6.9 },
      // Older than 7 days: not counted.
      { value: 100_000, daysAgo: 7.1 },
      // CLS of the same page: p75 of 0.01, 0.02, 0.03 is 0.025 (good).
      { value: 0.01, name: "CLS" },
      { value: 0.02, name: "CLS" },
      { value: 0.03, name: "CLS" },
      // Another site and template: one value is its own p75 (poor).
      { value: 900, site: "no", template: "object", name: "INP" },
    ]);
    const response = await report();
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body.rows).toEqual([
      { site: "no", template: "object", name: "INP", p75: 900, count: 1, rating: "poor" },
      { site: "sv", template: "stage", name: "CLS", p75: expect.closeTo(0.025, 10), count: 3, rating: "good" },
      { site: "sv", template: "stage", name: "LCP", p75: 3250, count: 4, rating: "needs-improvement" },
    ]);
    expect(new Date(body.to).getTime() - new Date(body.from).getTime()).toBe(7 * DAY);
  });

  it("is a page with translated headings in the site's language, every value escaped", async () => {
    await insertRows([{ value: 1800, template: "<script>alert(1)</script>", name: "FCP" }]);
    const norwegian = await report({ url: "/api/webvitals/report", headers: { host: "no.localhost" } });
    expect(norwegian.statusCode).toBe(200);
    expect(norwegian.headers["content-type"]).toContain("text/html");
    expect(norwegian.headers["content-security-policy"]).toContain("default-src 'none'");
    const html = norwegian.body;
    expect(html).toContain('<html lang="nb');
    expect(html).toContain(`<h1>${translate("no", "webVitals.title")}</h1>`);
    expect(html).toContain(`<th scope="col">${translate("no", "webVitals.columns.template")}</th>`);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain(translate("no", "webVitals.ratings.good"));

    const swedish = await report({ url: "/api/webvitals/report" });
    expect(swedish.body).toContain(`<h1>${translate("sv", "webVitals.title")}</h1>`);
  });

  it("says so when there is nothing to show", async () => {
    const finnish = await report({ url: "/api/webvitals/report", headers: { host: "fi.localhost" } });
    expect(finnish.body).toContain(translate("fi", "webVitals.empty"));
  });

  it("outside production opens only for a client on this machine (the socket's address)", async () => {
    expect((await report({ remoteAddress: "127.0.0.1" })).statusCode).toBe(200);
    expect((await report({ remoteAddress: "::1" })).statusCode).toBe(200);
    const remote = await report({ remoteAddress: "203.0.113.9" });
    expect(remote.statusCode).toBe(404);
    expect(remote.json().error.code).toBe("not_found");
  });

  it("is not opened by a spoofed X-Forwarded-For behind a trusted proxy", async () => {
    const { app: proxied } = await createTestApp({ env: { TRUST_PROXY: "true" } });
    try {
      const spoofed = await report(
        { remoteAddress: "203.0.113.9", headers: { "x-forwarded-for": "127.0.0.1" } },
        proxied,
      );
      expect(spoofed.statusCode).toBe(404);
      expect((await report({ remoteAddress: "127.0.0.1" }, proxied)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  describe("in production", () => {
    const TOKEN = "operator-token-of-at-least-thirty-two-characters-1234";
    const PRODUCTION_KEYS = { APP_ENV: "prod", AUTH_SECRET: "test-only-secret-of-at-least-thirty-two-characters" };
    let prod: FastifyInstance;
    let prodWithoutToken: FastifyInstance;
    beforeAll(async () => {
      ({ app: prod } = await createTestApp({ env: { APP_ENV: "prod", WEBVITALS_REPORT_TOKEN: TOKEN } }));
      ({ app: prodWithoutToken } = await createTestApp({ env: { APP_ENV: "prod" } }));
    });
    afterAll(async () => {
      await prod?.close();
      await prodWithoutToken?.close();
    });

    it("answers 404 without the token, with a wrong one, or with it in the query, even on loopback", async () => {
      for (const options of [
        {},
        { headers: { authorization: "Bearer wrong-token-of-at-least-thirty-two-characters-12" } },
        { headers: { authorization: `Bearer ${TOKEN}x` } },
        { headers: { authorization: TOKEN } },
        { headers: { authorization: `Basic ${TOKEN}` } },
        { url: `/api/webvitals/report?format=json&token=${TOKEN}` },
        { url: `/api/webvitals/report?format=json&access_token=${TOKEN}` },
      ] satisfies Partial<InjectOptions>[]) {
        const response = await report({ remoteAddress: "127.0.0.1", ...options }, prod);
        expect(response.statusCode, JSON.stringify(options)).toBe(404);
      }
    });

    it("answers 200 with the token, as JSON and as the page", async () => {
      const authorization = `Bearer ${TOKEN}`;
      const json = await report({ remoteAddress: "203.0.113.9", headers: { authorization } }, prod);
      expect(json.statusCode).toBe(200);
      expect(json.json().rows).toEqual([]);
      const page = await report({ url: "/api/webvitals/report", headers: { authorization } }, prod);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<h1>${translate("sv", "webVitals.title")}</h1>`);
    });

    it("refuses a configured token under 32 characters; an empty one is none", () => {
      expect(() => loadConfig({ ...PRODUCTION_TEST_ENV, ...PRODUCTION_KEYS, WEBVITALS_REPORT_TOKEN: "short" })).toThrow(
        /WEBVITALS_REPORT_TOKEN/,
      );
      const config = loadConfig({ ...PRODUCTION_TEST_ENV, ...PRODUCTION_KEYS, WEBVITALS_REPORT_TOKEN: "" });
      expect(config.webVitalsReportToken).toBeUndefined();
      expect(
        loadConfig({ ...PRODUCTION_TEST_ENV, ...PRODUCTION_KEYS, WEBVITALS_REPORT_TOKEN: TOKEN }).webVitalsReportToken,
      ).toBe(TOKEN);
    });

    it("opens for nobody when no token is configured", async () => {
      expect((await report({ remoteAddress: "127.0.0.1" }, prodWithoutToken)).statusCode).toBe(404);
      const guessed = await report({ headers: { authorization: "Bearer undefined" } }, prodWithoutToken);
      expect(guessed.statusCode).toBe(404);
    });
  });
});

describe("webVitals.purge", () => {
  it("deletes measures older than 30 days and keeps the rest", async () => {
    await insertRows([
      { value: 1, daysAgo: 31 },
      { value: 2, daysAgo: 30.01 },
      { value: 3, daysAgo: 29.9 },
      { value: 4 },
    ]);
    const purge = webVitalsFeature(testFeatureDeps(database)).jobs?.find((job) => job.name === "webVitals.purge");
    expect(purge?.schedule).toBeDefined();
    await purge?.handle({});
    const rows = await stored();
    expect(rows.map((row) => row.value).sort()).toEqual([3, 4]);
    expect(await database.db.select().from(webVitals).where(eq(webVitals.value, 1))).toEqual([]);
  });
});
