import type { FastifyInstance } from "fastify";

/**
 * Graceful shutdown: on SIGTERM or SIGINT stop accepting connections, let requests in flight
 * finish, close the database, then exit. A second signal, or 10 s, forces the exit.
 */
export function handleShutdown(app: FastifyInstance, timeoutMs = 10_000) {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
