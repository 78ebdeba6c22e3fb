import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type RequestContext, requestContext, type Services } from "../app-context";
import type { EnvironmentFlags } from "../config";

export interface SsrOptions {
  /** The server build, or a loader of it (development reloads it on every request). */
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  services: Services;
  flags: EnvironmentFlags;
}

/** Content-Security-Policy of rendered pages: scripts only from us or with this response's nonce. */
export function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  const controller = new AbortController();
  reply.raw.once("close", () => controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = Readable.toWeb(request.raw) as ReadableStream;
    init.duplex = "half";
  }
  return new Request(new URL(request.url, request.origin), init);
}

/** Everything that is not /api, /img or /assets is rendered by React Router. */
export async function ssrPlugin(app: FastifyInstance, options: SsrOptions) {
  // Leave request bodies unread: React Router actions read them from the web Request.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));

  let cached: { build: ServerBuild; handler: ReturnType<typeof createRequestHandler> } | undefined;

  async function handlerFor() {
    const build = await options.getBuild();
    if (!cached || cached.build !== build) cached = { build, handler: createRequestHandler(build, options.mode) };
    return cached;
  }

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (request, reply) => {
      const { handler } = await handlerFor();
      const context = new RouterContextProvider();
      const value: RequestContext = {
        services: options.services,
        site: request.site,
        origin: request.origin,
        flags: options.flags,
        nonce: request.cspNonce,
        isLoggedIn: false,
      };
      context.set(requestContext, value);
      const response = await handler(toWebRequest(request, reply), context);

      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name === "set-cookie") continue;
        reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (options.mode === "production" && (response.headers.get("content-type") ?? "").includes("text/html")) {
        reply.header("content-security-policy", pageCsp(request.cspNonce));
      }
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
    },
  });
}
