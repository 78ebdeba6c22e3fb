import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { notifications as notificationRows, userPayments, users } from "~/db/schema";
import { seedDemoNotifications } from "~/db/seed/notifications";
import { browserClient } from "~/features/account/account-test-client";
import { SESSION_COOKIE } from "~/features/account/session-cookies";
import { createCustomer, loggedInBrowser, type TestCustomer } from "~/features/my-pages/test-customers";
import type { SiteCode } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import { createNotificationsService, type NotificationsService } from "./notifications.service";
import { NotificationListSchema } from "./schema";

/**
 * The notification calls (spec 000 section 7) against a real database: the list per site code,
 * pausing, who may see what (another user's id is 404, anonymous 401, a board member none), and
 * the domain events that create them (a VIP fee to pay, the demo VIP customer's seed).
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let service: NotificationsService;

beforeAll(async () => {
  ({ app, database } = await createTestApp({ seed: true, inventory: "test" }));
  service = createNotificationsService({ db: database.db, clock: () => new Date() });
});
afterAll(async () => {
  await app?.close();
});

const HOSTS: Record<SiteCode, string> = {
  sv: "localhost",
  sv_en: "localhost",
  no: "no.localhost",
  fi: "fi.localhost",
  seniorgarden: "seniorgarden.localhost",
  cooperative: "brf.localhost",
  entreprenad: "entreprenad.localhost",
};

/** A document of the customer's waiting for their signature, as the documents feature notifies it. */
async function documentWaiting(customer: TestCustomer, site: SiteCode = "sv", name = "awaiting_signature") {
  const subjectId = crypto.randomUUID();
  await service.notify({ userId: customer.userId, site, notificationType: "DocumentSigning", name, subjectId });
  return subjectId;
}

