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
 * An account of e-ID logins only chooses its first password here, without a current one, right
 * after an e-ID login (the server answers MustLoginWithBankId otherwise).
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useJsonForm({
    initial: { currentPassword: "", password: "", confirmPassword: "" },
    schema: passwordSchema,
    url: "/api/updatepassword",
    onSuccess: (body, refuse) => {
      const answer = statusAnswerOf(body);
      if (answer?.status !== "Ok") {
        refuse(answer?.message ?? t("errors.somethingWentWrong"));
        return;
      }
      for (const name of ["currentPassword", "password", "confirmPassword"] as const) form.setValue(name, "");
      showToast({ tone: "success", message: answer.message ?? null });
    },
  });
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
      {hasPassword ? (
        field("currentPassword", "current-password")
      ) : (
        <p className={styles.note}>{t("myAccount.password.noPassword")}</p>
      )}
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
