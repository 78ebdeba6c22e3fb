/**
 * `npm run bench`: the app's pages against an independent static server, the code before a
 * change ("baseline") side by side with this checkout ("candidate"), in one run (decision 028).
 *
 * - Each app runs as its own process, started from its own directory the way its `npm run serve`
 *   starts it (production build, NODE_ENV=production), on a throwaway PGlite database seeded
 *   with the demo data, with the rate limits raised. It is started twice: the first start
 *   migrates and seeds, the second is the one measured (a restart on existing data, as in
 *   production, with APP_ENV=prod).
 * - For each scenario a plain node:http server in a process of its own holds the bytes the
 *   candidate sent for that page (same content type and encoding): the yardstick.
 * - autocannon loads one target at a time from a process of its own. Runs alternate static /
 *   baseline / candidate, the order rotated each round; the report gives medians over the rounds,
 *   each app's share of the static server, and per run the machine's load and CPU steal.
 * - BENCH_MEMORY=1: each app's VmRSS and VmHWM after start, after a first and a second logged-in
 *   load (60 s each, alternating the apps), and after the rounds.
 *
 * Build both checkouts first (`npm run build`). Usage:
 *   BENCH_BASELINE_DIR=/path/to/old/checkout npm run bench
 *   BENCH_QUICK=1 npm run bench          # smoke check: 3 s per run, 1 round, 1 s warm-up
 * Knobs: BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (16),
 * BENCH_SCENARIOS (start,career,logged-in,utm,search,home), BENCH_MEMORY (0), BENCH_MEMORY_SECONDS
 * (60), BENCH_PORT (3261: baseline, +1 candidate, +2… the static servers), BENCH_ACCEPT_ENCODING
 * (unset: uncompressed, as before; e.g. "br, gzip" to measure compressed answers),
 * BENCH_HOME_PATH (a home page; default the first home in the candidate's sitemap),
 * BENCH_ACCOUNT / BENCH_PASSWORD (a demo account of README.md), BENCH_LOG_LEVEL (warn),
 * BENCH_APP_ENV (prod), BENCH_CANDIDATE_DIR (this checkout), BENCH_JSON (every figure as JSON).
 */
import { type ChildProcess, execFile, execFileSync, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type AppProcess, serveScriptOf, startApp, stopStarting } from "./app-process";
import { cpuTimes, type MachineDuring, type Memory, machineSince, memoryOf } from "./machine";

const run = promisify(execFile);
const benchDir = path.dirname(new URL(import.meta.url).pathname);
const loadGenerator = path.join(benchDir, "load-generator.mjs");

