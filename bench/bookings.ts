/**
 * `npm run bench:bookings`: click to buy's asynchronous booking (issue 18, Performance:
 * `startbookingasync` to a final `getbookingstatus` under 1 s at p95 on PGlite with the demo data;
 * 20 concurrent bookings of different homes all complete without error).
 *
 * - In this process, on a throwaway PGlite database with the demo content, the demo residence
 *   inventory and click to buy's demo data (src/db/seed/click-to-buy.ts), as src/test/test-app.ts
 *   runs the app (its own job workers take the take-hold jobs, as in production with PGlite).
 * - Sequential: BENCH_BOOKINGS verified buyers (logged in through the API) each book a different
 *   bookable home: POST startbookingasync, then GET getbookingstatus every BENCH_POLL_MS until the
 *   answer is final (200). The figure is the time from the start call to the final answer.
 * - Concurrent: BENCH_CONCURRENT other buyers book other homes at the same moment; every booking
 *   must end held, and the table gives their times and the wall time of the whole burst.
 *
 * Knobs: BENCH_BOOKINGS (40), BENCH_CONCURRENT (20), BENCH_POLL_MS (25), BENCH_TARGET_MS (1000).
 */
import { cpuTimes, machineSince } from "./machine";

process.env.NODE_ENV ??= "production";
const { createTestApp } = await import("~/test/test-app");
const { seedDemoClickToBuy, bookableDemoHomes } = await import("~/db/seed/click-to-buy");
const { verifiedBuyer } = await import("~/features/click-to-buy/buyer-test-support");

const env = process.env;
const numberOf = (name: string, fallback: number) => {
  const value = env[name] === undefined || env[name] === "" ? fallback : Number(env[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};
const bookings = numberOf("BENCH_BOOKINGS", 40);
const concurrent = numberOf("BENCH_CONCURRENT", 20);
const pollMs = numberOf("BENCH_POLL_MS", 25);
const targetMs = numberOf("BENCH_TARGET_MS", 1000);

const prepared = Date.now();
const { app, database } = await createTestApp({ seed: true, inventory: "demo" });
await seedDemoClickToBuy(database.db);
const sites = ["sv", "no", "fi"] as const;
const homes = (await Promise.all(sites.map((site) => bookableDemoHomes(database.db, site, 100)))).flatMap(
  (list, index) => list.map((home) => ({ ...home, site: sites[index] as (typeof sites)[number] })),
);
if (homes.length < bookings + concurrent) {
  throw new Error(`only ${homes.length} bookable demo homes for ${bookings + concurrent} bookings`);
}
console.log(`Demo data and ${homes.length} bookable homes ready in ${Date.now() - prepared} ms`);

type Buyer = Awaited<ReturnType<typeof verifiedBuyer>>;
const buyerOf = (site: (typeof sites)[number]) => verifiedBuyer(app, database, site);

/** One booking from the start call to the final status answer: its time and outcome. */
async function book(buyer: Buyer, objectId: number): Promise<{ ms: number; status: string }> {
  const begun = performance.now();
  const started = await buyer.browser.post("/api/buyresidence/startbookingasync", { objectId });
  if (started.statusCode !== 200) throw new Error(`startbookingasync answered ${started.statusCode}: ${started.body}`);
  const { id } = started.json() as { id: string };
  for (;;) {
    const status = await buyer.browser.get(`/api/buyresidence/getbookingstatus/${id}`);
    if (status.statusCode === 200)
      return { ms: performance.now() - begun, status: (status.json() as { status: string }).status };
    if (status.statusCode !== 202) throw new Error(`getbookingstatus answered ${status.statusCode}: ${status.body}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

const cpuStart = cpuTimes();
// Sequential: one booking at a time, each its own buyer and home.
const sequential: number[] = [];
for (let index = 0; index < bookings; index++) {
  const home = homes[index] as (typeof homes)[number];
  const buyer = await buyerOf(home.site);
  const outcome = await book(buyer, home.objectId);
  if (outcome.status !== "held") throw new Error(`booking ${index} of home ${home.objectId} ended ${outcome.status}`);
  sequential.push(outcome.ms);
}

// Concurrent: a burst of bookings of different homes by different buyers.
const burstHomes = homes.slice(bookings, bookings + concurrent);
const burstBuyers = await Promise.all(burstHomes.map((home) => buyerOf(home.site)));
const burstBegun = performance.now();
const burst = await Promise.all(
  burstBuyers.map((buyer, index) => book(buyer, (burstHomes[index] as (typeof homes)[number]).objectId)),
);
const burstWall = performance.now() - burstBegun;
const failed = burst.filter((outcome) => outcome.status !== "held");

const rows = [
  { run: `sequential, ${bookings} bookings`, times: sequential },
  { run: `concurrent, ${concurrent} bookings`, times: burst.map((outcome) => outcome.ms) },
].map(({ run, times }) => {
  const p95 = percentile(times, 95);
  return {
    run,
    "p50 ms": Number(percentile(times, 50).toFixed(0)),
    "p95 ms": Number(p95.toFixed(0)),
    "max ms": Number(Math.max(...times).toFixed(0)),
    target: p95 > targetMs ? `OVER ${targetMs}` : `≤ ${targetMs}`,
  };
});
console.table(rows);
console.log(
  `concurrent burst: ${burst.length - failed.length} of ${burst.length} held, ${failed.length} failed, wall ${burstWall.toFixed(0)} ms`,
);
console.log(
  `polling every ${pollMs} ms; database: ${database.kind}; machine: ${JSON.stringify(machineSince(cpuStart))}`,
);
await app.close();
const over = rows.some((row) => row.target.startsWith("OVER")) || failed.length > 0;
process.exit(over ? 1 : 0);
