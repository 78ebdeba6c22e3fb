import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { outbox } from "~/db/schema";
import { createThrottle, DAY_MS } from "~/server/throttle";
import { createTestApp, openTestDatabase } from "~/test/test-app";
import {
  ACCOUNT_RESERVE,
  createMailer,
  createMailTransport,
  type MailTransport,
  RECIPIENT_DAILY_LIMIT,
  withoutAddresses,
} from "./mailer";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const message = { site: "sv" as const, to: "kund@example.se", subject: "Hej", text: "Text", html: "<p>Text</p>" };

async function row(id: string) {
  const [found] = await database.db.select().from(outbox).where(eq(outbox.id, id));
  return found!;
}

describe("createMailer", () => {
  it("stores the message, sends it with nodemailer's JSON transport and records the time", async () => {
    const sent: unknown[] = [];
    const json = createMailTransport(undefined);
    const transport: MailTransport = {
      sendMail: async (mail) => {
        sent.push(await json.sendMail(mail));
        return sent.at(-1);
      },
    };
    const mailer = createMailer({ db: database.db, transport, from: "Nordhem <no-reply@nordhem.example>" });
    const { id } = await mailer.send(message);
    await mailer.idle();
    const stored = await row(id);
    expect(stored).toMatchObject({
      to: "kund@example.se",
      subject: "Hej",
      text: "Text",
      html: "<p>Text</p>",
      error: null,
    });
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(sent).toHaveLength(1);
    // The JSON transport renders the whole message and sends nothing.
    const rendered = JSON.parse((sent[0] as { message: string }).message);
    expect(rendered.to[0].address).toBe("kund@example.se");
    expect(rendered.from.address).toBe("no-reply@nordhem.example");
  });

  it("over SMTP, keeps no body of a delivered message: its links do not stay readable in the database", async () => {
    const transport: MailTransport = { sendMail: async () => ({}) };
    const mailer = createMailer({
      db: database.db,
      transport,
      from: "Nordhem <no-reply@nordhem.example>",
      keepBodies: false,
    });
    const { id } = await mailer.send({
      ...message,
      text: "Välj lösenord: https://www.nordhem.se/nytt-losenord/?token=abc",
    });
    await mailer.idle();
    const stored = await row(id);
    expect(stored).toMatchObject({ to: "kund@example.se", subject: "Hej", text: "", html: null });
    expect(stored.sentAt).toBeInstanceOf(Date);
  });

  it("sends attachments kept in the outbox with the message, not as a header, and drops them once delivered over SMTP", async () => {
    const sent: Parameters<MailTransport["sendMail"]>[0][] = [];
    const transport: MailTransport = {
      sendMail: async (mail) => {
        sent.push(mail);
        return {};
      },
    };
    const mailer = createMailer({
      db: database.db,
      transport,
      from: "Nordhem <no-reply@nordhem.example>",
      keepBodies: false,
    });
    const pdf = Buffer.from("%PDF-1.7 bokningsavtal");
    const { id } = await mailer.send({
      ...message,
      headers: { "List-Unsubscribe": "<https://nordhem.example/u>" },
      attachments: [{ fileName: "bokningsavtal.pdf", contentType: "application/pdf", content: pdf }],
    });
    await mailer.idle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers).toEqual({ "List-Unsubscribe": "<https://nordhem.example/u>" });
    expect(sent[0]?.attachments).toEqual([
      { filename: "bokningsavtal.pdf", contentType: "application/pdf", content: pdf },
    ]);
    expect((await row(id)).headers).toBeNull();
  });

  it("keeps a message whose sending fails, with the error, and does not fail the caller", async () => {
    const errors: unknown[] = [];
    const mailer = createMailer({
      db: database.db,
      transport: { sendMail: async () => Promise.reject(new Error("connection refused")) },
      from: "x@example.se",
      onError: (error) => errors.push(error),
    });
    const { id } = await mailer.send(message);
    await mailer.idle();
    const stored = await row(id);
    expect(stored.sentAt).toBeNull();
    expect(stored.error).toBe("connection refused");
    expect(errors).toHaveLength(1);
  });

  it("hands the job queue a failure without the recipient's address (the queue stores it)", async () => {
    const rejected = Object.assign(new Error("550 5.1.1 <kund@example.se>: Recipient address rejected"), {
      rejected: ["kund@example.se"],
    });
    const mailer = createMailer({
      db: database.db,
      transport: { sendMail: async () => Promise.reject(rejected) },
      from: "x@example.se",
      onError: () => {},
    });
    const { id } = await mailer.send(message);
    await mailer.idle();
    const thrown = await mailer.deliveryJob.handle({ id }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Error);
    expect(JSON.stringify(thrown, Object.getOwnPropertyNames(thrown))).not.toContain("kund@example.se");
    expect((thrown as Error).message).toContain("<address>>: Recipient address rejected");
  });

  it("answers as soon as the message is stored, before a slow server has answered", async () => {
    let release: () => void = () => {};
    const mailer = createMailer({
      db: database.db,
      transport: { sendMail: () => new Promise<void>((resolve) => (release = resolve)) },
      from: "x@example.se",
    });
    const { id } = await mailer.send(message);
    expect((await row(id)).sentAt).toBeNull();
    release();
    await mailer.idle();
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
  });
});

