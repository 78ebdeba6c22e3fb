import type { z } from "zod";

/**
 * Data that does not match its schema. The message names paths and zod's messages, never the
 * values: page data and answers carry contact persons' e-mail addresses and phone numbers.
 */
export class SchemaMismatchError extends Error {
  constructor(
    readonly subject: string,
    readonly problems: string[],
  ) {
    const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).join("; ");
    const more = problems.length > MAX_PROBLEMS_SHOWN ? ` (${problems.length - MAX_PROBLEMS_SHOWN} more)` : "";
    super(`${subject} does not match its schema: ${shown}${more}`);
    this.name = "SchemaMismatchError";
  }
}

const MAX_PROBLEMS_SHOWN = 10;
/** A list of 5,000 markers with one key too many would otherwise make a message of 5,000 paths. */
const MAX_PROBLEMS_COLLECTED = 50;

/**
 * `value` parsed by `schema`; throws SchemaMismatchError when it does not match. With `strict`,
 * keys the schema does not declare are an error too: zod drops them silently, so a loader or a
 * SQL statement that builds a field nobody declared would go unnoticed (and a page would carry
 * it in its hydration data, where parsing did not strip it).
 */
export function parseWithSchema<S extends z.ZodType>(
  schema: S,
  value: unknown,
  options: { subject: string; strict: boolean },
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new SchemaMismatchError(
      options.subject,
      result.error.issues.map((issue) => `${pathText(issue.path)}: ${issue.message}`),
    );
  }
  if (options.strict) {
    const unknown: string[] = [];
    collectUnknownKeys(value, result.data, "", unknown);
    if (unknown.length > 0) {
      throw new SchemaMismatchError(
        options.subject,
        unknown.map((path) => `${path}: not in the schema`),
      );
    }
  }
  return result.data;
}

function pathText(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "(root)" : path.map(String).join(".");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Keys of `input` that parsing dropped: they are missing from `output` at the same place. */
function collectUnknownKeys(input: unknown, output: unknown, path: string, found: string[]): void {
  if (found.length >= MAX_PROBLEMS_COLLECTED) return;
  if (Array.isArray(input) && Array.isArray(output)) {
    input.forEach((item, index) => {
      collectUnknownKeys(item, output[index], `${path}[${index}]`, found);
    });
    return;
  }
  if (!isRecord(input) || !isRecord(output)) return;
  for (const key of Object.keys(input)) {
    const inner = path ? `${path}.${key}` : key;
    if (Object.hasOwn(output, key)) collectUnknownKeys(input[key], output[key], inner, found);
    else found.push(inner);
  }
}
