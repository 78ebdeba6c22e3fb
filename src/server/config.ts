import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { type HostMap, parseHostConfig, sitesOfMap } from "~/sites/resolve";
import type { SiteCode } from "~/sites/sites";

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
  /**
   * Data built outside zod (the search answers' JSON from the database, templates' page data) is
   * checked strictly against its schema, unknown keys included, outside production and
   * pre-production; production sends it unchecked (decision 014).
   */
  checkSchemas: boolean;
}

export function environmentFlags(appEnv: AppEnv, allowIndexing?: boolean): EnvironmentFlags {
  return {
    secureCookies: appEnv !== "local",
    developerTools: appEnv !== "prod" && appEnv !== "preprod",
    simulators: appEnv !== "prod",
    indexable: allowIndexing ?? appEnv === "prod",
    checkSchemas: appEnv !== "prod" && appEnv !== "preprod",
  };
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 locally (nothing on the network reaches a developer's machine), 0.0.0.0 when deployed. */
  HOST: z.string().optional(),
  APP_ENV: z.enum(APP_ENVS).default("local"),
  DATABASE_URL: z.string().optional(),
  PGLITE_DATA_DIR: z.string().default("./data/pglite"),
  /** Where file storage keeps its files (the purchases' documents) on the local disk. */
  FILE_STORAGE_DIR: z.string().default("./data/files"),
  HOST_MAP: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_VERSION: z.string().optional(),
  TRUST_PROXY: z.string().default("false"),
  /** Run background jobs in this process ("1") or not ("0": a web process beside `npm run worker`); PGlite always runs them. */
  WORKERS: z.enum(["0", "1"]).default("1"),
  /** How often an idle worker asks for jobs, in seconds (pg-boss accepts 0.5 and up). */
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Seconds before a failed e-mail delivery is tried again; each next try waits twice as long. */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** The OpenAPI reference at /api/docs: on outside production unless turned off, off in production unless turned on. */
  API_DOCS: z.enum(["true", "false"]).optional(),
  /**
   * Search engines may index the pages (no noindex header, robots.txt allows crawling): on in
   * production unless turned off, off elsewhere unless turned on (the Lighthouse bench scores SEO).
   */
  ALLOW_INDEXING: z.enum(["true", "false"]).optional(),
  CONTENT_CACHE_SECONDS: z.coerce.number().min(0).default(10),
  IMAGE_CACHE_MB: z.coerce.number().min(0).default(64),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  /** smtp(s)://user:pass@host:port for real e-mail; without it messages stay in the outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Nordhem <no-reply@nordhem.example>"),
  /** MapLibre style of a tile service for production maps; without it the bundled offline base map. */
  MAP_STYLE_URL: z.url().optional(),
  /** A PMTiles archive of OpenStreetMap data that browsers read by range requests: a URL, or a path on our origin. */
  MAP_PMTILES_URL: z
    .string()
    .regex(/^(https?:\/\/[^/]|\/[^/])/, "an http(s) URL or a path of this origin (/...)")
    .optional(),
  /** A PMTiles archive on this machine that the app serves itself (at /map/basemap.pmtiles). */
  MAP_PMTILES_FILE: z.string().optional(),
  /** Key that signs session tokens (at least 32 characters); required in production. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Lifetime of a session token in minutes (spec 000 section 9: 60); short values test expiry. */
  SESSION_MINUTES: z.coerce
    .number()
    .min(0.1)
    .max(24 * 60)
    .default(60),
  /** BankID relying-party API base, e.g. https://appapi2.bankid.com/rp/v6.0; without it the bundled simulator. */
  BANKID_API_URL: z.url().optional(),
  BANKID_PFX_PATH: z.string().optional(),
  BANKID_PFX_PASSPHRASE: z.string().optional(),
  BANKID_CA_PATH: z.string().optional(),
  /** OpenID Connect issuers of Norway's e-ident and Finland's identity service; without them the bundled test provider. */
  EIDENT_ISSUER_URL: z.url().optional(),
  EIDENT_CLIENT_ID: z.string().optional(),
  EIDENT_CLIENT_SECRET: z.string().optional(),
  SIGNICAT_ISSUER_URL: z.url().optional(),
  SIGNICAT_CLIENT_ID: z.string().optional(),
  SIGNICAT_CLIENT_SECRET: z.string().optional(),
  /** Swish Commerce API host root (e.g. https://cpc.getswish.net/swish-cpcapi); without it the bundled simulator outside production. */
  SWISH_API_URL: z.url().optional(),
  /** The merchant's Swish number (payeeAlias), e.g. 1231181189. */
  SWISH_PAYEE_ALIAS: z
    .string()
    .regex(/^\d{10,11}$/)
    .optional(),
  /** The merchant certificate for mutual TLS: PEM certificate and key, or a PKCS#12 file; and Swish's CA. */
  SWISH_CERT_PATH: z.string().optional(),
  SWISH_KEY_PATH: z.string().optional(),
  SWISH_PFX_PATH: z.string().optional(),
  SWISH_PFX_PASSPHRASE: z.string().optional(),
  SWISH_CA_PATH: z.string().optional(),
  /** Port of the bundled e-ID simulators (BankID and the OIDC test provider); 0 picks a free one. */
  EID_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /**
   * The operator's token of the web-vitals report (`Authorization: Bearer <token>`, at least 32
   * characters; decision 036). Without it production shows the report to nobody.
   */
  WEBVITALS_REPORT_TOKEN: z.string().min(32).or(z.literal("")).optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  appEnv: AppEnv;
  flags: EnvironmentFlags;
  databaseUrl?: string;
  pgliteDataDir: string;
  /** File storage's directory on the local disk (src/server/files). */
  fileStorageDir: string;
  hostMap: HostMap;
  /** Where each site of the host map is public (scheme, host, port): the origin of links in e-mail. */
  publicOrigins: Partial<Record<SiteCode, string>>;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  siteVersion?: string;
  /** Fastify's trustProxy: false, true (any proxy), a hop count, or the proxies' addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  apiDocs: boolean;
  /** This process runs background jobs (WORKERS; app.ts runs them anyway on PGlite, which is one process). */
  workers: boolean;
  jobsPollingSeconds: number;
  mailRetrySeconds: number;
  contentCacheSeconds: number;
  imageCacheMb: number;
  /** API requests per client and minute, per process. */
  rateLimitPerMinute: number;
  /** Page requests (and their data requests) per client and minute, per process. */
  pageRateLimitPerMinute: number;
  smtpUrl?: string;
  mailFrom: string;
  /** What the maps draw beneath their markers (decision 019). */
  map: MapConfig;
  authSecret: string;
  sessionMinutes: number;
  eid: EidConfig;
  /** Swish's Commerce API; undefined: the bundled simulator outside production, no Swish in production. */
  swish?: SwishConfig;
  /** Opens the web-vitals report as `Authorization: Bearer <token>` (decision 036); unset: no token opens it. */
  webVitalsReportToken?: string;
}

export interface OidcIssuerConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface SwishConfig {
  apiUrl: string;
  payeeAlias: string;
  certPath?: string;
  keyPath?: string;
  pfxPath?: string;
  pfxPassphrase?: string;
  caPath?: string;
}

/** Where the e-ID services are; an undefined service runs as the bundled simulator (outside production). */
export interface EidConfig {
  bankId?: { apiUrl: string; pfxPath?: string; pfxPassphrase?: string; caPath?: string };
  eident?: OidcIssuerConfig;
  signicat?: OidcIssuerConfig;
  simulatorPort: number;
}

/** Outside production a fixed development key is acceptable: its tokens are worth nothing elsewhere. */
const DEVELOPMENT_AUTH_SECRET = "development-only-secret-do-not-use-in-production-0123456789";

function oidcIssuer(url?: string, clientId?: string, clientSecret?: string): OidcIssuerConfig | undefined {
  if (!url) return undefined;
  if (!clientId || !clientSecret)
    throw new Error("Invalid configuration: an OIDC issuer needs its client id and secret");
  return { issuerUrl: url, clientId, clientSecret };
}

/**
 * The configuration of a process that starts (server, worker): a refused configuration says what
 * is missing and ends the process, without a stack trace to dig through.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const { hostMap, origins } = parseHostConfig(e.HOST_MAP);
  const problems = e.APP_ENV === "prod" || e.APP_ENV === "preprod" ? productionProblems(e, origins, hostMap) : [];
  if (problems.length > 0) {
    throw new Error(`Invalid configuration for APP_ENV=${e.APP_ENV}:\n- ${problems.join("\n- ")}`);
  }
  return {
    port: e.PORT,
    host: e.HOST ?? (e.APP_ENV === "local" ? "127.0.0.1" : "0.0.0.0"),
    appEnv: e.APP_ENV,
    flags: environmentFlags(e.APP_ENV, e.ALLOW_INDEXING ? e.ALLOW_INDEXING === "true" : undefined),
    databaseUrl: e.DATABASE_URL || undefined,
    pgliteDataDir: e.PGLITE_DATA_DIR,
    fileStorageDir: e.FILE_STORAGE_DIR,
    hostMap,
    publicOrigins: publicOriginsOf(hostMap, origins, e.APP_ENV, e.PORT),
    logLevel: e.LOG_LEVEL,
    siteVersion: e.SITE_VERSION,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    apiDocs: e.API_DOCS ? e.API_DOCS === "true" : e.APP_ENV !== "prod",
    workers: e.WORKERS === "1",
    jobsPollingSeconds: e.JOBS_POLLING_SECONDS,
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    contentCacheSeconds: e.CONTENT_CACHE_SECONDS,
    imageCacheMb: e.IMAGE_CACHE_MB,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    pageRateLimitPerMinute: e.PAGE_RATE_LIMIT_PER_MINUTE,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    map: mapConfigOf(e),
    authSecret: authSecretOf(e.APP_ENV, e.AUTH_SECRET),
    sessionMinutes: e.SESSION_MINUTES,
    eid: {
      bankId: e.BANKID_API_URL
        ? {
            apiUrl: e.BANKID_API_URL,
            pfxPath: e.BANKID_PFX_PATH,
            pfxPassphrase: e.BANKID_PFX_PASSPHRASE,
            caPath: e.BANKID_CA_PATH,
          }
        : undefined,
      eident: oidcIssuer(e.EIDENT_ISSUER_URL, e.EIDENT_CLIENT_ID, e.EIDENT_CLIENT_SECRET),
      signicat: oidcIssuer(e.SIGNICAT_ISSUER_URL, e.SIGNICAT_CLIENT_ID, e.SIGNICAT_CLIENT_SECRET),
      simulatorPort: e.EID_SIMULATOR_PORT,
    },
    swish:
      e.SWISH_API_URL && e.SWISH_PAYEE_ALIAS
        ? {
            apiUrl: e.SWISH_API_URL,
            payeeAlias: e.SWISH_PAYEE_ALIAS,
            certPath: e.SWISH_CERT_PATH,
            keyPath: e.SWISH_KEY_PATH,
            pfxPath: e.SWISH_PFX_PATH,
            pfxPassphrase: e.SWISH_PFX_PASSPHRASE,
            caPath: e.SWISH_CA_PATH,
          }
        : undefined,
    webVitalsReportToken: e.WEBVITALS_REPORT_TOKEN || undefined,
  };
}

/**
 * The maps' base map: a tile service's style, a PMTiles archive (hosted, or a file the app
 * serves), or without either the bundled offline base map (decision 019).
 */
export type MapConfig =
  | { kind: "offline" }
  | { kind: "style"; url: string }
  | { kind: "pmtiles"; url: string; file?: string };

/** Where the app serves the archive of MAP_PMTILES_FILE. */
export const PMTILES_FILE_PATH = "/map/basemap.pmtiles";

function mapConfigOf(e: z.infer<typeof EnvSchema>): MapConfig {
  const style = e.MAP_STYLE_URL || undefined;
  const url = e.MAP_PMTILES_URL || undefined;
  const file = e.MAP_PMTILES_FILE || undefined;
  if ([style, url, file].filter(Boolean).length > 1) {
    throw new Error("Invalid configuration: set at most one of MAP_STYLE_URL, MAP_PMTILES_URL and MAP_PMTILES_FILE");
  }
  if (style) return { kind: "style", url: style };
  if (url) return { kind: "pmtiles", url };
  if (file) return { kind: "pmtiles", url: PMTILES_FILE_PATH, file: path.resolve(file) };
  return { kind: "offline" };
}

function authSecretOf(appEnv: AppEnv, secret: string | undefined): string {
  if (secret) return secret;
  if (appEnv === "prod" || appEnv === "preprod") {
    throw new Error("Invalid configuration: AUTH_SECRET (at least 32 characters) is required in production");
  }
  return DEVELOPMENT_AUTH_SECRET;
}

/**
 * What a production (or pre-production) start lacks, each said by name: its own signing key, a
 * public origin for every site it serves (links in e-mail never come from a request's Host
 * header), and an SMTP server (the outbox alone would swallow every e-mail).
 */
function productionProblems(
  e: z.infer<typeof EnvSchema>,
  origins: Partial<Record<SiteCode, string>>,
  hostMap: HostMap,
) {
  const problems: string[] = [];
  if (!e.AUTH_SECRET) problems.push("AUTH_SECRET is missing (a random key of at least 32 characters)");
  else if (e.AUTH_SECRET === DEVELOPMENT_AUTH_SECRET) problems.push("AUTH_SECRET is the development key");
  if (!e.HOST_MAP?.trim()) {
    problems.push("HOST_MAP is missing (e.g. https://www.nordhem.se=sv,https://www.nordhem.no=no,...)");
  } else {
    const without = sitesOfMap(hostMap).filter((site) => !origins[site]);
    if (without.length > 0) {
      problems.push(
        `HOST_MAP names no public origin (https://host=site) for ${without.join(", ")}: e-mail links need one per site`,
      );
    }
  }
  if (!e.SMTP_URL) problems.push("SMTP_URL is missing (smtp://user:pass@host:587): e-mail would not be sent");
  return problems;
}

/**
 * Each served site's public origin: configured in the host map, else (outside production) the
 * site's first host, over http with the port locally and over https elsewhere.
 */
function publicOriginsOf(
  hostMap: HostMap,
  origins: Partial<Record<SiteCode, string>>,
  appEnv: AppEnv,
  port: number,
): Partial<Record<SiteCode, string>> {
  const result: Partial<Record<SiteCode, string>> = {};
  for (const [host, site] of Object.entries(hostMap)) {
    if (result[site]) continue;
    result[site] =
      origins[site] ?? (appEnv === "local" ? `http://${host}${port === 80 ? "" : `:${port}`}` : `https://${host}`);
  }
  if (result.sv) result.sv_en = result.sv;
  return result;
}

/** TRUST_PROXY: "false", "true", a hop count ("1"), or proxy addresses and CIDRs ("10.0.0.1,10.1.0.0/16"). */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const text = value.trim();
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text.split(",").map((part) => part.trim());
  for (const address of addresses) {
    const [ip = "", bits] = address.split("/");
    const version = isIP(ip);
    const maxBits = version === 6 ? 128 : 32;
    if (version === 0 || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))) {
      throw new Error(`Invalid configuration: TRUST_PROXY entry "${address}" is no address or CIDR`);
    }
  }
  return addresses;
}
