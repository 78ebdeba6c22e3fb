import { useId } from "react";
import { statusAnswerOf } from "~/features/account/entries/account-answers";
import { useTranslation } from "~/i18n/react";
import { FormError } from "~/ui/form/FormError";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import { showToast } from "~/ui/toast/show-toast";
import styles from "../my-account.module.css";
import { passwordSchema } from "./schemas";

type PasswordField = "currentPassword" | "password" | "confirmPassword";

/**
 * The password section (`POST /api/updatepassword`): every other session of the account ends.
 * An account of e-ID logins only has no password to change; it is told how to get one.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useJsonForm({
    initial: { currentPassword: "", password: "", confirmPassword: "" },
    schema: passwordSchema,
    url: "/api/updatepassword",
    onSuccess: (body) => {
      for (const name of ["currentPassword", "password", "confirmPassword"] as const) form.setValue(name, "");
      showToast({ tone: "success", message: statusAnswerOf(body)?.message ?? null });
    },
  });
  if (!hasPassword) return <p className={styles.note}>{t("myAccount.password.noPassword")}</p>;
  const field = (name: PasswordField, autoComplete: string, hint?: string) => (
    <FormField
      id={`${id}-${name}`}
      label={t(`myAccount.password.${name}`)}
      required
      hint={hint}
      hintBelow
      error={form.errors[name]}
    >
      <input
        name={name}
        type="password"
        autoComplete={autoComplete}
        value={String(form.values[name] ?? "")}
        onChange={(event) => form.setValue(name, event.target.value)}
      />
    </FormField>
  );
  return (
    <form ref={form.formRef} className={formStyles.form} method="post" noValidate onSubmit={form.onSubmit}>
      {field("currentPassword", "current-password")}
      <div className={formStyles.formRow}>
        {field("password", "new-password", t("myAccount.password.passwordHint"))}
        {field("confirmPassword", "new-password")}
      </div>
      <FormError message={form.formError} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={form.sending} aria-busy={form.sending}>
          {t("myAccount.password.submit")}
        </button>
      </div>
    </form>
  );
}
