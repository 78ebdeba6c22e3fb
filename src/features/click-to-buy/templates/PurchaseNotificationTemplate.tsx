import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import { orderFormHref } from "../purchase-paths";
import styles from "./completion.module.css";

/** Template "purchaseNotification": the notice that a purchase was made (the home, its buyers, the date, where to go on). */
export function PurchaseNotificationTemplate({ vm }: TemplateProps<"purchaseNotification">) {
  const { t } = useTranslation();
  const site = useSite();
  const data = vm.viewModel.data;
  const home = data.object.address ? `${data.object.address} (${data.object.number})` : data.object.number;
  const orderForm = orderFormHref(site.urls.myPages, site.language, data.purchaseId);
  return (
    <div className={styles.page}>
      <h1>{t("buySign.purchase.heading")}</h1>
      <p className={styles.lead}>{t("buySign.purchase.intro", { home, stage: data.object.stageName })}</p>
      <dl className={styles.facts}>
        <dt>{t("buySign.purchase.home")}</dt>
        <dd>
          <a href={data.object.objectUrl}>{home}</a>
        </dd>
        <dt>{t("buySign.purchase.buyers")}</dt>
        <dd>{data.buyers.map((buyer) => `${buyer.firstName} ${buyer.lastName}`.trim()).join(", ")}</dd>
        <dt>{t("buySign.purchase.date")}</dt>
        <dd>{data.purchasedAt ? formatDate(data.purchasedAt, site.language) : ""}</dd>
      </dl>
      <ul className={styles.links}>
        {data.links.documents && (
          <li>
            <a href={data.links.documents}>{t("buySign.purchase.documents")}</a>
          </li>
        )}
        {data.links.timeline && (
          <li>
            <a href={data.links.timeline}>{t("buySign.purchase.timeline")}</a>
          </li>
        )}
        {orderForm && (
          <li>
            <a href={orderForm}>{t("buySign.purchase.orderForm")}</a>
          </li>
        )}
        {site.urls.myPages && (
          <li>
            <a href={site.urls.myPages}>{t("myPages.title")}</a>
          </li>
        )}
      </ul>
    </div>
  );
}