const env = process.env;
const quick = env.BENCH_QUICK === "1";
const numberOf = (name: string, fallback: number) => {
  const value = env[name] === undefined || env[name] === "" ? fallback : Number(env[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};
const seconds = numberOf("BENCH_SECONDS", quick ? 3 : 10);
const rounds = numberOf("BENCH_ROUNDS", quick ? 1 : 3);
const warmupSeconds = numberOf("BENCH_WARMUP_SECONDS", quick ? 1 : 3);
const connections = numberOf("BENCH_CONNECTIONS", 16);
const measureMemory = env.BENCH_MEMORY === "1";
const memorySeconds = numberOf("BENCH_MEMORY_SECONDS", quick ? 5 : 60);
const basePort = numberOf("BENCH_PORT", 3261);
const acceptEncoding = env.BENCH_ACCEPT_ENCODING || undefined;
const account = env.BENCH_ACCOUNT ?? "kund.sv@nordhem.example";
const password = env.BENCH_PASSWORD ?? "Demo1234!";
const candidateDir = path.resolve(env.BENCH_CANDIDATE_DIR ?? ".");
const baselineDir = env.BENCH_BASELINE_DIR ? path.resolve(env.BENCH_BASELINE_DIR) : undefined;
const appEnvName = env.BENCH_APP_ENV ?? "prod";
// The sites' hosts as in DEFAULT_HOST_MAP (src/sites/resolve.ts); production needs them as origins.
const BENCH_HOSTS = {
  localhost: "sv",
  "no.localhost": "no",
  "fi.localhost": "fi",
  "seniorgarden.localhost": "seniorgarden",
  "brf.localhost": "cooperative",
  "entreprenad.localhost": "entreprenad",
};
// The Swedish main site; the port is left out, as a proxy would send it.
const host = "localhost";

interface Scenario {
  name: string;
  title: string;
  /** The path whose answer the static server holds. */
  path: string;
  /** The path autocannon requests; `[<id>]` becomes a unique id per request. */
  loadPath: string;
  session: boolean;
}

const ALL_SCENARIOS = ["start", "career", "logged-in", "utm", "search", "home"];
const scenarioNames = (env.BENCH_SCENARIOS ?? ALL_SCENARIOS.join(",")).split(",").map((name) => name.trim());
for (const name of scenarioNames) {
  if (!ALL_SCENARIOS.includes(name)) throw new Error(`unknown scenario ${name}; known: ${ALL_SCENARIOS.join(", ")}`);
}

type TargetName = "static" | "baseline" | "candidate";
interface RunResult {
  round: number;
  scenario: string;
  target: TargetName;
  at: Date;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  machine: MachineDuring;
}

const workDir = mkdtempSync(path.join(os.tmpdir(), "nordhem-bench-"));
const apps: AppProcess[] = [];
const staticServers: ChildProcess[] = [];
let cleaningUp: Promise<void> | undefined;
function cleanUp() {
  cleaningUp ??= (async () => {
    for (const server of staticServers) server.kill("SIGTERM");
    await Promise.allSettled(apps.map((app) => app.stop()));
    // Apps interrupted while starting (or seeding) are not in `apps` yet.
    await stopStarting();
    rmSync(workDir, { recursive: true, force: true });
  })();
  return cleaningUp;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

async function main() {
  const started = new Date();
  const targets = [
    ...(baselineDir ? [{ label: "baseline" as const, dir: baselineDir, port: basePort }] : []),
    { label: "candidate" as const, dir: candidateDir, port: basePort + 1 },
  ];
  log(`Starting ${targets.map((t) => `${t.label} (${t.dir})`).join(" and ")}; work directory ${workDir}`);
  const startedApps = await Promise.all(targets.map((target) => startSeeded(target.label, target.dir, target.port)));
  apps.push(...startedApps.map((s) => s.app));
  const memory = new Map<string, Record<string, Memory>>();
  for (const { app, ready } of startedApps) memory.set(app.label, { "after start": ready });

  const byLabel = new Map(apps.map((app) => [app.label, app]));
  const candidate = byLabel.get("candidate") as AppProcess;
  const sessions = new Map<string, Session>();
  for (const app of apps) sessions.set(app.label, await logIn(app));

  const scenarios = await scenariosOf(candidate);
  // The pages, checked on each app, and the candidate's bytes for the static servers.
  const htmlBytes = new Map<string, Record<string, number>>();
  const staticPorts = new Map<string, number>();
  for (const [index, scenario] of scenarios.entries()) {
    const sizes: Record<string, number> = {};
    for (const app of apps) {
      const page = await capture(app, scenario, sessions.get(app.label));
      sizes[app.label] = page.body.length;
      if (app === candidate) {
        const port = basePort + 2 + index;
        await startStatic(scenario, page, port);
        staticPorts.set(scenario.name, port);
      }
    }
    htmlBytes.set(scenario.name, sizes);
  }

  const appsInOrder = (turn: number) => rotate(apps, turn);
  if (measureMemory) {
    for (const loadRun of [1, 2]) {
      for (const app of appsInOrder(loadRun - 1)) {
        log(`memory: ${app.label}, logged-in load ${loadRun} (${memorySeconds} s)`);
        const loggedIn = scenarios.find((s) => s.session) ?? loggedInScenario();
        await load(app.port, loggedIn, memorySeconds, sessions.get(app.label));
        const entry = memory.get(app.label) as Record<string, Memory>;
        entry[`after load ${loadRun}`] = memoryOf(app.serverPid);
      }
    }
  }

  const urlOf = (target: TargetName, scenario: Scenario) =>
    target === "static" ? (staticPorts.get(scenario.name) as number) : (byLabel.get(target) as AppProcess).port;
  const targetNames: TargetName[] = ["static", ...apps.map((app) => app.label as TargetName)];

  if (warmupSeconds > 0) {
    log(`warm-up: ${warmupSeconds} s per page and server`);
    for (const scenario of scenarios) {
      for (const target of targetNames) {
        await load(urlOf(target, scenario), scenario, warmupSeconds, sessionFor(target, sessions));
      }
    }
  }

  const results: RunResult[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const scenario of scenarios) {
      for (const target of rotate(targetNames, round - 1)) {
        const at = new Date();
        const before = cpuTimes();
        const outcome = await load(urlOf(target, scenario), scenario, seconds, sessionFor(target, sessions));
        const result = { round, scenario: scenario.name, target, at, ...outcome, machine: machineSince(before) };
        results.push(result);
        log(
          `round ${round} ${scenario.name} ${target}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, load ${result.machine.load1}, steal ${result.machine.stealPercent.toFixed(1)} %`,
        );
      }
    }
  }
  for (const app of apps)
    (memory.get(app.label) as Record<string, Memory>)["after the rounds"] = memoryOf(app.serverPid);

  const report = { started, ended: new Date(), scenarios, targetNames, results, htmlBytes, memory };
  printReport(report);
  if (env.BENCH_JSON) {
    const json = {
      ...report,
      htmlBytes: Object.fromEntries(htmlBytes),
      memory: Object.fromEntries(memory),
      apps: apps.map((app) => ({ label: app.label, dir: app.dir, serve: app.serveScript })),
      settings: { seconds, rounds, warmupSeconds, connections, memorySeconds, acceptEncoding: acceptEncoding ?? null },
    };
    writeFileSync(env.BENCH_JSON, `${JSON.stringify(json, null, 2)}\n`);
    log(`figures written to ${env.BENCH_JSON}`);
  }
}

function sessionFor(target: TargetName, sessions: Map<string, Session>) {
  // The static server ignores cookies; the candidate's session is sent so that its requests are alike.
  return sessions.get(target === "static" ? "candidate" : target);
}

function log(message: string) {
  console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function rotate<T>(items: T[], by: number): T[] {
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The first start migrates and seeds, as `npm start` does locally (APP_ENV=local seeds the demo
 * accounts); its memory is not the app's. The second start, on that data, is the measured one,
 * by default as in production (APP_ENV=prod: page data and search answers unchecked, no
 * simulators), with what production requires: its own key, public origins, an SMTP server
 * (a closed port: the bench sends no e-mail).
 */
async function startSeeded(label: string, dir: string, port: number) {
  const dataDir = path.join(workDir, label, "pglite");
  mkdirSync(dataDir, { recursive: true });
  const common = {
    NODE_ENV: "production",
    DATABASE_URL: "",
    PGLITE_DATA_DIR: dataDir,
    SEED_DEMO_DATA: "true",
    RATE_LIMIT_PER_MINUTE: "1000000000",
    PAGE_RATE_LIMIT_PER_MINUTE: "1000000000",
    // A session outlives the whole bench (the longest allowed).
    SESSION_MINUTES: "1440",
    LOG_LEVEL: env.BENCH_LOG_LEVEL ?? "warn",
  };
  const production = appEnvName === "prod" || appEnvName === "preprod";
  const measuredEnv = {
    ...common,
    APP_ENV: appEnvName,
    ...(production
      ? {
          AUTH_SECRET: randomBytes(32).toString("hex"),
          HOST_MAP: Object.entries(BENCH_HOSTS)
            .map(([name, site]) => `http://${name}=${site}`)
            .join(","),
          SMTP_URL: "smtp://127.0.0.1:9",
        }
      : {}),
  };
  const logFile = path.join(workDir, `${label}.log`);
  const seeding = await startApp({
    label,
    dir,
    port,
    env: { ...common, APP_ENV: "local" },
    logFile,
    timeoutMs: 600_000,
  });
  await seeding.stop();
  const app = await startApp({ label, dir, port, env: measuredEnv, logFile, timeoutMs: 180_000 });
  const ready = memoryOf(app.serverPid);
  log(`${label} ready (APP_ENV=${appEnvName}): pid ${app.serverPid}, VmRSS ${ready.rssMb.toFixed(0)} MB`);
  return { app, ready };
}

interface Session {
  cookie: string;
  firstName: string;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  port: number,
  method: "GET" | "POST",
  pathName: string,
  headers: Record<string, string>,
  payload?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: "127.0.0.1", port, method, path: pathName, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

/**
 * Logs in as a browser would (a same-origin POST with its Origin) and returns the Cookie header
 * it would send afterwards, and the user's first name (the logged-in page must show it).
 */
async function logIn(app: AppProcess): Promise<Session> {
  const payload = JSON.stringify({ email: account, password });
  const answer = await request(
    app.port,
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
  const body = answer.body.toString("utf8");
  if (answer.status !== 200 || !body.includes('"status":"Ok"')) {
    throw new Error(`${app.label}: login as ${account} answered ${answer.status} ${body.slice(0, 200)}`);
  }
  const cookies = (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0] as string);
  if (!cookies.some((cookie) => cookie.startsWith("nordhem_session="))) {
    throw new Error(`${app.label}: the login set no session cookie`);
  }
  const firstName = (JSON.parse(body) as { user?: { firstName?: string } }).user?.firstName ?? "";
  return { cookie: cookies.join("; "), firstName };
}

function loggedInScenario(): Scenario {
  return { name: "logged-in", title: "start page, logged in", path: "/", loadPath: "/", session: true };
}

async function scenariosOf(candidate: AppProcess): Promise<Scenario[]> {
  const homePath = scenarioNames.includes("home") ? (env.BENCH_HOME_PATH ?? (await firstHomePath(candidate))) : "";
  const all: Scenario[] = [
    { name: "start", title: "start page (sv), anonymous", path: "/", loadPath: "/", session: false },
    { name: "career", title: "/karriar/, anonymous", path: "/karriar/", loadPath: "/karriar/", session: false },
    loggedInScenario(),
    {
      name: "utm",
      title: "start page, unique ?utm_source",
      path: "/?utm_source=bench",
      loadPath: "/?utm_source=[<id>]",
      session: false,
    },
    {
      name: "search",
      title: "/sok-bostad/, anonymous",
      path: "/sok-bostad/",
      loadPath: "/sok-bostad/",
      session: false,
    },
    { name: "home", title: `home page ${homePath}`, path: homePath, loadPath: homePath, session: false },
  ];
  return all.filter((scenario) => scenarioNames.includes(scenario.name));
}

async function firstHomePath(app: AppProcess): Promise<string> {
  const answer = await request(app.port, "GET", "/sitemap.xml", { host });
  // Homes are the deepest residence pages: /bostader/<county>/<municipality>/<area>/<stage>/<home>/.
  const match = /<loc>https?:\/\/[^/<]+(\/bostader\/(?:[^/<]+\/){5})<\/loc>/.exec(answer.body.toString("utf8"));
  if (!match?.[1]) throw new Error("no home page in the candidate's sitemap; set BENCH_HOME_PATH");
  return match[1];
}

function headersFor(session: Session | undefined): Record<string, string> {
  return {
    host,
    ...(session ? { cookie: session.cookie } : {}),
    ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
  };
}

function decoded(answer: Answer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(answer.body).toString("utf8");
  return answer.body.toString("utf8");
}

/** The page as the app serves it to this scenario's visitor, checked to be what the scenario claims. */
async function capture(app: AppProcess, scenario: Scenario, session: Session | undefined): Promise<Answer> {
  const answer = await request(app.port, "GET", scenario.path, headersFor(scenario.session ? session : undefined));
  if (answer.status !== 200) throw new Error(`${app.label}: ${scenario.path} answered ${answer.status}`);
  const html = decoded(answer);
  // A page that knows its visitor shows the name or at least is kept by no cache.
  const personal =
    (session?.firstName && html.includes(session.firstName)) ||
    String(answer.headers["cache-control"] ?? "").includes("private");
  if (scenario.session && !personal) {
    throw new Error(
      `${app.label}: the logged-in page neither names the user nor is private: the session was not taken`,
    );
  }
  return answer;
}

async function startStatic(scenario: Scenario, page: Answer, port: number) {
  const bodyFile = path.join(workDir, `${scenario.name}.body`);
  writeFileSync(bodyFile, page.body);
  const headers: Record<string, string> = { "content-type": String(page.headers["content-type"]) };
  if (page.headers["content-encoding"]) headers["content-encoding"] = String(page.headers["content-encoding"]);
  const child = fork(path.join(benchDir, "static-server.mjs"), [String(port), bodyFile, JSON.stringify(headers)], {
    // Plain node: not the loader this script runs under.
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  staticServers.push(child);
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`static server for ${scenario.name} exited (${code})`)));
  });
}

/** One autocannon run in a process of its own (the load generator shares no event loop with a server). */
async function load(port: number, scenario: Scenario, duration: number, session: Session | undefined) {
  const options = {
    url: `http://127.0.0.1:${port}${scenario.loadPath}`,
    connections,
    duration,
    headers: headersFor(scenario.session ? session : undefined),
    idReplacement: scenario.loadPath.includes("[<id>]"),
  };
  const { stdout } = await run(process.execPath, [loadGenerator, JSON.stringify(options)], {
    maxBuffer: 10 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function checkoutOf(dir: string) {
  try {
    const commit = execFileSync("git", ["-C", dir, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["-C", dir, "status", "--porcelain", "--untracked-files=no"], {
      encoding: "utf8",
    }).trim();
    return `${dir} (commit ${commit}${dirty ? ", with uncommitted changes" : ""}; serve: \`${serveScriptOf(dir)}\`)`;
  } catch {
    return `${dir} (serve: \`${serveScriptOf(dir)}\`)`;
  }
}

function printReport(report: {
  started: Date;
  ended: Date;
  scenarios: Scenario[];
  targetNames: TargetName[];
  results: RunResult[];
  htmlBytes: Map<string, Record<string, number>>;
  memory: Map<string, Record<string, Memory>>;
}) {
  const { results } = report;
  const time = (date: Date) => date.toISOString().slice(11, 16);
  const range = (values: number[], digits: number) =>
    `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
  const out: string[] = [];
  out.push(
    `\n## npm run bench, ${report.started.toISOString().slice(0, 10)} ${time(report.started)}–${time(report.ended)} UTC\n`,
  );
  for (const app of apps) out.push(`- ${app.label}: ${checkoutOf(app.dir)}`);
  out.push(
    `- ${connections} connections, ${seconds} s per run, ${rounds} round(s), ${warmupSeconds} s warm-up per page and server; Accept-Encoding: ${acceptEncoding ?? "none"}`,
    `- machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}); over the runs load average ${range(
      results.map((r) => r.machine.load1),
      1,
    )}, CPU steal ${range(
      results.map((r) => r.machine.stealPercent),
      1,
    )} %`,
    "- static: a plain node:http process holding the candidate's bytes of the page; share = the app's median req/s ÷ the static server's median req/s (in brackets: the lowest and highest share of a single round)\n",
  );
  const header = ["page", "HTML bytes", ...report.targetNames.map((t) => `${t} req/s · p50 / p99 ms`)];
  const shares = report.targetNames.filter((t) => t !== "static").map((t) => `${t} share`);
  out.push(`| ${[...header, ...shares].join(" | ")} |`);
  out.push(`| ${[...header, ...shares].map((_, i) => (i < 1 ? "---" : "---:")).join(" | ")} |`);
  for (const scenario of report.scenarios) {
    const medians = new Map(
      report.targetNames.map((target) => {
        const runs = results.filter((r) => r.scenario === scenario.name && r.target === target);
        const failed = runs.some((r) => r.non2xx > 0 || r.errors > 0);
        return [
          target,
          {
            rps: median(runs.map((r) => r.rps)),
            p50: median(runs.map((r) => r.p50)),
            p99: median(runs.map((r) => r.p99)),
            failed,
          },
        ];
      }),
    );
    const staticRps = medians.get("static")?.rps ?? Number.NaN;
    const sizes = report.htmlBytes.get(scenario.name) ?? {};
    const cells = [
      scenario.title,
      apps.map((app) => `${(sizes[app.label] ?? 0).toLocaleString("en")}`).join(" / "),
      ...report.targetNames.map((target) => {
        const m = medians.get(target);
        if (!m) return "";
        return `${m.rps.toFixed(0)} · ${m.p50} / ${m.p99}${m.failed ? " (errors!)" : ""}`;
      }),
      ...report.targetNames
        .filter((t) => t !== "static")
        .map((target) => {
          const share = `${((100 * (medians.get(target)?.rps ?? 0)) / staticRps).toFixed(1)} %`;
          // The spread of the rounds' own shares (each app against the static run of its round).
          const perRound = results
            .filter((r) => r.scenario === scenario.name && r.target === target)
            .map((r) => {
              const yardstick = results.find(
                (s) => s.scenario === scenario.name && s.target === "static" && s.round === r.round,
              );
              return (100 * r.rps) / (yardstick?.rps ?? Number.NaN);
            });
          return perRound.length > 1 ? `${share} (${range(perRound, 1)})` : share;
        }),
    ];
    out.push(`| ${cells.join(" | ")} |`);
  }
  out.push(`\nHTML bytes: ${apps.map((app) => app.label).join(" / ")}.\n`);

  out.push("Every run:\n");
  out.push(
    "| round | time | page | server | req/s | p50 ms | p99 ms | non-2xx | errors | load 1 min | steal % | busy % |",
  );
  out.push("| ---: | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of results) {
    out.push(
      `| ${r.round} | ${r.at.toISOString().slice(11, 19)} | ${r.scenario} | ${r.target} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.machine.load1.toFixed(2)} | ${r.machine.stealPercent.toFixed(1)} | ${r.machine.busyPercent.toFixed(0)} |`,
    );
  }

  const stages = [...new Set([...report.memory.values()].flatMap((entry) => Object.keys(entry)))];
  out.push(
    `\nServer memory, VmRSS / VmHWM in MB (/proc/<pid>/status of the serving node process${measureMemory ? `; loads: ${memorySeconds} s of the logged-in start page each` : ""}):\n`,
  );
  out.push(`| server | ${stages.join(" | ")} |`);
  out.push(`| --- | ${stages.map(() => "---:").join(" | ")} |`);
  for (const [label, entry] of report.memory) {
    const cells = stages.map((stage) => {
      const m = entry[stage];
      return m ? `${m.rssMb.toFixed(0)} / ${m.hwmMb.toFixed(0)}` : "";
    });
    out.push(`| ${label} | ${cells.join(" | ")} |`);
  }
  console.log(out.join("\n"));
}
