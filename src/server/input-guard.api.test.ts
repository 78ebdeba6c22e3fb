import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { DatabaseHandle } from "~/db/client";
import { messageField, nameField } from "~/lib/validation";
import { SITES } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import { multilinePaths } from "./plugins/input-guard";

/** Control characters in requests, and what the log may say about a failed statement (issue 11, item 6). */

let app: FastifyInstance;
let database: DatabaseHandle;
const log: string[] = [];

beforeAll(async () => {
  ({ app, database } = await createTestApp({
    seed: true,
    inventory: "test",
    logStream: new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    }),
    configure: (instance) => {
      // A statement that fails inside the database with personal data among its parameters.
      instance.get(
        "/api/test/failing-statement",
        { config: { access: "public" }, schema: { hide: true } },
        async () => {
          await database.db.execute(
            sql`select * from no_such_table where email = ${"anna.lindqvist@example.se"} and hash = ${"$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g"} and phone = ${"070-123 45 67"} and pnr = ${"198504122386"}`,
          );
          return {};
        },
      );
    },
  }));
});
afterAll(async () => {
  await app?.close();
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: "POST", url, payload: payload as object, headers: { host: "localhost" } });

const registration = (overrides: Record<string, unknown>) => ({
  firstName: "Anna",
  lastName: "Svensson",
  email: `anna.${Date.now()}.${Math.random()}@example.se`,
  password: "hemligt123",
  phoneNumber: "070-123 45 67",
  terms: true,
  ...overrides,
});

describe("control characters in requests", () => {
  it.each([
    ["login e-mail", "/api/account_service/login/email", { email: "anna\u0000@example.se", password: "x" }, "email"],
    [
      "login password",
      "/api/account_service/login/email",
      { email: "a@example.se", password: "hem\u0000ligt" },
      "password",
    ],
    ["register name", "/api/account_service/register", registration({ firstName: "An\u0000na" }), "firstName"],
    ["register e-mail", "/api/account_service/register", registration({ email: "a\u0000@example.se" }), "email"],
    ["tag search", "/api/residence/search/tags", { siteId: SITES.sv.siteId, text: "Nac\u0000ka" }, "text"],
    ["tag url", "/api/residence/search/tags/url", { siteId: SITES.sv.siteId, url: "x", q: "a\u0000" }, "q"],
    ["forgot password", "/api/forgotpassword", { email: "a\u0000@example.se" }, "email"],
  ])("a NUL in the %s answers 400 on the field, not 500", async (_name, url, payload, field) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(error.fields.find((f: { field: string }) => f.field === field).message).toContain("tecken");
  });

  it("a NUL in a path parameter or the query answers 400", async () => {
    const pathParam = await app.inject({
      url: "/api/changeemail/abc%00defghijklmnopqrstuvwxyz",
      headers: { host: "localhost" },
    });
    expect(pathParam.statusCode).toBe(400);
  });

  it("refuses line breaks and tabs in one-line fields, but keeps them in a message", async () => {
    expect((await post("/api/account_service/register", registration({ lastName: "Svens\tson" }))).statusCode).toBe(
      400,
    );
    expect((await post("/api/account_service/register", registration({ lastName: "Svens\nson" }))).statusCode).toBe(
      400,
    );
    const area = await database.db.execute(sql`select id from residence_areas where site = 'sv' limit 1`);
    const areaId = (area as unknown as { rows: { id: number }[] }).rows[0]?.id;
    const interest = await post("/api/residence/interest", {
      areaId,
      firstName: "Anna",
      lastName: "Svensson",
      email: "anna.intresse@example.se",
      phone: "070-123 45 67",
      message: "Hej!\r\n\tVi är två vuxna och ett barn.\nRing gärna.",
      terms: true,
    });
    expect(interest.statusCode).toBe(200);
    expect((await post("/api/residence/interest", { areaId, message: "Hej\u0000" })).json().error.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: "message" })]),
    );
  });

  it("finds the multi-line fields of a schema through its wrappers", () => {
    const schema = z.object({
      name: nameField(),
      message: messageField(),
      list: z.array(z.object({ note: messageField().optional() })).optional(),
    });
    expect(multilinePaths(schema)).toEqual([["message"], ["list", "*", "note"]]);
  });
});

describe("the log", () => {
  it("never carries a failed statement's parameters: e-mail, hash, phone, identity number", async () => {
    log.length = 0;
    const response = await app.inject({ url: "/api/test/failing-statement", headers: { host: "localhost" } });
    expect(response.statusCode).toBe(500);
    const text = log.join("");
    expect(text).toContain("no_such_table");
    for (const secret of ["anna.lindqvist@example.se", "$argon2id$", "070-123 45 67", "198504122386", "aGFzaGhhc2g"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("records account calls as security events, without the address or the password", async () => {
    log.length = 0;
    await app.inject({
      method: "POST",
      url: "/api/account_service/login/email",
      headers: { host: "localhost" },
      payload: { email: "kund.sv@nordhem.example", password: "gissat-losenord" },
    });
    const events = log.map((line) => JSON.parse(line)).filter((entry) => entry.security);
    expect(events).toContainEqual(
      expect.objectContaining({
        msg: "account call refused",
        security: expect.objectContaining({
          call: "POST /api/account_service/login/email",
          httpStatus: 200,
          status: "InvalidEmailLoginInput",
        }),
      }),
    );
    const text = log.join("");
    expect(text).not.toContain("kund.sv@nordhem.example");
    expect(text).not.toContain("gissat-losenord");
  });
});
