import { createContext as createReactContext, useContext } from "react";
import { createContext as createRouterContext } from "react-router";

/**
 * Data the server renders into a page's HTML and does not send again in the hydration data
 * (decision 023), e.g. the search page's first results: a loader puts it here, the server's
 * render reads it, and in the browser it is absent (the component adopts the server's markup
 * and fetches its own copy when it needs one). Per request: nothing here outlives a render.
 */
export class RenderOnlyData {
  // By name, not by the key's identity: the feature modules' loaders run from the source while
  // the render runs in the server build, each with its own copy of the key.
  private readonly values = new Map<string, unknown>();

  set<T>(key: RenderOnlyKey<T>, value: T): void {
    this.values.set(key.name, value);
  }

  get<T>(key: RenderOnlyKey<T>): T | undefined {
    return this.values.get(key.name) as T | undefined;
  }
}

/** Names one kind of render-only data (unique per page) and its type. */
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
