import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import type { BaseMap } from "~/ui/map/base-map";

/** The configured base map of the site's maps (decision 019); undefined outside the app's routes. */
export function useBaseMap(): BaseMap | undefined {
  return useRouteLoaderData<RootData>("root")?.baseMap;
}
