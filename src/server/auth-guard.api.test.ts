import type { FastifyInstance, HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { createCustomer, loggedInBrowser } from "~/features/my-pages/test-customers";
import { createTestApp } from "~/test/test-app";
import type { RouteAccess } from "./plugins/auth";

/**
 * The auth guard (src/server/plugins/auth.ts): every registered route declares who may call it,
 * and the guard holds for every route that needs a login, whatever the route does.
 */

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp({ ssr: false }));
});
afterAll(async () => {
  await app?.close();
});

/** The routes that declare nothing: each one is a route nobody decided about. */
function undeclaredRoutes(instance: FastifyInstance): string[] {
  return instance
    .declaredRoutes()
    .filter((route) => route.access === undefined)
    .map((route) => `${[route.method].flat().join(",")} ${route.url}`);
}

const needsLogin = (access: RouteAccess | undefined) =>
  access !== undefined && access !== "public" && access !== "developer";

const isStaffPage = (route: { url: string; access: RouteAccess | undefined }) =>
  route.access === "staff" && !route.url.startsWith("/api/");

/** A request URL for a route pattern, with its parameters filled in with plausible values. */
function sampleUrl(pattern: string): string {
  return pattern
    .replace(/:idType/g, "bank_id")
    .replace(/:code|:token/g, "6f1c7e1e-0c1a-4f5e-9d8e-2a3b4c5d6e7f")
    .replace(/:[A-Za-z]+/g, "1")
    .replace(/\*$/, "x");
}

describe("every route declares who may call it", () => {
  it("no registered route is left undeclared", () => {
    expect(app.declaredRoutes().length).toBeGreaterThan(40);
    expect(undeclaredRoutes(app)).toEqual([]);
  });

  it("a route added without a declaration is found by this walk, and refused at run time", async () => {
    const { app: withForgottenRoute } = await createTestApp({
      configure: (instance) => {
        instance.get("/api/test/forgotten", async () => ({ secret: "everyone's data" }));
      },
    });
    try {
      expect(undeclaredRoutes(withForgottenRoute)).toEqual(["GET /api/test/forgotten", "HEAD /api/test/forgotten"]);
      const response = await withForgottenRoute.inject({ url: "/api/test/forgotten", headers: { host: "localhost" } });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain("everyone's data");
    } finally {
      await withForgottenRoute.close();
    }
  });
});

describe("the guard holds for every route that needs a login", () => {
  it("answers 401 to an anonymous caller before reading the request (no 400, no data)", async () => {
    const guarded = app.declaredRoutes().filter((route) => needsLogin(route.access));
    expect(guarded.length).toBeGreaterThanOrEqual(9);
    for (const route of guarded) {
      for (const method of [route.method].flat().filter((m) => m !== "HEAD")) {
        const response = await app.inject({
          method: method as HTTPMethods,
          url: sampleUrl(route.url),
          headers: { host: "localhost", "content-type": "application/json" },
          payload: method === "GET" ? undefined : "{}",
        });
        if (isStaffPage(route)) {
          // A staff page (HTML, not the API) leads to the staff login form instead.
          expect([response.statusCode, response.headers.location], `${method} ${route.url}`).toEqual([
            303,
            "/staff/login",
          ]);
          continue;
        }
        expect(response.statusCode, `${method} ${route.url}`).toBe(401);
        expect(response.json().error.code).toBe("unauthorized");
      }
    }
  });

  it("answers 401 to a forged or expired token as to none", async () => {
    const guarded = app.declaredRoutes().filter((route) => needsLogin(route.access));
    for (const route of guarded.slice(0, 5)) {
      const method = [route.method].flat()[0] as HTTPMethods;
      const response = await app.inject({
        method,
        url: sampleUrl(route.url),
        headers: { host: "localhost", cookie: "nordhem_session=eyJhbGciOiJIUzI1NiJ9.e30.forged" },
        payload: method === "GET" ? undefined : {},
      });
      expect(response.statusCode, `${method} ${route.url}`).toBe(401);
    }
  });

  it("staff routes take the staff cookie only: a customer session, or a customer token in the staff cookie, is no login", async () => {
    const customer = await createCustomer(database.db);
    const browser = await loggedInBrowser(app, customer);
    const customerToken = browser.jar.get("nordhem_session");
    const staffRoutes = app.declaredRoutes().filter((route) => route.access === "staff");
    expect(staffRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of staffRoutes) {
      const method = [route.method].flat()[0] as HTTPMethods;
      for (const cookie of [`nordhem_session=${customerToken}`, `nordhem_staff=${customerToken}`]) {
        const response = await app.inject({
          method,
          url: sampleUrl(route.url),
          headers: { host: "localhost", cookie },
          payload: method === "GET" ? undefined : {},
        });
        expect(response.statusCode, `${method} ${route.url}`).toBe(isStaffPage(route) ? 303 : 401);
      }
    }
  });

  it("developer tools answer only this machine", async () => {
    const tools = app.declaredRoutes().filter((route) => route.access === "developer");
    expect(tools.length).toBeGreaterThan(0);
    for (const route of tools) {
      // GET (and its HEAD twin) is asked with GET; a tool that changes something with its POST.
      const method = [route.method].flat().includes("POST") ? "POST" : "GET";
      const payload = method === "GET" ? undefined : {};
      const remote = await app.inject({
        method,
        url: sampleUrl(route.url),
        payload,
        headers: { host: "localhost" },
        remoteAddress: "192.0.2.9",
      });
      expect(remote.statusCode, route.url).toBe(404);
      const local = await app.inject({
        method,
        url: sampleUrl(route.url),
        payload,
        headers: { host: "localhost" },
        remoteAddress: "127.0.0.1",
      });
      // A tool that changes something (POST) may find nothing to change here; the guard let it in.
      if (method === "GET") expect(local.statusCode, route.url).toBe(200);
      else expect(local.body, route.url).not.toBe(remote.body);
    }
  });
});
