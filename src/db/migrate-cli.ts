import { loadConfig } from "~/server/config";
import { openDatabase } from "./client";

/** `npm run db:migrate`: applies pending migrations to PGlite or DATABASE_URL. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
