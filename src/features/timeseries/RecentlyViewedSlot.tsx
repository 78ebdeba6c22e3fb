import { type ComponentType, Suspense, useEffect, useState } from "react";
import { useSite } from "~/shell/use-site";
import type { RecentlyViewedProps } from "./RecentlyViewed";
import { rememberedVisitor } from "./visitor";

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs after the browser is idle (or soon, where idle callbacks are missing); returns a cancel. */
function whenIdle(callback: () => void): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const handle = w.requestIdleCallback(callback, { timeout: 4000 });
    return () => w.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(timer);
}

/**
 * The start page's slot for "recently viewed" and "most visited in your county". The server
 * renders nothing, so the cached start page is the same for everyone; in the browser, only a
 * visitor who has seen residences loads the lists' code, after the page is idle.
 */
export function RecentlyViewedSlot() {
  const site = useSite();
  const [loaded, setLoaded] = useState<{
    Component: ComponentType<RecentlyViewedProps>;
    visitorId: string;
  } | null>(null);

  useEffect(() => {
    if (!site.features.search || !site.urls.seoResidences) return;
    const visitorId = rememberedVisitor();
    if (!visitorId) return;
    let active = true;
    const cancel = whenIdle(() => {
      import("./RecentlyViewed")
        .then(({ RecentlyViewed }) => {
          if (active) setLoaded({ Component: RecentlyViewed, visitorId });
        })
        .catch(() => {});
    });
    return () => {
      active = false;
      cancel();
    };
  }, [site]);

  if (!loaded) return null;
  const { Component, visitorId } = loaded;
  return (
    // The lists wait for their texts when the page does not carry them.
    <Suspense fallback={null}>
      <Component visitorId={visitorId} siteId={site.siteId} />
    </Suspense>
  );
}
