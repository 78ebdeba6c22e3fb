import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { jsonSchemaTransform, serializerCompiler } from "fastify-type-provider-zod";
import type { ServerBuild } from "react-router";
import type { DatabaseHandle } from "~/db/client";
import { contentRoutes } from "~/features/content/content.routes";
import { createContentService } from "~/features/content/index.server";
import { mediaRoutes } from "~/features/media/media.routes";
import { createMediaService } from "~/features/media/media.service";
import { systemRoutes } from "~/features/system/system.routes";
import { installCommonPasswordCheck } from "~/lib/common-passwords.server";
import { createPageData, pageDataLoadersOf } from "~/templates/page-data.server";
import type { Services } from "./app-context";
import type { AppConfig } from "./config";
import { createFeatureModules, jobsOf } from "./features";
import { createJobs } from "./jobs";
import { loggerOptions } from "./logging";
import { createPageInvalidation } from "./page-invalidation";
import { authPlugin } from "./plugins/auth";
import { errorsPlugin } from "./plugins/errors";
import { guardedValidatorCompiler } from "./plugins/input-guard";
import { baseMapOf, mapTilesPlugin } from "./plugins/map";
import { securityPlugin } from "./plugins/security";
import { sitePlugin } from "./plugins/site";
import { ssrPlugin } from "./plugins/ssr";
import { createThrottle } from "./throttle";

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Server-side rendering; left out by API tests that need only the JSON API. */
  ssr?: {
    getBuild: () => Promise<ServerBuild>;
    mode: "production" | "development";
    /** Built client assets (build/client) served under /assets in production. */
    clientDir?: string;
    /** Mounts development middleware (Vite) before the routes. */
    beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  };
  /** Replace services, e.g. a failing content service in a test of the 500 page. */
  services?: Partial<Services>;
  logger?: FastifyServerOptions["logger"];
  /** Where the log goes (standard output by default); tests read it. */
  logStream?: Writable;
}

