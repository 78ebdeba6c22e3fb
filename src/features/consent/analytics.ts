/**
 * Analytics events of the data layer (page views, errors; issue 16, spec 000 section 9): the data
 * layer's code (./data-layer.ts, with Consent Mode) loads after the page is interactive, and
 * pushes them only with statistics consent. This part is all that every page's first load carries.
 */
export function pushAnalyticsEvent(event: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  import("./data-layer")
    .then((module) => module.pushPageEvent(event))
    // Analytics must never disturb the page.
    .catch(() => {});
}
