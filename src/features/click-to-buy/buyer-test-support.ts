import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "~/db/client";
import { createCustomer, loggedInBrowser, type TestCustomer } from "~/features/my-pages/test-customers";
import { createJobs } from "~/server/jobs";
import type { SiteCode } from "~/sites/sites";
import { TAKE_HOLD_JOB } from "./booking-jobs.server";

/**
 * Buyers for click-to-buy tests: customers with a verified (unique, valid) Swedish identity
 * number, logged in on the site's host, and a way to wait for the take-hold jobs.
 */

let serial = 0;

/** A valid Swedish personnummer (12 digits) not handed out before in this process. */
export function uniquePersonnummer(): string {
  serial++;
  const day = String((serial % 28) + 1).padStart(2, "0");
  const month = String((Math.floor(serial / 28) % 12) + 1).padStart(2, "0");
  const individual = String(100 + (Math.floor(serial / 336) % 900)).padStart(3, "0");
  const nine = `80${month}${day}${individual}`;
  let sum = 0;
  for (let index = 0; index < nine.length; index++) {
    let digit = Number(nine[index]) * (index % 2 === 0 ? 2 : 1);
    if (digit > 9) digit -= 9;
    sum += digit;
  }
  return `19${nine}${(10 - (sum % 10)) % 10}`;
}

export const HOST_OF_SITE: Partial<Record<SiteCode, string>> = {
  sv: "localhost",
  no: "no.localhost",
  fi: "fi.localhost",
};

/** A verified customer (an e-ID proved their identity number), logged in on the site's host. */
export async function verifiedBuyer(app: FastifyInstance, database: DatabaseHandle, site: SiteCode = "sv") {
  const securityNumber = uniquePersonnummer();
  const customer: TestCustomer = await createCustomer(database.db, { site, securityNumber });
  const browser = await loggedInBrowser(app, customer, { host: HOST_OF_SITE[site] ?? "localhost" });
  return { customer, browser, securityNumber };
}

/** Resolves when every queued take-hold job has run (the app's own workers take them). */
export async function holdsSettled(database: DatabaseHandle, timeoutMs = 30_000) {
  let jobs = waiters.get(database);
  if (!jobs) {
    jobs = createJobs({ database, workers: false, log: { error: () => undefined, warn: () => undefined } });
    waiters.set(database, jobs);
  }
  await jobs.settled([TAKE_HOLD_JOB], timeoutMs);
}

const waiters = new WeakMap<DatabaseHandle, ReturnType<typeof createJobs>>();
