import { lt } from "drizzle-orm";
import { z } from "zod";
import { outbox } from "~/db/schema";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { defineJob } from "~/server/jobs";
import { devMailboxRoutes } from "./mail.routes";
import { createMailer, createMailTransport, type Mailer } from "./mailer";

/** Outbox rows are kept this long (what was sent, to whom, and what went wrong), then deleted. */
export const OUTBOX_RETENTION_DAYS = 30;

/**
 * The one mailer of the application: SMTP when SMTP_URL is set, otherwise messages are only
 * stored in the outbox (nodemailer's JSON transport renders them and sends nothing). Delivery is
 * a background job, retried with exponential backoff (decision 015); every message counts
 * against the same per-recipient daily limit through the shared throttle (decision 013).
 */
function mailerFromConfig(deps: FeatureDeps): Mailer {
  return createMailer({
    db: deps.database.db,
    transport: createMailTransport(deps.config.smtpUrl),
    from: deps.config.mailFrom,
    clock: deps.clock,
    throttle: deps.throttle,
    // Only the developer mailbox (no SMTP) needs the bodies of what was "sent".
    keepBodies: !deps.config.smtpUrl,
    jobs: deps.jobs,
    retry: { limit: 6, delaySeconds: deps.config.mailRetrySeconds },
  });
}

/**
 * E-mail: the mailer other features send with (features.ts hands it to them), its delivery job,
 * the outbox's cleanup, and the developer mailbox (GET /dev/mailbox, GET /api/dev/outbox)
 * outside preprod and prod.
 */
export function mailFeature(deps: FeatureDeps): FeatureModule & { mailer: Mailer } {
  const mailer = mailerFromConfig(deps);
  const cleanup = defineJob({
    name: "mail.cleanup",
    schema: z.object({}),
    schedule: "17 3 * * *",
    handle: async () => {
      const before = new Date(deps.clock().getTime() - OUTBOX_RETENTION_DAYS * 24 * 3_600_000);
      await deps.database.db.delete(outbox).where(lt(outbox.createdAt, before));
    },
  });
  return {
    name: "mail",
    mailer,
    jobs: [mailer.deliveryJob, cleanup],
    routes: deps.config.flags.developerTools
      ? async (app) => {
          await app.register(devMailboxRoutes, { db: deps.database.db });
        }
      : undefined,
    close: () => mailer.close(),
  };
}
