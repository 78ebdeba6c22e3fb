import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import {
  boardMemberships,
  eidAttempts,
  housingAssociations,
  outbox,
  userBookings,
  userConsents,
  userSessions,
  users,
} from "~/db/schema";
import { startBankIdSimulator } from "~/features/eid/bankid/simulator/bankid-simulator";
import { formAction, TestBrowser } from "~/features/eid/oidc/oidc-test-browser";
import { type OidcSimulator, startOidcSimulator } from "~/features/eid/oidc/simulator/oidc-simulator";
import { testPersonByNumber } from "~/features/eid/test-persons";
import { translate } from "~/i18n/catalogs.server";
import type { SiteCode } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import { type BrowserClient, browserClient } from "./account-test-client";
import { callbackPath, EID_ATTEMPT_MINUTES } from "./eid.service";
import { hashPassword } from "./passwords.server";
import { EID_BINDING_COOKIE, SESSION_COOKIE } from "./session-cookies";

/**
 * The e-ID login flows through the app's real clients against simulators started here: BankID's
 * relying-party API (driven through its /sim test endpoints) and the OpenID Connect test provider
 * of Norway and Finland (driven through its login pages over real HTTP).
 */

let app: FastifyInstance;
let database: DatabaseHandle;
let bankId: Awaited<ReturnType<typeof startBankIdSimulator>>;
let oidc: OidcSimulator;

const EIDENT_CALLBACK = `http://no.localhost${callbackPath("eident")}`;
const SIGNICAT_CALLBACK = `http://fi.localhost${callbackPath("signicat")}`;

// Swedish test persons (src/features/eid/test-persons.ts).
const ANNA = "198504122386";
const ERIK = "199001012385";
const MARIA = "197211302380";
const LARS = "196005222382";
const SARA = "199508152387";
const GUSTAV_DECEASED = "194001012386";
// Norway and Finland.
const INGRID = "12889010051";
const OLA = "23847510110";
const AINO = "150588-901F";

beforeAll(async () => {
  bankId = await startBankIdSimulator();
  oidc = await startOidcSimulator({
    clients: [
      { clientId: "nordhem-eident", clientSecret: "eident-test-secret", redirectUris: [EIDENT_CALLBACK] },
      { clientId: "nordhem-signicat", clientSecret: "signicat-test-secret", redirectUris: [SIGNICAT_CALLBACK] },
    ],
  });
  ({ app, database } = await createTestApp({
    env: {
      AUTH_SECRET: "test-secret-of-at-least-thirty-two-characters!",
      BANKID_API_URL: bankId.url,
      EIDENT_ISSUER_URL: oidc.issuerOf("no"),
      EIDENT_CLIENT_ID: "nordhem-eident",
      EIDENT_CLIENT_SECRET: "eident-test-secret",
      SIGNICAT_ISSUER_URL: oidc.issuerOf("fi"),
      SIGNICAT_CLIENT_ID: "nordhem-signicat",
      SIGNICAT_CLIENT_SECRET: "signicat-test-secret",
    },
  }));
});
afterAll(async () => {
  await app?.close();
  await Promise.all([bankId?.close(), oidc?.close()]);
});

let counter = 0;
const uniqueEmail = (prefix = "eid") => `${prefix}.${Date.now()}.${++counter}@example.se`;

/**
 * An account for a test person, consented to its site (so logins go to My Pages). Any account
 * the person already has goes first: each test sets up the people it uses, whatever ran before.
 */
async function accountOf(
  personalNumber: string,
  site: SiteCode = "sv",
  values: Partial<typeof users.$inferInsert> = {},
) {
  const person = testPersonByNumber(personalNumber);
  if (!person) throw new Error(`${personalNumber} is no test person`);
  await withoutAccount(personalNumber);
  const [user] = await database.db
    .insert(users)
    .values({
      email: uniqueEmail(person.givenName.toLowerCase()),
      passwordHash: null,
      firstName: person.givenName,
      lastName: person.surname,
      securityNumber: personalNumber,
      securityCountry: person.country,
      securityNumberVerified: true,
      firstSsnLogin: false,
      homeSite: site,
      ...values,
    })
    .returning();
  if (!user) throw new Error("no user");
  await database.db.insert(userConsents).values({ userId: user.id, site });
  return user;
}

async function withoutAccount(personalNumber: string) {
  await database.db.delete(users).where(eq(users.securityNumber, personalNumber));
}

async function emailAccount() {
  const [user] = await database.db
    .insert(users)
    .values({
      email: uniqueEmail("email"),
      passwordHash: await hashPassword("hemligt123"),
      firstName: "Per",
      lastName: "Epost",
      homeSite: "sv",
    })
    .returning();
  if (!user) throw new Error("no user");
  await database.db.insert(userConsents).values({ userId: user.id, site: "sv" });
  return user;
}

