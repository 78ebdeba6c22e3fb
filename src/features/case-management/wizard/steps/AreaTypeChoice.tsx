import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import type { CaseArea } from "../../schema";
import type { FaultReportForm } from "../form";
import { clearedByTypeChange } from "../validation";
import { RadioGroup } from "./step-fields";

/** "Vad hör din felanmälan till?": a dwelling or a public area. A change clears the chosen address and the search. */
export function AreaTypeChoice() {
  const { t } = useTranslation();
  const { control, setValue, clearErrors } = useFormContext<FaultReportForm>();
  const type = useWatch({ control, name: "type" });
  return (
    <RadioGroup
      name="type"
      legend={t("faultReport.residence.typeQuestion")}
      options={[
        { value: "apartment", label: t("faultReport.residence.apartment") },
        { value: "public", label: t("faultReport.residence.public") },
      ]}
      value={type ?? ""}
      errorOf="type"
      onChange={(value) => {
        if (value === type) return;
        setValue("type", value as CaseArea, { shouldTouch: true });
        for (const [name, cleared] of Object.entries(clearedByTypeChange())) {
          setValue(name as keyof FaultReportForm, cleared as never);
        }
        clearErrors();
      }}
    />
  );
}
