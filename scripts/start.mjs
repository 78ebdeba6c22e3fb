#!/usr/bin/env node
// `npm start` on a fresh clone: install when dependencies are missing, build when the build is
// missing or older than the sources, then start the compiled server (which migrates and seeds
// once). `node scripts/start.mjs worker` (`npm run worker`) starts the compiled job worker instead.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

if (!existsSync(path.join(root, "node_modules", ".package-lock.json"))) {
  console.log("Installing dependencies…");
  // `npm install` with the lock file (npm ci refuses this npm's platform-trimmed lock files).
  run("npm", ["install", "--no-audit", "--no-fund"]);
}

// Both halves of the build: React Router's (build/server) and the compiled Fastify server
// (build/app, scripts/build-server.mjs), which `npm run build` writes last.
const entry = process.argv[2] ?? "main";
if (entry !== "main" && entry !== "worker") {
  console.error(`Unknown entry "${entry}": main (the web server) or worker.`);
  process.exit(1);
}
const builds = [path.join(root, "build", "server", "index.js"), path.join(root, "build", "app", `${entry}.js`)];
const sourcesChanged =
  !builds.every((file) => existsSync(file)) ||
  Math.max(
    newestMtime(path.join(root, "src")),
    statSync(path.join(root, "package-lock.json")).mtimeMs,
    statSync(path.join(root, "scripts", "build-server.mjs")).mtimeMs,
  ) > Math.min(...builds.map((file) => statSync(file).mtimeMs));
if (sourcesChanged) {
  console.log("Building…");
  run("npm", ["run", "build"]);
}

// The server runs as a child; SIGTERM and SIGINT are passed on so that it shuts down gracefully.
// glibc's malloc, told to give memory back (decision 029): two arenas instead of eight per core
// (the threads of sharp, zlib and argon2 otherwise each keep freed memory of their own, about
// 140 MB more under load), and blocks of 256 KB and more mapped apart, so that they return to the
// system when freed instead of staying in the heap.
const server = spawn(process.execPath, [path.join("build", "app", `${entry}.js`)], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "262144", ...process.env },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
