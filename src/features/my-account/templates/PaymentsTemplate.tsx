import { lazy, Suspense, useState } from "react";
import type { PaymentStatus } from "~/features/account/schema";
import { MyPagesLayout } from "~/features/my-pages";
import { formatPrice } from "~/i18n/format";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { Dialog } from "~/ui/Dialog";
import formStyles from "~/ui/form/form.module.css";
import { PaymentStatusBadge } from "../components/PaymentStatusBadge";
import styles from "../my-account.module.css";

/**
 * Template "myPagesPayment" (My Pages, menu key "myPayments"): the user's payments on this site
 * with their status, amount in the site's currency and date. An unpaid VIP fee gets "Pay": the
 * payments feature's panel in a dialog, loaded only when opened (issue 18).
 */
// The account schema's UNPAID_STATUSES, kept here as a type-checked copy: importing the schema would bring zod into the page.
const UNPAID_STATUSES: readonly PaymentStatus[] = [
  "NotPaid",
  "NotPaidSent",
  "Reminder1",
] satisfies readonly PaymentStatus[];
const VipFeePayment = lazy(() => import("../components/VipFeePayment"));

export function PaymentsTemplate({ vm }: TemplateProps<"myPagesPayment">) {
  const { t } = useTranslation();
  const site = useSite();
  const { menu } = vm.viewModel.data;
  // A fee paid here shows Paid at once (the page's data says so on the next visit).
  const [paidHere, setPaidHere] = useState<readonly string[]>([]);
  const [paying, setPaying] = useState<string | null>(null);
  const payments = vm.viewModel.data.payments.map((payment) =>
    paidHere.includes(payment.id) ? { ...payment, status: "Paid" as const } : payment,
  );
  return (
    <MyPagesLayout vm={vm} menu={menu}>
      <p>{t("myAccount.payments.intro")}</p>
      {payments.length === 0 ? (
        <p className={styles.muted}>{t("myAccount.payments.none")}</p>
      ) : (
        <table className={styles.table}>
          <caption>{t("myAccount.payments.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("myAccount.payments.date")}</th>
              <th scope="col">{t("myAccount.payments.subject")}</th>
              <th scope="col" className={styles.amount}>
                {t("myAccount.payments.amount")}
              </th>
              <th scope="col">{t("myAccount.payments.status")}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>{formatDate(payment.date, site.language)}</td>
                {/* The payments of an account are VIP fees so far (the purchase's come with issue 18). */}
                <td>{t("myAccount.payments.vipFee")}</td>
                <td className={styles.amount}>{formatPrice(payment.amount, site)}</td>
                <td>
                  <PaymentStatusBadge status={payment.status} />
                  {payment.payedWithCode && (
                    <span className={styles.muted}> {t("myAccount.payments.paidWithCode")}</span>
                  )}
                  {UNPAID_STATUSES.includes(payment.status) && (
                    <>
                      {" "}
                      <button
                        type="button"
                        className={formStyles.secondaryButton}
                        onClick={() => setPaying(payment.id)}
                      >
                        {t("payments.vip.pay")}
                        <span className="visually-hidden">
                          {" "}
                          {t("myAccount.payments.vipFee")} {formatPrice(payment.amount, site)}
                        </span>
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Dialog open={paying !== null} onClose={() => setPaying(null)} title={t("payments.vip.dialogTitle")}>
        {paying && (
          <Suspense fallback={<p role="status">{t("payments.step.waiting")}</p>}>
            <VipFeePayment userPaymentId={paying} onPaid={() => setPaidHere((ids) => [...ids, paying])} />
          </Suspense>
        )}
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondaryButton} onClick={() => setPaying(null)}>
            {t("payments.vip.close")}
          </button>
        </div>
      </Dialog>
    </MyPagesLayout>
  );
}
