import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { createTtlCache } from "~/lib/ttl-cache";
import type { BaseMap } from "~/ui/map/base-map";
import { type RequestContext, requestContext, SESSION_COOKIE, type Services } from "../app-context";
import type { EnvironmentFlags } from "../config";
import { pageCsp } from "../page-csp";
import type { PageInvalidation } from "../page-invalidation";
import { ServerTiming } from "../server-timing";
import { createTemplateAssets } from "../template-assets";

export { mapOriginOf, pageCsp } from "../page-csp";

export interface SsrOptions {
  /** The server build, or a loader of it (development reloads it on every request). */
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  services: Services;
  flags: EnvironmentFlags;
  /** Seconds to keep anonymous visitors' rendered pages (0 turns it off). */
  pageCacheSeconds: number;
  /** Megabytes the page cache may hold (the pages and their compressed copies); 32 unless set. */
  pageCacheMegabytes?: number;
  /** Told of pages whose data changed (a home just reserved): their rendered copies are dropped. */
  invalidation?: PageInvalidation;
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
  /** The page's template is the same for every visitor: a logged-in one may get it too (decision 030). */
  sessionIndependent: boolean;
}

/** Headers of a visitor that a page shared through the page cache is never rendered with. */
const PERSONAL_HEADERS = new Set(["cookie", "authorization"]);

/**
 * The web Request for React Router, for the page at `url` (the request's URL without marketing
 * parameters). A render for one visitor is aborted when that visitor goes away; a render shared
 * through the page cache (reply null) is not, since others wait for it, and it gets none of the
 * visitor's cookies or credentials: it is rendered as for any anonymous visitor.
 */
function toWebRequest(request: FastifyRequest, reply: FastifyReply | null, url: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (reply === null && PERSONAL_HEADERS.has(name)) continue;
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
  return new Request(new URL(url, request.origin), init);
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
 * Query parameters that only tell analytics where a visitor came from (campaign tags and click
 * ids): no page reads them, so they are left out of the URL a page is rendered from and of the
 * page cache's key (decision 024). The browser keeps them in its address bar.
 */
const MARKETING_PARAMETERS = new Set(["fbclid", "gclid", "gbraid", "wbraid", "msclkid"]);
function isMarketingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || MARKETING_PARAMETERS.has(lower);
}

/**
 * The URL without marketing parameters (the others stay as they were written), and the
 * marketing part of its query (to put back on a redirect's Location).
 */
export function withoutMarketingParams(url: string): { url: string; marketing: string } {
  const at = url.indexOf("?");
  if (at === -1) return { url, marketing: "" };
  const kept: string[] = [];
  const marketing: string[] = [];
  for (const pair of url.slice(at + 1).split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replaceAll("+", " "));
    } catch {
      name = rawName;
    }
    (isMarketingParameter(name) ? marketing : kept).push(pair);
  }
  if (marketing.length === 0) return { url, marketing: "" };
  const path = url.slice(0, at);
  return { url: kept.length > 0 ? `${path}?${kept.join("&")}` : path, marketing: marketing.join("&") };
}

/** A same-site redirect's Location with the request's marketing parameters put back. */
function withMarketing(location: string, marketing: string): string {
  if (!marketing || !location.startsWith("/") || location.startsWith("//")) return location;
  const hash = location.indexOf("#");
  const [path, fragment] = hash === -1 ? [location, ""] : [location.slice(0, hash), location.slice(hash)];
  return `${path}${path.includes("?") ? "&" : "?"}${marketing}${fragment}`;
}

/**
 * A page rendered for an anonymous visitor is the same for every anonymous visitor, so it can
 * be served again for a few seconds (docs/decisions/004-caching.md). Requests with a session get
 * it only for a session-independent page (decision 030); they, data requests of client-side
 * navigation, and anything but GET otherwise render every time.
 */
function isCacheableRequest(request: FastifyRequest): boolean {
  return request.method === "GET" && !hasSession(request);
}

/** A session cookie, or a bearer token (which the auth guard takes too): the page may be personal. */
function hasSession(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? "").includes(`${SESSION_COOKIE}=`) || request.headers.authorization !== undefined;
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

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How hard to compress: a page of the page cache is sent many times, so a smaller body pays; a
 * page rendered for one visitor is sent once, and brotli 5 took two to three times as long as 3
 * for about 9 % fewer bytes (decision 024).
 */
