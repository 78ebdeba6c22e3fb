import { useEffect, useId, useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { DESCRIPTION_MAX } from "../../fields";
import { CASE_FILE_ACCEPT, MAX_CASE_FILES } from "../../schema";
import { addFiles, formatFileSize, isPhoto, type RefusedFile } from "../files/file-checks";
import type { FaultReportForm } from "../form";
import { useWizard } from "../wizard-context";
import { DuplicateHint } from "./DuplicateHint";
import { FieldError } from "./field-error";
import styles from "./steps.module.css";

/** How long the typing must pause before the counter is announced (every keystroke would drown the reader). */
const ANNOUNCE_AFTER_MS = 1000;

/**
 * The description (required, at most 5,000 characters, with a counter) and the files
 * (spec 001 sections 3, 5 and 9). The files live in the wizard, not in the form: the draft
 * cannot keep them. Before it, the duplicate hint of a public-space report.
 */
export function DescriptionStep() {
  const { t } = useTranslation();
  const { register, watch, formState } = useFormContext<FaultReportForm>();
  const description = watch("description") ?? "";
  const descriptionId = useId();
  const hintId = useId();
  const errorId = useId();
  const counterId = useId();
  const error = formState.errors.description?.message;
  const announced = useDebounced(description.length, ANNOUNCE_AFTER_MS);

  return (
    <div className={styles.step}>
      <DuplicateHint />
      <div className={styles.field}>
        <label htmlFor={descriptionId}>{t("faultReportSteps.description.label")}</label>
        <p id={hintId} className={styles.muted}>
          {t("faultReportSteps.description.hint")}
        </p>
        <textarea
          id={descriptionId}
          rows={8}
          maxLength={DESCRIPTION_MAX}
          aria-describedby={[hintId, counterId, error ? errorId : ""].filter(Boolean).join(" ")}
          aria-invalid={error ? true : undefined}
          {...register("description")}
        />
        <p id={counterId} className={styles.counter} aria-hidden="true">
          {t("faultReportSteps.description.counter", { count: description.length, max: DESCRIPTION_MAX })}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {announced > 0 ? t("faultReportSteps.description.remaining", { remaining: DESCRIPTION_MAX - announced }) : ""}
        </p>
        <FieldError id={errorId} message={error} />
      </div>
      <FilePicker />
    </div>
  );
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Choosing files: a file input (and dropping files on it), the browser's checks with the
 * server's limits and messages, the chosen files with their size, a preview of photos and a
 * remove button each.
 */
function FilePicker() {
  const { t } = useTranslation();
  const { files, setFiles, locale } = useWizard();
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [over, setOver] = useState(false);
  const inputId = useId();
  const hintId = useId();

  function add(added: readonly File[]) {
    if (added.length === 0) return;
    const result = addFiles(files, added);
    setFiles(result.files);
    setRefused(result.refused);
    const count = result.files.length - files.length;
    setAnnouncement(count > 0 ? t("faultReportSteps.files.added", { count }) : "");
  }

  function remove(file: File) {
    setFiles(files.filter((candidate) => candidate !== file));
    setRefused([]);
    setAnnouncement(t("faultReportSteps.files.removed", { name: file.name }));
  }

  return (
    <fieldset className={styles.choices}>
      <legend>{t("faultReportSteps.files.legend")}</legend>
      <p id={hintId} className={styles.muted}>
        {t("faultReportSteps.files.hint", { max: MAX_CASE_FILES })}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is an extra for the mouse; the file input inside is the way for everyone */}
      <div
        className={styles.dropZone}
        data-over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          add(Array.from(event.dataTransfer.files));
        }}
      >
        <input
          id={inputId}
          type="file"
          multiple
          accept={CASE_FILE_ACCEPT}
          className={`${styles.fileInput} visually-hidden`}
          aria-describedby={hintId}
          onChange={(event) => {
            add(Array.from(event.currentTarget.files ?? []));
            // The same file may be chosen again after it was removed.
            event.currentTarget.value = "";
          }}
        />
        <label htmlFor={inputId} className={styles.fileButton}>
          {t("faultReportSteps.files.choose")}
        </label>
        <span className={styles.muted}>{t("faultReportSteps.files.drop")}</span>
      </div>
      {refused.length > 0 && (
        <div role="alert">
          <ul className={styles.fileList}>
            {refused.map((refusal) => (
              <li key={`${refusal.name}-${refusal.error}`} className={styles.error}>
                {t("faultReportSteps.files.refused", { name: refusal.name, message: t(refusal.error) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {files.length > 0 && (
        <>
          <h4>{t("faultReportSteps.files.chosen")}</h4>
          <ul className={styles.fileList}>
            {files.map((file) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.fileItem}>
                {isPhoto(file) && <PhotoPreview file={file} />}
                <span className={styles.fileName}>
                  {file.name} ({formatFileSize(file.size, locale)})
                </span>
                <button type="button" className={styles.linkButton} onClick={() => remove(file)}>
                  {t("faultReportSteps.files.remove", { name: file.name })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}

/** A photo's thumbnail from an object URL, revoked when the photo leaves the list. */
function PhotoPreview({ file }: { file: File }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!url) return null;
  return <img src={url} alt={t("faultReportSteps.files.preview", { name: file.name })} />;
}
