import { type SQL, sql } from "drizzle-orm";

/**
 * Values written into a search statement as SQL literals instead of parameters.
 *
 * Why: PostgreSQL plans a named prepared statement with its parameters' values five times, then
 * may switch to one generic plan that estimates every parameter with default selectivities. For
 * the search those estimates can be far off (a viewing filter taken for 0.5 % of the homes when
 * it keeps 30 %), and the generic plan then loops over an index per row: 25 ms became 180 ms and
 * 700 ms in docs/performance.md's measurements. With the values in the text the planner always
 * sees them, and a statement that recurs (the search page as it opens, a tag page, the map) keeps
 * the plan it was given for exactly those values.
 *
 * Every value reaching here has been checked by the request's zod schema (numbers, enumerated
 * words, ISO dates); the quoting below is complete anyway, so no input can leave its literal.
 */
export type LiteralValue = string | number;

/** The SQL text of a literal. */
export function literalText(value: LiteralValue): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    // In parentheses: a negative number after a minus must not read as a comment ("--").
    return value < 0 ? `(${value})` : String(value);
  }
  if (value.includes("\0")) throw new TypeError("a text value with a NUL character");
  // An E'' string means the same whatever standard_conforming_strings says: only \ and ' are special.
  return `E'${value.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}

export function literal(value: LiteralValue): SQL {
  return sql.raw(literalText(value));
}

/** Literals separated by commas, e.g. for `in (…)` or `array[…]`. */
export function literals(values: readonly LiteralValue[]): SQL {
  if (values.length === 0) throw new RangeError("an empty list of literals");
  return sql.raw(values.map(literalText).join(", "));
}
