/**
 * Status is not told by colour alone: each status also has a pattern (spec 001 section 4 gives
 * the colours; the patterns are ours). The definitions are rendered once per explorer and used by
 * the overlay's polygons and the legend's swatches.
 */
export type PatternName = "none" | "stripes" | "dots" | "cross" | "lines";

const PATTERNS: Record<string, PatternName> = {
  forSale: "none",
  preselling: "none",
  reserved: "stripes",
  booked: "dots",
  sold: "cross",
};

export const patternOf = (status: string): PatternName => PATTERNS[status] ?? "lines";

const INK = "rgba(255, 255, 255, 0.85)";

export function StatusPatternDefs() {
  return (
    <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: "absolute" }}>
      <defs>
        <pattern id="explorer-pattern-none" width="8" height="8" patternUnits="userSpaceOnUse" />
        <pattern
          id="explorer-pattern-stripes"
          width="10"
          height="10"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="4" height="10" fill={INK} />
        </pattern>
        <pattern id="explorer-pattern-dots" width="10" height="10" patternUnits="userSpaceOnUse">
          <circle cx="5" cy="5" r="2.2" fill={INK} />
        </pattern>
        <pattern id="explorer-pattern-cross" width="10" height="10" patternUnits="userSpaceOnUse">
          <path d="M0 0L10 10M10 0L0 10" stroke={INK} strokeWidth="2" />
        </pattern>
        <pattern id="explorer-pattern-lines" width="10" height="10" patternUnits="userSpaceOnUse">
          <rect width="10" height="3" fill={INK} />
        </pattern>
      </defs>
    </svg>
  );
}
