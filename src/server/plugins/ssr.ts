import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { createTtlCache } from "~/lib/ttl-cache";
import type { BaseMap } from "~/ui/map/base-map";
import { type RequestContext, requestContext, SESSION_COOKIE, type Services } from "../app-context";
import type { EnvironmentFlags } from "../config";
import { createTemplateAssets } from "../template-assets";

export interface SsrOptions {
  /** The server build, or a loader of it (development reloads it on every request). */
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  services: Services;
  flags: EnvironmentFlags;
  /** Seconds to keep anonymous visitors' rendered pages (0 turns it off). */
  pageCacheSeconds: number;
  /** Built client files (production), whose Vite manifest names the templates' chunks. */
  clientDir?: string;
  /** What the maps draw beneath their markers; a tile origin of its own joins the page's CSP. */
  baseMap: BaseMap;
}

interface RenderedPage {
  status: number;
  headers: [string, string][];
  cookies: string[];
  body: Buffer;
  isHtml: boolean;
}

/**
 * Content-Security-Policy of a rendered page: scripts only from our origin, plus exactly the
 * inline scripts React Router wrote into this document, by their hashes. Hashes (not nonces)
 * keep the policy valid for a cached copy of the page.
 */
export function pageCsp(html: string, baseMap?: BaseMap): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
    );
  }
  // A tile service (MAP_STYLE_URL) serves the map's style, tiles, glyphs and sprites; a hosted
  // PMTiles archive (MAP_PMTILES_URL) its tiles. The offline map, its labels' font and an archive
  // the app serves itself (MAP_PMTILES_FILE) are of our own origin.
  const tileOrigin = baseMap ? mapOriginOf(baseMap) : undefined;
  const mapOrigin = tileOrigin ? ` ${tileOrigin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${mapOrigin}`,
    "font-src 'self'",
    `connect-src 'self'${mapOrigin}`,
    // MapLibre's tile worker is a module of our own origin.
    "worker-src 'self'",
    "frame-ancestors 'self'",
    // No page sets a <base>: none may (ASVS 3.4.3).
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The origin a configured base map loads from, when it is not our own (a path is ours). */
export function mapOriginOf(baseMap: BaseMap): string | undefined {
  if (baseMap.kind === "offline" || baseMap.url.startsWith("/")) return undefined;
  return new URL(baseMap.url).origin;
}

/**
 * The web Request for React Router. A render for one visitor is aborted when that visitor goes
 * away; a render shared through the page cache (reply null) is not, since others wait for it.
 */
function toWebRequest(request: FastifyRequest, reply: FastifyReply | null): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  const controller = new AbortController();
  reply?.raw.once("close", () => controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = Readable.toWeb(request.raw) as ReadableStream;
    init.duplex = "half";
  }
  return new Request(new URL(request.url, request.origin), init);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The URL with every query parameter dropped whose name or value holds a control character
 * (issue 11: a NUL in the search page's q reached the database and answered 500). The same URL
 * when there is none, so the common case costs one scan.
 */
export function withoutControlCharacterParams(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.slice(at + 1).replaceAll("+", " "));
  } catch {
    decoded = "\u0000";
  }
  if (!CONTROL_CHARACTER.test(decoded)) return url;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.slice(at + 1))) {
    if (!CONTROL_CHARACTER.test(name) && !CONTROL_CHARACTER.test(value)) kept.append(name, value);
  }
  const query = kept.toString();
  return `${url.slice(0, at)}${query ? `?${query}` : ""}`;
}

/**
 * A page rendered for an anonymous visitor is the same for every anonymous visitor, so it can
 * be served again for a few seconds (docs/decisions/004-caching.md). Requests with a session,
 * data requests of client-side navigation, and anything but GET render every time.
 */
function isCacheableRequest(request: FastifyRequest): boolean {
  return request.method === "GET" && !hasSession(request);
}

function hasSession(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? "").includes(`${SESSION_COOKIE}=`);
}

type Encoding = "br" | "gzip";

