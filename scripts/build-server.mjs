#!/usr/bin/env node
// Compiles the Fastify server and the command-line tools it needs at start into build/app/ (part
// of `npm run build`), so that production runs plain JavaScript with no TypeScript transpiling at
// run time (decision 029). Development (`npm run dev`) and the tests keep tsx.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const outdir = path.join(root, "build", "app");

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: "src/server/main.ts",
    worker: "src/server/worker.ts",
    "db-migrate": "src/db/migrate-cli.ts",
    "db-seed": "src/db/seed/cli.ts",
  },
  outdir,
  bundle: true,
  // main.ts sets NODE_ENV before React is first imported: the rest of the server must stay in a
  // chunk of its own that main.ts imports dynamically (one bundle would hoist React's import).
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  // Packages stay in node_modules: native ones (sharp, argon2), PGlite with its WebAssembly and
  // data files beside it, and React, which the React Router build in build/server imports too
  // (two copies of React in one process would break rendering).
  packages: "external",
  tsconfig: path.join(root, "tsconfig.json"),
  // Chunks beside the entries: `new URL("./x", import.meta.url)` then finds the files copied below.
  chunkNames: "[name]-[hash]",
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
});

// Files the code reads beside itself: the migrations (src/db/client.ts) and the common passwords
// (src/lib/common-passwords.server.ts).
cpSync(path.join(root, "src", "db", "migrations"), path.join(outdir, "migrations"), { recursive: true });
cpSync(path.join(root, "src", "lib", "common-passwords.txt"), path.join(outdir, "common-passwords.txt"));
console.log("server compiled into build/app");
