import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { DatabaseHandle } from "~/db/client";
import { outbox, users } from "~/db/schema";
import { hashPassword } from "~/features/account/passwords.server";
import { startTestSmtpServer, type TestSmtpServer } from "~/test/smtp-server";
import { createTestApp, openTestDatabase, testFeatureDeps } from "~/test/test-app";
import { createFeatureModules, jobsOf } from "./features";
import { createJobs, defineJob, type Jobs } from "./jobs";

/** Background jobs (src/server/jobs.ts, decision 015) on the test database, PGlite or PostgreSQL. */

const quiet = { error: () => undefined, warn: () => undefined };

describe("background jobs", () => {
  let database: DatabaseHandle;
  let jobs: Jobs;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
  });
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  it("a job that fails twice is retried, with its payload checked, and then succeeds", async () => {
    jobs = createJobs({ database, workers: true, pollingIntervalSeconds: 0.5, log: quiet });
    const tries: { at: number; payload: unknown }[] = [];
    const flaky = defineJob({
      name: "test.flaky",
      schema: z.object({ orderId: z.number().int() }),
      retry: { limit: 3, delaySeconds: 1, backoff: false },
      handle: async (payload) => {
        tries.push({ at: Date.now(), payload });
        if (tries.length < 3) throw new Error(`attempt ${tries.length} fails`);
      },
    });
    await jobs.start([flaky]);
    // A payload that does not fit its schema is refused when sent, never queued.
    await expect(jobs.send(flaky, { orderId: "x" } as unknown as { orderId: number })).rejects.toThrow();

    await jobs.send(flaky, { orderId: 42 });
    await jobs.settled(["test.flaky"], 20_000);
    expect(tries.map((t) => t.payload)).toEqual([{ orderId: 42 }, { orderId: 42 }, { orderId: 42 }]);
    // The retries waited for their delay.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(900);
  });

  it("stopping waits for a running job and takes no new ones", async () => {
    const local = createJobs({ database, workers: true, pollingIntervalSeconds: 0.5, log: quiet });
    let finished = 0;
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = defineJob({
      name: "test.slow",
      schema: z.object({}),
      handle: async () => {
        release();
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished++;
      },
    });
    await local.start([slow]);
    await local.send(slow, {});
    await started;
    await local.stop(5_000);
    expect(finished).toBe(1);
  });
});

describe("e-mail delivery as a job", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ({ app, database } = await createTestApp({ env: { SMTP_URL: smtp.url } }));
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("a mail the SMTP server refuses is retried and then delivered; the mailbox shows both attempts", async () => {
    const email = `retry.${Date.now()}@example.se`;
    await database.db.insert(users).values({
      email,
      passwordHash: await hashPassword("hemligt123"),
      firstName: "Rut",
      lastName: "Retry",
      homeSite: "sv",
    });
    smtp.refuseNext(1);
    const asked = await app.inject({
      method: "POST",
      url: "/api/forgotpassword",
      headers: { host: "localhost" },
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);

    const outboxOf = async () => {
      const response = await app.inject({
        url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
        headers: { host: "localhost" },
      });
      return response.json().messages as { attempts: number; sentAt: string | null; error: string | null }[];
    };
    await vi.waitFor(
      async () => {
        const [message] = await outboxOf();
        expect(message?.sentAt).not.toBeNull();
      },
      { timeout: 20_000, interval: 100 },
    );
    const [message] = await outboxOf();
    expect(message).toMatchObject({ attempts: 2, error: null });
    expect(smtp.received.filter((mail) => mail.to.some((to) => to.includes(email)))).toHaveLength(1);
    const page = await app.inject({
      url: `/dev/mailbox?to=${encodeURIComponent(email)}`,
      headers: { host: "localhost" },
    });
    expect(page.body).toContain("(2 attempts)");
    // Delivered over SMTP: the stored copy keeps no body with the reset link.
    const [stored] = await database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(stored?.text).toBe("");
  });
});

// On PostgreSQL a deployment may run web processes without workers and a worker process beside them.
describe.runIf(process.env.TEST_DATABASE_URL)("web processes without workers (WORKERS=0, PostgreSQL)", () => {
  it("a web process queues the mail, and a worker process delivers it", async () => {
    const { app, database } = await createTestApp({ env: { WORKERS: "0" } });
    try {
      const email = `queued.${Date.now()}@example.se`;
      await database.db.insert(users).values({
        email,
        passwordHash: await hashPassword("hemligt123"),
        firstName: "Ulf",
        lastName: "Kö",
        homeSite: "sv",
      });
      await app.inject({
        method: "POST",
        url: "/api/forgotpassword",
        headers: { host: "localhost" },
        payload: { email },
      });
      const [queued] = await database.db.select().from(outbox).where(eq(outbox.to, email));
      expect(queued).toMatchObject({ attempts: 0, sentAt: null });

      // What `npm run worker` starts: the same features' jobs, with workers.
      const worker = createJobs({ database, workers: true, pollingIntervalSeconds: 0.5, log: quiet });
      const deps = testFeatureDeps(database, { MAIL_RETRY_SECONDS: "1" });
      const features = createFeatureModules({ ...deps, jobs: worker });
      await worker.start(jobsOf(features, deps.throttle));
      await worker.settled(["mail.deliver"], 20_000);
      await worker.stop();
      const [delivered] = await database.db.select().from(outbox).where(eq(outbox.to, email));
      expect(delivered?.sentAt).not.toBeNull();
      expect(delivered?.attempts).toBe(1);
    } finally {
      await app.close();
    }
  });
});
