import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { devMailboxRoutes } from "./mail.routes";
import { createMailer, createMailTransport, type Mailer } from "./mailer";

/**
 * The mailer of the configuration: SMTP when SMTP_URL is set, otherwise messages are only
 * stored in the outbox (nodemailer's JSON transport renders them and sends nothing). Every
 * feature's mailer counts against the same per-recipient daily limit (RECIPIENT_DAILY_LIMIT),
 * through the shared throttle, so no kind of message can flood an inbox (decision 013).
 */
export function mailerFromConfig(deps: FeatureDeps): Mailer {
  return createMailer({
    db: deps.database.db,
    transport: createMailTransport(deps.config.smtpUrl),
    from: deps.config.mailFrom,
    clock: deps.clock,
    throttle: deps.throttle,
    // Only the developer mailbox (no SMTP) needs the bodies of what was "sent".
    keepBodies: !deps.config.smtpUrl,
  });
}

/** The developer mailbox: GET /dev/mailbox (HTML) and GET /api/dev/outbox (JSON), outside preprod/prod. */
export function mailFeature(deps: FeatureDeps): FeatureModule {
  return {
    name: "mail",
    routes: deps.config.flags.developerTools
      ? async (app) => {
          await app.register(devMailboxRoutes, { db: deps.database.db });
        }
      : undefined,
  };
}
