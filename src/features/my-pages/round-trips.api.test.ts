import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import type { BrowserClient } from "~/features/account/account-test-client";
import { SITES } from "~/sites/sites";
import { countStatements, createTestApp, hasServerBuild } from "~/test/test-app";
import { MY_PAGES_KEYS, type MyPagesKey } from "./menu";
import { createCustomer, isoDay, loggedInBrowser } from "./test-customers";

/**
 * Issue 15, Performance: every My Pages page in at most 6 database round trips per request,
 * counted as the statements the services send while the page is served (src/test/test-app.ts,
 * `countStatements`). What every visitor shares (the site's chrome and the content page, cached
 * for seconds in the content service) is warmed by the visit before the one counted: the count is
 * the request's own work (the session, the menu's facts, the page's loader).
 */
const MAX_ROUND_TRIPS = 6;

// Server rendering needs the production build; `npm test` builds before it runs Vitest.
describe.runIf(hasServerBuild())("database round trips of the My Pages pages", () => {
  const counter = countStatements();
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let customer: BrowserClient;
  let board: BrowserClient;
  let finnish: BrowserClient;

  beforeAll(async () => {
    ({ app, database } = await createTestApp({
      seed: true,
      inventory: "test",
      ssr: true,
      onStatement: counter.onStatement,
    }));
    // Every page of the menu: VIP, and a home moved into two months ago (errands).
    const full = await createCustomer(database.db, {
      vip: true,
      purchase: { status: "completed", entryDate: isoDay(-60) },
    });
    customer = await loggedInBrowser(app, full);
    // A board member of the seed's Brf Ekbacken (one association: no choice to make).
    const member = await createCustomer(database.db, { associations: [1] });
    board = await loggedInBrowser(app, member, { loginKind: "boardMember" });
    const finn = await createCustomer(database.db, {
      site: "fi",
      purchase: { status: "completed", entryDate: isoDay(-60) },
    });
    finnish = await loggedInBrowser(app, finn, { host: "fi.localhost" });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The statements of one visit to `path`, after a visit that warmed what all visitors share. */
  async function roundTrips(browser: BrowserClient, path: string) {
    const warm = await browser.get(path);
    expect(warm.statusCode, path).toBe(200);
    const { result, statements } = await counter.during(() => browser.get(path));
    expect(result.statusCode, path).toBe(200);
    return statements;
  }

  const customerPages = MY_PAGES_KEYS.map((key) => [key, SITES.sv.urls[key]] as const);
  it.each(customerPages)(`a customer's %s (%s) in at most ${MAX_ROUND_TRIPS} round trips`, async (_key, path) => {
    if (!path) throw new Error("the Swedish site has a path for every My Pages page");
    const statements = await roundTrips(customer, path);
    expect(statements.length, `${path}:\n${statements.map((s) => `  ${oneLine(s)}`).join("\n")}`).toBeLessThanOrEqual(
      MAX_ROUND_TRIPS,
    );
  });

  // The English sub-site (the Swedish customer, decision 031) and Finland: every path they have.
  const otherPages = (["sv_en", "fi"] as const).flatMap((code) =>
    MY_PAGES_KEYS.flatMap((key) => {
      const path = SITES[code].urls[key];
      return path && !(code === "fi" && (key === "myVip" || key === "myErrands")) ? [[code, path] as const] : [];
    }),
  );
  it.each(otherPages)(`%s: %s in at most ${MAX_ROUND_TRIPS} round trips`, async (code, path) => {
    const statements = await roundTrips(code === "fi" ? finnish : customer, path);
    expect(statements.length, `${path}:\n${statements.map((s) => `  ${oneLine(s)}`).join("\n")}`).toBeLessThanOrEqual(
      MAX_ROUND_TRIPS,
    );
  });

  const boardPages: MyPagesKey[] = ["myPages", "myErrands", "myContact"];
  it.each(boardPages)(`a board member's %s in at most ${MAX_ROUND_TRIPS} round trips`, async (key) => {
    const path = SITES.sv.urls[key] ?? "";
    const statements = await roundTrips(board, path);
    expect(statements.length, `${path}:\n${statements.map((s) => `  ${oneLine(s)}`).join("\n")}`).toBeLessThanOrEqual(
      MAX_ROUND_TRIPS,
    );
  });

  it("counts what a loader sends (the counter sees the menu's facts and the session)", async () => {
    const statements = await roundTrips(customer, SITES.sv.urls.myPages ?? "");
    expect(statements.some((s) => /vip_memberships/.test(s))).toBe(true);
    expect(statements.some((s) => /user_sessions/.test(s))).toBe(true);
  });
});

function oneLine(statement: string): string {
  return statement.replace(/\s+/g, " ").trim().slice(0, 160);
}
