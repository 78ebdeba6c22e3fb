import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import type { ServerBuild } from "react-router";
import { type DatabaseHandle, openDatabase } from "~/db/client";
import { seedResidences } from "~/db/seed/residences";
import { seedDemoData } from "~/db/seed/seed";
import { buildApp } from "~/server/app";
import type { Services } from "~/server/app-context";
import { type AppConfig, loadConfig } from "~/server/config";
import type { FeatureDeps } from "~/server/feature-module";
import { createJobs } from "~/server/jobs";
import { createThrottle } from "~/server/throttle";

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (CI runs the API tests on both).
 */
export async function openTestDatabase(
  options: { onStatement?: (text: string) => void } = {},
): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ pgliteDataDir: "memory://", onStatement: options.onStatement });
  const name = `nordhem_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), onStatement: options.onStatement });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // The pool's connections are still closing: killing them (force) makes their clients emit
      // errors nobody listens to any more. Wait for them, and force only as the last resort.
      for (let attempt = 0; ; attempt++) {
        try {
          await cleanup.query(`drop database if exists ${name}${attempt >= 20 ? " with (force)" : ""}`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await cleanup.end();
    },
  };
}

const serverBuildFile = path.resolve("build/server/index.js");

/** The local hosts as public origins, and an SMTP server nobody listens on (tests send no mail). */
export const PRODUCTION_TEST_ENV = {
  HOST_MAP: [
    "http://localhost=sv",
    "127.0.0.1=sv",
    "http://no.localhost=no",
    "http://fi.localhost=fi",
    "http://seniorgarden.localhost=seniorgarden",
    "http://brf.localhost=cooperative",
    "http://entreprenad.localhost=entreprenad",
  ].join(","),
  SMTP_URL: "smtp://127.0.0.1:9",
};

export function hasServerBuild(): boolean {
  return existsSync(serverBuildFile);
}

export interface TestAppOptions {
  /** Write the demo content (without generating images, to keep tests fast). */
  seed?: boolean;
  /**
   * Write a residence inventory after the content (images are only referenced): "test" is the small
   * deterministic inventory of src/db/seed/residences/test-scale.ts, "demo" the full demo inventory.
   */
  inventory?: "test" | "demo";
  /** Render pages with the production build (run `npm run build` first). */
  ssr?: boolean;
  /** Replace services; a function gets the test database, e.g. to wrap the real service. */
  services?: Partial<Services> | ((database: DatabaseHandle, config: AppConfig) => Partial<Services>);
  env?: Record<string, string>;
  /** Collects the application's log (otherwise silent). */
  logStream?: import("node:stream").Writable;
  /** Adds routes before the app is ready (benchmarks). */
  configure?: (app: FastifyInstance) => void;
  /** Told of every statement the services send (see `countStatements`); the seed's are not counted. */
  onStatement?: (text: string) => void;
}

/**
 * A statement counter for `createTestApp({ onStatement })`: `during(fn)` gives the statements
 * (database round trips) sent while `fn` ran, e.g. one `app.inject` (issue 15: at most 6 per page).
 */
export function countStatements() {
  let recording: string[] | undefined;
  return {
    onStatement: (text: string) => {
      recording?.push(text);
    },
    async during<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      const statements: string[] = [];
      recording = statements;
      try {
        return { result: await fn(), statements };
      } finally {
        recording = undefined;
      }
    },
  };
}

export async function createTestApp(
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const database = await openTestDatabase({ onStatement: options.onStatement });
  await database.migrate();
  if (options.seed) await seedDemoData(database.db, { images: false, residences: false });
  if (options.inventory)
    await seedResidences(database.db, { scale: options.inventory, images: false, now: new Date() });
  const production = options.env?.APP_ENV === "prod" || options.env?.APP_ENV === "preprod";
  const config = loadConfig({
    // A production configuration must name every site's public origin and an SMTP server.
    ...(production ? PRODUCTION_TEST_ENV : {}),
    APP_ENV: "test",
    LOG_LEVEL: options.logStream ? "info" : "silent",
    // Jobs (mail delivery) are taken quickly and retried soon, so tests wait little.
    JOBS_POLLING_SECONDS: "0.5",
    MAIL_RETRY_SECONDS: "1",
    SITE_VERSION: "test-version",
    // Production configurations must name their key; tests of them get this one.
    AUTH_SECRET: "test-only-secret-of-at-least-thirty-two-characters",
    ...options.env,
  });
  const build = options.ssr ? ((await import(pathToFileURL(serverBuildFile).href)) as ServerBuild) : undefined;
  const app = await buildApp({
    config,
    database,
    logger: options.logStream ? undefined : false,
    logStream: options.logStream,
    services: typeof options.services === "function" ? options.services(database, config) : options.services,
    ssr: build
      ? { getBuild: async () => build, mode: "production", clientDir: path.resolve("build/client") }
      : undefined,
  });
  options.configure?.(app);
  await app.ready();
  return { app, database };
}

/** What a feature module needs, for tests that build one alone (no jobs run; sending one starts the queue). */
export function testFeatureDeps(database: DatabaseHandle, env: Record<string, string> = {}): FeatureDeps {
  const clock = () => new Date();
  return {
    config: loadConfig({ APP_ENV: "test", ...env }),
    database,
    clock,
    throttle: createThrottle(database.db, clock),
    jobs: createJobs({ database, workers: false, log: { error: () => undefined, warn: () => undefined } }),
  };
}
