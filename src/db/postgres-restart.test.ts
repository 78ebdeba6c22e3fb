import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import {
  acknowledgedVisitors,
  freePort,
  httpRequest,
  insertLoadTarget,
  type LoadOutcome,
  readShowings,
  startLoad,
  storedVisits,
  tally,
  writeVisit,
} from "~/test/http-load";
import { createTestApp } from "~/test/test-app";

/**
 * Decision 012: the app lives through PostgreSQL restarts. A cluster of our own (Debian's
 * initdb and pg_ctl, as .ci/run starts one) is restarted under light load of reads and
 * acknowledged writes; nothing may answer 500 or cut a connection, the app recovers by itself,
 * and every acknowledged write is in the database afterwards.
 */

const execFileAsync = promisify(execFile);

/** The newest PostgreSQL's binaries under Debian's layout, if any. */
function postgresBinaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => ["initdb", "pg_ctl"].every((tool) => existsSync(path.join(root, version, "bin", tool))))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, "bin") : undefined;
}

const binaries = postgresBinaries();
if (!binaries) {
  console.warn(
    "SKIPPED postgres-restart.test.ts: no PostgreSQL binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin",
  );
}

/** A throwaway PostgreSQL cluster on 127.0.0.1; as root, its tools run as the postgres user (initdb refuses root). */
class TestCluster {
  private constructor(
    private readonly bin: string,
    readonly dir: string,
    readonly port: number,
  ) {}

  static async create(bin: string): Promise<TestCluster> {
    const dir = mkdtempSync(path.join(os.tmpdir(), "nordhem-pg-restart-"));
    const cluster = new TestCluster(bin, dir, await freePort());
    if (process.getuid?.() === 0) {
      const { stdout } = await execFileAsync("id", ["-u", "postgres"]);
      chownSync(dir, Number(stdout.trim()), -1);
    }
    await cluster.run("initdb", "-D", cluster.dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync");
    await cluster.start();
    return cluster;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDir(): string {
    return path.join(this.dir, "data");
  }

  private async run(tool: string, ...args: string[]): Promise<void> {
    const command = path.join(this.bin, tool);
    if (process.getuid?.() === 0) await execFileAsync("runuser", ["-u", "postgres", "--", command, ...args]);
    else await execFileAsync(command, args);
  }

  private serverOptions(): string[] {
    return ["-o", `-h 127.0.0.1 -p ${this.port} -k ${this.dir}`, "-l", path.join(this.dir, "log")];
  }

  start() {
    return this.run("pg_ctl", "-D", this.dataDir, ...this.serverOptions(), "-w", "start");
  }

  /** Fast: the server ends every connection at once (as a failover or an operator's restart does). */
  stop() {
    return this.run("pg_ctl", "-D", this.dataDir, "-m", "fast", "-w", "stop");
  }

  restart() {
    return this.run("pg_ctl", "-D", this.dataDir, ...this.serverOptions(), "-m", "fast", "-w", "restart");
  }

  async running(): Promise<boolean> {
    try {
      await this.run("pg_ctl", "-D", this.dataDir, "status");
      return true;
    } catch {
      return false;
    }
  }

  async destroy() {
    if (await this.running()) await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

describe.skipIf(!binaries)("a PostgreSQL restart under load (needs PostgreSQL's initdb and pg_ctl)", () => {
  let cluster: TestCluster | undefined;
  let app: FastifyInstance | undefined;
  let database: DatabaseHandle;
  let port: number;
  let target: { areaId: number; stageId: number };
  const previousUrl = process.env.TEST_DATABASE_URL;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  /**
   * Errors nobody handled: a pool without an error listener makes one of each lost connection,
   * and a process outside a test runner exits on the first.
   */
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on("uncaughtException", recordUncaught);
    process.on("unhandledRejection", recordUncaught);
    cluster = await TestCluster.create(binaries!);
    // createTestApp opens a database of its own on the server of TEST_DATABASE_URL.
    process.env.TEST_DATABASE_URL = cluster.url;
    ({ app, database } = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: "1000000" } }));
    target = await insertLoadTarget(database.db);
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    agent.destroy();
    // Closing drops the test's database: the server must be up for it.
    if (cluster && !(await cluster.running())) await cluster.start();
    await app?.close();
    await cluster?.destroy();
    process.env.TEST_DATABASE_URL = previousUrl;
    process.off("uncaughtException", recordUncaught);
    process.off("unhandledRejection", recordUncaught);
  });

