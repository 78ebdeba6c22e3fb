import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type FuzzTarget, formatFailures, formatRoutes, runFuzz, startFuzzTarget } from "~/test/openapi-fuzz";

/**
 * The schema-driven fuzz run of the whole JSON API (issue 11): about 1,000 requests spread over
 * every operation of the OpenAPI document, none may answer 5xx or a body that is not JSON.
 * FUZZ_SEED and FUZZ_RUNS replay or widen a run; `npm run bench:fuzz` runs 10,000 and more.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_125);
const runs = Number(process.env.FUZZ_RUNS ?? 1_000);

describe("the JSON API under a schema-driven fuzz run", () => {
  let target: FuzzTarget;
  beforeAll(async () => {
    target = await startFuzzTarget();
  });
  afterAll(async () => {
    await target?.close();
  });

  it(`answers ${runs} generated requests without a 5xx, and /api bodies are JSON (seed ${seed})`, async () => {
    const report = await runFuzz(target, { runs, seed, maxShrinks: 100 });
    const details = `seed ${seed}, ${report.requests} requests\n${formatFailures(report.failures)}\n\n${formatRoutes(report.routes)}`;

    expect(
      report.failures.map((failure) => `${failure.operation} ${failure.status} ${failure.reason}`),
      details,
    ).toEqual([]);
    // Not a vacuous pass: every operation was called, logged in too, and a good part of the
    // requests got past validation into the services (a generator that only produced 400s
    // would prove nothing).
    expect(target.operations.length).toBeGreaterThan(0);
    if (runs >= target.operations.length) {
      expect(report.routes.filter((route) => route.requests > 0)).toHaveLength(target.operations.length);
    }
    expect(report.logins).toBeGreaterThan(0);
    const successes = report.routes.reduce(
      (sum, route) =>
        sum +
        Object.entries(route.statuses)
          .filter(([status]) => status.startsWith("2"))
          .reduce((count, [, n]) => count + n, 0),
      0,
    );
    expect(successes / report.requests, details).toBeGreaterThan(0.1);
  }, 180_000);
});

describe("the fuzz harness", () => {
  it("finds, tells apart and shrinks a 500 and an /api answer that is not JSON", async () => {
    // A route that fails the way careless code does, on input its schema accepts (so no input
    // guard stops it): a number too large for a 32-bit column, and a hand-written JSON answer.
    const target = await startFuzzTarget({
      seed: false,
      configure: (app: FastifyInstance) => {
        app.withTypeProvider<ZodTypeProvider>().post(
          "/api/fuzz-canary",
          {
            config: { access: "public" },
            schema: { body: z.object({ name: z.string().max(100), count: z.number().int() }) },
          },
          async (request, reply) => {
            if (request.body.count > 2 ** 31 - 1) throw new Error("canary: value out of range for type integer");
            if (request.body.count < 0) return reply.type("application/json").send(`{"name":${request.body.name}}`);
            return { ok: true };
          },
        );
      },
    });
    try {
      const canary = target.operations.filter((operation) => operation.path === "/api/fuzz-canary");
      expect(canary).toHaveLength(1);
      const report = await runFuzz(target, { runs: 300, seed: 1, operations: canary });
      const details = formatFailures(report.failures);

      const serverError = report.failures.find((failure) => failure.reason === "server_error");
      expect(serverError?.status, details).toBe(500);
      expect(serverError?.cause).toContain("canary: value out of range for type integer");
      // Shrunk to the point: the smallest count that fails, and nothing that does not matter.
      expect(JSON.parse(String(serverError?.reproducer.payload)), details).toEqual({ name: "", count: 2 ** 31 });
      const notJson = report.failures.find((failure) => failure.reason === "invalid_json");
      expect(notJson?.status, details).toBe(200);
      expect(JSON.parse(String(notJson?.reproducer.payload)), details).toEqual({ name: "", count: -1 });
      expect(details).toContain("POST /api/fuzz-canary");
    } finally {
      await target.close();
    }
  }, 60_000);
});
