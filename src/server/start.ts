import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { openDatabase } from "~/db/client";
import { buildApp } from "./app";
import { loadConfigOrExit } from "./config";
import { handleShutdown } from "./shutdown";

const config = loadConfigOrExit();
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverBuildFile = path.join(buildDir, "server", "index.js");
if (!existsSync(serverBuildFile)) {
  console.error(`No server build at ${serverBuildFile}. Run "npm run build" (npm start does it for you).`);
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
await database.migrate();
if (process.env.SEED_DEMO_DATA !== "false") {
  // SEED_IMAGES=false leaves out the generated pictures (a second test server needs no images).
  const images = process.env.SEED_IMAGES !== "false";
  // Demo accounts have published passwords (README): never in production or pre-production.
  const accounts = config.flags.developerTools;
  // Loaded only when asked for: the demo content is a few megabytes of code and text.
  const { seedDemoData } = await import("~/db/seed/seed");
  const outcome = await seedDemoData(database.db, {
    log: (m) => console.log(m),
    images,
    accounts,
    filesDir: config.fileStorageDir,
  });
  console.log(outcome === "seeded" ? "Demo data seeded." : "Demo data already present.");
}

const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
const app = await buildApp({
  config,
  database,
  ssr: { getBuild: async () => build, mode: "production", clientDir: path.join(buildDir, "client") },
});
handleShutdown(app);
await app.listen({ port: config.port, host: config.host });
app.log.info(`Nordhem is running on http://localhost:${config.port} (${database.kind}, ${config.appEnv})`);