  it("answers no 500 and cuts no connection, recovers by itself, and keeps every acknowledged write", async () => {
    const load = startLoad({
      workers: 4,
      next: (_worker, sequence) =>
        sequence % 2 === 0
          ? { kind: "read", send: () => readShowings(port, target.stageId, agent) }
          : { kind: "write", send: () => writeVisit(port, target.areaId, agent) },
    });
    const acknowledgedWritesSince = (time: number) =>
      load.outcomes.filter((o) => o.kind === "write" && o.answer?.status === 200 && o.at > time).length;
    const ready = () => httpRequest({ port, method: "GET", path: "/api/ready" });
    const poll = { timeout: 20_000, interval: 20 };
    let stoppedAt = Number.POSITIVE_INFINITY;
    let startedAt = Number.POSITIVE_INFINITY;

    try {
      await vi.waitFor(() => expect(acknowledgedWritesSince(0)).toBeGreaterThanOrEqual(20), poll);

      // A fast restart: PostgreSQL ends every connection, idle or busy, and is back within a second.
      await cluster!.restart();
      const restartedAt = Date.now();
      await vi.waitFor(() => expect(acknowledgedWritesSince(restartedAt)).toBeGreaterThanOrEqual(20), poll);

      // Away for a while: readiness says so, and says so no more once the server is back.
      stoppedAt = Date.now();
      await cluster!.stop();
      await vi.waitFor(async () => expect((await ready()).status).toBe(503), poll);
      await cluster!.start();
      await vi.waitFor(async () => expect((await ready()).status).toBe(200), poll);
      startedAt = Date.now();
      await vi.waitFor(() => expect(acknowledgedWritesSince(startedAt)).toBeGreaterThanOrEqual(20), poll);
    } finally {
      await load.stop();
    }

    console.info(`postgres-restart: outcomes ${JSON.stringify(tally(load.outcomes))}`);
    expect(uncaught).toEqual([]);
    // Through the fast restart every request succeeds: reads and writes the restart cut off are
    // sent again (decision 012). Only while the server is really away (stopped) may a request
    // give up, with 503 and Retry-After; nothing else, ever.
    const whileAway = (o: LoadOutcome) => o.at >= stoppedAt && o.at <= startedAt + 1_000;
    const failed = load.outcomes.filter((o) =>
      whileAway(o) ? !isAnswerAllowedDuringOutage(o) : o.answer?.status !== 200,
    );
    expect(failed.map(describeOutcome)).toEqual([]);
    expect((await ready()).status).toBe(200);

    const acknowledged = acknowledgedVisitors(load.outcomes);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(await storedVisits(database.db, acknowledged)).toBe(acknowledged.length);
  }, 90_000);
});

function isAnswerAllowedDuringOutage(outcome: LoadOutcome): boolean {
  const answer = outcome.answer;
  if (!answer) return false;
  if (answer.status === 200) return true;
  if (answer.status !== 503) return false;
  const body = JSON.parse(answer.body) as { error?: { code?: string; message?: string } };
  return (
    answer.headers["retry-after"] !== undefined &&
    body.error?.code === "service_unavailable" &&
    typeof body.error.message === "string" &&
    body.error.message.length > 0
  );
}

function describeOutcome(outcome: LoadOutcome): string {
  return outcome.answer
    ? `${outcome.kind}: ${outcome.answer.status} ${outcome.answer.body.slice(0, 200)}`
    : `${outcome.kind}: ${outcome.error}`;
}
