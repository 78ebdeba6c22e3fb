import { createContext } from "react-router";
import type { ContentService } from "~/features/content/content.service";
import type { SiteSettings } from "~/sites/sites";
import type { EnvironmentFlags } from "./config";

/** The services route loaders call in-process (no HTTP hop). */
export interface Services {
  content: ContentService;
}

/** What every React Router loader gets from the Fastify request. */
export interface RequestContext {
  services: Services;
  site: SiteSettings;
  origin: string;
  flags: EnvironmentFlags;
  /** CSP nonce of this response, for the inline scripts React Router writes. */
  nonce: string;
  isLoggedIn: boolean;
}

export const requestContext = createContext<RequestContext>();
