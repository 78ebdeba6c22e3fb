import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isDraining } from "~/server/shutdown";

/** Liveness and readiness for load balancers and orchestrators. */
export const systemRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  version: () => string;
  /** Only production may be indexed by search engines. */
  indexable: boolean;
}> = async (app, { ping, version, indexable }) => {
  app.get("/robots.txt", { config: { access: "public" }, schema: { hide: true } }, async (request, reply) =>
    reply
      .type("text/plain")
      // Production names the host's sitemap (src/features/seo); elsewhere crawlers are turned away.
      .send(
        indexable
          ? `User-agent: *\nAllow: /\nSitemap: ${request.origin}/sitemap.xml\n`
          : "User-agent: *\nDisallow: /\n",
      ),
  );

  app.get(
    "/api/health",
    {
      config: { access: "public", rateLimit: false },
      schema: {
        tags: ["system"],
        summary: "Liveness: the process answers",
        response: { 200: z.object({ status: z.literal("ok"), version: z.string() }) },
      },
    },
    async () => ({ status: "ok" as const, version: version() }),
  );
  app.get(
    "/api/ready",
    {
      config: { access: "public", rateLimit: false },
      schema: {
        tags: ["system"],
        summary: "Readiness: the process takes new work and the database answers",
        description:
          "503 while the process shuts down (it finishes its requests and takes no new ones) and while the database is not reachable; 200 again as soon as the database answers, without a restart.",
        response: {
          200: z.object({ status: z.literal("ready") }),
          503: z.object({ status: z.literal("unavailable") }),
        },
      },
    },
    async (request, reply) => {
      // Load balancers stop routing to a process that drains (src/server/shutdown.ts).
      if (isDraining(request.server.server)) return reply.status(503).send({ status: "unavailable" as const });
      try {
        // Asks the database now, without waiting for it to come back (decision 012).
        await ping();
        return { status: "ready" as const };
      } catch (err) {
        request.log.warn({ err }, "database not reachable");
        return reply.status(503).send({ status: "unavailable" as const });
      }
    },
  );
};