const COMPRESSION = {
  shared: { brotliQuality: 5, gzipLevel: 6 },
  once: { brotliQuality: 3, gzipLevel: 4 },
} as const;

/**
 * zlib hands its output back in chunks of this size, each a round trip between the thread pool
 * and the event loop: a compressed page (20-40 KB) fits in one instead of zlib's default 16 KiB.
 */
const COMPRESSED_CHUNK_BYTES = 64 * 1024;

/**
 * Each rendered page is compressed at most once per encoding (cached pages are sent many times),
 * in zlib's thread pool rather than on the event loop; visitors of a page being compressed share
 * the one promise.
 */
const compressedBodies = new WeakMap<RenderedPage, Partial<Record<Encoding, Promise<Buffer>>>>();
function compressed(page: RenderedPage, encoding: Encoding, effort: keyof typeof COMPRESSION): Promise<Buffer> {
  let variants = compressedBodies.get(page);
  if (!variants) {
    variants = {};
    compressedBodies.set(page, variants);
  }
  let body = variants[encoding];
  if (!body) {
    body =
      encoding === "br"
        ? brotliAsync(page.body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION[effort].brotliQuality,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
            chunkSize: COMPRESSED_CHUNK_BYTES,
          })
        : gzipAsync(page.body, { level: COMPRESSION[effort].gzipLevel, chunkSize: COMPRESSED_CHUNK_BYTES });
    variants[encoding] = body;
    const forget = variants;
    body.catch(() => {
      delete forget[encoding];
    });
  }
  return body;
}

/** What a kept page costs: its body and, at most, its compressed copies (well under half of it). */
function pageCacheBytes(page: RenderedPage): number {
  return Math.ceil(page.body.length * 1.5) + 1024;
}

