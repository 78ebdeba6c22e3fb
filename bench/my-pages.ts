/**
 * `npm run bench:my-pages`: the server time of every My Pages page (issue 15, Performance: p95
 * under 25 ms on PGlite with the demo data).
 *
 * - The built server (`npm run build` first) runs as `npm run serve` runs it, on a throwaway PGlite
 *   database: a first start seeds the demo data (APP_ENV=local, without generated images), a second
 *   start on that data is the one measured, as production runs (APP_ENV=prod: page data unchecked).
 * - It logs in as the demo accounts (README.md; the password Demo1234!) on their sites, as a
 *   browser would, and takes every My Pages path of the site that answers the account 200 (its
 *   menu; the English sub-site with the Swedish session).
 * - Each page is requested BENCH_WARMUP times, then BENCH_REQUESTS times one after another (no
 *   concurrency: the figure is the server's time for one request, not throughput). The table gives
 *   p50 and p95 of the server's own total (its Server-Timing header) and of the time to the last
 *   byte seen by the client, the server process's CPU time per request (what a busy machine does
 *   not inflate), and marks the pages whose server p95 is over the target.
 *
 * Knobs: BENCH_REQUESTS (100), BENCH_WARMUP (10), BENCH_PORT (3281), BENCH_TARGET_MS (25),
 * BENCH_ACCOUNTS (comma-separated e-mails, default the demo accounts below), BENCH_JSON (a file
 * for the figures). The machine's load average and steal are printed beside the table: figures
 * taken on a busy shared machine are not the app's alone (docs/performance.md).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { MY_PAGES_KEYS } from "~/features/my-pages/menu";
import { SITES, type SiteCode } from "~/sites/sites";
import { type AppProcess, startApp, stopStarting } from "./app-process";
import { cpuTimes, machineSince } from "./machine";

const env = process.env;
const numberOf = (name: string, fallback: number) => {
  const value = env[name] === undefined || env[name] === "" ? fallback : Number(env[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};
const requests = numberOf("BENCH_REQUESTS", 100);
const warmup = numberOf("BENCH_WARMUP", 10);
const port = numberOf("BENCH_PORT", 3281);
const targetMs = numberOf("BENCH_TARGET_MS", 25);
const password = env.BENCH_PASSWORD ?? "Demo1234!";

/** The hosts of the sites as a proxy would send them (no port), and the production host map. */
const HOSTS: Record<Exclude<SiteCode, "sv_en">, string> = {
  sv: "localhost",
  no: "no.localhost",
  fi: "fi.localhost",
  seniorgarden: "seniorgarden.localhost",
  cooperative: "brf.localhost",
  entreprenad: "entreprenad.localhost",
};

interface Account {
  email: string;
  /** The sites whose My Pages the account is measured on (the login is on the first). */
  sites: SiteCode[];
  loginKind: "private" | "boardMember";
}

/** Demo accounts of src/db/seed/accounts.ts: customers of each language, a VIP, a board member. */
const DEFAULT_ACCOUNTS: Account[] = [
  { email: "kund.sv@nordhem.example", sites: ["sv", "sv_en"], loginKind: "private" },
  { email: "vip.sv@nordhem.example", sites: ["sv"], loginKind: "private" },
  { email: "kund.no@nordhem.example", sites: ["no"], loginKind: "private" },
  { email: "kund.fi@nordhem.example", sites: ["fi"], loginKind: "private" },
  { email: "kund.seniorgarden@nordhem.example", sites: ["seniorgarden"], loginKind: "private" },
  { email: "kund.brf@nordhem.example", sites: ["cooperative"], loginKind: "private" },
  { email: "styrelse.ekbacken@nordhem.example", sites: ["sv"], loginKind: "boardMember" },
];
const accounts = env.BENCH_ACCOUNTS
  ? DEFAULT_ACCOUNTS.filter((account) => env.BENCH_ACCOUNTS?.split(",").includes(account.email))
  : DEFAULT_ACCOUNTS;

const hostOf = (code: SiteCode) => (code === "sv_en" ? HOSTS.sv : HOSTS[code]);

