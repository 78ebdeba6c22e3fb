import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { DatabaseHandle } from "~/db/client";
import type { AuthContext, SessionSummary } from "~/features/account/schema";
import type { DynamicPageResolver } from "~/features/content/content.service";
import type { SiteSettings } from "~/sites/sites";
import type { TemplateName } from "~/templates/names";
import type { AppConfig } from "./config";
import type { Throttle } from "./throttle";

/** What a page's template may need beyond its content: the request's query. */
export interface PageDataRequest {
  site: SiteSettings;
  /** The full URL of the page request, query included. */
  url: URL;
}

/**
 * Data a template needs per request (it depends on the query or the visitor, so it is not
 * part of the cached page view model), e.g. the search page's first results.
 */
export type PageDataLoader = (request: PageDataRequest) => Promise<unknown>;

export interface FeatureDeps {
  config: AppConfig;
  database: DatabaseHandle;
  clock: () => Date;
  /** Limits per account, client and recipient, shared by every process (src/server/throttle.ts). */
  throttle: Throttle;
}

/**
 * One feature's contribution to the application: its API routes, the dynamic pages it
 * owns, and the per-request data of its templates. Listed in ./features.ts.
 */
export interface FeatureModule {
  name: string;
  routes?: (app: FastifyInstance) => Promise<void>;
  dynamicPages?: DynamicPageResolver[];
  pageData?: Partial<Record<TemplateName, PageDataLoader>>;
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
  /** Runs when the application closes (timers, connections). */
  close?: () => Promise<void>;
}
