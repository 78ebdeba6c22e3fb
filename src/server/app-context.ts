import { createContext } from "react-router";
import type { AuthContext, SessionSummary } from "~/features/account/schema";
import type { ContentService } from "~/features/content/index.server";
import type { PageViewModel } from "~/features/content/schema";
import type { SiteSettings } from "~/sites/sites";
import type { TemplatePageViewModel } from "~/templates/page-data";
import type { BaseMap } from "~/ui/map/base-map";
import type { EnvironmentFlags } from "./config";
import type { PageDataRequest } from "./feature-module";
import type { ModuleAssets } from "./template-assets";

/** The services route loaders call in-process (no HTTP hop). */
export interface Services {
  content: ContentService;
  /**
   * The page with its template's data: the template's per-request data when it has a loader
   * (FeatureModule.pageData), parsed by the template's schema (src/templates/page-data.server.ts).
   */
  pageData: (viewModel: PageViewModel, request: PageDataRequest) => Promise<TemplatePageViewModel>;
  /** The page shell's view of a live session (the auth guard resolved it once for the request). */
  session: (auth: AuthContext) => Promise<SessionSummary | undefined>;
}

/** Its presence means the visitor may see personal content (pages are then not shared from the cache). */
export { SESSION_COOKIE } from "~/features/account/session-cookies";

/** What every React Router loader gets from the Fastify request. */
export interface RequestContext {
  services: Services;
  site: SiteSettings;
  origin: string;
  flags: EnvironmentFlags;
  isLoggedIn: boolean;
  /** The logged-in user, or null for an anonymous visitor. */
  session: SessionSummary | null;
  /** The live session behind `session` (its user id, login kind, association), for personal page data. */
  auth: AuthContext | null;
  /** What the maps draw beneath their markers (decision 019). */
  baseMap: BaseMap;
  /** Built chunks and styles of a lazily loaded template module, for preload links. */
  templateAssets: (source: string | undefined) => ModuleAssets;
  /** The render's steps for the Server-Timing header (src/server/server-timing.ts), when measured. */
  steps?: RenderSteps;
  /**
   * What the page route found out about the page while rendering: whether its template is the
   * same for every visitor (decision 030), so the server may answer a logged-in visitor with it.
   */
  rendered?: { sessionIndependent: boolean };
}

/** Ends a named step of a render (the time since the previous step). */
export interface RenderSteps {
  lap(name: string): void;
  has(name: string): boolean;
}

/**
 * The server build bundles its own copy of this module while the Fastify server imports the
 * source, and contexts are matched by identity: both copies share one instance via a global.
 */
const KEY = Symbol.for("nordhem.requestContext");
const registry = globalThis as unknown as Record<symbol, ReturnType<typeof createContext<RequestContext>>>;
registry[KEY] ??= createContext<RequestContext>();
export const requestContext = registry[KEY];
