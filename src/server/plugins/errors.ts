import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/client";
import { translate } from "~/i18n/catalogs.server";

import type { ApiError } from "~/lib/api-error";
import { isValidationMessageKey } from "~/lib/field-errors";
import { ThrottledError } from "../throttle";

/**
 * Input that passed the schema but breaks a rule that needs the site or the database (a
 * filter outside the site's bounds, a showing that is full). Services throw it; the API
 * answers 400 (or the given status) with the translated field messages.
 */
export class FieldValidationError extends Error {
  constructor(
    /** Field path (e.g. "filter.maxPrice") and the translation key of its message. */
    readonly fields: { field: string; messageKey: string; values?: Record<string, unknown> }[],
    readonly code = "invalid_request",
    readonly status = 400,
  ) {
    super(`Invalid input: ${fields.map((f) => f.field).join(", ")}`);
    this.name = "FieldValidationError";
  }
}

/** Zod messages that are translation keys ("validation.required") are translated; others get the generic text. */
function fieldMessage(language: Parameters<typeof translate>[0], field: string, message: string | undefined) {
  if (isValidationMessageKey(message)) return translate(language, message, { field });
  return translate(language, "errors.invalidField", { field });
}

/** SQLSTATE class 22 (data exception: NUL in text, a number out of range) or 54000 (a value too long for an index). */
function isDataException(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^(22[0-9A-Z]{3}|54000)$/.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Bad input answers 400 with a translated message in the site's language and the fields at
 * fault; the server never answers 500 to bad input. Unexpected errors are logged and answer
 * a generic translated 500 without internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.site?.language ?? "sv";
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => {
        // instancePath is "/w" for a field of the querystring, body or params.
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || (error.validationContext ?? "");
        return { field, message: fieldMessage(language, field, issue.message) };
      });
      return reply.status(400).send({
        error: { code: "invalid_request", message: translate(language, "errors.invalidRequest"), fields },
      } satisfies ApiError);
    }
    if (error instanceof FieldValidationError) {
      const fields = error.fields.map((f) => ({
        field: f.field,
        message: translate(language, f.messageKey, { field: f.field, ...f.values }),
      }));
      return reply.status(error.status).send({
        error: {
          code: error.code,
          message: fields[0]?.message ?? translate(language, "errors.invalidRequest"),
          fields,
        },
      } satisfies ApiError);
    }
    if (error instanceof ThrottledError) {
      request.log.warn(
        { security: { call: `${request.method} ${request.routeOptions.url ?? "?"}`, httpStatus: 429 } },
        "throttled",
      );
      return reply
        .status(429)
        .header("retry-after", String(error.retryAfterSeconds))
        .send({ error: { code: "too_many_requests", message: translate(language, error.messageKey) } });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or away (decision 012): a passing state, so 503 and when to try
      // again, never 500. (The error itself is not logged: drizzle's carries the statement's values.)
      request.log.warn("request failed: database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: { code: "service_unavailable", message: translate(language, "errors.databaseUnavailable") } });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ error: { code: "too_many_requests", message: translate(language, "errors.tooManyRequests") } });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: error.code ?? "bad_request", message: translate(language, "errors.invalidRequest") } });
    }
    if (isDataException(error)) {
      // Input the schemas let through but the database cannot hold (a value out of range): the
      // client's fault, never a 500; logged so that the schema can be tightened.
      request.log.warn({ err: error }, "input refused by the database");
      return reply
        .status(400)
        .send({ error: { code: "invalid_request", message: translate(language, "errors.invalidRequest") } });
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ error: { code: "internal_error", message: translate(language, "errors.somethingWentWrong") } });
  });

  app.setNotFoundHandler((request, reply) => {
    const language = request.site?.language ?? "sv";
    return reply.status(404).send({ error: { code: "not_found", message: translate(language, "errors.notFoundApi") } });
  });
});
