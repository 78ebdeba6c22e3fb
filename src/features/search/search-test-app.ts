import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Database } from "~/db/client";
import { createTestApp, type TestAppOptions } from "~/test/test-app";
import { clearResidences, type SearchFactory, searchApi, searchFactory } from "./test-factory";

/** What a search API test file works with: the app, its database, the row factory and the API client. */
export interface SearchTestApp {
  app: FastifyInstance;
  db: Database;
  f: SearchFactory;
  api: ReturnType<typeof searchApi>;
}

/**
 * One app for the test file (closed after it) and no homes left over from the test before: the
 * set-up of the search's API tests. The fields are there from the file's first test on.
 */
export function searchTestApp(options?: TestAppOptions): SearchTestApp {
  const t = {} as SearchTestApp;
  beforeAll(async () => {
    const test = await createTestApp(options);
    t.app = test.app;
    t.db = test.database.db;
    t.f = searchFactory(t.db);
    t.api = searchApi(t.app);
  });
  afterAll(async () => {
    await t.app?.close();
  });
  beforeEach(async () => {
    await clearResidences(t.db);
  });
  return t;
}
