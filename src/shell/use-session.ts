import { useEffect, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { SessionSummary } from "~/features/account/schema";
import type { RootData } from "~/root";
import { loadSession, serverSessionState, sessionState, subscribeSession } from "./session-store";

/**
 * The logged-in user (null for an anonymous visitor): as the server rendered the page when it
 * rendered it for this visitor, else, on a page shared with every visitor (decision 030), as the
 * browser learns it after hydration (./session-store.ts).
 */
export function useSession(): SessionSummary | null {
  return useSessionStatus().session;
}

/**
 * The session and whether it is known yet: a widget that differs for anonymous visitors,
 * customers and board members (the favourites) waits until it is, so that nobody sees another
 * kind of visitor's widget for a moment.
 */
export function useSessionStatus(): { known: boolean; session: SessionSummary | null } {
  const rendered = useRouteLoaderData<RootData>("root")?.session ?? null;
  const learnt = useSyncExternalStore(subscribeSession, sessionState, serverSessionState);
  useEffect(() => {
    if (!rendered) loadSession();
  }, [rendered]);
  return rendered ? { known: true, session: rendered } : learnt;
}
