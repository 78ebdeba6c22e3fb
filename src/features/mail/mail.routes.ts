import { desc, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "~/db/client";
import { outbox } from "~/db/schema";
import { escapeHtml } from "./mailer";

/** How many messages the mailbox shows: the newest are what a developer looks for. */
const MAILBOX_LIMIT = 200;

export const OutboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(MAILBOX_LIMIT).default(50),
});

export const OutboxMessageSchema = z.object({
  id: z.string(),
  site: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  /** Not sent: the recipient already had their day's share of messages (decision 013). */
  suppressedAt: z.string().nullable(),
  /** Delivery attempts so far; failed ones are retried with backoff (decision 015). */
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/**
 * The developer mailbox (architecture guide: "an outbox stored in the database and shown at a
 * developer mailbox page"). Registered only when developer tools are on (not in preprod/prod).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  async function messages(to: string | undefined, limit: number): Promise<OutboxMessage[]> {
    const rows = await db
      .select()
      .from(outbox)
      .where(to ? sql`lower(${outbox.to}) = ${to.toLowerCase()}` : undefined)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(limit);
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      suppressedAt: row.suppressedAt?.toISOString() ?? null,
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    }));
  }

  app.get(
    "/api/dev/outbox",
    {
      config: { access: "developer" },
      schema: {
        tags: ["developer"],
        summary: "Outgoing e-mail, newest first (developer tools only, never in preprod or prod)",
        querystring: OutboxQuerySchema,
        response: { 200: z.object({ messages: z.array(OutboxMessageSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { messages: await messages(request.query.to, request.query.limit) };
    },
  );

  app.get(
    "/dev/mailbox",
    { config: { access: "developer" }, schema: { hide: true, querystring: OutboxQuerySchema } },
    async (request, reply) => {
      const list = await messages(request.query.to, MAILBOX_LIMIT);
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(mailboxHtml(list, request.query.to));
    },
  );
};

/** Plain server-rendered HTML; every value is escaped (messages carry visitors' input). */
export function mailboxHtml(messages: OutboxMessage[], to: string | undefined): string {
  const items = messages
    .map((m) => {
      const tries = `${m.attempts} attempt${m.attempts === 1 ? "" : "s"}`;
      const status = m.suppressedAt
        ? `<span class="failed">Not sent: the recipient already had their messages for the day</span>`
        : m.sentAt
          ? `<span class="sent">Sent ${escapeHtml(m.sentAt)} (${tries})</span>`
          : m.error
            ? `<span class="failed">Not sent yet: ${tries}, the last at ${escapeHtml(m.lastAttemptAt ?? "")} failed: ${escapeHtml(m.error)}. It is tried again later.</span>`
            : `<span>Queued</span>`;
      return `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(m.to)}</dd>
    <dt>Site</dt><dd>${escapeHtml(m.site)}</dd>
    <dt>Time</dt><dd><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></dd>
    <dt>Status</dt><dd>${status}</dd>
  </dl>
  <pre>${escapeHtml(m.text)}</pre>
</article>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Developer mailbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d2321}
article{border:1px solid #d7d2c9;border-radius:6px;padding:1rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 .5rem}
dt{font-weight:600}dd{margin:0}
pre{white-space:pre-wrap;background:#f4f1ec;padding:.75rem;border-radius:6px;margin:0}
.failed{color:#a4161a}.sent{color:#1f6e3a}
</style>
</head>
<body>
<h1>Developer mailbox</h1>
<form method="get"><label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? "")}"></label> <button>Filter</button></form>
<p>${messages.length} message(s), newest first. Nothing here left the machine unless SMTP_URL is set.</p>
${items || "<p>The outbox is empty.</p>"}
</body>
</html>`;
}
