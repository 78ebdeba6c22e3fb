import { lt } from "drizzle-orm";
import type { Database } from "~/db/client";
import { consentLog } from "~/db/schema";
import type { ConsentChoice } from "./consent-cookie";
import type { ConsentChoiceRequest } from "./schema";

/**
 * How long a consent choice is kept as proof (decision 035): 12 months, as the cookies pages
 * say. A choice lasts 6 months (the cookie's life); the log covers it and the questions that
 * may come after it.
 */
export const CONSENT_LOG_RETENTION_MONTHS = 12;

export interface ConsentLogEntry extends ConsentChoice {
  visitorKey: string;
  optionKey: string;
  optionCode: number;
  revision: string;
  site: string;
  userAgentClass: string;
  source: ConsentChoiceRequest["source"];
}

/** A coarse class of a user agent: enough to see where consent is asked badly, never a fingerprint. */
export function userAgentClassOf(userAgent: string | undefined): string {
  if (!userAgent) return "other";
  if (/bot|crawl|spider|slurp|headless|lighthouse/i.test(userAgent)) return "bot";
  if (/ipad|tablet|playbook|silk/i.test(userAgent)) return "tablet";
  if (/mobi|iphone|android/i.test(userAgent)) return "mobile";
  if (/windows|macintosh|linux|cros/i.test(userAgent)) return "desktop";
  return "other";
}

export function createConsentService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    /** Keeps one choice (no IP address, no person). */
    async record(entry: ConsentLogEntry): Promise<void> {
      await db.insert(consentLog).values({ ...entry, createdAt: clock() });
    },

    /** Removes the choices older than the retention; answers how many. */
    async purge(): Promise<number> {
      const cutoff = clock();
      cutoff.setUTCMonth(cutoff.getUTCMonth() - CONSENT_LOG_RETENTION_MONTHS);
      const removed = await db
        .delete(consentLog)
        .where(lt(consentLog.createdAt, cutoff))
        .returning({ id: consentLog.id });
      return removed.length;
    },
  };
}
export type ConsentService = ReturnType<typeof createConsentService>;
