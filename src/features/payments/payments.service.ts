import { and, desc, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client";
import { paymentEvents, paymentStarts, payments, userPayments } from "~/db/schema";
import type { Mailer } from "~/features/mail/index.server";
import type { NotificationsService } from "~/features/notifications/index.server";
import type { JobQueue } from "~/server/jobs";
import type { Payable, PayableSources } from "./payables";
import {
  type PaymentProvider,
  type PaymentProviders,
  ProviderRefusedError,
  type ProviderReport,
  ProviderUnavailableError,
} from "./provider";
import {
  FINAL_PAYMENT_STATES,
  type PaymentProviderName,
  type PaymentPurpose,
  type PaymentState,
  type StartPaymentResponse,
} from "./schema";

/** Where a security event goes (the app's logger when the routes register): never personal data. */
export interface PaymentsLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface PaymentsServiceDeps {
  db: Database;
  clock: () => Date;
  /** Filled when the routes register (the simulators start then), read at each call. */
  providers: PaymentProviders;
  payables: PayableSources;
  jobs: JobQueue;
  mailer?: Mailer;
  notifications?: NotificationsService;
  /** Set when the routes register; read at each call. */
  log?: PaymentsLog;
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

/** A payment as its owner reads it (paymentstatus). */
export interface PaymentView extends PaymentSummary {
  purpose: PaymentPurpose;
  provider: PaymentProviderName | null;
  errorCode: string | null;
  bookingId: string | null;
  userPaymentId: string | null;
  site: string;
}

/** What a start needs beyond the payment: where the provider calls back and sends the browser, the payer's phone (Swish). */
export interface StartExtras {
  callbackUrl: string;
  returnUrl: string;
  cancelUrl: string;
  language: "sv" | "no" | "fi" | "en";
  /** Swish: international form without "+", e.g. 46701234567. */
  payerPhone?: string;
  /** The home the browser says it pays for (the spec's ObjectId): must be the payable's (null for a VIP fee). */
  objectId?: number | null;
  /** The users the browser names (the spec's UserIds): each must be the payer or one of the payable's buyers. */
  userIds?: readonly string[];
}

/** Why a start was not made; the route answers each with its own status and message. */
export type StartRefusal =
  /** Not the user's payment, or what it pays is no longer payable (an ended hold): 404. */
  | "notFound"
  /** Paid, declined, cancelled or error: a new attempt needs a new payment (createpaymentid again). */
  | "final"
  /** Started already with another key and still pending at the provider. */
  | "inProgress"
  /** This deployment has no such provider. */
  | "providerUnavailable";

export type StartOutcome = { ok: true; response: StartPaymentResponse } | { ok: false; refusal: StartRefusal };

/** What applying a provider's report did (payment_events.outcome). */
export type ReportOutcome = "applied" | "duplicate" | "refused";

/** A pending payment is asked again after this long without news (reconciliation). */
export const RECONCILE_AFTER_SECONDS = 60;
/** A provider that does not say how long its payments live: half an hour. */
export const DEFAULT_PROVIDER_LIFETIME_SECONDS = 30 * 60;

export type PaymentsService = ReturnType<typeof createPaymentsService>;

type PaymentRecord = typeof payments.$inferSelect;

const isFinal = (status: string) => FINAL_PAYMENT_STATES.includes(status as PaymentState);
const UNPAID_VIP_STATUSES = ["NotPaid", "NotPaidSent", "Reminder1"];

/**
 * Payments (issue 18; decision 046): a payment is made once for what it pays (its amount and
 * currency asked of the owner, never of the browser), started with a provider under the
 * browser's idempotency key, and moved by the provider's reports, each recorded once; a final
 * state never changes again. Pending payments whose provider went quiet are asked again by
 * `reconcile` (the payments.reconcile job).
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, clock } = deps;
  const paidListeners: ((payment: PaymentView & { userId: string }) => Promise<unknown> | unknown)[] = [];

  function summaryOf(row: PaymentRecord): PaymentSummary {
    return {
      paymentId: row.id,
      paymentNumber: row.paymentNumber,
      status: row.status as PaymentState,
      amountMinor: row.amountMinor,
      currency: row.currency as PaymentSummary["currency"],
      paidAt: row.paidAt,
    };
  }

  function viewOf(row: PaymentRecord): PaymentView {
    return {
      ...summaryOf(row),
      purpose: row.purpose as PaymentPurpose,
      provider: (row.provider as PaymentProviderName | null) ?? null,
      errorCode: row.errorCode,
      bookingId: row.bookingId,
      userPaymentId: row.userPaymentId,
      site: row.site,
    };
  }

  async function payableOf(purpose: PaymentPurpose, id: string, userId: string): Promise<Payable | undefined> {
    const source = deps.payables[purpose];
    if (!source) return undefined;
    return source(id, userId);
  }

  /** The id the payable source knows this payment by (the booking, or the VIP fee row). */
  function payableIdOf(row: PaymentRecord): string | undefined {
    return (row.purpose === "vipFee" ? row.userPaymentId : row.bookingId) ?? undefined;
  }

  async function nextPaymentNumber(tx: Pick<Database, "execute">): Promise<string> {
    const result = await tx.execute<{ n: string | number }>(sql`select nextval('payment_number_seq') as n`);
    const rows = (result as unknown as { rows?: { n: string | number }[] }).rows ?? (result as unknown as []);
    return `NH-${rows[0]?.n}`;
  }

  /**
   * The payment of what `id` names for `purpose` (a booking's fee, a VIP fee row), made once: a
   * second call answers the same payment while it is open or paid; after a decline, cancel or
   * error a new one is made (a new attempt). Undefined when it is not the user's or not payable
   * now (404).
   */
  async function createPayment(
    purpose: PaymentPurpose,
    id: string,
    userId: string,
  ): Promise<(PaymentSummary & { payable: Payable }) | undefined> {
    const payable = await payableOf(purpose, id, userId);
    if (!payable || payable.userId !== userId) return undefined;
    const ownerColumn = purpose === "vipFee" ? payments.userPaymentId : payments.bookingId;
    const row = await db.transaction(async (tx) => {
      // One payment per owner at a time: the owner's row is locked while we look and make.
      if (purpose === "vipFee") {
        await tx.execute(sql`select 1 from user_payments where id = ${id} for update`);
      } else {
        await tx.execute(sql`select 1 from buy_bookings where id = ${id} for update`);
      }
      const [open] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(ownerColumn, id),
            eq(payments.purpose, purpose),
            eq(payments.userId, userId),
            notInArray(payments.status, ["declined", "cancelled", "error"]),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      if (open) return open;
      const paymentNumber = await nextPaymentNumber(tx);
      const [made] = await tx
        .insert(payments)
        .values({
          paymentNumber,
          site: payable.site,
          userId,
          purpose,
          bookingId: payable.bookingId ?? null,
          userPaymentId: payable.userPaymentId ?? null,
          amountMinor: payable.amountMinor,
          currency: payable.currency,
          status: "created",
          createdAt: clock(),
          updatedAt: clock(),
        })
        .returning();
      return made as PaymentRecord;
    });
    return { ...summaryOf(row), payable };
  }

  async function ownPayment(paymentId: string, userId: string): Promise<PaymentRecord | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
      .limit(1);
    return row;
  }

  async function storedStart(userId: string, idempotencyKey: string) {
    const [row] = await db
      .select()
      .from(paymentStarts)
      .where(and(eq(paymentStarts.userId, userId), eq(paymentStarts.idempotencyKey, idempotencyKey)))
      .limit(1);
    return row;
  }

  function responseOf(row: PaymentRecord): StartPaymentResponse {
    return {
      paymentId: row.id,
      status: row.status as PaymentState,
      ...(row.redirectUrl ? { redirectUrl: row.redirectUrl } : {}),
    };
  }

  /**
   * Starts the user's payment with a provider. A repeated idempotency key answers the first
   * start's answer (no second payment request); the amount and currency sent are the payment's
   * own, checked again against what it pays (an ended hold is no longer payable). A provider that
   * does not answer leaves the payment pending for reconciliation.
   */
  async function start(
    providerName: PaymentProviderName,
    paymentId: string,
    userId: string,
    idempotencyKey: string,
    extras: StartExtras,
  ): Promise<StartOutcome> {
    const repeat = await storedStart(userId, idempotencyKey);
    if (repeat) return answerRepeat(repeat, userId);

    const row = await ownPayment(paymentId, userId);
    if (!row) return { ok: false, refusal: "notFound" };
    if (isFinal(row.status)) return { ok: false, refusal: "final" };
    const payableId = payableIdOf(row);
    const payable = payableId ? await payableOf(row.purpose as PaymentPurpose, payableId, userId) : undefined;
    if (!payable || payable.amountMinor !== row.amountMinor || payable.currency !== row.currency) {
      return { ok: false, refusal: "notFound" };
    }
    if (extras.objectId !== undefined && extras.objectId !== (payable.objectId ?? null)) {
      return { ok: false, refusal: "notFound" };
    }
    const buyers = new Set([userId, ...(payable.buyerUserIds ?? [])]);
    if (extras.userIds?.some((id) => !buyers.has(id))) return { ok: false, refusal: "notFound" };
    const provider = deps.providers[providerName];
    if (!provider) return { ok: false, refusal: "providerUnavailable" };
    if (row.status === "pending") {
      // Started before under another key: ask the provider first; a final answer ends this payment.
      const now = await refreshed(row);
      return isFinal(now.status) ? { ok: false, refusal: "final" } : { ok: false, refusal: "inProgress" };
    }

    // The key is taken, and the payment moved to pending, in one transaction before the provider is
    // called: a concurrent repeat of the key waits for it and then answers the payment as pending,
    // never as the `created` it was a moment before (PostgreSQL showed that race).
    const knownRef = provider.referenceOf?.(row.id) ?? null;
    const claim = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(paymentStarts)
        .values({ idempotencyKey, userId, paymentId, provider: providerName, createdAt: clock() })
        .onConflictDoNothing()
        .returning({ key: paymentStarts.idempotencyKey });
      if (inserted.length === 0) return "repeat" as const;
      // Only a payment still `created` moves to pending: two keys racing for one payment start it once.
      const taken = await tx
        .update(payments)
        .set({
          status: "pending",
          provider: providerName,
          providerRef: knownRef,
          attempts: sql`${payments.attempts} + 1`,
          updatedAt: clock(),
        })
        .where(and(eq(payments.id, row.id), eq(payments.status, "created")))
        .returning({ id: payments.id });
      if (taken.length === 0) {
        await tx
          .delete(paymentStarts)
          .where(and(eq(paymentStarts.userId, userId), eq(paymentStarts.idempotencyKey, idempotencyKey)));
        return "inProgress" as const;
      }
      return "claimed" as const;
    });
    if (claim === "repeat") {
      const first = await storedStart(userId, idempotencyKey);
      return first ? answerRepeat(first, userId) : { ok: false, refusal: "inProgress" };
    }
    if (claim === "inProgress") return { ok: false, refusal: "inProgress" };

    let response: StartPaymentResponse;
    try {
      const result = await provider.start({
        paymentId: row.id,
        paymentNumber: row.paymentNumber,
        amountMinor: row.amountMinor,
        currency: row.currency as PaymentSummary["currency"],
        message: payable.message,
        payerPhone: extras.payerPhone,
        callbackUrl: extras.callbackUrl,
        returnUrl: extras.returnUrl,
        cancelUrl: extras.cancelUrl,
        language: extras.language,
      });
      const [updated] = await db
        .update(payments)
        .set({ providerRef: result.providerRef, redirectUrl: result.redirectUrl ?? null, updatedAt: clock() })
        .where(eq(payments.id, row.id))
        .returning();
      response = {
        ...responseOf(updated as PaymentRecord),
        ...(result.appUrl ? { appUrl: result.appUrl } : {}),
      };
    } catch (error) {
      if (error instanceof ProviderRefusedError) {
        const [ended] = await db
          .update(payments)
          .set({ status: "error", errorCode: error.code.slice(0, 40), updatedAt: clock() })
          .where(and(eq(payments.id, row.id), eq(payments.status, "pending")))
          .returning();
        response = ended ? responseOf(ended) : { paymentId: row.id, status: "error" };
      } else {
        // Timed out or unreadable: we cannot know whether the request was made. Pending; the job asks.
        deps.log?.warn(
          {
            payment: { id: row.id, provider: providerName },
            reason: error instanceof ProviderUnavailableError ? error.message : String(error),
          },
          "payment provider did not answer a start; left pending for reconciliation",
        );
        response = { paymentId: row.id, status: "pending" };
      }
    }
    await db
      .update(paymentStarts)
      .set({ response: response as unknown as Record<string, unknown> })
      .where(and(eq(paymentStarts.userId, userId), eq(paymentStarts.idempotencyKey, idempotencyKey)));
    return { ok: true, response };
  }

  async function answerRepeat(start: typeof paymentStarts.$inferSelect, userId: string): Promise<StartOutcome> {
    if (start.response) return { ok: true, response: start.response as unknown as StartPaymentResponse };
    // The first start is still talking to the provider: answer the payment as it stands.
    const row = await ownPayment(start.paymentId, userId);
    return row ? { ok: true, response: responseOf(row) } : { ok: false, refusal: "notFound" };
  }

  /**
   * Applies what a provider said about a payment (callback, return or status answer), once: the
   * report's event id is recorded and a repeat changes nothing; a report naming another amount or
   * currency than ours is refused and logged as a security event; a final state never changes.
   */
  async function applyReport(
    providerName: PaymentProviderName,
    report: ProviderReport,
    source: "callback" | "status" | "return",
  ): Promise<{ outcome: ReportOutcome; paymentId?: string; status?: PaymentState }> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, providerName), eq(payments.providerRef, report.providerRef)))
      .limit(1);
    const wrongAmount =
      row !== undefined &&
      ((report.amountMinor !== null && report.amountMinor !== row.amountMinor) ||
        (report.currency !== null && report.currency !== row.currency));
    const refused = row === undefined || wrongAmount;

    const result = await db.transaction(async (tx) => {
      const recorded = await tx
        .insert(paymentEvents)
        .values({
          paymentId: row?.id ?? null,
          provider: providerName,
          source,
          providerEventId: report.eventId.slice(0, 200),
          reportedStatus: report.rawStatus.slice(0, 40),
          reportedAmountMinor: report.amountMinor,
          reportedCurrency: report.currency?.slice(0, 3) ?? null,
          outcome: refused ? "refused" : "applied",
          payload: {
            state: report.state,
            ...(report.errorCode ? { errorCode: report.errorCode.slice(0, 40) } : {}),
            ...(row === undefined ? { reason: "unknownPayment" } : wrongAmount ? { reason: "amountMismatch" } : {}),
          },
          createdAt: clock(),
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) return { outcome: "duplicate" as const };
      if (!row) return { outcome: "refused" as const };
      if (wrongAmount) return { outcome: "refused" as const, paymentId: row.id };

      if (report.state === "pending" || isFinal(row.status)) {
        await tx.update(payments).set({ lastCheckedAt: clock() }).where(eq(payments.id, row.id));
        // A late report contradicting a final state is kept for the record, not applied.
        const outcome: ReportOutcome = isFinal(row.status) && row.status !== report.state ? "refused" : "applied";
        if (outcome === "refused") {
          await tx
            .update(paymentEvents)
            .set({ outcome, payload: { state: report.state, reason: "alreadyFinal", finalState: row.status } })
            .where(eq(paymentEvents.id, recorded[0]!.id));
        }
        return { outcome, paymentId: row.id, status: row.status as PaymentState };
      }
      const now = clock();
      const [moved] = await tx
        .update(payments)
        .set({
          status: report.state,
          paidAt: report.state === "paid" ? now : null,
          errorCode: report.state === "paid" ? null : (report.errorCode?.slice(0, 40) ?? null),
          lastCheckedAt: now,
          updatedAt: now,
        })
        .where(and(eq(payments.id, row.id), notInArray(payments.status, [...FINAL_PAYMENT_STATES])))
        .returning();
      if (!moved) return { outcome: "duplicate" as const, paymentId: row.id };
      if (moved.status === "paid" && moved.purpose === "vipFee" && moved.userPaymentId) {
        await tx
          .update(userPayments)
          .set({ status: "Paid" })
          .where(and(eq(userPayments.id, moved.userPaymentId), inArray(userPayments.status, UNPAID_VIP_STATUSES)));
      }
      return { outcome: "applied" as const, paymentId: row.id, status: moved.status as PaymentState };
    });

    if (result.outcome === "applied" && result.status === "paid" && row && row.status !== "paid") {
      await notifyPaid(row.id);
    }
    if (refused) {
      deps.log?.warn(
        {
          security: {
            event: row === undefined ? "payment report for an unknown payment" : "payment report with a wrong amount",
            provider: providerName,
            source,
            paymentId: row?.id ?? null,
            reportedAmountMinor: report.amountMinor,
            reportedCurrency: report.currency,
          },
        },
        "payment report refused",
      );
    }
    return result;
  }

  /** Tells the owners of what was paid (the buy flow marks its step done); a listener's failure is logged, not thrown. */
  async function notifyPaid(paymentId: string) {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!row) return;
    for (const listener of paidListeners) {
      try {
        await listener({ ...viewOf(row), userId: row.userId });
      } catch (error) {
        deps.log?.error(
          { payment: { id: row.id }, reason: error instanceof Error ? error.message : "unknown" },
          "a paid payment's listener failed",
        );
      }
    }
  }

  /** Asks the provider for a pending payment's state and applies it; the row as it is afterwards. */
  async function refreshed(row: PaymentRecord): Promise<PaymentRecord> {
    const provider = row.provider ? deps.providers[row.provider as PaymentProviderName] : undefined;
    if (row.status !== "pending" || !provider || !row.providerRef) return row;
    try {
      const report = await provider.status(row.providerRef);
      await applyReport(provider.name, report, "status");
    } catch (error) {
      deps.log?.warn(
        {
          payment: { id: row.id, provider: provider.name },
          reason: error instanceof Error ? error.message : "unknown",
        },
        "payment status could not be asked",
      );
      await db.update(payments).set({ lastCheckedAt: clock() }).where(eq(payments.id, row.id));
    }
    const [now] = await db.select().from(payments).where(eq(payments.id, row.id)).limit(1);
    return now ?? row;
  }

  /** The user's own payment (undefined for another's); `refresh` asks the provider first when pending. */
  async function status(paymentId: string, userId: string, refresh = false): Promise<PaymentView | undefined> {
    const row = await ownPayment(paymentId, userId);
    if (!row) return undefined;
    return viewOf(refresh ? await refreshed(row) : row);
  }

  function lifetimeOf(provider: PaymentProvider | undefined): number {
    return provider?.lifetimeSeconds ?? DEFAULT_PROVIDER_LIFETIME_SECONDS;
  }

  /**
   * The reconciliation job: every payment pending longer than RECONCILE_AFTER_SECONDS is asked of
   * its provider and the answer applied; one pending longer than its provider's lifetime is given
   * up as error (the payer was never charged, or the provider would say so).
   */
  async function reconcile(): Promise<{ asked: number; ended: number }> {
    const before = new Date(clock().getTime() - RECONCILE_AFTER_SECONDS * 1000);
    const pending = await db
      .select()
      .from(payments)
      .where(and(eq(payments.status, "pending"), lt(payments.updatedAt, before)))
      .orderBy(payments.updatedAt)
      .limit(100);
    let ended = 0;
    for (const row of pending) {
      const provider = row.provider ? deps.providers[row.provider as PaymentProviderName] : undefined;
      const now = await refreshed(row);
      if (now.status !== "pending") continue;
      const ageSeconds = (clock().getTime() - now.updatedAt.getTime()) / 1000;
      if (ageSeconds <= lifetimeOf(provider)) continue;
      const gaveUp = await db
        .update(payments)
        .set({ status: "error", errorCode: "timeout", updatedAt: clock() })
        .where(and(eq(payments.id, now.id), eq(payments.status, "pending")))
        .returning({ id: payments.id });
      if (gaveUp.length > 0) {
        ended++;
        await db
          .insert(paymentEvents)
          .values({
            paymentId: now.id,
            provider: now.provider ?? "unknown",
            source: "status",
            providerEventId: `reconcile-timeout:${now.id}`,
            reportedStatus: "TIMEOUT",
            outcome: "applied",
            payload: { state: "error", reason: "providerLifetimeExceeded" },
            createdAt: clock(),
          })
          .onConflictDoNothing();
      }
    }
    return { asked: pending.length, ended };
  }

  return {
    /**
     * Runs `listener` once when a payment becomes paid (after it is recorded): the owner of what
     * was paid reacts, e.g. click-to-buy marks the booking's payment step done (markPaid).
     */
    onPaid(listener: (payment: PaymentView & { userId: string }) => Promise<unknown> | unknown) {
      paidListeners.push(listener);
    },
    createPayment,
    start,
    applyReport,
    status,
    reconcile,
    /** Whether a payment started with this provider has this reference (a callback about anything else is ignored unasked). */
    async knowsReference(providerName: PaymentProviderName, providerRef: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.provider, providerName), eq(payments.providerRef, providerRef)))
        .limit(1);
      return row !== undefined;
    },
    /** The payment with this number, if it is the user's (startswishpayment names the payment by it). */
    async paymentByNumber(paymentNumber: string, userId: string): Promise<PaymentView | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.paymentNumber, paymentNumber), eq(payments.userId, userId)))
        .limit(1);
      return row ? viewOf(row) : undefined;
    },
    /** The booking's fee payment, its latest state (a paid one first); undefined before createpaymentid. */
    async paymentOfBooking(bookingId: string): Promise<PaymentSummary | undefined> {
      const rows = await db
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.purpose, "bookingFee")))
        .orderBy(desc(payments.createdAt))
        .limit(20);
      const paid = rows.find((row) => row.status === "paid");
      const latest = paid ?? rows[0];
      return latest ? summaryOf(latest) : undefined;
    },
  };
}
