import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs a statement whose plan is worth keeping: on PostgreSQL as a named prepared statement,
 * so each connection plans a statement shape once and PostgreSQL may settle on a generic plan
 * (the searches' planning costs as much as a third of their time); on PGlite as it is.
 */
export type PreparedQuery = <T>(query: SQL) => Promise<T[]>;

/** Runs statements as they are (no plan kept): PGlite's, and the fallback of services. */
export function plainQuery(db: Database): PreparedQuery {
  return async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  prepared: PreparedQuery;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own (the job queue): with values one statement,
   * without them a script of several. Services use `db`.
   */
  execute(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * PGlite's PostgreSQL lives in this process's WebAssembly memory, which grows and never shrinks:
 * its buffer pool (PostgreSQL's default 128 MB) was the largest part of the server's memory
 * (decision 029). The demo data's hot tables and indexes fit in 32 MB with room to spare, and a
 * block that is not there is one read from the operating system's file cache.
 */
const PGLITE_SETTINGS = ["shared_buffers=32MB"];

export interface DatabaseOptions {
  /** postgres://... for a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, or "memory://" for an in-memory database (tests). */
  pgliteDataDir?: string;
  /**
   * PostgreSQL only: how long a statement may wait for the server to take connections again (a
   * restart, a failover) before its request answers 503 (decision 012).
   */
  outageWaitMs?: number;
  /** PostgreSQL only: where connections the server ended are reported (console.warn by default). */
  reportConnectionError?: (error: Error) => void;
  /**
   * Tests only: told of every statement the services send (through `db` or `prepared`), to count
   * a request's database round trips (src/test/test-app.ts). Unset, nothing is wrapped.
   */
  onStatement?: (text: string) => void;
}

/** Drizzle's query logger as a statement counter (it sees every statement of `db`, transactions too). */
function statementLogger(onStatement: ((text: string) => void) | undefined) {
  return onStatement ? { logger: { logQuery: (text: string) => onStatement(text) } } : {};
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new ResilientPool(
      {
        connectionString: options.databaseUrl,
        max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
        // JIT compiling costs far more (about 260 ms) than the app's short queries can win back.
        options: "-c jit=off",
        // TCP keepalive notices a server that vanished without closing its sockets (a failover).
        keepAlive: true,
      },
      {
        outageWaitMs: options.outageWaitMs ?? DEFAULT_OUTAGE_WAIT_MS,
        report: options.reportConnectionError ?? reportToConsole,
      },
    );
    const db = drizzlePg(pool, { schema, ...statementLogger(options.onStatement) }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      prepared: preparedOnPool(pool, options.onStatement),
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: () => pool.pingNow(),
      execute: async (text, values) => {
        const result = await pool.query(text, values && values.length > 0 ? values : undefined);
        // A script answers one result per statement: its last one is the answer.
        const last = Array.isArray(result) ? result[result.length - 1] : result;
        return { rows: last?.rows ?? [] };
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.pgliteDataDir ?? "./data/pglite";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  // pg_trgm powers the typo-tolerant text search (migration 0002).
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
  });
  const db = drizzlePglite(client, { schema, ...statementLogger(options.onStatement) }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    prepared: plainQuery(db),
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    execute: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // PGlite's query takes one statement; a script goes through exec.
      const results = await client.exec(text);
      return { rows: results[results.length - 1]?.rows ?? [] };
    },
    close: () => client.close(),
  };
}

/**
 * Decision 012: how the app lives through a PostgreSQL restart, failover or idle timeout.
 *
 * - A lost connection never ends the process: the pool and every connection have an `error`
 *   listener (without one, Node exits on the server ending an idle connection).
 * - Getting a connection waits for the server within `outageWaitMs` (it refuses connections,
 *   or answers 57P03 "starting up"): nothing was sent, so any statement may wait.
 * - A statement that provably never reached the server (the driver refused it: the connection
 *   was already broken) is retried, whatever it is.
 * - A statement that may have reached the server is retried once only when it is an idempotent
 *   read outside a transaction (`isIdempotentRead`), or when PostgreSQL answered it with 57P01
 *   (terminated by a shutdown before it could commit, `abortedByShutdown`); a write is otherwise
 *   never repeated blindly, since it may have committed. Statements inside transactions are
 *   never retried here.
 * - What still fails for want of the database throws DatabaseUnavailableError, which the API
 *   answers with 503 and Retry-After (src/server/plugins/errors.ts), never 500.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("the database is not reachable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/** How long a request may wait for PostgreSQL to come back: a fast restart takes about a second. */
const DEFAULT_OUTAGE_WAIT_MS = 5_000;
/** The pause before a read is sent again after its connection broke (see `run`). */
const SETTLE_BEFORE_RETRY_MS = 100;
/** Seconds a client should wait before trying again after a 503 for want of the database. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a server that is gone, refuses, or cut the connection. */
const NETWORK_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** PostgreSQL's answers while it shuts down, crashed, or is starting up (class 08 is checked apart). */
const SERVER_GOING_AWAY_CODES = new Set(["57P01", "57P02", "57P03"]);
/** node-postgres's own errors for a connection that ended; they carry no code. */
const CONNECTION_ENDED_MESSAGES = [/^Connection terminated/, /is not queryable$/];
/** node-postgres refused the statement before sending it: the connection was already broken or closed. */
const NOT_SENT_MESSAGES = [/is not queryable$/];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** Whether this error (not its causes) says the connection or the server went away. */
function isOwnConnectionError(error: ErrorLike): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  if (NETWORK_ERROR_CODES.has(code) || SERVER_GOING_AWAY_CODES.has(code) || code.startsWith("08")) return true;
  const message = typeof error.message === "string" ? error.message : "";
  if (CONNECTION_ENDED_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  return Array.isArray(error.errors) && error.errors.some((inner) => isErrorLike(inner) && isOwnConnectionError(inner));
}

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === "object" && value !== null;
}

/**
 * Whether an error, or one of its causes (drizzle wraps driver errors), means the database is not
 * reachable: the API answers it with 503 and Retry-After instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isErrorLike(current); depth++) {
    if (current instanceof DatabaseUnavailableError || isOwnConnectionError(current)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * PostgreSQL answered the statement itself with 57P01 (admin_shutdown: a fast shutdown or restart
 * terminated the backend while it ran). The backend handles that termination only where it may
 * stop work, never inside the commit, so an autocommit statement answered so did not commit and
 * may be sent again, even a write. (A bare dropped socket, or 57P02 after another backend
 * crashed, may come after a commit: those are not retried.)
 */
function abortedByShutdown(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isErrorLike(current); depth++) {
    if (current.code === "57P01") return true;
    current = current.cause;
  }
  return false;
}

function neverSent(error: unknown): boolean {
  const message = isErrorLike(error) && typeof error.message === "string" ? error.message : "";
  return NOT_SENT_MESSAGES.some((pattern) => pattern.test(message));
}

/** Words of statements that change something or take locks (conservative: a false hit only means no retry). */
const WRITE_WORDS =
  /\b(insert|update|delete|merge|into|copy|call|do|lock|create|alter|drop|truncate|grant|nextval|setval|set_config|pg_advisory_\w+|pg_notify|listen|notify|prepare|execute|deallocate|begin|commit|rollback|savepoint)\b/i;

/**
 * A statement that may be sent twice: a SELECT (or a WITH … SELECT) that names nothing that
 * writes or locks. SQL functions are not inspected: the app's functions called from SELECTs are
 * STABLE (migrations 0006 and 0008); a function that writes must not be called from a bare SELECT.
 */
export function isIdempotentRead(text: string): boolean {
  return /^\s*(select|with)\b/i.test(text) && !WRITE_WORDS.test(text);
}

function statementText(config: unknown): string {
  if (typeof config === "string") return config;
  if (isErrorLike(config) && typeof (config as { text?: unknown }).text === "string")
    return (config as { text: string }).text;
  return "";
}

function reportToConsole(error: Error): void {
  const code = (error as ErrorLike).code;
  // The message and code only: never the statement or its parameters (they may hold personal data).
  console.warn(`PostgreSQL connection lost${typeof code === "string" ? ` (${code})` : ""}: ${error.message}`);
}

/** A pg Pool that lives through PostgreSQL restarts (the rules above). */
class ResilientPool extends pg.Pool {
  private readonly outageWaitMs: number;

  constructor(config: pg.PoolConfig, resilience: { outageWaitMs: number; report: (error: Error) => void }) {
    super(config);
    this.outageWaitMs = resilience.outageWaitMs;
    // The pool emits the errors of idle connections (and drops them); each connection reports
    // its own error below, so this listener only keeps Node from treating them as unhandled.
    this.on("error", () => {});
    // A connection that is checked out (a transaction, a prepared statement) has no pool
    // listener: without its own, the server ending it would be an unhandled 'error' event.
    this.on("connect", (client) => {
      client.on("error", resilience.report);
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return this.connectWaiting();
  }

  /** A connection, waiting (with backoff) while the server refuses them, at most `outageWaitMs`. */
  private async connectWaiting(): Promise<pg.PoolClient> {
    const deadline = Date.now() + this.outageWaitMs;
    for (let attempt = 0; ; attempt++) {
      try {
        return await super.connect();
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        // Jittered, so that the waiting requests do not all knock at the same moment.
        const pause = Math.min(50 * 2 ** attempt, 500) * (0.5 + Math.random() / 2);
        if (Date.now() + pause > deadline) throw new DatabaseUnavailableError(error);
        await delay(pause);
      }
    }
  }

  /**
   * Runs one statement on a connection of its own, retried by the rules above. `text` is the
   * statement's SQL, which decides whether it may be repeated after it may have been sent.
   */
  async run<T>(text: string, statement: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let repeatedAfterSending = false;
    // Each refused attempt drops a broken connection; more than the pool holds cannot be refused.
    for (let attempt = 0; ; attempt++) {
      const client = await this.connect();
      try {
        const result = await statement(client);
        client.release();
        return result;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) {
          client.release();
          throw error;
        }
        // A broken connection leaves the pool instead of going back to it.
        client.release(error instanceof Error ? error : true);
        if (neverSent(error) && attempt <= (this.options.max ?? 10)) continue;
        if (!repeatedAfterSending && (isIdempotentRead(text) || abortedByShutdown(error))) {
          repeatedAfterSending = true;
          // A server going down ends all its connections at once; a moment lets the pool hear of
          // the others' ends, so that the one retry does not go out on another dead connection.
          await delay(SETTLE_BEFORE_RETRY_MS);
          continue;
        }
        throw new DatabaseUnavailableError(error);
      }
    }
  }

  // pg's query has a dozen overloads; the promise forms (drizzle's and ours) go through `run`,
  // callbacks and streams (which nothing here uses) stay as pg has them.
  // biome-ignore lint/suspicious/noExplicitAny: the signature must accept every overload of pg.Pool#query
  override query(config: any, values?: any, callback?: any): any {
    if (typeof values === "function" || typeof callback === "function" || typeof config?.submit === "function") {
      return super.query(config, values, callback);
    }
    return this.run(statementText(config), (client) => client.query(config, values));
  }

  /**
   * Readiness: whether the server answers now, without waiting for it to come back. A second
   * attempt covers a pooled connection that broke unnoticed while the server is fine.
   */
  async pingNow(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const client = await super.connect();
      try {
        await client.query("select 1");
        client.release();
        return;
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        if (attempt >= 1 || !isDatabaseUnavailable(error)) throw error;
      }
    }
  }
}

/**
 * At most this many prepared statements per connection: each keeps a plan in the server's
 * memory (0.3–0.6 MB for a search), and only the recurring search shapes are prepared (a few
 * dozen). Past the bound the connection forgets them all and starts again.
 */
const MAX_PREPARED_PER_CONNECTION = 50;

function preparedOnPool(pool: ResilientPool, onStatement?: (text: string) => void): PreparedQuery {
  const dialect = new PgDialect();
  return async <T>(query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    onStatement?.(text);
    const name = `q_${createHash("sha1").update(text).digest("base64url")}`;
    return pool.run(text, async (client) => {
      // node-postgres remembers per connection which names it has prepared (not public API:
      // without it the statement runs unnamed, which is merely slower).
      const prepared = (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection
        ?.parsedStatements;
      if (!prepared) return (await client.query(text, params)).rows as T[];
      if (!(name in prepared) && Object.keys(prepared).length >= MAX_PREPARED_PER_CONNECTION) {
        await client.query("deallocate all");
        for (const key of Object.keys(prepared)) delete prepared[key];
      }
      return (await client.query({ name, text, values: params })).rows as T[];
    });
  };
}

/** The one row a statement must return (an insert's returning, a count, a row known to exist). */
export function onlyRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("expected a row, got none");
  return row;
}
