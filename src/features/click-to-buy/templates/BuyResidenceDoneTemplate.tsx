import { formatPrice } from "~/i18n/format";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import styles from "./completion.module.css";

/**
 * Templates "buyResidenceSuccess" (the flow's end) and "clickToBuyComplete" (a completed booking
 * looked at again, from the e-mail): the home, when it was booked, the payment, the signed
 * agreement and the way on to My Pages. Without a completed booking of the visitor's (no session,
 * another browser) a neutral page with a link to My Pages.
 */
export function BuyResidenceDoneTemplate({ vm }: TemplateProps<"buyResidenceSuccess" | "clickToBuyComplete">) {
  const { t } = useTranslation();
  const site = useSite();
  const data = vm.viewModel.data;
  if (!data) {
    return (
      <div className={styles.page}>
        <h1>{t("buySign.success.none")}</h1>
        <p className={styles.lead}>{t("buySign.success.noneText")}</p>
        {site.urls.myPages && (
          <p>
            <a href={site.urls.myPages}>{t("buySign.success.myPages")}</a>
          </p>
        )}
      </div>
    );
  }
  const { object } = data;
  const home = object.address ? `${object.address} (${object.number})` : object.number;
  return (
    <div className={styles.page}>
      <h1>{t("buySign.success.heading")}</h1>
      <p className={styles.lead} role="status">
        {t("buySign.success.intro")}
      </p>
      <dl className={styles.facts} aria-label={t("buyResidence.pages.clickToBuyComplete")}>
        <dt>{t("buySign.success.home")}</dt>
        <dd>
          <a href={object.objectUrl}>{home}</a>, {object.stageName}
        </dd>
        <dt>{t("buySign.success.date")}</dt>
        <dd>{formatDate(data.completedAt, site.language)}</dd>
        {data.paymentNumber && (
          <>
            <dt>{t("buySign.success.paymentNumber")}</dt>
            <dd>{data.paymentNumber}</dd>
          </>
        )}
        {data.amountPaid !== null && (
          <>
            <dt>{t("buySign.success.amountPaid")}</dt>
            <dd>{formatPrice(data.amountPaid, { currency: object.currency })}</dd>
          </>
        )}
      </dl>
      <ul className={styles.links}>
        {data.agreementUrl && (
          <li>
            <a href={data.agreementUrl} download>
              {t("buySign.success.agreement")}
            </a>
          </li>
        )}
        {data.links.documents && (
          <li>
            <a href={data.links.documents}>{t("buySign.success.documents")}</a>
          </li>
        )}
        {data.links.timeline && (
          <li>
            <a href={data.links.timeline}>{t("buySign.success.timeline")}</a>
          </li>
        )}
        {data.links.purchase && (
          <li>
            <a href={data.links.purchase}>{t("buySign.success.purchase")}</a>
          </li>
        )}
        {data.links.orderForm && (
          <li>
            <a href={data.links.orderForm}>{t("buySign.success.orderForm")}</a>
          </li>
        )}
        {data.links.myPages && (
          <li>
            <a href={data.links.myPages}>{t("buySign.success.myPages")}</a>
          </li>
        )}
      </ul>
    </div>
  );
}
