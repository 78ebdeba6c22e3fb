import { and, count, eq, gt, inArray, lt, min } from "drizzle-orm";
import type { Database } from "~/db/client";
import { throttleEvents } from "~/db/schema";

/**
 * Counting throttle shared by every web process (rows in the database, not memory): failed
 * logins per account and client, registrations per client, showing bookings per address,
 * client and showing, e-mails per recipient. In-memory limits (@fastify/rate-limit) stay the
 * coarse first line; these are the limits an attack on one account or inbox meets.
 */

export interface ThrottleRule {
  /** What is counted, e.g. "login:pair:anna@example.se:ip:203.0.113.9". */
  key: string;
  /** Events allowed within the window; the next one is refused. */
  limit: number;
  /** At most LONGEST_WINDOW_MS: older events are purged. */
  windowMs: number;
}

export interface ThrottleVerdict {
  allowed: boolean;
  /** When refused: seconds until the oldest counted event leaves the window of the rule at its limit. */
  retryAfterSeconds: number;
}

export interface Throttle {
  /** Whether one more event is allowed under every rule (nothing is recorded). */
  check(rules: ThrottleRule[]): Promise<ThrottleVerdict>;
  /** Counts one event under each key. */
  record(keys: string[]): Promise<void>;
  /** Checks, and counts the event when it is allowed: for attempts that count whatever their outcome. */
  take(rules: ThrottleRule[]): Promise<ThrottleVerdict>;
  /** Forgets the events of these keys (a successful login clears its failures). */
  clear(keys: string[]): Promise<void>;
}

/** Thrown by services when a throttle refuses; the error handler answers 429 with Retry-After. */
export class ThrottledError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    /** Translation key of the message the visitor reads. */
    readonly messageKey = "errors.tooManyRequests",
  ) {
    super("throttled");
    this.name = "ThrottledError";
  }
}

/** Keys hold addresses and e-mail addresses in lower case, bounded in length (they are user input). */
export function throttleKey(...parts: string[]): string {
  return parts.map((part) => part.toLowerCase().slice(0, 320)).join(":");
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** No rule counts further back than this (a day); older events are purged. */
export const LONGEST_WINDOW_MS = DAY_MS;
const PURGE_CHANCE = 0.01;

export function createThrottle(db: Database, clock: () => Date): Throttle {
  async function check(rules: ThrottleRule[]): Promise<ThrottleVerdict> {
    const now = clock().getTime();
    let retryAfterSeconds = 0;
    // One small indexed count per rule (key, at); rules are few (at most four per request).
    const counts = await Promise.all(
      rules.map(async (rule) => {
        const since = new Date(now - rule.windowMs);
        const [row] = await db
          .select({ n: count(), oldest: min(throttleEvents.at) })
          .from(throttleEvents)
          .where(and(eq(throttleEvents.key, rule.key), gt(throttleEvents.at, since)));
        return { rule, n: row?.n ?? 0, oldest: row?.oldest ?? null };
      }),
    );
    for (const { rule, n, oldest } of counts) {
      if (n < rule.limit) continue;
      const frees = oldest ? new Date(oldest).getTime() + rule.windowMs - now : rule.windowMs;
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil(Math.max(frees, 1000) / 1000));
    }
    return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
  }

  async function record(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const at = clock();
    await db.insert(throttleEvents).values(keys.map((key) => ({ key, at })));
    // Events older than the longest window count for nothing. Until the scheduled cleanup of
    // background jobs exists, about one recording in a hundred clears them (an indexed delete),
    // so that a flood of failures cannot grow the table without bound.
    if (Math.random() < PURGE_CHANCE) {
      await db.delete(throttleEvents).where(lt(throttleEvents.at, new Date(at.getTime() - LONGEST_WINDOW_MS)));
    }
  }

  return {
    check,
    record,
    async take(rules) {
      const verdict = await check(rules);
      // One event per key, however many windows count it.
      if (verdict.allowed) await record([...new Set(rules.map((rule) => rule.key))]);
      return verdict;
    },
    async clear(keys) {
      if (keys.length === 0) return;
      await db.delete(throttleEvents).where(inArray(throttleEvents.key, keys));
    },
  };
}
