import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
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
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}
