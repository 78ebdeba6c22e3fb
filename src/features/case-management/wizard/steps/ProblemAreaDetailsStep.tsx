import { useEffect, useId, useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import type { Asset } from "../../schema";
import type { FaultReportForm } from "../form";
import { useWizard } from "../wizard-context";
import { FieldError, LoadError, Loading } from "./field-error";
import { fetchAssets, useLoad } from "./step-data";
import styles from "./steps.module.css";

/**
 * Whether a detail space turns the optional step on (spec 001 section 4): an elevator or an
 * appliance shows the supplier's guidance (and no FAQ), a detail with FAQ entries its articles;
 * any other detail goes straight to the description.
 */
export function enablesAppliancesStep(asset: Pick<Asset, "supplierKind" | "faq">): boolean {
  return asset.supplierKind !== null || asset.faq.length > 0;
}

/** The detail space (asset type) of the chosen problem area, as a radio group. */
export function ProblemAreaDetailsStep() {
  const { t } = useTranslation();
  const { setAppliancesEnabled } = useWizard();
  const { register, watch, setValue, formState } = useFormContext<FaultReportForm>();
  const [problemArea, problemAreaName, problemAreaDetails] = watch([
    "problemArea",
    "problemAreaName",
    "problemAreaDetails",
  ]);
  const [attempt, setAttempt] = useState(0);
  const assets = useLoad(problemArea ? `${problemArea}#${attempt}` : null, () => fetchAssets(problemArea));
  const errorId = useId();
  const error = formState.errors.problemAreaDetails?.message;

  // A detail chosen before (a restored draft, or back from a later step) keeps its optional step.
  const chosenAsset =
    assets.state === "ready" ? assets.data.find((asset) => asset.id === problemAreaDetails) : undefined;
  useEffect(() => {
    if (chosenAsset) setAppliancesEnabled(enablesAppliancesStep(chosenAsset));
  }, [chosenAsset, setAppliancesEnabled]);

  if (!problemArea || assets.state === "failed" || (assets.state === "ready" && assets.data.length === 0)) {
    return <LoadError message={t("faultReportSteps.details.error")} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (assets.state === "loading") return <Loading text={t("faultReportSteps.details.loading")} />;

  const field = register("problemAreaDetails", {
    onChange: (event: { target: { value: string } }) => {
      const asset = assets.data.find((candidate) => candidate.id === event.target.value);
      if (!asset) return;
      setValue("problemAreaDetailsName", asset.name);
      setAppliancesEnabled(enablesAppliancesStep(asset));
    },
  });
  return (
    <div className={styles.step}>
      <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
        <legend>
          {problemAreaName
            ? t("faultReportSteps.details.legend", { area: problemAreaName.toLowerCase() })
            : t("faultReportSteps.details.legendNoArea")}
        </legend>
        {assets.data.map((asset) => (
          <label key={asset.id} className={styles.choice}>
            <input
              type="radio"
              {...field}
              value={asset.id}
              defaultChecked={problemAreaDetails === asset.id}
              aria-invalid={error ? true : undefined}
            />
            {asset.name}
          </label>
        ))}
      </fieldset>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
