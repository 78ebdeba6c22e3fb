/**
 * Issue 3 performance figures for the residence search (homes, the paged stage and area lists,
 * and the map's markers), measured in one run against the 100,000-home data set on PostgreSQL:
 *  1. p50/p95 of the bare SQL that the search service runs, executed directly with pg;
 *  2. p50/p95 of the HTTP endpoint (the whole app, listening on a port) for the same searches,
 *     and the server-side time of each request (from its arrival to its answer, Server-Timing);
 *  3. the ratio endpoint p95 / SQL p95. Targets: at most 2×, and server-side p95 under 20 ms.
 * SQL and HTTP samples alternate search by search, so both see the same machine.
 * Usage: DATABASE_URL=postgres://… npm run seed:bench && npm run bench:search
 *        (BENCH_ROUNDS=200 samples per search and kind). The figures end in a Markdown table
 *        for docs/performance.md.
 */

import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";

// Measure the production build of the server code: the mode must be set before anything loads.
process.env.NODE_ENV ??= "production";
const { openDatabase } = await import("~/db/client");
const { buildApp } = await import("~/server/app");
const { loadConfig } = await import("~/server/config");
const { SearchFilterSchema } = await import("~/features/search/schema");
const { isRecurringSearch, markersQuery, objectSearchQuery, stageAndAreaSearchQuery } = await import(
  "~/features/search/search.service"
);
const { SITES } = await import("~/sites/sites");

