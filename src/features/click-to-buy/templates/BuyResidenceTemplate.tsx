import { useTranslation } from "~/i18n/react";
import type { TemplateProps } from "~/templates/registry";
import { BuyFlow } from "../flow/BuyFlow";
import styles from "../flow/buy-flow.module.css";

/**
 * Templates "buyResidence" and "clickToBuyContract" (issue 18): the buy flow at its step. The
 * contract path is the same flow at the sign step (the e-ID signing returns there).
 */
export function BuyResidenceTemplate({ vm }: TemplateProps<"buyResidence" | "clickToBuyContract">) {
  const { t } = useTranslation();
  const data = vm.viewModel.data;
  return (
    <div className={styles.page}>
      <h1>
        {vm.viewModel.title}
        {data.object && (
          <span className={styles.objectNumber}> {t("buyResidence.start.number", { number: data.object.number })}</span>
        )}
      </h1>
      <BuyFlow data={data} />
    </div>
  );
}
