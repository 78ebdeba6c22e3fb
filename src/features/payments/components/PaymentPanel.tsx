import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { formatPrice } from "~/i18n/format";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import {
  FINAL_PAYMENT_STATES,
  type PaymentProviderName,
  type PaymentState,
  SWISH_PHONE_PATTERN,
} from "../payment-states";
import type { CreatePaymentIdResponse } from "../schema";
import { type Answer, newIdempotencyKey, paymentStatus, startPayment } from "./payment-client";
import styles from "./payment-panel.module.css";

/** How often the state is read while the payer approves, and how many reads go by before the provider is asked itself. */
const POLL_MS = 1_000;
const REFRESH_EVERY = 5;

export interface PaymentPanelProps {
  /** The providers the site offers, in its order (the buy flow's data.paymentProviders). */
  providers: readonly PaymentProviderName[];
  /** Makes or gets the payment (createpaymentid for a booking, vip/{id} for a VIP fee); after a final failure it answers a new one. */
  createPayment: () => Promise<Answer<CreatePaymentIdResponse>>;
  /** The spec's ContractId: the booking's id, or for a VIP fee the payment's own. */
  contractIdOf: (payment: CreatePaymentIdResponse) => string;
  objectId: number | null;
  /** The payment the browser came back with from Svea or Nordea (?betalning=), polled at once. */
  returningPaymentId?: string | null;
  /** Swish's message to the payer (at most 50 characters). */
  message: string;
  /** The payment is paid (called once). */
  onPaid: (payment: CreatePaymentIdResponse) => void;
  disabled?: boolean;
}

type View =
  | { kind: "loading" }
  | { kind: "loadFailed" }
  | { kind: "choose"; error?: string }
  | { kind: "starting" }
  | { kind: "redirecting" }
  | { kind: "waiting"; paymentId: string; appUrl?: string }
  | { kind: "paid" }
  | { kind: "failed"; message: string };

const isFinal = (status: PaymentState) => FINAL_PAYMENT_STATES.includes(status);

/**
 * Paying a fee with the site's providers (issue 18): the amount and payment number from the
 * server, a choice of provider, Swish with the payer's mobile number (then "open Swish and
 * approve" while the state is polled, with a link to the simulator's payer page outside
 * production), Svea and Nordea by their own pages. Declined, cancelled or failed payments say
 * so and offer a new attempt (a new payment and a new idempotency key). A live region tells the
 * state.
 */