/** Everything that is not /api, /img or /assets is rendered by React Router. */
export async function ssrPlugin(app: FastifyInstance, options: SsrOptions) {
  // Leave request bodies unread: React Router actions read them from the web Request.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));

  const templateAssets = createTemplateAssets(options.mode === "production" ? options.clientDir : undefined);
  let cached: { build: ServerBuild; handler: ReturnType<typeof createRequestHandler> } | undefined;
  // Bounded by entries and by bytes: a unique query string per request (?x=<random>) cannot
  // grow it past either (decision 024).
  /**
   * Addresses whose anonymous render a logged-in visitor cannot use (an account page, a page that
   * requires a login and renders as a login redirect): for as long as a page is cached, their
   * logged-in visitors go straight to their own render instead of paying for both.
   */
  const personalAddresses = createAddressMemo(
    options.mode === "production" ? options.pageCacheSeconds * 1000 : 0,
    1000,
  );
  const pageCache = createTtlCache<RenderedPage>({
    ttlMs: options.mode === "production" ? options.pageCacheSeconds * 1000 : 0,
    maxEntries: 1000,
    maxBytes: (options.pageCacheMegabytes ?? 32) * 1024 * 1024,
    sizeOf: pageCacheBytes,
  });
  // Keys are addresses (origin, path and query): a changed page goes with every query of it.
  options.invalidation?.subscribe((matches) =>
    pageCache.deleteWhere((address) => matches(URL.parse(address)?.pathname ?? "")),
  );

  async function handlerFor() {
    const build = await options.getBuild();
    if (!cached || cached.build !== build) cached = { build, handler: createRequestHandler(build, options.mode) };
    return cached;
  }

  /**
   * Renders `url` for the visitor of `reply`, or for anyone when `reply` is null (a page shared
   * through the page cache, rendered without a session whatever the request carries).
   */
  async function render(
    request: FastifyRequest,
    reply: FastifyReply | null,
    url: string,
    steps: ServerTiming,
    rendered?: RequestContext["rendered"],
  ): Promise<Response> {
    const { handler } = await handlerFor();
    const context = new RouterContextProvider();
    // The session the auth guard resolves once per request, for API routes and pages alike.
    const auth = reply === null ? undefined : await request.authContext();
    const session = auth ? ((await options.services.session(auth)) ?? null) : null;
    steps.lap("session");
    const value: RequestContext = {
      services: options.services,
      site: request.site,
      origin: request.origin,
      flags: options.flags,
      isLoggedIn: session !== null,
      session,
      auth: session !== null && auth ? auth : null,
      templateAssets,
      baseMap: options.baseMap,
      steps,
      rendered,
    };
    context.set(requestContext, value);
    const response = await handler(toWebRequest(request, reply, url), context);
    // A redirect or a data request renders nothing: its loaders took the time.
    if (!steps.has("loaders")) steps.lap("loaders");
    return response;
  }

  /** Renders the answer into memory, a document with its CSP. */
  async function renderToMemory(
    request: FastifyRequest,
    reply: FastifyReply | null,
    url: string,
    steps: ServerTiming,
  ): Promise<RenderedPage> {
    const rendered = { sessionIndependent: false };
    const response = await render(request, reply, url, steps, rendered);
    const body = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => name !== "set-cookie");
    const isHtml = (response.headers.get("content-type") ?? "").includes("text/html");
    if (options.mode === "production" && isHtml) {
      headers.push(["content-security-policy", pageCsp(body, options.baseMap)]);
      steps.lap("csp");
    }
    const cookies = response.headers.getSetCookie();
    return { status: response.status, headers, cookies, body, isHtml, sessionIndependent: rendered.sessionIndependent };
  }

  /** Only complete pages without cookies are the same for every anonymous visitor. */
  function isShareable(page: RenderedPage): boolean {
    return (
      page.isHtml && page.cookies.length === 0 && (page.status === 200 || page.status === 404 || page.status === 410)
    );
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: RenderedPage,
    steps: ServerTiming,
    marketing: string,
    effort: keyof typeof COMPRESSION,
  ) {
    reply.status(page.status);
    for (const [name, value] of page.headers) {
      reply.header(name, name === "location" ? withMarketing(value, marketing) : value);
    }
    if (page.cookies.length > 0) reply.header("set-cookie", page.cookies);
    const encoding = page.isHtml ? preferredEncoding(request.headers["accept-encoding"]) : null;
    if (!encoding) return reply.header("server-timing", steps.header()).send(page.body);
    const body = await compressed(page, encoding, effort);
    steps.lap("compress");
    reply.header("content-encoding", encoding).header("vary", "Accept-Encoding");
    return reply.header("server-timing", steps.header()).send(body);
  }

  /** Client-side navigation's data requests are passed through as they come (they may stream). */
  async function sendStreaming(reply: FastifyReply, response: Response, steps: ServerTiming) {
    reply.status(response.status);
    reply.header("server-timing", steps.header());
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
      const steps = new ServerTiming();
      const { url, marketing } = withoutMarketingParams(request.url);
      const address = `${request.origin}${url}`;
      if (request.url.includes(".data")) return sendStreaming(reply, await render(request, reply, url, steps), steps);
      if (isCacheableRequest(request)) return send(request, reply, await sharedPage(), steps, marketing, "shared");
      if (request.method === "GET" && hasSession(request) && !personalAddresses.has(address)) {
        // A public page is the same for a logged-in visitor: the shared render (no name, no
        // token; the browser asks for the session after hydration), still private and no-store.
        // Anything else, a login redirect included, is rendered for the visitor (decision 030),
        // and the address is remembered so that its next visitors skip the anonymous render.
        const shared = await sharedPage();
        if (isShareable(shared) && shared.sessionIndependent) {
          steps.note('shared;desc="session-independent"');
          return send(request, reply, shared, steps, marketing, "shared");
        }
        personalAddresses.remember(address);
      } else if (hasSession(request) && personalAddresses.has(address)) {
        steps.note('personal;desc="known"');
      }
      return send(request, reply, await renderToMemory(request, reply, url, steps), steps, marketing, "once");

      /** The page as any anonymous visitor gets it, from the page cache or rendered for it. */
      async function sharedPage(): Promise<RenderedPage> {
        let rendered = false;
        const page = await pageCache.get(
          address,
          () => {
            rendered = true;
            return renderToMemory(request, null, url, steps);
          },
          isShareable,
        );
        if (!rendered) steps.note('cache;desc="hit"');
        return page;
      }
    },
  });
}

/** A bounded set of addresses, each kept for `ttlMs` (0 keeps none); the oldest go first. */
export function createAddressMemo(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
  const until = new Map<string, number>();
  return {
    has(address: string): boolean {
      const expires = until.get(address);
      if (expires === undefined) return false;
      if (expires > now()) return true;
      until.delete(address);
      return false;
    },
    remember(address: string): void {
      if (ttlMs <= 0) return;
      until.delete(address);
      until.set(address, now() + ttlMs);
      for (const oldest of until.keys()) {
        if (until.size <= maxEntries) break;
        until.delete(oldest);
      }
    },
    get size() {
      return until.size;
    },
  };
}
