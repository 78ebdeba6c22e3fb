import { useTranslation } from "~/i18n/react";
import type { TemplateProps } from "~/templates/registry";
import styles from "../flow/buy-flow.module.css";

/** Template "buyResidenceInfo" (issue 18): how booking online works on this site. */
export function BuyResidenceInfoTemplate({ vm }: TemplateProps<"buyResidenceInfo">) {
  const { t } = useTranslation();
  const { steps, holdMinutes, paymentProviders, searchUrl } = vm.viewModel.data;
  return (
    <div className={styles.page}>
      <h1>{vm.viewModel.title}</h1>
      <p>{t("buyResidence.info.intro")}</p>
      <h2>{t("buyResidence.info.stepsTitle")}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step}>
            <strong>{t(`buyResidence.steps.${step}`)}</strong>: {t(`buyResidence.info.step.${step}`)}
          </li>
        ))}
      </ol>
      <h2>{t("buyResidence.info.holdTitle")}</h2>
      <p>{t("buyResidence.info.holdText", { minutes: holdMinutes })}</p>
      <h2>{t("buyResidence.info.paymentTitle")}</h2>
      {paymentProviders.length > 0 ? (
        <ul>
          {paymentProviders.map((provider) => (
            <li key={provider}>{t(`buyResidence.info.provider.${provider}`)}</li>
          ))}
        </ul>
      ) : (
        <p>{t("buyResidence.info.noPayment")}</p>
      )}
      {searchUrl && (
        <p>
          <a href={searchUrl}>{t("buyResidence.info.toSearch")}</a>
        </p>
      )}
    </div>
  );
}
