import { loadConfig } from "~/server/config";
import { openDatabase } from "../client";
import { seedDemoData } from "./seed";

/** `npm run db:seed`: migrates, then writes the demo data once. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
await database.migrate();
// Demo accounts have published passwords (README): never in production or pre-production.
const outcome = await seedDemoData(database.db, {
  log: (m) => console.log(m),
  accounts: config.flags.developerTools,
  filesDir: config.fileStorageDir,
});
await database.close();
console.log(outcome === "seeded" ? "Demo data seeded." : "Demo data already present; nothing to do.");
