import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "~/i18n/react";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import type { FaultReportForm } from "../form";
import styles from "../wizard.module.css";

/**
 * The first half's form controls over react-hook-form: a labelled text input, a checkbox and a
 * radio group, each with its translated error (the rules' messages are `validation.*` keys).
 */

type StringField = {
  [K in keyof FaultReportForm]: FaultReportForm[K] extends string ? K : never;
}[keyof FaultReportForm];
type BooleanField = {
  [K in keyof FaultReportForm]: FaultReportForm[K] extends boolean ? K : never;
}[keyof FaultReportForm];

/** The translated error of a field, if it has one. */
export function useFieldError(name: keyof FaultReportForm): string | undefined {
  const { t } = useTranslation();
  const {
    formState: { errors },
  } = useFormContext<FaultReportForm>();
  const message = errors[name]?.message;
  return typeof message === "string" && message ? t(message) : undefined;
}

export function TextField({
  name,
  label,
  required = false,
  type = "text",
  autoComplete,
  inputMode,
  readOnly = false,
  hint,
  maxLength,
}: {
  name: StringField;
  label: string;
  required?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  readOnly?: boolean;
  hint?: string;
  maxLength?: number;
}) {
  const { register } = useFormContext<FaultReportForm>();
  const error = useFieldError(name);
  return (
    <FormField id={`fault-report-${name}`} label={label} required={required && !readOnly} error={error} hint={hint}>
      <input
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly}
        maxLength={maxLength}
        {...register(name)}
      />
    </FormField>
  );
}

export function CheckboxField({
  name,
  label,
  onChange,
}: {
  name: BooleanField;
  label: ReactNode;
  onChange?: (checked: boolean) => void;
}) {
  const { register } = useFormContext<FaultReportForm>();
  const error = useFieldError(name);
  const id = `fault-report-${name}`;
  const registered = register(name);
  return (
    <div className={formStyles.field}>
      <div className={formStyles.checkbox}>
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? "true" : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...registered}
          onChange={(event) => {
            void registered.onChange(event);
            onChange?.(event.target.checked);
          }}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: string;
}

/**
 * A required choice as radio buttons in a fieldset whose legend is the question. The value is
 * controlled by the step (a choice may set several fields); the error is the field's named by
 * `errorOf`.
 */
export function RadioGroup({
  name,
  legend,
  options,
  value,
  onChange,
  errorOf,
}: {
  name: string;
  legend: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  errorOf: keyof FaultReportForm;
}) {
  const error = useFieldError(errorOf);
  const errorId = `fault-report-${name}-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? "true" : undefined}
    >
      <legend>
        {legend}{" "}
        <span className={formStyles.required} aria-hidden="true">
          *
        </span>
      </legend>
      {options.map((option, index) => {
        const id = `fault-report-${name}-${index}`;
        return (
          <div key={option.value} className={styles.radio}>
            <input
              type="radio"
              id={id}
              name={`fault-report-${name}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              required
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
      {error && (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
