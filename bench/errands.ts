/**
 * `npm run bench:errands`: the errands list of a board member with 500 cases (issue 17,
 * Performance: server p95 under 30 ms), as the page and as the API.
 *
 * - In this process, on a throwaway PGlite database with the demo content, with the production
 *   build's renderer (`npm run build` first), as src/test/test-app.ts runs the app.
 * - One housing association with a property, 500 cases of its board in every status and type
 *   over the last two years (each with its "created" event), three rounds, and a resident with
 *   100 cases of their own; the board member logs in through the API.
 * - Each request runs BENCH_WARMUP times, then BENCH_REQUESTS times one after another. The page's
 *   figure is the server's own total (its Server-Timing header: the page data and the render); the
 *   API's is the time of the in-process request (no network). The table marks figures over the target.
 *
 * Knobs: BENCH_REQUESTS (100), BENCH_WARMUP (10), BENCH_TARGET_MS (30), BENCH_CASES (500).
 */
import { cpuTimes, machineSince } from "./machine";

process.env.NODE_ENV ??= "production";
const { createTestApp } = await import("~/test/test-app");
const { createCustomer, loggedInBrowser } = await import("~/features/my-pages/test-customers");
const { createTestAssociation, createTestCase, createTestProperty } = await import(
  "~/features/case-management/test-cases"
);
const { CASE_STATUSES } = await import("~/features/case-management/statuses");
const { CASE_TYPES } = await import("~/features/case-management/schema");
const { cmRoundControlPoints, cmRounds } = await import("~/db/schema");