async function startBankId(browser: BrowserClient, body: Record<string, unknown> = {}, segment = "login") {
  const response = await browser.post(`/api/account_service/${segment}/bank_id/start`, body);
  expect(response.statusCode).toBe(200);
  return response.json() as { poolingId: string; idType: string; autoStartUrl?: string };
}

async function orderRefOf(poolingId: string): Promise<string> {
  const [attempt] = await database.db.select().from(eidAttempts).where(eq(eidAttempts.id, poolingId));
  if (!attempt?.bankIdOrderRef) throw new Error("no BankID order for the attempt");
  return attempt.bankIdOrderRef;
}

/** What the tester does in the simulator's BankID app (its JSON test endpoint). */
async function simulate(poolingId: string, outcome: string, personalNumber?: string) {
  const response = await fetch(`${bankId.url}/sim/orders/${await orderRefOf(poolingId)}/outcome`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ outcome, personalNumber }),
  });
  expect(response.status).toBe(200);
}

async function poll(browser: BrowserClient, poolingId: string, path = "login/bank_id/status") {
  const response = await browser.get(`/api/account_service/${path}/${poolingId}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A BankID login of `personalNumber` in a new browser, up to the answer after the simulator completed it. */
async function bankIdLogin(personalNumber: string, body: Record<string, unknown> = {}) {
  const browser = browserClient(app, "localhost");
  const { poolingId } = await startBankId(browser, body);
  await simulate(poolingId, "complete", personalNumber);
  const path = body.loginKind === "boardMember" ? "login/bank_id/status/board_member" : "login/bank_id/status";
  return { browser, poolingId, answer: await poll(browser, poolingId, path) };
}

const sv = (key: string) => translate("sv", key);

describe("BankID login", () => {
  it("polls Pending with the QR code of the moment, then Ok with the session; the attempt works once", async () => {
    const anna = await accountOf(ANNA);
    const browser = browserClient(app, "localhost");
    const start = await startBankId(browser);
    expect(start).toMatchObject({ idType: "bank_id", poolingId: expect.any(String) });
    expect(start.autoStartUrl).toMatch(/^bankid:\/\/\/\?autostarttoken=[\w-]+&redirect=null$/);
    expect(browser.jar.has(EID_BINDING_COOKIE)).toBe(true);

    const pending = await poll(browser, start.poolingId);
    expect(pending).toMatchObject({ status: "Pending", hintCode: "outstandingTransaction" });
    expect(pending.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(pending.user).toBeUndefined();
    // The QR secret stays on the server.
    const [attempt] = await database.db.select().from(eidAttempts).where(eq(eidAttempts.id, start.poolingId));
    expect(JSON.stringify(pending)).not.toContain(attempt?.bankIdQrStartSecret);
    expect(browser.jar.has(SESSION_COOKIE)).toBe(false);

    // The spec's body form of the poll.
    const bodyForm = await browser.post("/api/account_service/login/bank_id/status", { code: start.poolingId });
    expect(bodyForm.json()).toMatchObject({ status: "Pending", qrSvg: expect.stringContaining("<svg") });

    await simulate(start.poolingId, "complete", ANNA);
    const response = await browser.get(`/api/account_service/login/bank_id/status/${start.poolingId}`);
    expect(response.json()).toMatchObject({
      status: "Ok",
      user: { id: anna.id, securityNumber: ANNA, pid: true },
      redirectTo: "/mina-sidor/",
      expiresAt: expect.any(String),
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(JSON.stringify(response.json())).not.toContain(cookie?.value);
    const me = await browser.get("/api/account_service/user");
    expect(me.json()).toMatchObject({ id: anna.id, firstSsnLogin: false });
    const [session] = await database.db.select().from(userSessions).where(eq(userSessions.userId, anna.id));
    expect(session).toMatchObject({ method: "bankid", kind: "private", site: "sv" });

    // Used: a second poll (or a replay in the body form) logs no one in.
    const again = await browser.get(`/api/account_service/login/bank_id/status/${start.poolingId}`);
    expect(again.json()).toMatchObject({ status: "InvalidInput", message: sv("account.status.InvalidInput") });
    expect(again.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const replay = await browser.post("/api/account_service/login/bank_id/status", { code: start.poolingId });
    expect(replay.json().status).toBe("InvalidInput");
  });

  it("goes back to the page it started from (returnUrl), never to another origin", async () => {
    await accountOf(ANNA);
    const { answer } = await bankIdLogin(ANNA, { returnUrl: "/sok-bostad/?q=Nacka" });
    expect(answer).toMatchObject({ status: "Ok", redirectTo: "/sok-bostad/?q=Nacka" });
    for (const returnUrl of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      const refused = await browserClient(app, "localhost").post("/api/account_service/login/bank_id/start", {
        returnUrl,
      });
      expect(refused.statusCode, returnUrl).toBe(400);
    }
  });

  it("a person without an account gets SsnNotFound, then registers with the same attempt, once", async () => {
    await withoutAccount(ERIK);
    const { browser, poolingId, answer } = await bankIdLogin(ERIK);
    expect(answer).toMatchObject({
      status: "SsnNotFound",
      message: sv("account.status.SsnNotFound"),
      identity: { givenName: "Erik", surname: "Johansson", securityNumber: ERIK },
    });
    expect(browser.jar.has(SESSION_COOKIE)).toBe(false);

    const form = {
      firstName: "Namn",
      lastName: "Ifrån Formuläret",
      email: uniqueEmail("erik"),
      phoneNumber: "070-111 22 33",
      terms: true,
      poolingId,
    };
    const registered = await browser.post("/api/account_service/register", form);
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({
      status: "Ok",
      // The proven identity wins over what the form says.
      user: { firstName: "Erik", lastName: "Johansson", securityNumber: ERIK, pid: true, hasPassword: false },
    });
    expect(browser.jar.has(SESSION_COOKIE)).toBe(true);
    const [stored] = await database.db.select().from(users).where(eq(users.securityNumber, ERIK));
    expect(stored).toMatchObject({ securityNumberVerified: true, securityCountry: "se", birthDate: "1990-01-01" });

    const twice = await browser.post("/api/account_service/register", { ...form, email: uniqueEmail("erik") });
    expect(twice.json()).toMatchObject({ status: "InvalidInput" });
  });

  it("a deceased person cannot register (Error)", async () => {
    await withoutAccount(GUSTAV_DECEASED);
    const { browser, poolingId, answer } = await bankIdLogin(GUSTAV_DECEASED);
    expect(answer.status).toBe("SsnNotFound");
    const registered = await browser.post("/api/account_service/register", {
      firstName: "Gustav",
      lastName: "Holm",
      email: uniqueEmail("gustav"),
      phoneNumber: "070-111 22 44",
      terms: true,
      poolingId,
    });
    expect(registered.json()).toMatchObject({ status: "Error", message: sv("account.status.deceased") });
    expect(await database.db.select().from(users).where(eq(users.securityNumber, GUSTAV_DECEASED))).toEqual([]);
  });

  it("the user cancels in the app: Cancelled, and it stays cancelled", async () => {
    const browser = browserClient(app, "localhost");
    const { poolingId } = await startBankId(browser);
    await simulate(poolingId, "userCancel");
    const expected = { status: "Cancelled", message: sv("account.status.Cancelled") };
    expect(await poll(browser, poolingId)).toMatchObject(expected);
    expect(await poll(browser, poolingId)).toMatchObject(expected);
    expect(browser.jar.has(SESSION_COOKIE)).toBe(false);
  });

  it("BankID failures answer Error with their own message", async () => {
    for (const outcome of ["expiredTransaction", "startFailed"]) {
      const browser = browserClient(app, "localhost");
      const { poolingId } = await startBankId(browser);
      await simulate(poolingId, outcome);
      expect(await poll(browser, poolingId), outcome).toMatchObject({
        status: "Error",
        hintCode: outcome,
        message: sv(`account.eid.hint.${outcome}`),
      });
    }
  });

  it("closing the dialog cancels the attempt here and the order at BankID", async () => {
    const browser = browserClient(app, "localhost");
    const { poolingId } = await startBankId(browser);
    const orderRef = await orderRefOf(poolingId);
    const cancelled = await browser.post(`/api/account_service/login/bank_id/cancel/${poolingId}`);
    expect(cancelled.statusCode).toBe(204);
    expect(await poll(browser, poolingId)).toMatchObject({ status: "Cancelled" });
    const orders = (await (await fetch(`${bankId.url}/sim/orders`)).json()) as { orders: { orderRef: string }[] };
    expect(orders.orders.map((order) => order.orderRef)).not.toContain(orderRef);
    // Too late for the tester to complete it.
    const late = await fetch(`${bankId.url}/sim/orders/${orderRef}/outcome`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ outcome: "complete", personalNumber: ANNA }),
    });
    expect(late.status).toBe(400);
  });

  // BUG (reported to the lead): eid.service.ts start() does not catch the BankIdError of a refused
  // auth call, so the route answers 500. Expected: the attempt is recorded as failed and its first
  // poll answers Error with the alreadyInProgress message (account.eid.hint.alreadyInProgress).
  it("BankID refuses the order (alreadyInProgress): the poll answers Error with its message", async () => {
    const refuse = await fetch(`${bankId.url}/sim/next-start`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ errorCode: "alreadyInProgress" }),
    });
    expect(refuse.status).toBe(200);
    const browser = browserClient(app, "localhost");
    const start = await browser.post("/api/account_service/login/bank_id/start", {});
    expect(start.statusCode).toBe(200);
    expect(await poll(browser, start.json().poolingId)).toMatchObject({
      status: "Error",
      hintCode: "alreadyInProgress",
      message: sv("account.eid.hint.alreadyInProgress"),
    });
  });

  it("BankID's refusal is one-shot: the next start works", async () => {
    await fetch(`${bankId.url}/sim/next-start`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ errorCode: "alreadyInProgress" }),
    });
    const refusing = browserClient(app, "localhost");
    const refused = await startBankId(refusing);
    expect(await poll(refusing, refused.poolingId)).toMatchObject({ status: "Error", hintCode: "alreadyInProgress" });
    const browser = browserClient(app, "localhost");
    const { poolingId } = await startBankId(browser);
    expect((await poll(browser, poolingId)).status).toBe("Pending");
  });
});

describe("an e-ID attempt belongs to one browser and one site", () => {
  it("another browser, with or without its own binding cookie, gets InvalidInput", async () => {
    await accountOf(ANNA);
    const browser = browserClient(app, "localhost");
    const { poolingId } = await startBankId(browser);
    await simulate(poolingId, "complete", ANNA);

    const stranger = browserClient(app, "localhost");
    expect((await poll(stranger, poolingId)).status).toBe("InvalidInput");
    await startBankId(stranger);
    expect(stranger.jar.get(EID_BINDING_COOKIE)).not.toBe(browser.jar.get(EID_BINDING_COOKIE));
    expect((await poll(stranger, poolingId)).status).toBe("InvalidInput");
    expect(stranger.jar.has(SESSION_COOKIE)).toBe(false);
    // Nor can it register with the attempt, or cancel it.
    const register = await stranger.post("/api/account_service/register", {
      firstName: "Inkräktare",
      lastName: "Okänd",
      email: uniqueEmail("stranger"),
      phoneNumber: "070-111 22 55",
      terms: true,
      poolingId,
    });
    expect(register.json().status).toBe("InvalidInput");
    await stranger.post(`/api/account_service/login/bank_id/cancel/${poolingId}`);

    // The browser that started it still logs in.
    expect((await poll(browser, poolingId)).status).toBe("Ok");
  });

  it("the attempt of another site (same browser) gets InvalidInput", async () => {
    const browser = browserClient(app, "localhost");
    const { poolingId } = await startBankId(browser);
    const onSeniorgarden = browserClient(app, "seniorgarden.localhost");
    onSeniorgarden.jar.set(EID_BINDING_COOKIE, browser.jar.get(EID_BINDING_COOKIE) as string);
    expect((await poll(onSeniorgarden, poolingId)).status).toBe("InvalidInput");
    expect((await poll(browser, poolingId)).status).toBe("Pending");
  });

  it(`an attempt older than ${EID_ATTEMPT_MINUTES} minutes gets InvalidInput`, async () => {
    const browser = browserClient(app, "localhost");
    const { poolingId } = await startBankId(browser);
    await database.db
      .update(eidAttempts)
      .set({ createdAt: new Date(Date.now() - (EID_ATTEMPT_MINUTES + 1) * 60_000) })
      .where(eq(eidAttempts.id, poolingId));
    expect((await poll(browser, poolingId)).status).toBe("InvalidInput");
  });

  it("answers 400 to a code that is no uuid and to another country's e-ID", async () => {
    const browser = browserClient(app, "localhost");
    const notUuid = await browser.get("/api/account_service/login/bank_id/status/not-a-uuid");
    expect(notUuid.statusCode).toBe(400);
    const notUuidBody = await browser.post("/api/account_service/login/bank_id/status", { code: "1234" });
    expect(notUuidBody.statusCode).toBe(400);
    expect((await browser.post("/api/account_service/login/bank_id/cancel/x")).statusCode).toBe(400);
    expect(
      (await browser.get("/api/account_service/login/freja/status/00000000-0000-0000-0000-000000000000")).statusCode,
    ).toBe(400);

    const bankIdInNorway = await browserClient(app, "no.localhost").post(
      "/api/account_service/login/bank_id/start",
      {},
    );
    expect(bankIdInNorway.statusCode).toBe(400);
    expect(bankIdInNorway.json().error.fields[0].field).toBe("idType");
    const eidentInSweden = await browserClient(app, "localhost").post("/api/account_service/login/eident/start", {});
    expect(eidentInSweden.statusCode).toBe(400);
    // No login at all on the contracting site: no account API there.
    const contracting = await browserClient(app, "entreprenad.localhost").post(
      "/api/account_service/login/bank_id/start",
      {},
    );
    expect(contracting.statusCode).toBe(404);
  });
});

describe("board-member login with BankID", () => {
  beforeAll(async () => {
    await database.db
      .insert(housingAssociations)
      .values([
        {
          id: 8101,
          name: "Brf Tallbacken",
          organisationNumber: "769611-1116",
          site: "sv",
          activeFinancialManagement: true,
        },
        {
          id: 8102,
          name: "Brf Vassen",
          organisationNumber: "769611-2221",
          site: "sv",
          activeFinancialManagement: false,
        },
      ])
      .onConflictDoNothing();
  });

  it("two associations: ChooseBoardMember with them, then the choice logs in as that association", async () => {
    const maria = await accountOf(MARIA);
    await database.db.insert(boardMemberships).values([
      { userId: maria.id, associationId: 8101 },
      { userId: maria.id, associationId: 8102 },
    ]);
    const { browser, answer } = await bankIdLogin(MARIA, { loginKind: "boardMember" });
    expect(answer).toMatchObject({ status: "ChooseBoardMember", message: sv("account.status.ChooseBoardMember") });
    expect(answer.brf).toEqual([
      { id: 8101, name: "Brf Tallbacken", organisationNumber: "769611-1116", activeFinancialManagement: true },
      { id: 8102, name: "Brf Vassen", organisationNumber: "769611-2221", activeFinancialManagement: false },
    ]);
    const selected = await browser.get("/api/account_service/login/bank_id/status/board_member/select/8102");
    expect(selected.json()).toMatchObject({
      status: "Ok",
      user: { id: maria.id, brfAccount: { id: 8102, activeFinancialManagement: false }, isBoardMember: true },
    });
    const [session] = await database.db.select().from(userSessions).where(eq(userSessions.userId, maria.id));
    expect(session).toMatchObject({ method: "bankid", kind: "boardMember", associationId: 8102 });
  });

  it("no association: NoBoardMember, and no session", async () => {
    await accountOf(LARS);
    const { browser, answer } = await bankIdLogin(LARS, { loginKind: "boardMember" });
    expect(answer).toMatchObject({ status: "NoBoardMember", message: sv("account.status.NoBoardMember") });
    expect(browser.jar.has(SESSION_COOKIE)).toBe(false);
  });
});

describe("connecting BankID to an account (update flow)", () => {
  it("needs a login", async () => {
    const anonymous = await browserClient(app, "localhost").post("/api/account_service/update/bank_id/start", {});
    expect(anonymous.statusCode).toBe(401);
  });

  it("verifies the identity number: a case login answers MustActivatePid before and Ok after", async () => {
    await withoutAccount(SARA);
    const user = await emailAccount();
    const browser = browserClient(app, "localhost");
    const login = { email: user.email, password: "hemligt123", loginKind: "privateCase" };
    const before = await browser.post("/api/account_service/login/email", login);
    expect(before.json()).toMatchObject({ status: "MustActivatePid", user: { pid: false } });

    const { poolingId } = await startBankId(browser, {}, "update");
    expect((await poll(browser, poolingId, "update/bank_id/status")).status).toBe("Pending");
    await simulate(poolingId, "complete", SARA);
    const updated = await poll(browser, poolingId, "update/bank_id/status");
    expect(updated).toMatchObject({ status: "Ok", user: { id: user.id, securityNumber: SARA, pid: true } });
    const [stored] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ securityNumberVerified: true, securityCountry: "se", birthDate: "1995-08-15" });

    const after = await browserClient(app, "localhost").post("/api/account_service/login/email", login);
    expect(after.json()).toMatchObject({ status: "Ok", user: { pid: true } });
  });

  it("another person's BankID on an account with bookings: HasOngoingBusiness, nothing changes", async () => {
    await withoutAccount(ERIK);
    await withoutAccount(LARS);
    const user = await emailAccount();
    await database.db.update(users).set({ securityNumber: LARS, securityCountry: "se" }).where(eq(users.id, user.id));
    await database.db.insert(userBookings).values({ userId: user.id, objectId: 4711, site: "sv" });
    const browser = browserClient(app, "localhost");
    await browser.post("/api/account_service/login/email", { email: user.email, password: "hemligt123" });

    const { poolingId } = await startBankId(browser, {}, "update");
    await simulate(poolingId, "complete", ERIK);
    const answer = await poll(browser, poolingId, "update/bank_id/status");
    expect(answer).toMatchObject({
      status: "HasOngoingBusiness",
      message: sv("account.status.HasOngoingBusiness"),
      data: { bookings: [{ objectId: 4711 }] },
    });
    const [stored] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ securityNumber: LARS, securityNumberVerified: false });
  });

  it("a number that belongs to another account: UserAlreadyExists", async () => {
    await accountOf(ANNA);
    const user = await emailAccount();
    const browser = browserClient(app, "localhost");
    await browser.post("/api/account_service/login/email", { email: user.email, password: "hemligt123" });
    const { poolingId } = await startBankId(browser, {}, "update");
    await simulate(poolingId, "complete", ANNA);
    expect(await poll(browser, poolingId, "update/bank_id/status")).toMatchObject({
      status: "UserAlreadyExists",
      message: sv("account.status.UserAlreadyExists"),
    });
    const [stored] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.securityNumber).toBeNull();
  });
});

describe("an identity number typed by hand never opens an account to an e-ID (pre-hijacking)", () => {
  /** An account registered by e-mail with `securityNumber` typed into the form: never proven. */
  async function registeredWithTypedNumber(securityNumber: string, email = uniqueEmail("typed")) {
    const browser = browserClient(app, "localhost");
    const response = await browser.post("/api/account_service/register", {
      firstName: "Mallory",
      lastName: "Typad",
      email,
      password: "angriparens-losen",
      phoneNumber: "070-666 66 66",
      securityNumber,
      terms: true,
    });
    expect(response.json()).toMatchObject({ status: "Ok", user: { securityNumber, pid: false } });
    return { browser, email, id: response.json().user.id as string };
  }

  async function linkMailTo(email: string) {
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const url = /(https?:\/\/\S+link=eid)/.exec(mail?.text ?? "")?.[1];
    return { mail, url, token: url ? new URL(url).searchParams.get("token") : null };
  }

  it("an attacker's account with the victim's number: the victim's BankID does not open it", async () => {
    await withoutAccount(ANNA);
    const attacker = await registeredWithTypedNumber(ANNA);

    const victim = await bankIdLogin(ANNA);
    expect(victim.answer).toMatchObject({
      status: "MustVerifyEmail",
      identity: { securityNumber: ANNA },
    });
    expect(victim.answer.message).toContain(`${attacker.email.slice(0, 1)}•••@example.se`);
    expect(victim.browser.jar.has(SESSION_COOKIE)).toBe(false);
    // Polling again sends no second mail.
    await poll(victim.browser, victim.poolingId);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, attacker.email))).toHaveLength(1);

    // The link reaches the attacker's mailbox, but works only in the browser that proved the identity.
    const { token } = await linkMailTo(attacker.email);
    expect(token).toBeTruthy();
    const stolen = await attacker.browser.post("/api/setpassword", { token, currentPassword: "angriparens-losen" });
    expect(stolen.json()).toMatchObject({ status: "InvalidInput", message: sv("account.linkEid.otherBrowser") });
    const [still] = await database.db.select().from(users).where(eq(users.id, attacker.id));
    expect(still).toMatchObject({ securityNumber: ANNA, securityNumberVerified: false });

    // The victim starts an account of her own with the same attempt; the typed number leaves the other.
    const registered = await victim.browser.post("/api/account_service/register", {
      firstName: "Anna",
      lastName: "Lindqvist",
      email: uniqueEmail("anna"),
      phoneNumber: "070-111 22 33",
      terms: true,
      poolingId: victim.poolingId,
    });
    expect(registered.json()).toMatchObject({ status: "Ok", user: { securityNumber: ANNA, pid: true } });
    const [dropped] = await database.db.select().from(users).where(eq(users.id, attacker.id));
    expect(dropped?.securityNumber).toBeNull();

    // From now on her BankID opens her own account.
    const again = await bankIdLogin(ANNA);
    expect(again.answer).toMatchObject({ status: "Ok", user: { id: registered.json().user.id } });
  });

  it("the customer's own typed number: the link in her mail, in her browser, connects BankID and ends other sessions", async () => {
    await withoutAccount(SARA);
    const customer = await registeredWithTypedNumber(SARA);
    // She is also logged in on another computer.
    const elsewhere = browserClient(app, "localhost");
    await elsewhere.post("/api/account_service/login/email", {
      email: customer.email,
      password: "angriparens-losen",
    });
    expect((await elsewhere.get("/api/account_service/user")).statusCode).toBe(200);

    const login = await bankIdLogin(SARA);
    expect(login.answer.status).toBe("MustVerifyEmail");
    const { token, url } = await linkMailTo(customer.email);
    expect(url?.startsWith("https://localhost/nytt-losenord/?token=")).toBe(true);

    const wrong = await login.browser.post("/api/setpassword", { token, currentPassword: "gissat-fel" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields[0].field).toBe("currentPassword");

    const linked = await login.browser.post("/api/setpassword", { token, currentPassword: "angriparens-losen" });
    expect(linked.json()).toMatchObject({ status: "Ok", message: sv("account.linkEid.done") });
    const [stored] = await database.db.select().from(users).where(eq(users.id, customer.id));
    expect(stored).toMatchObject({ securityNumber: SARA, securityNumberVerified: true });
    expect((await elsewhere.get("/api/account_service/user")).statusCode).toBe(401);
    // The link works once.
    const twice = await login.browser.post("/api/setpassword", { token, currentPassword: "angriparens-losen" });
    expect(twice.json().status).toBe("InvalidInput");

    const next = await bankIdLogin(SARA);
    expect(next.answer).toMatchObject({ status: "Ok", user: { id: customer.id, pid: true } });
  });

  it("an account made with the victim's e-mail and number: after the link the attacker's password is gone", async () => {
    await withoutAccount(LARS);
    const victimEmail = uniqueEmail("lars");
    const attacker = await registeredWithTypedNumber(LARS, victimEmail);
    const victim = await bankIdLogin(LARS);
    const { token } = await linkMailTo(victimEmail);
    // The victim does not know the password the attacker chose: she chooses a new one.
    const linked = await victim.browser.post("/api/setpassword", {
      token,
      password: "lars-eget-losen",
      confirmPassword: "lars-eget-losen",
    });
    expect(linked.json().status).toBe("Ok");
    expect((await attacker.browser.get("/api/account_service/user")).statusCode).toBe(401);
    const oldPassword = await browserClient(app, "localhost").post("/api/account_service/login/email", {
      email: victimEmail,
      password: "angriparens-losen",
    });
    expect(oldPassword.json().status).toBe("InvalidEmailLoginInput");
    expect(victim.answer.status).toBe("MustVerifyEmail");
  });

  it("the update flow takes a typed number from another account and ends the account's other sessions", async () => {
    await withoutAccount(ERIK);
    const typedElsewhere = await registeredWithTypedNumber(ERIK);
    const user = await emailAccount();
    const other = browserClient(app, "localhost");
    await other.post("/api/account_service/login/email", { email: user.email, password: "hemligt123" });
    const browser = browserClient(app, "localhost");
    await browser.post("/api/account_service/login/email", { email: user.email, password: "hemligt123" });

    const { poolingId } = await startBankId(browser, {}, "update");
    await simulate(poolingId, "complete", ERIK);
    expect(await poll(browser, poolingId, "update/bank_id/status")).toMatchObject({
      status: "Ok",
      user: { id: user.id, securityNumber: ERIK, pid: true },
    });
    const [dropped] = await database.db.select().from(users).where(eq(users.id, typedElsewhere.id));
    expect(dropped?.securityNumber).toBeNull();
    // This browser goes on with a new session; the other computer is logged out.
    expect((await browser.get("/api/account_service/user")).statusCode).toBe(200);
    expect((await other.get("/api/account_service/user")).statusCode).toBe(401);
  });
});

/**
 * An OIDC e-ID login in a new browser of `host`: start, the provider's login page (choose
 * `personalNumber`, or cancel), the provider's redirect back to the app's callback, which the
 * same browser follows. Answers the browser, the attempt and the callback's redirect.
 */
async function oidcLogin(
  host: "no.localhost" | "fi.localhost",
  choice: { personalNumber: string } | "cancel",
  body: Record<string, unknown> = {},
) {
  const idType = host === "no.localhost" ? "eident" : "signicat";
  const browser = browserClient(app, host);
  const start = await browser.post(`/api/account_service/login/${idType}/start`, body);
  expect(start.statusCode).toBe(200);
  const { poolingId, redirectUrl } = start.json() as { poolingId: string; redirectUrl: string };
  expect(redirectUrl.startsWith(`${oidc.issuerOf(host === "no.localhost" ? "no" : "fi")}/`)).toBe(true);

  const provider = new TestBrowser(`http://${host}${callbackPath(idType)}`);
  const page = await provider.navigate(redirectUrl);
  if (page.kind !== "page") throw new Error("Expected the provider's login page");
  const html = await page.response.text();
  const callback =
    choice === "cancel"
      ? await provider.submitForm(formAction(html, "abort-form", page.url), {})
      : await provider.submitForm(formAction(html, "login-form", page.url), choice);
  if (callback.kind !== "callback") throw new Error("Expected the provider to redirect to the callback");
  const returned = await browser.get(`${callback.url.pathname}${callback.url.search}`);
  expect(returned.statusCode).toBe(303);
  return { browser, poolingId, idType, callback: callback.url, location: String(returned.headers.location) };
}

describe("Norway's e-ident and Finland's e-ID (OpenID Connect)", () => {
  it("Norway: provider login, callback to the e-ID return page, poll Ok", async () => {
    const ingrid = await accountOf(INGRID, "no");
    const { browser, poolingId, location } = await oidcLogin("no.localhost", { personalNumber: INGRID });
    expect(location).toBe(`/e-identifisering/?poolingId=${poolingId}&type=login`);
    const answer = await poll(browser, poolingId, "login/eident/status");
    expect(answer).toMatchObject({
      status: "Ok",
      user: { id: ingrid.id, securityNumber: INGRID, pid: true },
      redirectTo: "/mine-sider/",
    });
    expect(browser.jar.has(SESSION_COOKIE)).toBe(true);
    const [session] = await database.db.select().from(userSessions).where(eq(userSessions.userId, ingrid.id));
    expect(session).toMatchObject({ method: "eident", site: "no" });
    expect((await poll(browser, poolingId, "login/eident/status")).status).toBe("InvalidInput");
  });

  it("Norway: cancelling on the provider's page returns with #cancel and the poll answers Cancelled", async () => {
    const { browser, poolingId, location } = await oidcLogin("no.localhost", "cancel");
    expect(location).toBe(`/e-identifisering/?poolingId=${poolingId}&type=login#cancel`);
    expect(await poll(browser, poolingId, "login/eident/status")).toMatchObject({
      status: "Cancelled",
      message: translate("no", "account.status.Cancelled"),
    });
  });

  it("Norway: a person without an account registers with the attempt", async () => {
    await withoutAccount(OLA);
    const { browser, poolingId } = await oidcLogin("no.localhost", { personalNumber: OLA });
    expect(await poll(browser, poolingId, "login/eident/status")).toMatchObject({
      status: "SsnNotFound",
      identity: { givenName: "Ola", surname: "Nordmann", securityNumber: OLA },
    });
    const registered = await browser.post("/api/account_service/register", {
      firstName: "Ola",
      lastName: "Nordmann",
      email: uniqueEmail("ola"),
      phoneNumber: "+47 912 34 567",
      terms: true,
      poolingId,
    });
    expect(registered.json()).toMatchObject({ status: "Ok", user: { securityNumber: OLA, pid: true } });
    const [stored] = await database.db.select().from(users).where(eq(users.securityNumber, OLA));
    expect(stored).toMatchObject({ securityCountry: "no", homeSite: "no", birthDate: "1975-04-23" });
  });

  it("Norway: a board-member login returns with type 'login board member'", async () => {
    await accountOf(INGRID, "no");
    const { browser, poolingId, location } = await oidcLogin(
      "no.localhost",
      { personalNumber: INGRID },
      { loginKind: "boardMember" },
    );
    expect(location).toBe(`/e-identifisering/?poolingId=${poolingId}&type=login%20board%20member`);
    expect((await poll(browser, poolingId, "login/eident/status/board_member")).status).toBe("NoBoardMember");
  });

  it("the callback opened in another browser (no binding cookie) fails and leaves the attempt pending", async () => {
    const browser = browserClient(app, "no.localhost");
    const { poolingId, redirectUrl } = (await browser.post("/api/account_service/login/eident/start", {})).json() as {
      poolingId: string;
      redirectUrl: string;
    };
    const provider = new TestBrowser(EIDENT_CALLBACK);
    const page = await provider.navigate(redirectUrl);
    if (page.kind !== "page") throw new Error("Expected the provider's login page");
    const callback = await provider.submitForm(formAction(await page.response.text(), "login-form", page.url), {
      personalNumber: INGRID,
    });
    if (callback.kind !== "callback") throw new Error("Expected the callback");
    const stolen = await browserClient(app, "no.localhost").get(`${callback.url.pathname}${callback.url.search}`);
    expect(stolen.statusCode).toBe(303);
    expect(stolen.headers.location).toBe("/e-identifisering/#loginfailed");
    expect((await poll(browser, poolingId, "login/eident/status")).status).toBe("Pending");
  });

  it("Finland: provider login with the hetu, callback, poll Ok; cancel answers Cancelled", async () => {
    const aino = await accountOf(AINO, "fi");
    const login = await oidcLogin("fi.localhost", { personalNumber: AINO });
    expect(login.location).toBe(`/tunnistautuminen/?poolingId=${login.poolingId}&type=login`);
    expect(login.callback.href.startsWith(SIGNICAT_CALLBACK)).toBe(true);
    expect(await poll(login.browser, login.poolingId, "login/signicat/status")).toMatchObject({
      status: "Ok",
      user: { id: aino.id, securityNumber: AINO },
      redirectTo: "/sivuni/",
    });
    const [session] = await database.db.select().from(userSessions).where(eq(userSessions.userId, aino.id));
    expect(session).toMatchObject({ method: "signicat", site: "fi" });

    const cancelled = await oidcLogin("fi.localhost", "cancel");
    expect(cancelled.location).toBe(`/tunnistautuminen/?poolingId=${cancelled.poolingId}&type=login#cancel`);
    expect(await poll(cancelled.browser, cancelled.poolingId, "login/signicat/status")).toMatchObject({
      status: "Cancelled",
      message: translate("fi", "account.status.Cancelled"),
    });
  });
});
