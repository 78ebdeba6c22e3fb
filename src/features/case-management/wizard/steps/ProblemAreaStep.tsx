import { useId, useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import type { RoomOption } from "../../schema";
import type { FaultReportForm } from "../form";
import { clearedByProblemAreaChange } from "../validation";
import { useWizard } from "../wizard-context";
import { FieldError, LoadError, Loading } from "./field-error";
import { fetchRooms, roomsUrl, useLoad } from "./step-data";
import styles from "./steps.module.css";

/**
 * The problem area (spec 001 sections 2 and 4): the rooms of a dwelling, or the public-space
 * areas of the property, as a radio group. Changing it clears the details (and the optional
 * FAQ step they enabled).
 */
export function ProblemAreaStep() {
  const { t } = useTranslation();
  const { setAppliancesEnabled } = useWizard();
  const { register, watch, setValue, formState } = useFormContext<FaultReportForm>();
  const [type, selectedApartment, selectedBuilding, problemArea] = watch([
    "type",
    "selectedApartment",
    "selectedBuilding",
    "problemArea",
  ]);
  const url = roomsUrl({ type, selectedApartment, selectedBuilding });
  const [attempt, setAttempt] = useState(0);
  const rooms = useLoad(`${url}#${attempt}`, () => fetchRooms(url));
  const errorId = useId();
  const error = formState.errors.problemArea?.message;

  function chosen(room: RoomOption) {
    setValue("problemAreaName", room.name);
    setValue("publicAreaProblem", room.kind === "public");
    for (const [name, value] of Object.entries(clearedByProblemAreaChange())) {
      setValue(name as keyof FaultReportForm, value);
    }
    setAppliancesEnabled(false);
  }

  if (rooms.state === "loading") return <Loading text={t("faultReportSteps.problemArea.loading")} />;
  if (rooms.state === "failed" || rooms.data.length === 0) {
    return <LoadError message={t("faultReportSteps.problemArea.error")} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  const field = register("problemArea", {
    onChange: (event: { target: { value: string } }) => {
      const room = rooms.data.find((candidate) => candidate.id === event.target.value);
      if (room) chosen(room);
    },
  });
  return (
    <div className={styles.step}>
      <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
        <legend>
          {t(
            type === "public"
              ? "faultReportSteps.problemArea.legendPublic"
              : "faultReportSteps.problemArea.legendDwelling",
          )}
        </legend>
        {rooms.data.map((room) => (
          <label key={room.id} className={styles.choice}>
            <input
              type="radio"
              {...field}
              value={room.id}
              defaultChecked={problemArea === room.id}
              aria-invalid={error ? true : undefined}
            />
            {room.name}
          </label>
        ))}
      </fieldset>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
