import { eq, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { savedSearches } from "~/db/schema";
import type { MailMessage } from "~/features/mail/index.server";
import { createCustomer } from "~/features/my-pages/test-customers";
import { createSearchService } from "~/features/search/search.service";
import { SITES } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import { createSavedSearchAlerts, DIGEST_INTERVAL_MS } from "./saved-search-alerts.server";
import { createSavedSearchesService } from "./saved-searches.service";

/**
 * The alerts job against the database: the trigger logs a change of residence_objects, and the
 * job e-mails a search's digest only when its own filter finds the changed home, its alerts
 * are on, and its last digest is an hour old; a change waits for the next digest.
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
let sent: MailMessage[] = [];
let alerts: ReturnType<typeof createSavedSearchAlerts>;
let service: ReturnType<typeof createSavedSearchesService>;
const ORIGIN = "https://www.nordhem.example";

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  ({ app, database } = await createTestApp({ seed: true, inventory: "test" }));
  const db = database.db;
  service = createSavedSearchesService({ db, clock });
  alerts = createSavedSearchAlerts({
    db,
    clock,
    search: createSearchService({ db, clock }),
    mailer: {
      send: async (message) => {
        sent.push(message);
        return { id: crypto.randomUUID(), suppressed: false, retryAfterSeconds: 0 };
      },
    },
    publicOrigins: { sv: ORIGIN },
    secret: "test-only-secret-of-at-least-thirty-two-characters",
  });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  sent = [];
  offsetMs = 0;
  // Each test starts with no pending changes and no searches of earlier tests.
  await database.db.execute(sql`delete from saved_search_changes`);
  await database.db.delete(savedSearches);
});

/** A searchable Swedish home, taken off the market (the change log then starts empty). */
async function unreleasedHome(offset = 0) {
  const [home] = await rows<{ id: number; url: string; rooms: number }>(
    sql`select o.id, o.url, o.rooms from residence_objects o join residence_search_homes h on h.object_id = o.id
        where o.site = 'sv' and h.listed order by o.id limit 1 offset ${offset}`,
  );
  if (!home) throw new Error("no searchable home in the test inventory");
  await database.db.execute(sql`update residence_objects set status = 'notAvailable' where id = ${home.id}`);
  await database.db.execute(sql`delete from saved_search_changes`);
  return home;
}

const release = (id: number) =>
  database.db.execute(sql`update residence_objects set status = 'forSale' where id = ${id}`);

/**
 * A customer's saved search, saved a second ago: the job compares the database's stamps of the
 * changes with the app's clock at the millisecond, so a home released in the very millisecond of
 * saving would count as released before it (harmless in life, a coin toss in a test).
 */
async function saveSearch(url: string, name = "Min sökning") {
  const customer = await createCustomer(database.db);
  const search = await service.create(customer.userId, SITES.sv, { name, url });
  await database.db.execute(
    sql`update saved_searches set created_at = created_at - interval '1 second' where id = ${search.id}`,
  );
  return { customer, search };
}

describe("the change log", () => {
  it("records a release, a lower price and another status, and nothing for other writes", async () => {
    const home = await unreleasedHome();
    await release(home.id);
    await database.db.execute(sql`update residence_objects set price = price - 10000 where id = ${home.id}`);
    await database.db.execute(sql`update residence_objects set status = 'reserved' where id = ${home.id}`);
    await database.db.execute(sql`update residence_objects set price = price + 50000 where id = ${home.id}`);
    await database.db.execute(sql`update residence_objects set description = description where id = ${home.id}`);
    const changes = await rows<{ kind: string }>(
      sql`select kind from saved_search_changes where object_id = ${home.id} order by id`,
    );
    expect(changes.map((change) => change.kind)).toEqual(["released", "priceLowered", "statusChanged"]);
  });
});

describe("the alerts job", () => {
  it("e-mails the digest of a search that finds the released home, with its link and the unsubscribe link", async () => {
    const home = await unreleasedHome();
    const { customer, search } = await saveSearch("/sok-bostad/", "Hela Sverige");
    await release(home.id);
    expect(await alerts.run()).toEqual({ sent: 1 });
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe(customer.email);
    expect(mail?.site).toBe("sv");
    expect(mail?.subject).toBe("Nya bostäder för din sökning Hela Sverige");
    expect(mail?.text).toContain(`${ORIGIN}${home.url}`);
    expect(mail?.text).toContain("Ny till salu");
    expect(mail?.text).toContain(`${ORIGIN}/api/saved_searches/unsubscribe?token=${search.id}.`);
    expect(mail?.html).toContain(`href="${ORIGIN}${home.url}"`);
    expect(mail?.headers?.["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${ORIGIN}/api/saved_searches/unsubscribe\\?token=${search.id}\\.[A-Za-z0-9_-]+>$`),
    );
    expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("sends nothing when the search's filter does not find the home, and keeps the search due", async () => {
    const home = await unreleasedHome();
    // Near a point in the far north where the test inventory has no homes.
    await saveSearch("/sok-bostad/?near=68.9,20.9,1");
    await saveSearch(`/sok-bostad/?minRooms=${home.rooms + 1}&maxRooms=${home.rooms + 1}`);
    await release(home.id);
    expect(await alerts.run()).toEqual({ sent: 0 });
    const due = await rows<{ last_alert_at: string | null }>(sql`select last_alert_at from saved_searches`);
    expect(due.every((row) => row.last_alert_at === null)).toBe(true);
  });

  it("sends nothing for a search whose alerts are off", async () => {
    const home = await unreleasedHome();
    const { customer, search } = await saveSearch("/sok-bostad/");
    await service.update(customer.userId, SITES.sv, search.id, { alertsEnabled: false });
    await release(home.id);
    expect(await alerts.run()).toEqual({ sent: 0 });
  });

  it("sends nothing for a change made before the search was saved", async () => {
    const home = await unreleasedHome();
    await release(home.id);
    offsetMs = 5000;
    await saveSearch("/sok-bostad/");
    expect(await alerts.run()).toEqual({ sent: 0 });
  });

  it("sends at most one digest an hour: a change within the hour waits for the next one", async () => {
    const first = await unreleasedHome(0);
    const second = await unreleasedHome(1);
    await saveSearch("/sok-bostad/");
    await release(first.id);
    expect(await alerts.run()).toEqual({ sent: 1 });

    await release(second.id);
    offsetMs = 10 * 60_000;
    expect(await alerts.run()).toEqual({ sent: 0 });
    offsetMs = DIGEST_INTERVAL_MS + 60_000;
    expect(await alerts.run()).toEqual({ sent: 1 });
    const digest = sent[1];
    expect(digest?.text).toContain(second.url);
    // The first home was in the first digest, not again.
    expect(digest?.text).not.toContain(`${first.url}\n`);
  });

  it("a saved tag search alerts only on homes of that place", async () => {
    const home = await unreleasedHome();
    const [inside] = await rows<{ url: string }>(
      sql`select t.url from residence_tags t join residence_stage_tags st on st.tag_id = t.id
          join residence_objects o on o.stage_id = st.stage_id where o.id = ${home.id} and t.site = 'sv' limit 1`,
    );
    const [outside] = await rows<{ url: string }>(
      sql`select t.url from residence_tags t where t.site = 'sv' and not exists (
            select 1 from residence_stage_tags st join residence_objects o on o.stage_id = st.stage_id
            where st.tag_id = t.id and o.id = ${home.id}) order by t.id limit 1`,
    );
    await saveSearch(`/sok-bostad/${inside?.url}/`, "Där");
    const { customer: elsewhere } = await saveSearch(`/sok-bostad/${outside?.url}/`, "Någon annanstans");
    await release(home.id);
    expect(await alerts.run()).toEqual({ sent: 1 });
    expect(sent[0]?.subject).toContain("Där");
    expect(sent.some((mail) => mail.to === elsewhere.email)).toBe(false);
  });
});

describe("the purge", () => {
  it("deletes changes older than a week", async () => {
    await database.db.execute(
      sql`insert into saved_search_changes (object_id, site, kind, changed_at) values (1, 'sv', 'released', now() - interval '8 days')`,
    );
    await alerts.run();
    const [left] = await rows<{ n: number }>(sql`select count(*)::int as n from saved_search_changes`);
    expect(left?.n).toBe(0);
    expect(await database.db.select().from(savedSearches).where(eq(savedSearches.site, "sv"))).toEqual([]);
  });
});
