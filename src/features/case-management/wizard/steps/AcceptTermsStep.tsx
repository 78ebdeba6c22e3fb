import { useTranslation } from "~/i18n/react";
import styles from "../wizard.module.css";
import { CheckboxField } from "./step-fields";

/** The terms (hidden from the shell, not counted): what a fault report is for, to be acknowledged. */
export function AcceptTermsStep() {
  const { t } = useTranslation();
  return (
    <div className={styles.terms}>
      <p>{t("faultReport.terms.text")}</p>
      <p>{t("faultReport.terms.emergency")}</p>
      <CheckboxField name="acceptTerms" label={t("faultReport.terms.accept")} />
    </div>
  );
}
