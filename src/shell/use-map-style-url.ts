import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";

/** The configured map style URL (MAP_STYLE_URL), or undefined for the bundled offline base map. */
export function useMapStyleUrl(): string | undefined {
  return useRouteLoaderData<RootData>("root")?.mapStyleUrl ?? undefined;
}
