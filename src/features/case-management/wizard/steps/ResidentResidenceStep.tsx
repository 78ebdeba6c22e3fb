import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import formStyles from "~/ui/form/form.module.css";
import { type FaultReportForm, OTHER_APARTMENT } from "../form";
import { useWizardData } from "../wizard-data";
import { AreaTypeChoice } from "./AreaTypeChoice";
import { BuildingChoices } from "./BuildingChoices";
import { OtherAddressFields } from "./OtherAddressFields";
import { RadioGroup } from "./step-fields";

/**
 * The resident's residence: an apartment (the agreements sorted by address, "{address}, lgh
 * {government id}", and "other" with the address typed in) or a public area (the buildings).
 * Without agreements "other" is chosen.
 */
export function ResidentResidenceStep() {
  const { t } = useTranslation();
  const { agreements } = useWizardData();
  const { control, setValue, clearErrors } = useFormContext<FaultReportForm>();
  const type = useWatch({ control, name: "type" });
  const selectedId = useWatch({ control, name: "selectedApartmentId" });

  useEffect(() => {
    if (type === "apartment" && agreements.length === 0 && selectedId !== OTHER_APARTMENT) {
      setValue("selectedApartmentId", OTHER_APARTMENT);
    }
  }, [type, agreements.length, selectedId, setValue]);

  return (
    <div className={formStyles.form}>
      <AreaTypeChoice />
      {type === "apartment" && (
        <RadioGroup
          name="apartment"
          legend={t("faultReport.residence.addressQuestion")}
          options={[
            ...agreements.map((apartment) => ({
              value: String(apartment.id),
              label: t("faultReport.residence.apartmentLabel", {
                address: apartment.address,
                governmentObjectId: apartment.governmentObjectId,
              }),
            })),
            { value: OTHER_APARTMENT, label: t("faultReport.residence.other") },
          ]}
          value={selectedId}
          errorOf="selectedApartmentId"
          onChange={(value) => {
            setValue("selectedApartmentId", value, { shouldTouch: true });
            setValue("selectedApartment", agreements.find((apartment) => String(apartment.id) === value) ?? null);
            setValue("selectedBuilding", null);
            clearErrors(["selectedApartmentId", "selectedApartment", "object", "address", "zipCode", "city"]);
          }}
        />
      )}
      {type === "apartment" && selectedId === OTHER_APARTMENT && <OtherAddressFields />}
      {type === "public" && <BuildingChoices board={false} />}
    </div>
  );
}
