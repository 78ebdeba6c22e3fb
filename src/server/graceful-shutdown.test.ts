import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client";
import {
  acknowledgedVisitors,
  freePort,
  httpRequest,
  insertLoadTarget,
  type LoadOutcome,
  networkErrorName,
  readShowings,
  startLoad,
  storedVisits,
  tally,
  writeVisit,
} from "~/test/http-load";
import { hasServerBuild } from "~/test/test-app";
import { DEFAULT_IDLE_GRACE_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS } from "./shutdown";

/**
 * Decision 012: SIGTERM under load. The real server process (the compiled one that `npm start`,
 * `npm run serve` and the browser journeys run, decision 029) takes reads and acknowledged writes over 10 keep-alive connections when it
 * is told to stop. No request sent on an open connection may end in a reset or a 5xx, no
 * acknowledged write may be lost, and the process must exit 0 within its bound.
 */

const CONNECTIONS = 10;

/** The compiled server (scripts/build-server.mjs), beside React Router's build. */
const compiledServer = path.resolve("build/app/main.js");
const hasBuilds = () => hasServerBuild() && existsSync(compiledServer);
const buildPresent = hasBuilds();
if (!buildPresent) {
  console.warn('SKIPPED graceful-shutdown.test.ts: no production build in ./build (run "npm run build")');
}

interface ServerProcess {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  output: () => string;
}

