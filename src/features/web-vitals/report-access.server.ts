import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { isLoopback } from "~/server/plugins/auth";

export interface ReportAccessOptions {
  /** Developer tools are on (outside prod and preprod): loopback clients may read the report. */
  developerTools: boolean;
  /** WEBVITALS_REPORT_TOKEN: the operator's bearer token; without it no token opens the report. */
  token?: string;
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/**
 * Who may read the web-vitals report (decision 036): the operator with the configured bearer
 * token, anywhere; outside production also a client on this machine, judged by the socket's
 * own address. Not `request.ip`: behind TRUST_PROXY an X-Forwarded-For header decides that one,
 * and anybody can send it. The token is never read from the query string (it would end up in
 * logs and histories) and is compared in constant time (as digests, so its length leaks nothing).
 */
export function mayReadReport(request: FastifyRequest, options: ReportAccessOptions): boolean {
  if (options.developerTools && isLoopback(request.socket.remoteAddress ?? "")) return true;
  if (!options.token) return false;
  const match = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? "");
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(options.token));
}
