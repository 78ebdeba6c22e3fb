import middie from "@fastify/middie";
import type { ServerBuild } from "react-router";
import { createServer, isRunnableDevEnvironment } from "vite";
import { openDatabase } from "~/db/client";
import { seedDemoData } from "~/db/seed/seed";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { handleShutdown } from "./shutdown";

/** `npm run dev`: the same server with Vite in middleware mode for hot reload. */
const config = loadConfig({ SITE_VERSION: "dev", ...process.env });
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
await database.migrate();
// Demo accounts have published passwords (README): never in production or pre-production.
await seedDemoData(database.db, {
  log: (m) => console.log(m),
  accounts: config.flags.developerTools,
  filesDir: config.fileStorageDir,
});

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const ssrEnvironment = vite.environments.ssr;
if (!ssrEnvironment || !isRunnableDevEnvironment(ssrEnvironment))
  throw new Error("Vite SSR environment is not runnable");

const app = await buildApp({
  config,
  database,
  ssr: {
    mode: "development",
    getBuild: () => ssrEnvironment.runner.import("virtual:react-router/server-build") as Promise<ServerBuild>,
    beforeRoutes: async (instance) => {
      await instance.register(middie);
      instance.use(vite.middlewares);
    },
  },
});
app.addHook("onClose", async () => {
  await vite.close();
});
handleShutdown(app);
await app.listen({ port: config.port, host: config.host });
