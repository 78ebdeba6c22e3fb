import type { IncomingMessage, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import type { FastifyInstance } from "fastify";

/**
 * Graceful shutdown (decision 012). On SIGTERM or SIGINT the process drains:
 *
 * 1. Readiness answers 503 at once (load balancers stop routing here) and the listener closes:
 *    new connections are refused, open ones stay.
 * 2. Every answer from now on carries `Connection: close`, so each open keep-alive connection
 *    carries at most one more request, answered normally, and is then closed by the server after
 *    the answer is out. Requests in flight finish as usual.
 * 3. Connections that stay idle through a short grace are ended then (a FIN after anything
 *    still buffered, never a reset), as is every connection once its last answer is out.
 * 4. When every connection is closed (or the time is nearly up), the app closes: features, then
 *    the database. The process exits 0.
 *
 * The whole shutdown is bounded (10 s by default): past it, or on a second signal, the process
 * exits with 1.
 *
 * Why not just `app.close()`: Fastify answers requests that arrive while it closes with 503
 * (`return503OnClosing`, turned off in app.ts), and Node >= 19's `server.close()` destroys idle
 * keep-alive connections at once, so a request a client has just sent on one ends in a reset.
 */
export interface ShutdownOptions {
  /** Bound of the whole shutdown; past it the process exits with 1. */
  timeoutMs?: number;
  /** How long idle keep-alive connections stay open after the signal, for one more request each. */
  idleGraceMs?: number;
}

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
export const DEFAULT_IDLE_GRACE_MS = 2_000;
/** Time kept at the end of the bound for closing the features and the database. */
const CLOSE_RESERVE_MS = 1_500;

/** HTTP servers whose process is draining: readiness answers 503 (src/features/system/system.routes.ts). */
const drainingServers = new WeakSet<object>();

/** Whether the process serving on this HTTP server is shutting down (`request.server.server`). */
export function isDraining(server: object): boolean {
  return drainingServers.has(server);
}

/** Installs the signal handlers. Call it before `app.listen`: the drain tracks connections from the first. */
export function handleShutdown(app: FastifyInstance, options: ShutdownOptions = {}) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const idleGraceMs = options.idleGraceMs ?? DEFAULT_IDLE_GRACE_MS;
  const drain = prepareDrain(app);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} received again, exiting at once`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received, draining connections`);
    const deadline = Date.now() + timeoutMs;
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    drain({ idleGraceMs, closeBy: deadline - CLOSE_RESERVE_MS })
      .then(() => app.close())
      .then(
        () => {
          app.log.info("shut down");
          process.exit(0);
        },
        (err) => {
          app.log.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

/**
 * Tracks the app's connections and the requests on each, and returns the drain (steps 1–3 above):
 * it resolves when every connection has closed, or at `closeBy` with the stragglers left to
 * `app.close()`.
 */
export function prepareDrain(app: FastifyInstance) {
  const server = app.server;
  /** Open connections and the number of requests being answered on each. */
  const activeRequests = new Map<Socket, number>();
  let endIdleConnections = false;
  let onAllClosed: (() => void) | undefined;

  server.on("connection", (socket: Socket) => {
    activeRequests.set(socket, 0);
    socket.once("close", () => {
      activeRequests.delete(socket);
      if (activeRequests.size === 0) onAllClosed?.();
    });
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket as Socket;
    if (!activeRequests.has(socket)) return;
    activeRequests.set(socket, (activeRequests.get(socket) ?? 0) + 1);
    response.once("close", () => {
      if (!activeRequests.has(socket)) return;
      const left = Math.max(0, (activeRequests.get(socket) ?? 1) - 1);
      activeRequests.set(socket, left);
      // end(), not destroy(): the FIN follows whatever of the answer is still buffered.
      if (endIdleConnections && left === 0) socket.end();
    });
  });
  // Node closes the connection after an answer that says so (and the client does not reuse it).
  app.addHook("onSend", async (_request, reply) => {
    if (drainingServers.has(server)) reply.header("connection", "close");
  });

  return async function drain({ idleGraceMs, closeBy }: { idleGraceMs: number; closeBy: number }) {
    drainingServers.add(server);
    const allClosed = new Promise<void>((resolve) => {
      onAllClosed = resolve;
      if (activeRequests.size === 0) resolve();
    });
    // Stop accepting connections, and only that: http.Server#close would also destroy the idle
    // keep-alive connections at once (Node >= 19). app.close() calls it later, when none are left.
    net.Server.prototype.close.call(server);

    const timers = new AbortController();
    const until = (time: number) =>
      delay(Math.max(0, time - Date.now()), undefined, { signal: timers.signal }).catch(() => {});
    try {
      await Promise.race([allClosed, until(Date.now() + idleGraceMs)]);
      endIdleConnections = true;
      for (const [socket, active] of activeRequests) if (active === 0) socket.end();
      await Promise.race([allClosed, until(closeBy)]);
    } finally {
      timers.abort();
    }
  };
}
