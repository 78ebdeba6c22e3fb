import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client";
import { outbox } from "~/db/schema";
import { createTestApp, openTestDatabase } from "~/test/test-app";
import { createMailer, createMailTransport, type MailTransport } from "./mailer";

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