const workDir = mkdtempSync(path.join(os.tmpdir(), "nordhem-bench-my-pages-"));
let app: AppProcess | undefined;
async function cleanUp() {
  await app?.stop();
  await stopStarting();
  rmSync(workDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes on the wire (compressed when the server compressed). */
  size: number;
  /** Milliseconds from sending the request to its last byte. */
  lastByteMs: number;
}

function request(method: "GET" | "POST", pathName: string, headers: Record<string, string>, payload?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const started = process.hrtime.bigint();
    const outgoing = http.request({ host: "127.0.0.1", port, method, path: pathName, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: body.toString("utf8"),
          size: body.length,
          lastByteMs: Number(process.hrtime.bigint() - started) / 1e6,
        });
      });
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

/** Logs in as a browser would (a same-origin POST with its Origin): the Cookie header it sends afterwards. */
async function logIn(account: Account): Promise<string> {
  const host = hostOf(account.sites[0] ?? "sv");
  const payload = JSON.stringify({ email: account.email, password, loginKind: account.loginKind });
  const answer = await request(
    "POST",
    "/api/account_service/login/email",
    {
      host,
      origin: `http://${host}`,
      "sec-fetch-site": "same-origin",
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(payload)),
    },
    payload,
  );
  if (answer.status !== 200 || !answer.body.includes('"status":"Ok"')) {
    throw new Error(`login as ${account.email} answered ${answer.status} ${answer.body.slice(0, 200)}`);
  }
  const cookies = (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0] as string);
  if (!cookies.some((cookie) => cookie.startsWith("nordhem_session="))) throw new Error("the login set no session");
  return cookies.join("; ");
}

