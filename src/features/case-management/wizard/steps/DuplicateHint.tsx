import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { formatDate } from "~/i18n/format-date";
import { useTranslation } from "~/i18n/react";
import { ERRAND_ID_PARAM } from "../../schema";
import { caseStatusByCode } from "../../statuses";
import type { FaultReportForm } from "../form";
import { useWizard } from "../wizard-context";
import { fetchOpenCases, useLoad } from "./step-data";
import styles from "./steps.module.css";

/**
 * Beyond the spec (issue 17, item 7): before the description of a public-space report, the
 * open errands of the same problem area in the chosen building ("the elevator is already
 * reported"), each with a link to follow it where the user may see it. A hint only: the user may
 * still go on, and when the call fails the step shows nothing more than without it.
 */
export function DuplicateHint() {
  const { t, language } = useTranslation();
  const { errandsPath } = useWizard();
  const { watch } = useFormContext<FaultReportForm>();
  const [type, selectedBuilding, problemArea, problemAreaName] = watch([
    "type",
    "selectedBuilding",
    "problemArea",
    "problemAreaName",
  ]);
  const buildingId = type === "public" ? selectedBuilding?.id : undefined;
  const open = useLoad(buildingId && problemArea ? `${buildingId}|${problemArea}` : null, () =>
    fetchOpenCases(buildingId as number, problemArea),
  );
  const titleId = useId();
  if (open.state !== "ready" || open.data.length === 0) return null;

  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <h4 id={titleId}>{t("faultReportSteps.duplicate.title")}</h4>
      <p>{t("faultReportSteps.duplicate.text", { count: open.data.length, area: problemAreaName.toLowerCase() })}</p>
      <ul>
        {open.data.map((errand) => (
          <li key={errand.ticketNumber}>
            {t("faultReportSteps.duplicate.item", {
              ticketNumber: errand.ticketNumber,
              date: formatDate(errand.creationDate, language),
              status: t(`faultReportSteps.statusGroups.${caseStatusByCode(errand.statusCode).displayGroup}`),
            })}
            {errand.id && errandsPath && (
              <>
                {" "}
                <a href={`${errandsPath}?${new URLSearchParams({ [ERRAND_ID_PARAM]: errand.id })}`}>
                  {t("faultReportSteps.duplicate.follow", { ticketNumber: errand.ticketNumber })}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
      <p>{t("faultReportSteps.duplicate.continue")}</p>
    </section>
  );
}