const HOW_TO_START = `
bench:search needs PostgreSQL with the 100,000-home data set (DATABASE_URL).
A throwaway cluster, as CI starts one (.ci/run); on Debian first: apt-get install -y postgresql
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  mkdir -p /tmp/nordhem-pg && chown postgres /tmp/nordhem-pg
  runuser -u postgres -- "$PG_BIN/initdb" -D /tmp/nordhem-pg/data -U postgres --auth=trust -E UTF8
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D /tmp/nordhem-pg/data -o "-h 127.0.0.1 -p 55432 -k /tmp/nordhem-pg" -l /tmp/nordhem-pg/log -w start
  psql -h 127.0.0.1 -p 55432 -U postgres -c "create database nordhem_bench"
  export DATABASE_URL=postgres://postgres@127.0.0.1:55432/nordhem_bench
  npm run seed:bench      # the benchmark inventory: 100,000 homes (about a minute)
  npm run bench:search
Stop it afterwards: runuser -u postgres -- "$PG_BIN/pg_ctl" -D /tmp/nordhem-pg/data -m fast stop
`;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl?.startsWith("postgres")) {
  console.error(HOW_TO_START);
  process.exit(2);
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const warmup = Math.max(10, Math.round(rounds / 10));

// The same session settings as the app's pool (src/db/client.ts): the bare SQL is what the app runs.
const client = new pg.Client({ connectionString: databaseUrl, options: "-c jit=off" });
try {
  await client.connect();
} catch (error) {
  console.error(`Cannot connect to ${databaseUrl}: ${(error as Error).message}`);
  console.error(HOW_TO_START);
  process.exit(2);
}
const homes = Number((await client.query("select count(*) from residence_objects")).rows[0].count);
if (homes < 90_000) {
  console.error(`The database holds ${homes} homes; write the benchmark inventory first: npm run seed:bench`);
  console.error(HOW_TO_START);
  process.exit(2);
}
// As autovacuum would have done on a live database: statistics and the visibility map.
for (const table of [
  "residence_areas",
  "residence_stages",
  "residence_objects",
  "residence_showings",
  "residence_search_homes",
  "residence_search_stages",
]) {
  await client.query(`vacuum (analyze) ${table}`);
}

// Representative searches: the heaviest (everything on the largest site), typical filters, a
// geo search, Finland's total price with "show more", the stage and area tabs (both lists as the
// search page's first answer, then "show more" on one tab), and the map view's markers.
const filter = (input: object) => SearchFilterSchema.parse(input);
type Kind = "objects" | "stages" | "markers";
const page = { limit: 30, offset: 0 };
const searches: { name: string; kind: Kind; site: (typeof SITES)[keyof typeof SITES]; request: object }[] = [
  {
    name: "sv objects, no filter",
    kind: "objects",
    site: SITES.sv,
    request: { filter: filter({}), sort: "recommended", ...page },
  },
  {
    name: "sv objects, 3 rooms ≤ 4 M, price asc",
    kind: "objects",
    site: SITES.sv,
    request: { filter: filter({ minRooms: 3, maxRooms: 3, maxPrice: 4_000_000 }), sort: "priceAsc", ...page },
  },
  {
    name: "no objects, 25 km of Oslo, HasAny",
    kind: "objects",
    site: SITES.no,
    request: {
      filter: filter({ geoSearch: { latitude: 59.9139, longitude: 10.7522, radiusKm: 25 }, viewing: "HasAny" }),
      sort: "priceAsc",
      ...page,
    },
  },
  {
    name: "fi objects, ≤ 350 k€, 2+ rooms, show more",
    kind: "objects",
    site: SITES.fi,
    request: { filter: filter({ maxPrice: 350_000, minRooms: 2 }), sort: "priceAsc", limit: 30, offset: 30 },
  },
  {
    name: "sv stages+areas, no filter",
    kind: "stages",
    site: SITES.sv,
    request: { filter: filter({}), sort: "recommended", ...page },
  },
  {
    name: "sv stage tab, price asc, show more",
    kind: "stages",
    site: SITES.sv,
    request: { filter: filter({}), sort: "priceAsc", tab: "stage", limit: 30, offset: 30 },
  },
  {
    name: "sv area tab, town house, terrace, 1 year",
    kind: "stages",
    site: SITES.sv,
    request: {
      filter: filter({ residenceType: ["townHouse"], outdoorArea: ["terrace", "patio"], inhabitDate: 2 }),
      sort: "priceAsc",
      tab: "area",
      ...page,
    },
  },
  {
    name: "sv map, stage markers, no filter",
    kind: "markers",
    site: SITES.sv,
    request: { filter: filter({}), type: "stage" },
  },
  {
    name: "sv map, home markers, 3 rooms ≤ 4 M",
    kind: "markers",
    site: SITES.sv,
    request: { filter: filter({ minRooms: 3, maxRooms: 3, maxPrice: 4_000_000 }), type: "object" },
  },
];

const dialect = new PgDialect();
const now = new Date();
const PATHS: Record<Kind, string> = {
  objects: "/api/residence/search_object",
  stages: "/api/residence/stage_and_area_search",
  markers: "/api/residence/search/markers",
};
const prepared = searches.map((search) => {
  const query =
    search.kind === "objects"
      ? objectSearchQuery(search.site, search.request as Parameters<typeof objectSearchQuery>[1], now)
      : search.kind === "stages"
        ? stageAndAreaSearchQuery(search.site, search.request as Parameters<typeof stageAndAreaSearchQuery>[1], now)
        : markersQuery(search.site, search.request as Parameters<typeof markersQuery>[1], now);
  const { sql, params } = dialect.sqlToQuery(query);
  const body = JSON.stringify({ siteId: search.site.siteId, ...search.request });
  const { filter } = search.request as { filter: Parameters<typeof isRecurringSearch>[0] };
  return { ...search, sql, params, path: PATHS[search.kind], body, kept: isRecurringSearch(filter) };
});

// The whole application on a port, with the server-side time of each request in Server-Timing.
const config = loadConfig({
  DATABASE_URL: databaseUrl,
  APP_ENV: "test",
  LOG_LEVEL: "silent",
  RATE_LIMIT_PER_MINUTE: "100000000",
});
const database = await openDatabase({ databaseUrl });
// Measured as production runs it: the test environment would check every answer's JSON against
// its schema (flags.checkSchemas, decision 014), which production leaves out.
const app = await buildApp({
  config: { ...config, flags: { ...config.flags, checkSchemas: false } },
  database,
  logger: false,
});
const arrival = new WeakMap<object, number>();
app.addHook("onRequest", async (request) => {
  arrival.set(request, performance.now());
});
app.addHook("onSend", async (request, reply, payload) => {
  const started = arrival.get(request);
  if (started !== undefined) reply.header("server-timing", `app;dur=${(performance.now() - started).toFixed(3)}`);
  return payload;
});
await app.listen({ port: 0, host: "127.0.0.1" });
const port = (app.server.address() as AddressInfo).port;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One POST; the answer is read whole but not parsed (a browser would parse it too, client-side). */
function post(path: string, body: string): Promise<{ ms: number; serverMs: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => {
          const ms = performance.now() - started;
          if (response.statusCode !== 200) return reject(new Error(`${path} answered ${response.statusCode}`));
          const timing = /dur=([\d.]+)/.exec(String(response.headers["server-timing"] ?? ""));
          resolve({ ms, serverMs: timing ? Number(timing[1]) : Number.NaN, bytes });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

// As the app runs them (search.service.ts, isRecurringSearch): a search whose values come from
// small sets as a named prepared statement, whose plan the connection keeps ("kept"); one with
// free values (prices, places, the viewing filter's "now") unnamed, planned on every request
// ("each time"). The bare SQL gets the same treatment as the endpoint.
async function sqlOnce(search: (typeof prepared)[number], index: number) {
  const started = performance.now();
  const result = search.kept
    ? await client.query({ name: `bench_${index}`, text: search.sql, values: search.params })
    : await client.query(search.sql, search.params);
  return { ms: performance.now() - started, rows: result.rows as Record<string, unknown>[] };
}

/**
 * CPU time of the whole machine from /proc/stat (Linux): busy, idle and "steal", the time the
 * hypervisor gave this virtual machine's CPUs to others. Steal slows every timing down and does
 * not show in the load average.
 */
function cpuTimes(): { total: number; steal: number } | undefined {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.reduce((sum, value) => sum + value, 0), steal: fields[7] ?? 0 };
  } catch {
    return undefined;
  }
}

const loadBefore = os.loadavg()[0]!;
const cpuBefore = cpuTimes();
const samples = prepared.map(() => ({ sql: [] as number[], http: [] as number[], server: [] as number[] }));
const sizes = prepared.map(() => ({ bytes: 0, hits: "" }));
for (let round = -warmup; round < rounds; round++) {
  for (const [index, search] of prepared.entries()) {
    const bare = await sqlOnce(search, index);
    const endpoint = await post(search.path, search.body);
    if (round < 0) continue;
    samples[index]!.sql.push(bare.ms);
    samples[index]!.http.push(endpoint.ms);
    samples[index]!.server.push(endpoint.serverMs);
    if (round === 0) {
      // Every search answers one row with its JSON text; the markers' row has the total and the markers.
      const first = bare.rows[0] ?? {};
      const row = (search.kind === "markers" ? {} : JSON.parse(first.body as string)) as Record<string, unknown>;
      const markers =
        search.kind === "markers" ? (JSON.parse(`[${(first.markers as string | null) ?? ""}]`) as unknown[]) : [];
      const counts = row.counts as { objects: number; stages: number; areas: number };
      const stages = (row.stages as unknown[] | undefined)?.length ?? 0;
      const areas = (row.areas as unknown[] | undefined)?.length ?? 0;
      sizes[index] = {
        bytes: endpoint.bytes,
        hits:
          search.kind === "objects"
            ? `${(row.hits as unknown[]).length} of ${counts.objects}`
            : search.kind === "stages"
              ? `${stages ? `${stages} of ${counts.stages} st` : ""}${stages && areas ? ", " : ""}${areas ? `${areas} of ${counts.areas} ar` : ""}`
              : `${markers.length} of ${first.total as number}`,
      };
    }
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const ms = (value: number) => value.toFixed(1);
const row = (cells: string[]) => `| ${cells.join(" | ")} |`;

const version = (await client.query("show server_version")).rows[0].server_version as string;
console.log(
  `\nResidence search, ${homes.toLocaleString("en")} homes on PostgreSQL ${version.split(" ")[0]}, ${rounds} sequential samples per search and kind (after ${warmup} warm-up), ${new Date().toISOString().slice(0, 10)}\n`,
);
console.log(
  row([
    "search",
    "plan",
    "hits",
    "answer",
    "SQL p50 / p95 ms",
    "endpoint p50 / p95 ms",
    "server p50 / p95 ms",
    "endpoint / SQL p95",
  ]),
);
console.log(row(["---", "---", "---", "---:", "---:", "---:", "---:", "---:"]));
let allPass = true;
const all = { sql: [] as number[], http: [] as number[], server: [] as number[] };
const pair = (values: number[]) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))}`;
for (const [index, search] of prepared.entries()) {
  const s = samples[index]!;
  all.sql.push(...s.sql);
  all.http.push(...s.http);
  all.server.push(...s.server);
  const ratio = percentile(s.http, 95) / percentile(s.sql, 95);
  const pass = ratio <= 2 && percentile(s.server, 95) < 20;
  allPass &&= pass;
  console.log(
    row([
      search.name,
      search.kept ? "kept" : "each time",
      sizes[index]!.hits,
      `${(sizes[index]!.bytes / 1024).toFixed(0)} KiB`,
      pair(s.sql),
      pair(s.http),
      pair(s.server),
      `${ratio.toFixed(2)}× ${pass ? "✔" : "✖"}`,
    ]),
  );
}
const ratio = percentile(all.http, 95) / percentile(all.sql, 95);
const serverP95 = percentile(all.server, 95);
console.log(
  row(["**all searches**", "", "", "", pair(all.sql), pair(all.http), pair(all.server), `${ratio.toFixed(2)}×`]),
);
const cpuAfter = cpuTimes();
const steal =
  cpuBefore && cpuAfter && cpuAfter.total > cpuBefore.total
    ? `, CPU steal ${((100 * (cpuAfter.steal - cpuBefore.steal)) / (cpuAfter.total - cpuBefore.total)).toFixed(0)} % during the run`
    : "";
console.log(
  `\nMachine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0]!.toFixed(1)} after the run${steal} (timings grow with both).`,
);
console.log(
  `Targets: endpoint p95 ≤ 2× SQL p95 (${ratio.toFixed(2)}×) ${ratio <= 2 ? "✔" : "✖"}; server-side p95 < 20 ms (${serverP95.toFixed(1)} ms) ${serverP95 < 20 ? "✔" : "✖"}`,
);

agent.destroy();
await app.close();
await client.end();
process.exit(allPass && ratio <= 2 && serverP95 < 20 ? 0 : 1);