/** Starts `node build/app/main.js` on a free port and waits until it is ready. */
async function startServer(dataDir: string): Promise<ServerProcess> {
  // A second attempt covers a port taken in between, or a build being rewritten by someone else.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child = spawn(process.execPath, [compiledServer], {
      cwd: path.resolve("."),
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        APP_ENV: "local",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: "",
        PGLITE_DATA_DIR: dataDir,
        SEED_DEMO_DATA: "false",
        LOG_LEVEL: "info",
        RATE_LIMIT_PER_MINUTE: "1000000",
      },
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    let hasExited = false;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
      child.once("exit", (code, signal) => {
        hasExited = true;
        resolve({ code, signal, at: Date.now() });
      }),
    );
    const deadline = Date.now() + 60_000;
    while (!hasExited && Date.now() < deadline) {
      try {
        if ((await httpRequest({ port, method: "GET", path: "/api/ready" })).status === 200) {
          return { child, port, exited, output: () => output };
        }
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill("SIGKILL");
    await exited;
    if (attempt >= 2) throw new Error(`the server did not start (attempt ${attempt}):\n${output.slice(-4000)}`);
    // A rebuild replaces ./build: wait (bounded) until its server bundles are back.
    const rebuildDeadline = Date.now() + 60_000;
    while (!hasBuilds() && Date.now() < rebuildDeadline) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!buildPresent)("graceful shutdown under load (needs the production build in ./build)", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "nordhem-shutdown-"));
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers every request sent on an open connection, loses no acknowledged write and exits 0 in time", async () => {
    // The database with something to read and to visit, closed again before the server opens it.
    const setup = await openDatabase({ pgliteDataDir: dataDir });
    await setup.migrate();
    const target = await insertLoadTarget(setup.db);
    await setup.close();

    server = await startServer(dataDir);
    const { port } = server;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    // Each worker stops at its first failure to get an answer: after the drain that is a refused
    // new connection, since the listener is closed.
    const load = startLoad({
      workers: CONNECTIONS,
      next: (worker, sequence) =>
        (worker + sequence) % 2 === 0
          ? { kind: "read", send: () => readShowings(port, target.stageId, agent) }
          : { kind: "write", send: () => writeVisit(port, target.areaId, agent) },
      until: (outcome) => outcome.error !== undefined,
    });
    // Readiness on a keep-alive connection of its own, as a load balancer's health check.
    const readinessAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const readiness: { status?: number; connection?: string; error?: string; at: number }[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        try {
          const answer = await httpRequest({ port, method: "GET", path: "/api/ready", agent: readinessAgent });
          readiness.push({ status: answer.status, connection: String(answer.headers.connection), at: Date.now() });
          if (answer.status !== 200) return;
        } catch (error) {
          readiness.push({ error: networkErrorName(error), at: Date.now() });
          return;
        }
      }
    })();

    // And one keep-alive connection that stays idle: it gets the grace, then a FIN (not a reset).
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await httpRequest({ port, method: "GET", path: "/api/health", agent: idleAgent });
    const idleSocket = Object.values(idleAgent.freeSockets).flat()[0];
    expect(idleSocket).toBeDefined();
    const idleEnd: { endedAt?: number; error?: string } = {};
    idleSocket?.once("end", () => {
      idleEnd.endedAt = Date.now();
    });
    idleSocket?.once("error", (error) => {
      idleEnd.error = networkErrorName(error);
    });

    try {
      // Under load on all connections before the signal.
      const deadline = Date.now() + 30_000;
      while (load.outcomes.length < 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(load.outcomes.length).toBeGreaterThanOrEqual(200);

      const signalledAt = Date.now();
      server.child.kill("SIGTERM");
      const exit = await withDeadline(server.exited, DEFAULT_SHUTDOWN_TIMEOUT_MS + 5_000, "the server did not exit");
      await load.finished;
      probing = false;
      await probe;

      const afterSignal = load.outcomes.filter((o) => o.at >= signalledAt);
      console.info(
        `graceful-shutdown: exit ${exit.code} after ${exit.at - signalledAt} ms; outcomes ${JSON.stringify(
          tally(load.outcomes),
        )}; after the signal ${JSON.stringify(tally(afterSignal))}; readiness ${JSON.stringify(readiness.slice(-2))}; idle connection ended ${
          idleEnd.endedAt === undefined ? "never" : `${idleEnd.endedAt - signalledAt} ms after the signal`
        }`,
      );

      // A refused connection is a new connection opened after the listener closed: nothing was
      // sent on it, and a client (or load balancer) takes it to another process. Everything
      // else that got no answer, and every 5xx, is a failure.
      const refused = load.outcomes.filter((o) => o.error === "ECONNREFUSED");
      const failed = load.outcomes.filter(
        (o) => (o.error !== undefined && o.error !== "ECONNREFUSED") || (o.answer && o.answer.status >= 300),
      );
      expect(failed.map(describeOutcome), server.output().slice(-4000)).toEqual([]);
      expect(refused.length).toBeLessThanOrEqual(CONNECTIONS);
      // Readiness turned 503 (and the connection was closed after it) before the process went away.
      expect(readiness.at(-1)).toMatchObject({ status: 503, connection: "close" });
      // The idle connection was ended gracefully, and not before the grace was over.
      expect(idleEnd.error).toBeUndefined();
      expect(idleEnd.endedAt).toBeDefined();
      expect(idleEnd.endedAt! - signalledAt).toBeGreaterThanOrEqual(DEFAULT_IDLE_GRACE_MS - 50);

      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.at - signalledAt).toBeLessThan(DEFAULT_SHUTDOWN_TIMEOUT_MS);
    } finally {
      probing = false;
      await load.stop();
      await probe;
      agent.destroy();
      readinessAgent.destroy();
      idleAgent.destroy();
    }

    const acknowledged = acknowledgedVisitors(load.outcomes);
    expect(acknowledged.length).toBeGreaterThan(50);
    const reopened = await openDatabase({ pgliteDataDir: dataDir });
    try {
      expect(await storedVisits(reopened.db, acknowledged)).toBe(acknowledged.length);
    } finally {
      await reopened.close();
    }
  }, 180_000);
});

function describeOutcome(outcome: LoadOutcome): string {
  return outcome.answer
    ? `${outcome.kind}: ${outcome.answer.status} ${outcome.answer.body.slice(0, 200)}`
    : `${outcome.kind}: ${outcome.error}`;
}

/** The promise's value, or an error once `ms` have passed. */
async function withDeadline<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
