import type { PaymentStatus } from "~/features/account/schema";
import { useTranslation } from "~/i18n/react";
import styles from "../my-account.module.css";

/** Paid and overpaid are settled (green); the rest still wait for money (orange), as documents do. */
const SETTLED: readonly PaymentStatus[] = ["Paid", "OverPaid"];

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.status} ${SETTLED.includes(status) ? styles.statusDone : ""}`}>
      {t(`myAccount.payments.statuses.${status}`)}
    </span>
  );
}
