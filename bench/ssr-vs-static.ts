/**
 * Issue 2 performance figures, measured in one run on this machine:
 *  1. requests per second of a server-rendered content page versus the same server sending
 *     the same HTML as a static string (target: SSR at least 15% of static);
 *  2. compressed JavaScript a content page loads (target: under 120 KiB).
 * Usage: npm run build && npx tsx bench/ssr-vs-static.ts [path] [host]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { createTestApp } from "~/test/test-app";

const pagePath = process.argv[2] ?? "/karriar/";
const host = process.argv[3] ?? "localhost";
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

const { app } = await createTestApp({ seed: true, ssr: true, env: { RATE_LIMIT_PER_MINUTE: "100000000" } });
const rendered = await app.inject({ url: pagePath, headers: { host } });
if (rendered.statusCode !== 200) throw new Error(`${pagePath} answered ${rendered.statusCode}`);
const html = rendered.body;
app.get("/__bench/static", async (_request, reply) => reply.type("text/html; charset=utf-8").send(html));
const address = await app.listen({ port: 0, host: "127.0.0.1" });

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration, headers: { host } });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

// Warm up both paths (JIT, caches), then measure.
await autocannon({ url: `${address}${pagePath}`, connections, duration: 2, headers: { host } });
await autocannon({ url: `${address}/__bench/static`, connections, duration: 2, headers: { host } });
const staticResult = await measure(`${address}/__bench/static`);
const ssrResult = await measure(`${address}${pagePath}`);
const ratio = ssrResult.rps / staticResult.rps;

// JavaScript the page loads: module scripts and modulepreloads in its HTML.
const scripts = new Set<string>();
for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1]!);
for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) scripts.add(match[1]!);
let gzBytes = 0;
for (const script of scripts) gzBytes += gzipSync(readFileSync(path.join("build/client", script)), { level: 9 }).length;
const kib = gzBytes / 1024;

console.log(`\nPage ${host}${pagePath}, ${connections} connections, ${duration} s each`);
console.log(
  `static string : ${staticResult.rps.toFixed(0)} req/s (p50 ${staticResult.p50} ms, p99 ${staticResult.p99} ms)`,
);
console.log(`server render : ${ssrResult.rps.toFixed(0)} req/s (p50 ${ssrResult.p50} ms, p99 ${ssrResult.p99} ms)`);
console.log(`ratio         : ${(ratio * 100).toFixed(1)}% of static (target ≥ 15%) ${ratio >= 0.15 ? "✔" : "✖"}`);
console.log(
  `JavaScript    : ${scripts.size} files, ${kib.toFixed(1)} KiB gzip (target < 120 KiB) ${kib < 120 ? "✔" : "✖"}`,
);
await app.close();
process.exit(ratio >= 0.15 && kib < 120 ? 0 : 1);
