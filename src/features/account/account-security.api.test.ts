import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { outbox, users } from "~/db/schema";
import { SITES } from "~/sites/sites";
import { createTestApp } from "~/test/test-app";
import { LOGIN_THROTTLE } from "./account.service";
import { browserClient } from "./account-test-client";
import { hashPassword } from "./passwords.server";
import { LOGIN_DEVICE_COOKIE, SESSION_COOKIE } from "./session-cookies";

/**
 * Attacks on accounts (issue 11): targeted lockout, pre-hijacking through a typed identity
 * number, enumeration at scale, cookies left behind. Each test failed on the code before.
 */

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database } = await createTestApp());
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
const uniqueEmail = (prefix = "user") => `${prefix}.${Date.now()}.${++counter}@example.se`;
let clientCounter = 0;
/** A client address of its own per call (documentation range 198.51.100.0/24 and beyond). */
const newClientAddress = () => `198.51.${100 + Math.floor(++clientCounter / 250)}.${clientCounter % 250}`;

async function createUser(values: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await database.db
    .insert(users)
    .values({
      email: uniqueEmail(),
      passwordHash: await hashPassword("hemligt123"),
      firstName: "Test",
      lastName: "Person",
      homeSite: "sv",
      ...values,
    })
    .returning();
  if (!user) throw new Error("no user");
  return user;
}

const LOGIN = "/api/account_service/login/email";

describe("targeted lockout", () => {
  it("five wrong passwords from one client do not lock the customer out on another", async () => {
    const user = await createUser();
    const attacker = browserClient(app, "localhost", { remoteAddress: "203.0.113.66" });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await attacker.post(LOGIN, { email: user.email, password: "gissning" })).json().status).toBe(
        "InvalidEmailLoginInput",
      );
    }
    // The attacker's client is stopped, also for the right password, and told when to come back...
    const blocked = await attacker.post(LOGIN, { email: user.email, password: "hemligt123" });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // ...while the customer logs in from home.
    const customer = browserClient(app, "localhost", { remoteAddress: "192.0.2.10" });
    const login = await customer.post(LOGIN, { email: user.email, password: "hemligt123" });
    expect(login.statusCode).toBe(200);
    expect(login.json().status).toBe("Ok");
  });

  it("failures from many clients close the account to new browsers, not to one that logged in before", async () => {
    const user = await createUser();
    // The customer's own browser logged in last week: it holds the device cookie.
    const customer = browserClient(app, "localhost", { remoteAddress: "192.0.2.20" });
    expect((await customer.post(LOGIN, { email: user.email, password: "hemligt123" })).json().status).toBe("Ok");
    expect(customer.jar.get(LOGIN_DEVICE_COOKIE)).toBeTruthy();

    // A botnet guesses from many addresses, a few tries each.
    for (let attempt = 0; attempt < LOGIN_THROTTLE.account.limit; attempt++) {
      const bot = browserClient(app, "localhost", { remoteAddress: newClientAddress() });
      expect((await bot.post(LOGIN, { email: user.email, password: `gissning${attempt}` })).statusCode).toBe(200);
    }
    // Guessing stays slow: the next new client is refused even with the right password...
    const nextBot = browserClient(app, "localhost", { remoteAddress: newClientAddress() });
    expect((await nextBot.post(LOGIN, { email: user.email, password: "hemligt123" })).statusCode).toBe(429);
    // ...and the customer's browser still gets in, from wherever it is now.
    const fromTheTrain = browserClient(app, "localhost", { remoteAddress: newClientAddress() });
    fromTheTrain.jar.set(LOGIN_DEVICE_COOKIE, customer.jar.get(LOGIN_DEVICE_COOKIE) ?? "");
    const login = await fromTheTrain.post(LOGIN, { email: user.email, password: "hemligt123" });
    expect(login.statusCode).toBe(200);
    expect(login.json().status).toBe("Ok");
  });

  it("a burst of guesses sent in parallel gets no more tries than one after another", async () => {
    const user = await createUser();
    const attacker = browserClient(app, "localhost", { remoteAddress: "203.0.113.77" });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attacker.post(LOGIN, { email: user.email, password: `gissning${i}` })),
    );
    const tried = answers.filter((answer) => answer.statusCode === 200).length;
    expect(tried).toBeLessThanOrEqual(LOGIN_THROTTLE.pair[0].limit);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(12 - tried);
  });

  it("a forged device cookie earns nothing", async () => {
    const user = await createUser();
    for (let attempt = 0; attempt < LOGIN_THROTTLE.account.limit; attempt++) {
      const bot = browserClient(app, "localhost", { remoteAddress: newClientAddress() });
      await bot.post(LOGIN, { email: user.email, password: `gissning${attempt}` });
    }
    const forger = browserClient(app, "localhost", { remoteAddress: newClientAddress() });
    forger.jar.set(LOGIN_DEVICE_COOKIE, "a-device-cookie-nobody-was-given-0123456789");
    expect((await forger.post(LOGIN, { email: user.email, password: "hemligt123" })).statusCode).toBe(429);
  });
});

