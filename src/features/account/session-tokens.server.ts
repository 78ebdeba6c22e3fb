import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { LoginKind } from "./schema";

/**
 * Signed session tokens (HS256 JWT). A token names its session record (sid); the record, not
 * the token, decides whether the session is still alive (logout, password change).
 */
export interface SessionClaims {
  /** User id. */
  sub: string;
  /** Session id (user_sessions.id). */
  sid: string;
  kind: LoginKind;
  /** Logged in with an e-ID (the spec's bank_id claim). */
  bank_id: boolean;
  /** The association a board member acts for. */
  brf?: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface SessionTokens {
  sign(claims: SessionClaims): Promise<string>;
  /** The claims of a valid token, or undefined for a missing, tampered, expired or unsigned one. */
  verify(token: string | undefined): Promise<SessionClaims | undefined>;
}

const ISSUER = "nordhem";

export function createSessionTokens(secret: string, clock: () => Date = () => new Date()): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      const { sub, exp, ...rest } = claims;
      return new SignJWT({ ...rest })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setIssuedAt(Math.floor(clock().getTime() / 1000))
        .setExpirationTime(exp)
        .sign(key);
    },
    async verify(token) {
      if (!token) return undefined;
      try {
        // Only HS256: a token with alg "none" or another algorithm is refused by jose.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          currentDate: clock(),
        });
        if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.exp !== "number") {
          return undefined;
        }
        return {
          sub: payload.sub,
          sid: payload.sid,
          kind: (payload.kind as LoginKind) ?? "private",
          bank_id: payload.bank_id === true,
          brf: typeof payload.brf === "number" ? payload.brf : undefined,
          exp: payload.exp,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
