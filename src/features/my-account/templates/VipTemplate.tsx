import { useId, useState } from "react";
import { loadPage, statusAnswerOf } from "~/features/account/entries/account-answers";
import { MyPagesLayout } from "~/features/my-pages";
import { formatPrice } from "~/i18n/format";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { FormError } from "~/ui/form/FormError";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import { PaymentStatusBadge } from "../components/PaymentStatusBadge";
import { vipMembershipSchema } from "../components/schemas";
import styles from "../my-account.module.css";
import type { MyPagesVipData } from "../page-data";

/**
 * Template "myPagesVip" (My Pages, menu key "myVip"): the VIP membership on this site with its
 * campaign code, fee and the fee's payment status; paying comes with issue 18 and the page says
 * so. A user who is not a member joins with a campaign code (`update/vipmembership`).
 */
export function VipTemplate({ vm }: TemplateProps<"myPagesVip">) {
  const { menu, membership } = vm.viewModel.data;
  return (
    <MyPagesLayout vm={vm} menu={menu}>
      {membership ? (
        <Membership membership={membership} paymentsUrl={menu.items.find((i) => i.key === "myPayments")?.href} />
      ) : (
        <JoinVip />
      )}
    </MyPagesLayout>
  );
}

function Membership({
  membership,
  paymentsUrl,
}: {
  membership: NonNullable<MyPagesVipData["membership"]>;
  paymentsUrl: string | undefined;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const unpaid = membership.payment !== null && !["Paid", "OverPaid"].includes(membership.payment.status);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t("myAccount.vip.memberHeading")}</h2>
      <p>{t("myAccount.vip.member", { siteName: site.siteName, date: formatDate(membership.since, site.language) })}</p>
      <dl className={styles.facts}>
        <dt>{t("myAccount.vip.campaignCode")}</dt>
        <dd>{membership.campaignCode ?? t("myAccount.vip.noCampaignCode")}</dd>
        <dt>{t("myAccount.vip.fee")}</dt>
        <dd>{membership.fee ? formatPrice(membership.fee, site) : t("myAccount.vip.noFee")}</dd>
        <dt>{t("myAccount.vip.paymentStatus")}</dt>
        <dd>
          {membership.payment ? (
            <PaymentStatusBadge status={membership.payment.status} />
          ) : (
            t("myAccount.vip.noPayment")
          )}
        </dd>
      </dl>
      {unpaid && <p className={styles.note}>{t("myAccount.vip.payLater")}</p>}
      <ul>
        {paymentsUrl && (
          <li>
            <a href={paymentsUrl}>{t("myAccount.vip.toPayments")}</a>
          </li>
        )}
        {site.urls.myVipShowing && (
          <li>
            <a href={site.urls.myVipShowing}>{t("myAccount.vip.toShowings")}</a>
          </li>
        )}
      </ul>
    </section>
  );
}

function JoinVip() {
  const { t } = useTranslation();
  const id = useId();
  const [leaving, setLeaving] = useState(false);
  const form = useJsonForm({
    initial: { campaignCode: "" },
    schema: vipMembershipSchema,
    url: "/api/account_service/update/vipmembership",
    onSuccess: (body, refuse) => {
      const answer = statusAnswerOf(body);
      if (answer?.status !== "Ok") {
        // InvalidCampaignCode: the server's translated words.
        refuse(answer?.message ?? t("errors.somethingWentWrong"));
        return;
      }
      setLeaving(true);
      // After an upgrade the user goes to payments when the fee is unpaid (spec 001 section 2):
      // the server says where; otherwise this page again, with the membership.
      const next = answer.redirectTo;
      loadPage(next?.startsWith("/") && !next.startsWith("//") ? next : window.location.pathname);
    },
  });
  const busy = form.sending || leaving;
  return (
    <section aria-labelledby={`${id}-join`}>
      <h2 id={`${id}-join`}>{t("myAccount.vip.joinHeading")}</h2>
      <p>{t("myAccount.vip.joinIntro")}</p>
      <form ref={form.formRef} className={formStyles.form} method="post" noValidate onSubmit={form.onSubmit}>
        <FormField
          id={`${id}-campaignCode`}
          label={t("myAccount.vip.joinCode")}
          required
          error={form.errors.campaignCode}
        >
          <input
            name="campaignCode"
            type="text"
            autoComplete="off"
            value={String(form.values.campaignCode ?? "")}
            onChange={(event) => form.setValue("campaignCode", event.target.value)}
          />
        </FormField>
        <FormError message={form.formError} />
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.button} disabled={busy} aria-busy={busy}>
            {t("myAccount.vip.joinSubmit")}
          </button>
        </div>
      </form>
    </section>
  );
}
