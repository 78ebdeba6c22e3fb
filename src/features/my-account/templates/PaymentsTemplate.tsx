import { MyPagesLayout } from "~/features/my-pages";
import { formatPrice } from "~/i18n/format";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { PaymentStatusBadge } from "../components/PaymentStatusBadge";
import styles from "../my-account.module.css";

/**
 * Template "myPagesPayment" (My Pages, menu key "myPayments"): the user's payments on this site
 * with their status, amount in the site's currency and date. Listing only: paying comes with
 * issue 18, and the page says so rather than offering a button that does nothing.
 */
export function PaymentsTemplate({ vm }: TemplateProps<"myPagesPayment">) {
  const { t } = useTranslation();
  const site = useSite();
  const { menu, payments } = vm.viewModel.data;
  return (
    <MyPagesLayout vm={vm} menu={menu}>
      <p>{t("myAccount.payments.intro")}</p>
      {payments.length === 0 ? (
        <p className={styles.muted}>{t("myAccount.payments.none")}</p>
      ) : (
        <>
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.note}>{t("myAccount.payments.payLater")}</p>
        </>
      )}
    </MyPagesLayout>
  );
}
