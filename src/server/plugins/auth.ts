import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AuthContext, LoginKind } from "~/features/account/schema";
import { translate } from "~/i18n/catalogs.server";

/**
 * Who may call a route. Every route declares it (`config: { access }`); a test walks every
 * registered route and fails on one that does not (src/server/auth-guard.api.test.ts).
 *
 * - `public`: anyone (a session, if any, is resolved on demand with `request.authContext()`).
 * - `user`: a live session of any login kind.
 * - `boardMember`: a board-member session acting for one association.
 * - `{ loginKinds }`: a live session of one of these login kinds.
 * - `developer`: developer tools: only where they are on (not preprod/prod) and only for
 *   clients on this machine (loopback, by the address TRUST_PROXY decides).
 * - `staff`: a live staff session (case handling), from the staff cookie only. Staff are a role
 *   of their own: a customer session never passes here, and a staff session passes no other
 *   access (decision 041).
 */
export type RouteAccess =
  | "public"
  | "user"
  | "boardMember"
  | "developer"
  | "staff"
  | { loginKinds: readonly LoginKind[] };

/** The staff member behind a request on a `staff` route. */
export interface StaffContext {
  staffUserId: string;
  sessionId: string;
  name: string;
  email: string;
  expiresAt: Date;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The caller's session, resolved once per request and shared by routes and page loaders. */
    authContext(): Promise<AuthContext | undefined>;
  }
}

export interface AuthPluginOptions {
  /** The session of a request (its cookie or bearer token), from the account feature. */
  resolve: (request: FastifyRequest) => Promise<AuthContext | undefined>;
  /** Clears what a client keeps of a session that is gone (the account feature's cookies). */
  forget?: (reply: FastifyReply) => void;
  /** Developer tools are on (outside preprod and prod). */
  developerTools: boolean;
  /** The staff session of a request (its staff cookie only), from the case-management feature. */
  resolveStaff?: (request: FastifyRequest) => Promise<StaffContext | undefined>;
}

/** Routes that Fastify plugins register for us (static files, the API reference): public by nature. */
const PLATFORM_ROUTES = [/^\/assets\//, /^\/api\/docs(\/|$)/];

const resolved = new WeakMap<FastifyRequest, Promise<AuthContext | undefined>>();
const guarded = new WeakMap<FastifyRequest, AuthContext>();
const guardedStaff = new WeakMap<FastifyRequest, StaffContext>();

/**
 * The caller of a route whose access requires a login (the guard has checked it). Calling it on
 * a route that does not require one is a programming error.
 */
export function authOf(request: FastifyRequest): AuthContext {
  const auth = guarded.get(request);
  if (!auth) throw new Error(`authOf() on ${request.routeOptions.url}, whose access needs no login`);
  return auth;
}

/** The staff member of a `staff` route (the guard has checked the staff session). */
export function staffOf(request: FastifyRequest): StaffContext {
  const staff = guardedStaff.get(request);
  if (!staff) throw new Error(`staffOf() on ${request.routeOptions.url}, whose access is not staff`);
  return staff;
}

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
export function isLoopback(ip: string): boolean {
  const address = ip.replace(/^::ffff:/i, "");
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

function requiresLogin(access: RouteAccess): boolean {
  return access !== "public" && access !== "developer";
}

function admits(access: RouteAccess, auth: AuthContext): boolean {
  if (access === "user") return true;
  if (access === "staff") return false;
  if (access === "boardMember") {
    return (auth.kind === "boardMember" || auth.kind === "boardMemberCase") && auth.associationId !== null;
  }
  if (typeof access === "object") return access.loginKinds.includes(auth.kind);
  return true;
}

/**
 * One auth guard for the whole app (architecture guide, "Pages, features and the portal"): the
 * session is resolved once per request, for API routes and page loaders alike, and each route's
 * declared access is enforced before its input is read (401 before 400: nobody learns a route's
 * rules without the right to call it).
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  const routes: { method: string | string[]; url: string; access: RouteAccess | undefined }[] = [];
  app.decorate("declaredRoutes", () => routes);
  app.decorateRequest("authContext", function (this: FastifyRequest) {
    let session = resolved.get(this);
    if (!session) {
      session = options.resolve(this);
      resolved.set(this, session);
    }
    return session;
  });

  app.addHook("onRoute", (route) => {
    if (!route.config?.access && PLATFORM_ROUTES.some((pattern) => pattern.test(route.url))) {
      route.config = { ...route.config, access: "public" };
    }
    routes.push({ method: route.method, url: route.url, access: route.config?.access });
  });

  app.addHook("preValidation", async (request, reply) => {
    // Fastify's not-found handler is no route of ours: it answers 404 itself.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    const language = request.site?.language ?? "sv";
    if (access === undefined) {
      // A route that says nothing is refused: forgetting to declare must not make it public.
      request.log.error({ route: request.routeOptions.url }, "route without a declared access");
      return reply
        .status(500)
        .send({ error: { code: "internal_error", message: translate(language, "errors.somethingWentWrong") } });
    }
    if (access === "developer") {
      if (options.developerTools && isLoopback(request.ip)) return;
      return reply
        .status(404)
        .send({ error: { code: "not_found", message: translate(language, "errors.notFoundApi") } });
    }
    if (!requiresLogin(access)) return;
    if (access === "staff") {
      // Only the staff cookie counts: a customer session is no login here (and is not forgotten).
      const staff = await options.resolveStaff?.(request);
      if (!staff) {
        return reply
          .status(401)
          .send({ error: { code: "unauthorized", message: translate(language, "account.errors.notLoggedIn") } });
      }
      guardedStaff.set(request, staff);
      return;
    }
    const auth = await request.authContext();
    if (!auth) {
      options.forget?.(reply);
      return reply
        .status(401)
        .send({ error: { code: "unauthorized", message: translate(language, "account.errors.notLoggedIn") } });
    }
    if (!admits(access, auth)) {
      return reply.status(403).send({ error: { code: "forbidden", message: translate(language, "errors.forbidden") } });
    }
    guarded.set(request, auth);
  });
});

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered so far with its declared access (the guard test walks them). */
    declaredRoutes(): { method: string | string[]; url: string; access: RouteAccess | undefined }[];
  }
}
