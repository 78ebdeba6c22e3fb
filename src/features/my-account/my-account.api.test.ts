import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import {
  documentSignatures,
  interests,
  purchaseDocuments,
  showings,
  stages,
  userBookings,
  userConsents,
  userFavourites,
  userPayments,
  userSessions,
  users,
  vipMemberships,
} from "~/db/schema";
import { anonymisedEmail } from "~/features/account/account.service";
import { browserClient } from "~/features/account/account-test-client";
import { SESSION_COOKIE } from "~/features/account/session-cookies";
import { createSessionTokens } from "~/features/account/session-tokens.server";
import {
  authOfCustomer,
  createCustomer,
  loggedInBrowser,
  TEST_PASSWORD,
  type TestCustomer,
} from "~/features/my-pages/test-customers";
import { type FeatureModule, type PageDataRequest, PageNotFound } from "~/server/feature-module";
import { createFeatureModules } from "~/server/features";
import { SITES, type SiteCode } from "~/sites/sites";
import { createTestApp, testFeatureDeps } from "~/test/test-app";

/**
 * The settings, VIP, VIP showing and payments pages of My Pages (issue 15) and the account
 * calls the settings page adds: each page shows its user's own data only, each call acts on the
 * caller only, answers 401 to an anonymous caller and a translated 400 to bad input.
 */

const SECRET = "test-secret-of-at-least-thirty-two-characters!";
let app: FastifyInstance;
let database: DatabaseHandle;
let myAccount: FeatureModule;
let features: FeatureModule[];

beforeAll(async () => {
  ({ app, database } = await createTestApp({ seed: true, inventory: "test", env: { AUTH_SECRET: SECRET } }));
  features = createFeatureModules(testFeatureDeps(database));
  const found = features.find((feature) => feature.name === "my-account");
  if (!found) throw new Error("no my-account feature");
  myAccount = found;
});
afterAll(async () => {
  for (const feature of features ?? []) await feature.close?.();
  await app?.close();
});