async function listOf(browser: ReturnType<typeof browserClient>, code: string) {
  const response = await browser.get(`/api/notifications/${code}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return NotificationListSchema.parse(response.json());
}

describe("GET /api/notifications/{siteCode}", () => {
  it("lists the user's open notifications of the site, newest first, with what the click needs", async () => {
    const customer = await createCustomer(database.db);
    const first = await documentWaiting(customer);
    const errand = crypto.randomUUID();
    const aMinuteLater = createNotificationsService({ db: database.db, clock: () => new Date(Date.now() + 60_000) });
    await aMinuteLater.notify({
      userId: customer.userId,
      site: "sv",
      notificationType: "Case",
      name: "ongoing",
      subjectId: errand,
    });
    const browser = await loggedInBrowser(app, customer);
    const listed = await listOf(browser, "Jmse");
    expect(listed.map(({ notificationType, name, subjectId }) => ({ notificationType, name, subjectId }))).toEqual([
      { notificationType: "Case", name: "ongoing", subjectId: errand },
      { notificationType: "DocumentSigning", name: "awaiting_signature", subjectId: first },
    ]);
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual(["createdOn", "id", "name", "notificationType", "subjectId"]);
    // The English sub-site is a site of its own on the same host: these are not its notifications.
    expect(await listOf(browser, "JmseEn")).toEqual([]);
  });

  it("answers every site code on its own host, and only the notifications of that site", async () => {
    const sites: [SiteCode, string][] = [
      ["sv", "Jmse"],
      ["no", "Jmno"],
      ["fi", "Jmoy"],
      ["seniorgarden", "Seniorgarden"],
      ["cooperative", "Cooperative"],
    ];
    for (const [site, code] of sites) {
      const customer = await createCustomer(database.db, { site });
      const subjectId = await documentWaiting(customer, site);
      // Another site's notification of the same user is not listed here.
      await documentWaiting(customer, site === "sv" ? "no" : "sv");
      const browser = await loggedInBrowser(app, customer, { host: HOSTS[site] });
      expect(
        (await listOf(browser, code)).map((n) => n.subjectId),
        code,
      ).toEqual([subjectId]);
    }
  });

  it("answers the contracting site's code on its host (where no one logs in, a bearer token may call it)", async () => {
    const customer = await createCustomer(database.db, { site: "entreprenad" });
    const subjectId = await documentWaiting(customer, "entreprenad");
    const token = (await loggedInBrowser(app, customer)).jar.get(SESSION_COOKIE);
    const response = await app.inject({
      url: "/api/notifications/JmEntreprenad",
      headers: { host: HOSTS.entreprenad, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((n: { subjectId: string }) => n.subjectId)).toEqual([subjectId]);
  });

  it("a code of a site this host does not serve is 404, a code outside the contract 400, both translated", async () => {
    const customer = await createCustomer(database.db);
    await documentWaiting(customer);
    const browser = await loggedInBrowser(app, customer);
    const otherHost = await browser.get("/api/notifications/Jmno");
    expect(otherHost.statusCode).toBe(404);
    expect(otherHost.json().error.message).toMatch(/\S/);
    for (const code of ["Jm", "jmse", "pause", "%00"]) {
      const bad = await browser.get(`/api/notifications/${code}`);
      expect(bad.statusCode, code).toBe(400);
      expect(bad.json().error.message, code).toMatch(/\S/);
    }
    const norwegian = await createCustomer(database.db, { site: "no" });
    const onNorway = await loggedInBrowser(app, norwegian, { host: HOSTS.no });
    expect((await onNorway.get("/api/notifications/Jmse")).statusCode).toBe(404);
  });

  it("asks an anonymous visitor to log in (401), whatever the code", async () => {
    const anonymous = browserClient(app, "localhost");
    for (const code of ["Jmse", "Jmno", "nope"]) {
      const response = await anonymous.get(`/api/notifications/${code}`);
      expect(response.statusCode, code).toBe(401);
      expect(response.json().error.message).toMatch(/\S/);
    }
  });

  it("a board member's session has none, though the account has notifications as a customer", async () => {
    const member = await createCustomer(database.db, { associations: [1] });
    const subjectId = await documentWaiting(member);
    const board = await loggedInBrowser(app, member, { loginKind: "boardMember" });
    expect(await listOf(board, "Jmse")).toEqual([]);
    const [row] = await database.db.select().from(notificationRows).where(eq(notificationRows.subjectId, subjectId));
    expect((await board.get(`/api/notifications/pause/${row?.id}`)).statusCode).toBe(404);
    // As a customer (a private login) the same account sees it.
    const customer = await loggedInBrowser(app, member);
    expect((await listOf(customer, "Jmse")).map((n) => n.subjectId)).toEqual([subjectId]);
  });
});

describe("GET /api/notifications/pause/{id}", () => {
  it("dismisses the user's notification: the reloaded list no longer has it; again is 404", async () => {
    const customer = await createCustomer(database.db);
    const kept = await documentWaiting(customer);
    await documentWaiting(customer, "sv", "awaiting_approval");
    const browser = await loggedInBrowser(app, customer);
    const before = await listOf(browser, "Jmse");
    const dismissed = before.find((n) => n.name === "awaiting_approval");
    const response = await browser.get(`/api/notifications/pause/${dismissed?.id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect((await listOf(browser, "Jmse")).map((n) => n.subjectId)).toEqual([kept]);
    expect((await browser.get(`/api/notifications/pause/${dismissed?.id}`)).statusCode).toBe(404);
  });

  it("another user's notification is 404 and stays listed for its owner; an unknown id 404; no id 400", async () => {
    const owner = await createCustomer(database.db);
    await documentWaiting(owner);
    const ownerBrowser = await loggedInBrowser(app, owner);
    const [theirs] = await listOf(ownerBrowser, "Jmse");
    const intruder = await loggedInBrowser(app, await createCustomer(database.db));
    const response = await intruder.get(`/api/notifications/pause/${theirs?.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
    expect((await listOf(ownerBrowser, "Jmse")).map((n) => n.id)).toEqual([theirs?.id]);
    // Nor does listing show it to them.
    expect(await listOf(intruder, "Jmse")).toEqual([]);
    expect((await intruder.get(`/api/notifications/pause/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const bad = await intruder.get("/api/notifications/pause/not-an-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/\S/);
  });

  it("asks an anonymous visitor to log in (401)", async () => {
    const owner = await createCustomer(database.db);
    await documentWaiting(owner);
    const [theirs] = await listOf(await loggedInBrowser(app, owner), "Jmse");
    const response = await browserClient(app, "localhost").get(`/api/notifications/pause/${theirs?.id}`);
    expect(response.statusCode).toBe(401);
    expect((await listOf(await loggedInBrowser(app, owner), "Jmse")).length).toBe(1);
  });

  it("a cross-site request (a link on another site) is refused with 403 and pauses nothing", async () => {
    const customer = await createCustomer(database.db);
    await documentWaiting(customer);
    const browser = await loggedInBrowser(app, customer);
    const [notification] = await listOf(browser, "Jmse");
    const url = `/api/notifications/pause/${notification?.id}`;
    const crossSite = await browser.get(url, { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe("cross_site_request");
    const otherOrigin = await browser.get(url, { origin: "https://evil.example" });
    expect(otherOrigin.statusCode).toBe(403);
    expect((await listOf(browser, "Jmse")).length).toBe(1);
    // The bell's own call: same-origin.
    expect((await browser.get(url, { "sec-fetch-site": "same-origin" })).statusCode).toBe(204);
  });
});

describe("domain events", () => {
  it("registering with a campaign code that has a fee notifies VipPayment about that payment", async () => {
    const browser = browserClient(app, "localhost");
    const email = `vip.${Date.now()}@example.se`;
    const registered = await browser.post("/api/account_service/register", {
      firstName: "Vera",
      lastName: "Ipsson",
      email,
      password: "hemligt123",
      confirmPassword: "hemligt123",
      phoneNumber: "070-123 45 67",
      terms: true,
      campaignCode: "VIP2027",
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const [payment] = await database.db
      .select()
      .from(userPayments)
      .where(eq(userPayments.userId, user?.id ?? ""));
    expect(payment?.status).toBe("NotPaid");
    const listed = await listOf(browser, "Jmse");
    expect(listed.map(({ notificationType, name, subjectId }) => ({ notificationType, name, subjectId }))).toEqual([
      { notificationType: "VipPayment", name: "fee_due", subjectId: payment?.id },
    ]);
    // Paid (issue 18 calls this): no longer listed.
    await service.vipFeePaid(payment?.id ?? "");
    expect(await listOf(browser, "Jmse")).toEqual([]);
  });

  it("joining VIP with a code after registering notifies too", async () => {
    const customer = await createCustomer(database.db);
    const browser = await loggedInBrowser(app, customer);
    const joined = await browser.post("/api/account_service/update/vipmembership", { campaignCode: "VIP2027" });
    expect(joined.json().status).toBe("Ok");
    expect((await listOf(browser, "Jmse")).map((n) => n.notificationType)).toEqual(["VipPayment"]);
  });

  it("the seed notifies the demo VIP customer of the unpaid fee, once", async () => {
    expect(await seedDemoNotifications(database.db)).toBe("already-seeded");
    const [vip] = await database.db.select().from(users).where(eq(users.email, "vip.sv@nordhem.example"));
    const rows = await database.db
      .select()
      .from(notificationRows)
      .where(and(eq(notificationRows.userId, vip?.id ?? ""), eq(notificationRows.notificationType, "VipPayment")));
    const [payment] = await database.db
      .select()
      .from(userPayments)
      .where(eq(userPayments.userId, vip?.id ?? ""));
    expect(rows.map(({ site, name, subjectId }) => ({ site, name, subjectId }))).toEqual([
      { site: "sv", name: "fee_due", subjectId: payment?.id },
    ]);
  });
});
