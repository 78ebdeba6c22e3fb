import { useCallback } from "react";
import { createVipFeePayment, feeProvidersOf, PaymentPanel } from "~/features/payments/entries/payment-panel";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";

/**
 * Paying one unpaid VIP fee of the payments page (issue 18), with the payments feature's panel.
 * Loaded lazily by the page: the panel is no part of its first chunk (decision 026).
 */
export default function VipFeePayment({ userPaymentId, onPaid }: { userPaymentId: string; onPaid: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const createPayment = useCallback(() => createVipFeePayment(userPaymentId), [userPaymentId]);
  return (
    <PaymentPanel
      providers={feeProvidersOf(site.currency)}
      createPayment={createPayment}
      contractIdOf={(payment) => payment.paymentId}
      objectId={null}
      message={t("payments.vipFeeMessage")}
      onPaid={onPaid}
    />
  );
}