describe("the daily limit per recipient", () => {
  it(`sends at most ${RECIPIENT_DAILY_LIMIT} messages to one address in 24 hours; the rest are kept as suppressed`, async () => {
    let now = new Date("2031-03-01T08:00:00Z");
    const clock = () => now;
    const sent: string[] = [];
    const suppressed: string[] = [];
    const transport: MailTransport = {
      sendMail: async (mail) => {
        sent.push(mail.to);
      },
    };
    // Two mailers (two features, or two processes) share the limit through the database.
    const mailers = [0, 1].map(() =>
      createMailer({
        db: database.db,
        transport,
        from: "x@example.se",
        clock,
        throttle: createThrottle(database.db, clock),
        onSuppressed: (id) => suppressed.push(id),
      }),
    );
    const to = "inbox.limit@example.se";
    for (let n = 0; n < RECIPIENT_DAILY_LIMIT; n++) {
      now = new Date(now.getTime() + 60_000);
      const result = await mailers[n % 2]!.send({ ...message, to: n % 3 === 0 ? to.toUpperCase() : to });
      expect(result.suppressed).toBe(false);
    }
    const over = await mailers[0]!.send({ ...message, to, subject: "Eleventh" });
    expect(over.suppressed).toBe(true);
    // The first message leaves the window 24 hours after it was counted.
    expect(over.retryAfterSeconds).toBe((DAY_MS - (RECIPIENT_DAILY_LIMIT - 1) * 60_000) / 1000);
    // Another recipient is not held back.
    expect((await mailers[1]!.send({ ...message, to: "someone.else@example.se" })).suppressed).toBe(false);
    await Promise.all(mailers.map((mailer) => mailer.idle()));

    expect(sent.filter((address) => address.toLowerCase() === to)).toHaveLength(RECIPIENT_DAILY_LIMIT);
    const stored = await row(over.id);
    expect(stored).toMatchObject({ subject: "Eleventh", sentAt: null });
    expect(stored.suppressedAt).toEqual(now);
    expect(suppressed).toEqual([over.id]);

    // When Retry-After has passed (a day after the first message), the next one goes out.
    now = new Date(now.getTime() + over.retryAfterSeconds * 1000);
    const nextDay = await mailers[0]!.send({ ...message, to });
    expect(nextDay.suppressed).toBe(false);
    await mailers[0]!.idle();
    expect((await row(nextDay.id)).sentAt).toBeInstanceOf(Date);
  });

  it("lets account messages (a password reset) use a small reserve beyond the limit, and no more", async () => {
    const now = new Date("2031-04-01T08:00:00Z");
    const mailer = createMailer({
      db: database.db,
      transport: { sendMail: async () => {} },
      from: "x@example.se",
      clock: () => now,
      throttle: createThrottle(database.db, () => now),
      onSuppressed: () => {},
    });
    const to = "locked.out@example.se";
    for (let n = 0; n < RECIPIENT_DAILY_LIMIT; n++)
      expect((await mailer.send({ ...message, to })).suppressed).toBe(false);
    // A flood of other messages has used the day's share...
    expect((await mailer.send({ ...message, to })).suppressed).toBe(true);
    // ...and the recipient can still reset their password.
    for (let n = 0; n < ACCOUNT_RESERVE; n++) {
      expect((await mailer.send({ ...message, to, subject: "Nytt lösenord", account: true })).suppressed).toBe(false);
    }
    expect((await mailer.send({ ...message, to, subject: "Nytt lösenord", account: true })).suppressed).toBe(true);
    await mailer.idle();
  });

  it("shows suppressed messages in the developer outbox", async () => {
    const { app, database: appDatabase } = await createTestApp();
    try {
      await appDatabase.db.insert(outbox).values({ ...message, to: "held@example.se", suppressedAt: new Date() });
      const response = await app.inject({
        method: "GET",
        url: "/api/dev/outbox?to=held@example.se",
        headers: { host: "localhost" },
      });
      expect(response.json().messages[0].suppressedAt).toEqual(expect.any(String));
      const page = await app.inject({ method: "GET", url: "/dev/mailbox", headers: { host: "localhost" } });
      expect(page.body).toContain("Not sent: the recipient already had their messages for the day");
    } finally {
      await app.close();
    }
  });

  it("logs no addresses", () => {
    expect(withoutAddresses("550 5.1.1 <anna.svensson@example.se>: Recipient address rejected")).toBe(
      "550 5.1.1 <<address>>: Recipient address rejected",
    );
    expect(withoutAddresses("to a.b+c@d.example, and x@y.fi")).toBe("to <address>, and <address>");
  });
});

describe("developer mailbox outside development", () => {
  it("does not exist in production", async () => {
    const { app } = await createTestApp({ env: { APP_ENV: "prod" } });
    try {
      expect(
        (await app.inject({ method: "GET", url: "/api/dev/outbox", headers: { host: "localhost" } })).statusCode,
      ).toBe(404);
      const page = await app.inject({ method: "GET", url: "/dev/mailbox", headers: { host: "localhost" } });
      expect(page.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
