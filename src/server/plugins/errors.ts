import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { translate } from "~/i18n/catalogs.server";

/** The one error shape of the API: a stable code, a translated message, and field details. */
export interface ApiError {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
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
        return { field, message: translate(language, "errors.invalidField", { field }) };
      });
      return reply.status(400).send({
        error: { code: "invalid_request", message: translate(language, "errors.invalidRequest"), fields },
      } satisfies ApiError);
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
