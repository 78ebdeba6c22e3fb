import { useRouteLoaderData } from "react-router";
import type { SessionSummary } from "~/features/account/schema";
import type { RootData } from "~/root";

/** The logged-in user as the server rendered the page (null for an anonymous visitor). */
export function useSession(): SessionSummary | null {
  return useRouteLoaderData<RootData>("root")?.session ?? null;
}