function request(customer: TestCustomer | undefined, code: SiteCode = "sv"): PageDataRequest {
  const site = SITES[code];
  return {
    site,
    url: new URL("http://localhost/"),
    auth: customer ? authOfCustomer(customer) : undefined,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the loaders are typed per template; the tests read their data
type Loader = (request: PageDataRequest) => Promise<any>;
function loader(template: "myPagesSettings" | "myPagesVip" | "myPagesVipShowing" | "myPagesPayment"): Loader {
  const load = myAccount.pageData?.[template];
  if (!load) throw new Error(`no loader for ${template}`);
  return load as Loader;
}

/** Logs `browser` in to `userId` with a BankID session that began `minutesAgo`. */
async function eidSession(browser: ReturnType<typeof browserClient>, userId: string, minutesAgo: number) {
  const [session] = await database.db
    .insert(userSessions)
    .values({
      userId,
      method: "bankid",
      kind: "private",
      site: "sv",
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      expiresAt: new Date(Date.now() + 30 * 60_000),
    })
    .returning();
  if (!session) throw new Error("no session");
  const tokens = createSessionTokens(SECRET, () => new Date());
  const token = await tokens.sign({
    sub: userId,
    sid: session.id,
    kind: "private",
    bank_id: true,
    exp: Math.floor(Date.now() / 1000) + 600,
  });
  browser.jar.set(SESSION_COOKIE, token);
}

async function payment(customer: TestCustomer, values: { status: string; amount: number; site?: string }) {
  await database.db.insert(userPayments).values({ userId: customer.userId, site: values.site ?? "sv", ...values });
}

describe("the pages show the user's own data only", () => {
  it("settings: the profile and consents of the session's user; anonymous is the 404 page", async () => {
    const anna = await createCustomer(database.db);
    const other = await createCustomer(database.db);
    await database.db.insert(userConsents).values([
      { userId: anna.userId, site: "sv" },
      { userId: anna.userId, site: "seniorgarden" },
      { userId: other.userId, site: "cooperative" },
    ]);
    const data = await loader("myPagesSettings")(request(anna));
    expect(data.profile).toMatchObject({
      firstName: anna.firstName,
      email: anna.email,
      phoneNumber: "070-123 45 67",
      hasPassword: true,
      identityVerified: false,
    });
    expect(data.consents.map((consent: { site: string }) => consent.site).sort()).toEqual(["seniorgarden", "sv"]);
    expect(data.consentedHere).toBe(true);
    expect(data.menu.current).toBe("mySettings");
    expect(JSON.stringify(data)).not.toContain(other.email);
    await expect(loader("myPagesSettings")(request(undefined))).rejects.toBeInstanceOf(PageNotFound);
  });

  it("payments: a VIP member's payments on this site, newest first; not another user's or another site's", async () => {
    const vip = await createCustomer(database.db, { vip: true });
    const other = await createCustomer(database.db, { vip: true });
    await payment(vip, { status: "Paid", amount: 1500 });
    await payment(vip, { status: "NotPaid", amount: 995, site: "seniorgarden" });
    await payment(other, { status: "Reminder1", amount: 4242 });
    const data = await loader("myPagesPayment")(request(vip));
    expect(data.payments).toEqual([expect.objectContaining({ status: "Paid", amount: 1500, payedWithCode: false })]);
    const empty = await createCustomer(database.db, { vip: true });
    expect((await loader("myPagesPayment")(request(empty))).payments).toEqual([]);
  });

  it("payments: not in the menu of a customer who is not VIP, nor in Finland: the 404 page", async () => {
    const plain = await createCustomer(database.db);
    await expect(loader("myPagesPayment")(request(plain))).rejects.toBeInstanceOf(PageNotFound);
    const finn = await createCustomer(database.db, { site: "fi", vip: true });
    await expect(loader("myPagesPayment")(request(finn, "fi"))).rejects.toBeInstanceOf(PageNotFound);
    await expect(loader("myPagesVip")(request(finn, "fi"))).rejects.toBeInstanceOf(PageNotFound);
  });

  it("VIP: the membership with its campaign code, fee and the fee's payment status", async () => {
    const member = await createCustomer(database.db);
    await database.db.insert(vipMemberships).values({ userId: member.userId, site: "sv", campaignCode: "VIP2027" });
    await payment(member, { status: "NotPaid", amount: 1500 });
    const data = await loader("myPagesVip")(request(member));
    expect(data.membership).toMatchObject({
      campaignCode: "VIP2027",
      fee: 1500,
      payment: { status: "NotPaid", amount: 1500 },
    });
    // Not a member: the page offers joining (no membership).
    const plain = await createCustomer(database.db);
    expect((await loader("myPagesVip")(request(plain))).membership).toBeNull();
  });

  it("VIP showing: the upcoming showings of the site's VIP stages with their showing form, for VIP members only", async () => {
    const [stage] = await database.db.select().from(stages).where(eq(stages.site, "sv")).limit(1);
    if (!stage) throw new Error("no stage");
    await database.db.update(stages).set({ projectStatus: "vip" }).where(eq(stages.id, stage.id));
    const soon = Date.now() + 3 * 86_400_000;
    const [upcoming] = await database.db
      .insert(showings)
      .values([
        {
          stageId: stage.id,
          startsAt: new Date(soon),
          endsAt: new Date(soon + 3_600_000),
          capacity: 10,
          location: "Visningslägenheten",
        },
        {
          stageId: stage.id,
          startsAt: new Date(Date.now() - 86_400_000),
          endsAt: new Date(Date.now() - 82_800_000),
          capacity: 10,
          location: "Passerad",
        },
      ])
      .returning();
    const vip = await createCustomer(database.db, { vip: true });
    const data = await loader("myPagesVipShowing")(request(vip));
    const listed = data.showings.find((showing: { id: number }) => showing.id === upcoming?.id);
    expect(listed).toMatchObject({ stageName: stage.name, stageUrl: stage.url, bookingUrl: `${stage.url}visning/` });
    expect(data.showings.some((showing: { location: string }) => showing.location === "Passerad")).toBe(false);
    const plain = await createCustomer(database.db);
    await expect(loader("myPagesVipShowing")(request(plain))).rejects.toBeInstanceOf(PageNotFound);
  });

  it("a board member's session has none of these pages", async () => {
    const board = await createCustomer(database.db, { vip: true, associations: [1] });
    const boardRequest = { ...request(board), auth: authOfCustomer(board, "boardMember", 1) };
    for (const template of ["myPagesSettings", "myPagesVip", "myPagesPayment", "myPagesVipShowing"] as const) {
      await expect(loader(template)(boardRequest)).rejects.toBeInstanceOf(PageNotFound);
    }
  });
});

describe("database round trips", () => {
  it("each page's data costs two: the My Pages gate's facts and the page's own query", async () => {
    const counted = { queries: 0 };
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (["select", "execute", "insert", "update", "delete", "transaction"].includes(String(property))) {
          counted.queries++;
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const deps = testFeatureDeps(database);
    const counting = createFeatureModules({ ...deps, database: { ...database, db } });
    const module = counting.find((feature) => feature.name === "my-account");
    const vip = await createCustomer(database.db, { vip: true });
    for (const template of ["myPagesSettings", "myPagesVip", "myPagesVipShowing", "myPagesPayment"] as const) {
      const load = module?.pageData?.[template] as Loader | undefined;
      if (!load) throw new Error(`no loader for ${template}`);
      counted.queries = 0;
      await load(request(vip));
      // With the session's query and the page's content, a request stays within the budget of 6.
      expect(counted.queries, template).toBe(2);
    }
    for (const feature of counting) await feature.close?.();
  });
});

describe("POST /api/account_service/newsletter", () => {
  it("sets the caller's choice only; 400 on a bad value; 401 anonymous", async () => {
    const anna = await createCustomer(database.db);
    const other = await createCustomer(database.db);
    const browser = await loggedInBrowser(app, anna);
    const on = await browser.post("/api/account_service/newsletter", { newsletter: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ status: "Ok", message: expect.stringContaining("nyhetsbrev") });
    const rows = await database.db.select({ id: users.id, newsletter: users.newsletter }).from(users);
    expect(rows.find((row) => row.id === anna.userId)?.newsletter).toBe(true);
    expect(rows.find((row) => row.id === other.userId)?.newsletter).toBe(false);
    const bad = await browser.post("/api/account_service/newsletter", { newsletter: "ja" });
    expect(bad.statusCode).toBe(400);
    const anonymous = browserClient(app, "localhost");
    expect((await anonymous.post("/api/account_service/newsletter", { newsletter: true })).statusCode).toBe(401);
  });
});

describe("POST /api/account_service/consent/withdraw", () => {
  it("withdraws the caller's consent on another site only; this site's and unknown sites answer 400; 401 anonymous", async () => {
    const anna = await createCustomer(database.db);
    const other = await createCustomer(database.db);
    await database.db.insert(userConsents).values([
      { userId: anna.userId, site: "sv" },
      { userId: anna.userId, site: "seniorgarden" },
      { userId: other.userId, site: "seniorgarden" },
    ]);
    const browser = await loggedInBrowser(app, anna);
    const withdrawn = await browser.post("/api/account_service/consent/withdraw", { site: "seniorgarden" });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().status).toBe("Ok");
    const consents = await database.db.select().from(userConsents).where(eq(userConsents.site, "seniorgarden"));
    const holders = consents.map((consent) => consent.userId);
    expect(holders).not.toContain(anna.userId);
    expect(holders).toContain(other.userId);

    const here = await browser.post("/api/account_service/consent/withdraw", { site: "sv" });
    expect(here.statusCode).toBe(400);
    expect(here.json().error.message).toContain("tar bort ditt konto");
    expect((await browser.post("/api/account_service/consent/withdraw", { site: "xx" })).statusCode).toBe(400);
    const anonymous = browserClient(app, "localhost");
    expect((await anonymous.post("/api/account_service/consent/withdraw", { site: "sv" })).statusCode).toBe(401);
  });
});

describe("POST /api/updatepassword for an account of e-ID logins only", () => {
  it("sets the first password without a current one, only right after an e-ID login", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: `forsta.${Date.now()}@example.se`, firstName: "F", lastName: "Ösning", homeSite: "sv" })
      .returning();
    if (!user) throw new Error("no user");
    const browser = browserClient(app, "localhost");
    await eidSession(browser, user.id, 20);
    const body = { currentPassword: "", password: "forstalosen1", confirmPassword: "forstalosen1" };
    expect((await browser.post("/api/updatepassword", body)).json()).toMatchObject({ status: "MustLoginWithBankId" });
    await eidSession(browser, user.id, 1);
    expect((await browser.post("/api/updatepassword", { ...body, currentPassword: "gissat" })).statusCode).toBe(400);
    expect((await browser.post("/api/updatepassword", body)).json().status).toBe("Ok");
    const login = await browserClient(app, "localhost").post("/api/account_service/login/email", {
      email: user.email,
      password: "forstalosen1",
    });
    expect(login.json().status).toBe("Ok");
  });
});

