import type { Writable } from "node:stream";
import type { FastifyServerOptions } from "fastify";
import { redactForLog, redactUrl } from "~/lib/redact";
import type { AppConfig } from "./config";

/**
 * The server's logger (pino through Fastify): errors and requests pass through the redaction
 * of src/lib/redact.ts, so neither a database error's parameters nor a link's token, a password,
 * an identity number, an e-mail address or a phone number reaches the log.
 */
export function loggerOptions(level: AppConfig["logLevel"], stream?: Writable): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: (error: unknown) => redactForLog(error) as { type: string; message: string; stack: string },
      error: (error: unknown) => redactForLog(error),
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
      }),
    },
    // Anything else a log call passes by these names.
    redact: {
      paths: [
        "password",
        "*.password",
        "email",
        "*.email",
        "token",
        "*.token",
        "securityNumber",
        "*.securityNumber",
        "phoneNumber",
        "*.phoneNumber",
        "headers.cookie",
        "headers.authorization",
        "*.headers.cookie",
        "*.headers.authorization",
      ],
      censor: "[redacted]",
    },
  };
}
