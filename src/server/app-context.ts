import { createContext } from "react-router";
import type { ContentService } from "~/features/content/content.service";
import type { SiteSettings } from "~/sites/sites";
import type { EnvironmentFlags } from "./config";

/** The services route loaders call in-process (no HTTP hop). */
export interface Services {
  content: ContentService;
}

/** Name of the session cookie; its presence means the visitor may see personal content. */
export const SESSION_COOKIE = "nordhem_session";

/** What every React Router loader gets from the Fastify request. */
export interface RequestContext {
  services: Services;
  site: SiteSettings;
  origin: string;
  flags: EnvironmentFlags;
  isLoggedIn: boolean;
}

/**
 * The server build bundles its own copy of this module while the Fastify server imports the
 * source, and contexts are matched by identity: both copies share one instance via a global.
 */
const KEY = Symbol.for("nordhem.requestContext");
const registry = globalThis as unknown as Record<symbol, ReturnType<typeof createContext<RequestContext>>>;
registry[KEY] ??= createContext<RequestContext>();
export const requestContext = registry[KEY];
