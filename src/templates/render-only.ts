import { createContext as createReactContext, useContext } from "react";
import { createContext as createRouterContext } from "react-router";

/**
 * Data the server renders into a page's HTML and does not send again in the hydration data
 * (decision 023), e.g. the search page's first results: a loader puts it here, the server's
 * render reads it, and in the browser it is absent (the component adopts the server's markup
 * and fetches its own copy when it needs one). Per request: nothing here outlives a render.
 */
export class RenderOnlyData {
  private readonly values = new Map<RenderOnlyKey<unknown>, unknown>();

  set<T>(key: RenderOnlyKey<T>, value: T): void {
    this.values.set(key, value);
  }

  get<T>(key: RenderOnlyKey<T>): T | undefined {
    return this.values.get(key) as T | undefined;
  }
}

/** Names one kind of render-only data and its type. */
export interface RenderOnlyKey<T> {
  readonly name: string;
  /** Never set: carries the type. */
  readonly type?: T;
}

/** The page route's loader creates the request's store here; the server entry hands it to React. */
export const renderOnlyRouterContext = createRouterContext<RenderOnlyData | null>(null);

/** The request's store during the server's render; null in the browser. */
export const RenderOnlyContext = createReactContext<RenderOnlyData | null>(null);

/** The render-only data of `key` on the server; undefined in the browser. */
export function useRenderOnly<T>(key: RenderOnlyKey<T>): T | undefined {
  return useContext(RenderOnlyContext)?.get(key);
}
