import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { DatabaseHandle } from "~/db/client";
import type { AuthContext, SessionSummary } from "~/features/account/schema";
import type { DynamicPageResolver } from "~/features/content/index.server";
import type { SiteSettings } from "~/sites/sites";
import type { DataTemplateName, TemplateData } from "~/templates/page-data";
import type { RenderOnlyData } from "~/templates/render-only";
import type { AppConfig } from "./config";
import type { AnyJobDefinition, JobQueue } from "./jobs";
import type { PageInvalidation } from "./page-invalidation";
import type { StaffContext } from "./plugins/auth";
import type { Throttle } from "./throttle";

/** What a page's template may need beyond its content: the request's query. */
export interface PageDataRequest {
  site: SiteSettings;
  /** The full URL of the page request, query included. */
  url: URL;
  /** What the server renders but does not send again in the hydration data (decision 023). */
  renderOnly?: RenderOnlyData;
  /**
   * The visitor's session, resolved once by the auth guard; absent for an anonymous visitor and
   * for pages rendered for the shared cache. Loaders of personal templates (My Pages) read the
   * user from it and throw PageNotFound when the page is not theirs to see.
   */
  auth?: AuthContext;
}

/** A registered symbol: the same in every bundle that includes this module. */
const PAGE_NOT_FOUND = Symbol.for("nordhem.PageNotFound");

/**
 * Thrown by a page data loader when this visitor has no such page (a My Pages path outside the
 * user's menu, another user's record): the page route answers with the 404 page, never with
 * another template or someone else's data (decision 031).
 */
export class PageNotFound extends Error {
  readonly [PAGE_NOT_FOUND] = true;

  constructor(readonly reason: string) {
    super(`Page not found: ${reason}`);
    this.name = "PageNotFound";
  }
}

/**
 * Whether `error` is a PageNotFound from any copy of this module: the React Router build (the
 * page route) and the server (the loaders) each bundle their own, so `instanceof` fails across
 * them and a path outside the menu answered 500 (src/features/my-pages/authorization.api.test.ts).
 */
export function isPageNotFound(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { [PAGE_NOT_FOUND]?: unknown })[PAGE_NOT_FOUND] === true
  );
}

/**
 * Data template `K` needs per request (it depends on the query or the visitor, so it is not
 * part of the cached page view model), e.g. the search page's first results. It returns the
 * data its template's schema describes (src/templates/page-data.ts), or undefined to keep what
 * the page has (a dynamic page's data).
 */
export type PageDataLoader<K extends DataTemplateName> = (
  request: PageDataRequest,
) => Promise<TemplateData[K] | undefined>;

/** Per-request data loaders by template: only templates with a data schema have one. */
export type PageDataLoaders = { [K in DataTemplateName]?: PageDataLoader<K> };

export interface FeatureDeps {
  config: AppConfig;
  database: DatabaseHandle;
  clock: () => Date;
  /** Limits per account, client and recipient, shared by every process (src/server/throttle.ts). */
  throttle: Throttle;
  /** Background jobs: any feature may send one (src/server/jobs.ts). */
  jobs: JobQueue;
  /** Drops the cached copies of pages whose data changed (src/server/page-invalidation.ts). */
  pages?: PageInvalidation;
}

/**
 * One feature's contribution to the application: its API routes, the dynamic pages it
 * owns, and the per-request data of its templates. Listed in ./features.ts.
 */
export interface FeatureModule {
  name: string;
  routes?: (app: FastifyInstance) => Promise<void>;
  dynamicPages?: DynamicPageResolver[];
  pageData?: PageDataLoaders;
  /**
   * The account feature: how a request's session is found (its cookie or bearer token), what a
   * client keeps of a session that is gone, and the page shell's view of a session. The auth
   * guard (src/server/plugins/auth.ts) and the page loaders use it.
   */
  sessions?: {
    resolve: (request: FastifyRequest) => Promise<AuthContext | undefined>;
    forget: (reply: FastifyReply) => void;
    summary: (auth: AuthContext) => Promise<SessionSummary | undefined>;
  };
  /** The case-management feature: the staff session of a request (the auth guard's `staff` access). */
  staffSessions?: { resolve: (request: FastifyRequest) => Promise<StaffContext | undefined> };
  /** The feature's background jobs, each with its payload schema (and a schedule, if it has one). */
  jobs?: AnyJobDefinition[];
  /** Runs when the application closes (timers, connections). */
  close?: () => Promise<void>;
}