const env = process.env;
const numberOf = (name: string, fallback: number) => {
  const value = env[name] === undefined || env[name] === "" ? fallback : Number(env[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};
const requests = numberOf("BENCH_REQUESTS", 100);
const warmup = numberOf("BENCH_WARMUP", 10);
const targetMs = numberOf("BENCH_TARGET_MS", 30);
const caseCount = numberOf("BENCH_CASES", 500);

const { app, database } = await createTestApp({ seed: true, ssr: true });
const db = database.db;

// The association, its board member, and its 500 cases; a resident with 100 of their own beside them.
const associationId = await createTestAssociation(db);
const property = await createTestProperty(db, { associationId });
const board = await createCustomer(db, { associations: [associationId] });
const resident = await createCustomer(db);
const swedish = CASE_STATUSES.filter((status) => !status.norwegian);
const rooms = [
  ["apartment", "kitchen", "kitchen.water"],
  ["apartment", "bathroom", "bathroom.water"],
  ["public", "elevator", "elevator.car"],
  ["public", "yard", "yard.playground"],
] as const;
const started = Date.now();
const caseIds: string[] = [];
for (let index = 0; index < caseCount + 100; index++) {
  const [area, roomId, assetTypeId] = rooms[index % rooms.length] as (typeof rooms)[number];
  const ofBoard = index < caseCount;
  const made = await createTestCase(db, {
    kind: ofBoard ? "board" : "resident",
    caseType: CASE_TYPES[index % CASE_TYPES.length],
    reporterUserId: ofBoard ? board.userId : resident.userId,
    associationId: ofBoard ? associationId : null,
    area,
    property,
    roomId,
    assetTypeId,
    status: swedish[index % swedish.length]?.code,
    createdAt: new Date(Date.now() - (index % 730) * 86_400_000 - index * 1000),
  });
  if (ofBoard) caseIds.push(made.id);
}
const rounds = await db
  .insert(cmRounds)
  .values([0, 1, 2].map((n) => ({ associationId, title: `Rond ${n + 1}`, plannedFor: `2026-0${n + 4}-01` })))
  .returning({ id: cmRounds.id });
await db
  .insert(cmRoundControlPoints)
  .values(
    rounds.flatMap((round, n) =>
      [0, 1, 2, 3].map((point) => ({ roundId: round.id, title: `Punkt ${point + 1}`, caseId: caseIds[n * 4 + point] })),
    ),
  );
console.log(`${caseCount} cases of the board and 100 of a resident written in ${Date.now() - started} ms`);

const boardBrowser = await loggedInBrowser(app, board, { loginKind: "boardMember" });
const residentBrowser = await loggedInBrowser(app, resident);

/** The total of a Server-Timing header ("…, total;dur=12.3"), in milliseconds. */
function serverTotalMs(header: string | string[] | number | undefined): number | undefined {
  const value = Array.isArray(header) ? header.join(", ") : String(header ?? "");
  const match = /(?:^|,)\s*total;dur=([\d.]+)/.exec(value);
  return match ? Number(match[1]) : undefined;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

type Browser = typeof boardBrowser;
/** The read service alone (the SQL and the mapping, no HTTP, no serialization), as a row of its own. */
const { createCasesReadService } = await import("~/features/case-management/cases-read.service");
const { SITES } = await import("~/sites/sites");
const service = createCasesReadService({ db });
const serviceBrowser = {
  get: async () => {
    const list = await service.list({ kind: "association", associationId }, SITES.sv, {});
    return { statusCode: 200, body: JSON.stringify(list), headers: {} as Record<string, string> };
  },
} as unknown as Browser;
const cases: { name: string; browser: Browser; url: string; page: boolean }[] = [
  { name: "board list, read service alone", browser: serviceBrowser, url: "(service)", page: false },
  { name: "board page, default sort", browser: boardBrowser, url: "/mina-sidor/arenden/", page: true },
  {
    name: "board page, ongoing + management, by status",
    browser: boardBrowser,
    url: "/mina-sidor/arenden/?status=ongoing&type=management&sort=status",
    page: true,
  },
  { name: "board API, default sort", browser: boardBrowser, url: "/api/case_management/cases", page: false },
  {
    name: "board API, by status",
    browser: boardBrowser,
    url: "/api/case_management/cases?sort=status",
    page: false,
  },
  {
    name: "board errand page",
    browser: boardBrowser,
    url: `/mina-sidor/arenden/?errandId=${caseIds[0]}`,
    page: true,
  },
  { name: "resident page (100 cases)", browser: residentBrowser, url: "/mina-sidor/arenden/", page: true },
  // For comparison: a My Pages page without a list, the same shell and session.
  { name: "board overview (no list)", browser: boardBrowser, url: "/mina-sidor/", page: true },
  { name: "resident API", browser: residentBrowser, url: "/api/case_management/customer/get_cases", page: false },
];

const rows: Record<string, string | number>[] = [];
let over = false;
const cpuStart = cpuTimes();
for (const bench of cases) {
  const times: number[] = [];
  const cpu: number[] = [];
  let size = 0;
  for (let index = 0; index < warmup + requests; index++) {
    const cpuBefore = process.cpuUsage();
    const begun = performance.now();
    const response = await bench.browser.get(bench.url);
    const took = performance.now() - begun;
    const cpuUsed = process.cpuUsage(cpuBefore);
    if (response.statusCode !== 200) throw new Error(`${bench.url} answered ${response.statusCode}`);
    size = response.body.length;
    if (index < warmup) continue;
    const server = bench.page ? serverTotalMs(response.headers["server-timing"]) : took;
    if (server === undefined) throw new Error(`${bench.url} answered no Server-Timing total`);
    times.push(server);
    cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
  }
  const p95 = percentile(times, 95);
  if (p95 > targetMs) over = true;
  rows.push({
    request: bench.name,
    "p50 ms": Number(percentile(times, 50).toFixed(1)),
    "p95 ms": Number(p95.toFixed(1)),
    "CPU ms p50": Number(percentile(cpu, 50).toFixed(1)),
    KiB: Number((size / 1024).toFixed(1)),
    target: p95 > targetMs ? `OVER ${targetMs}` : `≤ ${targetMs}`,
  });
}
console.table(rows);
const machine = machineSince(cpuStart);
console.log(
  `${requests} requests each after ${warmup} warm-ups; database: ${database.kind}; machine: ${JSON.stringify(machine)}`,
);
await app.close();
process.exit(over ? 1 : 0);
