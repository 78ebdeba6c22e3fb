import { useTranslation } from "~/i18n/react";
import formStyles from "~/ui/form/form.module.css";
import styles from "../wizard.module.css";
import { OtherContactFields } from "./OtherContactFields";
import { TextField } from "./step-fields";

/**
 * Contact details without technical management (also without login, and Norway's board flow):
 * first and last name too, e-mail, phone, the board's e-mail (optional) and another contact.
 */
export function ContactNoManagementStep() {
  const { t } = useTranslation();
  return (
    <div className={formStyles.form}>
      <p className={styles.hint}>{t("faultReport.contact.intro")}</p>
      <div className={formStyles.formRow}>
        <TextField name="firstName" label={t("faultReport.contact.firstName")} required autoComplete="given-name" />
        <TextField name="lastName" label={t("faultReport.contact.lastName")} required autoComplete="family-name" />
      </div>
      <div className={formStyles.formRow}>
        <TextField name="email" type="email" label={t("faultReport.contact.email")} required autoComplete="email" />
        <TextField name="phone" type="tel" label={t("faultReport.contact.phone")} required autoComplete="tel" />
      </div>
      <TextField name="boardEmail" type="email" label={t("faultReport.contact.boardEmail")} autoComplete="off" />
      <OtherContactFields />
    </div>
  );
}
