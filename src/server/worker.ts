// `npm run worker`: a process that runs the background jobs and serves no web port, beside web
// processes started with WORKERS=0 (decision 015). Only with PostgreSQL: with PGlite the one
// process that holds the database runs the jobs itself.
import { openDatabase } from "~/db/client";
import { loadConfigOrExit } from "./config";
import { createFeatureModules, jobsOf } from "./features";
import { createJobs } from "./jobs";
import { createThrottle } from "./throttle";

const config = loadConfigOrExit();
if (!config.databaseUrl) {
  console.error("npm run worker needs DATABASE_URL: with PGlite the web process runs the background jobs itself.");
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
await database.migrate();
const clock = () => new Date();
const throttle = createThrottle(database.db, clock);
const jobs = createJobs({
  database,
  workers: true,
  pollingIntervalSeconds: config.jobsPollingSeconds,
  log: {
    error: (message, error) => console.error(message, error instanceof Error ? error.message : error),
    warn: (message) => console.warn(message),
  },
});
const features = createFeatureModules({ config, database, clock, throttle, jobs });
await jobs.start(jobsOf(features, throttle));
console.log(`Nordhem worker is running the background jobs (${config.appEnv})`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal} received: no new jobs; waiting for the running ones`);
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await jobs.stop(8_000);
  for (const feature of features) await feature.close?.();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
