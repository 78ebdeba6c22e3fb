import { describe, expect, it } from "vitest";
import { ratingOf } from "./thresholds";

/** The report rates a p75 as the library rates a single measure: the threshold itself is still the better side. */
describe("ratingOf", () => {
  it.each([
    ["LCP", 2500, "good"],
    ["LCP", 2500.1, "needs-improvement"],
    ["LCP", 4000, "needs-improvement"],
    ["LCP", 4000.1, "poor"],
    ["CLS", 0.1, "good"],
    ["CLS", 0.25, "needs-improvement"],
    ["CLS", 0.26, "poor"],
    ["INP", 200, "good"],
    ["INP", 501, "poor"],
    ["FCP", 1801, "needs-improvement"],
    ["TTFB", 800, "good"],
    ["TTFB", 1801, "poor"],
    ["FID", 100, "good"],
    ["FID", 300, "needs-improvement"],
    ["FID", 301, "poor"],
  ] as const)("%s %d is %s", (name, value, rating) => {
    expect(ratingOf(name, value)).toBe(rating);
  });
});