/** Brotli when the browser takes it, else gzip; none for clients that ask for neither. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "");
  const accepted = new Set<string>();
  for (const part of value.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim());
    const quality = params.find((p) => p.startsWith("q="));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name);
  }
  const accepts = (name: string) => accepted.has(name);
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}

/** Each rendered page is compressed at most once per encoding (cached pages are sent many times). */
const compressedBodies = new WeakMap<RenderedPage, Partial<Record<Encoding, Buffer>>>();
function compressed(page: RenderedPage, encoding: Encoding): Buffer {
  let variants = compressedBodies.get(page);
  if (!variants) {
    variants = {};
    compressedBodies.set(page, variants);
  }
  variants[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(page.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(page.body, { level: 6 });
  return variants[encoding];
}

/** Everything that is not /api, /img or /assets is rendered by React Router. */
export async function ssrPlugin(app: FastifyInstance, options: SsrOptions) {
  // Leave request bodies unread: React Router actions read them from the web Request.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));

  const templateAssets = createTemplateAssets(options.mode === "production" ? options.clientDir : undefined);
  let cached: { build: ServerBuild; handler: ReturnType<typeof createRequestHandler> } | undefined;
  const pageCache = createTtlCache<RenderedPage>({
    ttlMs: options.mode === "production" ? options.pageCacheSeconds * 1000 : 0,
    maxEntries: 1000,
    // Bounded by bytes, not only by count (decision 029): a page's HTML, plus about 60 % for the
    // brotli and gzip copies it gets when it is first sent compressed.
    maxBytes: 32 * 1024 * 1024,
    sizeOf: (page) => Math.ceil(page.body.byteLength * 1.6),
  });

  async function handlerFor() {
    const build = await options.getBuild();
    if (!cached || cached.build !== build) cached = { build, handler: createRequestHandler(build, options.mode) };
    return cached;
  }

  async function render(request: FastifyRequest, reply: FastifyReply | null): Promise<Response> {
    const { handler } = await handlerFor();
    const context = new RouterContextProvider();
    // The session the auth guard resolves once per request, for API routes and pages alike.
    const auth = await request.authContext();
    const session = auth ? ((await options.services.session(auth)) ?? null) : null;
    const value: RequestContext = {
      services: options.services,
      site: request.site,
      origin: request.origin,
      flags: options.flags,
      isLoggedIn: session !== null,
      session,
      templateAssets,
      baseMap: options.baseMap,
    };
    context.set(requestContext, value);
    return handler(toWebRequest(request, reply), context);
  }

  /** Renders the answer into memory, a document with its CSP. */
  async function renderToMemory(request: FastifyRequest, reply: FastifyReply | null): Promise<RenderedPage> {
    const response = await render(request, reply);
    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => name !== "set-cookie");
    const isHtml = (response.headers.get("content-type") ?? "").includes("text/html");
    if (options.mode === "production" && isHtml) {
      headers.push(["content-security-policy", pageCsp(body.toString("utf8"), options.baseMap)]);
    }
    return { status: response.status, headers, cookies: response.headers.getSetCookie(), body, isHtml };
  }

  /** Only complete pages without cookies are the same for every anonymous visitor. */
  function isShareable(page: RenderedPage): boolean {
    return page.isHtml && page.cookies.length === 0 && (page.status === 200 || page.status === 404);
  }

  function send(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    if (page.cookies.length > 0) reply.header("set-cookie", page.cookies);
    const encoding = page.isHtml ? preferredEncoding(request.headers["accept-encoding"]) : null;
    if (!encoding) return reply.send(page.body);
    reply.header("content-encoding", encoding).header("vary", "Accept-Encoding");
    return reply.send(compressed(page, encoding));
  }

  /** Client-side navigation's data requests are passed through as they come (they may stream). */
  async function sendStreaming(reply: FastifyReply, response: Response) {
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
  }

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    // Pages: anyone. A page that needs a login says so in its content (requires_login) and its
    // loader sends the visitor to the login page (content.service.ts).
    config: { access: "public" },
    schema: { hide: true },
    handler: async (request, reply) => {
      const cleaned = withoutControlCharacterParams(request.url);
      if (cleaned !== request.url) {
        // No link of ours carries control characters in its query: the page without them.
        if (request.url.includes(".data")) return reply.status(400).send();
        return reply.redirect(cleaned, 301);
      }
      if (hasSession(request)) {
        // A logged-in visitor's page holds personal data: no shared cache and no browser
        // history cache may keep it (decision 004).
        reply.header("cache-control", "private, no-store");
      }
      if (request.url.includes(".data")) return sendStreaming(reply, await render(request, reply));
      if (!isCacheableRequest(request)) return send(request, reply, await renderToMemory(request, reply));
      const page = await pageCache.get(
        `${request.origin}${request.url}`,
        () => renderToMemory(request, null),
        isShareable,
      );
      return send(request, reply, page);
    },
  });
}
