import { z } from "zod";
import type { Mailer } from "~/features/mail/index.server";
import type { NotificationsService } from "~/features/notifications/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { defineJob } from "~/server/jobs";
import { bankPaymentsRoutes } from "./bank-payments.routes";
import type { PayableSources } from "./payables";
import { paymentsRoutes } from "./payments.routes";
import { createPaymentsService, type PaymentsService, type PaymentsServiceDeps } from "./payments.service";
import type { PaymentProviders } from "./provider";
import { connectSwish } from "./swish/connect-swish.server";
import { createVipFeeSource } from "./vip-fee.server";

export interface PaymentsDeps extends FeatureDeps {
  mailer: Mailer;
  notifications: NotificationsService;
  /** The booking fee (click-to-buy); the VIP fee defaults to My Pages' user_payments rows. */
  payables: PayableSources;
}

/** What the payments routes get: the deps, the service, and the providers (connected when the routes register). */
export type PaymentsShared = PaymentsDeps & {
  payments: PaymentsService;
  providers: PaymentProviders;
  /** Closes what a provider started (a bundled simulator) when the app closes. */
  onClose: (close: () => Promise<void>) => void;
};

/**
 * Payments through Swish, Svea and Nordea (issue 18): the buy flow's booking fee and My Pages'
 * VIP fee, each provider a client of its documented API with a bundled simulator outside
 * production, answers applied once, a reconciliation job for providers that went quiet.
 */
export function paymentsFeature(deps: PaymentsDeps): FeatureModule & { payments: PaymentsService } {
  const providers: PaymentProviders = {};
  const serviceDeps: PaymentsServiceDeps = {
    db: deps.database.db,
    clock: deps.clock,
    providers,
    payables: { vipFee: createVipFeeSource(deps.database.db), ...deps.payables },
    jobs: deps.jobs,
    mailer: deps.mailer,
    notifications: deps.notifications,
  };
  const payments = createPaymentsService(serviceDeps);
  const closers: (() => Promise<void>)[] = [];
  const shared: PaymentsShared = { ...deps, payments, providers, onClose: (close) => closers.push(close) };
  return {
    name: "payments",
    payments,
    routes: async (app) => {
      // Security events and provider outages go to the app's log (never personal data).
      serviceDeps.log = {
        warn: (fields, message) => app.log.warn(fields, message),
        error: (fields, message) => app.log.error(fields, message),
      };
      const swish = await connectSwish(deps.config, providers);
      if (swish.close) closers.push(swish.close);
      await app.register(paymentsRoutes, shared);
      await app.register(bankPaymentsRoutes, shared);
    },
    jobs: [
      defineJob({
        name: "payments.reconcile",
        schema: z.object({}),
        schedule: "* * * * *",
        expireInSeconds: 120,
        handle: async () => {
          await payments.reconcile();
        },
      }),
    ],
    close: async () => {
      await Promise.all(closers.splice(0).map((close) => close()));
    },
  };
}
