import { useTranslation } from "~/i18n/react";
import formStyles from "~/ui/form/form.module.css";
import { isNorwegianFlow } from "../flows";
import { useWizard } from "../wizard-context";
import { CheckboxField, TextField } from "./step-fields";

/** The association (board member without management): its name, organisation number, and membership confirmed. */
export function CompoundStep() {
  const { t } = useTranslation();
  const { flow } = useWizard();
  const norwegian = isNorwegianFlow(flow);
  return (
    <div className={formStyles.form}>
      <TextField name="compoundName" label={t("faultReport.compound.name")} required autoComplete="organization" />
      <TextField
        name="compoundNumber"
        label={t("faultReport.compound.number")}
        hint={norwegian ? t("faultReport.compound.numberHintNorway") : t("faultReport.compound.numberHint")}
        inputMode={norwegian ? "numeric" : "text"}
        required
        autoComplete="off"
      />
      <CheckboxField name="isMember" label={t("faultReport.compound.isMember")} />
    </div>
  );
}
