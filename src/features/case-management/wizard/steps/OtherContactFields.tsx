import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import formStyles from "~/ui/form/form.module.css";
import type { FaultReportForm } from "../form";
import { CheckboxField, TextField } from "./step-fields";

/** "Someone else is the contact": ticked, the other person's four fields (required); unticked, their errors go. */
export function OtherContactFields() {
  const { t } = useTranslation();
  const { control, clearErrors } = useFormContext<FaultReportForm>();
  const other = useWatch({ control, name: "other" });
  return (
    <>
      <CheckboxField
        name="other"
        label={t("faultReport.contact.other")}
        onChange={(checked) => {
          if (!checked) clearErrors(["otherFirstName", "otherLastName", "otherEmail", "otherPhone"]);
        }}
      />
      {other && (
        <div className={formStyles.formRow}>
          <TextField
            name="otherFirstName"
            label={t("faultReport.contact.otherFirstName")}
            required
            autoComplete="off"
          />
          <TextField name="otherLastName" label={t("faultReport.contact.otherLastName")} required autoComplete="off" />
          <TextField
            name="otherEmail"
            type="email"
            label={t("faultReport.contact.otherEmail")}
            required
            autoComplete="off"
          />
          <TextField
            name="otherPhone"
            type="tel"
            label={t("faultReport.contact.otherPhone")}
            required
            autoComplete="off"
          />
        </div>
      )}
    </>
  );
}
