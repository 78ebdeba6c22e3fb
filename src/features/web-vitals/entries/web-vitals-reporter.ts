/**
 * The browser's page-speed reporter (issue 16, decision 036): the page shell loads it once per
 * page load, after the page is interactive and only with statistics consent. It measures CLS,
 * FCP, LCP, TTFB and INP (in place of FID) with the web-vitals library and sends each with
 * sendBeacon to `POST /api/webvitals/save`. A visitor who withdraws statistics sends nothing
 * more. Tiny, and it never throws into the page: a lost measure costs nothing.
 */
import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { currentConsent } from "~/features/consent";
import type { WebVitalReport } from "../schema";

const SAVE_URL = "/api/webvitals/save";
let started = false;

/** sendBeacon survives the page being hidden or closed; it refuses when its queue is full. */
function beacon(body: string): boolean {
  try {
    return navigator.sendBeacon?.(SAVE_URL, new Blob([body], { type: "application/json" })) ?? false;
  } catch {
    // Older Chromium threw for a Blob of a type other than text/plain and the form types.
    return false;
  }
}

function send(body: string): void {
  if (beacon(body)) return;
  fetch(SAVE_URL, {
    method: "POST",
    body,
    headers: { "content-type": "application/json" },
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => undefined);
}

/** Starts measuring this page load of `page.template`; later calls on the same load do nothing. */
export function startWebVitals(page: { template: string }): void {
  if (started) return;
  started = true;
  try {
    // The page of the load: measures such as CLS and INP arrive when the page is hidden, maybe
    // after client-side navigations, and still belong to the page that was loaded.
    const path = location.pathname;
    const host = location.host;
    const report = (metric: MetricType) => {
      try {
        if (!currentConsent().statistics) return;
        const body: WebVitalReport = {
          id: metric.id,
          name: metric.name,
          value: metric.value,
          navigationType: metric.navigationType,
          rating: metric.rating,
          path,
          host,
          template: page.template,
        };
        send(JSON.stringify(body));
      } catch {
        // Measuring must never disturb the page.
      }
    };
    onCLS(report);
    onFCP(report);
    onLCP(report);
    onTTFB(report);
    onINP(report);
  } catch {
    // An old browser without the APIs the library needs: nothing to measure.
  }
}
