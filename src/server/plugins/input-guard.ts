import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";
import { controlCharacterProblem, isMultilineText, VALIDATION_MESSAGES } from "~/lib/validation";

/**
 * Control characters never reach a service (issue 11): every string of a request's body, query
 * and path parameters, and every key, is checked before its schema runs. NUL and the other C0
 * controls (and DEL) are refused everywhere; tab, line feed and carriage return only where the
 * route's schema marks a field as multi-line text (`multilineTextField` in src/lib/validation.ts).
 * PostgreSQL cannot store NUL at all, so without this a NUL answered 500. The answer is the
 * usual 400 with the field and a translated message. Doing it in the validator compiler covers
 * every route, including ones written later, without each schema having to remember it.
 */

type PathPattern = (string | number)[];
/** Stands for any array index or record key in a pattern. */
const ANY = "*";

/** Where a schema accepts multi-line text, as patterns of object keys and ANY. */
export function multilinePaths(schema: ZodType): PathPattern[] {
  const found: PathPattern[] = [];
  const seen = new Set<unknown>();
  const walk = (node: ZodType | undefined, path: PathPattern) => {
    if (!node || seen.has(node) || path.length > 12) return;
    if (isMultilineText(node)) {
      found.push(path);
      return;
    }
    seen.add(node);
    const def = (node as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
    switch (def.type) {
      case "object":
        for (const [key, child] of Object.entries(def.shape as Record<string, ZodType>)) walk(child, [...path, key]);
        break;
      case "optional":
      case "nullable":
      case "default":
      case "prefault":
      case "nonoptional":
      case "readonly":
      case "catch":
        walk(def.innerType as ZodType, path);
        break;
      case "pipe":
        walk(def.in as ZodType, path);
        walk(def.out as ZodType, path);
        break;
      case "array":
        walk(def.element as ZodType, [...path, ANY]);
        break;
      case "record":
        walk(def.valueType as ZodType, [...path, ANY]);
        break;
      case "union":
        for (const option of def.options as ZodType[]) walk(option, path);
        break;
      case "intersection":
        walk(def.left as ZodType, path);
        walk(def.right as ZodType, path);
        break;
      case "lazy":
        walk((def.getter as () => ZodType)(), path);
        break;
    }
    seen.delete(node);
  };
  walk(schema, []);
  return found;
}

function matches(pattern: PathPattern, path: PathPattern): boolean {
  return pattern.length === path.length && pattern.every((part, i) => part === ANY || part === path[i]);
}

/** The issues of control characters in a request part, by field path. */
export function controlCharacterIssues(data: unknown, multiline: PathPattern[]) {
  const issues: { path: PathPattern; message: string }[] = [];
  const visit = (value: unknown, path: PathPattern, depth: number) => {
    if (depth > 32 || issues.length > 0) return;
    if (typeof value === "string") {
      const allowLineBreaks = multiline.some((pattern) => matches(pattern, path));
      if (controlCharacterProblem(value, allowLineBreaks)) {
        issues.push({ path, message: VALIDATION_MESSAGES.controlCharacters });
      }
      return;
    }
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, [...path, index], depth + 1);
      return;
    }
    if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (controlCharacterProblem(key, false)) {
          issues.push({ path, message: VALIDATION_MESSAGES.controlCharacters });
          return;
        }
        visit(item, [...path, key], depth + 1);
      }
    }
  };
  visit(data, [], 0);
  return issues;
}

/** fastify-type-provider-zod's compiler, with the control-character check in front of each schema. */
export const guardedValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType)) return validatorCompiler(route);
  const multiline = multilinePaths(schema);
  const guarded = z.preprocess((data, context) => {
    for (const issue of controlCharacterIssues(data, multiline)) {
      context.addIssue({ code: "custom", path: issue.path, message: issue.message, input: data });
    }
    return data;
  }, schema);
  return validatorCompiler({ ...route, schema: guarded });
};
