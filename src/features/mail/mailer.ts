import { and, eq, isNull, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { z } from "zod";
import type { Database } from "~/db/client";
import { outbox } from "~/db/schema";
import { type AnyJobDefinition, defineJob, type JobQueue } from "~/server/jobs";
import { DAY_MS, type Throttle, throttleKey } from "~/server/throttle";
import type { SiteCode } from "~/sites/sites";

/**
 * Messages one recipient address may get in 24 hours, of every kind together (showing links,
 * interest confirmations, password resets, e-mail changes): beyond it the site could be used to
 * flood someone's inbox (decision 013).
 */
export const RECIPIENT_DAILY_LIMIT = 10;
/**
 * Further messages a day for account messages (password reset, e-mail change): a flood of
 * other messages (showing links, interest confirmations) cannot keep someone out of their
 * account, and account messages themselves stay bounded (decision 013).
 */
export const ACCOUNT_RESERVE = 3;

/** One e-mail in the site's language. */
export interface MailMessage {
  site: SiteCode;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * A message the recipient needs to reach their own account (password reset, e-mail change):
   * it may use ACCOUNT_RESERVE messages beyond the recipient's daily limit.
   */
  account?: boolean;
  /** Extra headers (e.g. List-Unsubscribe of an alert), kept with the message and sent with it. */
  headers?: Record<string, string>;
  /** Files sent with the message (the buy flow's signed agreement), kept with it until it is delivered. */
  attachments?: MailAttachment[];
}

/** A file attached to a message; small (a PDF of a few kilobytes), so kept whole in the outbox. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * The outbox keeps a message's attachments in its headers column under this key (base64 in
 * JSON), so that they are stored, retried and cleared with the body without a column of their
 * own (decision 048); it is taken out again before sending and never sent as a header.
 */
export const ATTACHMENTS_KEY = "x-outbox-attachments";

function storedHeaders(message: MailMessage): Record<string, string> | null {
  if (!message.attachments?.length) return message.headers ?? null;
  const attachments = message.attachments.map((attachment) => ({
    fileName: attachment.fileName,
    contentType: attachment.contentType,
    content: attachment.content.toString("base64"),
  }));
  return { ...message.headers, [ATTACHMENTS_KEY]: JSON.stringify(attachments) };
}

/** The stored headers to send, and the attachments kept among them. */
function headersAndAttachments(stored: Record<string, string> | null) {
  if (!stored) return { headers: undefined, attachments: [] };
  const { [ATTACHMENTS_KEY]: kept, ...headers } = stored;
  const attachments = kept
    ? (JSON.parse(kept) as { fileName: string; contentType: string; content: string }[]).map((attachment) => ({
        filename: attachment.fileName,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.content, "base64"),
      }))
    : [];
  return { headers: Object.keys(headers).length > 0 ? headers : undefined, attachments };
}

/** What the mailer needs of nodemailer: a nodemailer Transporter fits. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<unknown>;
  close?(): void;
}

/** What became of a message handed to the mailer. */
export interface SendResult {
  /** The outbox row. */
  id: string;
  /**
   * True when the message is not sent because its recipient already had RECIPIENT_DAILY_LIMIT
   * messages in 24 hours; the row is kept with `suppressedAt`. Callers that must tell the
   * visitor (a confirmation link that will never arrive) check it; others may ignore it.
   */
  suppressed: boolean;
  /** When suppressed: seconds until the recipient may get the next message. */
  retryAfterSeconds: number;
}

export interface Mailer {
  /**
   * Stores the message in the outbox and starts sending it; resolves as soon as it is stored,
   * so a slow or failing mail server never holds up or fails the visitor's request. A message
   * over its recipient's daily limit is stored as suppressed and not sent; it still resolves.
   */
  send(message: MailMessage): Promise<SendResult>;
  /** Resolves when every started delivery has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
  /** The background job that delivers a stored message (registered by the mail feature). */
  deliveryJob: AnyJobDefinition;
}

export interface MailerDeps {
  db: Database;
  transport: MailTransport;
  /** Sender address, e.g. "Nordhem <no-reply@nordhem.se>". */
  from: string;
  clock?: () => Date;
  /** Where a failed delivery is reported; the message stays in the outbox with its error. */
  onError?: (error: unknown, messageId: string) => void;
  /**
   * Counts messages per recipient across processes; without it nothing is limited (tests of
   * delivery alone). The application always passes the shared throttle (mailerFromConfig).
   */
  throttle?: Throttle;
  /** Messages per recipient in 24 hours; RECIPIENT_DAILY_LIMIT unless a test says otherwise. */
  recipientDailyLimit?: number;
  /** Where a held-back message is reported: its id only, never the address. */
  onSuppressed?: (messageId: string) => void;
  /** False when messages go out over SMTP: a delivered message's body is then not kept. */
  keepBodies?: boolean;
  /**
   * Background jobs: delivery becomes a job, retried with exponential backoff (decision 015).
   * Without them (tests of the mailer alone) a message is delivered at once, in the process.
   */
  jobs?: JobQueue;
  /** Retries of a failed delivery: the first after `delaySeconds`, each next one twice as late. */
  retry?: { limit: number; delaySeconds: number };
}

