import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import type { SiteSettings } from "~/sites/sites";

/** The current site's settings, from the root loader. */
export function useSite(): SiteSettings {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useSite outside the root route");
  return data.site;
}
