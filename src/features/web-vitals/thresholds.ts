import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from "web-vitals";
import type { MetricName, Rating } from "./schema";

/**
 * Where "good" ends and "poor" begins for each metric: the web-vitals library's own thresholds
 * (one owner: the same the browser rates each report with), and FID's, which the library no
 * longer carries (web.dev: good up to 100 ms, poor above 300 ms).
 */
const THRESHOLDS: Record<MetricName, readonly [number, number]> = {
  CLS: CLSThresholds,
  FCP: FCPThresholds,
  LCP: LCPThresholds,
  TTFB: TTFBThresholds,
  INP: INPThresholds,
  FID: [100, 300],
};

/** The library's rule: up to the first threshold good, up to the second needs improvement, above it poor. */
export function ratingOf(name: MetricName, value: number): Rating {
  const [good, poor] = THRESHOLDS[name];
  if (value <= good) return "good";
  if (value <= poor) return "needs-improvement";
  return "poor";
}