/** The total of a Server-Timing header ("…, total;dur=12.3"), in milliseconds. */
export function serverTotalMs(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header.join(", ") : (header ?? "");
  const match = /(?:^|,)\s*total;dur=([\d.]+)/.exec(value);
  return match ? Number(match[1]) : undefined;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

/**
 * The server process's CPU time so far (user + system), in milliseconds, from /proc/<pid>/stat:
 * per request it is what the page costs the server whatever else the machine runs (the clock
 * times above include waiting for a CPU on a busy machine). Clock ticks are 10 ms (USER_HZ 100).
 */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Row {
  account: string;
  site: SiteCode;
  path: string;
  serverP50: number;
  serverP95: number;
  lastByteP50: number;
  lastByteP95: number;
  /** The server's CPU time per request (mean over the run), ms. */
  cpuMs: number;
  bytes: number;
}

async function main() {
  const dataDir = path.join(workDir, "pglite");
  const logFile = path.join(workDir, "app.log");
  const common = {
    NODE_ENV: "production",
    DATABASE_URL: "",
    PGLITE_DATA_DIR: dataDir,
    SEED_DEMO_DATA: "true",
    SEED_IMAGES: "false",
    RATE_LIMIT_PER_MINUTE: "1000000000",
    PAGE_RATE_LIMIT_PER_MINUTE: "1000000000",
    SESSION_MINUTES: "1440",
    LOG_LEVEL: env.BENCH_LOG_LEVEL ?? "warn",
  };
  console.log(`Seeding the demo data on PGlite in ${workDir} (first start, APP_ENV=local)…`);
  const seeding = await startApp({
    label: "seed",
    dir: process.cwd(),
    port,
    env: { ...common, APP_ENV: "local" },
    logFile,
    timeoutMs: 600_000,
  });
  await seeding.stop();
  app = await startApp({
    label: "measured",
    dir: process.cwd(),
    port,
    env: {
      ...common,
      APP_ENV: "prod",
      AUTH_SECRET: "bench-only-secret-of-at-least-thirty-two-characters",
      HOST_MAP: Object.entries(HOSTS)
        .map(([site, host]) => `http://${host}=${site}`)
        .join(","),
      SMTP_URL: "smtp://127.0.0.1:9",
    },
    logFile,
    timeoutMs: 180_000,
  });
  const serverPid = app.serverPid;
  console.log(`Measuring (APP_ENV=prod, pid ${serverPid}): ${warmup} warm-up and ${requests} requests per page`);

  const rows: Row[] = [];
  const problems: string[] = [];
  const machineStart = cpuTimes();
  for (const account of accounts) {
    const cookie = await logIn(account);
    for (const code of account.sites) {
      const host = hostOf(code);
      for (const key of MY_PAGES_KEYS) {
        const pagePath = SITES[code].urls[key];
        if (!pagePath) continue;
        const headers = { host, cookie, "accept-encoding": "br, gzip" };
        const first = await request("GET", pagePath, headers);
        // Not in this account's menu (or not on this site): the 404 page, not measured.
        if (first.status === 404) continue;
        if (first.status !== 200) {
          problems.push(`${account.email} ${host}${pagePath} answered ${first.status}`);
          continue;
        }
        for (let i = 0; i < warmup; i++) await request("GET", pagePath, headers);
        const server: number[] = [];
        const lastByte: number[] = [];
        let bytes = 0;
        const cpuBefore = cpuMsOf(serverPid);
        for (let i = 0; i < requests; i++) {
          const answer = await request("GET", pagePath, headers);
          if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status} during the run`);
          const total = serverTotalMs(answer.headers["server-timing"]);
          if (total === undefined) throw new Error(`${pagePath} answered no Server-Timing total`);
          server.push(total);
          lastByte.push(answer.lastByteMs);
          bytes = answer.size;
        }
        const cpuMs = (cpuMsOf(serverPid) - cpuBefore) / requests;
        const row: Row = {
          account: account.email.split("@")[0] ?? account.email,
          site: code,
          path: pagePath,
          serverP50: percentile(server, 50),
          serverP95: percentile(server, 95),
          lastByteP50: percentile(lastByte, 50),
          lastByteP95: percentile(lastByte, 95),
          cpuMs,
          bytes,
        };
        rows.push(row);
        printRow(row);
      }
    }
  }
  const machine = machineSince(machineStart);
  console.log(
    `\nmachine during the run: load ${machine.load1.toFixed(2)} (1 min), busy ${machine.busyPercent.toFixed(0)} %, steal ${machine.stealPercent.toFixed(1)} % (${os.cpus().length} CPUs)`,
  );
  const over = rows.filter((row) => row.serverP95 > targetMs);
  for (const row of over)
    problems.push(`${row.account} ${row.path}: server p95 ${row.serverP95.toFixed(1)} ms > ${targetMs} ms`);
  if (env.BENCH_JSON) writeFileSync(env.BENCH_JSON, JSON.stringify({ requests, warmup, machine, rows }, null, 2));
  const all = rows.map((row) => row.serverP95);
  console.log(
    `${rows.length} pages; server p95 of the slowest page ${Math.max(...all).toFixed(1)} ms, median page ${percentile(all, 50).toFixed(1)} ms (target < ${targetMs} ms)`,
  );
  if (problems.length) {
    console.error(`\n✖ ${problems.join("\n✖ ")}`);
    process.exitCode = 1;
  } else console.log(`✔ every My Pages page's server p95 is under ${targetMs} ms`);
}

let header = false;
function printRow(row: Row) {
  if (!header) {
    header = true;
    console.log(
      `${"account".padEnd(22)} ${"site".padEnd(13)} ${"path".padEnd(36)} server p50   p95   last byte p50   p95   CPU ms/req   KiB`,
    );
  }
  const ms = (value: number) => value.toFixed(1).padStart(6);
  console.log(
    `${row.account.padEnd(22)} ${row.site.padEnd(13)} ${row.path.padEnd(36)} ${ms(row.serverP50)} ${ms(row.serverP95)}     ${ms(row.lastByteP50)} ${ms(row.lastByteP95)}   ${ms(row.cpuMs)}    ${(row.bytes / 1024).toFixed(0).padStart(5)}${row.serverP95 > targetMs ? " ✖" : ""}`,
  );
}

try {
  await main();
} finally {
  await cleanUp();
}
