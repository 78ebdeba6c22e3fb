import http, { type IncomingHttpHeaders } from "node:http";
import net from "node:net";
import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client";
import { areas, stages, visits } from "~/db/schema";
import { CONSENT_COOKIE, CONSENT_POLICY_REVISION, serializeConsent } from "~/features/consent";

/**
 * Light HTTP load over real keep-alive connections, for the reliability tests (a database
 * restart, a graceful shutdown): each worker sends one request after another on a shared
 * keep-alive agent and records what became of it.
 */

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface LoadOutcome {
  kind: "read" | "write";
  /** The answer, when one came. */
  answer?: HttpAnswer;
  /** The network error otherwise (ECONNRESET, "socket hang up", ECONNREFUSED, …). */
  error?: string;
  /** When the request ended (ms since the epoch). */
  at: number;
}

/** One request; rejects with the network error when no answer came. */
export function httpRequest(options: {
  port: number;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  agent?: http.Agent;
  headers?: Record<string, string>;
}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      {
        host: "127.0.0.1",
        port: options.port,
        method: options.method,
        path: options.path,
        agent: options.agent ?? false,
        headers: {
          ...(payload === undefined
            ? {}
            : { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) }),
          ...options.headers,
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** A network error's code (ECONNRESET, ECONNREFUSED, …) or message. */
export function networkErrorName(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") return code;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs `workers` loops of requests until `stop()`, or (per worker) until `until` says the last
 * outcome ends that worker. `next` sends one request and says what kind it was.
 */
export function startLoad(options: {
  workers: number;
  next: (worker: number, sequence: number) => { kind: LoadOutcome["kind"]; send: () => Promise<HttpAnswer> };
  until?: (outcome: LoadOutcome) => boolean;
}) {
  const outcomes: LoadOutcome[] = [];
  let stopping = false;
  const loops = Array.from({ length: options.workers }, async (_, worker) => {
    for (let sequence = 0; !stopping; sequence++) {
      const { kind, send } = options.next(worker, sequence);
      let outcome: LoadOutcome;
      try {
        outcome = { kind, answer: await send(), at: Date.now() };
      } catch (error) {
        outcome = { kind, error: networkErrorName(error), at: Date.now() };
      }
      outcomes.push(outcome);
      if (options.until?.(outcome)) return;
    }
  });
  const finished = Promise.all(loops).then(() => undefined);
  return {
    outcomes,
    finished,
    async stop() {
      stopping = true;
      await finished;
    },
  };
}

/** A TCP port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Counts of outcomes by what they were: "200", "503", "ECONNRESET", … */
export function tally(outcomes: LoadOutcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) {
    const key = `${outcome.kind} ${outcome.answer ? outcome.answer.status : outcome.error}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/**
 * A stage and its area on the Swedish site (the host 127.0.0.1): what the load reads (the
 * stage's showings) and visits (each visit a write that no per-client throttle limits).
 */
export async function insertLoadTarget(db: Database): Promise<{ areaId: number; stageId: number }> {
  const [area] = await db
    .insert(areas)
    .values({
      site: "sv",
      name: "Lastområdet",
      slug: "lastomradet",
      url: "/bostader/stockholms-lan/nacka/lastomradet/",
      county: "Stockholms län",
      countySlug: "stockholms-lan",
      municipality: "Nacka",
      municipalitySlug: "nacka",
      latitude: 59.3,
      longitude: 18.1,
      projectStatus: "forSale",
      projectPhase: 4,
      shortDescription: "",
      description: "",
    })
    .returning({ id: areas.id });
  const [stage] = await db
    .insert(stages)
    .values({
      areaId: area!.id,
      site: "sv",
      name: "Etapp 1",
      slug: "etapp-1",
      url: "/bostader/stockholms-lan/nacka/lastomradet/etapp-1/",
      latitude: 59.3,
      longitude: 18.1,
      projectStatus: "forSale",
      stageStatus: 1,
      projectPhase: 4,
      residenceType: "apartment",
      disposalForm: "condominium",
      plotType: "ownPlot",
      parking: "unknown",
      storage: "unknown",
      shortDescription: "",
      description: "",
    })
    .returning({ id: stages.id });
  return { areaId: area!.id, stageId: stage!.id };
}

/** A read that goes to the database every time: the stage's upcoming showings. */
export function readShowings(port: number, stageId: number, agent: http.Agent) {
  return httpRequest({ port, method: "GET", path: `/api/residence/showings/${stageId}`, agent });
}

/** Visits are recorded only with statistics consent (issue 16): the load's visitors have given it. */
const STATISTICS_CONSENT = `${CONSENT_COOKIE}=${serializeConsent({
  answered: true,
  marketing: false,
  statistics: true,
  thirdParty: false,
  revision: CONSENT_POLICY_REVISION,
})}`;

/**
 * A write: a visit of the area by a new visitor (no visitor id sent), so each acknowledged visit
 * is one row, found afterwards by the visitor id of its answer.
 */
export function writeVisit(port: number, areaId: number, agent: http.Agent) {
  return httpRequest({
    port,
    method: "POST",
    path: "/api/timeseries/visit",
    body: { kind: "area", id: areaId },
    headers: { cookie: STATISTICS_CONSENT },
    agent,
  });
}

/** The visitor ids of the acknowledged (2xx) visits among the outcomes. */
export function acknowledgedVisitors(outcomes: LoadOutcome[]): string[] {
  return outcomes
    .filter((outcome) => outcome.kind === "write" && outcome.answer && outcome.answer.status < 300)
    .map((outcome) => (JSON.parse(outcome.answer!.body) as { visitorId: string }).visitorId);
}

/** How many of these visitors' visits the database holds. */
export async function storedVisits(db: Database, visitorIds: string[]): Promise<number> {
  let stored = 0;
  for (let start = 0; start < visitorIds.length; start += 500) {
    const batch = visitorIds.slice(start, start + 500);
    stored += (await db.select({ id: visits.id }).from(visits).where(inArray(visits.visitorId, batch))).length;
  }
  return stored;
}