describe("open redirect", () => {
  it.each(["/\t/evil.example/", "/\\evil.example", "//evil.example", "/.//evil.example"])(
    "an e-ID start refuses the return address %j",
    async (returnUrl) => {
      const browser = browserClient(app, "localhost");
      const response = await browser.post("/api/account_service/login/bank_id/start", { returnUrl });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[0].field).toBe("returnUrl");
    },
  );

  it("keeps a return address on the site as the browser will read it", async () => {
    const browser = browserClient(app, "localhost");
    const response = await browser.post("/api/account_service/login/bank_id/start", {
      returnUrl: "/sok-bostad/?q=Nacka#map",
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("password reset mail", () => {
  const lastMailTo = async (email: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt)).limit(1))[0];

  it("an account of e-ID logins only gets no reset link: the mailbox alone must not give it a password", async () => {
    const user = await createUser({ passwordHash: null, securityNumber: "199508152387", securityNumberVerified: true });
    const response = await browserClient(app, "localhost").post("/api/forgotpassword", { email: user.email });
    expect(response.json().status).toBe("Ok");
    const mail = await lastMailTo(user.email);
    expect(mail?.subject).toContain("BankID");
    expect(mail?.text).not.toContain("token=");
    expect(mail?.text).toContain("/logga-in/");
  });

  it("reset links to one address are limited, from wherever they are asked for", async () => {
    const user = await createUser();
    for (let n = 0; n < 3; n++) {
      const client = browserClient(app, "localhost", { remoteAddress: newClientAddress() });
      expect((await client.post("/api/forgotpassword", { email: user.email })).statusCode).toBe(200);
    }
    const fourth = await browserClient(app, "localhost", { remoteAddress: newClientAddress() }).post(
      "/api/forgotpassword",
      { email: user.email },
    );
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
    // The limit is the same for an address without an account: it tells nothing.
    const nobody = `nobody.${Date.now()}@example.se`;
    const answers = [];
    for (let n = 0; n < 4; n++) {
      const client = browserClient(app, "localhost", { remoteAddress: newClientAddress() });
      answers.push((await client.post("/api/forgotpassword", { email: nobody })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, user.email))).toHaveLength(3);
  });
});

describe("sessions and sites", () => {
  it("a new login in a browser ends the session it held, so a copy of the old token stops working", async () => {
    const user = await createUser();
    const browser = browserClient(app, "localhost");
    await browser.post(LOGIN, { email: user.email, password: "hemligt123" });
    const oldToken = browser.jar.get(SESSION_COOKIE) ?? "";
    await browser.post(LOGIN, { email: user.email, password: "hemligt123" });
    expect(browser.jar.get(SESSION_COOKIE)).not.toBe(oldToken);
    const copied = await app.inject({
      url: "/api/account_service/user",
      headers: { host: "localhost", authorization: `Bearer ${oldToken}` },
    });
    expect(copied.statusCode).toBe(401);
    expect((await browser.get("/api/account_service/user")).statusCode).toBe(200);
  });

  it("a body's siteId names only a site of the request's host", async () => {
    const browser = browserClient(app, "localhost");
    const response = await browser.post("/api/account_service/register", {
      firstName: "Anna",
      lastName: "Svensson",
      email: `site.${Date.now()}@example.se`,
      password: "hemligt123",
      phoneNumber: "070-123 45 67",
      terms: true,
      siteId: SITES.no.siteId,
    });
    expect(response.json()).toMatchObject({ status: "Ok", user: { site: "sv" } });
  });

  it("a new password voids every other reset link of the account", async () => {
    const user = await createUser();
    const tokens: string[] = [];
    for (let n = 0; n < 2; n++) {
      await browserClient(app, "localhost").post("/api/forgotpassword", { email: user.email });
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, user.email))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      tokens.push(/token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "");
    }
    const body = (token: string) => ({ token, password: "nytt-losen-1", confirmPassword: "nytt-losen-1" });
    expect((await browserClient(app, "localhost").post("/api/setpassword", body(tokens[1]!))).json().status).toBe("Ok");
    expect((await browserClient(app, "localhost").post("/api/setpassword", body(tokens[0]!))).json().status).toBe(
      "InvalidInput",
    );
  });
});

describe("site ids in bodies", () => {
  it.each(["", "sv", "00000000-0000-0000-0000-000000000000"])(
    "an empty, malformed or unknown siteId %j answers its own message, not the free-text one",
    async (siteId) => {
      const response = await browserClient(app, "localhost").post(LOGIN, {
        email: "a@example.se",
        password: "x",
        siteId,
      });
      expect(response.statusCode).toBe(400);
      const field = response.json().error.fields.find((f: { field: string }) => f.field === "siteId");
      expect(field.message).toBe("Webbplatsen finns inte. Ladda om sidan och försök igen.");
    },
  );
});

describe("the population register in production", () => {
  it("fails closed: without a connected register a registration with an identity number is refused", async () => {
    const { app: prod } = await createTestApp({ env: { APP_ENV: "prod" } });
    try {
      const register = (extra: Record<string, unknown>) =>
        prod.inject({
          method: "POST",
          url: "/api/account_service/register",
          headers: { host: "localhost" },
          payload: {
            firstName: "Anna",
            lastName: "Svensson",
            email: `register.${Date.now()}.${Math.random()}@example.se`,
            password: "hemligt123",
            phoneNumber: "070-123 45 67",
            terms: true,
            ...extra,
          },
        });
      const withNumber = await register({ securityNumber: "199001012385" });
      expect(withNumber.json()).toMatchObject({
        status: "Error",
        message:
          "Vi kan inte kontrollera personnumret just nu, så kontot kan inte skapas. Försök igen senare eller kontakta oss.",
      });
      expect((await register({})).json().status).toBe("Ok");
    } finally {
      await prod.close();
    }
  });
});