export function PaymentPanel(props: PaymentPanelProps) {
  const { providers, createPayment, contractIdOf, objectId, returningPaymentId, message, onPaid, disabled } = props;
  const { t } = useTranslation();
  const site = useSite();
  const ids = useId();
  const [payment, setPayment] = useState<CreatePaymentIdResponse | null>(null);
  const [view, setView] = useState<View>({ kind: "loading" });
  const [provider, setProvider] = useState<PaymentProviderName | undefined>(providers[0]);
  const [phone, setPhone] = useState("");
  const [phoneError, setPhoneError] = useState<string | undefined>();
  // One key per attempt: a double click or a retried request repeats the same start.
  const attemptKey = useRef<string | null>(null);
  const paidOnce = useRef(false);
  const failedRef = useRef<HTMLDivElement>(null);

  const paid = useCallback(
    (current: CreatePaymentIdResponse) => {
      setView({ kind: "paid" });
      if (paidOnce.current) return;
      paidOnce.current = true;
      onPaid(current);
    },
    [onPaid],
  );

  const load = useCallback(async () => {
    setView({ kind: "loading" });
    attemptKey.current = null;
    try {
      const answer = await createPayment();
      if (!answer.ok || !answer.body) return setView({ kind: "loadFailed" });
      const made = answer.body;
      setPayment(made);
      if (made.status === "paid") return paid(made);
      if (returningPaymentId && returningPaymentId === made.paymentId) {
        return setView({ kind: "waiting", paymentId: made.paymentId });
      }
      if (made.status === "pending") return setView({ kind: "waiting", paymentId: made.paymentId });
      if (returningPaymentId) {
        // Back from Svea or Nordea with an attempt that ended unpaid (declined, cancelled): this is
        // already the next payment, so say how the last one ended above the choice.
        const returned = await paymentStatus(returningPaymentId, false).catch(() => null);
        const state = returned?.ok ? returned.body : null;
        if (state && isFinal(state.status) && state.status !== "paid") {
          return setView({ kind: "choose", error: state.message ?? t(`payments.status.${state.status}`) });
        }
      }
      setView({ kind: "choose" });
    } catch {
      setView({ kind: "loadFailed" });
    }
  }, [createPayment, paid, returningPaymentId, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the payment is made once when the panel opens
  useEffect(() => {
    void load();
  }, []);

  // Polls the state while the payer approves; stops at a final state or when the view changes.
  const waitingFor = view.kind === "waiting" ? view.paymentId : null;
  useEffect(() => {
    if (!waitingFor || !payment) return;
    let stopped = false;
    let reads = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      reads++;
      try {
        const answer = await paymentStatus(waitingFor, reads % REFRESH_EVERY === 0);
        if (stopped) return;
        const state = answer.body;
        if (answer.status === 404) {
          // Not the user's any more (logged out, another account): no use asking again.
          return setView({ kind: "failed", message: answer.message ?? t("payments.step.loadFailed") });
        }
        if (answer.ok && state && isFinal(state.status)) {
          if (state.status === "paid") return paid(payment);
          attemptKey.current = null;
          return setView({ kind: "failed", message: state.message ?? t(`payments.status.${state.status}`) });
        }
      } catch {
        // A silent read (spec 001 section 8): the next one tries again.
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, reads === 0 ? 0 : POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waitingFor, payment, paid, t]);

  useEffect(() => {
    if (view.kind === "failed") failedRef.current?.focus();
  }, [view.kind]);

  async function start(event: FormEvent) {
    event.preventDefault();
    if (!payment || !provider || disabled) return;
    if (provider === "swish" && !SWISH_PHONE_PATTERN.test(phone.trim())) {
      setPhoneError(t("payments.step.phoneInvalid"));
      return;
    }
    setPhoneError(undefined);
    attemptKey.current ??= newIdempotencyKey();
    setView({ kind: "starting" });
    try {
      const fields = {
        ObjectId: objectId,
        ContractId: contractIdOf(payment),
        UserIds: [],
        PaymentNumber: payment.paymentNumber,
        ...(provider === "swish" ? { PhoneNumber: phone.trim(), Message: message.slice(0, 50) } : {}),
      };
      const answer = await startPayment(provider, fields, attemptKey.current);
      const started = answer.body;
      if (answer.status === 409 && answer.code === "inProgress") {
        return setView({ kind: "waiting", paymentId: payment.paymentId });
      }
      if (!answer.ok || !started) {
        attemptKey.current = null;
        return setView({ kind: "choose", error: answer.message ?? t("payments.step.startFailed") });
      }
      if (started.status === "paid") return paid(payment);
      if (isFinal(started.status)) {
        attemptKey.current = null;
        return setView({ kind: "failed", message: t(`payments.status.${started.status}`) });
      }
      if (started.redirectUrl) {
        setView({ kind: "redirecting" });
        window.location.assign(started.redirectUrl);
        return;
      }
      setView({ kind: "waiting", paymentId: started.paymentId, appUrl: started.appUrl });
    } catch {
      attemptKey.current = null;
      setView({ kind: "choose", error: t("payments.step.startFailed") });
    }
  }

  const live =
    view.kind === "starting"
      ? t("payments.step.waiting")
      : view.kind === "waiting"
        ? provider === "swish" || !provider
          ? t("payments.step.openSwish")
          : t("payments.step.waiting")
        : view.kind === "redirecting"
          ? t("payments.step.redirecting")
          : view.kind === "paid"
            ? t("payments.step.paid")
            : view.kind === "loading"
              ? t("payments.step.waiting")
              : "";

  return (
    <div className={styles.panel}>
      {/* One polite live region for the state; failures are alerts of their own. */}
      <p role="status" aria-live="polite" className={live ? styles.state : "visually-hidden"}>
        {live}
      </p>

      {payment && (
        <dl className={styles.facts}>
          <dt>{t("payments.step.fee")}</dt>
          <dd>{formatPrice(payment.amountMinor / 100, site)}</dd>
          <dt>{t("payments.step.number")}</dt>
          <dd>{payment.paymentNumber}</dd>
        </dl>
      )}

      {view.kind === "loadFailed" && (
        <div role="alert" className={styles.failure}>
          <p>{t("payments.step.loadFailed")}</p>
          <button type="button" className={formStyles.secondaryButton} onClick={() => void load()}>
            {t("payments.step.tryAgain")}
          </button>
        </div>
      )}

      {view.kind === "failed" && (
        <div role="alert" className={styles.failure} ref={failedRef} tabIndex={-1}>
          <p>{view.message}</p>
          <button type="button" className={formStyles.button} onClick={() => void load()}>
            {t("payments.step.tryAgain")}
          </button>
        </div>
      )}

      {(view.kind === "choose" || view.kind === "starting") && payment && (
        <form className={formStyles.form} onSubmit={start} noValidate>
          {providers.length === 0 ? (
            <p>{t("payments.step.noMethods")}</p>
          ) : (
            <fieldset className={styles.methods}>
              <legend>{t("payments.step.method")}</legend>
              {providers.map((name) => (
                <label key={name} className={formStyles.checkbox}>
                  <input
                    type="radio"
                    name={`${ids}-provider`}
                    value={name}
                    checked={provider === name}
                    onChange={() => setProvider(name)}
                  />
                  {t(`payments.step.${name}`)}
                </label>
              ))}
            </fieldset>
          )}
          {provider === "swish" && (
            <FormField
              id={`${ids}-phone`}
              label={t("payments.step.phone")}
              hint={t("payments.step.phoneHint")}
              required
              error={phoneError}
            >
              <input
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            </FormField>
          )}
          {view.kind === "choose" && view.error && <p className={formStyles.formError}>{view.error}</p>}
          <div className={formStyles.actions}>
            <button
              type="submit"
              className={formStyles.button}
              disabled={!provider || view.kind === "starting" || disabled}
            >
              {provider === "swish" ? t("payments.step.payWithSwish") : t("payments.step.payWithBank")}
            </button>
          </div>
        </form>
      )}

      {view.kind === "waiting" && view.appUrl && (
        <p>
          {view.appUrl.startsWith("swish://") ? (
            <a href={view.appUrl}>{t("payments.step.openSwish")}</a>
          ) : (
            <a href={view.appUrl} target="_blank" rel="noopener noreferrer">
              {t("payments.step.openSimulator")}
            </a>
          )}
        </p>
      )}
    </div>
  );
}
