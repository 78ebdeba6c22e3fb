import type { FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./session-cookies";

/** The session token of a request: the HttpOnly cookie, or a bearer header from a non-browser client. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ") && header.length > 7) return header.slice(7);
  return request.cookies?.[SESSION_COOKIE];
}
