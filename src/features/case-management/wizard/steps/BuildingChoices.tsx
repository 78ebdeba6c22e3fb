import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import type { BuildingChoice } from "../../schema";
import { fetchResidentBuildings } from "../address-data";
import type { FaultReportForm } from "../form";
import { useWizardData } from "../wizard-data";
import { RadioGroup } from "./step-fields";

/** The buildings of a public-area report as radio buttons: the resident's, or the board member's association's. */
export function BuildingChoices({ board }: { board: boolean }) {
  const { t } = useTranslation();
  const { control, setValue, clearErrors } = useFormContext<FaultReportForm>();
  const selected = useWatch({ control, name: "selectedBuilding" });
  const { associationBuildings } = useWizardData();
  const [loaded, setBuildings] = useState<readonly BuildingChoice[] | null>(null);
  const [failed, setFailed] = useState(false);
  const buildings = board ? associationBuildings : loaded;

  useEffect(() => {
    if (board) return;
    let current = true;
    fetchResidentBuildings().then(
      (list) => current && setBuildings(list),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [board]);

  if (failed) return <p role="alert">{t("faultReport.residence.buildingsFailed")}</p>;
  if (!buildings) return <p role="status">{t("faultReport.loading")}</p>;
  if (buildings.length === 0) return <p>{t("faultReport.residence.noBuildings")}</p>;
  return (
    <RadioGroup
      name="building"
      legend={t("faultReport.residence.addressQuestion")}
      options={buildings.map((building) => ({
        value: String(building.id),
        label: `${building.address}, ${building.zipCode} ${building.city}`,
      }))}
      value={selected ? String(selected.id) : ""}
      errorOf="selectedBuilding"
      onChange={(value) => {
        const building = buildings.find((candidate) => String(candidate.id) === value) ?? null;
        setValue("selectedBuilding", building, { shouldTouch: true });
        setValue("selectedApartmentId", "");
        setValue("selectedApartment", null);
        clearErrors("selectedBuilding");
      }}
    />
  );
}
