import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "~/db/client";
import { outbox } from "~/db/schema";
import type { SiteCode } from "~/sites/sites";

/** One e-mail in the site's language. */
export interface MailMessage {
  site: SiteCode;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What the mailer needs of nodemailer: a nodemailer Transporter fits. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
  close?(): void;
}

export interface Mailer {
  /**
   * Stores the message in the outbox and starts sending it; resolves as soon as it is stored,
   * so a slow or failing mail server never holds up or fails the visitor's request.
   */
  send(message: MailMessage): Promise<{ id: string }>;
  /** Resolves when every started delivery has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerDeps {
  db: Database;
  transport: MailTransport;
  /** Sender address, e.g. "Nordhem <no-reply@nordhem.se>". */
  from: string;
  clock?: () => Date;
  /** Where a failed delivery is reported; the message stays in the outbox with its error. */
  onError?: (error: unknown, messageId: string) => void;
}

/**
 * The transport of the configuration: SMTP when `SMTP_URL` is set, otherwise nodemailer's
 * JSON transport, which renders the message and sends nothing, so that nothing leaves the
 * machine outside production (the developer mailbox shows the outbox instead).
 */
export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
}

export function createMailer(deps: MailerDeps): Mailer {
  const { db, transport, from } = deps;
  const clock = deps.clock ?? (() => new Date());
  const onError =
    deps.onError ?? ((error: unknown, id: string) => console.error(`outbox message ${id} not sent:`, errorText(error)));
  const pending = new Set<Promise<void>>();

  async function deliver(id: string, message: MailMessage): Promise<void> {
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await db.update(outbox).set({ sentAt: clock(), error: null }).where(eq(outbox.id, id));
    } catch (error) {
      onError(error, id);
      try {
        await db
          .update(outbox)
          .set({ error: errorText(error).slice(0, 2000) })
          .where(eq(outbox.id, id));
      } catch (updateError) {
        onError(updateError, id);
      }
    }
  }

  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          site: message.site,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          createdAt: clock(),
        })
        .returning({ id: outbox.id });
      const id = row!.id;
      const delivery = deliver(id, message).finally(() => pending.delete(delivery));
      pending.add(delivery);
      return { id };
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      transport.close?.();
    },
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Escapes text for HTML e-mail bodies and the developer mailbox. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
