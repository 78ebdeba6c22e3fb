import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { ApiError } from "~/lib/api-error";
import { Dialog } from "~/ui/Dialog";
import { FormField } from "~/ui/form/FormField";
import {
  ATTACHMENT_ERRORS,
  CASE_FILE_ACCEPT,
  type CaseDetail,
  MAX_CASE_FILE_BYTES,
  MAX_CASE_FILES,
  MAX_CASE_TOTAL_BYTES,
} from "../schema";
import styles from "./errands.module.css";

const CONTACT_FIELDS = [
  ["alternativeContactFirstName", "firstName", "text", "given-name"],
  ["alternativeContactLastName", "lastName", "text", "family-name"],
  ["alternativeContactEmail", "email", "email", "email"],
  ["alternativeContactPhone", "phone", "tel", "tel"],
] as const;

/**
 * Editing an open errand (loaded when asked for): its description, the alternative contact,
 * files to remove and to add, sent as the multipart PATCH of EditCaseFieldsSchema with the
 * upload's progress shown. A refused or failed request keeps everything the user entered.
 */
export default function EditErrandDialog({
  url,
  siteId,
  errand,
  onClose,
}: {
  url: string;
  siteId: string;
  errand: CaseDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const request = useRef<XMLHttpRequest | null>(null);

  /** The attachment limits, checked before sending (the server checks them again, and the bytes). */
  function filesError(form: FormData): string | null {
    const added = form.getAll("NewFiles").filter((file): file is File => file instanceof File && file.size > 0);
    const kept = errand.files.length - form.getAll("RemoveFiles").length;
    if (kept + added.length > MAX_CASE_FILES) return t(ATTACHMENT_ERRORS.tooManyFiles, { max: MAX_CASE_FILES });
    if (added.some((file) => file.size > MAX_CASE_FILE_BYTES)) return t(ATTACHMENT_ERRORS.fileTooLarge);
    if (added.reduce((sum, file) => sum + file.size, 0) > MAX_CASE_TOTAL_BYTES)
      return t(ATTACHMENT_ERRORS.totalTooLarge);
    return null;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const entered = new FormData(event.currentTarget);
    const problem = filesError(entered);
    setFieldErrors({});
    if (problem) {
      setFieldErrors({ NewFiles: problem });
      return;
    }
    // Only what has a value: the alternative contact's fields are sent when present.
    const body = new FormData();
    body.append("site", siteId);
    for (const [key, value] of entered) {
      if (value instanceof File ? value.size > 0 : value.trim() !== "") body.append(key, value);
    }
    setError(null);
    setProgress(0);
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open("PATCH", url);
    xhr.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(Math.round((progressEvent.loaded / progressEvent.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        window.location.reload();
        return;
      }
      setProgress(null);
      if (xhr.status === 413) {
        setError(t(ATTACHMENT_ERRORS.totalTooLarge));
        return;
      }
      let answer: ApiError | null = null;
      try {
        answer = JSON.parse(xhr.responseText) as ApiError;
      } catch {
        answer = null;
      }
      setError(answer?.error.message ?? t("errands.errors.editFailed"));
      setFieldErrors(Object.fromEntries((answer?.error.fields ?? []).map((field) => [field.field, field.message])));
    };
    xhr.onerror = () => {
      setProgress(null);
      setError(t("errands.errors.editFailed"));
    };
    xhr.send(body);
  }

  return (
    <Dialog
      open
      size="large"
      onClose={() => {
        request.current?.abort();
        onClose();
      }}
      title={t("errands.edit.title", { ticket: errand.ticketNumber })}
      closeLabel={t("errands.edit.cancel")}
    >
      <form className={styles.form} onSubmit={submit} noValidate={false}>
        <FormField
          id={`${id}-description`}
          label={t("errands.edit.description")}
          required
          error={fieldErrors.description}
        >
          <textarea name="description" rows={6} maxLength={5000} required defaultValue={errand.description} />
        </FormField>
        <fieldset>
          <legend>{t("errands.edit.alternativeContact")}</legend>
          {CONTACT_FIELDS.map(([name, label, type, autoComplete]) => (
            <FormField key={name} id={`${id}-${name}`} label={t(`errands.edit.${label}`)} error={fieldErrors[name]}>
              <input
                name={name}
                type={type}
                autoComplete={autoComplete}
                maxLength={250}
                defaultValue={errand[name] ?? ""}
              />
            </FormField>
          ))}
        </fieldset>
        {errand.files.length > 0 && (
          <fieldset>
            <legend>{t("errands.edit.removeFiles")}</legend>
            {errand.files.map((file) => (
              <label key={file.attachmentId} className={styles.checkbox}>
                <input type="checkbox" name="RemoveFiles" value={file.attachmentId} /> {file.filename}
              </label>
            ))}
          </fieldset>
        )}
        <FormField
          id={`${id}-files`}
          label={t("errands.edit.addFiles")}
          hint={t("errands.edit.filesHint", { max: MAX_CASE_FILES })}
          error={fieldErrors.NewFiles ?? fieldErrors.Files}
        >
          <input name="NewFiles" type="file" multiple accept={CASE_FILE_ACCEPT} />
        </FormField>
        {progress !== null && (
          <label>
            {t("errands.edit.uploading", { percent: progress })}
            <progress max={100} value={progress} />
          </label>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={progress !== null}>
            {t("errands.edit.save")}
          </button>
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onClose}>
            {t("errands.edit.cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
