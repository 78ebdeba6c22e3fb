import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { showToast } from "~/ui/toast/show-toast";
import { errorToastOf } from "./request-error";

/**
 * TanStack Query for data that changes without navigation (decision 009). Only the chunks of
 * the widgets that use it import this module: the page shell never does, and the client is
 * made the first time such a widget renders.
 */

/** Spec 001 section 9: one retry, no refetch on window focus, stale time 30 s. */
export const QUERY_DEFAULTS = { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } as const;

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ToastMeta;
    mutationMeta: ToastMeta;
  }
}

export interface ToastMeta extends Record<string, unknown> {
  /** False for a request whose failure the widget reports itself; otherwise a failure is an error toast. */
  errorToast?: boolean;
}

/**
 * A client with the spec's defaults whose failed queries and mutations (after their retries)
 * show an error toast with the server's message (spec 001 section 8). Mutations are not retried
 * (TanStack's default): sending a form twice is not ours to decide.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast !== false) showToast(errorToastOf(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false) showToast(errorToastOf(error));
      },
    }),
    defaultOptions: { queries: QUERY_DEFAULTS },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The page's one client in the browser (widgets share its cache); on the server a new one per
 * call, so that nothing is ever shared between two visitors' requests.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** The client for a component's queries (`useQuery(options, client)`), without a provider in the shell. */
export function usePageQueryClient(): QueryClient {
  const [client] = useState(getQueryClient);
  return client;
}
