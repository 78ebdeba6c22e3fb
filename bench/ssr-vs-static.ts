/**
 * Issue 2 performance figures, measured in one run on this machine:
 *  1. requests per second of a server-rendered content page versus the same server sending
 *     the same HTML as a static string (target: SSR at least 15% of static), for an anonymous
 *     visitor and for one whose every request is rendered (a session cookie skips the page cache);
 *  2. compressed JavaScript a content page loads (target: under 120 KiB).
 * Usage: npm run build && npx tsx bench/ssr-vs-static.ts [path] [host]
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import type autocannon from "autocannon";

// Measure React's production build: the mode must be set before anything loads React.
process.env.NODE_ENV ??= "production";
const { SESSION_COOKIE } = await import("~/server/app-context");
const { createTestApp } = await import("~/test/test-app");

const run = promisify(execFile);
const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
const pagePath = process.argv[2] ?? "/karriar/";
const host = process.argv[3] ?? "localhost";
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

let html = "";
const { app } = await createTestApp({
  seed: true,
  ssr: true,
  env: { RATE_LIMIT_PER_MINUTE: "100000000" },
  // The same server sends the same HTML as a static string: the baseline.
  configure: (instance) =>
    instance.get("/__bench/static", async (_request, reply) => reply.type("text/html; charset=utf-8").send(html)),
});
const rendered = await app.inject({ url: pagePath, headers: { host } });
if (rendered.statusCode !== 200) throw new Error(`${pagePath} answered ${rendered.statusCode}`);
html = rendered.body;
const address = await app.listen({ port: 0, host: "127.0.0.1" });

/**
 * The load generator runs in its own process so that it does not share the server's event
 * loop: one core serves, the other loads.
 */
async function measure(url: string, seconds: number, headers: Record<string, string> = {}) {
  const args = [autocannonCli, "--json", "-c", String(connections), "-d", String(seconds), "-H", `host=${host}`];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  args.push(url);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 10 * 1024 * 1024 });
  const result = JSON.parse(stdout) as autocannon.Result;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const staticUrl = `${address}/__bench/static`;
const pageUrl = `${address}${pagePath}`;
const withSession = { cookie: `${SESSION_COOKIE}=bench` };
// Warm up every path (JIT, caches), then measure.
await measure(staticUrl, 2);
await measure(pageUrl, 2);
await measure(pageUrl, 2, withSession);
const staticResult = await measure(staticUrl, duration);
const ssrResult = await measure(pageUrl, duration);
const renderResult = await measure(pageUrl, duration, withSession);
const ratio = ssrResult.rps / staticResult.rps;
const renderRatio = renderResult.rps / staticResult.rps;

// JavaScript the page loads: module scripts and modulepreloads in its HTML.
const scripts = new Set<string>();
for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1]!);
for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) scripts.add(match[1]!);
let gzBytes = 0;
for (const script of scripts) gzBytes += gzipSync(readFileSync(path.join("build/client", script)), { level: 9 }).length;
const kib = gzBytes / 1024;

const line = (r: { rps: number; p50: number; p99: number }) =>
  `${r.rps.toFixed(0)} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms)`;
console.log(`\nPage ${host}${pagePath}, ${connections} connections, ${duration} s each`);
console.log(`static string         : ${line(staticResult)}`);
console.log(
  `server render         : ${line(ssrResult)}, ${(ratio * 100).toFixed(1)}% of static (target ≥ 15%) ${ratio >= 0.15 ? "✔" : "✖"}`,
);
console.log(
  `render every request  : ${line(renderResult)}, ${(renderRatio * 100).toFixed(1)}% of static (visitor with a session)`,
);
console.log(
  `JavaScript            : ${scripts.size} files, ${kib.toFixed(1)} KiB gzip (target < 120 KiB) ${kib < 120 ? "✔" : "✖"}`,
);
await app.close();
process.exit(ratio >= 0.15 && kib < 120 ? 0 : 1);
