#!/usr/bin/env node
// `npm start` on a fresh clone: install when dependencies are missing, build when the build is
// missing or older than the sources, then start the server (which migrates and seeds once).
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

const serverBuild = path.join(root, "build", "server", "index.js");
const sourcesChanged =
  !existsSync(serverBuild) ||
  Math.max(newestMtime(path.join(root, "src")), statSync(path.join(root, "package-lock.json")).mtimeMs) >
    statSync(serverBuild).mtimeMs;
if (sourcesChanged) {
  console.log("Building…");
  run("npm", ["run", "build"]);
}

// The server runs as a child; SIGTERM and SIGINT are passed on so that it shuts down gracefully.
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
