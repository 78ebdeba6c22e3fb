import type { Mailer } from "~/features/mail/index.server";
import type { NotificationsService } from "~/features/notifications/index.server";
import type { FeatureDeps, FeatureModule } from "~/server/feature-module";
import { bankPaymentsRoutes } from "./bank-payments.routes";
import type { PayableSources } from "./payables";
import { paymentsRoutes } from "./payments.routes";
import { createPaymentsService, type PaymentsService } from "./payments.service";
import type { PaymentProviders } from "./provider";

export interface PaymentsDeps extends FeatureDeps {
  mailer: Mailer;
  notifications: NotificationsService;
  payables: PayableSources;
}

/** What the payments routes get: the deps, the service, and the providers (connected when the routes register). */
export type PaymentsShared = PaymentsDeps & { payments: PaymentsService; providers: PaymentProviders };

/**
 * Payments through Swish, Svea and Nordea (issue 18): the buy flow's booking fee and My Pages'
 * VIP fee, each provider a client of its documented API with a bundled simulator outside
 * production, answers applied once, a reconciliation job for providers that went quiet.
 */
export function paymentsFeature(deps: PaymentsDeps): FeatureModule & { payments: PaymentsService } {
  const providers: PaymentProviders = {};
  const payments = createPaymentsService({
    db: deps.database.db,
    clock: deps.clock,
    providers,
    payables: deps.payables,
    jobs: deps.jobs,
    mailer: deps.mailer,
    notifications: deps.notifications,
  });
  const shared: PaymentsShared = { ...deps, payments, providers };
  return {
    name: "payments",
    payments,
    routes: async (app) => {
      await app.register(paymentsRoutes, shared);
      await app.register(bankPaymentsRoutes, shared);
    },
    jobs: [],
  };
}
