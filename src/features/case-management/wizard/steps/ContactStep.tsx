import { useTranslation } from "~/i18n/react";
import formStyles from "~/ui/form/form.module.css";
import styles from "../wizard.module.css";
import { useWizard } from "../wizard-context";
import { OtherContactFields } from "./OtherContactFields";
import { TextField } from "./step-fields";

/**
 * Contact details of a logged-in reporter (resident, or board member with management): the name
 * as the account has it (read-only), e-mail and phone (a change updates the account), the
 * board's shared e-mail for a board member, and another contact person.
 */
export function ContactStep() {
  const { t } = useTranslation();
  const { flow, association } = useWizard();
  return (
    <div className={formStyles.form}>
      <p className={styles.hint}>{t("faultReport.contact.intro")}</p>
      <div className={formStyles.formRow}>
        <TextField name="firstName" label={t("faultReport.contact.firstName")} readOnly />
        <TextField name="lastName" label={t("faultReport.contact.lastName")} readOnly />
      </div>
      <div className={formStyles.formRow}>
        <TextField name="email" type="email" label={t("faultReport.contact.email")} required autoComplete="email" />
        <TextField name="phone" type="tel" label={t("faultReport.contact.phone")} required autoComplete="tel" />
      </div>
      {flow === "board" && (
        <TextField
          name="boardEmail"
          type="email"
          label={t("faultReport.contact.boardEmail")}
          hint={association ? t("faultReport.contact.boardEmailHint", { name: association.name }) : undefined}
          autoComplete="off"
        />
      )}
      <OtherContactFields />
    </div>
  );
}
