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

/** The verdict of `take`, with the events it counted (to forget them when the attempt turns out well). */
export interface CountedVerdict extends ThrottleVerdict {
  events: string[];
}

export interface Throttle {
  /** Whether one more event is allowed under every rule (nothing is recorded). */
  check(rules: ThrottleRule[]): Promise<ThrottleVerdict>;
  /** Counts one event under each key; answers the events' ids. */
  record(keys: string[]): Promise<string[]>;
  /**
   * Counts the event, then answers whether it was within every limit: for attempts that count
   * whatever their outcome. Race-free across processes (see the implementation).
   */
  take(rules: ThrottleRule[]): Promise<CountedVerdict>;
  /** Forgets the events of these keys (a successful login clears its failures). */
  clear(keys: string[]): Promise<void>;
  /** Forgets these events only (an attempt that succeeded does not count against its client). */
  forget(events: string[]): Promise<void>;
  /** Deletes events older than the longest window (a scheduled job, app.ts). */
  purge(): Promise<void>;
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

export function createThrottle(db: Database, clock: () => Date): Throttle {
  /** Counts each rule's events in its window; `allowance` is how many the rule may hold. */
  async function verdictOf(rules: ThrottleRule[], allowance: (rule: ThrottleRule) => number): Promise<ThrottleVerdict> {
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
      if (n <= allowance(rule)) continue;
      const frees = oldest ? new Date(oldest).getTime() + rule.windowMs - now : rule.windowMs;
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil(Math.max(frees, 1000) / 1000));
    }
    return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
  }

  /** Whether one more event fits: fewer than `limit` are counted. */
  function check(rules: ThrottleRule[]): Promise<ThrottleVerdict> {
    return verdictOf(rules, (rule) => rule.limit - 1);
  }

  async function record(keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const at = clock();
    const rows = await db
      .insert(throttleEvents)
      .values(keys.map((key) => ({ key, at })))
      .returning({ id: throttleEvents.id });
    return rows.map((row) => row.id);
  }

  return {
    check,
    record,
    async take(rules) {
      // Counted first, checked after: requests racing each other all see each other's events, so
      // a burst in parallel cannot slip past the limit between a check and a record. A refused
      // attempt stays counted (an attacker who keeps trying keeps his own window full).
      const events = await record([...new Set(rules.map((rule) => rule.key))]);
      return { ...(await verdictOf(rules, (rule) => rule.limit)), events };
    },
    async purge() {
      await db.delete(throttleEvents).where(lt(throttleEvents.at, new Date(clock().getTime() - LONGEST_WINDOW_MS)));
    },
    async forget(events) {
      if (events.length === 0) return;
      await db.delete(throttleEvents).where(inArray(throttleEvents.id, events));
    },
    async clear(keys) {
      if (keys.length === 0) return;
      await db.delete(throttleEvents).where(inArray(throttleEvents.key, keys));
    },
  };
}
