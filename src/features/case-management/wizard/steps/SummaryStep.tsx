import { type ReactNode, useId } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { formatFileSize } from "../files/file-checks";
import type { StepView } from "../flows";
import { type FaultReportForm, OTHER_APARTMENT } from "../form";
import { useWizard } from "../wizard-context";
import styles from "./steps.module.css";

type SummaryVariant = "summary" | "summaryNoManagement" | "summaryResident";
type Group = "contact" | "compound" | "residence" | "problem" | "description";

/** The step each group of answers is edited at (the first of the flow's steps that has it). */
const GROUP_VIEWS: Record<Group, readonly StepView[]> = {
  contact: ["contact", "contactNoManagement"],
  compound: ["compound"],
  residence: ["residentResidence", "searchResidence", "estateAddress"],
  problem: ["problemArea"],
  description: ["description"],
};

/**
 * The summary in its three forms (spec 001 section 2): every answer grouped by the step it was
 * given at, with an edit button per group that jumps to that step; the files; and "send me a
 * copy". The resident's names are read-only (from the account), the board member's association
 * is the chosen one, and without management the reporter's own answers are shown.
 */
export function SummaryStep({ variant }: { variant: SummaryVariant }) {
  const { t } = useTranslation();
  const wizard = useWizard();
  const { register, getValues } = useFormContext<FaultReportForm>();
  const form = getValues();
  const locale = wizard.locale;
  const yesNo = (value: boolean) => t(value ? "faultReportSteps.summary.yes" : "faultReportSteps.summary.no");
  const name =
    variant === "summaryNoManagement" || !wizard.reporter
      ? `${form.firstName} ${form.lastName}`
      : `${wizard.reporter.firstName} ${wizard.reporter.lastName}`;

  const groups: { group: Group; rows: [string, ReactNode][] }[] = [
    {
      group: "contact",
      rows: [
        [t("faultReportSteps.summary.name"), name.trim()],
        [t("faultReportSteps.summary.email"), form.email],
        [t("faultReportSteps.summary.phone"), form.phone],
        ...(variant === "summaryResident"
          ? []
          : ([[t("faultReportSteps.summary.boardEmail"), form.boardEmail]] as [string, ReactNode][])),
        ...(form.other
          ? ([
              [
                t("faultReportSteps.summary.otherContact"),
                [`${form.otherFirstName} ${form.otherLastName}`, form.otherEmail, form.otherPhone].join("\n"),
              ],
            ] as [string, ReactNode][])
          : []),
      ],
    },
  ];
  if (variant === "summaryNoManagement") {
    groups.push({
      group: "compound",
      rows: [
        [t("faultReportSteps.summary.compoundName"), form.compoundName],
        [t("faultReportSteps.summary.compoundNumber"), form.compoundNumber],
        [t("faultReportSteps.summary.isMember"), yesNo(form.isMember)],
      ],
    });
  }
  groups.push({ group: "residence", rows: residenceRows(form, variant, wizard.association?.name ?? null, t) });
  groups.push({
    group: "problem",
    rows: [
      [t("faultReportSteps.summary.problemArea"), form.problemAreaName],
      [t("faultReportSteps.summary.details"), form.problemAreaDetailsName],
    ],
  });
  groups.push({
    group: "description",
    rows: [
      [t("faultReportSteps.summary.description"), form.description],
      [
        t("faultReportSteps.summary.files"),
        wizard.files.length === 0 ? (
          t("faultReportSteps.summary.noFiles")
        ) : (
          <ul key="files" className={styles.fileList}>
            {wizard.files.map((file) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                {file.name} ({formatFileSize(file.size, locale)})
              </li>
            ))}
          </ul>
        ),
      ],
    ],
  });

  const flowViews = new Set(wizard.steps.map((step) => step.viewName));
  return (
    <div className={styles.step}>
      <p>{t("faultReportSteps.summary.intro")}</p>
      {groups.map(({ group, rows }) => (
        <SummaryGroup
          key={group}
          title={t(`faultReportSteps.summary.groups.${group}`)}
          editView={GROUP_VIEWS[group].find((view) => flowViews.has(view))}
          onEdit={wizard.goToStep}
          rows={rows}
        />
      ))}
      <label className={styles.check}>
        <input type="checkbox" {...register("sendCopy")} />
        {t("faultReportSteps.summary.sendCopy")}
      </label>
    </div>
  );
}

function residenceRows(
  form: FaultReportForm,
  variant: SummaryVariant,
  associationName: string | null,
  t: (key: string, values?: Record<string, string | number>) => string,
): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [];
  if (variant === "summary" && associationName) rows.push([t("faultReportSteps.summary.association"), associationName]);
  if (form.type) {
    rows.push([
      t("faultReportSteps.summary.type"),
      t(form.type === "public" ? "faultReportSteps.summary.typePublic" : "faultReportSteps.summary.typeApartment"),
    ]);
  }
  const apartment = form.selectedApartmentId !== OTHER_APARTMENT ? form.selectedApartment : null;
  if (form.type === "public" && form.selectedBuilding) {
    const building = form.selectedBuilding;
    rows.push([t("faultReportSteps.summary.address"), `${building.address}, ${building.zipCode} ${building.city}`]);
  } else if (apartment) {
    rows.push([
      t("faultReportSteps.summary.address"),
      t("faultReportSteps.summary.apartment", { address: apartment.address, number: apartment.governmentObjectId }),
    ]);
  } else {
    if (form.object) rows.push([t("faultReportSteps.summary.dwellingNumber"), form.object]);
    rows.push([
      t("faultReportSteps.summary.address"),
      [form.address, `${form.zipCode} ${form.city}`.trim()].filter(Boolean).join(", "),
    ]);
  }
  if (variant !== "summaryResident" && form.fullBuilding) {
    rows.push([t("faultReportSteps.summary.fullBuilding"), t("faultReportSteps.summary.yes")]);
  }
  return rows;
}

function SummaryGroup({
  title,
  rows,
  editView,
  onEdit,
}: {
  title: string;
  rows: [string, ReactNode][];
  editView: StepView | undefined;
  onEdit: (view: StepView) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <div className={styles.groupHeader}>
        <h4 id={titleId}>{title}</h4>
        {editView && (
          <button
            type="button"
            className={styles.linkButton}
            aria-label={t("faultReportSteps.summary.editGroup", { group: title.toLowerCase() })}
            onClick={() => onEdit(editView)}
          >
            {t("faultReportSteps.summary.edit")}
          </button>
        )}
      </div>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value === "" || value === null ? t("faultReportSteps.summary.notGiven") : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
