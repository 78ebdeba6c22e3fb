import { DrizzleQueryError } from "drizzle-orm/errors";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentService } from "~/features/content/content.service";
import { translate } from "~/i18n/catalogs.server";
import { createTestApp } from "~/test/test-app";
import { DatabaseUnavailableError, isDatabaseUnavailable, isIdempotentRead } from "./client";

/** Decision 012: which statements may be sent again, and which errors mean "the database is away". */

describe("isIdempotentRead", () => {
  it.each([
    ["select 1"],
    ['  select "id", "name" from "residence_areas" where "site" = $1'],
    ["\n      with ranked as (select id from residence_stages) select * from ranked"],
    ['select "id" from "residence_visits" where "updated_at" > $1'],
  ])("may repeat %j", (text) => {
    expect(isIdempotentRead(text)).toBe(true);
  });

  it.each([
    ['insert into "residence_visits" ("visitor_id") values ($1)'],
    ['update "accounts" set "name" = $1'],
    ["delete from throttle_events where at < $1"],
    // The visit statement: a read on the outside, an insert inside.
    ["with entity as (select 1), inserted as (insert into residence_visits select 1 returning id) select 1"],
    ["select * from showings where id = $1 for update"],
    ["select pg_advisory_xact_lock($1)"],
    ["select nextval('seq')"],
    ["select * into copy_of_areas from residence_areas"],
    ["begin"],
    ["commit"],
    ["deallocate all"],
  ])("never repeats %j", (text) => {
    expect(isIdempotentRead(text)).toBe(false);
  });
});

describe("isDatabaseUnavailable", () => {
  const shutdown = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

  it.each([
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a server starting up", Object.assign(new Error("the database system is starting up"), { code: "57P03" })],
    ["a server shutting down", shutdown],
    ["a connection failure (class 08)", Object.assign(new Error("connection failure"), { code: "08006" })],
    ["a connection that ended", new Error("Connection terminated unexpectedly")],
    ["a broken pooled connection", new Error("Client has encountered a connection error and is not queryable")],
    ["drizzle's wrapping of a lost connection", new DrizzleQueryError("select 1", [], shutdown)],
    ["the pool's own verdict", new DrizzleQueryError("select 1", [], new DatabaseUnavailableError(shutdown))],
    [
      "a refused connection to a name with several addresses",
      new AggregateError([Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" })]),
    ],
  ])("is said of %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", Object.assign(new Error("duplicate key value"), { code: "23505" })],
    ["a syntax error", new DrizzleQueryError("selec 1", [], Object.assign(new Error("syntax"), { code: "42601" }))],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["nothing at all", undefined],
  ])("is not said of %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("the API's answer when the database is away", () => {
  const lostConnection = Object.assign(new Error("terminating connection due to administrator command"), {
    code: "57P01",
  });
  let failure: Error = lostConnection;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A content service whose every call fails as the database layer fails during an outage.
    const content = new Proxy({} as ContentService, {
      get: () => async () => {
        throw new DrizzleQueryError("select 1", [], failure);
      },
    });
    ({ app } = await createTestApp({ services: { content } }));
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([
    ["the pool gave up waiting", new DatabaseUnavailableError(lostConnection)],
    ["a transaction lost its connection", lostConnection],
  ])("is 503 with Retry-After and a translated message, never 500: %s", async (_name, error) => {
    failure = error;
    for (const [host, language] of [
      ["localhost:3000", "sv"],
      ["no.localhost:3000", "no"],
      ["fi.localhost:3000", "fi"],
    ] as const) {
      const response = await app.inject({ url: "/api/system/navigation/get", headers: { host } });
      expect(response.statusCode, host).toBe(503);
      expect(response.headers["retry-after"], host).toBe("5");
      expect(response.json(), host).toEqual({
        error: { code: "service_unavailable", message: translate(language, "errors.databaseUnavailable") },
      });
    }
  });

  it("has its message in all four languages", () => {
    const messages = (["sv", "no", "fi", "en"] as const).map((language) =>
      translate(language, "errors.databaseUnavailable"),
    );
    for (const message of messages) expect(message).not.toBe("errors.databaseUnavailable");
    expect(new Set(messages).size).toBe(4);
  });
});
