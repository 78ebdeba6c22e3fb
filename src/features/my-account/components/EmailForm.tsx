import { useId, useState } from "react";
import { statusAnswerOf } from "~/features/account/entries/account-answers";
import { OutcomePanel } from "~/features/account/entries/my-settings";
import { useTranslation } from "~/i18n/react";
import { FormError } from "~/ui/form/FormError";
import { FormField } from "~/ui/form/FormField";
import formStyles from "~/ui/form/form.module.css";
import { useJsonForm } from "~/ui/form/use-json-form";
import { CurrentPasswordField } from "./CurrentPasswordField";
import { changeEmailSchema } from "./schemas";

/**
 * The change-e-mail section (`POST /api/triggerchangeemail`): a link goes to the new address and
 * the address changes when it is opened. The current password proves the login; an account of
 * e-ID logins only needs a recent e-ID login instead (MustLoginWithBankId otherwise).
 */
export function EmailForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [sent, setSent] = useState<string | null>(null);
  const form = useJsonForm({
    initial: hasPassword ? { email: "", currentPassword: "" } : { email: "" },
    schema: changeEmailSchema,
    url: "/api/triggerchangeemail",
    onSuccess: (body, refuse) => {
      const answer = statusAnswerOf(body);
      if (answer?.status === "Ok") setSent(answer.message ?? t("myAccount.email.sent"));
      else refuse(answer?.message ?? t("errors.somethingWentWrong"));
    },
  });
  if (sent) {
    return (
      <OutcomePanel kind="success">
        <p>{sent}</p>
      </OutcomePanel>
    );
  }
  return (
    <form ref={form.formRef} className={formStyles.form} method="post" noValidate onSubmit={form.onSubmit}>
      <p>{t("myAccount.email.current", { email })}</p>
      <FormField id={`${id}-email`} label={t("myAccount.email.newEmail")} required error={form.errors.email}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          value={String(form.values.email ?? "")}
          onChange={(event) => form.setValue("email", event.target.value)}
        />
      </FormField>
      <CurrentPasswordField
        id={id}
        hasPassword={hasPassword}
        label={t("myAccount.email.currentPassword")}
        eidHint={t("myAccount.email.eidHint")}
        value={form.values.currentPassword}
        error={form.errors.currentPassword}
        onChange={(value) => form.setValue("currentPassword", value)}
      />
      <FormError message={form.formError} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={form.sending} aria-busy={form.sending}>
          {t("myAccount.email.submit")}
        </button>
      </div>
    </form>
  );
}
