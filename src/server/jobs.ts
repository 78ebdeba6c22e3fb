import PgBoss from "pg-boss";
import type { z } from "zod";
import type { DatabaseHandle } from "~/db/client";

/**
 * Background jobs on the application's own database (pg-boss; PGlite by default, PostgreSQL with
 * DATABASE_URL). Features declare their jobs in their feature module (`jobs` beside `routes`),
 * each with a zod schema of its payload; anything may send one. Decision 015.
 */

export interface JobDefinition<T = unknown> {
  /** Queue name, "<feature>.<what>", e.g. "mail.deliver". */
  name: string;
  /** The payload's schema: checked when a job is sent and again when a worker takes it. */
  schema: z.ZodType<T>;
  handle: (payload: T) => Promise<void>;
  /** Retries after a failure: `delaySeconds`, doubled each time when `backoff`. */
  retry?: { limit: number; delaySeconds: number; backoff?: boolean };
  /** Cron expression (UTC) for a scheduled job; its payload must then accept `{}`. */
  schedule?: string;
  /** A running job that takes longer is failed (and retried). */
  expireInSeconds?: number;
  /** How often an idle worker of this queue asks for work (default: the app's; pg-boss allows 0.5). */
  pollingIntervalSeconds?: number;
  /**
   * Jobs taken per fetch and handled together (default 1): a queue that must drain a burst fast
   * (click to buy's holds) takes several per poll instead of one per interval. A failed job of a
   * batch is failed alone; the others complete.
   */
  batchSize?: number;
}

/** Jobs of different payloads in one list (a feature module's `jobs`). */
// biome-ignore lint/suspicious/noExplicitAny: the payload type is each definition's own; `send` keeps it.
export type AnyJobDefinition = JobDefinition<any>;

/** A job definition with its payload's type kept (`jobs: [defineJob({...})]` in a feature module). */
export function defineJob<T>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}

/** What features use: sending a job by its definition, so the payload is typed and checked. */
export interface JobQueue {
  send<T>(definition: JobDefinition<T>, payload: T): Promise<void>;
  /** Resolves when no job of these queues is waiting or running (tests, a clean shutdown). */
  settled(queues: string[], timeoutMs?: number): Promise<void>;
}

export interface Jobs extends JobQueue {
  /** Creates the queues and schedules; starts the workers when `workers` is on. */
  start(definitions: AnyJobDefinition[]): Promise<void>;
  /** Takes no more jobs and waits for running ones, at most `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobsOptions {
  database: DatabaseHandle;
  /** Run workers in this process (WORKERS; always on with PGlite, which is one process). */
  workers: boolean;
  /** How often an idle worker asks for work. */
  pollingIntervalSeconds?: number;
  log: { error(message: string, error: unknown): void; warn(message: string): void };
}

/**
 * pg-boss through the application's own connection: PGlite has one, and on PostgreSQL the pool
 * (with its outage handling, decision 012) serves it like any other statement.
 */
function adapterOf(database: DatabaseHandle, stopping: () => boolean) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      try {
        return await database.execute(text, values);
      } catch (error) {
        // Once the queue is stopping, a job a worker took at the last moment may end after the
        // database closed: pg-boss's write of its outcome (not awaited by pg-boss) would be an
        // unhandled rejection. It is dropped instead (as a write of no rows); the job stays active,
        // expires and is taken again (delivery is at least once, so handlers are idempotent).
        if (stopping()) return { rows: [{ count: 0 }] };
        throw error;
      }
    },
  };
}

export function createJobs(options: JobsOptions): Jobs {
  let stopped = false;
  const boss = new PgBoss({
    db: adapterOf(options.database, () => stopped),
    schema: "pgboss",
    // Maintenance (expiring, archiving) and the cron timekeeper run where the workers run.
    supervise: options.workers,
    schedule: options.workers,
    migrate: true,
  } as PgBoss.ConstructorOptions);
  boss.on("error", (error) => options.log.error("background jobs", error));
  let started: Promise<void> | undefined;
  /** This process's workers by queue: a job sent here wakes them instead of waiting for their next poll. */
  const localWorkers = new Map<string, string[]>();

  async function ensureStarted() {
    started ??= boss.start().then(() => undefined);
    await started;
  }

  return {
    async send(definition, payload) {
      const checked = definition.schema.parse(payload);
      await ensureStarted();
      await boss.send(definition.name, checked as object);
      // Never once the queue is stopping: a woken worker would fetch a job after the stop and run it
      // against a database that is closing (an unhandled failure PostgreSQL's test run showed).
      if (!stopped) for (const workerId of localWorkers.get(definition.name) ?? []) boss.notifyWorker(workerId);
    },

    async start(definitions) {
      await ensureStarted();
      for (const definition of definitions) {
        const retry = definition.retry ?? { limit: 3, delaySeconds: 30, backoff: true };
        await boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: retry.limit,
          retryDelay: retry.delaySeconds,
          retryBackoff: retry.backoff ?? true,
          expireInSeconds: definition.expireInSeconds ?? 300,
        });
        if (definition.schedule && options.workers) {
          await boss.schedule(definition.name, definition.schedule, {}, { tz: "UTC" });
        }
        if (!options.workers) continue;
        const workerId = await boss.work(
          definition.name,
          {
            pollingIntervalSeconds: definition.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2,
            batchSize: definition.batchSize ?? 1,
          },
          async (batch) => {
            const failed: string[] = [];
            await Promise.all(
              batch.map(async (job) => {
                const parsed = definition.schema.safeParse(job.data);
                if (!parsed.success) {
                  // A payload that no longer fits its schema cannot succeed on a retry either.
                  options.log.warn(`job ${definition.name} ${job.id} dropped: its payload does not fit the schema`);
                  return;
                }
                if (batch.length === 1) return definition.handle(parsed.data);
                try {
                  await definition.handle(parsed.data);
                } catch (error) {
                  options.log.error(`job ${definition.name} ${job.id}`, error);
                  failed.push(job.id);
                }
              }),
            );
            // Failed alone (and retried by the queue's policy); pg-boss completes the rest.
            if (failed.length > 0) await boss.fail(definition.name, failed);
          },
        );
        localWorkers.set(definition.name, [...(localWorkers.get(definition.name) ?? []), workerId]);
      }
    },

    async stop(timeoutMs = 8_000) {
      if (stopped || !started) return;
      stopped = true;
      await started.catch(() => undefined);
      // graceful: running jobs may finish (within the bound); no new ones are fetched.
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false, wait: true });
    },

    async settled(queues, timeoutMs = 10_000) {
      await ensureStarted();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        let pending = 0;
        for (const queue of queues) pending += await boss.getQueueSize(queue, { before: "completed" });
        if (pending === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs of ${queues.join(", ")} still pending after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
