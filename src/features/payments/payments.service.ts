import type { Database } from "~/db/client";
import type { Mailer } from "~/features/mail/index.server";
import type { NotificationsService } from "~/features/notifications/index.server";
import type { JobQueue } from "~/server/jobs";
import type { PayableSources } from "./payables";
import type { PaymentProviders } from "./provider";
import type { PaymentState } from "./schema";

export interface PaymentsServiceDeps {
  db: Database;
  clock: () => Date;
  /** Filled when the routes register (the simulators start then), read at each call. */
  providers: PaymentProviders;
  payables: PayableSources;
  jobs: JobQueue;
  mailer?: Mailer;
  notifications?: NotificationsService;
}

/** A payment as the buy flow reads it (the booking's fee). */
export interface PaymentSummary {
  paymentId: string;
  paymentNumber: string;
  status: PaymentState;
  amountMinor: number;
  currency: "SEK" | "NOK" | "EUR";
  paidAt: Date | null;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * Payments (issue 18): numbers, starts with a provider (idempotent), answers applied once,
 * reconciliation. To be built; the buy flow reads `paymentOfBooking`.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  void deps;
  return {
    /** The booking's fee payment, its latest state; undefined before createpaymentid. */
    async paymentOfBooking(_bookingId: string): Promise<PaymentSummary | undefined> {
      return undefined;
    },
  };
}
