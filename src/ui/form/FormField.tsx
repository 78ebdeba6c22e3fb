import type { ReactElement, ReactNode } from "react";
import { cloneElement } from "react";
import { useTranslation } from "~/i18n/react";
import formStyles from "./form.module.css";

/**
 * A labelled input with its required marker and inline error. The child input gets its id,
 * aria-invalid and aria-describedby from here.
 */
export function FormField({
  id,
  label,
  required,
  error,
  hint,
  hintBelow = false,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: string;
  /** The hint under the input: fields side by side keep their inputs on one line (a new password beside its repeat). */
  hintBelow?: boolean;
  children: ReactElement<Record<string, unknown>>;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>
        {label}
        {required && (
          <>
            {" "}
            <span className={formStyles.required} aria-hidden="true">
              *
            </span>
            <span className="visually-hidden">{t("forms.required")}</span>
          </>
        )}
      </label>
      {hint && !hintBelow && (
        <p id={hintId} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {cloneElement(children, {
        id,
        "aria-invalid": error ? "true" : undefined,
        "aria-describedby": describedBy,
        "aria-required": required ? "true" : undefined,
      })}
      {hint && hintBelow && (
        <p id={hintId} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