/** The queue of deliveries. */
export const DELIVERY_QUEUE = "mail.deliver";
/** Six retries from 30 s on: the last about half an hour after the first try. */
export const DEFAULT_DELIVERY_RETRY = { limit: 6, delaySeconds: 30 };

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
  // Logs never carry addresses: an SMTP server's refusal often quotes the recipient.
  const onError =
    deps.onError ??
    ((error: unknown, id: string) =>
      console.error(`outbox message ${id} not sent:`, withoutAddresses(errorText(error))));
  const recipientLimit = deps.recipientDailyLimit ?? RECIPIENT_DAILY_LIMIT;
  const onSuppressed =
    deps.onSuppressed ??
    ((id: string) =>
      console.warn(`outbox message ${id} not sent: its recipient already had ${recipientLimit} messages in 24 hours`));
  const pending = new Set<Promise<void>>();

  /** Takes one of the recipient's daily messages; refused when the day's share is used up. */
  async function allowance(message: MailMessage) {
    const { throttle } = deps;
    if (!throttle) return { allowed: true, retryAfterSeconds: 0 };
    /** Counts the message under a rule; one held back does not count (the limit is what reaches the inbox). */
    const take = async (key: string, limit: number) => {
      const verdict = await throttle.take([{ key, limit, windowMs: DAY_MS }]);
      if (!verdict.allowed) await throttle.forget(verdict.events);
      return verdict;
    };
    const to = message.to.trim();
    const verdict = await take(throttleKey("mail", "to", to), recipientLimit);
    if (verdict.allowed || !message.account) return verdict;
    // Beyond the day's share, an account message takes from a reserve of its own, which no other
    // kind of message can use up.
    return take(throttleKey("mail", "account", to), ACCOUNT_RESERVE);
  }

  /**
   * One delivery attempt of a stored message: counted and timed in the outbox, then sent. A
   * failure is recorded and thrown, so that the job is retried; a message already sent (a job
   * delivered twice) or held back is left alone.
   */
  async function attempt(id: string): Promise<void> {
    const [message] = await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, lastAttemptAt: clock() })
      .where(and(eq(outbox.id, id), isNull(outbox.sentAt), isNull(outbox.suppressedAt)))
      .returning();
    if (!message) return;
    const { headers, attachments } = headersAndAttachments(message.headers);
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        ...(headers ? { headers } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (error) {
      onError(error, id);
      await db
        .update(outbox)
        .set({ error: withoutAddresses(errorText(error)).slice(0, 2000) })
        .where(eq(outbox.id, id));
      // The job queue stores what a failed job threw (every property: nodemailer's `rejected`
      // lists the recipients), so it gets the text without addresses, not the error itself.
      throw new Error(withoutAddresses(errorText(error)));
    }
    // Delivered for real: the stored copy keeps its subject and recipient, not its body or its
    // headers, whose links (password reset, booking confirmation, an alert's unsubscribe token)
    // would otherwise stay readable to anyone who reads the database or a backup. The developer
    // mailbox (no SMTP) keeps them.
    await db
      .update(outbox)
      .set({
        sentAt: clock(),
        error: null,
        ...(deps.keepBodies === false ? { text: "", html: null, headers: null } : {}),
      })
      .where(eq(outbox.id, id));
  }

  const retry = deps.retry ?? DEFAULT_DELIVERY_RETRY;
  const deliveryJob = defineJob({
    name: DELIVERY_QUEUE,
    schema: z.object({ id: z.string().uuid() }),
    handle: ({ id }) => attempt(id),
    retry: { limit: retry.limit, delaySeconds: retry.delaySeconds, backoff: true },
    expireInSeconds: 120,
  });

  /** Without background jobs: one attempt now, in this process (its failure stays in the outbox). */
  function deliverNow(id: string) {
    const delivery = attempt(id)
      .catch(() => undefined)
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  }

  return {
    async send(message) {
      const verdict = await allowance(message);
      const now = clock();
      const [row] = await db
        .insert(outbox)
        .values({
          site: message.site,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          headers: storedHeaders(message),
          createdAt: now,
          suppressedAt: verdict.allowed ? null : now,
        })
        .returning({ id: outbox.id });
      const id = row!.id;
      if (!verdict.allowed) {
        onSuppressed(id);
        return { id, suppressed: true, retryAfterSeconds: verdict.retryAfterSeconds };
      }
      if (deps.jobs) await deps.jobs.send(deliveryJob, { id });
      else deliverNow(id);
      return { id, suppressed: false, retryAfterSeconds: 0 };
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
      await deps.jobs?.settled([DELIVERY_QUEUE]);
    },
    deliveryJob,
    async close() {
      // Jobs still running were waited for when the job queue stopped (app.ts).
      while (pending.size > 0) await Promise.all([...pending]);
      transport.close?.();
    },
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Replaces e-mail addresses in a text meant for logs. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+/g, "<address>");
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
