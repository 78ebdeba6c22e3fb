import { z } from "zod";
import { type HostMap, parseHostMap } from "~/sites/resolve";

export const APP_ENVS = ["local", "dev", "test", "preprod", "prod"] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/** Behaviours that depend on the environment (spec 000 section 1 and section 9). */
export interface EnvironmentFlags {
  /** Cookies are Secure everywhere except locally (spec 000 section 9). */
  secureCookies: boolean;
  /** Developer tools (e-ID test form, mailbox page) only outside production and pre-production. */
  developerTools: boolean;
  /** Bundled simulators for BankID, e-ident, payments: everywhere but production. */
  simulators: boolean;
  /** Search engines may index only production. */
  indexable: boolean;
}

export function environmentFlags(appEnv: AppEnv): EnvironmentFlags {
  return {
    secureCookies: appEnv !== "local",
    developerTools: appEnv !== "prod" && appEnv !== "preprod",
    simulators: appEnv !== "prod",
    indexable: appEnv === "prod",
  };
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_ENV: z.enum(APP_ENVS).default("local"),
  DATABASE_URL: z.string().optional(),
  PGLITE_DATA_DIR: z.string().default("./data/pglite"),
  HOST_MAP: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_VERSION: z.string().optional(),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  CONTENT_CACHE_SECONDS: z.coerce.number().min(0).default(10),
  IMAGE_CACHE_MB: z.coerce.number().min(0).default(64),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** smtp(s)://user:pass@host:port for real e-mail; without it messages stay in the outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Nordhem <no-reply@nordhem.example>"),
  /** MapLibre style of a tile service for production maps; without it the bundled offline base map. */
  MAP_STYLE_URL: z.url().optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  appEnv: AppEnv;
  flags: EnvironmentFlags;
  databaseUrl?: string;
  pgliteDataDir: string;
  hostMap: HostMap;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  siteVersion?: string;
  trustProxy: boolean;
  contentCacheSeconds: number;
  imageCacheMb: number;
  rateLimitPerMinute: number;
  smtpUrl?: string;
  mailFrom: string;
  mapStyleUrl?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    appEnv: e.APP_ENV,
    flags: environmentFlags(e.APP_ENV),
    databaseUrl: e.DATABASE_URL || undefined,
    pgliteDataDir: e.PGLITE_DATA_DIR,
    hostMap: parseHostMap(e.HOST_MAP),
    logLevel: e.LOG_LEVEL,
    siteVersion: e.SITE_VERSION,
    trustProxy: e.TRUST_PROXY,
    contentCacheSeconds: e.CONTENT_CACHE_SECONDS,
    imageCacheMb: e.IMAGE_CACHE_MB,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mapStyleUrl: e.MAP_STYLE_URL || undefined,
  };
}
