#!/usr/bin/env node
// `npm test`: lint, typecheck, build, the client-bundle check and the JavaScript budgets per
// page, unit and API tests on PGlite, the API tests again on PostgreSQL when TEST_DATABASE_URL is
// set (CI sets it), and the browser journeys.
import { spawnSync } from "node:child_process";

const pgUrl = process.env.TEST_DATABASE_URL;
const steps = [
  ["lint", "npm", ["run", "lint"]],
  ["typecheck", "npm", ["run", "typecheck"]],
  ["build", "npm", ["run", "build"]],
  ["client bundle check", "npx", ["tsx", "scripts/check-client-bundle.ts"]],
  // A page over its JavaScript budget fails the suite (bench/page-js.ts prints the figures).
  ["JavaScript budgets", "npx", ["tsx", "bench/page-js.ts"]],
  ["unit and API tests (PGlite)", "npx", ["vitest", "run"], { TEST_DATABASE_URL: "" }],
  ...(pgUrl ? [["API tests (PostgreSQL)", "npx", ["vitest", "run", ".api.test"], { TEST_DATABASE_URL: pgUrl }]] : []),
  ["browser journeys", "npx", ["playwright", "test"]],
];

for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
if (!pgUrl) console.log("\n(API tests on PostgreSQL skipped: set TEST_DATABASE_URL to run them.)");
console.log("\n✔ all checks passed");
