import { createHash } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import type { Database } from "~/db/client";
import { staffSessions, staffUsers } from "~/db/schema";
import { verifyPassword } from "~/features/account/index.server";
import { defineJob } from "~/server/jobs";
import type { StaffContext } from "~/server/plugins/auth";
import { MINUTE_MS, type Throttle, ThrottledError, throttleKey } from "~/server/throttle";

/** The staff session's cookie: HttpOnly, SameSite Strict, its own name (never the customer's). */
export const STAFF_COOKIE = "nordhem_staff";
/** A staff login lasts this long; then staff log in again (short-lived: no refresh). */
export const STAFF_SESSION_MINUTES = 120;

/**
 * Failed staff logins, as the customer login counts them (decision 011): one client on one
 * account, one client on any accounts, and one account from every client.
 */
export const STAFF_LOGIN_THROTTLE = {
  pair: { limit: 5, windowMs: 15 * MINUTE_MS },
  client: { limit: 30, windowMs: 15 * MINUTE_MS },
  account: { limit: 20, windowMs: 15 * MINUTE_MS },
} as const;

/** A staff token is no customer token: its own issuer and a key derived apart from the customers'. */
const ISSUER = "nordhem-staff";

export type StaffLoginOutcome =
  | { ok: true; token: string; expiresAt: Date; staff: StaffContext }
  | { ok: false; reason: "invalidCredentials" };

export interface StaffSessionsDeps {
  db: Database;
  clock: () => Date;
  throttle: Throttle;
  /** The app's AUTH_SECRET; the staff key is derived from it. */
  secret: string;
}

/**
 * Staff logins (decision 041): argon2id passwords (the account feature's helpers), a signed
 * short-lived token naming a `staff_sessions` row, which decides whether the login still lives
 * (logout, a disabled staff user end it at once).
 */
export function createStaffSessions(deps: StaffSessionsDeps) {
  const { db, clock, throttle } = deps;
  const key = createHash("sha256").update(`staff-session:${deps.secret}`).digest();

  async function sign(sessionId: string, staffUserId: string, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(staffUserId)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(clock().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  }

  async function claimsOf(token: string | undefined): Promise<{ sub: string; sid: string } | undefined> {
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: ISSUER, currentDate: clock() });
      if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return undefined;
      return { sub: payload.sub, sid: payload.sid };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }

  /** The live session of a token: not revoked, not expired, its staff user not disabled. */
  async function authenticate(token: string | undefined): Promise<StaffContext | undefined> {
    const claims = await claimsOf(token);
    // A session id that is no UUID would make the database answer an error, not "no session".
    if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.sid)) return undefined;
    const [row] = await db
      .select({
        sessionId: staffSessions.id,
        staffUserId: staffUsers.id,
        name: staffUsers.name,
        email: staffUsers.email,
        expiresAt: staffSessions.expiresAt,
      })
      .from(staffSessions)
      .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
      .where(
        and(
          eq(staffSessions.id, claims.sid),
          eq(staffUsers.id, claims.sub),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, clock()),
          isNull(staffUsers.disabledAt),
        ),
      );
    return row;
  }

  return {
    authenticate,

    /** The staff session of a request: its staff cookie only (never a bearer header, never the customer's). */
    resolve(request: FastifyRequest): Promise<StaffContext | undefined> {
      return authenticate(request.cookies?.[STAFF_COOKIE]);
    },

    /**
     * Logs a staff member in. An unknown e-mail, a wrong password and a disabled staff user get
     * the same answer and take the same time (a dummy hash is verified when there is no user).
     */
    async login(input: { email: string; password: string }, clientNetwork: string): Promise<StaffLoginOutcome> {
      const email = input.email.trim().toLowerCase();
      const keys = {
        pair: throttleKey("staff-login", "pair", email, clientNetwork),
        client: throttleKey("staff-login", "ip", clientNetwork),
        account: throttleKey("staff-login", "account", email),
      };
      // Every attempt counts before the password is checked; a good one is forgotten below.
      const verdict = await throttle.take([
        { key: keys.pair, ...STAFF_LOGIN_THROTTLE.pair },
        { key: keys.client, ...STAFF_LOGIN_THROTTLE.client },
        { key: keys.account, ...STAFF_LOGIN_THROTTLE.account },
      ]);
      if (!verdict.allowed) throw new ThrottledError(verdict.retryAfterSeconds, "caseHandling.login.tooManyAttempts");
      const [user] = await db.select().from(staffUsers).where(sql`lower(${staffUsers.email}) = ${email}`);
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !valid || user.disabledAt) return { ok: false, reason: "invalidCredentials" };
      await throttle.forget(verdict.events);
      await throttle.clear([keys.pair, keys.account]);
      const expiresAt = new Date(clock().getTime() + STAFF_SESSION_MINUTES * MINUTE_MS);
      const [session] = await db
        .insert(staffSessions)
        .values({ staffUserId: user.id, createdAt: clock(), expiresAt })
        .returning({ id: staffSessions.id });
      if (!session) throw new Error("no staff session");
      return {
        ok: true,
        token: await sign(session.id, user.id, expiresAt),
        expiresAt,
        staff: { staffUserId: user.id, sessionId: session.id, name: user.name, email: user.email, expiresAt },
      };
    },

    /** Ends the session of a token (logout); a token that names none changes nothing. */
    async logout(token: string | undefined): Promise<void> {
      const claims = await claimsOf(token);
      if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.sid)) return;
      await db
        .update(staffSessions)
        .set({ revokedAt: clock() })
        .where(and(eq(staffSessions.id, claims.sid), isNull(staffSessions.revokedAt)));
    },

    /** Deletes sessions that ended more than a day ago. */
    async purgeEnded(): Promise<void> {
      const dayAgo = new Date(clock().getTime() - 24 * 60 * MINUTE_MS);
      await db
        .delete(staffSessions)
        .where(or(lt(staffSessions.expiresAt, dayAgo), lt(staffSessions.revokedAt, dayAgo)));
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;

/** Ended staff sessions are deleted a day after they end (every hour). */
export function staffSessionsCleanupJob(sessions: StaffSessions) {
  return defineJob({
    name: "case-management.staff-sessions-cleanup",
    schema: z.object({}),
    schedule: "17 * * * *",
    handle: () => sessions.purgeEnded(),
  });
}

/** The staff cookie: HttpOnly, SameSite Strict, Secure except locally, path /. */
export function writeStaffCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(STAFF_COOKIE, token, { path: "/", httpOnly: true, sameSite: "strict", secure, expires: expiresAt });
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(STAFF_COOKIE, { path: "/", httpOnly: true, sameSite: "strict", secure });
}
