import { useCallback } from "react";
import { createBookingFeePayment, PaymentPanel } from "~/features/payments/entries/payment-panel";
import { useTranslation } from "~/i18n/react";
import { useBuyFlow } from "../buy-flow-context";

/**
 * The buy flow's payment step (issue 18): the booking fee of the held booking paid with one of
 * the site's providers (Sweden: Swish, Svea, Nordea; Norway: Nordea, Svea). Back from Svea or
 * Nordea (`?steg=payment&betalning={paymentId}`) the state is polled at once. Paid: the step is
 * done and the flow moves on.
 */
export function PaymentStep() {
  const { data, booking, expired, completeStep } = useBuyFlow();
  const { t } = useTranslation();
  const bookingId = booking?.id;
  const createPayment = useCallback(() => createBookingFeePayment(bookingId ?? ""), [bookingId]);
  const onPaid = useCallback(() => {
    const next = data.steps[data.steps.indexOf("payment") + 1] ?? "done";
    completeStep("payment", next);
  }, [data.steps, completeStep]);
  if (!booking) return null;
  const returning = typeof window === "undefined" ? null : new URL(window.location.href).searchParams.get("betalning");
  return (
    <>
      <p>{t("payments.step.intro")}</p>
      <PaymentPanel
        providers={data.paymentProviders}
        createPayment={createPayment}
        contractIdOf={() => booking.id}
        objectId={booking.objectId}
        returningPaymentId={returning}
        message={t("payments.bookingFeeMessage", { number: data.object?.number ?? "" })}
        onPaid={onPaid}
        disabled={expired}
      />
    </>
  );
}