/** Builds the whole application: API, image proxy, assets and server rendering. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // New passwords are checked against the common ones on the server only (the list stays out of bundles).
  installCommonPasswordCheck();
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel, options.logStream),
    // A hop count trusts that many proxies nearest to us (Fastify's own rule, in its typed form).
    trustProxy:
      typeof config.trustProxy === "number"
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Request lines only when debugging: at info they would drown the log of a busy site.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
    }),
    // Graceful shutdown (src/server/shutdown.ts, decision 012): a request that arrives on an open
    // connection while the app closes is answered normally (with Connection: close), not with 503,
    // and the drain, not Fastify, decides when idle keep-alive connections close.
    return503OnClosing: false,
    forceCloseConnections: false,
    // A client that sends its request slower than this (slowloris) loses the connection: behind
    // a reverse proxy it cuts them first, without one this does.
    requestTimeout: 30_000,
  });
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let siteVersion = config.siteVersion ?? "dev";
  const versionOf = (build: ServerBuild) => config.siteVersion ?? build.assets.version;

  const clock = () => new Date();
  const throttle = createThrottle(database.db, clock);
  const jobs = createJobs({
    database,
    // PGlite lives in this one process: nobody else could run its jobs.
    workers: config.workers || database.kind === "pglite",
    pollingIntervalSeconds: config.jobsPollingSeconds,
    log: {
      error: (message, error) => app.log.error({ err: error }, message),
      warn: (message) => app.log.warn(message),
    },
  });
  // A home just reserved shows so at once: its pages leave the caches of this process.
  const pages = createPageInvalidation();
  const features = createFeatureModules({ config, database, clock, throttle, jobs, pages });
  // Every template's data, typed by its schema (decision 014).
  const pageDataLoaders = pageDataLoadersOf(features);
  const sessions = features.find((feature) => feature.sessions)?.sessions;
  const staffSessions = features.find((feature) => feature.staffSessions)?.staffSessions;
  const services: Services = {
    content: createContentService({
      db: database.db,
      hostMap: config.hostMap,
      siteVersion: () => siteVersion,
      cacheSeconds: config.contentCacheSeconds,
      dynamicPages: features.flatMap((feature) => feature.dynamicPages ?? []),
      invalidation: pages,
    }),
    pageData: createPageData(pageDataLoaders, { strict: config.flags.checkSchemas }),
    session: sessions?.summary ?? (async () => undefined),
    ...options.services,
  };
  const media = createMediaService({ db: database.db, cacheBytes: config.imageCacheMb * 1024 * 1024 });

  await app.register(sitePlugin, { hostMap: config.hostMap, publicOrigins: config.publicOrigins });
  if (!config.flags.indexable) {
    // Development and test environments must never end up in search engines.
    app.addHook("onSend", async (_request, reply) => {
      reply.header("x-robots-tag", "noindex, nofollow");
    });
  }
  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    rateLimitPerMinute: config.rateLimitPerMinute,
    pageRateLimitPerMinute: config.pageRateLimitPerMinute,
  });
  await app.register(cookie);
  await app.register(authPlugin, {
    resolve: sessions?.resolve ?? (async () => undefined),
    forget: sessions?.forget,
    developerTools: config.flags.developerTools,
    resolveStaff: staffSessions?.resolve,
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Nordhem web API",
        version: "1",
        description: "The JSON API of the Nordhem sites. The site of every call comes from the Host header.",
      },
    },
    transform: jsonSchemaTransform,
  });
  // The reference is on outside production; production shows it only when API_DOCS says so.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: "/api/docs" });

  await app.register(systemRoutes, {
    ping: database.ping,
    version: () => siteVersion,
    indexable: config.flags.indexable,
  });
  await app.register(contentRoutes, { content: services.content });
  await app.register(mediaRoutes, { media });
  for (const feature of features) {
    if (feature.routes) await app.register(feature.routes);
  }
  if (config.map.kind === "pmtiles" && config.map.file) {
    await app.register(mapTilesPlugin, { file: config.map.file });
  }
  // Unknown API paths are JSON 404s, never a rendered page.
  app.all("/api/*", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply) =>
    reply.callNotFound(),
  );

  const ssr = options.ssr;
  if (ssr) {
    if (ssr.beforeRoutes) await ssr.beforeRoutes(app);
    if (ssr.clientDir) {
      await app.register(fastifyStatic, {
        root: path.join(ssr.clientDir, "assets"),
        prefix: "/assets/",
        preCompressed: true,
        immutable: true,
        maxAge: "1y",
        decorateReply: false,
      });
      // Files of public/ (favicon and the like) at the root, as Vite serves them in development.
      for (const entry of readdirSync(ssr.clientDir, { withFileTypes: true })) {
        if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
        const body = readFileSync(path.join(ssr.clientDir, entry.name));
        const type = entry.name.endsWith(".svg") ? "image/svg+xml" : "application/octet-stream";
        app.get(`/${entry.name}`, { config: { access: "public" }, schema: { hide: true } }, async (_request, reply) =>
          reply.type(type).header("cache-control", "public, max-age=3600").send(body),
        );
      }
    }
    await app.register(ssrPlugin, {
      getBuild: async () => {
        const build = await ssr.getBuild();
        siteVersion = versionOf(build);
        return build;
      },
      mode: ssr.mode,
      services,
      flags: config.flags,
      pageCacheSeconds: config.contentCacheSeconds,
      invalidation: pages,
      clientDir: ssr.clientDir,
      baseMap: baseMapOf(config.map),
    });
  }

  // The queues, schedules and (where this process runs them) workers of every job.
  await jobs.start(jobsOf(features, throttle));

  app.addHook("onClose", async () => {
    // Running jobs finish first (bounded); then the features, then the database they use.
    await jobs.stop();
    for (const feature of features) await feature.close?.();
    await database.close();
  });
  return app;
}
