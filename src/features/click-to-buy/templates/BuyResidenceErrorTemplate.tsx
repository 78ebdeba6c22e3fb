import { useTranslation } from "~/i18n/react";
import { useSite } from "~/shell/use-site";
import type { TemplateProps } from "~/templates/registry";
import styles from "../flow/buy-flow.module.css";

/**
 * Template "buyResidenceError" (issue 18, spec 001 section 8): the general message with its
 * errorCode 0, what went wrong when it is known (the hold expired, the home was taken, the
 * payment or the signing failed), and the way on.
 */
export function BuyResidenceErrorTemplate({ vm }: TemplateProps<"buyResidenceError">) {
  const { t } = useTranslation();
  const site = useSite();
  const { errorCode, reason, objectUrl } = vm.viewModel.data;
  return (
    <div className={styles.page}>
      <h1>{vm.viewModel.title}</h1>
      <div role="alert" className={styles.expired}>
        <p>{t("buyResidence.generalError")}</p>
        {reason && reason !== "generalError" && <p>{t(`buyResidence.errorPage.reason.${reason}`)}</p>}
        <p>{t("buyResidence.errorPage.code", { code: errorCode })}</p>
      </div>
      <ul className={styles.links}>
        {objectUrl && (
          <li>
            <a href={objectUrl}>{t("buyResidence.expired.toHome")}</a>
          </li>
        )}
        {site.urls.searchHomes && (
          <li>
            <a href={site.urls.searchHomes}>{t("buyResidence.expired.toSearch")}</a>
          </li>
        )}
        {site.urls.myPages && site.features.login && (
          <li>
            <a href={site.urls.myPages}>{t("buyResidence.errorPage.myPages")}</a>
          </li>
        )}
      </ul>
    </div>
  );
}
