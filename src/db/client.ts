import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
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
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface DatabaseOptions {
  /** postgres://... for a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, or "memory://" for an in-memory database (tests). */
  pgliteDataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      // JIT compiling costs far more (about 260 ms) than the app's short queries can win back.
      options: "-c jit=off",
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      prepared: preparedOnPool(pool),
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.pgliteDataDir ?? "./data/pglite";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  // pg_trgm powers the typo-tolerant text search (migration 0002).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    prepared: plainQuery(db),
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

/**
 * At most this many prepared statements per connection: each keeps a plan in the server's
 * memory (0.3–0.6 MB for a search), and only the recurring search shapes are prepared (a few
 * dozen). Past the bound the connection forgets them all and starts again.
 */
const MAX_PREPARED_PER_CONNECTION = 50;

function preparedOnPool(pool: pg.Pool): PreparedQuery {
  const dialect = new PgDialect();
  return async <T>(query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = `q_${createHash("sha1").update(text).digest("base64url")}`;
    const client = await pool.connect();
    try {
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
    } finally {
      client.release();
    }
  };
}

/** The one row a statement must return (an insert's returning, a count, a row known to exist). */
export function onlyRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("expected a row, got none");
  return row;
}
