/**
 * The schema-driven fuzz run of the JSON API at scale (issue 11): requests generated from the
 * app's own OpenAPI document (src/test/openapi-fuzz.ts), spread evenly over every operation,
 * sent in-process to the app with the seeded demo data, part of them with a logged-in session.
 * Prints the requests and answers per route, the duration, and every distinct failure (an
 * answer 5xx, or an /api answer whose body is not JSON) with a shrunk reproducer; exits 1 when
 * there is one. The CI test (src/server/api-fuzz.api.test.ts) runs the same with 1,000 requests.
 *
 * Usage: npm run bench:fuzz [-- --runs 10000 --seed 1 --max-shrinks 200 --only <text> --valid]
 *   --runs N         requests in all (default 10,000)
 *   --seed S         the run's seed (default 1); the same seed sends the same requests
 *   --max-shrinks N  shrinking steps per distinct failure (default 200; 0 turns shrinking off)
 *   --only TEXT      only the operations whose "METHOD /path" contains TEXT
 *   --valid          only requests the schemas accept: how many of them the services accept
 *                    shows how deep the fuzz reaches
 * Runs on an in-memory PGlite; with TEST_DATABASE_URL=postgres://… on a fresh database of
 * that PostgreSQL server (created and dropped by the run).
 */

import { parseArgs } from "node:util";
import { formatFailures, formatRoutes, runFuzz, startFuzzTarget } from "~/test/openapi-fuzz";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "10000" },
    seed: { type: "string", default: "1" },
    "max-shrinks": { type: "string", default: "200" },
    only: { type: "string" },
    valid: { type: "boolean", default: false },
  },
});

const runs = Number(args.runs);
const seed = Number(args.seed);
const maxShrinks = Number(args["max-shrinks"]);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed) || !Number.isInteger(maxShrinks)) {
  console.error("--runs, --seed and --max-shrinks take whole numbers (runs at least 1)");
  process.exit(2);
}

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL (TEST_DATABASE_URL)" : "PGlite (in memory)";
const startedAt = performance.now();
const target = await startFuzzTarget();
const startupMs = performance.now() - startedAt;
const operations = target.operations.filter((operation) => !args.only || operation.id.includes(args.only));
if (operations.length === 0) {
  console.error(`no operation matches --only ${args.only}`);
  await target.close();
  process.exit(2);
}

console.log(
  `Fuzzing ${operations.length} operations with ${runs} requests, seed ${seed}, on ${database}` +
    `${args.valid ? ", valid requests only" : ""} (app ready in ${(startupMs / 1000).toFixed(1)} s)`,
);
const step = Math.max(1_000, Math.ceil(runs / 10));
const report = await runFuzz(target, {
  runs,
  seed,
  maxShrinks,
  operations,
  style: args.valid ? "valid" : "fuzz",
  onProgress: (done, total) => {
    if (done % step === 0) console.error(`  ${done}/${total} requests`);
  },
});
await target.close();

const totals: Record<string, number> = {};
for (const route of report.routes) {
  for (const [status, count] of Object.entries(route.statuses)) totals[status] = (totals[status] ?? 0) + count;
}
const histogram = Object.entries(totals)
  .sort(([a], [b]) => Number(a) - Number(b))
  .map(([status, count]) => `${status}×${count}`)
  .join(" ");

console.log(`\nRequests and answers per operation:\n${formatRoutes(report.routes)}`);
console.log(`\nAll answers: ${histogram}`);
console.log(
  `${report.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s ` +
    `(${Math.round(report.requests / (report.durationMs / 1000))} per second; ` +
    `${report.shrinkRequests} more while shrinking; ${report.logins} logins of the demo sessions)`,
);
console.log(`\n${formatFailures(report.failures)}`);
process.exit(report.failures.length > 0 ? 1 : 0);
