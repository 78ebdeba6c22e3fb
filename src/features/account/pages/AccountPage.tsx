import { type ReactNode, useEffect, useRef } from "react";
import type { BrowserPageViewModel } from "~/features/content/schema";
import { useTranslation } from "~/i18n/react";
import formStyles from "~/ui/form/form.module.css";
import styles from "./account-pages.module.css";

/** The frame of every account page: its one h1 (the page's title), the lead, then the page's content. */
export function AccountPage({ vm, children }: { vm: BrowserPageViewModel; children: ReactNode }) {
  const content = vm.viewModel;
  return (
    <article className={styles.page} data-template={vm.currentComponent}>
      <header className={styles.header}>
        <h1>{content.title}</h1>
        {content.summary && <p className={styles.lead}>{content.summary}</p>}
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  );
}

/**
 * The outcome that replaces a form (a link sent, a password saved, a broken link). Focus moves
 * to it, since the control the visitor used is gone: a success is a status, a failure an alert.
 */
export function OutcomePanel({
  kind,
  children,
  focus = true,
}: {
  kind: "success" | "error";
  children: ReactNode;
  /** False for an outcome shown when the page opens: focus stays at the top of the page. */
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={kind === "success" ? "status" : "alert"}
      className={kind === "success" ? formStyles.success : styles.alert}
    >
      {children}
    </div>
  );
}

/** A message about the form as a whole (a status answer, a failed request), above its button. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={formStyles.formError} role="alert">
      {message}
    </p>
  );
}

/** A checkbox with its label, required marker, extra content (a terms link) and inline error. */
export function CheckboxField({
  id,
  name,
  label,
  checked,
  onChange,
  required,
  error,
  children,
}: {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  required?: boolean;
  error?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className={formStyles.field}>
      <div className={formStyles.checkbox}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? "true" : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required ? "true" : undefined}
        />
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
      </div>
      {children}
      {error && (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's button: disabled and saying "Skickar…" while the request is under way. */
export function SubmitButton({
  busy,
  label,
  type = "submit",
  onClick,
}: {
  busy: boolean;
  label: string;
  type?: "submit" | "button";
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button type={type} className={formStyles.button} disabled={busy} aria-busy={busy} onClick={onClick}>
      {busy ? t("accountPages.common.sending") : label}
    </button>
  );
}
