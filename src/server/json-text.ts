import type { FastifyReply } from "fastify";
import type { z } from "zod";
import { parseWithSchema } from "~/lib/schema-check";

declare const jsonOf: unique symbol;

/**
 * JSON text of a value of type `T` that was built outside JavaScript and is sent as it is: the
 * search's answers are built by the database (decision 010), so the process neither parses
 * them nor serializes them again. The type says what the text holds, so a route can only send
 * it under a response schema of the same type (`sendJsonText`).
 */
export type JsonText<T> = string & { readonly [jsonOf]: T };

/**
 * Declares that `text` is the JSON of a `T`. This is the one place that takes such JSON on
 * trust; every route that sends it checks it against its response schema outside production.
 */
export function jsonText<T>(text: string): JsonText<T> {
  return text as JsonText<T>;
}

/** The value a JSON text holds (for callers in the process, e.g. the search page's first results). */
export function parseJsonText<T>(text: JsonText<T>): T {
  return JSON.parse(text);
}

/** A string sent with a JSON type goes out as it is, without Fastify's serializer. */
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Sends JSON text as the answer of a route whose response schema is `schema`. Fastify's
 * serializer, which would check an object against the schema, does not run for text; so with
 * `check` (development and tests: `flags.checkSchemas`) the text is parsed and checked here,
 * unknown keys included, and a mismatch is a 500 that fails the test that made the call.
 * Production sends the text unchecked: parsing and checking 1,600 map markers (110 KiB) takes
 * about 0.85 ms on the development machine, an eighth of the search's server time (p50 about
 * 7 ms, docs/performance.md), which the search's budget has no room for.
 */
export function sendJsonText<S extends z.ZodType>(
  reply: FastifyReply,
  schema: S,
  text: JsonText<z.output<S>>,
  options: { check: boolean },
): FastifyReply {
  if (options.check) {
    parseWithSchema(schema, JSON.parse(text), {
      subject: `the answer of ${reply.request.method} ${reply.request.routeOptions.url ?? reply.request.url}`,
      strict: true,
    });
  }
  return reply.type(JSON_TYPE).send(text);
}