describe("POST /api/account_service/delete", () => {
  it("needs the box ticked and the current password (400 per field), and answers 401 anonymous", async () => {
    const anna = await createCustomer(database.db);
    const browser = await loggedInBrowser(app, anna);
    const unticked = await browser.post("/api/account_service/delete", {
      confirm: false,
      currentPassword: TEST_PASSWORD,
    });
    expect(unticked.statusCode).toBe(400);
    const wrong = await browser.post("/api/account_service/delete", { confirm: true, currentPassword: "fel-lösenord" });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain("currentPassword");
    const anonymous = browserClient(app, "localhost");
    expect((await anonymous.post("/api/account_service/delete", { confirm: true })).statusCode).toBe(401);
    // Nothing happened: the account and its session are still there.
    expect((await browser.get("/api/account_service/user")).statusCode).toBe(200);
  });

  it("five attempts per account in 15 minutes, then 429 with Retry-After (each proves the password)", async () => {
    const anna = await createCustomer(database.db);
    const browser = await loggedInBrowser(app, anna);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await browser.post("/api/account_service/delete", { confirm: true, currentPassword: "gissning" });
      expect(wrong.statusCode).toBe(400);
    }
    const throttled = await browser.post("/api/account_service/delete", {
      confirm: true,
      currentPassword: TEST_PASSWORD,
    });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    expect(await database.db.select().from(users).where(eq(users.id, anna.userId))).toHaveLength(1);
  });

  it("deletes an account without purchases: sessions end, cookies are cleared, the login fails afterwards", async () => {
    const anna = await createCustomer(database.db);
    const other = await createCustomer(database.db);
    await database.db.insert(userFavourites).values({ userId: anna.userId, kind: "object", itemId: 1, site: "sv" });
    await database.db.insert(interests).values({
      site: "sv",
      firstName: "Anna",
      lastName: "Provsson",
      email: anna.email,
      phone: "070-1234567",
      userId: anna.userId,
    });
    const browser = await loggedInBrowser(app, anna);
    const elsewhere = await loggedInBrowser(app, anna);
    const otherBrowser = await loggedInBrowser(app, other);
    const deleted = await browser.post("/api/account_service/delete", {
      confirm: true,
      currentPassword: TEST_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ status: "Ok", message: "Ditt konto är borttaget." });
    expect(deleted.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe("");
    expect(await database.db.select().from(users).where(eq(users.id, anna.userId))).toEqual([]);
    expect(await database.db.select().from(interests).where(eq(interests.userId, anna.userId))).toEqual([]);
    expect((await elsewhere.get("/api/account_service/user")).statusCode).toBe(401);
    const login = await browserClient(app, "localhost").post("/api/account_service/login/email", {
      email: anna.email,
      password: TEST_PASSWORD,
    });
    expect(login.json().status).toBe("InvalidEmailLoginInput");
    // Another user is untouched.
    expect((await otherBrowser.get("/api/account_service/user")).json().email).toBe(other.email);
  });

  it("anonymises an account with a purchase and a signed document: the records stay, the person is gone", async () => {
    const buyer = await createCustomer(database.db, {
      purchase: { status: "contracted" },
      securityNumber: "199001011239",
    });
    if (!buyer.purchaseId) throw new Error("no purchase");
    const [document] = await database.db
      .insert(purchaseDocuments)
      .values({ purchaseId: buyer.purchaseId, kind: "purchaseContract", action: "sign", status: "done" })
      .returning();
    if (!document) throw new Error("no document");
    await database.db
      .insert(documentSignatures)
      .values({ documentId: document.id, userId: buyer.userId, method: "bank_id" });
    await payment(buyer, { status: "Paid", amount: 1500 });
    await database.db.insert(vipMemberships).values({ userId: buyer.userId, site: "sv", campaignCode: "VIP2027" });
    const browser = await loggedInBrowser(app, buyer);
    const deleted = await browser.post("/api/account_service/delete", {
      confirm: true,
      currentPassword: TEST_PASSWORD,
    });
    expect(deleted.json().status).toBe("Ok");
    const [row] = await database.db.select().from(users).where(eq(users.id, buyer.userId));
    expect(row).toMatchObject({
      email: anonymisedEmail(buyer.userId),
      passwordHash: null,
      firstName: "",
      lastName: "",
      phoneNumber: null,
      securityNumber: null,
      address: null,
      birthDate: null,
    });
    expect(
      await database.db.select().from(documentSignatures).where(eq(documentSignatures.userId, buyer.userId)),
    ).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(userBookings)
        .where(and(eq(userBookings.userId, buyer.userId), eq(userBookings.purchaseId, buyer.purchaseId))),
    ).toHaveLength(1);
    expect(await database.db.select().from(userPayments).where(eq(userPayments.userId, buyer.userId))).toHaveLength(1);
    expect(await database.db.select().from(vipMemberships).where(eq(vipMemberships.userId, buyer.userId))).toEqual([]);
    expect(await database.db.select().from(userSessions).where(eq(userSessions.userId, buyer.userId))).toEqual([]);
    expect((await browser.get("/api/account_service/user")).statusCode).toBe(401);
    const login = await browserClient(app, "localhost").post("/api/account_service/login/email", {
      email: buyer.email,
      password: TEST_PASSWORD,
    });
    expect(login.json().status).toBe("InvalidEmailLoginInput");
  });

  it("an account of e-ID logins only is deleted only right after an e-ID login", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: `eid.${Date.now()}@example.se`, firstName: "E", lastName: "Id", homeSite: "sv" })
      .returning();
    if (!user) throw new Error("no user");
    const tokens = createSessionTokens(SECRET, () => new Date());
    const browser = browserClient(app, "localhost");
    const sessionStarted = async (minutesAgo: number) => {
      const [session] = await database.db
        .insert(userSessions)
        .values({
          userId: user.id,
          method: "bankid",
          kind: "private",
          site: "sv",
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
          expiresAt: new Date(Date.now() + 30 * 60_000),
        })
        .returning();
      if (!session) throw new Error("no session");
      const token = await tokens.sign({
        sub: user.id,
        sid: session.id,
        kind: "private",
        bank_id: true,
        exp: Math.floor(Date.now() / 1000) + 600,
      });
      browser.jar.set(SESSION_COOKIE, token);
    };
    await sessionStarted(20);
    const stale = await browser.post("/api/account_service/delete", { confirm: true });
    expect(stale.json()).toMatchObject({ status: "MustLoginWithBankId" });
    expect(await database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    await sessionStarted(1);
    expect((await browser.post("/api/account_service/delete", { confirm: true })).json().status).toBe("Ok");
    expect(await database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});
