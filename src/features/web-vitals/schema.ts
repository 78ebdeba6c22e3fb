import { z } from "zod";
import { isTemplateName } from "~/templates/names";

/**
 * The web-vitals call's contract (spec 001 section 7 `POST /api/webvitals/save`, issue 16,
 * decision 036), one schema for the browser's reporter (its type) and the server (the check).
 */

/**
 * The spec's measures and INP: the web-vitals library (5) measures INP in place of FID, which
 * browsers no longer report; FID stays accepted from reporters that still send it.
 */
export const METRIC_NAMES = ["CLS", "FCP", "LCP", "TTFB", "INP", "FID"] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** The library's navigation types (Navigation Timing's, and its own for bfcache, prerender and restore). */
export const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
] as const;

export const RATINGS = ["good", "needs-improvement", "poor"] as const;
export type Rating = (typeof RATINGS)[number];

/**
 * Times are milliseconds, CLS a unitless score: nothing a real page reports comes near an hour,
 * so anything above is a broken or forged report.
 */
export const MAX_METRIC_VALUE = 3_600_000;
export const MAX_PATH_LENGTH = 2048;
export const MAX_HOST_LENGTH = 255;
/** The template of a page the reporter could not name. */
export const UNKNOWN_TEMPLATE = "unknown";

/** The page's path as stored: no query and no hash (they may carry search terms or tokens). */
export function pathWithoutQuery(path: string): string {
  return path.replace(/[?#].*$/s, "");
}

/** One metric of one page load, as the reporter sends it. */
export const WebVitalReportSchema = z.object({
  /** The library's id of this metric on this page load: a resend of it replaces the first. */
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\x21-\x7e]+$/, "validation.invalidInput"),
  name: z.enum(METRIC_NAMES),
  value: z.number().finite().min(0).max(MAX_METRIC_VALUE),
  navigationType: z.enum(NAVIGATION_TYPES),
  rating: z.enum(RATINGS),
  /** `location.pathname` of the page load. */
  path: z
    .string()
    .max(MAX_PATH_LENGTH)
    .startsWith("/", "validation.invalidInput")
    .transform(pathWithoutQuery)
    .describe("The page's path (location.pathname); a query or hash is cut off before it is stored"),
  /** `location.host`: stored as sent; the site is the request's own (its Host header). */
  host: z
    .string()
    .min(1)
    .max(MAX_HOST_LENGTH)
    .regex(/^[A-Za-z0-9.\-:[\]]+$/, "validation.invalidInput"),
  /** The page's template (its view model's currentComponent); "unknown" when the reporter has none. */
  template: z
    .string()
    .max(100)
    .refine((name) => name === UNKNOWN_TEMPLATE || isTemplateName(name), "validation.invalidInput")
    .optional(),
});
export type WebVitalReport = z.input<typeof WebVitalReportSchema>;
export type ParsedWebVitalReport = z.output<typeof WebVitalReportSchema>;

/** One line of the report: the p75 of one metric of one template on one site. */
export const WebVitalsReportRowSchema = z.object({
  site: z.string(),
  template: z.string(),
  name: z.enum(METRIC_NAMES),
  /** The 75th percentile (continuous, as PostgreSQL's percentile_cont). */
  p75: z.number(),
  count: z.number().int(),
  /** The p75 against the library's thresholds of the metric. */
  rating: z.enum(RATINGS),
});
export type WebVitalsReportRow = z.infer<typeof WebVitalsReportRowSchema>;

export const WebVitalsReportSchema = z.object({
  /** The window's start and end (the last 7 days). */
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  rows: z.array(WebVitalsReportRowSchema),
});
export type WebVitalsReport = z.infer<typeof WebVitalsReportSchema>;

export const WebVitalsReportQuerySchema = z.object({
  format: z.enum(["html", "json"]).default("html"),
});
